// engine.transpose (manual L6820–7041, dialects/engine/src/transpose.rs): prints as written,
// reads back from the custom and generic forms, and convert-engine-to-hw nests it in the
// pass as hw.transpose, whose hw text reads back too (the element width, i8 here, is the
// stream's; the rules of visa_tcp::transpose::check_stage pass: 8 matrices of 8 × 1 flits
// = the 64 fetched flits, 8 × 8 = 64 output flits of 8 committed bytes).
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s
// RUN: visa-opt %s --convert-engine-to-hw | FileCheck %s --check-prefix=HW
// RUN: visa-opt %s --convert-engine-to-hw | visa-opt | FileCheck %s --check-prefix=HW
// RUN: visa-opt %s --convert-engine-to-hw --mlir-print-op-generic | visa-opt | FileCheck %s --check-prefix=HW

engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[512 : 1] : 8>, slices = array<i64: 0, 256>}
  %1 = engine.collect %0
  %2 = engine.transpose %1 {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  engine.commit %2 {base = 4096 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[512 : 1] : 8>}
}

// CHECK:      %[[C:.*]] = engine.collect %{{.*}}
// CHECK-NEXT: %[[T:.*]] = engine.transpose %[[C]] {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
// CHECK-NEXT: engine.commit %[[T]] {base = 4096 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[512 : 1] : 8>}

// HW:      hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>} {
// HW-NEXT:   hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
// HW-NEXT: }
