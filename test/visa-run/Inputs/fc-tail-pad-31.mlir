module attributes {mapping.axes = #mapping.axes<A = 65, B = 2>} {
  engine.program @main {
    engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i8, shape = array<i64: 2, 65>, strides = array<i64: 65, 1>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 96>, dtype = i8, packet = 65 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 65>}
    engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64>, dtype = i8, packet = 192 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64>}
    %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[192 : 1] : 32>, slices = array<i64: 0, 1>}
    %1 = engine.collect %0
    engine.commit %1 {base = 1024 : i64, dtype = i8, in_size = 32 : i64, seq = #engine.seq<[192 : 1] : 32>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64>, dtype = i8, packet = 192 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 1024 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<host>, dst_base = 256 : i64, dst_strides = array<i64: 65>, dtype = i8, packet = 65 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 96>}
    engine.host_output {addr = 256 : i64, dtype = i8, result = 0 : i64, shape = array<i64: 2, 65>, strides = array<i64: 65, 1>}
  }
}
