// merge-sequencers on the constant-addition kernel (K1, L158–220) written at the engine
// level the way a tiling rewrite would leave it: every transfer cut into two halves and
// size-1 loop entries in the fetch and commit sequencers. The pass gives back one command
// per transfer and the minimal sequencers; the results do not change (the expected file
// is x + 1 by plain loops) and the run gets faster (one 500-cycle descriptor start-up per
// transfer instead of two, L2566).
// RUN: visa-opt %s --merge-sequencers | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --input 0=%S/../visa-run/Inputs/k1_in.npy --output-dir %t/split | FileCheck %s --check-prefix=SPLIT
// RUN: cmp %t/split/result_0.npy %S/../visa-run/Inputs/k1_expected.npy
// RUN: visa-opt %s --merge-sequencers > %t/merged.mlir
// RUN: visa-run %t/merged.mlir --input 0=%S/../visa-run/Inputs/k1_in.npy --output-dir %t/merged | FileCheck %s --check-prefix=MERGED
// RUN: cmp %t/merged/result_0.npy %S/../visa-run/Inputs/k1_expected.npy
// Idempotent: a second run changes nothing.
// RUN: visa-opt %s --merge-sequencers --merge-sequencers | FileCheck %s

// Cycles (docs/cycle-model.md §2, §4): merged, this is the manual's K1 schedule, 5814. Split,
// each half pays its own start-up: host → HBM 2 x (500 + ceil(4096 / 30)) = 2 x 637, HBM → DM
// 2 x 564 (64 slices per engine either way), DM → HBM 2 x 3700, HBM → host 2 x 637, with the
// first half of HBM → host overlapping the second DM → HBM: 637 + 637 + 564 + 2 + 3700 + 3700
// + 637 = 9877.
// SPLIT: total cycles: 9877
// MERGED: total cycles: 5814

// CHECK-LABEL: engine.program @main
// The two host → HBM halves continue each other: one command of two 4096-byte packets.
// CHECK: engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1024>}
// The HBM → DM halves (slices 0–127 and 128–255): one loop over 256 slices.
// CHECK-NEXT: engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8>}
// CHECK-NEXT: engine.fetch {{.*}}seq = #engine.seq<[8 : 1] : 8>
// CHECK: engine.commit {{.*}}seq = #engine.seq<[8 : 1] : 8>
// CHECK-NEXT: engine.dma {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 256>, src = #engine.space<dm>, src_base = 4096 : i64, src_strides = array<i64: 1048576>}
// CHECK-NEXT: engine.dma {dst = #engine.space<host>, dst_base = 8192 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 1024>}
// CHECK-NEXT: engine.host_output

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  engine.program @main {
    engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 4096 : i64, dst_strides = array<i64>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64>, src = #engine.space<host>, src_base = 4096 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1048576, 1>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 128, 1>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 8, 3>}
    engine.dma {dst = #engine.space<dm>, dst_base = 536870912 : i64, dst_strides = array<i64: 1048576>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 128>, src = #engine.space<hbm>, src_base = 4096 : i64, src_strides = array<i64: 8>}
    %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[1 : 0, 8 : 1] : 8>, slices = array<i64: 0, 256>}
    %1 = engine.collect %0
    %2 = engine.vector_init %1 {dtype = i32}
    %3 = engine.vector_branch %2 {mode = #engine.branch<unconditional>}
    %4 = engine.vector_fxp %3 {imm = 1 : i64, op = #engine.fxp<add_fxp>}
    %5 = engine.vector_final %4
    engine.commit %5 {base = 4096 : i64, dtype = i32, in_size = 32 : i64, seq = #engine.seq<[1 : 64, 8 : 1] : 8>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 128>, src = #engine.space<dm>, src_base = 4096 : i64, src_strides = array<i64: 1048576>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 268439552 : i64, dst_strides = array<i64: 8>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 128>, src = #engine.space<dm>, src_base = 536875008 : i64, src_strides = array<i64: 1048576>}
    engine.dma {dst = #engine.space<host>, dst_base = 8192 : i64, dst_strides = array<i64>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<host>, dst_base = 12288 : i64, dst_strides = array<i64>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64>, src = #engine.space<hbm>, src_base = 268439552 : i64, src_strides = array<i64>}
    engine.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>}
  }
}
