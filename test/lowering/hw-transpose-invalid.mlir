// The Transpose Engine's rules in the hw dialect (manual L6820–7041, dialects/hw/src/transpose.rs,
// visa_tcp::transpose::check_stage): each constraint the pass checks is an error at the pass
// ('hw.tu'), the reader's ranges and the stage order at the nested op.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// L6878–6883: 8-bit elements take at most 8 input rows (G52).
hw.program @k {
  // expected-error @+1 {{in_rows 9 is outside 1..=8 for 8-bit elements}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 9 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  }
}

// -----

// L6878–6883: 16-bit elements take at most 4 input rows (G52): bf16, 64 flits as 8 × 8.
hw.program @k {
  // expected-error @+1 {{in_rows 8 is outside 1..=4 for 16-bit elements}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = bf16, commit_in_size = 8 : i64, commit_seq = #hw.seq<[256 : 1] : 4>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = bf16, fetch_seq = #hw.seq<[1024 : 1] : 16>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  }
}

// -----

// L6878–6883: in_cols = packets_per_col × elements_per_packet must be 8, 16 or 32 for i8
// (3 × 8 = 24 is not; G52).
hw.program @k {
  // expected-error @+1 {{in_cols 24 (packets_per_col 3 × elements_per_packet 8) is not one of [8, 16, 32] for 8-bit elements}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 3 : i64, valid_per_packet = 8 : i64}
  }
}

// -----

// An absurd packets_per_col (2^31) is the same located error, never an overflow (found by
// tools/tests/mutation.rs): in_cols saturates at u32::MAX.
hw.program @k {
  // expected-error @+1 {{in_cols 4294967295 (packets_per_col 2147483648 × elements_per_packet 8) is not one of [8, 16, 32] for 8-bit elements}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 2147483648 : i64, valid_per_packet = 8 : i64}
  }
}

// -----

// L6860–6863: an i8 input packet holds at most elements_per_packet = 8 data elements.
hw.program @k {
  // expected-error @+1 {{each input packet must hold 1..=8 data elements, got 9}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 9 : i64}
  }
}

// -----

// L6899–6903: the stream must be exactly n matrices of in_rows × packets_per_col flits:
// 4 × 8 = 32, but the fetch delivers 64 flits.
hw.program @k {
  // expected-error @+1 {{the transpose engine reads 4 matrices of 8 × 1 flits = 32 flits, but the stream carries 64}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 4 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  }
}

// -----

// The Transpose Engine is a compute engine: main context only (L3046–3052, decision C9D-1).
hw.program @k {
  // expected-error @+1 {{the sub context cannot use the transpose engine}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<sub>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  }
}

// -----

// Trim (L6845–6846) keeps 4 of 8 rows per matrix: 8 × 4 = 32 output flits of 8 bytes after
// the commit truncation, not the 64 the commit sequencer writes.
hw.program @k {
  // expected-error @+1 {{the stream carries 256 bytes after truncation but the commit sequencer writes 512}}
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 4 : i64}
  }
}

// -----

// A pass has at least one matrix.
hw.program @k {
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    // expected-error @+1 {{'iterations' must be at least 1}}
    hw.transpose {in_rows = 8 : i64, iterations = 0 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
  }
}

// -----

// The Transpose Engine is the last stage before the sink (L6820–6822): nothing follows it.
hw.program @k {
  %0 = hw.tu attributes {commit_base = 4096 : i64, commit_dtype = i8, commit_in_size = 8 : i64, commit_seq = #hw.seq<[512 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i8, fetch_seq = #hw.seq<[512 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 1>} {
    hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
    // expected-error @+1 {{comes after 'hw.transpose'; the transpose engine is the last stage before the sink}}
    hw.cast {dtype = bf16}
  }
}
