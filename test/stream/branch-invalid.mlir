// Every constraint of the intra-slice branch, the ExecutionId groups and the Branch
// Logger (dialects/stream/src/branch.rs), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// -----

// At most four InputCmps (`Comparison([InputCmp; 4])`, manual L4801).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{the comparison mode takes 1 to 4 InputCmps}}
    %v1 = stream.vector_intra_slice_branch %v0 comparison [x gt 0.0, x gt 1.0, x gt 2.0, x gt 3.0, x gt 4.0] : !vinit -> !vb8
    stream.return
  }
}

// -----

// An InputCmp compares the value with a literal, or an axis index with a literal or an index (docs/decisions.md C9A-2).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{must compare the value `x` with a literal, or an axis index}}
    %v1 = stream.vector_intra_slice_branch %v0 comparison [x gt idx(A)] : !vinit -> !vb8
    stream.return
  }
}

// -----

// An axis index names an axis of the stream (C9A-2).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{axis Q is not an axis of the stream}}
    %v1 = stream.vector_intra_slice_branch %v0 comparison [idx(Q) gt 0.0] : !vinit -> !vb8
    stream.return
  }
}

// -----

// A literal compared with an f32 value is a finite f32 (C9-7).
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{is not a finite f32}}
    %v1 = stream.vector_intra_slice_branch %v0 comparison [x lt 1.0e39] : !vinit -> !vb8
    stream.return
  }
}

// -----

// A literal compared with an i32 value is an i32.
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{1.5 is not an i32}}
    %v1 = stream.vector_intra_slice_branch %v0 comparison [x ge 1.5] : !vinit -> !vb8
    stream.return
  }
}

// -----

// An index is compared with an integer.
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{0.5 is not an i32}}
    %v1 = stream.vector_intra_slice_branch %v0 comparison [idx(R) ge 0.5] : !vinit -> !vb8
    stream.return
  }
}

// -----

// Unconditional takes no parameter (manual L4793–4802).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{branch mode `unconditional` takes no parameter}}
    %v1 = stream.vector_intra_slice_branch %v0 unconditional {axis = "R"} : !vinit -> !vb8
    stream.return
  }
}

// -----

// axis_toggle names an axis of the stream.
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{axis Q is not an axis of the stream}}
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "Q" : !vinit -> !vb8
    stream.return
  }
}

// -----

// ExecutionIds are 4 bits (E-VE-9, manual L5255).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "R" : !vinit -> !vb8
    // expected-error @+1 {{ExecutionId 16 is out of range: ExecutionIds are 4 bits, 0..=15}}
    %y = stream.vector_logic bit_or %v1, 1 group [16] : !vb8 -> !vb8
    stream.return
  }
}

// -----

// A group set names ExecutionIds the mode assigns: axis_toggle assigns 0 and 1 (E-VE-9).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "R" : !vinit -> !vb8
    // expected-error @+1 {{the group set names an ExecutionId the `axis_toggle` branch never assigns (it assigns 0, 1)}}
    %y = stream.vector_logic bit_and %v1, 1 group [2] : !vb8 -> !vb8
    stream.return
  }
}

// -----

// Two InputCmps assign 0..3; group 4 is never assigned (E-VE-9).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 comparison [x gt 0, x lt -5] : !vinit -> !vb8
    // expected-error @+1 {{it assigns 0, 1, 2, 3}}
    %y = stream.vector_clip max %v1, 1 group [1, 4] : !vb8 -> !vb8
    stream.return
  }
}

// -----

// Groups restrict an operand (`VeBranchOperand::group(operand, g)`, manual L5061–5062): a unary op has none.
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "R" : !vinit -> !vb8
    %t = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{only an op with an operand can be restricted to ExecutionId groups}}
    %y = stream.vector_fp_unary exp %t group [1] : !vb4 -> !vb4
    stream.return
  }
}

// -----

// After an intra-slice reduce the elements have no ExecutionId (C9A-4).
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "A" : !vinit -> !vb8
    %t = stream.vector_split %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    // expected-error @+1 {{after an intra-slice reduce the elements have no ExecutionId}}
    %y = stream.vector_fp_div %r, 2.0 group [1] : !vr4 -> !vr4
    stream.return
  }
}

// -----

// The vrf mode reads i32 ExecutionIds, as the Branch Logger writes them (C9A-3).
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{the vrf mode reads its ExecutionIds from an i32 VRF tensor}}
    %v1 = stream.vector_intra_slice_branch %v0 vrf %vf : !vinit, !vrff -> !vb8
    stream.return
  }
}

// -----

// The vrf mode needs its ExecutionId tensor (manual L4802).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{branch mode `vrf` takes a VRF tensor of ExecutionIds}}
    %v1 = "stream.vector_intra_slice_branch"(%v0) {mode = "vrf"} : (!vinit) -> !vb8
    stream.return
  }
}

// -----

// The Branch Logger writes i32 ExecutionIds (C9A-3).
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "R" : !vinit -> !vb8
    // expected-error @+1 {{the Branch Logger turns an i32 or f32 stream into i32 ExecutionIds, got f32 to f32}}
    %l = stream.vector_branch_log %v1 : !vb8 -> !vb8
    stream.return
  }
}

// -----

// The Branch Logger follows the branch directly (its stage comes before Logic, C9A-3).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "R" : !vinit -> !vb8
    %a = stream.vector_logic bit_and %v1, 1 : !vb8 -> !vb8
    // expected-error @+1 {{the branch_log stage cannot follow the logic stage}}
    %l = stream.vector_branch_log %a : !vb8 -> !vbi
    stream.return
  }
}

// -----

// valid_count "A" marks the padding of A (docs/decisions.md C9G-3): an unpadded axis has
// none.
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{branch mode `valid_count`: axis R is not padded in the stream}}
    %v1 = stream.vector_intra_slice_branch %v0 valid_count "R" : !vinit -> !vb8
    stream.return
  }
}

// -----

// valid_count names an axis of the stream (docs/decisions.md C9G-3).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{branch mode `valid_count` names axis Q, which is not in the stream's Slice, Time or Packet}}
    %v1 = stream.vector_intra_slice_branch %v0 valid_count "Q" : !vinit -> !vb8
    stream.return
  }
}

// -----

// Each ALU once per pass also under groups (manual L5261–5268, GT-VE-21).
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "R" : !vinit -> !vb8
    %a = stream.vector_fxp add_fxp %v1, 10 {group = 1 : i64} : !vb8 -> !vb8
    // expected-error @+1 {{FxpAdd is already in use in this pass}}
    %z = stream.vector_fxp sub_fxp %a, 5 {group = 2 : i64} : !vb8 -> !vb8
    stream.return
  }
}

// -----

// A masked multiply takes its mask from a group set (C9A-8).
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A / 4 % 2], m[A % 4]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
!vrfi = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
!vrff = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[R, A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4, Q = 2>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[R, A]>, %vi: !vrfi, %vf: !vrff) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[R, A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[R, A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]> -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 axis_toggle "R" : !vinit -> !vb8
    %t = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{a masked op (mask_mul_f0, mask_mul_f1, mask_fma_f) takes its mask from a group set}}
    %y = stream.vector_fp_binary mask_mul_f1 %t, 2.0 : !vb4 -> !vb4
    stream.return
  }
}
