// The hardware's rules for the Filter stage (visa_tcp::check::vector, docs/decisions.md
// C9F-1), as the hw verifier reports them on `hw.tu` passes.
// RUN: visa-opt %s --split-input-file --verify-diagnostics
// The filter keeps the elements of its group set, which it needs (docs/decisions.md C9F-1).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{the filter keeps the elements of its ExecutionId groups and needs a group set}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<comparison>, ve_branch_cfg = "cmp(x gt #0)", ve_dtype = i32} {
    hw.ve_op {capacity = 8 : i64, stage = #hw.ve_stage<filter>}
  }
}

// -----

// The filter is the last stage of a pass (stage order, manual L4733–4747).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{stage filter cannot follow stage filter}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<comparison>, ve_branch_cfg = "cmp(x gt #0)", ve_dtype = i32} {
    hw.ve_op {capacity = 8 : i64, group = 2 : i64, stage = #hw.ve_stage<filter>}
    hw.ve_op {capacity = 8 : i64, group = 2 : i64, stage = #hw.ve_stage<filter>}
  }
}

// -----

// A capacity of at least one element (docs/decisions.md C9F-1).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{the filter's capacity 0 is outside 1..=2048}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<comparison>, ve_branch_cfg = "cmp(x gt #0)", ve_dtype = i32} {
    hw.ve_op {capacity = 0 : i64, group = 2 : i64, stage = #hw.ve_stage<filter>}
  }
}

// -----

// The filter's groups are ExecutionIds the branch assigns (one InputCmp: 0 and 1).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{never assigns}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<comparison>, ve_branch_cfg = "cmp(x gt #0)", ve_dtype = i32} {
    hw.ve_op {capacity = 8 : i64, group = 4 : i64, stage = #hw.ve_stage<filter>}
  }
}
