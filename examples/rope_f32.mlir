// Rotary position embedding (RoPE) of the transformer (manual L8037–8056): every pair
// (x[s, h, 2i], x[s, h, 2i + 1]) of a [S = 128, H = 8, d_k = 128] f32 tensor becomes
//   (x0·c − x1·sn, x0·sn + x1·c),  c = cos[pos[s], i], sn = sin[pos[s], i],
// with the rows of the cos and sin tables ([4096, 64] f32) gathered by position on the
// device (the RoPE table lookup `gather(index: position, table: w_rope)`, L8043–8053).
//
// Method (docs/decisions.md C10D-2, L15-1): x and the result are [128, 8, 128] host arrays
// (axes S, H, D); the manual's no-op reshape d_k → (d_k', f) (L8054–8056) is
// `stream.split_axis` D → (I = d_k' = 64, F = f = 2) at the host, and `stream.merge_axes`
// back for the result (views, no copy). In DM, token s lies in
// slice s with F outermost, so the halves x0 = x[.., F = 0] and x1 = x[.., F = 1] are
// tile views (`stream.tile`, C10C-7). Each output half is one Tensor-Unit pass:
//   - an interleaved fetch of x0 and x1 (interleave axis G = 2, innermost in Time, C9C-1),
//   - a multiply by a VRF operand W laid out over (H, I, G): W0 = (c, −sn) for the first
//     half, W1 = (sn, c) for the second,
//   - the intra-slice reduce `add` over G (x0's product first, then x1's: two f32
//     products rounded, then their sum rounded),
//   - `stream.commit_view` into that half of the result (C10D-1).
// W0 and W1 are built in DM by the tensor DMA (the gathered row broadcast over H and G)
// and one commit_view each: W0's G = 1 half ← −sn (sign flipped by `vector_logic
// bit_xor`), W1's G = 1 half ← c. The f64 reference is lowering/tests/rope.rs.
//
// Random i32 positions lie outside the tables, so pos comes from a file: the prefill
// positions 0..127 (position(i) = i, L8050) and scattered decode positions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --input 1=%S/Inputs/positions_128.npy --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 5 --input 1=%S/Inputs/positions_decode_128.npy --output-dir %t | FileCheck %s
// CHECK: check: pass (131072 result elements equal the interpreter's)

!host_x = !stream.host<f32, m[S, H, D]>
!host_xp = !stream.host<f32, m[S, H, I, F]>
!hbm_x = !stream.hbm<f32, m[1], m[S, H, I, F]>
!host_pos = !stream.host<i32, m[S]>
!hbm_pos = !stream.hbm<i32, m[1], m[S]>
!host_tab = !stream.host<f32, m[P, I]>
!hbm_tab = !stream.hbm<f32, m[1], m[P, I]>
!dm_x = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[H, I, F]>
!dm_xh = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[H, I, F = 1 # 2]>
!dm_t = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[F, H, I]>
!dm_th = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[F = 1 # 2, H, I]>
!hbm_row = !stream.hbm<f32, m[1], m[S, I]>
!dm_rowh = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[H, I]>
!dm_w = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G, I % 8]>
!dm_wh = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G = 1 # 2, I % 8]>
!vrf_w = !stream.vrf<f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G, I % 8]>
// The W passes: a row broadcast over H, one flit per step.
!rbegin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S # 256], m[1], m[H, I]>
!rfetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8], m[I % 8]>
!rcollect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8], m[I % 8]>
!rinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8], m[I % 8]>
!rbranch = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8], m[I % 8]>
!rfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8], m[I % 8]>
// W into the VRF (sub context).
!wbegin = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S # 256], m[1], m[H, I / 8, G, I % 8]>
!wfetch = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G], m[I % 8]>
!wcollect = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G], m[I % 8]>
// The rotation passes: x0 and x1 interleaved along G.
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S # 256], m[G], m[H, I, F = 1 # 2]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G], m[I % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G], m[I % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G], m[I % 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G], m[I % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, G, I / 4 % 2], m[I % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8, I / 4 % 2], m[I % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8], m[I % 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 8], m[I % 8]>

// The merge pass: pairs (i, f) from the two halves, four per flit.
!mbegin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S # 256], m[1], m[F, H, I]>
!mfetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 4], m[I % 4, F]>
!mcollect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S # 256], m[H, I / 4], m[I % 4, F]>

module attributes {mapping.axes = #mapping.axes<S = 128, H = 8, D = 128, I = 64, F = 2, G = 2, P = 4096>} {
  stream.kernel @kernel(%x: !hbm_x, %pos: !hbm_pos, %cos: !hbm_tab, %sin: !hbm_tab) -> !hbm_x
      attributes {chips = 1 : i64} {
    // The table rows of each token's position (L8043–8053), token s into slice s.
    %c = stream.gather %cos[%pos] along "P" at 536870912 : !hbm_tab, !hbm_pos -> !hbm_row
    %sn = stream.gather %sin[%pos] along "P" at 536903680 : !hbm_tab, !hbm_pos -> !hbm_row
    // W0 = (c, −sn) and W1 = (sn, c) over G; c and sn broadcast over H (the tensor DMA's
    // broadcast into DM, C8A-7).
    %ch = stream.to_dm %c : !hbm_row -> !dm_rowh
    %snh = stream.to_dm %sn : !hbm_row -> !dm_rowh
    %w0a = stream.to_dm %c : !hbm_row -> !dm_w
    %w1a = stream.to_dm %sn : !hbm_row -> !dm_w
    %w0t = stream.tile %w0a over "G" block 1 size 1 start 1 : !dm_w -> !dm_wh
    %n0 = stream.begin %snh : !dm_rowh -> !rbegin
    %n1 = stream.fetch %n0 : !rbegin -> !rfetch
    %n2 = stream.collect %n1 : !rfetch -> !rcollect
    %n3 = stream.vector_init %n2 : !rcollect -> !rinit
    %n4 = stream.vector_intra_slice_branch %n3 unconditional : !rinit -> !rbranch
    %n5 = stream.vector_logic bit_xor %n4, 2147483648 : !rbranch -> !rbranch
    %n6 = stream.vector_final %n5 : !rbranch -> !rfinal
    %w0 = stream.commit_view %n6 into %w0t of %w0a : !rfinal, !dm_wh, !dm_w -> !dm_w
    %w1t = stream.tile %w1a over "G" block 1 size 1 start 1 : !dm_w -> !dm_wh
    %k0 = stream.begin %ch : !dm_rowh -> !rbegin
    %k1 = stream.fetch %k0 : !rbegin -> !rfetch
    %k2 = stream.collect %k1 : !rfetch -> !rcollect
    %w1 = stream.commit_view %k2 into %w1t of %w1a : !rcollect, !dm_wh, !dm_w -> !dm_w
    // x in DM as it lies in HBM (F innermost); the halves are read through tile views.
    // The rotated halves go to t, laid out with F outermost so that each half is
    // contiguous; t starts as c broadcast over (F, H) and both halves are overwritten.
    %xd = stream.to_dm %x : !hbm_x -> !dm_x
    %o = stream.to_dm %c : !hbm_row -> !dm_t
    %x0 = stream.tile %xd over "F" block 1 size 1 start 0 : !dm_x -> !dm_xh
    %x1 = stream.tile %xd over "F" block 1 size 1 start 1 : !dm_x -> !dm_xh
    // First half: x0·c − x1·sn.
    %a0 = stream.begin %w0 : !dm_w -> !wbegin
    %a1 = stream.fetch %a0 : !wbegin -> !wfetch
    %a2 = stream.collect %a1 : !wfetch -> !wcollect
    %w0v = stream.to_vrf %a2 : !wcollect -> !vrf_w
    %o0t = stream.tile %o over "F" block 1 size 1 start 0 : !dm_t -> !dm_th
    %p0 = stream.begin_interleaved %x0, %x1 : !dm_xh, !dm_xh -> !begin
    %p1 = stream.fetch %p0 : !begin -> !fetch
    %p2 = stream.collect %p1 : !fetch -> !collect
    %p3 = stream.vector_init %p2 : !collect -> !vinit
    %p4 = stream.vector_intra_slice_branch %p3 unconditional : !vinit -> !vb8
    %p5 = stream.vector_split %p4 : !vb8 -> !vb4
    %p6 = stream.vector_fp_binary mul_f0 %p5, %w0v : !vb4, !vrf_w -> !vb4
    %p7 = stream.vector_intra_slice_reduce add %p6 over "G" : !vb4 -> !vr4
    %p8 = stream.vector_concat %p7 : !vr4 -> !vr8
    %p9 = stream.vector_final %p8 : !vr8 -> !vfinal
    %o1 = stream.commit_view %p9 into %o0t of %o : !vfinal, !dm_th, !dm_t -> !dm_t
    // Second half: x0·sn + x1·c.
    %b0 = stream.begin %w1 : !dm_w -> !wbegin
    %b1 = stream.fetch %b0 : !wbegin -> !wfetch
    %b2 = stream.collect %b1 : !wfetch -> !wcollect
    %w1v = stream.to_vrf %b2 : !wcollect -> !vrf_w
    %o1t = stream.tile %o1 over "F" block 1 size 1 start 1 : !dm_t -> !dm_th
    %q0 = stream.begin_interleaved %x0, %x1 : !dm_xh, !dm_xh -> !begin
    %q1 = stream.fetch %q0 : !begin -> !fetch
    %q2 = stream.collect %q1 : !fetch -> !collect
    %q3 = stream.vector_init %q2 : !collect -> !vinit
    %q4 = stream.vector_intra_slice_branch %q3 unconditional : !vinit -> !vb8
    %q5 = stream.vector_split %q4 : !vb8 -> !vb4
    %q6 = stream.vector_fp_binary mul_f0 %q5, %w1v : !vb4, !vrf_w -> !vb4
    %q7 = stream.vector_intra_slice_reduce add %q6 over "G" : !vb4 -> !vr4
    %q8 = stream.vector_concat %q7 : !vr4 -> !vr8
    %q9 = stream.vector_final %q8 : !vr8 -> !vfinal
    %o2 = stream.commit_view %q9 into %o1t of %o1 : !vfinal, !dm_th, !dm_t -> !dm_t
    // The halves back into pairs: the fetch reads (i, f) lanes across the two halves, the
    // commit writes whole flits of x's layout.
    %m0 = stream.begin %o2 : !dm_t -> !mbegin
    %m1 = stream.fetch %m0 : !mbegin -> !mfetch
    %m2 = stream.collect %m1 : !mfetch -> !mcollect
    %y = stream.commit %m2 : !mcollect -> !dm_x
    %out = stream.to_hbm %y : !dm_x -> !hbm_x
    stream.return %out : !hbm_x
  }

  stream.host_func @main(%x: !host_x, %pos: !host_pos, %cos: !host_tab, %sin: !host_tab) -> !host_x {
    // The manual's no-op reshape d_k → (d_k', f): D = 2·I + F, no copy.
    %xp = stream.split_axis %x "D" into "I", "F" : !host_x -> !host_xp
    %xh = stream.to_hbm %xp : !host_xp -> !hbm_x
    %ph = stream.to_hbm %pos : !host_pos -> !hbm_pos
    %ch = stream.to_hbm %cos : !host_tab -> !hbm_tab
    %sh = stream.to_hbm %sin : !host_tab -> !hbm_tab
    %o = stream.launch @kernel(%xh, %ph, %ch, %sh) : (!hbm_x, !hbm_pos, !hbm_tab, !hbm_tab) -> !hbm_x
    %rp = stream.to_host %o : !hbm_x -> !host_xp
    %r = stream.merge_axes %rp "I", "F" into "D" : !host_xp -> !host_x
    stream.return %r : !host_x
  }
}
