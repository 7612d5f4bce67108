// stream.transpose (manual L6820–7041): digest-D's Transpose Engine cases G47–G50, G54 verify
// and print back (their data and cycles: sim/tests/transpose.rs, tcp/src/transpose.rs).
// RUN: visa-opt %s --split-input-file | FileCheck %s

// G47 (L6921–6944): 8×8 i8, Time [C, D], Packet [E # 32] -> Time [C, E], Packet [D # 32]; in_rows 8, packets_per_col 1, in_cols 8, 72 cycles (tcp/src/transpose.rs).
!hbm = !stream.hbm<i8, m[1], m[P, C, D, E]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[C, E], m[D # 32]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 8, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // CHECK: stream.transpose %{{.*}} : !collect{{.*}} -> !transpose
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// G48 (L6953–6977): i8, Time [A], Packet [B # 32] -> Time [B], Packet [A # 32]; in_rows 4, 6 padded rows trimmed (out_rows 2); P = 256 fills the cluster (the manual's 64).
!hbm = !stream.hbm<i8, m[1], m[P, A, B]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[A, B]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[A, B]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[A], m[B # 8]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[A], m[B # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[B], m[A # 32]>
module attributes {mapping.axes = #mapping.axes<P = 256, A = 4, B = 2>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // CHECK: stream.transpose %{{.*}} : !collect{{.*}} -> !transpose
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// G49 (L6986–7009): i8, Time [B, C, D], Packet [E # 32] -> Time [B, D, E], Packet [C # 32]; packets_per_col 4 (D), in_cols 32, single buffering.
!hbm = !stream.hbm<i8, m[1], m[P, B, C, D, E]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[B, C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[B, C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[B, C, D], m[E]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[B, C, D], m[E # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[B, D, E], m[C # 32]>
module attributes {mapping.axes = #mapping.axes<P = 256, B = 2, C = 8, D = 4, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // CHECK: stream.transpose %{{.*}} : !collect{{.*}} -> !transpose
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// G50 (L7018–7040): bf16, Time [C, D], Packet [E # 16] -> Time [C, E], Packet [D # 16]; in_rows 4, the 16-bit limit.
!hbm = !stream.hbm<bf16, m[1], m[P, C, D, E]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[P], m[C, D], m[E # 16]>
!tr = !stream.tensor<transpose, main, bf16, m[1], m[1 # 2], m[P], m[C, E], m[D # 16]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 4, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // CHECK: stream.transpose %{{.*}} : !collect{{.*}} -> !transpose
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// G54: f32, Time [C, D = 2], Packet [E] -> Time [C, E], Packet [D # 8]; in_rows 2, the 32-bit limit.
!hbm = !stream.hbm<f32, m[1], m[P, C, D, E]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!tr = !stream.tensor<transpose, main, f32, m[1], m[1 # 2], m[P], m[C, E], m[D # 8]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 4, D = 2, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // CHECK: stream.transpose %{{.*}} : !collect{{.*}} -> !transpose
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}
