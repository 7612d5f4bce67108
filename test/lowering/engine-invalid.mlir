// The engine dialect's verifiers: configuration limits of the manual (L1628–1640,
// L7698) and the order of pipeline stages; one negative case each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

"engine.program"() ({
  // expected-error @+1 {{'seq' has 9 entries; a sequencer has at most 8 (manual: Moving Tensors › Sequencer › Configuration Failures)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[1 : 0, 1 : 0, 1 : 0, 1 : 0, 1 : 0, 1 : 0, 1 : 0, 1 : 0, 8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'seq' entry 0 has size 65537; sizes must be in 1..=65536 (manual: Moving Tensors › Sequencer › Configuration Failures)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[65537 : 0, 8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'seq' makes packets of 12 bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (manual: Moving Tensors › Sequencer › Configuration Failures)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[12 : 1] : 3>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{innermost entry 8 : 2 cannot feed packets of 8 elements}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 2] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{commits 4 bytes at a time; commit writes must be a multiple of 8 bytes (manual: Kernel Examples › Fetch and Commit Engine › Example 1: Axis Permutation)}}
  "engine.commit"(%1) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 1>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'sizes' has 9 entries; a sequencer has at most 8 (manual: Moving Tensors › Sequencer › Configuration Failures)}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 2, 2, 2, 2, 2, 2, 2, 2, 2>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'sizes' entry 0 has size 70000; sizes must be in 1..=65536 (manual: Moving Tensors › Sequencer › Configuration Failures)}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 70000>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  // expected-error @+1 {{attribute 'topology': topology `transpose` needs parameter `slice1` (it takes slice1, slice0)}}
  %1 = "engine.switch"(%0) {topology = #engine.switch<transpose>} : (!engine.stream) -> !engine.stream
  %2 = "engine.collect"(%1) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%2) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A custom routing needs its snoop bitmaps (decision C8D-1).
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  // expected-error @+1 {{a custom switch topology needs its snoop bitmaps, one per output slice}}
  %1 = "engine.switch"(%0) {topology = "custom {ring_size = 4}"} : (!engine.stream) -> !engine.stream
  %2 = "engine.collect"(%1) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%2) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  // expected-error @+1 {{cannot follow 'engine.fetch' in a Tensor-Unit pass (expected after engine.collect or engine.contract)}}
  %1 = "engine.vector_init"(%0) {dtype = i32} : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_branch"(%1) {mode = #engine.branch<unconditional>} : (!engine.stream) -> !engine.stream
  %3 = "engine.vector_final"(%2) : (!engine.stream) -> !engine.stream
  "engine.commit"(%3) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A stage result must be a stream.
"engine.program"() ({
  // expected-error @+1 {{must yield an !engine.stream}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> i32
}) {sym_name = "k"} : () -> ()

// -----

// A pass must end in a sink.
"engine.program"() ({
  // expected-error @+1 {{yields a stream nobody consumes; a pass must end in engine.commit or engine.to_vrf}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
}) {sym_name = "k"} : () -> ()

// -----

// DMA queues are pdma and tdma.
"engine.program"() ({
  // expected-error @+1 {{unknown DMA queue `xdma` in #engine.queue<...> (expected one of pdma, tdma)}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<xdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// DMA endpoints are memories the DMA engine reaches.
"engine.program"() ({
  // expected-error @+1 {{'src' must be host, hbm or dm, got "vrf"}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<vrf>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Paired sequencers share their loop sizes.
"engine.program"() ({
  // expected-error @+1 {{'dst_strides' has 2 entries but 'sizes' has 1}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 8, 1>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A DMA packet is 1 to 4096 bytes.
"engine.program"() ({
  // expected-error @+1 {{a DMA packet must be 1 to 4096 bytes, got 8192 (2048 elements)}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 2048 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Fetch contexts are main and sub.
"engine.program"() ({
  // expected-error @+1 {{unknown context `third` in #engine.context<...> (expected one of main, sub)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<third>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Fetch slices lie within the chip's 512 slices.
"engine.program"() ({
  // expected-error @+1 {{slice range [0, 600) is empty or outside the chip's 512 slices}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 600>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Every sequencer entry pairs a size with a stride.
"engine.program"() ({
  // expected-error @+1 {{expected ':'}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 8, 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A sequencer packet is positive.
"engine.program"() ({
  // expected-error @+1 {{'seq' packet must be positive}}
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 0>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Unknown switch topologies are rejected.
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  // expected-error @+1 {{unknown switch topology `sideways` in #engine.switch<...> (expected one of forward, broadcast01, broadcast1, transpose, inter_transpose, custom)}}
  %1 = "engine.switch"(%0) {topology = #engine.switch<sideways>} : (!engine.stream) -> !engine.stream
  %2 = "engine.collect"(%1) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%2) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// The vector engine computes in i32 or f32 (L4551).
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{'dtype' must be i32 or f32 (manual: Computing Tensors › Vector Engine)}}
  %2 = "engine.vector_init"(%1) {dtype = i8} : (!engine.stream) -> !engine.stream
  %3 = "engine.vector_branch"(%2) {mode = #engine.branch<unconditional>} : (!engine.stream) -> !engine.stream
  %4 = "engine.vector_final"(%3) : (!engine.stream) -> !engine.stream
  "engine.commit"(%4) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A branch mode without its parameters is rejected (valid_count: its Valid Count
// Generator, `vcg(...)` in 'config', docs/decisions.md C9G-3).
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_init"(%1) {dtype = i32} : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{branch mode "valid_count" needs exactly its parameters in 'config'}}
  %3 = "engine.vector_branch"(%2) {mode = #engine.branch<valid_count>} : (!engine.stream) -> !engine.stream
  %4 = "engine.vector_final"(%3) : (!engine.stream) -> !engine.stream
  "engine.commit"(%4) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// The vrf mode needs its ExecutionId tensor (docs/decisions.md C9A-3).
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_init"(%1) {dtype = i32} : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{branch mode "vrf" needs exactly its parameters in 'config'}}
  %3 = "engine.vector_branch"(%2) {mode = #engine.branch<vrf>} : (!engine.stream) -> !engine.stream
  %4 = "engine.vector_final"(%3) : (!engine.stream) -> !engine.stream
  "engine.commit"(%4) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A malformed branch configuration is located (docs/decisions.md C9A-2).
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_init"(%1) {dtype = i32} : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{'config': expected `lhs OP rhs`, got `x gt`}}
  %3 = "engine.vector_branch"(%2) {mode = #engine.branch<comparison>, config = "cmp(x gt)"} : (!engine.stream) -> !engine.stream
  %4 = "engine.vector_final"(%3) : (!engine.stream) -> !engine.stream
  "engine.commit"(%4) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Branch modes other than unconditional are rejected.
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_init"(%1) {dtype = i32} : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{unknown branch mode `sometimes` in #engine.branch<...> (expected one of unconditional, axis_toggle, valid_count, comparison, vrf)}}
  %3 = "engine.vector_branch"(%2) {mode = #engine.branch<sometimes>} : (!engine.stream) -> !engine.stream
  %4 = "engine.vector_final"(%3) : (!engine.stream) -> !engine.stream
  "engine.commit"(%4) {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// The commit adapter's input size is 8, 16, 24 or 32 bytes.
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{'in_size' must be 8, 16, 24 or 32, got 12}}
  "engine.commit"(%1) {base = 4096 : i64, dtype = i32, in_size = 12 : i64, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A stage takes one stream operand.
"engine.program"() ({
  %c = arith.constant 0 : i32
  // expected-error @+1 {{takes exactly one !engine.stream operand}}
  %1 = "engine.collect"(%c) : (i32) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A stream has exactly one consumer.
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  // expected-error @+1 {{consumes a stream that has more than one consumer}}
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
  // expected-error @+1 {{consumes a stream that has more than one consumer}}
  %2 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%2) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A program runs on at least one chip.
// expected-error @+1 {{'chips' must be at least 1, got -1}}
"engine.program"() ({
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {chips = -1 : i64, sym_name = "k"} : () -> ()

// -----

// A stage reads the stream of a stage op, not a block argument.
"engine.program"() ({
^bb0(%s: !engine.stream):
  // expected-error @+1 {{its stream must come from a pipeline stage}}
  %1 = "engine.collect"(%s) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A packet count whose byte size overflows 64 bits is reported, not a panic.
"engine.program"() ({
  // expected-error @+1 {{a DMA packet must be 1 to 4096 bytes, got 36893488147419103228 (9223372036854775807 elements)}}
  "engine.dma"() {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 9223372036854775807 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1024>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A fetch packet gathers at least one fetch.
"engine.program"() ({
  // expected-error @+1 {{'fetches_per_packet' must be in 1..=4294967295, got 0}}
  %0 = "engine.fetch"() {base = 0 : i64, chip = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 0 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>, zero_point = 0 : i64} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// The zero point is an i32.
"engine.program"() ({
  // expected-error @+1 {{'zero_point' = 4294967296 does not fit in i32}}
  %0 = "engine.fetch"() {base = 0 : i64, chip = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>, zero_point = 4294967296 : i64} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Chip indices are non-negative.
"engine.program"() ({
  // expected-error @+1 {{'chip' must be non-negative}}
  %0 = "engine.fetch"() {base = 0 : i64, chip = -1 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>, zero_point = 0 : i64} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

// The dialects have one type each.
// expected-error @+1 {{unknown type '!engine.streams'; the engine dialect has '!engine.stream'}}
"engine.program"() ({ %0 = "engine.collect"() : () -> !engine.streams }) {sym_name = "k"} : () -> ()

// -----

// DMA bases are non-negative (the `UInt` kind's error, decision TATTR-4).
"engine.program"() ({
  // expected-error @+1 {{attribute 'src_base' must be non-negative, got -64}}
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 4>, src = #engine.space<hbm>, src_base = -64 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// VRF addresses are non-negative.
"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, chip = 0 : i64, context = #engine.context<main>, dtype = i32, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{attribute 'addr' must be non-negative, got -256}}
  "engine.to_vrf"(%1) {addr = -256 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()
