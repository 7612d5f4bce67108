// AllReduce on 4 chips (manual 002 L7503–7603): chip c holds row c of x; every output
// row is the wrapping i32 sum of the four rows. As the manual's algorithm: three chip
// shuffles rotate the whole per-chip tensor (T1 = ChipShuffle(1,2,3,0)(T0), T2 =
// ChipShuffle(2,3,0,1), T3 = ChipShuffle(3,0,1,2), L7538–7570; chip i receives chip p_i's
// data, L7445–7449), then the Vector Engine adds T0 + T1 + T2 + T3 on every chip
// (L7571–7586), one pass per operand (the sub context loads T_r into the VRF, the main
// context adds it with add_fxp, which wraps).
//
// Layout per chip: 8192 elements over 256 slices of one cluster, 32 per slice
// (Element m[B / 2048, B % 8]: four 8-element flits in Time).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 1 --output-dir %t | FileCheck %s
// CHECK: check: pass (32768 result elements equal the interpreter's)

!host = !stream.host<i32, m[A, B]>
!hbm = !stream.hbm<i32, m[A], m[B]>
!dm = !stream.dm<i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048, B % 8]>
!vrf = !stream.vrf<i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048, B % 8]>
!sbegin = !stream.tensor<begin, sub, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[1], m[B / 2048, B % 8]>
!sfetch = !stream.tensor<fetch, sub, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048], m[B % 8]>
!scollect = !stream.tensor<collect, sub, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048], m[B % 8]>
!begin = !stream.tensor<begin, main, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[1], m[B / 2048, B % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048], m[B % 8]>
!collect = !stream.tensor<collect, main, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048], m[B % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048], m[B % 8]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048], m[B % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[A], m[1 # 2], m[B % 2048 / 8], m[B / 2048], m[B % 8]>

module attributes {mapping.axes = #mapping.axes<A = 4, B = 8192>} {
  // #[device(chip = 4)]: chip c runs the kernel on its row c (Chip = m[A]).
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 4 : i64} {
    // The three rotations, each HBM -> HBM between chips (L7606–7609).
    %t1 = stream.chip_shuffle %x [1, 2, 3, 0] at 1048576 : !hbm -> !hbm
    %t2 = stream.chip_shuffle %x [2, 3, 0, 1] at 2097152 : !hbm -> !hbm
    %t3 = stream.chip_shuffle %x [3, 0, 1, 2] at 3145728 : !hbm -> !hbm
    %d0 = stream.to_dm %x at 0 : !hbm -> !dm
    %d1 = stream.to_dm %t1 at 4096 : !hbm -> !dm
    %d2 = stream.to_dm %t2 at 8192 : !hbm -> !dm
    %d3 = stream.to_dm %t3 at 12288 : !hbm -> !dm
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
    %v2 = stream.to_vrf %c2 at 128 : !scollect -> !vrf
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
    %v3 = stream.to_vrf %f2 at 256 : !scollect -> !vrf
    %g0 = stream.begin %acc2 : !dm -> !begin
    %g1 = stream.fetch %g0 : !begin -> !fetch
    %g2 = stream.collect %g1 : !fetch -> !collect
    %g3 = stream.vector_init %g2 : !collect -> !vinit
    %g4 = stream.vector_intra_slice_branch %g3 unconditional : !vinit -> !vbranch
    %g5 = stream.vector_fxp add_fxp %g4, %v3 : !vbranch, !vrf -> !vbranch
    %g6 = stream.vector_final %g5 : !vbranch -> !vfinal
    %acc3 = stream.commit %g6 at 24576 : !vfinal -> !dm
    %out = stream.to_hbm %acc3 at 4194304 : !dm -> !hbm
    stream.return %out : !hbm
  }

  // The host spreads x over the chips by its mapping (row c to chip c's HBM, PCIe DMA)
  // and gathers the result rows back.
  stream.host_func @main(%x: !host) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %y_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbm
    %y = stream.to_host %y_hbm : !hbm -> !host
    stream.return %y : !host
  }
}
