// Float stages with VRF operands and argument modes, end to end under visa-run --check:
// y = max(1 / fma(x ^ sign, g, b), 0) with vector_logic bit_xor on the f32 bits
// (L4815–4820), vector_fp_ternary fma_f with two VRF operands (L4901–4904, L5058–5073),
// vector_fp_div in mode10 (operand / stream, L4916–4918, L5100–5134) and vector_clip max
// (L4966–4972); the VRF operands are laid out as the Way8 packet (docs/decisions.md C9-6).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 3 --output-dir %t | FileCheck %s
// The engine and hw forms (engine.vector_op, hw.ve_op) print, parse back and run the same.
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)

!host = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!vrf = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!sbegin = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!sfetch = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!scollect = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%x: !hbm, %g: !hbm, %b: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %g_dm = stream.to_dm %g at 4096 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 8192 : !hbm -> !dm
    %g0 = stream.begin %g_dm : !dm -> !sbegin
    %g1 = stream.fetch %g0 : !sbegin -> !sfetch
    %g2 = stream.collect %g1 : !sfetch -> !scollect
    %g_vrf = stream.to_vrf %g2 at 0 : !scollect -> !vrf
    %b0 = stream.begin %b_dm : !dm -> !sbegin
    %b1 = stream.fetch %b0 : !sbegin -> !sfetch
    %b2 = stream.collect %b1 : !sfetch -> !scollect
    %b_vrf = stream.to_vrf %b2 at 32 : !scollect -> !vrf
    %m0 = stream.begin %x_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %neg = stream.vector_logic bit_xor %v1, 2147483648 : !vb8 -> !vb8
    %n = stream.vector_split %neg : !vb8 -> !vb4
    %fma = stream.vector_fp_ternary fma_f %n, %g_vrf, %b_vrf : !vb4, !vrf, !vrf -> !vb4
    %rcp = stream.vector_fp_div %fma, 1.0 mode mode10 : !vb4 -> !vb4
    %w = stream.vector_concat %rcp : !vb4 -> !vb8
    %relu = stream.vector_clip max %w, 0.0 : !vb8 -> !vb8
    %v3 = stream.vector_final %relu : !vb8 -> !vfinal
    %out_dm = stream.commit %v3 at 12288 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 805306368 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host, %g: !host, %b: !host) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %g_hbm = stream.to_hbm %g at 268435456 : !host -> !hbm
    %b_hbm = stream.to_hbm %b at 536870912 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%x_hbm, %g_hbm, %b_hbm) : (!hbm, !hbm, !hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
