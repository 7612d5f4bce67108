// ReduceScatter on 4 chips (manual 002 L7387–7502): chip c holds row c of x [4, 8192];
// out[c, j] = Σ_c' x[c', 2048·c + j] (wrapping i32), chip c holding output row c. The
// manual's algorithm: T0 = Slice(0,1,2,3); T_r = Slice((c − r) mod 4 on chip c) then
// ChipShuffle(p_i = (i + r) mod 4), so chip i holds x[(i + r) mod 4, block i]
// (L7424–7471, digest-E §2.3); then the Vector Engine adds T0..T3 (L7472–7479), one
// pass per operand (sub context: T_r into the VRF; main: add_fxp, wrapping). The
// manual's step 6 (an AllGather, digest-E F19) is not part of a ReduceScatter: its own
// goal (L7403–7409) leaves chip c with block c only (decision C10C-5).
//
// The host passes x as [4, 8192] (axes A, N); `stream.split_axis` views N as
// (J = 4 blocks, K = 2048), no copy, and the asymmetric slice keeps J = s_c on chip c
// (stream.chip_slice).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 1 --output-dir %t | FileCheck %s
// CHECK: check: pass (8192 result elements equal the interpreter's)

!host = !stream.host<i32, m[A, N]>
!hostajk = !stream.host<i32, m[A, J, K]>
!hosto = !stream.host<i32, m[A, K]>
!hbm = !stream.hbm<i32, m[A], m[J, K]>
!hbmo = !stream.hbm<i32, m[A], m[K]>
!dm = !stream.dm<i32, m[A], m[1 # 2], m[K / 8 # 256], m[K % 8]>
!vrf = !stream.vrf<i32, m[A], m[1 # 2], m[K / 8 # 256], m[K % 8]>
!sbegin = !stream.tensor<begin, sub, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!sfetch = !stream.tensor<fetch, sub, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!scollect = !stream.tensor<collect, sub, i32, m[A], m[1 # 2], m[K / 8 # 256], m[K % 8 / 8], m[K % 8 % 8]>
!begin = !stream.tensor<begin, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!collect = !stream.tensor<collect, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<A = 4, J = 4, K = 2048, N = 8192>} {
  stream.kernel @kernel(%x: !hbm) -> !hbmo attributes {chips = 4 : i64} {
    // T0 = Slice(0,1,2,3): chip c keeps x[c, c, :].
    %t0 = stream.chip_slice %x [0, 1, 2, 3] over "J" at 1048576 : !hbm -> !hbmo
    // T1 = Slice(3,0,1,2) + ChipShuffle(1,2,3,0): chip i holds x[i+1, i, :].
    %s1 = stream.chip_slice %x [3, 0, 1, 2] over "J" at 1056768 : !hbm -> !hbmo
    %t1 = stream.chip_shuffle %s1 [1, 2, 3, 0] at 1064960 : !hbmo -> !hbmo
    // T2 = Slice(2,3,0,1) + ChipShuffle(2,3,0,1): chip i holds x[i+2, i, :].
    %s2 = stream.chip_slice %x [2, 3, 0, 1] over "J" at 1073152 : !hbm -> !hbmo
    %t2 = stream.chip_shuffle %s2 [2, 3, 0, 1] at 1081344 : !hbmo -> !hbmo
    // T3 = Slice(1,2,3,0) + ChipShuffle(3,0,1,2): chip i holds x[i+3, i, :].
    %s3 = stream.chip_slice %x [1, 2, 3, 0] over "J" at 1089536 : !hbm -> !hbmo
    %t3 = stream.chip_shuffle %s3 [3, 0, 1, 2] at 1097728 : !hbmo -> !hbmo
    %d0 = stream.to_dm %t0 at 0 : !hbmo -> !dm
    %d1 = stream.to_dm %t1 at 4096 : !hbmo -> !dm
    %d2 = stream.to_dm %t2 at 8192 : !hbmo -> !dm
    %d3 = stream.to_dm %t3 at 12288 : !hbmo -> !dm
    // acc1 = T0 + T1.
    %a0 = stream.begin %d1 : !dm -> !sbegin
    %a1 = stream.fetch %a0 : !sbegin -> !sfetch
    %a2 = stream.collect %a1 : !sfetch -> !scollect
    %v1 = stream.to_vrf %a2 at 0 : !scollect -> !vrf
    %b0 = stream.begin %d0 : !dm -> !begin
    %b1 = stream.fetch %b0 : !begin -> !fetch
    %b2 = stream.collect %b1 : !fetch -> !collect
    %b3 = stream.vector_init %b2 : !collect -> !vinit
    %b4 = stream.vector_intra_slice_branch %b3 unconditional : !vinit -> !vbranch
    %b5 = stream.vector_fxp add_fxp %b4, %v1 : !vbranch, !vrf -> !vbranch
    %b6 = stream.vector_final %b5 : !vbranch -> !vfinal
    %acc1 = stream.commit %b6 at 16384 : !vfinal -> !dm
    // acc2 = acc1 + T2.
    %c0 = stream.begin %d2 : !dm -> !sbegin
    %c1 = stream.fetch %c0 : !sbegin -> !sfetch
    %c2 = stream.collect %c1 : !sfetch -> !scollect
    %v2 = stream.to_vrf %c2 at 32 : !scollect -> !vrf
    %e0 = stream.begin %acc1 : !dm -> !begin
    %e1 = stream.fetch %e0 : !begin -> !fetch
    %e2 = stream.collect %e1 : !fetch -> !collect
    %e3 = stream.vector_init %e2 : !collect -> !vinit
    %e4 = stream.vector_intra_slice_branch %e3 unconditional : !vinit -> !vbranch
    %e5 = stream.vector_fxp add_fxp %e4, %v2 : !vbranch, !vrf -> !vbranch
    %e6 = stream.vector_final %e5 : !vbranch -> !vfinal
    %acc2 = stream.commit %e6 at 20480 : !vfinal -> !dm
    // acc3 = acc2 + T3.
    %f0 = stream.begin %d3 : !dm -> !sbegin
    %f1 = stream.fetch %f0 : !sbegin -> !sfetch
    %f2 = stream.collect %f1 : !sfetch -> !scollect
    %v3 = stream.to_vrf %f2 at 64 : !scollect -> !vrf
    %g0 = stream.begin %acc2 : !dm -> !begin
    %g1 = stream.fetch %g0 : !begin -> !fetch
    %g2 = stream.collect %g1 : !fetch -> !collect
    %g3 = stream.vector_init %g2 : !collect -> !vinit
    %g4 = stream.vector_intra_slice_branch %g3 unconditional : !vinit -> !vbranch
    %g5 = stream.vector_fxp add_fxp %g4, %v3 : !vbranch, !vrf -> !vbranch
    %g6 = stream.vector_final %g5 : !vbranch -> !vfinal
    %acc3 = stream.commit %g6 at 24576 : !vfinal -> !dm
    %out = stream.to_hbm %acc3 at 4194304 : !dm -> !hbmo
    stream.return %out : !hbmo
  }

  stream.host_func @main(%x: !host) -> !hosto {
    %xs = stream.split_axis %x "N" into "J", "K" : !host -> !hostajk
    %x_hbm = stream.to_hbm %xs at 0 : !hostajk -> !hbm
    %y_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbmo
    %y = stream.to_host %y_hbm : !hbmo -> !hosto
    stream.return %y : !hosto
  }
}
