// The refusals of an intra-slice reduce whose axis lies in Slice
// (dialects/stream/src/vector_ops.rs, lane_tree.rs, valid_count.rs; decisions T10R-1,
// T10R-3), one chunk each, with the manual's mappings where it gives them.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// GT-ISR-4 as the manual writes it (L5474–5497): R = 13 over Slice `R # 32 / 8`, Time
// `R # 32 / 4 % 2`, Packet `R # 32 % 4 # 8`. Slice 1 needs valid counts 4 then 1 while
// slice 0 needs 4 and 4 at the same time steps: the packet count cannot vary by slice
// ("Slice + Time + Packet: not supported", L6544–6547, after L6520–6542; decision
// T10R-1). X = 64 fills Slice::SIZE = 256. With R = 12 (12 % 4 = 0) it runs:
// test/visa-run/check-reduce-slice-partial.mlir.
!host = !stream.host<i32, m[X, R]>
!hbm = !stream.hbm<i32, m[1], m[X, R]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2, R # 32 % 4]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[R # 32 / 4 % 2, R # 32 % 4]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 13>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{R = 13 is placed as Slice m[X, R # 32 / 8], Time m[R # 32 / 4 % 2], Packet m[R # 32 % 4 # 8]: a Slice + Time + Packet placement is not supported unless R % 4 = 0 (here 13 % 4 = 1)}}
    %r = stream.vector_intra_slice_reduce min %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// Slice + Packet with a partial packet (L6131–6165, L6520–6542): R = 510 over Slice
// `R # 1024 / 4` and Packet `R # 1024 % 4 # 8`; the last slice needs 2 valid lanes, the
// others 4, at the same time step.
!host = !stream.host<i32, m[R]>
!hbm = !stream.hbm<i32, m[1], m[R]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1, R # 1024 % 4]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1], m[1, R # 1024 % 4]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1], m[R # 1024 % 4]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1], m[R # 1024 % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1], m[R # 1024 % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1], m[R # 1024 % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1], m[R # 1024 % 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[R # 1024 / 4], m[1], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<R = 510>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{a Slice + Packet placement is not supported unless R % 4 = 0 (here 510 % 4 = 2)}}
    %r = stream.vector_intra_slice_reduce add_sat %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// R only in Slice: each slice holds one position of R, there is nothing to reduce
// within a slice (decision T10R-3); the inter-slice reduce combines slices.
!host = !stream.host<i32, m[X, R, A]>
!hbm = !stream.hbm<i32, m[1], m[X, R, A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[X, R], m[A / 4, A % 4]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[X, R], m[1], m[A / 4, A % 4]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[X, R], m[A / 4], m[A % 4]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[X, R], m[A / 4], m[A % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[X, R], m[A / 4], m[A % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R], m[A / 4], m[A % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R], m[A / 4], m[A % 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R], m[A / 4], m[A % 4]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 4, A = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{axis R lies only in Slice m[X, R]: each slice holds one position of it, so there is nothing to reduce within a slice}}
    %r = stream.vector_intra_slice_reduce min %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// Slice + Time transposed, not supported (L5778–5800, digest-D G05): R = 14 as Slice
// `R # 20 % 4` and Time `R # 20 / 4` needs ⌈14 / 4⌉ = 4 steps, the mapping has 5.
!host = !stream.host<f32, m[X, R, B]>
!hbm = !stream.hbm<f32, m[1], m[X, R, B]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[R # 20 / 4, B]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[1], m[R # 20 / 4, B]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[R # 20 / 4], m[B]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[R # 20 / 4], m[B]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[R # 20 / 4], m[B]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[R # 20 / 4], m[B]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[R # 20 / 4, B / 4], m[B % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 20 % 4], m[B / 4], m[B % 4]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 14, B = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{the transposed placement needs ⌈14 / 4⌉ = 4 steps}}
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// Slice + Time interleaved (L5876–5901): R's Slice part sits between two Time parts.
!host = !stream.host<f32, m[X, R, B]>
!hbm = !stream.hbm<f32, m[1], m[X, R, B]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[R # 16 / 8, R # 16 % 2, B]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[1], m[R # 16 / 8, R # 16 % 2, B]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[R # 16 / 8, R # 16 % 2], m[B]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[R # 16 / 8, R # 16 % 2], m[B]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[R # 16 / 8, R # 16 % 2], m[B]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[R # 16 / 8, R # 16 % 2], m[B]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[R # 16 / 8, R # 16 % 2, B / 4], m[B % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 16 / 2 % 4], m[B / 4], m[B % 4]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 14, B = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{alternates between Slice and Time}}
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// R in Cluster (L5278–5300: the intra-slice reduce works within a slice; its axis may
// keep Slice factors, T10R-3, but a Cluster or Chip factor is refused).
!host = !stream.host<i32, m[X, R]>
!hbm = !stream.hbm<i32, m[1], m[X, R]>
!dm = !stream.dm<i32, m[1], m[R / 8], m[X], m[R % 8 / 4, R % 4]>
!begin = !stream.tensor<begin, main, i32, m[1], m[R / 8], m[X], m[1], m[R % 8 / 4, R % 4]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[R / 8], m[X], m[R % 8 / 4], m[R % 4]>
!collect = !stream.tensor<collect, main, i32, m[1], m[R / 8], m[X], m[R % 8 / 4], m[R % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[R / 8], m[X], m[R % 8 / 4], m[R % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[R / 8], m[X], m[R % 8 / 4], m[R % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[R / 8], m[X], m[R % 8 / 4], m[R % 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[R / 8], m[X], m[1], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<X = 256, R = 16>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{axis R also lies in Cluster (m[R / 8]); the intra-slice reduce combines Time factors, the packet's lanes and keeps Slice factors}}
    %r = stream.vector_intra_slice_reduce min %t over "R" : !vb4 -> !vr4
    stream.return
  }
}
