// Every constraint of stream.begin_interleaved (dialects/stream/src/interleave.rs), one
// chunk each, citing the manual (Fetch Engine › Interleaving Tensors, L1843–1866).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// Both tensors have identical mappings (manual L1843: "two tensors with identical mappings").
!hbm = !stream.hbm<f32, m[1], m[S, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X]>
!dm2 = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X / 2, X % 2]>
!dm3 = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X % 2, X / 2]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[I], m[X / 2, X % 2]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 8, I = 2, J = 4>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %x = stream.to_dm %a at 64 : !hbm -> !dm2
    %y = stream.to_dm %b at 4096 : !hbm -> !dm3
    // expected-error @+1 {{interleaved tensors must have identical mappings and element types}}
    %s = stream.begin_interleaved %x, %y : !dm2, !dm3 -> !begin
    stream.return
  }
}

// -----

// The interleaved stream's Time is the interleave axis alone (manual L1845–1849: a new axis I = 2 in Time).
!hbm = !stream.hbm<f32, m[1], m[S, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 8, I = 2, J = 4>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    // expected-error @+1 {{an interleaved stream's Time must be the interleave axis alone, m[I] with I of size 2, got m[1]}}
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    stream.return
  }
}

// -----

// At most two tensors, so the interleave axis has size 2 (manual L1850); J has 4.
!hbm = !stream.hbm<f32, m[1], m[S, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[J], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 8, I = 2, J = 4>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    // expected-error @+1 {{an interleaved stream's Time must be the interleave axis alone, m[I] with I of size 2, got m[J]}}
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    stream.return
  }
}

// -----

// The interleave axis is a new axis, not one the tensors hold (manual L1845).
!hbm = !stream.hbm<f32, m[1], m[S, I, K]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[I, K]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[I], m[I, K]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 4, I = 2>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    // expected-error @+1 {{the interleave axis I must be a new axis, but the interleaved tensors hold it}}
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    stream.return
  }
}

// -----

// The fetch alternates packet by packet: I stays the innermost Time factor (manual L1847–1849).
!hbm = !stream.hbm<f32, m[1], m[S, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[I], m[X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[I, X / 4], m[X % 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 8, I = 2>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    // expected-error @+1 {{the interleave axis I must be the innermost Time factor, got Time m[I, X / 4]}}
    %f = stream.fetch %s : !begin -> !fetch
    stream.return
  }
}

// -----

// Both tensors are in DM (manual L1853–1857: DmTensor operands).
!hbm = !stream.hbm<f32, m[1], m[S, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[I], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 8, I = 2, J = 4>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    // expected-error @+1 {{begins a stream from a DM tensor}}
    %s = stream.begin_interleaved %a, %b : !hbm, !hbm -> !begin
    stream.return
  }
}
