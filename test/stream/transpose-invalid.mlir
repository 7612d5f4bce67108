// Every constraint of stream.transpose (dialects/stream/src/transpose.rs, manual L6820–7041,
// digest-D G52), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// G52 (L6878–6883): bf16 takes at most 4 input rows; Time [C, D = 8] gives 8.
!hbm = !stream.hbm<bf16, m[1], m[P, C, D, E]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[P], m[C, D], m[E # 16]>
!tr = !stream.tensor<transpose, main, bf16, m[1], m[1 # 2], m[P], m[C, E], m[D # 16]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 8, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{in_rows 8 is outside 1..=4 for 16-bit elements}}
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// G52: f32 takes at most 2 input rows.
!hbm = !stream.hbm<f32, m[1], m[P, C, D, E]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!tr = !stream.tensor<transpose, main, f32, m[1], m[1 # 2], m[P], m[C, E], m[D # 8]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 4, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{in_rows 4 is outside 1..=2 for 32-bit elements}}
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// G52: in_cols 64 (8 packets per column of 8 i8 elements) is not one of 8, 16, 32.
!hbm = !stream.hbm<i8, m[1], m[P, C, D, E]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[C, D, E], m[E]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[C, D, E], m[E # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[C, E, E], m[D # 32]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 8, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{in_cols 64 (packets_per_col 8 × elements_per_packet 8) is not one of [8, 16, 32] for 8-bit elements}}
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// The output Time must end with the input packet's axis ([A, B] -> [B, A]).
!hbm = !stream.hbm<i8, m[1], m[P, C, D, E]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[E, C], m[D # 32]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 8, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{the output Time m[E, C] must end with the input packet's axis m[E]}}
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// The input Time must be the output Time with the output packet's axis in place of the
// input packet's: Time [F, C, D] cannot become [C, F, E] (F and C swap).
!hbm = !stream.hbm<i8, m[1], m[P, F, C, D, E]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[F, C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[F, C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[F, C, D], m[E]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[F, C, D], m[E # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[C, F, E], m[D # 32]>
module attributes {mapping.axes = #mapping.axes<P = 256, F = 2, C = 8, D = 8, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{the input Time m[F, C, D] must be the output Time m[C, F, E] with the output packet's axis m[D] in place of m[E]}}
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}

// -----

// Both packets are 32 bytes (L6884).
!hbm = !stream.hbm<i8, m[1], m[P, C, D, E]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[C, E], m[D # 16]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 8, E = 8>} {
  stream.kernel @kernel(%input: !hbm) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{the output packet m[D # 16] holds 16 bytes; the Transpose Engine's packets are 32 bytes}}
    %t = stream.transpose %c : !collect -> !tr
    stream.return
  }
}
