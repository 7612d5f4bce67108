// Every constraint of the fetch adapter's masking, table lookup and per-tensor zero points
// (dialects/stream/src/fetch_adapter.rs), one chunk each, citing the manual (L1869–2048).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// Two zero points subtract one per tensor of an interleaved stream (L2040–2048).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{`zero_points` subtracts one zero point per tensor of an interleaved stream; this stream is not begun by stream.begin_interleaved}}
    %f = stream.fetch %b zero_points [1, 2] : !begin -> !fetch
    stream.return
  }
}

// -----

// One zero point per interleaved tensor: exactly two (L2044–2048: `[i8; 2]`).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[I], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[I], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8, I = 2>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin_interleaved %x_dm, %x_dm : !dm, !dm -> !begin
    // expected-error @+1 {{`zero_points` gives one zero point per interleaved tensor: 2 values, got 3}}
    %f = stream.fetch %b zero_points [1, 2, 3] : !begin -> !fetch
    stream.return
  }
}

// -----

// One form at a time: `zero_point Z` or `zero_points [Z0, Z1]` (L2030–2048).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[I], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[I], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8, I = 2>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin_interleaved %x_dm, %x_dm : !dm, !dm -> !begin
    // expected-error @+1 {{a fetch takes `zero_point Z` or `zero_points [Z0, Z1]`, not both}}
    %f = stream.fetch %b zero_point 1 zero_points [1, 2] : !begin -> !fetch
    stream.return
  }
}

// -----

// Each zero point is a value of the input type (L2044: `[i8; 2]`).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[I], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[I], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8, I = 2>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin_interleaved %x_dm, %x_dm : !dm, !dm -> !begin
    // expected-error @+1 {{zero point -129 is not a value of i8 (-128..=127)}}
    %f = stream.fetch %b zero_points [100, -129] : !begin -> !fetch
    stream.return
  }
}

// -----

// A table has one entry per value of the element type: 256 for i8 (L1945–1953).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{a lookup table over i8 has one entry per value: 256 entries, got 16}}
    %f = stream.fetch %b table [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : !begin -> !fetch
    stream.return
  }
}

// -----

// Table entries are values of the element type (`LookupTable<i8, i8>`, L1951).
!hbm = !stream.hbm<i4, m[1], m[S, A]>
!dm = !stream.dm<i4, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i4, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i4, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{table entry 8 is not a value of i4 (-8..=7)}}
    %f = stream.fetch %b table [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8] : !begin -> !fetch
    stream.return
  }
}

// -----

// Tables are indexed by 4- or 8-bit integers (L1945–1953: i8 indices).
!hbm = !stream.hbm<i16, m[1], m[S, A]>
!dm = !stream.dm<i16, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i16, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i16, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 4>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{a lookup table is indexed by 4- or 8-bit integers (i4, i8), not i16}}
    %f = stream.fetch %b table [0] : !begin -> !fetch
    stream.return
  }
}

// -----

// The sub context's adapter only subtracts zero points (L1869–1871).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{the sub-context fetch adapter only subtracts zero points; masking and table lookup need the main context}}
    %f = stream.fetch %b pad 0 : !begin -> !fetch
    stream.return
  }
}

// -----

// Masking forces padded lanes; a Packet without padding has none to mask (L1877–1897).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{masking forces the fetched Packet's padded lanes to the pad value, but Packet m[A] has no padding}}
    %f = stream.fetch %b pad 0 : !begin -> !fetch
    stream.return
  }
}

// -----

// The pad value is a value of the element type (`pad_value`, L1903–1936).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A # 16]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A # 16]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[1], m[A # 16]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{pad value 300 is not a value of i8}}
    %f = stream.fetch %b pad 300 : !begin -> !fetch
    stream.return
  }
}

// -----

// An integer stream pads with an integer (`pad_value`, L1903–1936).
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A # 16]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A # 16]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[1], m[A # 16]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{pad value -inf is not a value of i8}}
    %f = stream.fetch %b pad -inf : !begin -> !fetch
    stream.return
  }
}

// -----

// Masking case 1 (L1905–1911) with Time and Packet splitting two different groups: the
// terms of one group sum one padded coordinate (docs/decisions.md T10M-1), but
// `# 2 + B + # 4` and `# 3 + B + # 3` are two groups, each taking its own pad off: Time
// index 0 is the first group's pad, so (by hand) B = 32q − 2 + r − 3 ≥ 30 and B = 0 is
// held by no position.
!hbm = !stream.hbm<i8, m[1], m[S, A, B # 96]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A, B # 96]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A, B # 96]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[A, [# 2 + B + # 4] / 32], m[[# 3 + B + # 3] % 32]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 32, B = 90>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 64 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    // expected-error @+1 {{Time and Packet must hold the same tensor as the input's}}
    %f = stream.fetch %b pad 0 : !begin -> !fetch
    stream.return
  }
}
