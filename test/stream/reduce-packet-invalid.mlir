// Every constraint of stream.vector_intra_slice_reduce over the packet's lanes (the
// 2-level tree, dialects/stream/src/lane_tree.rs), one chunk each, citing the manual.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// The packet's four lanes are all of the reduced axis (L5440–5462); here two hold A: that needs the valid-count generator.
!hbm = !stream.hbm<f32, m[1], m[S, R / 2, A, R % 2]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 2, A, R % 2]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 2, A, R % 2]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 2], m[A, R % 2]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 2], m[[A, R % 2] # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 2], m[[A, R % 2] # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2], m[[A, R % 2] # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2], m[A, R % 2]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 2, R = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{lane 2 of Packet m[A, R % 2] holds another axis than R}}
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// A padded axis in the packet needs the generator's Packet Reduce mode, whose valid
// lanes are a prefix: the packet part must be innermost (G13, L6001–6044; T10L-1). Here
// R = 7 lies as Time `R # 8 % 2` inside Packet `R # 8 / 2`.
!hbm = !stream.hbm<f32, m[1], m[S, R # 8]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R # 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R # 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R # 8 % 2], m[R # 8 / 2]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R # 8 % 2], m[R # 8 / 2 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R # 8 % 2], m[R # 8 / 2 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R # 8 % 2], m[R # 8 / 2 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R # 8 % 2], m[R # 8 / 2]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 7>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{must be the innermost part}}
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// The tree leaves one value per packet: the result's Packet is m[1 # 4] (L5453–5460).
!hbm = !stream.hbm<f32, m[1], m[S, R]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[1], m[R % 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 16>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{the result's Packet must be m[1 # 4], got m[R % 4]}}
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// The result's Time drops the reduced axis's Time factors (L5357–5361).
!hbm = !stream.hbm<f32, m[1], m[S, A, R]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[A, R]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[A, R]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 2, R = 16>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{the result's Time must be the input's without the factors of R: m[A], got m[A, R / 4]}}
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// At most 8 accumulator slots (L5499–5543): 16 kept positions of B inside R / 4.
!hbm = !stream.hbm<f32, m[1], m[S, R / 4, B, R % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 4, B, R % 4]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 4, B, R % 4]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 4, B], m[R % 4]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 4, B], m[R % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 4, B], m[R % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 4, B], m[R % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 4, B], m[R % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, B = 16, R = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{16 accumulator slots required, but only 8 are available}}
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// f32 reduces with add, max, min (L4908–4915).
!hbm = !stream.hbm<f32, m[1], m[S, R]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 4], m[R % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 16>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    // expected-error @+1 {{intra-slice reduce `add_sat` is not defined on f32}}
    %r = stream.vector_intra_slice_reduce add_sat %t over "R" : !vb4 -> !vr4
    stream.return
  }
}
