// stream.to_trf writes the collected flits into the TRF as they arrive, padding
// included (docs/decisions.md C8E-1): the TRF tensor's Row, Element must be the
// collected Time, Packet position for position, not merely the same indices.
// (Regression: issue 8, the GEMV whose x arrived as 16-byte packets padded to a flit
// and was typed as a dense m[J] TRF; the simulator read the pads.)
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// The collect pads each 16-byte packet to a flit: a dense Element m[A] drops the pads.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8 # 16]>
    // expected-error @+1 {{must be the collected stream's Time, Packet m[A / 8, A % 8 # 16] position for position, padding included}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8 # 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    stream.return
  }
}

// -----

// Same indices in another order: the TRF is not written transposed.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{position for position, padding included}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A % 16, A / 16]>
    stream.return
  }
}

// -----

// The padded Element is accepted (8192 bytes, the whole TRF row of TrfAddress::Full).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8 # 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8 # 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 8, A % 8 # 16]>
    stream.return
  }
}
