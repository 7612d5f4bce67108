// The contraction path lowered: K3's stream ops become engine.to_trf, one engine.contract
// (the configuration derived from the mappings: two flits per 64-byte packet, a 64-byte TRF
// read every step, depth 5, 64 steps summed into one slot) and engine.cast; the commit keeps
// 8 bytes of the cast flit; lower-to-hw nests hw.contract and hw.cast in the pass. The engine
// form prints and reads back.
// RUN: visa-opt %S/../../examples/dot_bf16.mlir --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// RUN: visa-opt %S/../../examples/dot_bf16.mlir --convert-stream-to-engine | visa-opt | FileCheck %s --check-prefix=ENGINE
// RUN: visa-opt %S/../../examples/dot_bf16.mlir --lower-to-hw | FileCheck %s --check-prefix=HW

// ENGINE: %[[S:.*]] = engine.collect
// ENGINE-NEXT: engine.to_trf %[[S]] {address = #engine.trf_address<full>, rows = 1 : i64}
// ENGINE: %[[C:.*]] = engine.collect
// ENGINE-NEXT: %[[K:.*]] = engine.contract %[[C]] {accumulation = #engine.accumulation<interleaved>, address = #engine.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #engine.seq<[64 : 64] : 64>}
// ENGINE-NEXT: %[[X:.*]] = engine.cast %[[K]] {dtype = bf16}
// ENGINE-NEXT: engine.commit %[[X]] {base = 8192 : i64, dtype = bf16, in_size = 8 : i64, seq = #engine.seq<[4 : 1] : 4>}

// HW: %[[T:.*]] = hw.tu({{.*}}) attributes {context = #hw.context<sub>, {{.*}}sink = "trf", {{.*}}trf_address = #hw.trf_address<full>, trf_rows = 1 : i64}
// HW: hw.tu({{.*}}%[[T]]{{.*}}) attributes {commit_base = 8192 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>
// HW-NEXT: hw.contract {accumulation = #hw.accumulation<interleaved>, {{.*}}trf_seq = #hw.seq<[64 : 64] : 64>}
// HW-NEXT: hw.cast {dtype = bf16}
// HW-NEXT: }
