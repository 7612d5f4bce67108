// The hw dialect's verifiers: configuration limits (L1628–1640) and the token
// synchronization check (a command must wait, directly or through others, on every
// earlier command it has a RAW/WAR/WAW hazard with, L7067–7070).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

"hw.program"() ({
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = "dm", dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = "hbm", src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = "tdma"} : () -> !hw.token
  // expected-error @+2 {{'hw.tu' op has a RAW dependency on command #0 ('hw.dma') but does not wait for its token}}
  // expected-note @-4 {{the earlier command is here}}
  %1 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_packet = 8 : i64, commit_sizes = array<i64: 8>, commit_strides = array<i64: 1>, context = "main", fetch_base = 0 : i64, fetch_dtype = i32, fetch_packet = 8 : i64, fetch_sizes = array<i64: 8>, fetch_strides = array<i64: 1>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = "dm", dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = "hbm", src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = "tdma"} : () -> !hw.token
  // expected-error @+1 {{'fetch_packet' makes packets of 12 bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (L1633)}}
  %1 = "hw.tu"(%0) ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_packet = 8 : i64, commit_sizes = array<i64: 8>, commit_strides = array<i64: 1>, context = "main", fetch_base = 0 : i64, fetch_dtype = i32, fetch_packet = 3 : i64, fetch_sizes = array<i64: 8>, fetch_strides = array<i64: 1>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} : (!hw.token) -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'sizes' has 9 entries; a sequencer has at most 8 (L1630)}}
    "hw.descriptor"() {dst = "dm", dst_base = 0 : i64, dst_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>, packet_bytes = 4 : i64, sizes = array<i64: 2, 2, 2, 2, 2, 2, 2, 2, 2>, src = "hbm", src_base = 0 : i64, src_strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>} : () -> ()
  }) {queue = "tdma"} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    "hw.descriptor"() {dst = "dm", dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = "hbm", src_base = 0 : i64, src_strides = array<i64: 32>} : () -> ()
  }) {queue = "tdma"} : () -> !hw.token
  %1 = "hw.tu"(%0) ({
    // expected-error @+1 {{unknown fixed-point op "mul_float"}}
    "hw.ve_fxp"() {imm = 2 : i64, op = "mul_float"} : () -> ()
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_packet = 8 : i64, commit_sizes = array<i64: 8>, commit_strides = array<i64: 1>, context = "main", fetch_base = 0 : i64, fetch_dtype = i32, fetch_packet = 8 : i64, fetch_sizes = array<i64: 8>, fetch_strides = array<i64: 1>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = "unconditional", ve_dtype = i32} : (!hw.token) -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  // expected-error @+1 {{'slices' must list [start, end) pairs}}
  %0 = "hw.tu"() ({
  }) {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_packet = 8 : i64, commit_sizes = array<i64: 8>, commit_strides = array<i64: 1>, context = "main", fetch_base = 0 : i64, fetch_dtype = i32, fetch_packet = 8 : i64, fetch_sizes = array<i64: 8>, fetch_strides = array<i64: 1>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256, 300>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'sizes' entry 0 has size 70000; sizes must be in 1..=65536 (L1632)}}
    "hw.descriptor"() {dst = "dm", dst_base = 0 : i64, dst_strides = array<i64: 4>, packet_bytes = 4 : i64, sizes = array<i64: 70000>, src = "hbm", src_base = 0 : i64, src_strides = array<i64: 4>} : () -> ()
  }) {queue = "tdma"} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

// The custom form reports syntax errors at their column.
hw.program @k {
  // expected-error @+1 {{expected ')'}}
  %0 = hw.tu(%x attributes {context = "main"}
}
