// The hw dialect's rules on an indirect descriptor (gather/scatter, IndirectLoop, manual
// L1684–1690; decision C10A-1), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'indirect' must be "src" or "dst", got "both"}}
    "hw.descriptor"() {dst = #hw.space<hbm>, dst_base = 65536 : i64, dst_strides = array<i64: 256>, engine = 0 : i64, index = #hw.space<hbm>, index_base = 32768 : i64, packet_bytes = 256 : i64, sizes = array<i64: 8>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 0>, index_strides = array<i64: 1>, indirect = "both", row_stride = 256 : i64, rows = 16 : i64} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'rows' must be in 1..2^32, got 0}}
    "hw.descriptor"() {dst = #hw.space<hbm>, dst_base = 65536 : i64, dst_strides = array<i64: 256>, engine = 0 : i64, index = #hw.space<hbm>, index_base = 32768 : i64, packet_bytes = 256 : i64, sizes = array<i64: 8>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 0>, index_strides = array<i64: 1>, indirect = "src", row_stride = 256 : i64, rows = 0 : i64} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'row_stride' must be positive}}
    "hw.descriptor"() {dst = #hw.space<hbm>, dst_base = 65536 : i64, dst_strides = array<i64: 256>, engine = 0 : i64, index = #hw.space<hbm>, index_base = 32768 : i64, packet_bytes = 256 : i64, sizes = array<i64: 8>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 0>, index_strides = array<i64: 1>, indirect = "src", row_stride = 0 : i64, rows = 16 : i64} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{'index_strides' must be non-negative, got -1}}
    "hw.descriptor"() {dst = #hw.space<hbm>, dst_base = 65536 : i64, dst_strides = array<i64: 256>, engine = 0 : i64, index = #hw.space<hbm>, index_base = 32768 : i64, packet_bytes = 256 : i64, sizes = array<i64: 8>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 0>, index_strides = array<i64: -1>, indirect = "src", row_stride = 256 : i64, rows = 16 : i64} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()

// -----

"hw.program"() ({
  %0 = "hw.dma"() ({
    // expected-error @+1 {{requires attribute 'index_strides'}}
    "hw.descriptor"() {dst = #hw.space<hbm>, dst_base = 65536 : i64, dst_strides = array<i64: 256>, engine = 0 : i64, index = #hw.space<hbm>, index_base = 32768 : i64, packet_bytes = 256 : i64, sizes = array<i64: 8>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 0>, indirect = "src", row_stride = 256 : i64, rows = 16 : i64} : () -> ()
  }) {queue = #hw.queue<tdma>} : () -> !hw.token
}) {sym_name = "k"} : () -> ()
