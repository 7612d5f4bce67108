// RMSNorm statistics by split reduce (manual 002 L7151–7253, digest-E §4 kernel #11, the
// statistics half): the hidden axis of 8192 is held as two separate 4096-element chunks
// x0, x1 of [256, 4096] bf16 (one token per slice). Pass 1 and 2: each chunk is fetched
// with the bf16 → f32 cast, trimmed to Way4, squared (a stash read by mul_f0), and
// reduced over K by the lane tree and the Time accumulation (1024 packets per slice) into
// one f32 partial sum per token. Pass 3: the two partial sums are fetched interleaved
// (I = 2 innermost in Time, L1843–1866) and reduced over I (the split reduce), then
// divided by 8192 (FpDiv): mean(x²). Pass 4: rstd = 1 / sqrt(mean(x²) + 1e-5).
// Result: [256] f32 rstd. The f64 reference is lowering/tests/interleave.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (256 result elements equal the interpreter's)

!hostx = !stream.host<bf16, m[S, K]>
!hbmx = !stream.hbm<bf16, m[1], m[S, K]>
!dmx = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[K]>
!bx = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[S], m[1], m[K]>
!fx = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!cx = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!ix = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
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
!hosto = !stream.host<f32, m[S]>
!hbmo = !stream.hbm<f32, m[1], m[S, 1 # 2]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 4096, I = 2>} {
  stream.kernel @kernel(%x0: !hbmx, %x1: !hbmx) -> !hbmo attributes {chips = 1 : i64} {
    %x0_dm = stream.to_dm %x0 at 0 : !hbmx -> !dmx
    %x1_dm = stream.to_dm %x1 at 8192 : !hbmx -> !dmx
    // Pass 1: sum of squares of chunk 0.
    %a0 = stream.begin %x0_dm : !dmx -> !bx
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
    %b0 = stream.begin %x1_dm : !dmx -> !bx
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
    %out = stream.to_hbm %rstd at 268435456 : !dms -> !hbmo
    stream.return %out : !hbmo
  }

  stream.host_func @main(%x0: !hostx, %x1: !hostx) -> !hosto {
    %h0 = stream.to_hbm %x0 at 0 : !hostx -> !hbmx
    %h1 = stream.to_hbm %x1 at 2097152 : !hostx -> !hbmx
    %out_hbm = stream.launch @kernel(%h0, %h1) : (!hbmx, !hbmx) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }
}
