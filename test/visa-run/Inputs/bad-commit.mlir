// K1 at engine level with the vector pass moved to the sub context, which has no
// vector engine (L3046–3052): convert-engine-to-hw rejects it.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  "engine.program"() ({
    "engine.host_input"() {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
    "engine.dma"() {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1024>} : () -> ()
    "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>} : () -> ()
    %0 = "engine.fetch"() {base = 0 : i64, context = #engine.context<sub>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>} : () -> !engine.stream
    %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
    %2 = "engine.vector_init"(%1) {dtype = i32} : (!engine.stream) -> !engine.stream
    %3 = "engine.vector_branch"(%2) {mode = #engine.branch<unconditional>} : (!engine.stream) -> !engine.stream
    %4 = "engine.vector_fxp"(%3) {imm = 1 : i64, op = #engine.fxp<add_fxp>} : (!engine.stream) -> !engine.stream
    %5 = "engine.vector_final"(%4) : (!engine.stream) -> !engine.stream
    "engine.commit"(%5) {base = 4096 : i64, dtype = i32, in_size = 32 : i64, seq = #engine.seq<[8 : 1] : 8>} : (!engine.stream) -> ()
    "engine.dma"() {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<dm>, src_base = 4096 : i64, src_strides = array<i64: 1048576>} : () -> ()
    "engine.dma"() {dst = #engine.space<host>, dst_base = 8192 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 1024>} : () -> ()
    "engine.host_output"() {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>} : () -> ()
  }) {sym_name = "main"} : () -> ()
}
