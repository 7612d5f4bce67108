// Negative chunks for the vector-engine constraints the issue 9 audit found without one
// (docs/issue9-coverage.md): vector_fp_to_fxp, vector_fp_ternary, vector_concat.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// -----

// vector_fp_to_fxp converts f32 to i32 (L4838, L4949): an i32 input is refused.
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!vt4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8 # 4]>
!vi8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vf8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    // expected-error @+1 {{converts f32 to i32, got i32 to i32}}
    %i = stream.vector_fp_to_fxp %v1, 31 : !vb8 -> !vi8
    stream.return
  }
}

// -----

// vector_fp_to_fxp's int_width is 0..=31 (L4838, L4949; docs/decisions.md C9-3).
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!vt4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8 # 4]>
!vi8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vf8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    // expected-error @+1 {{int_width must be in 0..=31, got 32}}
    %i = stream.vector_fp_to_fxp %v1, 32 : !vb8 -> !vi8
    stream.return
  }
}

// -----

// vector_fp_ternary (fma_f, L4901–4904) is a float op: not on i32 streams.
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!vt4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8 # 4]>
!vi8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vf8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    // expected-error @+1 {{the fp stage takes f32 elements, got i32}}
    %t = stream.vector_fp_ternary fma_f %n, 2, 1 : !vb4 -> !vb4
    stream.return
  }
}

// -----

// vector_concat reverses vector_split (L4933–4939); after vector_trim_way4 the widen is
// vector_pad_way8.
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]>
!vt4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 4], m[A % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]>
module attributes {mapping.axes = #mapping.axes<A = 1024>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[A]> -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]> -> !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 4], m[1], m[A % 4 # 8]> -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_trim_way4 %v1 : !vb8 -> !vt4
    // expected-error @+1 {{vector_concat reverses vector_split, but the pass narrowed with the other}}
    %w = stream.vector_concat %n : !vt4 -> !vb8
    stream.return
  }
}
