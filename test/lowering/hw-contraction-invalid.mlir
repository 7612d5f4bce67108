// The contraction path's rules in the hw dialect: each manual constraint of the TRF load,
// the Aligner, the Reducer, the accumulator and the Cast Engine is an error at the pass,
// and the nested stages must come in pipeline order.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

hw.program @k {
  %0 = hw.tu attributes {context = #hw.context<sub>, fetch_base = 8192 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 4>, fetches_per_packet = 4 : i64, sink = "trf", slices = array<i64: 0, 1>, trf_address = #hw.trf_address<full>, trf_rows = 1 : i64}
  // expected-error @+2 {{'hw.tu' op has a RAW dependency on command #0 ('hw.tu') but does not wait for its token}}
  // expected-note @-2 {{the earlier command is here}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: to_trf writes 8192 bytes per Row; the second_half region holds 4096 (L1089, L4150–4159)}}
  %0 = hw.tu attributes {context = #hw.context<sub>, fetch_base = 8192 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[4096 : 1] : 4>, fetches_per_packet = 4 : i64, sink = "trf", slices = array<i64: 0, 1>, trf_address = #hw.trf_address<second_half>, trf_rows = 1 : i64}
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: the TRF holds i4, i8, f8 or bf16 weights, not i32 (L3782)}}
  %0 = hw.tu attributes {context = #hw.context<sub>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[64 : 1] : 2>, fetches_per_packet = 4 : i64, sink = "trf", slices = array<i64: 0, 1>, trf_address = #hw.trf_address<full>, trf_rows = 1 : i64}
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: the contraction uses 3 Rows; a Row count is 1, 2, 4 or 8 (L4162–4167)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 3 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: collect_flits is 3; the Stream Adapter collects 1 or 2 flits (L3916–3920)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 3 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: the TRF sequencer makes 32 reads but the Stream Adapter delivers 64 computation packets; the two computation mappings must match (L3777–3778)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[32 : 64] : 64>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: reg_read_size is 48 bytes; it is 1, 2, 4, 8, 16, 32 or 64 (L4104)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 48>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: a 64-byte TRF read needs a 64-byte aligned base and strides (L4110–4111)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 32 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: the TRF sequencer reads bytes 0..12160 of a Row; the full region has 8192 (L4150–4159)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 192] : 64>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: tree depth 6 exceeds 5, the deepest tree for bf16 (L4388, L4530–4531)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 6 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
    hw.cast {dtype = bf16}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: the Reducer outputs 64 elements per Row; at most 32 (depth 0 limit, L4531–4532)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[4096 : 1] : 32>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 0 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: Interleaved accumulation holds 256 values inner to the reduced axis; at most 128 (L4536)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[2048 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 4 : i64, depth = 3 : i64, inner = 64 : i64, reduce = 1 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: Sequential accumulation holds 64 values inner to the reduced axis; at most 32 (L4538)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[4096 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<sequential>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 8 : i64, reduce = 8 : i64, rows = 8 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: the Cast Engine converts i32 to i4/i8/i16 and f32 to f8e5m2/f8e4m3/f16/bf16, not f32 to i8 (L6776–6784)}}
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
    hw.cast {dtype = i8}
  }
}

// -----

hw.program @k {
  // expected-error @+1 {{'hw.tu' op is rejected by the hardware model: invalid configuration: the sub context cannot use the contraction engine (L3046–3052)}}
  %1 = hw.tu attributes {context = #hw.context<sub>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 4>, fetches_per_packet = 4 : i64, sink = "vrf", slices = array<i64: 0, 1>, vrf_addr = 0 : i64} {
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
  }
}

// -----

hw.program @k {
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.cast {dtype = bf16}
    // expected-error @+1 {{'hw.contract' op must be the first stage of its pass, and the only 'hw.contract'}}
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
  }
}

// -----

hw.program @k {
  %1 = hw.tu attributes {commit_base = 16384 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[4 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[2048 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    // expected-error @+1 {{unknown TRF address mode `half`}}
    hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<half>, collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #hw.seq<[64 : 64] : 64>}
  }
}
