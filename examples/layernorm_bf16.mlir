// LayerNorm (kernel #10 of digest-E §4, the manual's split-reduce example L7190–7253):
// y[s, k] = (x[s, k] − mean) / sqrt(var + 1e-5) · gamma[k] + beta[k] over the hidden axis,
// x: [256, 8192] bf16, gamma, beta: [8192] bf16, y: [256, 8192] bf16, f32 statistics.
//
// One token per slice (Slice m[S]); the hidden axis is read as two 4096-element tile
// views of x's DM tensor, combined by split reduce as the manual does (L7190–7240):
// passes 1–2 sum each chunk (lane tree + Time), pass 3 adds the two partial sums over the
// interleave axis I (L1843–1866) and divides by 8192: the mean, one f32 per slice. The sub
// context fetches it with a stride-0 Packet m[L] (L1533–1566) into one VRF flit holding it
// in each lane (a lane-broadcast VRF operand, docs/decisions.md C9E-1). Passes 4–5 sum
// (x − mean)² per chunk (sub_f with the VRF mean, a stash squared by mul_f0), pass 6 is
// their split reduce / 8192 (the variance), pass 7 rstd = 1 / sqrt(var + 1e-5), broadcast
// into a second VRF flit the same way. Pass 8: z = (x − mean) · rstd over the whole row, f32
// to DM. gamma and beta (8192 values each) do not fit the 8 KB VRF as rows, so the affine
// step runs with K across the slices (C9E-3): a DM → DM tensor DMA relays z as Slice
// m[K / 32]; each slice's 32 gamma and 32 beta values are VRF tensors of 8 flits read
// cyclically (flit t mod 8, the innermost Time steps, C9E-1); pass 9: y = fma(z, gamma,
// beta), cast to bf16, committed and written to HBM.
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
  stream.kernel @kernel(%x: !hbmx, %g: !hbmg, %be: !hbmg) -> !hbmy attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbmx -> !dmx
    %x0 = stream.tile %x_dm over "K" block 4096 size 1 start 0 : !dmx -> !dmxt
    %x1 = stream.tile %x_dm over "K" block 4096 size 1 start 1 : !dmx -> !dmxt
    // Pass 1: sum of chunk 0.
    %a0 = stream.begin %x0 : !dmxt -> !bx
    %a1 = stream.fetch %a0 : !bx -> !fx
    %a2 = stream.collect %a1 : !fx -> !cx
    %a3 = stream.vector_init %a2 : !cx -> !ix
    %a4 = stream.vector_intra_slice_branch %a3 unconditional : !ix -> !b8
    %a5 = stream.vector_trim_way4 %a4 : !b8 -> !b4
    %a6 = stream.vector_intra_slice_reduce add %a5 over "K" : !b4 -> !r4
    %a7 = stream.vector_pad_way8 %a6 : !r4 -> !r8
    %a8 = stream.vector_final %a7 : !r8 -> !fin
    %s0 = stream.commit %a8 at 16384 : !fin -> !dms
    // Pass 2: sum of chunk 1.
    %b0 = stream.begin %x1 : !dmxt -> !bx
    %b1 = stream.fetch %b0 : !bx -> !fx
    %b2 = stream.collect %b1 : !fx -> !cx
    %b3 = stream.vector_init %b2 : !cx -> !ix
    %b4 = stream.vector_intra_slice_branch %b3 unconditional : !ix -> !b8
    %b5 = stream.vector_trim_way4 %b4 : !b8 -> !b4
    %b6 = stream.vector_intra_slice_reduce add %b5 over "K" : !b4 -> !r4
    %b7 = stream.vector_pad_way8 %b6 : !r4 -> !r8
    %b8 = stream.vector_final %b7 : !r8 -> !fin
    %s1 = stream.commit %b8 at 16448 : !fin -> !dms
    // Pass 3: split reduce of the two partial sums, / 8192: the mean.
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
    %mean = stream.commit %c9 at 16512 : !fin -> !dms
    // Sub: the mean in every lane of one VRF flit (stride-0 Packet).
    %m0 = stream.begin %mean : !dms -> !lb
    %m1 = stream.fetch %m0 : !lb -> !lf
    %m2 = stream.collect %m1 : !lf -> !lc
    %mv = stream.to_vrf %m2 at 0 : !lc -> !vl
    // Pass 4: sum of (x − mean)² over chunk 0.
    %p0 = stream.begin %x0 : !dmxt -> !bx
    %p1 = stream.fetch %p0 : !bx -> !fx
    %p2 = stream.collect %p1 : !fx -> !cx
    %p3 = stream.vector_init %p2 : !cx -> !ix
    %p4 = stream.vector_intra_slice_branch %p3 unconditional : !ix -> !b8
    %p5 = stream.vector_trim_way4 %p4 : !b8 -> !b4
    %p6 = stream.vector_fp_binary sub_f %p5, %mv : !b4, !vl -> !b4
    %p7 = stream.vector_stash %p6 : !b4 -> !b4
    %p8 = stream.vector_fp_binary mul_f0 %p7, %p7 : !b4, !b4 -> !b4
    %p9 = stream.vector_intra_slice_reduce add %p8 over "K" : !b4 -> !r4
    %p10 = stream.vector_pad_way8 %p9 : !r4 -> !r8
    %p11 = stream.vector_final %p10 : !r8 -> !fin
    %v0 = stream.commit %p11 at 16576 : !fin -> !dms
    // Pass 5: sum of (x − mean)² over chunk 1.
    %q0 = stream.begin %x1 : !dmxt -> !bx
    %q1 = stream.fetch %q0 : !bx -> !fx
    %q2 = stream.collect %q1 : !fx -> !cx
    %q3 = stream.vector_init %q2 : !cx -> !ix
    %q4 = stream.vector_intra_slice_branch %q3 unconditional : !ix -> !b8
    %q5 = stream.vector_trim_way4 %q4 : !b8 -> !b4
    %q6 = stream.vector_fp_binary sub_f %q5, %mv : !b4, !vl -> !b4
    %q7 = stream.vector_stash %q6 : !b4 -> !b4
    %q8 = stream.vector_fp_binary mul_f0 %q7, %q7 : !b4, !b4 -> !b4
    %q9 = stream.vector_intra_slice_reduce add %q8 over "K" : !b4 -> !r4
    %q10 = stream.vector_pad_way8 %q9 : !r4 -> !r8
    %q11 = stream.vector_final %q10 : !r8 -> !fin
    %v1 = stream.commit %q11 at 16640 : !fin -> !dms
    // Pass 6: split reduce of the two partial sums of squares, / 8192: the variance.
    %r0 = stream.begin_interleaved %v0, %v1 : !dms, !dms -> !bi
    %r1 = stream.fetch %r0 : !bi -> !fi
    %r2 = stream.collect %r1 : !fi -> !ci
    %r3 = stream.vector_init %r2 : !ci -> !ii
    %r4 = stream.vector_intra_slice_branch %r3 unconditional : !ii -> !i8
    %r5 = stream.vector_trim_way4 %r4 : !i8 -> !i4
    %r6 = stream.vector_intra_slice_reduce add %r5 over "I" : !i4 -> !r4
    %r7 = stream.vector_fp_div %r6, 8192.0 : !r4 -> !r4
    %r8 = stream.vector_pad_way8 %r7 : !r4 -> !r8
    %r9 = stream.vector_final %r8 : !r8 -> !fin
    %var = stream.commit %r9 at 16704 : !fin -> !dms
    // Pass 7: rstd = 1 / sqrt(var + 1e-5).
    %d0 = stream.begin %var : !dms -> !bs
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
    %rstd = stream.commit %d10 at 16768 : !fin -> !dms
    // Sub: rstd in every lane of a second VRF flit.
    %l0 = stream.begin %rstd : !dms -> !lb
    %l1 = stream.fetch %l0 : !lb -> !lf
    %l2 = stream.collect %l1 : !lf -> !lc
    %rv = stream.to_vrf %l2 at 32 : !lc -> !vl
    // Pass 8: z = (x − mean) · rstd (two lane-broadcast VRF operands), f32 to DM.
    %e0 = stream.begin %x_dm : !dmx -> !ax
    %e1 = stream.fetch %e0 : !ax -> !af
    %e2 = stream.collect %e1 : !af -> !ac
    %e3 = stream.vector_init %e2 : !ac -> !ai
    %e4 = stream.vector_intra_slice_branch %e3 unconditional : !ai -> !a8
    %e5 = stream.vector_trim_way4 %e4 : !a8 -> !a4
    %e6 = stream.vector_fp_binary sub_f %e5, %mv : !a4, !vl -> !a4
    %e7 = stream.vector_fp_binary mul_f0 %e6, %rv : !a4, !vl -> !a4
    %e8 = stream.vector_pad_way8 %e7 : !a4 -> !a8
    %e9 = stream.vector_final %e8 : !a8 -> !afin
    %z = stream.commit %e9 at 32768 : !afin -> !dmz
    // K across the slices: z relaid by a DM → DM tensor DMA; each slice's 32 gamma and
    // 32 beta values into the VRF (main context: only it casts bf16 to f32).
    %zk = stream.dma %z at 65536 : !dmz -> !dmzk
    %g_dm = stream.to_dm %g at 98304 : !hbmg -> !dmg
    %g0 = stream.begin %g_dm : !dmg -> !gb
    %g1 = stream.fetch %g0 : !gb -> !gf
    %g2 = stream.collect %g1 : !gf -> !gc
    %gv = stream.to_vrf %g2 at 64 : !gc -> !vg
    %be_dm = stream.to_dm %be at 98368 : !hbmg -> !dmg
    %h0 = stream.begin %be_dm : !dmg -> !gb
    %h1 = stream.fetch %h0 : !gb -> !gf
    %h2 = stream.collect %h1 : !gf -> !gc
    %bv = stream.to_vrf %h2 at 320 : !gc -> !vg
    // Pass 9: y = fma(z, gamma, beta), cast to bf16.
    %f0 = stream.begin %zk : !dmzk -> !zb
    %f1 = stream.fetch %f0 : !zb -> !zf
    %f2 = stream.collect %f1 : !zf -> !zc
    %f3 = stream.vector_init %f2 : !zc -> !zi
    %f4 = stream.vector_intra_slice_branch %f3 unconditional : !zi -> !z8
    %f5 = stream.vector_trim_way4 %f4 : !z8 -> !z4
    %f6 = stream.vector_fp_ternary fma_f %f5, %gv, %bv : !z4, !vg, !vg -> !z4
    %f7 = stream.vector_pad_way8 %f6 : !z4 -> !z8
    %f8 = stream.vector_final %f7 : !z8 -> !zfin
    %f9 = stream.cast %f8 : !zfin -> !zcast
    %y_dm = stream.commit %f9 at 98432 : !zcast -> !dmy
    // Back to one token per slice (a second DM → DM relay), so the HBM write moves
    // 16 KB rows instead of 64-byte ones (C9E-3).
    %y_t = stream.dma %y_dm at 131072 : !dmy -> !dmyt
    %y = stream.to_hbm %y_t at 268435456 : !dmyt -> !hbmy
    stream.return %y : !hbmy
  }

  stream.host_func @main(%x: !hostx, %g: !hostg, %be: !hostg) -> !hostx {
    %x_hbm = stream.to_hbm %x at 0 : !hostx -> !hbmx
    %g_hbm = stream.to_hbm %g at 8388608 : !hostg -> !hbmg
    %be_hbm = stream.to_hbm %be at 8404992 : !hostg -> !hbmg
    %y_hbm = stream.launch @kernel(%x_hbm, %g_hbm, %be_hbm) : (!hbmx, !hbmg, !hbmg) -> !hbmy
    %y = stream.to_host %y_hbm : !hbmy -> !hostx
    stream.return %y : !hostx
  }
}
