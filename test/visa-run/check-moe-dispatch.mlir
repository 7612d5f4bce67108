// The MoE dispatch and combine on the device (manual L8664–8707) on digest-E's G-M instance
// (T = 4, K = 2, B = 2, G_max = 6, D = 8): each token's row x[t] is scattered to the slots
// Scatter_Idx[t, k] of x_blocked[G_max · B, D] (G-M10: [[0, 6], [1, 2], [3, 7], [4, 8]]),
// then gathered back in token order (y_restored[t, k] = x_blocked[Scatter_Idx[t, k]]).
// The 2-D index tensor is read by the device; the token rows come from DM, one token per
// slice, repeated over K (the DMA broadcasts x over K).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --input 1=%S/Inputs/moe_scatter_idx_4x2.npy --output-dir %t | FileCheck %s
// CHECK: check: pass (160 result elements equal the interpreter's)
// G-M12 exactly: x[t][d] = 10 t + d, the free slots 5, 9, 10, 11 keep the zeros of the
// destination: blk0 = [x0, x1], blk1 = [x1, x2], blk2 = [x3, 0], blk3 = [x0, x2], blk4 = [x3, 0].
// The expected files were written by plain loops from the G-M10/G-M12 tables.
// RUN: visa-run %s --check --input 0=%S/Inputs/moe_x_4x8.npy --input 1=%S/Inputs/moe_scatter_idx_4x2.npy --input 2=%S/Inputs/zeros_f32_12x8.npy --output-dir %t/g | FileCheck %s
// RUN: cmp %t/g/result_0.npy %S/Inputs/moe_blocked_expected_12x8.npy
// RUN: cmp %t/g/result_1.npy %S/Inputs/moe_restored_expected_4x2x8.npy

!host_x = !stream.host<f32, m[T, D]>
!host_i = !stream.host<i32, m[T, K]>
!host_b = !stream.host<f32, m[N, D]>
!host_r = !stream.host<f32, m[T, K, D]>
!hbm_x = !stream.hbm<f32, m[1], m[T, D]>
!hbm_i = !stream.hbm<i32, m[1], m[T, K]>
!hbm_b = !stream.hbm<f32, m[1], m[N, D]>
!hbm_r = !stream.hbm<f32, m[1], m[T, K, D]>
!dm_x = !stream.dm<f32, m[1], m[1 # 2], m[T # 256], m[K, D]>

module attributes {mapping.axes = #mapping.axes<T = 4, K = 2, D = 8, N = 12>} {
  stream.kernel @kernel(%x: !hbm_x, %i: !hbm_i, %z: !hbm_b) -> (!hbm_b, !hbm_r) attributes {chips = 1 : i64} {
    %xk = stream.to_dm %x at 0 : !hbm_x -> !dm_x
    %blk = stream.scatter %xk[%i] into %z along "N" at 65536 : !dm_x, !hbm_i, !hbm_b -> !hbm_b
    %res = stream.gather %blk[%i] along "N" at 131072 : !hbm_b, !hbm_i -> !hbm_r
    stream.return %blk, %res : !hbm_b, !hbm_r
  }
  stream.host_func @main(%x: !host_x, %y: !host_i, %z: !host_b) -> (!host_b, !host_r) {
    %hx = stream.to_hbm %x at 0 : !host_x -> !hbm_x
    %hi = stream.to_hbm %y at 4096 : !host_i -> !hbm_i
    %hz = stream.to_hbm %z at 8192 : !host_b -> !hbm_b
    %b, %r = stream.launch @kernel(%hx, %hi, %hz) : (!hbm_x, !hbm_i, !hbm_b) -> (!hbm_b, !hbm_r)
    %ob = stream.to_host %b : !hbm_b -> !host_b
    %or = stream.to_host %r : !hbm_r -> !host_r
    stream.return %ob, %or : !host_b, !host_r
  }
}
