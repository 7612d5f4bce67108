// Every constraint of the fetch adapter's zero-point subtraction
// (dialects/stream/src/fetch_adapter.rs), one chunk each, citing the manual (L2022–2048).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// Zero points apply to quantized integers converted to i32 (L2022–2025), not to floats.
!hbm = !stream.hbm<bf16, m[1], m[S, A]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{zero-point subtraction widens quantized integers (i4, i8, i16) to i32, not bf16 to f32}}
    %f = stream.fetch %b zero_point 3 : !begin -> !fetch
    stream.return
  }
}

// -----

// The result of the subtraction is i32 (L2037: i8 in, i32 out), not the input type.
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{zero-point subtraction widens quantized integers (i4, i8, i16) to i32, not i8 to i8}}
    %f = stream.fetch %b zero_point 3 : !begin -> !fetch
    stream.return
  }
}

// -----

// The zero point is a value of the input type (L2036: `zero_point: i8`).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{zero point 200 is not a value of i8 (-128..=127)}}
    %f = stream.fetch %b zero_point 200 : !begin -> !fetch
    stream.return
  }
}

// -----

// An i32 stream is not quantized (L2022–2025).
!hbm = !stream.hbm<i32, m[1], m[S, A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{zero-point subtraction widens quantized integers (i4, i8, i16) to i32, not i32 to i32}}
    %f = stream.fetch %b zero_point 1 : !begin -> !fetch
    stream.return
  }
}
