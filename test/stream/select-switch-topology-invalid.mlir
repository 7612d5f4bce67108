// select-switch-topology reports at the op why no topology realizes a switch, with each
// topology's reason as a note (digest-B §2.9; GT-SW-12, GT-SW-13).
// RUN: visa-opt %s --split-input-file --select-switch-topology --verify-diagnostics

// GT-SW-13 (L3471–3482): C between the moved axes; every topology says why not.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A, B], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A, B], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C, D, E]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C, D, E]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+7 {{no switch topology moves Slice m[A, B] and Time m[C] to Slice m[A / 2, X, B / 2, Y] and Time m[A % 2, C, B % 2]}}
    // expected-note @+6 {{forward: it would produce Slice m[A, B] and Time m[C]}}
    // expected-note @+5 {{transpose: it keeps Time m[C] (L3258–3262)}}
    // expected-note @+4 {{broadcast01: no (slice1, slice0, time0)}}
    // expected-note @+3 {{broadcast1: no (slice1, slice0)}}
    // expected-note @+2 {{inter_transpose: no (slice1, slice0, time0)}}
    // expected-note @+1 {{custom: the output Time m[A % 2, C, B % 2] must be the input Time m[C] followed by the axes moved out of Slice, innermost (L3471–3482)}}
    %s = stream.switch %f : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[A % 2, C, B % 2], m[D, E]>
    stream.return
  }
}

// -----

// GT-SW-12 (L3459–3470): the moved axes reversed in Time.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A, B], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A, B], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C, D, E]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C, D, E]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+7 {{no switch topology moves}}
    // expected-note @+6 {{forward:}}
    // expected-note @+5 {{transpose:}}
    // expected-note @+4 {{broadcast01:}}
    // expected-note @+3 {{broadcast1:}}
    // expected-note @+2 {{inter_transpose:}}
    // expected-note @+1 {{custom: the moved axes m[B % 2, B / 2 % 2] take input slices out of ring order (slice 1 after 2 for output slice 0); they must keep their order in the input Slice (L3459–3470)}}
    %s = stream.switch %f : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A, B / 4, X, Y], m[C, B % 2, B / 2 % 2], m[D, E]>
    stream.return
  }
}
