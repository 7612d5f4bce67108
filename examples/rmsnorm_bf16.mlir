// RMSNorm (kernel #11 of digest-E §4): y[s, k] = x[s, k] / sqrt(mean_k(x[s, k]²) + 1e-5)
// · gamma[k], x: [256, 8192] bf16, gamma: [8192] bf16, y: [256, 8192] bf16, f32 inside.
//
// Statistics (one token per slice, Slice m[S]; the manual's split reduce, L7151–7253):
// the hidden axis is read as two 4096-element tile views of x's DM tensor; passes 1–2
// square each chunk (a stash read by mul_f0) and reduce it over K (lane tree + Time), pass
// 3 fetches the two partial sums interleaved (I = 2 innermost in Time, L1843–1866) and
// adds them over I, / 8192; pass 4: rstd = 1 / sqrt(mean(x²) + 1e-5), one f32 per slice.
// The sub context then fetches rstd with a stride-0 Packet m[L] (a spatial broadcast,
// L1533–1566) into the VRF: one flit holding rstd in each lane (a lane-broadcast VRF
// operand, docs/decisions.md C9E-1).
// Pass 5: z = x · rstd over the whole row (the VRF flit is read at every Time step), to DM
// in f32.
// gamma (8192 values) does not fit the 8 KB VRF beside anything else as one row, so the
// affine step runs with K across the slices (C9E-3): a DM → DM tensor DMA relays z out as
// Slice m[K / 32] (32 hidden positions of all 256 tokens per slice); each slice's 32 gamma
// values are one VRF tensor of 8 flits, read cyclically (flit t mod 8) as the innermost
// Time steps (C9E-1); pass 6: y = z · gamma, cast to bf16, committed and written to HBM.
// The f64 reference is lowering/tests/norms.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (2097152 result elements equal the interpreter's)

!hostx = !stream.host<bf16, m[S, K]>
!hostg = !stream.host<bf16, m[K]>
!hbmx = !stream.hbm<bf16, m[1], m[S, K]>
!hbmg = !stream.hbm<bf16, m[1], m[K]>
!dmx = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[K]>
!dmxt = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[K / 4096 = 1 # 2, K % 4096]>
!bx = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[S], m[1], m[K / 4096 = 1 # 2, K % 4096]>
!fx = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K % 4096 / 4], m[K % 4]>
!cx = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K % 4096 / 4], m[K % 4 # 8]>
!ix = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K % 4096 / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K % 4096 / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K % 4096 / 4], m[K % 4]>
!r4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 4]>
!r8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 8]>
!fin = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 8]>
!dms = !stream.dm<f32, m[1], m[1 # 2], m[S], m[1 # 2]>
!bi = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[I], m[1 # 2]>
!fi = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[I], m[1 # 2]>
!ci = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[I], m[1 # 8]>
!ii = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[I], m[1 # 8]>
!i8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[I], m[1 # 8]>
!i4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[I], m[1 # 4]>
!bs = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 2]>
!fs = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 2]>
!cs = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 8]>
!is = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 8]>
!lb = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 2]>
!lf = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L]>
!lc = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L # 8]>
!vl = !stream.vrf<f32, m[1], m[1 # 2], m[S], m[L]>
!ax = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[S], m[1], m[K]>
!af = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!ac = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!ai = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!a8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!a4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!afin = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!dmz = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K]>
!dmzk = !stream.dm<f32, m[1], m[1 # 2], m[K / 32], m[S, K % 32]>
!dmg = !stream.dm<bf16, m[1], m[1 # 2], m[K / 32], m[K % 32]>
!gb = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[K / 32], m[1], m[K % 32]>
!gf = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[K / 32], m[K % 32 / 4], m[K % 4]>
!gc = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[K / 32], m[K % 32 / 4], m[K % 4 # 8]>
!vg = !stream.vrf<f32, m[1], m[1 # 2], m[K / 32], m[K % 32 / 4, K % 4 # 8]>
!zb = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[K / 32], m[1], m[S, K % 32]>
!zf = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[K / 32], m[S, K % 32 / 4], m[K % 4]>
!zc = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[K / 32], m[S, K % 32 / 4], m[K % 4 # 8]>
!zi = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[K / 32], m[S, K % 32 / 4], m[K % 4 # 8]>
!z8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[K / 32], m[S, K % 32 / 4], m[K % 4 # 8]>
!z4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[K / 32], m[S, K % 32 / 4], m[K % 4]>
!zfin = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[K / 32], m[S, K % 32 / 4], m[K % 4 # 8]>
!zcast = !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[K / 32], m[S, K % 32 / 4], m[K % 4 # 16]>
!dmy = !stream.dm<bf16, m[1], m[1 # 2], m[K / 32], m[S, K % 32]>
!dmyt = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[K]>
!hbmy = !stream.hbm<bf16, m[1], m[S, K]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 8192, I = 2, L = 4>} {
  stream.kernel @kernel(%x: !hbmx, %g: !hbmg) -> !hbmy attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbmx -> !dmx
    %x0 = stream.tile %x_dm over "K" block 4096 size 1 start 0 : !dmx -> !dmxt
    %x1 = stream.tile %x_dm over "K" block 4096 size 1 start 1 : !dmx -> !dmxt
    // Pass 1: sum of squares of chunk 0.
    %a0 = stream.begin %x0 : !dmxt -> !bx
    %a1 = stream.fetch %a0 : !bx -> !fx
    %a2 = stream.collect %a1 : !fx -> !cx
    %a3 = stream.vector_init %a2 : !cx -> !ix
    %a4 = stream.vector_intra_slice_branch %a3 unconditional : !ix -> !b8
    %a5 = stream.vector_trim_way4 %a4 : !b8 -> !b4
    %a6 = stream.vector_stash %a5 : !b4 -> !b4
    %a7 = stream.vector_fp_binary mul_f0 %a6, %a6 : !b4, !b4 -> !b4
    %a8 = stream.vector_intra_slice_reduce add %a7 over "K" : !b4 -> !r4
    %a9 = stream.vector_pad_way8 %a8 : !r4 -> !r8
    %a10 = stream.vector_final %a9 : !r8 -> !fin
    %s0 = stream.commit %a10 at 16384 : !fin -> !dms
    // Pass 2: sum of squares of chunk 1.
    %b0 = stream.begin %x1 : !dmxt -> !bx
    %b1 = stream.fetch %b0 : !bx -> !fx
    %b2 = stream.collect %b1 : !fx -> !cx
    %b3 = stream.vector_init %b2 : !cx -> !ix
    %b4 = stream.vector_intra_slice_branch %b3 unconditional : !ix -> !b8
    %b5 = stream.vector_trim_way4 %b4 : !b8 -> !b4
    %b6 = stream.vector_stash %b5 : !b4 -> !b4
    %b7 = stream.vector_fp_binary mul_f0 %b6, %b6 : !b4, !b4 -> !b4
    %b8 = stream.vector_intra_slice_reduce add %b7 over "K" : !b4 -> !r4
    %b9 = stream.vector_pad_way8 %b8 : !r4 -> !r8
    %b10 = stream.vector_final %b9 : !r8 -> !fin
    %s1 = stream.commit %b10 at 16448 : !fin -> !dms
    // Pass 3: split reduce of the two partial sums, then / 8192.
    %c0 = stream.begin_interleaved %s0, %s1 : !dms, !dms -> !bi
    %c1 = stream.fetch %c0 : !bi -> !fi
    %c2 = stream.collect %c1 : !fi -> !ci
    %c3 = stream.vector_init %c2 : !ci -> !ii
    %c4 = stream.vector_intra_slice_branch %c3 unconditional : !ii -> !i8
    %c5 = stream.vector_trim_way4 %c4 : !i8 -> !i4
    %c6 = stream.vector_intra_slice_reduce add %c5 over "I" : !i4 -> !r4
    %c7 = stream.vector_fp_div %c6, 8192.0 : !r4 -> !r4
    %c8 = stream.vector_pad_way8 %c7 : !r4 -> !r8
    %c9 = stream.vector_final %c8 : !r8 -> !fin
    %ms = stream.commit %c9 at 16512 : !fin -> !dms
    // Pass 4: rstd = 1 / sqrt(mean(x²) + 1e-5).
    %d0 = stream.begin %ms : !dms -> !bs
    %d1 = stream.fetch %d0 : !bs -> !fs
    %d2 = stream.collect %d1 : !fs -> !cs
    %d3 = stream.vector_init %d2 : !cs -> !is
    %d4 = stream.vector_intra_slice_branch %d3 unconditional : !is -> !r8
    %d5 = stream.vector_trim_way4 %d4 : !r8 -> !r4
    %d6 = stream.vector_fp_binary add_f %d5, 1.0e-5 : !r4 -> !r4
    %d7 = stream.vector_fp_unary sqrt %d6 : !r4 -> !r4
    %d8 = stream.vector_fp_div %d7, 1.0 mode mode10 : !r4 -> !r4
    %d9 = stream.vector_pad_way8 %d8 : !r4 -> !r8
    %d10 = stream.vector_final %d9 : !r8 -> !fin
    %rstd = stream.commit %d10 at 16576 : !fin -> !dms
    // Sub: rstd in every lane of one VRF flit (stride-0 Packet).
    %l0 = stream.begin %rstd : !dms -> !lb
    %l1 = stream.fetch %l0 : !lb -> !lf
    %l2 = stream.collect %l1 : !lf -> !lc
    %rv = stream.to_vrf %l2 at 0 : !lc -> !vl
    // Pass 5: z = x · rstd (the lane-broadcast VRF operand), f32 to DM.
    %e0 = stream.begin %x_dm : !dmx -> !ax
    %e1 = stream.fetch %e0 : !ax -> !af
    %e2 = stream.collect %e1 : !af -> !ac
    %e3 = stream.vector_init %e2 : !ac -> !ai
    %e4 = stream.vector_intra_slice_branch %e3 unconditional : !ai -> !a8
    %e5 = stream.vector_trim_way4 %e4 : !a8 -> !a4
    %e6 = stream.vector_fp_binary mul_f0 %e5, %rv : !a4, !vl -> !a4
    %e7 = stream.vector_pad_way8 %e6 : !a4 -> !a8
    %e8 = stream.vector_final %e7 : !a8 -> !afin
    %z = stream.commit %e8 at 32768 : !afin -> !dmz
    // K across the slices: z relaid by a DM → DM tensor DMA; gamma's 32 values per slice
    // into the VRF (main context: only it casts bf16 to f32).
    %zk = stream.dma %z at 65536 : !dmz -> !dmzk
    %g_dm = stream.to_dm %g at 98304 : !hbmg -> !dmg
    %g0 = stream.begin %g_dm : !dmg -> !gb
    %g1 = stream.fetch %g0 : !gb -> !gf
    %g2 = stream.collect %g1 : !gf -> !gc
    %gv = stream.to_vrf %g2 at 64 : !gc -> !vg
    // Pass 6: y = z · gamma, cast to bf16.
    %f0 = stream.begin %zk : !dmzk -> !zb
    %f1 = stream.fetch %f0 : !zb -> !zf
    %f2 = stream.collect %f1 : !zf -> !zc
    %f3 = stream.vector_init %f2 : !zc -> !zi
    %f4 = stream.vector_intra_slice_branch %f3 unconditional : !zi -> !z8
    %f5 = stream.vector_trim_way4 %f4 : !z8 -> !z4
    %f6 = stream.vector_fp_binary mul_f0 %f5, %gv : !z4, !vg -> !z4
    %f7 = stream.vector_pad_way8 %f6 : !z4 -> !z8
    %f8 = stream.vector_final %f7 : !z8 -> !zfin
    %f9 = stream.cast %f8 : !zfin -> !zcast
    %y_dm = stream.commit %f9 at 98368 : !zcast -> !dmy
    // Back to one token per slice (a second DM → DM relay), so the HBM write moves
    // 16 KB rows instead of 64-byte ones (C9E-3).
    %y_t = stream.dma %y_dm at 131072 : !dmy -> !dmyt
    %y = stream.to_hbm %y_t at 268435456 : !dmyt -> !hbmy
    stream.return %y : !hbmy
  }

  stream.host_func @main(%x: !hostx, %g: !hostg) -> !hostx {
    %x_hbm = stream.to_hbm %x at 0 : !hostx -> !hbmx
    %g_hbm = stream.to_hbm %g at 8388608 : !hostg -> !hbmg
    %y_hbm = stream.launch @kernel(%x_hbm, %g_hbm) : (!hbmx, !hbmg) -> !hbmy
    %y = stream.to_host %y_hbm : !hbmy -> !hostx
    stream.return %y : !hostx
  }
}
