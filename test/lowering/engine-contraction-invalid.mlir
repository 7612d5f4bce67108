// The engine contraction ops' verifiers: pipeline order and attribute kinds.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = bf16, fetches_per_packet = 1 : i64, seq = #engine.seq<[2048 : 1] : 16>, slices = array<i64: 0, 1>}
  // expected-error @+1 {{cannot follow 'engine.fetch' in a Tensor-Unit pass (expected after engine.collect)}}
  %1 = engine.contract %0 {accumulation = #engine.accumulation<interleaved>, address = #engine.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #engine.seq<[64 : 64] : 64>}
  %2 = engine.cast %1 {dtype = bf16}
  engine.commit %2 {base = 8192 : i64, dtype = bf16, in_size = 8 : i64, seq = #engine.seq<[4 : 1] : 4>}
}

// -----

engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 1>}
  // The cast takes whole flits: after the contraction, the vector engine or the collect
  // (CollectTensor::cast, manual L6761–6780), never straight after the fetch.
  // expected-error @+1 {{cannot follow 'engine.fetch' in a Tensor-Unit pass (expected after engine.contract or engine.vector_final or engine.collect)}}
  %2 = engine.cast %0 {dtype = i8}
  engine.commit %2 {base = 8192 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[8 : 1] : 8>}
}

// -----

engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = bf16, fetches_per_packet = 1 : i64, seq = #engine.seq<[2048 : 1] : 16>, slices = array<i64: 0, 1>}
  %1 = engine.collect %0
  // expected-error @+1 {{attribute 'rows' must be non-negative, got -1}}
  %2 = engine.contract %1 {accumulation = #engine.accumulation<interleaved>, address = #engine.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = -1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #engine.seq<[64 : 64] : 64>}
  engine.commit %2 {base = 8192 : i64, dtype = f32, in_size = 32 : i64, seq = #engine.seq<[8 : 1] : 8>}
}

// -----

engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<sub>, dtype = bf16, fetches_per_packet = 4 : i64, seq = #engine.seq<[2048 : 1] : 4>, slices = array<i64: 0, 1>}
  %1 = engine.collect %0
  // expected-error @+1 {{unknown accumulation kind `full`}}
  engine.to_trf %1 {address = #engine.accumulation<full>, rows = 1 : i64}
}
