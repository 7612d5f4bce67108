// schedule-commands in lower-to-hw on two small tiles (the shape of
// examples/overlap_tiles_f32.mlir, 16 f32 per slice): in the written order the main pass
// of tile 0 comes before tile 1's loads (x1 at DM 384, g1 at DM 512: allocate-memory's
// next fit); scheduled, tile 1's loads are hoisted before it, since no RAW/WAR/WAW ties
// them to tile 0 and the tensor DMA is free while tile 0's sub load and main pass run.
// The scheduled program computes what the interpreter does.
// RUN: visa-opt %s --pass-pipeline='builtin.module(allocate-memory,select-switch-topology,convert-stream-to-engine,merge-sequencers,convert-engine-to-hw)' | FileCheck %s --check-prefix=WRITTEN
// RUN: visa-opt %s --pass-pipeline='builtin.module(lower-to-hw)' | FileCheck %s
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=EXEC
// WRITTEN: context = #hw.context<main>, fetch_base = 0 :
// WRITTEN: dst = #hw.space<dm>, dst_base = 384 :
// WRITTEN: dst = #hw.space<dm>, dst_base = 512 :
// WRITTEN: context = #hw.context<main>, fetch_base = 384 :
// CHECK: dst = #hw.space<dm>, dst_base = 384 :
// CHECK: context = #hw.context<main>, fetch_base = 0 :
// CHECK: context = #hw.context<main>, fetch_base = 384 :
// EXEC: check: pass (8192 result elements equal the interpreter's)

!host = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 16 # 256], m[A % 16]>
!vrf = !stream.vrf<f32, m[1], m[1 # 2], m[A / 16 # 256], m[A % 16]>
!sbegin = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]>
!sfetch = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 8 % 2], m[A % 8]>
!scollect = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 8 % 2], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 8 % 2], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 8 % 2], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 8 % 2], m[A % 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 8 % 2], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 4 % 4], m[A % 4]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[A / 16 # 256], m[A / 8 % 2], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 4096>} {
  stream.kernel @kernel(%x0: !hbm, %x1: !hbm, %g0: !hbm, %g1: !hbm) -> (!hbm, !hbm) attributes {chips = 1 : i64} {
    // Tile 0.
    %x0_dm = stream.to_dm %x0 : !hbm -> !dm
    %g0_dm = stream.to_dm %g0 : !hbm -> !dm
    %a0 = stream.begin %g0_dm : !dm -> !sbegin
    %a1 = stream.fetch %a0 : !sbegin -> !sfetch
    %a2 = stream.collect %a1 : !sfetch -> !scollect
    %g0_vrf = stream.to_vrf %a2 : !scollect -> !vrf
    %m0 = stream.begin %x0_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %m3 = stream.vector_init %m2 : !collect -> !vinit
    %m4 = stream.vector_intra_slice_branch %m3 unconditional : !vinit -> !vb8
    %m5 = stream.vector_split %m4 : !vb8 -> !vb4
    %m6 = stream.vector_fp_ternary fma_f %m5, %g0_vrf, %g0_vrf : !vb4, !vrf, !vrf -> !vb4
    %m7 = stream.vector_concat %m6 : !vb4 -> !vb8
    %m8 = stream.vector_final %m7 : !vb8 -> !vfinal
    %o0_dm = stream.commit %m8 : !vfinal -> !dm
    %o0 = stream.to_hbm %o0_dm : !dm -> !hbm
    // Tile 1.
    %x1_dm = stream.to_dm %x1 : !hbm -> !dm
    %g1_dm = stream.to_dm %g1 : !hbm -> !dm
    %b0 = stream.begin %g1_dm : !dm -> !sbegin
    %b1 = stream.fetch %b0 : !sbegin -> !sfetch
    %b2 = stream.collect %b1 : !sfetch -> !scollect
    %g1_vrf = stream.to_vrf %b2 : !scollect -> !vrf
    %n0 = stream.begin %x1_dm : !dm -> !begin
    %n1 = stream.fetch %n0 : !begin -> !fetch
    %n2 = stream.collect %n1 : !fetch -> !collect
    %n3 = stream.vector_init %n2 : !collect -> !vinit
    %n4 = stream.vector_intra_slice_branch %n3 unconditional : !vinit -> !vb8
    %n5 = stream.vector_split %n4 : !vb8 -> !vb4
    %n6 = stream.vector_fp_ternary fma_f %n5, %g1_vrf, %g1_vrf : !vb4, !vrf, !vrf -> !vb4
    %n7 = stream.vector_concat %n6 : !vb4 -> !vb8
    %n8 = stream.vector_final %n7 : !vb8 -> !vfinal
    %o1_dm = stream.commit %n8 : !vfinal -> !dm
    %o1 = stream.to_hbm %o1_dm : !dm -> !hbm
    stream.return %o0, %o1 : !hbm, !hbm
  }

  stream.host_func @main(%x0: !host, %x1: !host, %g0: !host, %g1: !host) -> (!host, !host) {
    %x0h = stream.to_hbm %x0 : !host -> !hbm
    %x1h = stream.to_hbm %x1 : !host -> !hbm
    %g0h = stream.to_hbm %g0 : !host -> !hbm
    %g1h = stream.to_hbm %g1 : !host -> !hbm
    %o0, %o1 = stream.launch @kernel(%x0h, %x1h, %g0h, %g1h) : (!hbm, !hbm, !hbm, !hbm) -> (!hbm, !hbm)
    %r0 = stream.to_host %o0 : !hbm -> !host
    %r1 = stream.to_host %o1 : !hbm -> !host
    stream.return %r0, %r1 : !host, !host
  }
}
