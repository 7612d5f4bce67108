// engine.transpose's verifier (pipeline order, attribute ranges) and the pass rules
// convert-engine-to-hw reports on it (visa_tcp::transpose::check_stage, manual L6820–7041).
// RUN: visa-opt %s --split-input-file --convert-engine-to-hw --verify-diagnostics

// The engine takes its flits from collect, the contraction, the vector engine or the cast
// engine (L6872–6875), never straight from the fetch.
engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[512 : 1] : 8>, slices = array<i64: 0, 256>}
  // expected-error @+1 {{cannot follow 'engine.fetch' in a Tensor-Unit pass (expected after engine.collect or engine.contract or engine.vector_final or engine.cast)}}
  %1 = engine.transpose %0 {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  engine.commit %1 {base = 4096 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[512 : 1] : 8>}
}

// -----

// A pass has at least one matrix.
engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[512 : 1] : 8>, slices = array<i64: 0, 256>}
  %1 = engine.collect %0
  // expected-error @+1 {{'iterations' must be at least 1}}
  %2 = engine.transpose %1 {in_rows = 8 : i64, iterations = 0 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  engine.commit %2 {base = 4096 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[512 : 1] : 8>}
}

// -----

// Attribute kinds: a count is a non-negative integer.
engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[512 : 1] : 8>, slices = array<i64: 0, 256>}
  %1 = engine.collect %0
  // expected-error @+1 {{attribute 'in_rows' must be non-negative, got -8}}
  %2 = engine.transpose %1 {in_rows = -8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  engine.commit %2 {base = 4096 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[512 : 1] : 8>}
}

// -----

// L6878–6883: f32 elements take at most 2 input rows; the element width is the stream's
// (the fetched f32), so 8 × 8 i8-shaped matrices are refused when the pass is lowered.
engine.program @k {
  // expected-error @+1 {{in_rows 8 is outside 1..=2 for 32-bit elements}}
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = f32, fetches_per_packet = 1 : i64, seq = #engine.seq<[512 : 1] : 8>, slices = array<i64: 0, 256>}
  %1 = engine.collect %0
  %2 = engine.transpose %1 {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  engine.commit %2 {base = 4096 : i64, dtype = f32, in_size = 32 : i64, seq = #engine.seq<[512 : 1] : 8>}
}

// -----

// L6899–6903: 4 matrices of 8 × 1 flits are 32 flits; the fetch delivers 64.
engine.program @k {
  // expected-error @+1 {{the transpose engine reads 4 matrices of 8 × 1 flits = 32 flits, but the stream carries 64}}
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[512 : 1] : 8>, slices = array<i64: 0, 256>}
  %1 = engine.collect %0
  %2 = engine.transpose %1 {in_rows = 8 : i64, iterations = 4 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  engine.commit %2 {base = 4096 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[512 : 1] : 8>}
}
