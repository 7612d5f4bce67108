// The contraction path in the hw dialect: a `to_trf` sink (sink = "trf") in the sub
// context, then a main pass with `hw.contract` and `hw.cast` nested in pipeline order
// (L3670–4548, L6756–6819). Prints as written and reads back from the custom and generic
// forms; the program verifier runs the hardware model's rules on both passes.
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s

hw.program @dot {
  %0 = hw.tu attributes {context = #hw.context<sub>, fetch_base = 8192 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 4>, fetches_per_packet = 4 : i64, sink = "trf", slices = array<i64: 0, 1>, trf_address = #hw.trf_address<full>, trf_rows = 1 : i64}
  %1 = hw.tu(%0) attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
    hw.cast {dtype = bf16}
  }
}

// CHECK-LABEL: hw.program @dot {
// CHECK-NEXT:    %[[T:.*]] = hw.tu attributes {context = #hw.context<sub>, {{.*}}sink = "trf", slices = array<i64: 0, 1>, trf_address = #hw.trf_address<full>, trf_rows = 1 : i64}
// CHECK-NEXT:    %{{.*}} = hw.tu(%[[T]]) attributes {commit_base = 16384 : i64, {{.*}}, sink = "commit", slices = array<i64: 0, 1>} {
// CHECK-NEXT:      hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
// CHECK-NEXT:      hw.cast {dtype = bf16}
// CHECK-NEXT:    }
// CHECK-NEXT:  }
