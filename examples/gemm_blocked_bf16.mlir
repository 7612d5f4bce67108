// Blocked GEMM (issue 8; the manual's "Blocked GEMM" is a stub, L526–532; tiling
// principles L7084–7150): C[i, j] = Σ_k A[i, k]·B[k, j] with A: [512, 2048] bf16,
// B: [2048, 512] bf16, C: [512, 512] bf16, K split into two TRF-sized tiles of 1,024
// (`K / 1024`, tile views `stream.tile`), f32 partial sums, one final cast to bf16. All
// 512 slices (Cluster m[I / 256], Slice m[I / 32 % 8, J / 16]): each computes a 32 × 16
// tile of C.
//
// Per slice:
// 1. main: B's rows (DM `m[K, J % 16]`, the HBM row order) transposed into DM as
//    `m[K / 1024, J % 16, K % 1024]` with 2-byte fetches (only the main context has them,
//    L1758–1759; a transposing DMA into DM is rejected, L2413–2429; decision C8F-3);
// 2. sub: K tile 0 of Bᵀ (the view `stream.tile ... over "K" block 1024 size 1 start 0`,
//    `K / 1024 = 1 # 2` in its type: the other tile's positions are padding; decisions
//    C8F-2, C10C-7) into the TRF's first half (Row J % 8 × Element [J / 8 % 2, K % 1024],
//    4 KiB per Row), 8-byte fetches;
// 3. main: A's K tile 0 through the Contraction Engine, the f32 accumulator's sums
//    committed to DM (decision C8F-1);
// 4. sub: K tile 1 of Bᵀ into the TRF's second half (double buffering: the two halves
//    hold both tiles), then the f32 partial sums into the VRF. As written, tile 1's load
//    overlaps main's step 3; `schedule-commands` (in lower-to-hw, decision C10B-2) hoists
//    it under A's tensor DMA instead, which is shorter in total (the sub context overlaps
//    the DMA, not the main context);
// 5. main: A's K tile 1, plus the partial sums (Vector Engine add_f, VRF operand), one
//    cast to bf16, commit; C's HBM layout is tiled as in examples/gemm_bf16.mlir.
//
// Cycles (visa-run, seed 42, as scheduled): 313,042 in total; the two contraction passes
// 2,053 and 2,054, the contraction phase (first contraction's start to the last one's end)
// 4,363: 536,870,912 MACs / (4,363 × 131,072) = 93.9% of the chip's peak. Both TRF loads
// (4,096 cycles each) run under A's tensor DMA. The DMAs bound the kernel (B's 1,048,576
// 32-byte HBM reads, 175,263 cycles; PCIe); the report of issue 8 has the breakdown.
// The interpreter and the simulator agree bit for bit; the interpreter's result is
// checked against plain f64 loops in dialects/stream/tests/contraction_kernels.rs
// (`gemm_blocked_bf16_matches_f64_loops`).
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// A's DMA (#4), with both TRF loads of the sub context inside it, then tile 0's
// contraction as soon as A is in DM:
// CHECK: #4   tdma  [  245669,   289860)
// CHECK-NEXT: #5   sub   [  278437,   282533)     4096 cycles  sub fetch>to_trf
// CHECK-NEXT: #6   sub   [  282533,   286629)     4096 cycles  sub fetch>to_trf
// CHECK-NEXT: #7   main  [  289860,   291913)     2053 cycles  main fetch>contract>commit
// CHECK: 2054 cycles  main fetch>contract>vector>cast>commit
// CHECK: check: pass (262144 result elements equal the interpreter's)

!ha = !stream.host<bf16, m[I, K]>
!hb = !stream.host<bf16, m[K, J]>
!hc = !stream.host<bf16, m[I, J]>
!a = !stream.hbm<bf16, m[1], m[I, K]>
!b = !stream.hbm<bf16, m[1], m[K, J]>
!c = !stream.hbm<bf16, m[1], m[I / 32, J / 16, I % 32, J % 16]>
!adm = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K]>
!adm_t = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 1024 = 1 # 2, K % 1024]>
!bdm = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[K, J % 16]>
!btdm = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[K / 1024, J % 16, K % 1024]>
!btdm_t = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[K / 1024 = 1 # 2, J % 16, K % 1024]>
!tbegin = !stream.tensor<begin, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[1], m[K, J % 16]>
!tfetch = !stream.tensor<fetch, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[K / 1024, J % 16, K % 1024 / 16], m[K % 16]>
!tcollect = !stream.tensor<collect, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[K / 1024, J % 16, K % 1024 / 16], m[K % 16]>
!sbegin = !stream.tensor<begin, sub, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[1], m[K / 1024 = 1 # 2, J % 16, K % 1024]>
!sfetch = !stream.tensor<fetch, sub, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8, J / 8 % 2, K % 1024 / 16], m[K % 16]>
!scollect = !stream.tensor<collect, sub, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8, J / 8 % 2, K % 1024 / 16], m[K % 16]>
!trf = !stream.trf<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8], m[J / 8 % 2, K % 1024]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[1], m[I % 32, K / 1024 = 1 # 2, K % 1024]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K % 1024 / 16], m[K % 16]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K % 1024 / 16], m[K % 16]>
!aligned = !stream.tensor<aligned, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8], m[I % 32, K % 1024 / 32, J / 8 % 2], m[K % 32]>
!contracted = !stream.tensor<contraction, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8], m[I % 32, K % 1024 / 32, J / 8 % 2], m[1]>
!acc = !stream.tensor<reduce, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8]>
!pdm = !stream.dm<f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2, J % 8]>
!pbegin = !stream.tensor<begin, sub, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[1], m[I % 32, J / 8 % 2, J % 8]>
!pfetch = !stream.tensor<fetch, sub, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8]>
!pcollect = !stream.tensor<collect, sub, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8]>
!pvrf = !stream.vrf<f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2, J % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2, J % 8 / 4], m[J % 4]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8]>
!cast = !stream.tensor<cast, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8 # 16]>
!cdm = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J % 16]>

module attributes {mapping.axes = #mapping.axes<I = 512, J = 512, K = 2048>} {
  stream.kernel @kernel(%a: !a, %b: !b) -> !c attributes {chips = 1 : i64} {
    %b_dm = stream.to_dm %b at 131072 : !b -> !bdm
    // Main: B transposed into DM, K tiles outermost (2-byte fetches).
    %t0 = stream.begin %b_dm : !bdm -> !tbegin
    %t1 = stream.fetch %t0 : !tbegin -> !tfetch
    %t2 = stream.collect %t1 : !tfetch -> !tcollect
    %bt = stream.commit %t2 at 196608 : !tcollect -> !btdm
    %a_dm = stream.to_dm %a at 0 : !a -> !adm
    // Sub: K tile 0 of B into the TRF's first half.
    %bt0 = stream.tile %bt over "K" block 1024 size 1 start 0 : !btdm -> !btdm_t
    %s00 = stream.begin %bt0 : !btdm_t -> !sbegin
    %s01 = stream.fetch %s00 : !sbegin -> !sfetch
    %s02 = stream.collect %s01 : !sfetch -> !scollect
    %w0 = stream.to_trf %s02 first_half : !scollect -> !trf
    // Main: K tile 0, f32 partial sums to DM.
    %a0 = stream.tile %a_dm over "K" block 1024 size 1 start 0 : !adm -> !adm_t
    %m00 = stream.begin %a0 : !adm_t -> !begin
    %m01 = stream.fetch %m00 : !begin -> !fetch
    %m02 = stream.collect %m01 : !fetch -> !collect
    %m03 = stream.align %m02, %w0 : !collect, !trf -> !aligned
    %m04 = stream.contract %m03 : !aligned -> !contracted
    %m05 = stream.accumulate %m04 interleaved : !contracted -> !acc
    %p0 = stream.commit %m05 at 262144 : !acc -> !pdm
    // Sub, while main computes tile 0: K tile 1 of B into the TRF's second half.
    %bt1 = stream.tile %bt over "K" block 1024 size 1 start 1 : !btdm -> !btdm_t
    %s10 = stream.begin %bt1 : !btdm_t -> !sbegin
    %s11 = stream.fetch %s10 : !sbegin -> !sfetch
    %s12 = stream.collect %s11 : !sfetch -> !scollect
    %w1 = stream.to_trf %s12 second_half : !scollect -> !trf
    // Sub: the partial sums into the VRF.
    %q0 = stream.begin %p0 : !pdm -> !pbegin
    %q1 = stream.fetch %q0 : !pbegin -> !pfetch
    %q2 = stream.collect %q1 : !pfetch -> !pcollect
    %pv = stream.to_vrf %q2 at 0 : !pcollect -> !pvrf
    // Main: K tile 1, plus the partial sums, one cast to bf16.
    %a1 = stream.tile %a_dm over "K" block 1024 size 1 start 1 : !adm -> !adm_t
    %m10 = stream.begin %a1 : !adm_t -> !begin
    %m11 = stream.fetch %m10 : !begin -> !fetch
    %m12 = stream.collect %m11 : !fetch -> !collect
    %m13 = stream.align %m12, %w1 : !collect, !trf -> !aligned
    %m14 = stream.contract %m13 : !aligned -> !contracted
    %m15 = stream.accumulate %m14 interleaved : !contracted -> !acc
    %v0 = stream.vector_init %m15 : !acc -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %v2 = stream.vector_split %v1 : !vb8 -> !vb4
    %v3 = stream.vector_fp_binary add_f %v2, %pv : !vb4, !pvrf -> !vb4
    %v4 = stream.vector_concat %v3 : !vb4 -> !vb8
    %v5 = stream.vector_final %v4 : !vb8 -> !vfinal
    %m16 = stream.cast %v5 : !vfinal -> !cast
    %c_dm = stream.commit %m16 at 266240 : !cast -> !cdm
    %c = stream.to_hbm %c_dm at 536870912 : !cdm -> !c
    stream.return %c : !c
  }

  stream.host_func @main(%a: !ha, %b: !hb) -> !hc {
    %b_hbm = stream.to_hbm %b at 268435456 : !hb -> !b
    %a_hbm = stream.to_hbm %a at 0 : !ha -> !a
    %c_hbm = stream.launch @kernel(%a_hbm, %b_hbm) : (!a, !b) -> !c
    %c = stream.to_host %c_hbm : !c -> !hc
    stream.return %c : !hc
  }
}
