// Every rule of the relabelling views `stream.bitcast` (32-bit words read as i32 or f32)
// and `stream.rename_axis` (one axis under another name), one chunk each: the bytes stay
// where they are, so the mappings must place every element where the operand's do
// (docs/decisions.md T9K-1).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// A bitcast keeps the width: 32-bit words only.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64>} {
  stream.kernel @k(%x: !stream.hbm<f32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{a bitcast reads 32-bit words as i32 or f32, got f32 -> bf16 (docs/decisions.md T9K-1)}}
    %y = stream.bitcast %x : !stream.hbm<f32, m[1], m[A, N]> -> !stream.hbm<bf16, m[1], m[A, N]>
    stream.return
  }
}

// -----

// Another layout of the same bytes is not a bitcast.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64>} {
  stream.kernel @k(%x: !stream.hbm<f32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result's Element mapping m[N, A] is not the source's m[A, N] (a bitcast moves no element)}}
    %y = stream.bitcast %x : !stream.hbm<f32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[N, A]>
    stream.return
  }
}

// -----

// Every role is compared.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64>} {
  stream.kernel @k(%x: !stream.dm<f32, m[1], m[1 # 2], m[A # 256], m[N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result's Slice mapping m[A # 128] is not the source's m[A # 256]}}
    %y = stream.bitcast %x : !stream.dm<f32, m[1], m[1 # 2], m[A # 256], m[N]> -> !stream.dm<i32, m[1], m[1 # 2], m[A # 128], m[N]>
    stream.return
  }
}

// -----

// A view stays in its memory.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64>} {
  stream.kernel @k(%x: !stream.hbm<f32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{a bitcast is a view of a host, HBM or DM tensor in the same memory}}
    %y = stream.bitcast %x : !stream.hbm<f32, m[1], m[A, N]> -> !stream.dm<i32, m[1], m[1 # 2], m[A # 256], m[N]>
    stream.return
  }
}

// -----

// The new name must be declared.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{axis "M" is not declared in mapping.axes}}
    %y = stream.rename_axis %x "N" to "M" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[A, N]>
    stream.return
  }
}

// -----

// A rename relates two names.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{renames axis "N" to itself}}
    %y = stream.rename_axis %x "N" to "N" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[A, N]>
    stream.return
  }
}

// -----

// Both names have one size.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64, M = 32>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{|N| = 64 is not |M| = 32 (a rename keeps every element)}}
    %y = stream.rename_axis %x "N" to "M" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[A, M]>
    stream.return
  }
}

// -----

// The source holds the renamed axis.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64, M = 64, L = 64>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the source does not hold axis "L"}}
    %y = stream.rename_axis %x "L" to "M" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[A, N]>
    stream.return
  }
}

// -----

// A name clash: the source already holds the new name.
module attributes {mapping.axes = #mapping.axes<N = 64, M = 64>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[M, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the source already holds axis "M": renaming "N" to it would merge two axes}}
    %y = stream.rename_axis %x "N" to "M" : !stream.hbm<i32, m[1], m[M, N]> -> !stream.hbm<i32, m[1], m[M, M]>
    stream.return
  }
}

// -----

// The result no longer holds the old name.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64, M = 64>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result still holds axis "N"; it must hold "M" instead}}
    %y = stream.rename_axis %x "N" to "M" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[N, M]>
    stream.return
  }
}

// -----

// Renamed back, the mappings must be the source's: the axis keeps its place.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64, M = 64>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result's Element mapping m[M, A] with M = N does not hold what the source's m[A, N] holds (a rename moves no element)}}
    %y = stream.rename_axis %x "N" to "M" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[M, A]>
    stream.return
  }
}

// -----

// A rename keeps the element type.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 64, M = 64>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result: element type f32 does not match i32}}
    %y = stream.rename_axis %x "N" to "M" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<f32, m[1], m[A, M]>
    stream.return
  }
}
