// An op the engine dialect does not define cannot reach convert-engine-to-hw from text:
// as mlir-opt-22 does, the parser refuses an unknown op of a registered dialect even
// with --allow-unregistered-dialect (every verified engine op has a pattern). The
// pass's located failure and rollback for an engine op no pattern handles is covered
// by lowering/tests/engine_to_hw.rs, which builds the op directly.
// RUN: visa-opt %s --split-input-file --allow-unregistered-dialect --convert-engine-to-hw --verify-diagnostics

"engine.program"() ({
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1>, dtype = i32, packet = 64 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 1>, src = #engine.space<hbm>, src_base = 1024 : i64, src_strides = array<i64: 1>} : () -> ()
  // expected-error @+1 {{unregistered operation 'engine.barrier' found in dialect ('engine') that does not allow unknown operations}}
  "engine.barrier"() : () -> ()
}) {sym_name = "k"} : () -> ()
