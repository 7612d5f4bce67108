// schedule-commands rejects schedules the hardware cannot run safely (digest-E §1.7 E2;
// the bank-starvation rule, manual: Moving Tensors › DMA Engine › Optimizing DMA
// Performance › Bank Starvation, L2869–2908). The bank runs are worked by hand: an i32
// fetch of 2-element (8-byte) packets whose outer stride is 32 elements = 128 bytes stays
// on one bank (bits 3–6), so `[n : 32, 2 : 1] : 2` makes a run of n.
// RUN: visa-opt %s --split-input-file --schedule-commands --verify-diagnostics
// RUN: not visa-opt %s --split-input-file --pass-pipeline='builtin.module(schedule-commands{bank-starvation=serialize})' 2>&1 | FileCheck %s --check-prefix=SERIAL

// E2: the pass fetches DM bytes 0..32 of each slice and commits to the same bytes.
module {
  hw.program @p {
    // expected-error @+1 {{reads bytes it also writes: the order of a command's own reads and writes is not defined}}
    %0 = hw.tu attributes {commit_base = 0 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>}
  }
}
// SERIAL: reads bytes it also writes

// -----

// 64 consecutive accesses to one bank.
module {
  hw.program @p {
    // expected-error @+1 {{may access one DM bank 64 times in a row (the limit is 64 while the DMA is active)}}
    %0 = hw.tu attributes {commit_base = 65536 : i64, commit_dtype = i32, commit_in_size = 8 : i64, commit_seq = #hw.seq<[128 : 1] : 2>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[64 : 32, 2 : 1] : 2>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>}
  }
}
// SERIAL: hw.program @p

// -----

// Runs of 40 (main) and 30 (sub) on commands no dependency orders: together 70 >= 64.
module {
  hw.program @p {
    // expected-note @+1 {{the other command is here}}
    %0 = hw.tu attributes {commit_base = 65536 : i64, commit_dtype = i32, commit_in_size = 8 : i64, commit_seq = #hw.seq<[80 : 1] : 2>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[40 : 32, 2 : 1] : 2>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>}
    // expected-error @+1 {{may run beside command #0 on the other context; their runs of same-bank accesses (30 and 40) add up to 64 or more}}
    %1 = hw.tu attributes {commit_base = 131072 : i64, commit_dtype = i32, commit_in_size = 8 : i64, commit_seq = #hw.seq<[60 : 1] : 2>, context = #hw.context<sub>, fetch_base = 32768 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[30 : 32, 2 : 1] : 2>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>}
  }
}
// SERIAL: hw.program @p

// -----

// Accepted: the same runs, but the sub command reads what the main command wrote (RAW),
// so they never run together; and a run of 63 that reads what the sub command wrote.
module {
  hw.program @p {
    %0 = hw.tu attributes {commit_base = 65536 : i64, commit_dtype = i32, commit_in_size = 8 : i64, commit_seq = #hw.seq<[80 : 1] : 2>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[40 : 32, 2 : 1] : 2>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>}
    %1 = hw.tu(%0) attributes {commit_base = 131072 : i64, commit_dtype = i32, commit_in_size = 8 : i64, commit_seq = #hw.seq<[60 : 1] : 2>, context = #hw.context<sub>, fetch_base = 65536 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[30 : 32, 2 : 1] : 2>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>}
    %2 = hw.tu(%1) attributes {commit_base = 196608 : i64, commit_dtype = i32, commit_in_size = 8 : i64, commit_seq = #hw.seq<[126 : 1] : 2>, context = #hw.context<main>, fetch_base = 131072 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[63 : 32, 2 : 1] : 2>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>}
  }
}
// SERIAL: hw.program @p
