// lower-to-hw on Elementwise Multiplication (K2, L221–299; output at HBM 2 << 28,
// see docs/decisions.md): the sub context loads the VRF, the main pass waits for it.
// RUN: visa-opt %s --lower-to-hw | FileCheck %s
// RUN: visa-opt %s --pass-pipeline="builtin.module(convert-stream-to-engine,convert-engine-to-hw)" | FileCheck %s

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!vrf = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!sbegin = !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!sfetch = !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!scollect = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!init = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!branch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!final = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%lhs: !hbm, %rhs: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %ldm = stream.to_dm %lhs at 0 : !hbm -> !dm
    %rdm = stream.to_dm %rhs at 4096 : !hbm -> !dm
    %sb = stream.begin %rdm : !dm -> !sbegin
    %sf = stream.fetch %sb : !sbegin -> !sfetch
    %sc = stream.collect %sf : !sfetch -> !scollect
    %v = stream.to_vrf %sc at 0 : !scollect -> !vrf
    %b = stream.begin %ldm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %i = stream.vector_init %c : !collect -> !init
    %br = stream.vector_intra_slice_branch %i unconditional : !init -> !branch
    %m = stream.vector_fxp mul_int %br, %v : !branch, !vrf -> !branch
    %fi = stream.vector_final %m : !branch -> !final
    %r = stream.commit %fi at 8192 : !final -> !dm
    %o = stream.to_hbm %r at 536870912 : !dm -> !hbm
    stream.return %o : !hbm
  }
  stream.host_func @main(%x: !host, %y: !host) -> !host {
    %hx = stream.to_hbm %x at 0 : !host -> !hbm
    %hy = stream.to_hbm %y at 268435456 : !host -> !hbm
    %r = stream.launch @kernel(%hx, %hy) : (!hbm, !hbm) -> !hbm
    %z = stream.to_host %r : !hbm -> !host
    stream.return %z : !host
  }
}

// CHECK: hw.program @main {
// CHECK: hw.host_input {addr = 0 : i64, arg = 0 : i64
// CHECK: hw.host_input {addr = 8192 : i64, arg = 1 : i64
// CHECK: hw.host_output {addr = 16384 : i64
// CHECK: %[[L:.*]] = hw.dma attributes {queue = #hw.queue<pdma>} {
// CHECK: %[[R:.*]] = hw.dma attributes {queue = #hw.queue<pdma>} {
// lhs to DM 0 waits for its host copy; four descriptors of 64 slices (engines 0-3).
// CHECK: %[[LDM:.*]] = hw.dma(%[[L]]) attributes {queue = #hw.queue<tdma>} {
// CHECK-COUNT-4: hw.descriptor {dst = #hw.space<dm>
// CHECK: %[[RDM:.*]] = hw.dma(%[[R]]) attributes
// CHECK: dst_base = 4096 : i64
// The sub context's VRF load: 8-byte fetches, 4 per packet (L1757–1759).
// CHECK: %[[SUB:.*]] = hw.tu(%[[RDM]]) attributes {context = #hw.context<sub>, fetch_base = 4096 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 2>, fetches_per_packet = 4 : i64, sink = "vrf", slices = array<i64: 0, 256>, vrf_addr = 0 : i64}{{$}}
// The main pass waits for lhs in DM and for the VRF (L153).
// CHECK: %[[MAIN:.*]] = hw.tu(%[[LDM]], %[[SUB]]) attributes {commit_base = 8192 : i64
// CHECK-NEXT: hw.ve_fxp {op = #hw.fxp<mul_int>, vrf_addr = 0 : i64, vrf_flits = 1 : i64}
// CHECK-NEXT: }
// CHECK: %[[OUT:.*]] = hw.dma(%[[MAIN]]) attributes {queue = #hw.queue<tdma>} {
// CHECK-NEXT: dst_base = 536870912 : i64
// CHECK: hw.dma(%[[OUT]]) attributes {queue = #hw.queue<pdma>} {
