// G12 (manual L5976–6000, "Time + Packet") in the Way4 form: R = 19 padded to 24 as
// Time `R # 24 / 4` and Packet `R # 24 % 4` (fetched as 4-lane packets, collected to
// `R # 24 % 4 # 8`); the valid-count generator's Packet Reduce mode counts 4, 4, 4, 4,
// 3, 0 over the six flits of R (one counter, limit 6, on the packet dim, stride 1; V_p =
// 19, stride_p = 4). Lane 3 of the fifth packet (R = 19) and the whole sixth are absent
// from the tree (decision T10L-1). `add_f 1.0` before the reduce turns the padding into
// 1.0, which the reduce must leave out. f32 add, A % 2 kept in Time (two accumulator
// slots); stream and hw levels agree bit for bit. The manual's Way8 form (Packet
// `R # 24 % 8`, split to Way4) is check-reduce-packet-padded-time.mlir.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=CYC
// RUN: visa-run %s --check --seed 11 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: FileCheck %s --check-prefix=HW < %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)
// The generator adds no cycle (cycle-model §3): 2 × 6 flits per slice, one fp ALU:
// max(12, 12, 12) + 1.
// CYC: 13 cycles  main fetch>vector>commit
// HW: vc_counters = array<i64: 6, 1, 4>, vc_gates = array<i64: 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0>, vc_packet = array<i64: 19, 4>

!host = !stream.host<f32, m[X, A, R]>
!hosto = !stream.host<f32, m[X, A]>
!hbm = !stream.hbm<f32, m[1], m[X, A, R # 24]>
!hbmo = !stream.hbm<f32, m[1], m[X, A, 1 # 2]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 24]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, 1 # 2]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[X, A / 2], m[1], m[A % 2, R # 24]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 24 / 4], m[R # 24 % 4]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 24 / 4], m[R # 24 % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 24 / 4], m[R # 24 % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 24 / 4], m[R # 24 % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2, R # 24 / 4], m[R # 24 % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[X, A / 2], m[A % 2], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 8, R = 19, X = 64>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    %p = stream.vector_fp_binary add_f %n, 1.0 : !vb4 -> !vb4
    %r = stream.vector_intra_slice_reduce add %p over "R" : !vb4 -> !vr4
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
