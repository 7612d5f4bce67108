// convert-engine-to-hw: byte addresses, the DMA split over engines, and the token
// waits that order RAW/WAR/WAW on the commands' byte footprints (L7043–7070).
// RUN: visa-opt %s --convert-engine-to-hw | FileCheck %s
// RUN: visa-opt %s --convert-engine-to-hw | visa-opt | FileCheck %s

module {
  "engine.program"() ({
    "engine.host_input"() {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
    "engine.host_input"() {addr = 8192 : i64, arg = 1 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
    "engine.dma"() {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1024>} : () -> ()
    "engine.dma"() {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 8192 : i64, src_strides = array<i64: 1024>} : () -> ()
    "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
    "engine.dma"() {dst = #engine.space<dm>, dst_base = 4096 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 8>} : () -> ()
    %0 = "engine.fetch"() {base = 4096 : i64, context = #engine.context<sub>, dtype = i32, fetches_per_packet = 4 : i64, seq = #engine.seq<[8 : 1] : 2>, slices = array<i64: 0, 256>} : () -> !engine.stream
    %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
    "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
    %2 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
    %3 = "engine.collect"(%2) : (!engine.stream) -> !engine.stream
    %4 = "engine.vector_init"(%3) {dtype = i32} : (!engine.stream) -> !engine.stream
    %5 = "engine.vector_branch"(%4) {mode = #engine.branch<unconditional>} : (!engine.stream) -> !engine.stream
    %6 = "engine.vector_fxp"(%5) {op = #engine.fxp<mul_int>, vrf_addr = 0 : i64, vrf_flits = 1 : i64} : (!engine.stream) -> !engine.stream
    %7 = "engine.vector_final"(%6) : (!engine.stream) -> !engine.stream
    "engine.commit"(%7) {base = 8192 : i64, dtype = i32, in_size = 32 : i64, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
    "engine.dma"() {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<dm>, src_base = 8192 : i64, src_strides = array<i64: 1048576>} : () -> ()
    "engine.dma"() {dst = #engine.space<host>, dst_base = 16384 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 1024>} : () -> ()
    "engine.host_output"() {addr = 16384 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
  }) {sym_name = "k2_as_written"} : () -> ()
  // A WAR that nothing else orders: #1 overwrites the HBM bytes #0 reads; #2 is independent.
  "engine.program"() ({
    "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1>, dtype = i32, packet = 64 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 1>, src = #engine.space<hbm>, src_base = 1024 : i64, src_strides = array<i64: 1>} : () -> ()
    "engine.dma"() {dst = #engine.space<hbm>, dst_base = 1152 : i64, dst_strides = array<i64: 1>, dtype = i32, packet = 8 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 1>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1>} : () -> ()
    "engine.dma"() {dst = #engine.space<dm>, dst_base = 4096 : i64, dst_strides = array<i64: 1>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 1>, src = #engine.space<hbm>, src_base = 8192 : i64, src_strides = array<i64: 1>} : () -> ()
  }) {sym_name = "war"} : () -> ()
}

// K2 as the manual writes it (L298: the output goes to HBM 1 << 28, over rhs).
// CHECK-LABEL: hw.program @k2_as_written {
// CHECK: %[[L:.*]] = hw.dma attributes
// CHECK: %[[R:.*]] = hw.dma attributes
// i32 element strides become bytes; the slice loop (4 MiB) is split into 4 engines.
// CHECK: %[[LDM:.*]] = hw.dma(%[[L]]) attributes
// CHECK-NEXT: hw.descriptor {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>}
// CHECK-NEXT: hw.descriptor {dst = #hw.space<dm>, dst_base = 268435456 : i64, dst_strides = array<i64: 4194304>, engine = 1 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 2048 : i64
// CHECK: %[[RDM:.*]] = hw.dma(%[[R]]) attributes
// CHECK: %[[SUB:.*]] = hw.tu(%[[RDM]]) attributes
// CHECK: %[[MAIN:.*]] = hw.tu(%[[LDM]], %[[SUB]]) attributes
// The write-back over rhs waits only on the main pass: its WAR on the rhs read and
// WAW on the rhs upload are ordered through it.
// CHECK: %[[OUT:.*]] = hw.dma(%[[MAIN]]) attributes
// CHECK: hw.dma(%[[OUT]]) attributes

// CHECK-LABEL: hw.program @war {
// CHECK-NEXT: %[[A:.*]] = hw.dma attributes
// CHECK: hw.dma(%[[A]]) attributes
// CHECK-NEXT: hw.descriptor {dst = #hw.space<hbm>, dst_base = 1152 : i64
// CHECK: hw.dma attributes {queue = #hw.queue<tdma>} {
// CHECK-NEXT: hw.descriptor {dst = #hw.space<dm>, dst_base = 4096 : i64
