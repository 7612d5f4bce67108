// The manual's Fetch/Commit Example 3 with d = 7 (002 L7812–7823: 72-byte rows, 24-byte
// fetch and commit packets, 6 cycles) cannot be configured: the fetch and commit
// sequencers' packets are 1, 2, 4, 8, 16 or 32 bytes (L1633, L1757), while L7795 says
// "8, 16, 24, or 32". The manual contradicts itself (digest-E F25); docs/decisions.md
// C10-3 keeps L1633, so the d = 7 row is rejected with a located error.
// RUN: visa-opt %s --verify-diagnostics

module attributes {mapping.axes = #mapping.axes<A = 65, B = 2>} {
  engine.program @main {
    // expected-error @+1 {{'seq' makes packets of 24 bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (manual: Moving Tensors › Sequencer › Configuration Failures)}}
    %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[144 : 1] : 24>, slices = array<i64: 0, 1>}
    %1 = engine.collect %0
    // expected-error @+1 {{'seq' makes packets of 24 bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (manual: Moving Tensors › Sequencer › Configuration Failures)}}
    engine.commit %1 {base = 1024 : i64, dtype = i8, in_size = 24 : i64, seq = #engine.seq<[144 : 1] : 24>}
  }
}
