// The manual's Fetch/Commit Example 4, tensor segmentation (002 L7898–7981; digest-E
// G-F10): A = 2048, B = 32 of i8 (64 KiB at DM 0 of slice 0) copied to DM 256 KiB in two
// executions over A's halves, each with 32-byte fetch and commit packets: 1024 cycles
// each (DERIVED in digest-E: one packet per cycle, 1024 packets). Engine level, with the
// manual's two sequencers; the stream form of one copy is too large for the reference
// interpreter (2^25 positions), so the reference is the plain one: the kernel is a copy,
// the result file must equal the input. merge-sequencers merges each `[1024 : 32, 32 : 1]`
// into `[32768 : 1]` (the same addresses).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --input 0=%S/Inputs/i8_2048x32.npy --output-dir %t | FileCheck %s
// CHECK-COUNT-2: 1024 cycles  main fetch>commit
// RUN: cmp %t/result_0.npy %S/Inputs/i8_2048x32.npy
// RUN: visa-opt %s --merge-sequencers | FileCheck %s --check-prefix=MERGED
// MERGED-COUNT-2: engine.commit {{.*}}seq = #engine.seq<[32768 : 1] : 32>

module attributes {mapping.axes = #mapping.axes<A = 2048, B = 32>} {
  engine.program @main {
    engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i8, shape = array<i64: 2048, 32>, strides = array<i64: 32, 1>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 4096>, dtype = i8, packet = 4096 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 16>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 4096>}
    engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4096>, dtype = i8, packet = 4096 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 16>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 4096>}
    // Segment 1: A in 0..1024, `[A%1024=1024:32, B=32:1] @ 256K / 32` (L7940–7950).
    %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[1024 : 32, 32 : 1] : 32>, slices = array<i64: 0, 1>}
    %1 = engine.collect %0
    engine.commit %1 {base = 262144 : i64, dtype = i8, in_size = 32 : i64, seq = #engine.seq<[1024 : 32, 32 : 1] : 32>}
    // Segment 2: A in 1024..2048, `[A@1024=1024:32, B=32:1] @ (256K+32K) / 32` (L7951–7962).
    %2 = engine.fetch {base = 32768 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[1024 : 32, 32 : 1] : 32>, slices = array<i64: 0, 1>}
    %3 = engine.collect %2
    engine.commit %3 {base = 294912 : i64, dtype = i8, in_size = 32 : i64, seq = #engine.seq<[1024 : 32, 32 : 1] : 32>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 4096>, dtype = i8, packet = 4096 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 16>, src = #engine.space<dm>, src_base = 262144 : i64, src_strides = array<i64: 4096>}
    engine.dma {dst = #engine.space<host>, dst_base = 65536 : i64, dst_strides = array<i64: 4096>, dtype = i8, packet = 4096 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 16>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 4096>}
    engine.host_output {addr = 65536 : i64, dtype = i8, result = 0 : i64, shape = array<i64: 2048, 32>, strides = array<i64: 32, 1>}
  }
}
