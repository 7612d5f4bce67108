// An engine op no conversion pattern handles fails convert-engine-to-hw with the
// dialect-conversion framework's located failure, and the module is left unchanged.
// Only an op the engine dialect does not define can get here (every verified engine op
// has a pattern), so the input needs --allow-unregistered-dialect.
// RUN: visa-opt %s --split-input-file --allow-unregistered-dialect --convert-engine-to-hw --verify-diagnostics

"engine.program"() ({
  "engine.dma"() {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 1>, dtype = i32, packet = 64 : i64, queue = #engine.queue<tdma>, sizes = array<i64: 1>, src = #engine.space<hbm>, src_base = 1024 : i64, src_strides = array<i64: 1>} : () -> ()
  // expected-error @+3 {{failed to legalize operation 'engine.barrier'}}
  // expected-note @+2 {{'engine.barrier' is illegal in the conversion target}}
  // expected-note @+1 {{no conversion pattern applies to 'engine.barrier'}}
  "engine.barrier"() : () -> ()
}) {sym_name = "k"} : () -> ()
