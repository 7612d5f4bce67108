// The engine dialect's verifiers: configuration limits of the manual (L1628–1640,
// L7698) and the order of pipeline stages; one negative case each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

"engine.program"() ({
  // expected-error @+1 {{'sizes' has 9 entries; a sequencer has at most 8 (L1630)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = "main", dtype = i32, fetches_per_packet = 1 : i64, packet = 8 : i64, sizes = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 8>, slices = array<i64: 0, 256>, strides = array<i64: 0, 0, 0, 0, 0, 0, 0, 0, 1>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'sizes' entry 0 has size 65537; sizes must be in 1..=65536 (L1632)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = "main", dtype = i32, fetches_per_packet = 1 : i64, packet = 8 : i64, sizes = array<i64: 65537, 8>, slices = array<i64: 0, 256>, strides = array<i64: 0, 1>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'packet' makes packets of 12 bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (L1633)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = "main", dtype = i32, fetches_per_packet = 1 : i64, packet = 3 : i64, sizes = array<i64: 12>, slices = array<i64: 0, 256>, strides = array<i64: 1>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{innermost entry 8 : 2 cannot feed packets of 8 elements}}
  %0 = "engine.fetch"() {base = 0 : i64, context = "main", dtype = i32, fetches_per_packet = 1 : i64, packet = 8 : i64, sizes = array<i64: 8>, slices = array<i64: 0, 256>, strides = array<i64: 2>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%1) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = "main", dtype = i32, fetches_per_packet = 1 : i64, packet = 8 : i64, sizes = array<i64: 8>, slices = array<i64: 0, 256>, strides = array<i64: 1>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  // expected-error @+1 {{commits 4 bytes at a time; commit writes must be a multiple of 8 bytes (L7698)}}
  "engine.commit"(%1) {base = 4096 : i64, dtype = i32, packet = 1 : i64, sizes = array<i64: 8>, strides = array<i64: 1>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'sizes' has 9 entries; a sequencer has at most 8 (L1630)}}
  "engine.dma"() {dst = "dm", dst_base = 0 : i64, dst_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>, dtype = i32, packet = 8 : i64, queue = "tdma", sizes = array<i64: 2, 2, 2, 2, 2, 2, 2, 2, 2>, src = "hbm", src_base = 0 : i64, src_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  // expected-error @+1 {{'sizes' entry 0 has size 70000; sizes must be in 1..=65536 (L1632)}}
  "engine.dma"() {dst = "dm", dst_base = 0 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = "tdma", sizes = array<i64: 70000>, src = "hbm", src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = "main", dtype = i32, fetches_per_packet = 1 : i64, packet = 8 : i64, sizes = array<i64: 8>, slices = array<i64: 0, 256>, strides = array<i64: 1>} : () -> !engine.stream
  // expected-error @+1 {{switch topology "transpose" is designed but not implemented yet}}
  %1 = "engine.switch"(%0) {topology = "transpose"} : (!engine.stream) -> !engine.stream
  %2 = "engine.collect"(%1) : (!engine.stream) -> !engine.stream
  "engine.to_vrf"(%2) {addr = 0 : i64} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()

// -----

"engine.program"() ({
  %0 = "engine.fetch"() {base = 0 : i64, context = "main", dtype = i32, fetches_per_packet = 1 : i64, packet = 8 : i64, sizes = array<i64: 8>, slices = array<i64: 0, 256>, strides = array<i64: 1>} : () -> !engine.stream
  // expected-error @+1 {{cannot follow 'engine.fetch' in a Tensor-Unit pass (expected after engine.collect)}}
  %1 = "engine.vector_init"(%0) {dtype = i32} : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_branch"(%1) {mode = "unconditional"} : (!engine.stream) -> !engine.stream
  %3 = "engine.vector_final"(%2) : (!engine.stream) -> !engine.stream
  "engine.commit"(%3) {base = 4096 : i64, dtype = i32, packet = 8 : i64, sizes = array<i64: 8>, strides = array<i64: 1>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()
