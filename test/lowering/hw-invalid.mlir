// The hw dialect's verifiers: configuration limits (L1628–1640) and the token
// synchronization check (a command must wait, directly or through others, on every
// earlier command it has a RAW/WAR/WAW hazard with, L7067–7070).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

"hw.program"() ({
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
  // expected-error @+2 {{'hw.tu' op has a RAW dependency on command #0 ('hw.dma') but does not wait for its token}}
  // expected-note @-4 {{the earlier command is here}}
  %1 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
  // expected-error @+1 {{'fetch_seq' makes packets of 12 bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (manual: Moving Tensors › Sequencer › Configuration Failures)}}
  %1 = "hw.tu"(%0) ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 3>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : (!hw.token) -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'sizes' has 9 entries; a sequencer has at most 8 (manual: Moving Tensors › Sequencer › Configuration Failures)}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>, packet_bytes = 4 : i64, sizes = array<i64: 2, 2, 2, 2, 2, 2, 2, 2, 2>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
  %1 = "hw.tu"(%0) ({
    // expected-error @+1 {{unknown fixed-point op `mul_float` in #hw.fxp<...> (expected one of add_fxp, add_fxp_sat, sub_fxp, sub_fxp_sat, left_shift, left_shift_sat, mul_fxp, mul_int, logic_right_shift, arith_right_shift, arith_right_shift_round)}}
    "hw.ve_fxp"() {imm = 2 : i64, op = #hw.fxp<mul_float>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = i32} : (!hw.token) -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  // expected-error @+1 {{'slices' must list [start, end) pairs}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256, 300>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'sizes' entry 0 has size 70000; sizes must be in 1..=65536 (manual: Moving Tensors › Sequencer › Configuration Failures)}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4>, packet_bytes = 4 : i64, sizes = array<i64: 70000>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 4>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The custom form reports syntax errors at their column.
hw.program @k {
  // expected-error @+1 {{expected ')'}}
  %0 = hw.tu(%x attributes {context = #hw.context<main>}
}

// -----

// A program runs on at least one chip.
  // expected-error @+1 {{'chips' must be at least 1, got 0}}
"hw.program"() ({
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {chips = 0 : i64, sym_name = "k"} : () -> ()

// -----

// Only host bindings and commands sit in a program.
"hw.program"() ({
  // expected-error @+1 {{is not allowed in 'hw.program' (expected hw.host_input, hw.host_output, hw.dma or hw.tu)}}
  %c = arith.constant 0 : i32
}) {sym_name = "k"} : () -> ()

// -----

// Host argument positions are 0, 1, 2, ...
"hw.program"() ({
  "hw.host_input"() {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
  // expected-error @+1 {{argument positions must be 0, 1, 2, ... without gaps or repeats; found 0 where 1 was expected}}
  "hw.host_input"() {addr = 8192 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Host shapes and strides pair up.
"hw.program"() ({
  // expected-error @+1 {{has 1 axes in 'shape' but 2 in 'strides'}}
  "hw.host_input"() {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1, 1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Host axis sizes are positive.
"hw.program"() ({
  // expected-error @+1 {{axis sizes must be positive, got 0}}
  "hw.host_input"() {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 0>, strides = array<i64: 1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Host strides are non-negative.
"hw.program"() ({
  // expected-error @+1 {{host strides must be non-negative, got -1}}
  "hw.host_output"() {addr = 0 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: -1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A host binding needs its shape.
"hw.program"() ({
  // expected-error @+1 {{requires attribute 'shape'}}
  "hw.host_input"() {addr = 0 : i64, arg = 0 : i64, dtype = i32, strides = array<i64: 1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// Chip indices are non-negative.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{'src_chip' must be non-negative}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_chip = -1 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Descriptor endpoints are memories.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{unknown memory space `sram` in #hw.space<...> (expected one of host, hbm, dm, vrf, trf)}}
    "hw.descriptor"() {dst = #hw.space<sram>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// DMA queues are pdma and tdma.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+2 {{unknown DMA queue `xdma` in #hw.queue<...> (expected one of pdma, tdma)}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<xdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A DMA command holds descriptors only.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{is not allowed in 'hw.dma' (expected hw.descriptor)}}
    %c = arith.constant 0 : i32
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A DMA command holds at least one descriptor.
"hw.program"() ({
  // expected-error @+1 {{has no 'hw.descriptor'}}
  %0 = "hw.dma"() ({
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Descriptor loops pair sizes with both strides.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{'sizes', 'src_strides' and 'dst_strides' must have one entry per loop level; got 1, 2 and 1}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32, 1>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A DMA packet is 1 to 4096 bytes.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{'packet_bytes' must be in 1..=4096, got 8192}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 8192 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A DMA engine index is below 8.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{'engine' must be in 0..8, got 8}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 8 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Integer attributes hold integers.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{attribute 'engine' must be an integer}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = "zero", packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Sequencer loops are array<i64: ...>.
"hw.program"() ({
  %0 = "hw.dma"() ({
  // expected-error @+1 {{attribute 'sizes' must be an array<i64: ...>}}
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = 64 : i64, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Commands the hardware model rejects (DM addresses past the slice).
"hw.program"() ({
  // expected-error @+1 {{is rejected by the hardware model}}
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 1099511627776 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Sequencer sizes are unsigned 32-bit numbers.
"hw.program"() ({
  %0 = "hw.tu"() ({
  // expected-error @+1 {{sequencer size -8 is out of range}}
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[-8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token

// -----

// A sequencer attribute holds a sequencer.
"hw.program"() ({
  // expected-error @+1 {{attribute 'fetch_seq' must be a sequencer #...seq<[size : stride, ...] : packet>}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = array<i64: 8, 1, 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A sequencer packet is positive.
"hw.program"() ({
  // expected-error @+1 {{'commit_seq' packet must be positive}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 0>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Slice ranges lie within the chip.
"hw.program"() ({
  // expected-error @+1 {{slice range [0, 600) is empty or outside the chip's 512 slices}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 600>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Immediates fit in i32.
"hw.program"() ({
  %0 = "hw.tu"() ({
  // expected-error @+1 {{'imm' = 4294967296 does not fit in i32}}
    "hw.ve_fxp"() {imm = 4294967296 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A VRF operand names a non-empty VRF range.
"hw.program"() ({
  %0 = "hw.tu"() ({
  // expected-error @+1 {{VRF operand needs a non-negative 'vrf_addr' and 'vrf_flits' in 1..=256; got 0 and 0}}
    "hw.ve_fxp"() {op = #hw.fxp<add_fxp>, vrf_addr = 0 : i64, vrf_flits = 0 : i64} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A vector op takes one operand.
"hw.program"() ({
  %0 = "hw.tu"() ({
  // expected-error @+1 {{needs exactly one operand: an 'imm' integer or a 'vrf_addr' with 'vrf_flits'}}
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>, vrf_addr = 0 : i64, vrf_flits = 1 : i64} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Tensor-Unit contexts are main and sub.
"hw.program"() ({
  %0 = "hw.tu"() ({
  // expected-error @+1 {{unknown context `third` in #hw.context<...> (expected one of main, sub)}}
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<third>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Chip indices are non-negative.
"hw.program"() ({
  // expected-error @+1 {{'chip' must be non-negative}}
  %0 = "hw.tu"() ({
  }) {chip = -1 : i64, commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A topology with parameters is written as its configuration string.
"hw.program"() ({
  // expected-error @+1 {{attribute 'switch': topology `transpose` needs parameter `slice1` (it takes slice1, slice0)}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, switch = #hw.switch<transpose>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The switch topology is a keyword attribute or a configuration string.
"hw.program"() ({
  // expected-error @+1 {{attribute 'switch': expected a switch topology (`#...switch<forward>` or a string such as "broadcast1 {slice1 = 4, slice0 = 1}")}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, switch = 3 : i64} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The switch configuration obeys the Switch Engine's rules (powers of two).
"hw.program"() ({
  // expected-error @+1 {{switch slice1 = 3 must be a power of two}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, switch = "transpose {slice1 = 3, slice0 = 2}"} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A broadcast multiplies the packets: 1 packet × broadcast1 {slice1 = 4} = 4 flits, which
// the 8-element commit does not take.
"hw.program"() ({
  // expected-error @+1 {{the stream carries 128 bytes after truncation but the commit sequencer writes 32}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, switch = "broadcast1 {slice1 = 4, slice0 = 1}"} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A Tensor-Unit command holds vector ops only.
"hw.program"() ({
  %0 = "hw.tu"() ({
  // expected-error @+1 {{is not allowed in 'hw.tu' (expected hw.contract, hw.ve_fxp, hw.ve_op, hw.cast or hw.transpose)}}
    %c = arith.constant 0 : i32
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Vector ops need the vector-engine type.
"hw.program"() ({
  // expected-error @+1 {{has vector-engine ops but no 've_dtype' (i32 or f32)}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The vector engine computes in i32 or f32 (L4551).
"hw.program"() ({
  // expected-error @+1 {{'ve_dtype' must be i32 or f32 (manual: Computing Tensors › Vector Engine), got i8}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_dtype = i8} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The vector-engine type is a type attribute.
"hw.program"() ({
  // expected-error @+1 {{attribute 've_dtype' must be a type}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_dtype = "i32"} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The sub context has no vector engine (L3046–3052).
"hw.program"() ({
  // expected-error @+1 {{the sub context cannot use the vector engine (manual: Computing Tensors › Execution Contexts)}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<sub>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A branch mode without its parameters is rejected (valid_count: its generator, C9G-3).
"hw.program"() ({
  // expected-error @+1 {{valid_count needs its Valid Count Generator}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<valid_count>, ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The vrf mode needs its ExecutionId tensor (docs/decisions.md C9A-3).
"hw.program"() ({
  // expected-error @+1 {{the vrf mode needs a VRF tensor of ExecutionIds, and only it has one}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<vrf>, ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A group set names ExecutionIds the mode assigns: unconditional assigns only 0 (L5255,
// docs/decisions.md C9A-4).
"hw.program"() ({
  // expected-error @+1 {{name ExecutionIds the unconditional mode never assigns}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>, group = 2 : i64} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// At most four InputCmps (`Comparison([InputCmp; 4])`, L4801).
"hw.program"() ({
  // expected-error @+1 {{5 InputCmps; the comparison mode has 4}}
  %0 = "hw.tu"() ({
    "hw.ve_fxp"() {imm = 1 : i64, op = #hw.fxp<add_fxp>} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<comparison>, ve_branch_cfg = "cmp(x gt #0; x gt #1; x gt #2; x gt #3; x gt #4)", ve_dtype = i32} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Commit writes are 8, 16, 24 or 32 bytes (L7698).
"hw.program"() ({
  // expected-error @+1 {{commit packet is 512 bits; commit writes must be 8, 16, 24 or 32 bytes (manual: Kernel Examples › Fetch and Commit Engine › Example 1: Axis Permutation)}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[16 : 1] : 16>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The commit adapter's input size is 8, 16, 24 or 32 bytes.
"hw.program"() ({
  // expected-error @+1 {{'commit_in_size' must be 8, 16, 24 or 32, got 12}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 12 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Sinks are commit and vrf.
"hw.program"() ({
  // expected-error @+1 {{'sink' must be "commit", "vrf" or "trf", got "dram"}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "dram", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Commits need their element type.
"hw.program"() ({
  // expected-error @+1 {{requires type attribute 'commit_dtype'}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Commits need their base address.
"hw.program"() ({
  // expected-error @+1 {{requires integer attribute 'commit_base'}}
  %0 = "hw.tu"() ({
  }) {commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Addresses are non-negative.
"hw.program"() ({
  // expected-error @+1 {{attribute 'fetch_base' must be non-negative, got -8}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = -8 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Element types are the TCP's.
"hw.program"() ({
  // expected-error @+1 {{attribute 'fetch_dtype' is i64, which is not a TCP element type}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i64, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Commands yield tokens.
"hw.program"() ({
  // expected-error @+1 {{must yield a !hw.token}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> i32
}) {sym_name = "k"} : () -> ()

// -----

// A host tensor's bytes lie inside host memory (offsets that overflow u64 included).
"hw.program"() ({
  // expected-error @+1 {{host tensor of shape [4] with strides [4611686018427387904] at 0 does not fit in the simulator's 1099511627776 bytes of host memory}}
  "hw.host_output"() {addr = 0 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 4>, strides = array<i64: 4611686018427387904>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  // expected-error @+1 {{host tensor of shape [2048] with strides [1] at 1099511627775 does not fit}}
  "hw.host_input"() {addr = 1099511627775 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

// A command waits on tokens of commands of its program, not on block arguments.
"hw.program"() ({
^bb0(%t: !hw.token):
  // expected-error @+1 {{waits on a token that is not a command of this program}}
  %0 = "hw.tu"(%t) ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : (!hw.token) -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// Sequencer offsets past 2^63 bits are rejected (a multiplication overflow before; found
// by mutating the examples).
"hw.program"() ({
  // expected-error @+1 {{is rejected by the hardware model: invalid configuration: commit sequencer offsets reach past 2^63 bits}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 9223372036854775807] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// A fetch packet gathers at least one fetch (was clamped before).
"hw.program"() ({
  // expected-error @+1 {{'fetches_per_packet' must be in 1..=4294967295, got -3}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = -3 : i64, sink = "commit", slices = array<i64: 0, 256>, zero_point = 0 : i64} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The zero point is an i32 (was clamped before).
"hw.program"() ({
  // expected-error @+1 {{'zero_point' = -4294967296 does not fit in i32}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, zero_point = -4294967296 : i64} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The dialects have one type each.
// expected-error @+1 {{unknown type '!hw.tok'; the hw dialect has '!hw.token'}}
"hw.program"() ({ %0 = "hw.dma"() ({ }) {queue = #hw.queue<tdma>} : () -> !hw.tok }) {sym_name = "k"} : () -> ()

// -----

// An enum attribute holds the keyword attribute of its own enum.
"hw.program"() ({
  // expected-error @+1 {{attribute 'queue' must be a DMA queue attribute #hw.queue<...> (one of pdma, tdma)}}
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.context<main>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// An enum attribute is not a string.
"hw.program"() ({
  // expected-error @+1 {{attribute 'queue' failed to satisfy constraint: a keyword attribute #dialect.mnemonic<keyword>}}
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = "tdma"} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The hw dialect's keyword attributes are the hardware model's enums.
"hw.program"() ({
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  // expected-error @+1 {{unknown attribute `#hw.colour` (expected context, space, queue, switch, branch, fxp, trf_address, accumulation, a vector-engine keyword or seq)}}
  }) {queue = #hw.colour<red>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The hardware model (visa_tcp::check, not the simulator) rejects DM write strides that
// are not multiples of 8 bytes (L2413–2429).
"hw.program"() ({
  // expected-error @+1 {{is rejected by the hardware model: invalid configuration: DMA descriptor 0: DM write stride = 4 must be a multiple of 8 bytes}}
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()
