// K5's GEMM (test/stream/kernels/gemm_bf16.mlir) lowered to the engine level: A's tensor
// DMA broadcasts over J / 32 (an outer source-stride-0 level), B goes to the TRF in 8 Rows,
// and the contraction engine's configuration derived from the mappings is the one
// sim/src/gemm.rs builds by hand (two flits per packet replayed for the 4 J / 8 % 4 tiles,
// the TRF read [I % 32 : 0, K / 32 : 64 B, J / 8 % 4 : 2048 B] : 64, K / 32 summed into 4
// slots), and the cast flit is committed 16 bytes at a time.
// RUN: visa-opt %S/../stream/kernels/gemm_bf16.mlir --convert-stream-to-engine | FileCheck %s

// CHECK: engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 2097152, 33554432, 2048>, dtype = bf16, packet = 2048 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 16, 16, 16>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 0, 32768, 2048>}
// CHECK: engine.to_trf %{{.*}} {address = #engine.trf_address<full>, rows = 8 : i64}
// CHECK: engine.contract %{{.*}} {accumulation = #engine.accumulation<interleaved>, address = #engine.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 4 : i64, reduce = 32 : i64, rows = 8 : i64, time_broadcast = 4 : i64, trf_base = 0 : i64, trf_seq = #engine.seq<[32 : 0, 32 : 64, 4 : 2048] : 64>}
// CHECK-NEXT: engine.cast %{{.*}} {dtype = bf16}
// CHECK-NEXT: engine.commit %{{.*}} {base = 131072 : i64, dtype = bf16, in_size = 16 : i64, seq = #engine.seq<[1024 : 1] : 8>}
