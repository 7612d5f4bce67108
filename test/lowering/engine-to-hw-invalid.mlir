// Errors convert-engine-to-hw reports on verified engine programs.
// RUN: visa-opt %s --split-input-file --convert-engine-to-hw --verify-diagnostics

// The sub context has no vector engine (L3046–3052).
"engine.program"() ({
  // expected-error @+1 {{the sub context cannot use the vector engine (L3046–3052)}}
  %0 = "engine.fetch"() {base = 0 : i64, context = "sub", dtype = i32, fetches_per_packet = 1 : i64, packet = 8 : i64, sizes = array<i64: 8>, slices = array<i64: 0, 256>, strides = array<i64: 1>} : () -> !engine.stream
  %1 = "engine.collect"(%0) : (!engine.stream) -> !engine.stream
  %2 = "engine.vector_init"(%1) {dtype = i32} : (!engine.stream) -> !engine.stream
  %3 = "engine.vector_branch"(%2) {mode = "unconditional"} : (!engine.stream) -> !engine.stream
  %4 = "engine.vector_final"(%3) : (!engine.stream) -> !engine.stream
  "engine.commit"(%4) {base = 4096 : i64, dtype = i32, packet = 8 : i64, sizes = array<i64: 8>, strides = array<i64: 1>} : (!engine.stream) -> ()
}) {sym_name = "k"} : () -> ()
