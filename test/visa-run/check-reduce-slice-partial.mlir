// GT-ISR-4 at a size the valid-count generator masks (manual L5474–5497, decision
// T10R-1): R = 12 padded to 32 spans Slice `R # 32 / 8` (4 slices per X), Time
// `R # 32 / 4 % 2` and Packet `R # 32 % 4 # 8`; 12 % 4 = 0, so every packet is wholly
// valid or wholly padding and the placement degenerates to Slice + Time (L6539–6547).
// Per X, slice 0 holds r 0–7 (two valid flits), slice 1 r 8–11 (its second flit,
// r 12–15, masked), slices 2–3 only padding (both flits masked). The min is kept per
// slice in the result's Slice `R # 32 / 8`; the padding slices output the identity
// i32::MAX in the simulator (T10R-2), at padding positions the check does not compare.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 5 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: FileCheck %s --check-prefix=HW < %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (128 result elements equal the interpreter's)
// The generator (L6471–6484): gate 0 masks R's two slice bits (mask 3), match 1 (slice
// 1 is the boundary), V 1 (one valid flit there); the packet part is set aside (V_p =
// stride_p = 4); one counter of 2 flits on gate 0.
// HW: op = #hw.isr<min>, reduce = array<i64: 1>, stage = #hw.ve_stage<intra_slice_reduce>, time = array<i64: 2>, vc_counters = array<i64: 2, 2, 1>, vc_gates = array<i64: 3, 1, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0>, vc_packet = array<i64: 4, 4>

!host = !stream.host<i32, m[X, R]>
!hosto = !stream.host<i32, m[X, R # 32 / 8]>
!hbm = !stream.hbm<i32, m[1], m[X, R # 32]>
!hbmo = !stream.hbm<i32, m[1], m[X, R # 32 / 8, 1 # 2]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 % 8]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1 # 2]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[R # 32 % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[R # 32 / 4 % 2], m[R # 32 % 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[1 # 4]>
!vr8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[X, R # 32 / 8], m[1], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 12>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce min %t over "R" : !vb4 -> !vr4
    %p = stream.vector_pad_way8 %r : !vr4 -> !vr8
    %v3 = stream.vector_final %p : !vr8 -> !vfinal
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
