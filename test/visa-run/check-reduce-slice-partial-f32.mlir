// A per-slice partial over a padded axis in Slice + Time (manual L5643–5688, the
// standard placement, decisions T10R-1, T10R-3), f32 add: R = 20 padded to 32 as Slice
// `R # 32 / 8` (4 slices per X) and Time `R # 32 % 8`, the packet holding B; after
// vector_split the reduce sums R within each slice. Slices 0–1 hold r 0–15, slice 2
// r 16–19 (flits 4–7 masked), slice 3 only padding. `add_f 1.0` before the reduce would
// turn a padding flit into a contribution if it were not masked: the interpreter sums the
// tensor's elements, the simulator the flits the generator marks valid, and they agree.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 3 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: FileCheck %s --check-prefix=HW < %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (1536 result elements equal the interpreter's)
// Gate 0: mask 3, match 2 (slice 2 is the boundary), V 4 (its first 4 flits); one
// counter of 8 (Way8) flits on gate 0.
// HW: op = #hw.isr<add>
// HW-SAME: vc_gates = array<i64: 3, 2, 4, 0,

!host = !stream.host<f32, m[X, R, B]>
!hosto = !stream.host<f32, m[X, R # 32 / 8, B]>
!hbm = !stream.hbm<f32, m[1], m[X, R # 32, B]>
!hbmo = !stream.hbm<f32, m[1], m[X, R # 32 / 8, B]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 % 8, B]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[B]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[R # 32 % 8, B]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 % 8], m[B]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 % 8], m[B]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 % 8], m[B]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 % 8], m[B]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 % 8, B / 4], m[B % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[B / 4], m[B % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[B]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[B]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 20, B = 8>} {
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
