// What merge-sequencers must leave alone: commands whose ranges do not continue each
// other, commands with a hazard between them, different queues or element types,
// commands with another op between them, entries whose strides skip, and a packet at the
// 4096-byte limit (L2414).
// RUN: visa-opt %s --merge-sequencers | FileCheck %s

module {
  // CHECK-LABEL: engine.program @keep
  engine.program @keep {
    // A gap of 8 elements between the two HBM destinations: no fusion.
    // CHECK: engine.dma {{.*}}dst_base = 0 : i64{{.*}}packet = 8
    // CHECK-NEXT: engine.dma {{.*}}dst_base = 64 : i64{{.*}}packet = 8
    engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 0 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 64 : i64, dst_strides = array<i64>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 32 : i64, src_strides = array<i64>}
    // HBM -> HBM where the second reads what the first wrote (RAW): no fusion, even though
    // the ranges continue each other.
    // CHECK-NEXT: engine.dma {{.*}}dst_base = 4096 : i64{{.*}}src_base = 4064 : i64
    // CHECK-NEXT: engine.dma {{.*}}dst_base = 4128 : i64{{.*}}src_base = 4096 : i64
    engine.dma {dst = #engine.space<hbm>, dst_base = 4096 : i64, dst_strides = array<i64>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<hbm>, src_base = 4064 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 4128 : i64, dst_strides = array<i64>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<hbm>, src_base = 4096 : i64, src_strides = array<i64>}
    // Another element type: no fusion.
    // CHECK-NEXT: engine.dma {{.*}}dtype = i32
    // CHECK-NEXT: engine.dma {{.*}}dtype = f32
    engine.dma {dst = #engine.space<hbm>, dst_base = 8192 : i64, dst_strides = array<i64>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 4096 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 8224 : i64, dst_strides = array<i64>, dtype = f32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 4128 : i64, src_strides = array<i64>}
    // A pass between two continuing transfers keeps them apart.
    // CHECK-NEXT: engine.dma {{.*}}dst_base = 16384 : i64
    // The fetch sequencer's outer stride 9 skips past its 8-element range: it stays; the
    // commit's outer stride 8 continues it: `[16 : 1]`.
    // CHECK-NEXT: engine.fetch {{.*}}seq = #engine.seq<[2 : 9, 8 : 1] : 8>
    // CHECK: engine.commit {{.*}}seq = #engine.seq<[16 : 1] : 8>
    // CHECK-NEXT: engine.dma {{.*}}dst_base = 16416 : i64
    engine.dma {dst = #engine.space<hbm>, dst_base = 16384 : i64, dst_strides = array<i64>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 8192 : i64, src_strides = array<i64>}
    %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[2 : 9, 8 : 1] : 8>, slices = array<i64: 0, 256>}
    %1 = engine.collect %0
    engine.commit %1 {base = 65536 : i64, dtype = i32, in_size = 32 : i64, seq = #engine.seq<[2 : 8, 8 : 1] : 8>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 16416 : i64, dst_strides = array<i64>, dtype = i32, packet = 8 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 8224 : i64, src_strides = array<i64>}
    // Strides that skip stay; a full 4096-byte packet cannot absorb its loop.
    // CHECK-NEXT: engine.dma {{.*}}dst_strides = array<i64: 4096, 1024>{{.*}}packet = 1024 : i64{{.*}}sizes = array<i64: 2, 2>{{.*}}src_strides = array<i64: 4096, 1024>
    engine.dma {dst = #engine.space<hbm>, dst_base = 32768 : i64, dst_strides = array<i64: 4096, 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 2, 2>, src = #engine.space<dm>, src_base = 65536 : i64, src_strides = array<i64: 4096, 1024>}
  }
}

