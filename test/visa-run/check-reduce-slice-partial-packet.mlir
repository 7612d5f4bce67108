// A per-slice partial over a padded axis in Slice + Packet, the degenerate case (manual
// L6539–6542: |R| % stride_p = 0, so every packet is wholly valid or wholly padding and a
// gate alone handles validity; decisions T10R-1, T10R-3), i32 min: R = 8 padded to 16 as
// Slice `R # 16 / 4` (4 slices per X) and Packet `R # 16 % 4 # 8`. Slices 0–1 each reduce
// one packet by the lane tree; slices 2–3 hold only padding (their one flit masked,
// output the identity i32::MAX, in the result's padding).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: FileCheck %s --check-prefix=HW < %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (128 result elements equal the interpreter's)
// No counter (R has no Time part); gate 0: mask 3, match 2, V 0 (L6471–6484 over R / 4);
// the packet part set aside (V_p = stride_p = 4).
// HW: time = array<i64: 1>, vc_counters = array<i64>, vc_gates = array<i64: 3, 2, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0>, vc_packet = array<i64: 4, 4>

!host = !stream.host<i32, m[X, R]>
!hosto = !stream.host<i32, m[X, R # 16 / 4]>
!hbm = !stream.hbm<i32, m[1], m[X, R # 16]>
!hbmo = !stream.hbm<i32, m[1], m[X, R # 16 / 4, 1 # 2]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[R # 16 % 4]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1 # 2]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[R # 16 % 4]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[R # 16 % 4]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[R # 16 % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[R # 16 % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[R # 16 % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[R # 16 % 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[1 # 4]>
!vr8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[X, R # 16 / 4], m[1], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<X = 64, R = 8>} {
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
