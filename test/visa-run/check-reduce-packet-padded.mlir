// G11 (manual L5949–5968, "Packet only"): R = 3 padded to 8 lanes, the valid-count
// generator's Packet Reduce mode gives every flit the count V_p = 3 (stride_p 8, no
// counter). After vector_trim_way4 the packet is `R # 4`: lanes 0–2 hold R, lane 3 is
// padding and absent from the tree, so each packet reduces to op(op(l0, l1), l2)
// (decision T10L-1). f32 add, end to end under visa-run --check on the stream and hw
// levels; the tree-order reference with hostile padding is lowering/tests/golden_isr.rs
// `gt_isr_packet_padded_*`.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=CYC
// RUN: visa-run %s --check --seed 5 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: FileCheck %s --check-prefix=HW < %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)
// The generator adds no cycle (cycle-model §3): the unpadded pass of 2 flits per slice.
// CYC: 2 cycles  main fetch>vector>commit
// No counter, every gate open; V_p = 3, stride_p = 8 (L6280–6299).
// HW: vc_counters = array<i64>, vc_gates = array<i64: 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0>, vc_packet = array<i64: 3, 8>

!host = !stream.host<f32, m[X, A, R]>
!hosto = !stream.host<f32, m[X, A]>
!hbm = !stream.hbm<f32, m[1], m[X, A, R # 8]>
!hbmo = !stream.hbm<f32, m[1], m[X, A, 1 # 2]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 8]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, 1 # 2]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[X, A / 2], m[1], m[A % 2, R # 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[R # 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[R # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[R # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[R # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[R # 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 8, R = 3, X = 64>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
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
