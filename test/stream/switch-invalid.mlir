// Every constraint of stream.switch (manual L3054–3542, L3459–3519), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// An unknown topology keyword is a parse error (L3054–3542 name six).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{unknown switch topology `spin`}}
    %s = stream.switch %f spin : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// A topology needs each of its parameters (digest-B §1.6.2).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{topology `transpose` needs parameter `slice0`}}
    %s = stream.switch %f transpose {slice1 = 2} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// A topology takes only its own parameters.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{topology `broadcast1` has no parameter `time0`}}
    %s = stream.switch %f broadcast1 {slice1 = 2, slice0 = 2, time0 = 4} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// Slice sub-dimensions are powers of two (L3364).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{switch slice1 = 3 must be a power of two (L3364)}}
    %s = stream.switch %f transpose {slice1 = 3, slice0 = 2} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// slice1 × slice0 fits the 256-slice ring (L3501).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{switch slice1 × slice0 = 512 exceeds the 256-slice ring (L3501)}}
    %s = stream.switch %f broadcast1 {slice1 = 32, slice0 = 16} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// time0 divides the input Time: time1 = InTime::SIZE / time0 (L3146).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{switch time0 = 3 does not divide the input Time size 64}}
    %s = stream.switch %f broadcast01 {slice1 = 2, slice0 = 2, time0 = 3} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// A custom ring size is a power of two (L3364).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{switch ring_size = 12 must be a power of two (L3364)}}
    %s = stream.switch %f custom {ring_size = 12} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// A written topology must realize the Slice/Time change (L3091, L3497–3500): time0 = 2 puts B % 2, not B % 4, between the moved axes; the error says what it would produce and which topology would do.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{it would produce Slice m[A / 4, <broadcast 4>] and Time m[B / 2, A / 2 % 2, B % 2, A % 2]; `broadcast01 {slice1 = 2, slice0 = 2, time0 = 4}` would}}
    %s = stream.switch %f broadcast01 {slice1 = 2, slice0 = 2, time0 = 2} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// A broadcast's fresh axes must be axes the input does not hold: `A % 4` is not a broadcast.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{does not realize the switch}}
    %s = stream.switch %f broadcast01 {slice1 = 2, slice0 = 2, time0 = 4} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, A % 4], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    stream.return
  }
}

// -----

// Packet passes unchanged (L3088).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{the switch keeps Packet unchanged (manual L3088)}}
    %s = stream.switch %f forward : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A], m[B, C / 32], m[C % 32]>
    stream.return
  }
}

// -----

// Chip and Cluster pass unchanged (L3087).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{the switch keeps Cluster unchanged (manual L3087)}}
    %s = stream.switch %f forward : !fetch -> !stream.tensor<switch, main, i8, m[1], m[X % 2], m[A], m[B], m[C]>
    stream.return
  }
}

// -----

// The switch works on the whole cluster: Slice::SIZE is 256 on both sides (L3501–3502).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{the switch needs the whole cluster: the result's Slice m[A / 2] has 128 positions, not 256 (manual L3501–3502)}}
    %s = stream.switch %f forward : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 2], m[B, A % 2], m[C]>
    stream.return
  }
}

// -----

// The element type passes unchanged.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{element type}}
    %s = stream.switch %f forward : !fetch -> !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
    stream.return
  }
}

// -----

// The switch runs in the context of its input (L3046–3053).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{the result runs in context `sub` but the input in `main`}}
    %s = stream.switch %f forward : !fetch -> !stream.tensor<switch, sub, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
    stream.return
  }
}

// -----

// The result is at position `switch`.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{the result must be at position `switch`, got `collect`}}
    %s = stream.switch %f forward : !fetch -> !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
    stream.return
  }
}

// -----

// Order preservation (GT-SW-12, L3459–3470, L3505–3510): the moved axes B / 2 % 2 and B % 2 keep their input order in Time.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A, B], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A, B], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C, D, E]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C, D, E]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{they must keep their order in the input Slice (L3459–3470)}}
    %s = stream.switch %f custom {ring_size = 4} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A, B / 4, X, Y], m[C, B % 2, B / 2 % 2], m[D, E]>
    stream.return
  }
}

// -----

// Innermost time position (GT-SW-13, L3471–3482, L3511–3516): C may not sit between moved axes.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A, B], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A, B], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C, D, E]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C, D, E]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{followed by the axes moved out of Slice, innermost (L3471–3482)}}
    %s = stream.switch %f custom {ring_size = 32} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[A % 2, C, B % 2], m[D, E]>
    stream.return
  }
}

// -----

// A custom ring must contain every slice's sources (GT-SW-10: 16 misses 0 ← 16, L3364).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A, B], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A, B], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C, D, E]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C, D, E]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{the routing needs rings of 32 slices (output slices take data from that far), more than ring_size = 16}}
    %s = stream.switch %f custom {ring_size = 16} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2], m[D, E]>
    stream.return
  }
}

// -----

// No topology realizes a Time axis entering Slice with a reversed Slice (the hint says none can).
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A, B], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A, B], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C, D, E]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C, D, E]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{no topology can}}
    %s = stream.switch %f transpose {slice1 = 16, slice0 = 16} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[B, C, A % 2], m[A / 2], m[D, E]>
    stream.return
  }
}
