// Every constraint of stream.vector_intra_slice_reduce (dialects/stream/src/vector_ops.rs),
// one chunk each, citing the manual.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// The reduce runs in Way4 (manual L4908, digest-C E-ISR-3).
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 2, B, R % 2, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    // expected-error @+1 {{the intra_slice_reduce stage runs in Way4}}
    %r = stream.vector_intra_slice_reduce add %v1 over "R" : !vb8 -> !vr8
    stream.return
  }
}

// -----

// f32 reduces with add, max, min; add_sat is the i32 one (manual L4908–4915).
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 2, B, R % 2, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{intra-slice reduce `add_sat` is not defined on f32}}
    %r = stream.vector_intra_slice_reduce add_sat %n over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// The result Time is the input Time without the reduced factors (manual L5360, E-ISR-2).
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 2, B, R % 2, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

!bad = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[X / 4, B], m[X % 4]>
module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{the result's Time must be the input's without the factors of R}}
    %r = stream.vector_intra_slice_reduce add %n over "R" : !vb4 -> !bad
    stream.return
  }
}

// -----

// The reduced axis must lie in Time.
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 2, B, R % 2, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{axis Q does not lie in Time}}
    %r = "stream.vector_intra_slice_reduce"(%n) {op = "add", axis = "Q"} : (!vb4) -> !vr4
    stream.return
  }
}

// -----

// An axis also in Packet reduces the packet's lanes by the 2-level tree
// (dialects/stream/src/lane_tree.rs, test/stream/reduce-packet-invalid.mlir; this chunk
// said "only a reduce over Time factors is implemented" before c9c): the result must
// still drop every factor of X, which this one keeps in Time (manual L5357–5361).
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 2, B, R % 2, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{the result's Time must be the input's without the factors of X: m[R / 2, B, R % 2], got m[B, X / 4]}}
    %r = "stream.vector_intra_slice_reduce"(%n) {op = "add", axis = "X"} : (!vb4) -> !vr4
    stream.return
  }
}

// -----

// The reduce comes after the float stage and before FpDiv (manual L4733–4747).
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R / 2, B, R % 2, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R / 2, B, R % 2, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce add %n over "R" : !vb4 -> !vr4
    // expected-error @+1 {{the fp stage cannot follow the intra_slice_reduce stage}}
    %e = stream.vector_fp_unary exp %r : !vr4 -> !vr4
    stream.return
  }
}

// -----

// At most 8 accumulator slots (manual L5499–5543, digest-C GT-ISR-7): Time m[R, B] with
// B = 8, after a split, needs 8 × 2 = 16.
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R, B, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R, B, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R, B], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R, B], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R, B], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R, B], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R, B, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, B = 8, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{16 accumulator slots required, but only 8 are available (manual: Computing Tensors › Vector Engine › Intra-Slice Reduce)}}
    %r = stream.vector_intra_slice_reduce add %n over "R" : !vb4 -> !vr4
    stream.return
  }
}

// -----

// A reduce axis padded on the left (`# 1 + R`) cannot be masked: the valid-count
// generator counts from the axis's first position, `R # p` split by `/` and `%`
// (manual L5604–5613, L6180–6196); a padded `R # p` is accepted
// (test/visa-run/check-reduce-padded.mlir).
!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[# 1 + R, B, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[# 1 + R, B, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[# 1 + R, B], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[# 1 + R, B], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[# 1 + R, B], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[# 1 + R, B], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[# 1 + R, B, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 3, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{the factor m[# 1 + R] of R is not `R # p` split by `/` and `%`}}
    %r = stream.vector_intra_slice_reduce add %n over "R" : !vb4 -> !vr4
    stream.return
  }
}
