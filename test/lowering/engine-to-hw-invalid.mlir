// Errors convert-engine-to-hw reports on verified engine programs.
// RUN: visa-opt %s --split-input-file --convert-engine-to-hw --verify-diagnostics

// The sub context has no vector engine (L3046–3052).
"engine.program"() ({
  // expected-error @+1 {{the sub context cannot use the vector engine (manual: Computing Tensors › Execution Contexts)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<sub>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_init"(%1) {dtype = i32} : (!engine.stream) -> !engine.stream
  %3 = "engine.vector_branch"(%2) {mode = #engine.branch<unconditional>} : (!engine.stream) -> !engine.stream
  %4 = "engine.vector_final"(%3) : (!engine.stream) -> !engine.stream
  "engine.commit"(%4) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Element strides whose byte offsets overflow 64 bits are an error, not a panic.
"engine.program"() ({
  // expected-error @+1 {{4611686018427387904 elements of 32 bits do not fit in a 64-bit byte offset}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4611686018427387904>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 2>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Splitting a DM-slice loop over the DMA engines shifts the DM base by 64 slices a group;
// with a negative slice stride from base 0 the second group starts below address 0.
"engine.program"() ({
  // expected-error @+1 {{a DMA group's base address leaves 0..2^64}}
  "engine.dma"() {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<dm>, src_base = 0 : i64, src_strides = array<i64: -1048576>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A DM base near 2^63 plus 64 slices of 4 MiB passes i64::MAX (a panic before); the
// hardware model then rejects the address.
"engine.program"() ({
  // expected-error @+1 {{this command is rejected by the hardware model: access of 32 bytes at dm[chip 0] address 0x7ffffffffffffff8 is out of range}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 9223372036854775800 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()
