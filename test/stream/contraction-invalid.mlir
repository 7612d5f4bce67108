// Every constraint the contraction path's verifiers check (stream.to_trf, align,
// contract, accumulate, cast), one chunk each; the messages cite the manual
// (002_*.txt) lines they come from. A chunk may also expect the errors that the broken
// value causes downstream.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// to_trf: the input is a collected stream (manual L4040).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the input must be at position collect, got `fetch`}}
    %w = stream.to_trf %s1 full : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// to_trf: the result is a TRF tensor.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result must be a TRF tensor (`!stream.trf`)}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the weight operand must be a TRF tensor (`!stream.trf`, manual: Computing Tensors › Contraction Engine › Aligner), got a dm tensor}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// to_trf: the Contraction Engine takes i4, i8, f8 or bf16 (manual L3782).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<f16, m[1], m[A]>, %rhs: !stream.hbm<f16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<f16, m[1], m[A]> -> !stream.dm<f16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<f16, m[1], m[A]> -> !stream.dm<f16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<f16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF tensor: the Contraction Engine takes i4, i8, f8 or bf16 elements, got f16 (manual: Computing Tensors › Contraction Engine)}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<f16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<f16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result: element type bf16 does not match f16}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, f16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<f16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// to_trf: Cluster::SIZE == 2 (manual L1081).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result: Cluster::SIZE must be 2 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got 1; pad with m[1 # 2]}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF operand's Cluster mapping m[1] must be the stream's m[1 # 2] (manual: Computing Tensors › Contraction Engine › Aligner)}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// to_trf: the TRF tensor keeps the stream's Slice (manual L4073).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF tensor's Slice mapping m[A / 1024 # 256] must be the stream's m[1 # 256] (manual: Computing Tensors › Contraction Engine › Aligner)}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[1], m[A % 1024]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF operand's Slice mapping m[A / 1024 # 256] must be the stream's m[1 # 256] (manual: Computing Tensors › Contraction Engine › Aligner)}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[1], m[A % 1024]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// to_trf: Row::SIZE is 1, 2, 4 or 8 (manual L4162–4167).
module attributes {mapping.axes = #mapping.axes<A = 2048, R = 3>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF tensor: Row::SIZE must be 1, 2, 4 or 8 (manual: Computing Tensors › Contraction Engine › TRF Sequencer), got 3}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[R], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result's Row m[1] must be the TRF tensor's Row m[R] (manual: Computing Tensors › Contraction Engine › Aligner)}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[R], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// to_trf: a half of the TRF holds 4 KB per Row (manual L1089, L4150–4159).
module attributes {mapping.axes = #mapping.axes<A = 4096>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF tensor: Element::SIZE * size_of::<D>() = 8192 bytes exceeds the 4096 bytes per Row of TrfAddress::first_half (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %w = stream.to_trf %s2 first_half : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// to_trf: Row, Element hold the streamed tensor (manual L4053–4055).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF tensor's Row, Element must hold the streamed tensor (manual: Computing Tensors › Contraction Engine › TRF Sequencer): index {A: 1} is held by m[A / 16, A % 16] but not by m[1, A / 2]}}
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 2]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 2]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the input is a collected stream (manual L3812).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the input must be at position collect, got `fetch`}}
    %m3 = stream.align %m1, %w : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the result is at position aligned.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result must be at position `aligned`, got `contraction`}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<contraction, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the input must be at position aligned, got `contraction`}}
    %m4 = stream.contract %m3 : !stream.tensor<contraction, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the result runs in the input's context.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result runs in context `sub` but the input in `main`}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the result runs in context `main` but the input in `sub`}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the pair keeps the element type.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result: element type f32 does not match bf16}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the input: the Contraction Engine takes i4, i8, f8 or bf16 elements, got f32 (manual: Computing Tensors › Contraction Engine)}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the weight operand is a TRF tensor (manual L3812).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_vrf %s2 at 0 : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.vrf<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the weight operand must be a TRF tensor (`!stream.trf`, manual: Computing Tensors › Contraction Engine › Aligner), got a vrf tensor}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.vrf<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the TRF tensor keeps the stream's Slice (manual L3812).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[A % 1024]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[A % 1024]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[1], m[A % 1024]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[1], m[A % 1024]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[A % 1024 / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[A % 1024 / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[A % 1024 / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[A % 1024 / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[1], m[A % 1024]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF operand's Slice mapping m[A / 1024 # 256] must be the stream's m[1 # 256] (manual: Computing Tensors › Contraction Engine › Aligner)}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[A / 1024 # 256], m[1], m[A % 1024]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the result's Row is the TRF tensor's (manual L3791, L4168).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the result's Row m[1 # 2] must be the TRF tensor's Row m[1] (manual: Computing Tensors › Contraction Engine › Aligner)}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the Row mapping passes through the Reducer (manual: Computing Tensors › Contraction Engine › Reducer): expected m[1 # 2], got m[1]}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the computation packet is 64 bytes (manual L3921).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the computation packet must be 64 bytes (the MAC width, manual: Computing Tensors › Contraction Engine › Stream Adapter), got 32 bytes}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the Reducer keeps Time (manual: Computing Tensors › Contraction Engine › Reducer): Time mapping m[A / 32] of the result is not equivalent to m[A / 16] of the input}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 16], m[A % 16]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// align: the computation mapping covers the stream (manual L3777).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the computation mapping must cover the stream's indices (manual: Computing Tensors › Contraction Engine): index {A: 32} is held by m[A / 16, A % 16] but not by m[1, A / 64, A % 32]}}
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 32]>
    // expected-error @+1 {{the Reducer keeps Time (manual: Computing Tensors › Contraction Engine › Reducer): Time mapping m[A / 32] of the result is not equivalent to m[A / 64] of the input}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// contract: the input is an aligned pair.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the input must be at position aligned, got `collect`}}
    %m4 = stream.contract %m2 : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// contract: bf16 contracts to f32 (manual L4297–4331).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the Reducer produces f32 from bf16 (manual: Computing Tensors › Contraction Engine › Reducer), got bf16}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// contract: Row passes through (manual L4392).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the Row mapping passes through the Reducer (manual: Computing Tensors › Contraction Engine › Reducer): expected m[1], got m[1 # 2]}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[A / 32], m[1]>
    stream.return
  }
}

// -----

// contract: Time passes through (manual L4392).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the Reducer keeps Time (manual: Computing Tensors › Contraction Engine › Reducer): Time mapping m[A / 64] of the result is not equivalent to m[A / 32] of the input}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]>
    stream.return
  }
}

// -----

// contract: the result Packet is the input's divided by 2^n (manual L4384–4395).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the result Packet m[A % 4] must be the input Packet m[A % 32] divided by 2^n for a tree depth n <= 5 (bf16 elements per 64-byte packet), slicing off only padding (manual: Computing Tensors › Contraction Engine › Reducer)}}
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 4]>
    stream.return
  }
}

// -----

// accumulate: the input is a contraction tensor.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    // expected-error @+1 {{the input must be at position contraction, got `aligned`}}
    %m5 = stream.accumulate %m3 interleaved : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// accumulate: keeps f32.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    // expected-error @+1 {{the result: element type bf16 does not match f32}}
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    // expected-error @+1 {{the Cast Engine converts i32 to i4, i8 or i16 and f32 to f8E5M2, f8E4M3FN, f16 or bf16 (manual: Computing Tensors › Cast Engine), not bf16 to bf16}}
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// accumulate: interleaved outputs Row # 8 (manual L4435–4450).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    // expected-error @+1 {{an interleaved accumulation outputs one element per Row: Packet must be m[1 # 8] (Row # 8), got m[1 # 4] (manual: Computing Tensors › Contraction Engine › Reducer)}}
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 4]>
    // expected-error @+1 {{the input packet must be one 32-byte flit, got 16 bytes; collect first (manual: Computing Tensors › Cast Engine)}}
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 4]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// accumulate: sequential outputs 8 elements per beat (manual L4482–4527).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    // expected-error @+1 {{a sequential accumulation outputs 8 elements of the reduced packet per beat: Packet::SIZE must be 8, got 4 (16 bytes; manual: Computing Tensors › Contraction Engine › Reducer)}}
    %m5 = stream.accumulate %m4 sequential : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 4]>
    // expected-error @+1 {{the input packet must be one 32-byte flit, got 16 bytes; collect first (manual: Computing Tensors › Cast Engine)}}
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 4]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// accumulate: the result holds only indices of the input (manual L4326).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    // expected-error @+1 {{the accumulated result may only hold indices of the input (manual: Computing Tensors › Contraction Engine › Reducer): index {A: 16} is held by m[A / 16, 1 # 8] but not by m[1, A / 32, 1]}}
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[1 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[1 # 16]>
    stream.return
  }
}

// -----

// cast: the Cast Engine converts i32 to i4/i8/i16 and f32 to f8/f16/bf16 (manual L6770–6775).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    // expected-error @+1 {{the Cast Engine converts i32 to i4, i8 or i16 and f32 to f8E5M2, f8E4M3FN, f16 or bf16 (manual: Computing Tensors › Cast Engine), not f32 to i8}}
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 32]>
    stream.return
  }
}

// -----

// cast: Time passes through (manual L6782).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    // expected-error @+1 {{the Cast Engine keeps Time (manual: Computing Tensors › Cast Engine): Time mapping m[1 # 2] of the result is not equivalent to m[1] of the input}}
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[1 # 16]>
    stream.return
  }
}

// -----

// cast: the output packet is one 32-byte flit (manual L6782–6784).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    // expected-error @+1 {{the cast packet is re-padded to one 32-byte flit: Packet must be 32 bytes, got 16 (manual: Computing Tensors › Cast Engine)}}
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    stream.return
  }
}

// -----

// cast: the input is collected, accumulated or out of the Vector Engine.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    // expected-error @+1 {{the input must be at position collect or reduce or vector_final, got `contraction`}}
    %m6 = stream.cast %m4 : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// cast: lane j of the output is the cast of lane j of the input (manual L6782–6784).
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%x: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{each output lane is the cast of the same input lane: Packet m[A % 8 / 2 # 32] must be the input Packet m[A % 8] re-padded (manual: Computing Tensors › Cast Engine)}}
    %y = stream.cast %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<cast, main, i8, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8 / 2 # 32]>
    stream.return
  }
}

// -----

// contract: at most 32 columns per Row leave the Reducer (manual L4396–4402, L4531–4532):
// an i8 packet of 64 elements needs a tree of depth >= 1.
!hbm = !stream.hbm<i8, m[1], m[A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
!col = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
!scol = !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
!trf = !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
!pair = !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%x: !hbm, %w: !hbm) attributes {chips = 1 : i64} {
    %xd = stream.to_dm %x at 0 : !hbm -> !dm
    %wd = stream.to_dm %w at 4096 : !hbm -> !dm
    %s0 = stream.begin %wd : !dm -> !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !scol
    %t = stream.to_trf %s2 full : !scol -> !trf
    %m0 = stream.begin %xd : !dm -> !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !col
    %p = stream.align %m2, %t : !col, !trf -> !pair
    // expected-error @+1 {{the Reducer outputs at most 32 columns per Row, got 64 (tree depth 0; manual: Computing Tensors › Contraction Engine › Reducer)}}
    %r = stream.contract %p : !pair -> !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]>
    stream.return
  }
}

// -----

// accumulate: Interleaved holds at most 128 values inner to the outermost summed axis
// (manual L4409, L4432, L4534–4538; 1024 slots for 8 Rows): with K / 32 summed outside
// N, N × 32 columns = 256.
!x = !stream.hbm<bf16, m[1], m[K]>
!w = !stream.hbm<bf16, m[1], m[N, K]>
!xdm = !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[K]>
!wdm = !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[N, K]>
!scol = !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, K / 16], m[K % 16]>
!trf = !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, K]>
!col = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[K / 16], m[K % 16]>
!pair = !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[K / 32, N], m[K % 32]>
!con = !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[K / 32, N], m[K % 32]>
module attributes {mapping.axes = #mapping.axes<K = 64, N = 8>} {
  stream.kernel @k(%x: !x, %w: !w) attributes {chips = 1 : i64} {
    %xd = stream.to_dm %x at 0 : !x -> !xdm
    %wd = stream.to_dm %w at 4096 : !w -> !wdm
    %s0 = stream.begin %wd : !wdm -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, K]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, K]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, K / 16], m[K % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, K / 16], m[K % 16]> -> !scol
    %t = stream.to_trf %s2 full : !scol -> !trf
    %m0 = stream.begin %xd : !xdm -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[K]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[K]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[K / 16], m[K % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[K / 16], m[K % 16]> -> !col
    %p = stream.align %m2, %t : !col, !trf -> !pair
    %r = stream.contract %p : !pair -> !con
    // expected-error @+1 {{interleaved accumulation holds 256 values inner to the summed Time axes (inner = 8 time steps, 1 Rows, 32 columns); at most 128}}
    %a = stream.accumulate %r interleaved : !con -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[N, K % 32], m[1 # 8]>
    stream.return
  }
}

// -----

// accumulate: Sequential holds at most 32 values inner to the outermost summed axis,
// counting the Rows and the packet's outer beats of 8 (manual L4524, L4538): 32 slots of
// 16 columns (2 beats) need 64. (The slot count alone, align_up(16, 32) × 32 = 1024,
// would fit: the rule the hardware model checks is the one the stream verifier asks.)
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 second_half : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 1024, A / 32 % 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 1024, A / 32 % 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 1024, A / 32 % 32], m[A % 32 / 2]>
    // expected-error @+1 {{sequential accumulation holds 64 values inner to the summed Time axes (inner = 32 time steps, 1 Rows, 16 columns); at most 32}}
    %m5 = stream.accumulate %m4 sequential : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 1024, A / 32 % 32], m[A % 32 / 2]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[A / 32 % 32, A % 32 / 16], m[A % 16 / 2]>
    stream.return
  }
}
