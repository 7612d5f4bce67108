// Time-dependent fetch masking (L1877–1936, docs/decisions.md T9M-1): what the hardware's
// per-index mask cannot say is a located lowering error, one chunk each.
// RUN: visa-opt %s --split-input-file --convert-stream-to-engine --verify-diagnostics

// More than 8 indices of the padded axis: only the last may be partial (L1902, L1927–1928).
// K = 1000 of 1024 in 8-lane packets leaves indices 125..127 masked.
!host = !stream.host<f32, m[S, K]>
!hbm = !stream.hbm<f32, m[1], m[S, K # 1024]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K # 1024]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K # 1024]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K # 1024 / 8], m[K # 1024 % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K # 1024 / 8], m[K # 1024 % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 1000>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{may mask only its last position on the right; per-position counts cover at most 8}}
    %f = stream.fetch %b pad 0.0 : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 8192 : !collect -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %in = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}


// -----

// The padded axis split in three (two Time entries and the Packet): the mask steps one
// Time entry only (`last_dim`, L1898–1902).
!host = !stream.host<f32, m[S, K]>
!hbm = !stream.hbm<f32, m[1], m[S, K # 64]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K # 64]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K # 64]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K # 64 / 32, K # 64 % 32 / 8], m[K # 64 % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K # 64 / 32, K # 64 % 32 / 8], m[K # 64 % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 60>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{the fetch adapter masks a padded axis read whole by the Packet or split into one Time entry and the whole Packet; the padding of Packet m[K # 64 % 8] is not}}
    %f = stream.fetch %b pad 0.0 : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 8192 : !collect -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %in = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}


// -----

// The padded axis fills only part of the Packet (A outside it): the mask counts lanes of
// whole packets (L1898–1902).
!host = !stream.host<bf16, m[S, A, K]>
!hbm = !stream.hbm<bf16, m[1], m[S, A, K # 16]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[A, K # 16]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[S], m[1], m[A, K # 16]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[S], m[K # 16 / 8], m[A, K # 16 % 8]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[S], m[K # 16 / 8], m[A, K # 16 % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 2, K = 12>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{the padded axis fills 8 of the packet's 16 lanes}}
    %f = stream.fetch %b pad 0.0 : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 8192 : !collect -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %in = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
