// Every rule of the axis reshapes `stream.split_axis` / `stream.merge_axes` (the manual's
// no-op reshape d_k → (d_k', f), L8054–8056), one chunk each: the bytes stay where they
// are, so the split side with J := N / |K| and K := N % |K| must hold what the merged
// side holds, role by role.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// |N| must be |J| · |K|.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 2, K = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{|N| = 8192 is not |J| · |K| = 2 · 2048 (manual: Mapping Tensors › Memory and Stream › Tensor Functions: a reshape keeps every element)}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[A, J, K]>
    stream.return
  }
}

// -----

// The K-major order is another layout of the same bytes: not a reshape.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 4, K = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result's Element mapping m[A, K, J] with J = N / 2048 and K = N % 2048 does not hold what the source's m[A, N] holds (a reshape moves no element)}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<i32, m[1], m[A, K, J]>
    stream.return
  }
}

// -----

// Every role is compared, not only the Element mapping.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 4, K = 2048>} {
  stream.kernel @k(%x: !stream.dm<i32, m[1], m[1 # 2], m[A # 256], m[N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result's Slice mapping m[J # 256] with J = N / 2048 and K = N % 2048 does not hold what the source's m[A # 256] holds}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.dm<i32, m[1], m[1 # 2], m[A # 256], m[N]> -> !stream.dm<i32, m[1], m[1 # 2], m[J # 256], m[A, K]>
    stream.return
  }
}

// -----

// The merged side holds N whole, not J or K beside it.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 4, K = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[J], m[N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the source already holds axis "J"; it must hold "N" whole}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.hbm<i32, m[J], m[N]> -> !stream.hbm<i32, m[J], m[J, K]>
    stream.return
  }
}

// -----

// The split side no longer holds N.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 4, K = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result still holds axis "N"; it must hold "J" and "K" instead}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.hbm<i32, m[1], m[N]> -> !stream.hbm<i32, m[1], m[J, N]>
    stream.return
  }
}

// -----

// merge_axes: the source holds the parts, the result the whole.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 4, K = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[J, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the source still holds axis "N"; it must hold "J" and "K" instead}}
    %y = stream.merge_axes %x "J", "K" into "N" : !stream.hbm<i32, m[1], m[J, N]> -> !stream.hbm<i32, m[1], m[N]>
    stream.return
  }
}

// -----

// Three different axes.
module attributes {mapping.axes = #mapping.axes<N = 16>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{a reshape relates three different axes}}
    %y = stream.split_axis %x "N" into "N", "N" : !stream.hbm<i32, m[1], m[N]> -> !stream.hbm<i32, m[1], m[N]>
    stream.return
  }
}

// -----

// The axes are declared.
module attributes {mapping.axes = #mapping.axes<N = 16, J = 4>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{axis "K" is not declared in mapping.axes}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.hbm<i32, m[1], m[N]> -> !stream.hbm<i32, m[1], m[N]>
    stream.return
  }
}

// -----

// A view stays in its memory (host, HBM or DM).
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 4, K = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{a reshape is a view of a host, HBM or DM tensor in the same memory}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[A, J, K]>
    stream.return
  }
}

// -----

// The element type is kept.
module attributes {mapping.axes = #mapping.axes<A = 4, N = 8192, J = 4, K = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, N]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{element type f32 does not match i32}}
    %y = stream.split_axis %x "N" into "J", "K" : !stream.hbm<i32, m[1], m[A, N]> -> !stream.hbm<f32, m[1], m[A, J, K]>
    stream.return
  }
}
