// A per-slice partial over a padded axis in Slice + Time, transposed (manual L5740–5777,
// the supported transposed placement; decisions T10R-3, T10R-4), f32 add: R = 6 padded
// to 8 as Slice `R # 8 % 4` (R's inner part, 4 slices per X) and Time `R # 8 / 4` (2
// steps = ⌈6 / 4⌉). Slice s holds r = s and s + 4: slices 0–1 both valid, slices 2–3
// only the first (r 6, 7 are padding, their flit masked). `add_f 1.0` before the reduce
// would turn a masked flit into a contribution of 1.0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: FileCheck %s --check-prefix=HW < %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)
// Gate 0 transposed (L6486–6505): mask 3, match 6 % 4 = 2, V ⌊6 / 4⌋ = 1; one counter of
// 2 flits on gate 0.
// HW: vc_counters = array<i64: 2, 2, 1>, vc_gates = array<i64: 3, 2, 1, 1, 0, 1, 0, 0, 0, 1, 0, 0>

!host = !stream.host<f32, m[X, R, B]>
!hosto = !stream.host<f32, m[X, R # 8 % 4, B]>
!hbm = !stream.hbm<f32, m[1], m[X, R # 8, B]>
!hbmo = !stream.hbm<f32, m[1], m[X, R # 8 % 4, B]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[R # 8 / 4, B]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[B]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[1], m[R # 8 / 4, B]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[R # 8 / 4], m[B]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[R # 8 / 4], m[B]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[R # 8 / 4], m[B]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[R # 8 / 4], m[B]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[R # 8 / 4, B / 4], m[B % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[B / 4], m[B % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[1], m[B]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[X, R # 8 % 4], m[1], m[B]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 6, B = 8>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    %p = stream.vector_fp_binary add_f %n, 1.0 : !vb4 -> !vb4
    %r = stream.vector_intra_slice_reduce add %p over "R" : !vb4 -> !vr4
    %w = stream.vector_concat %r : !vr4 -> !vr8
    %v3 = stream.vector_final %w : !vr8 -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dmo
    %out = stream.to_hbm %out_dm at 268435456 : !dmo -> !hbmo
    stream.return %out : !hbmo
  }

  stream.host_func @main(%x: !host) -> !hosto {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }
}
