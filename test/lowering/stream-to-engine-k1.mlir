// convert-stream-to-engine on the manual's Constant Addition (K1, L158–220): the
// sequencers are derived from the mappings (Slice = m[A / 8 # 256], Element = m[A % 8]).
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine | visa-opt | FileCheck %s

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!init = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!branch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!final = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %i = stream.vector_init %c : !collect -> !init
    %br = stream.vector_intra_slice_branch %i unconditional : !init -> !branch
    %a = stream.vector_fxp add_fxp %br, 1 : !branch -> !branch
    %fi = stream.vector_final %a : !branch -> !final
    %r = stream.commit %fi at 4096 : !final -> !dm
    %o = stream.to_hbm %r at 268435456 : !dm -> !hbm
    stream.return %o : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbm
    %y = stream.to_host %r : !hbm -> !host
    stream.return %y : !host
  }
}

// CHECK: engine.program @main {
// CHECK-NEXT: engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
// Host -> HBM: 2 packets of 1024 i32 (4096 bytes, the DMA packet limit).
// CHECK-NEXT: engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1024>}
// HBM -> DM: 8 contiguous elements per slice, slices 2^20 elements (4 MiB, L2541) apart.
// CHECK-NEXT: engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>}
// fetch::<i32, m![1], m![A % 8]>(): [8 : 1] : 8, one 32-byte fetch per packet.
// CHECK-NEXT: %[[F:.*]] = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>}
// CHECK-NEXT: %[[C:.*]] = engine.collect %[[F]]
// CHECK-NEXT: %[[I:.*]] = engine.vector_init %[[C]] {dtype = i32}
// CHECK-NEXT: %[[B:.*]] = engine.vector_branch %[[I]] {mode = #engine.branch<unconditional>}
// CHECK-NEXT: %[[X:.*]] = engine.vector_fxp %[[B]] {imm = 1 : i64, op = #engine.fxp<add_fxp>}
// CHECK-NEXT: %[[E:.*]] = engine.vector_final %[[X]]
// commit::<m![A % 8]>(1 << 12): [8 : 1] : 8 at DM 4096.
// CHECK-NEXT: engine.commit %[[E]] {base = 4096 : i64, dtype = i32, in_size = 32 : i64, seq = #engine.seq<[8 : 1] : 8>}
// CHECK-NEXT: engine.dma {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<dm>, src_base = 4096 : i64, src_strides = array<i64: 1048576>}
// The result is placed after the 8192-byte argument.
// CHECK-NEXT: engine.dma {dst = #engine.space<host>, dst_base = 8192 : i64
// CHECK-NEXT: engine.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64
// CHECK-NEXT: }
// CHECK-NOT: stream.
