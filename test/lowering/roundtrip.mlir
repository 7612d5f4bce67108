// Every engine and hw op in its custom form prints as written, and reads back from
// both the custom and the generic form.
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s

engine.program @e {
  engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
  engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1024>}
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<sub>, dtype = i32, fetches_per_packet = 4 : i64, seq = #engine.seq<[8 : 1] : 2>, slices = array<i64: 0, 256>}
  %1 = engine.switch %0 {topology = #engine.switch<forward>}
  %2 = engine.collect %1
  engine.to_vrf %2 {addr = 0 : i64}
  %3 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>}
  %4 = engine.collect %3
  %5 = engine.vector_init %4 {dtype = i32}
  %6 = engine.vector_branch %5 {mode = #engine.branch<unconditional>}
  %7 = engine.vector_fxp %6 {imm = 1 : i64, op = #engine.fxp<add_fxp>}
  %8 = engine.vector_final %7
  engine.commit %8 {base = 4096 : i64, dtype = i32, in_size = 32 : i64, seq = #engine.seq<[8 : 1] : 8>}
  engine.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>}
}

hw.program @h {
  hw.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
  hw.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>}
  %0 = hw.dma attributes {queue = #hw.queue<tdma>} {
    hw.descriptor {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>}
  }
  %1 = hw.tu(%0) attributes {commit_base = 4096 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, switch = #hw.switch<forward>, ve_branch = #hw.branch<unconditional>, ve_dtype = i32} {
    hw.ve_fxp {imm = 1 : i64, op = #hw.fxp<add_fxp>}
  }
}

// CHECK-LABEL: engine.program @e {
// CHECK-NEXT:    engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
// CHECK-NEXT:    engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 1024>, dtype = i32, packet = 1024 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 2>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 1024>}
// CHECK-NEXT:    %[[F0:.*]] = engine.fetch {base = 0 : i64, context = #engine.context<sub>, dtype = i32, fetches_per_packet = 4 : i64, seq = #engine.seq<[8 : 1] : 2>, slices = array<i64: 0, 256>}
// CHECK-NEXT:    %[[S:.*]] = engine.switch %[[F0]] {topology = #engine.switch<forward>}
// CHECK-NEXT:    %[[C0:.*]] = engine.collect %[[S]]
// CHECK-NEXT:    engine.to_vrf %[[C0]] {addr = 0 : i64}
// CHECK-NEXT:    %[[F1:.*]] = engine.fetch {base = 0 : i64, context = #engine.context<main>, {{.*}}}
// CHECK-NEXT:    %[[C1:.*]] = engine.collect %[[F1]]
// CHECK-NEXT:    %[[I:.*]] = engine.vector_init %[[C1]] {dtype = i32}
// CHECK-NEXT:    %[[B:.*]] = engine.vector_branch %[[I]] {mode = #engine.branch<unconditional>}
// CHECK-NEXT:    %[[X:.*]] = engine.vector_fxp %[[B]] {imm = 1 : i64, op = #engine.fxp<add_fxp>}
// CHECK-NEXT:    %[[V:.*]] = engine.vector_final %[[X]]
// CHECK-NEXT:    engine.commit %[[V]] {base = 4096 : i64, dtype = i32, in_size = 32 : i64, seq = #engine.seq<[8 : 1] : 8>}
// CHECK-NEXT:    engine.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>}
// CHECK-NEXT:  }
// CHECK-LABEL: hw.program @h {
// CHECK-NEXT:    hw.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
// CHECK-NEXT:    hw.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>}
// CHECK-NEXT:    %[[D:.*]] = hw.dma attributes {queue = #hw.queue<tdma>} {
// CHECK-NEXT:      hw.descriptor {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304>, engine = 0 : i64, packet_bytes = 32 : i64, sizes = array<i64: 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 32>}
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = hw.tu(%[[D]]) attributes {commit_base = {{.*}}switch = #hw.switch<forward>, ve_branch = #hw.branch<unconditional>, ve_dtype = i32} {
// CHECK-NEXT:      hw.ve_fxp {imm = 1 : i64, op = #hw.fxp<add_fxp>}
// CHECK-NEXT:    }
// CHECK-NEXT:  }
