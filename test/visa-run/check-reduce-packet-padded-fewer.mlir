// G14 (manual L6045–6069, "R fills fewer than 8 lanes"): R = 7 padded to 8 as Time
// `R # 8 / 4` and Packet `R # 8 % 4` (collected to `R # 8 % 4 # 8`); the generator's
// Packet Reduce mode counts 4, 3 (one counter, limit 2, on the packet dim; V_p = 7,
// stride_p = 4), so lane 3 of the second packet is absent from the tree (T10L-1). i32
// min, A % 2 kept in Time; stream and hw levels agree bit for bit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=CYC
// RUN: visa-run %s --check --seed 3 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: FileCheck %s --check-prefix=HW < %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)
// The generator adds no cycle (cycle-model §3): 2 × 2 flits per slice, no ALU:
// max(4, 4, 4).
// CYC: 4 cycles  main fetch>vector>commit
// HW: vc_counters = array<i64: 2, 1, 4>, vc_gates = array<i64: 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0>, vc_packet = array<i64: 7, 4>

!host = !stream.host<i32, m[X, A, R]>
!hosto = !stream.host<i32, m[X, A]>
!hbm = !stream.hbm<i32, m[1], m[X, A, R # 8]>
!hbmo = !stream.hbm<i32, m[1], m[X, A, 1 # 2]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 8]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, 1 # 2]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[X, A / 2], m[1], m[A % 2, R # 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 8 / 4], m[R # 8 % 4]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 8 / 4], m[R # 8 % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 8 / 4], m[R # 8 % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 8 / 4], m[R # 8 % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 8 / 4], m[R # 8 % 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 4]>
!vr8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 8, R = 7, X = 64>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce min %n over "R" : !vb4 -> !vr4
    %q = stream.vector_pad_way8 %r : !vr4 -> !vr8
    %v3 = stream.vector_final %q : !vr8 -> !vfinal
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
