// Every constraint of `stream.commit_view` (manual L2158–2163; docs/decisions.md C10C-8,
// C10D-1), one chunk each: the view is a tile of the parent, the result is the parent, the
// Commit Engine's rules hold with the view as the destination (shared with
// `stream.commit`), and nothing reads the parent after the write.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// The view is a `stream.tile` of the parent (L2158–2163: a DmTensorViewMut of it), not of another tensor.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.tile %d over "F" block 1 size 1 start 0 : !dm -> !dm1
    // expected-error @+1 {{the view must be a `stream.tile` of the parent}}
    %r = stream.commit_view %s2 into %v of %p : !c1, !dm1, !dm -> !dm
    stream.return
  }
}

// -----

// A tensor of its own is not a view.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.to_dm %x at 8192 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    // expected-error @+1 {{the view must be a `stream.tile` of the parent}}
    %r = stream.commit_view %s2 into %v of %v : !c1, !dm, !dm -> !dm
    stream.return
  }
}

// -----

// The result is the parent: it has the parent's type.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.tile %p over "F" block 1 size 1 start 0 : !dm -> !dm1
    // expected-error @+1 {{the result has the parent's type}}
    %r = stream.commit_view %s2 into %v of %p : !c1, !dm1, !dm -> !stream.dm<i32, m[1], m[1 # 2], m[A], m[X, F]>
    stream.return
  }
}

// -----

// The Commit Engine writes DM (L2149–2163): an HBM view is rejected.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.tile %x over "F" block 1 size 1 start 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !stream.hbm<i32, m[1], m[A, F = 1 # 4, X]>
    // expected-error @+1 {{the view must be a DM tensor (manual: Moving Tensors › Commit Engine › Interface)}}
    %r = stream.commit_view %s2 into %v of %x : !c1, !stream.hbm<i32, m[1], m[A, F = 1 # 4, X]>, !stream.hbm<i32, m[1], m[A, F, X]> -> !stream.hbm<i32, m[1], m[A, F, X]>
    stream.return
  }
}

// -----

// A begun stream has not been fetched: nothing to commit (L1107–1117).
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.tile %p over "F" block 1 size 1 start 0 : !dm -> !dm1
    // expected-error @+1 {{cannot commit a stream at position `begin`}}
    %r = stream.commit_view %s0 into %v of %p : !b1, !dm1, !dm -> !dm
    stream.return
  }
}

// -----

// The stream and the view have one element type (the commit does not cast).
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %f = stream.to_dm %y at 8192 : !stream.hbm<f32, m[1], m[A, F, X]> -> !stream.dm<f32, m[1], m[1 # 2], m[A], m[F, X]>
    %v = stream.tile %f over "F" block 1 size 1 start 0 : !stream.dm<f32, m[1], m[1 # 2], m[A], m[F, X]> -> !stream.dm<f32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
    // expected-error @+1 {{element type}}
    %r = stream.commit_view %s2 into %v of %f : !c1, !stream.dm<f32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>, !stream.dm<f32, m[1], m[1 # 2], m[A], m[F, X]> -> !stream.dm<f32, m[1], m[1 # 2], m[A], m[F, X]>
    stream.return
  }
}

// -----

// The view may hold only indices of the stream (L2149–2157): a two-row tile from a one-row stream.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.tile %p over "F" block 1 size 2 start 1 : !dm -> !dm2
    // expected-error @+1 {{the committed Element may only hold indices of the stream}}
    %r = stream.commit_view %s2 into %v of %p : !c1, !dm2, !dm -> !dm
    stream.return
  }
}

// -----

// Commit keeps the stream's Slice mapping (L2149–2157).
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %q = stream.to_dm %x at 8192 : !stream.hbm<i32, m[1], m[A, F, X]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 2 # 256], m[A % 2, F, X]>
    %v = stream.tile %q over "F" block 1 size 1 start 0 : !stream.dm<i32, m[1], m[1 # 2], m[A / 2 # 256], m[A % 2, F, X]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 2 # 256], m[A % 2, F = 1 # 4, X]>
    // expected-error @+1 {{the committed tensor's Slice mapping must be the stream's}}
    %r = stream.commit_view %s2 into %v of %q : !c1, !stream.dm<i32, m[1], m[1 # 2], m[A / 2 # 256], m[A % 2, F = 1 # 4, X]>, !stream.dm<i32, m[1], m[1 # 2], m[A / 2 # 256], m[A % 2, F, X]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 2 # 256], m[A % 2, F, X]>
    stream.return
  }
}

// -----

// The write lands in the parent's bytes: nothing reads the parent after it (docs/decisions.md C10D-1).
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.tile %p over "F" block 1 size 1 start 0 : !dm -> !dm1
    %r = stream.commit_view %s2 into %v of %p : !c1, !dm1, !dm -> !dm
    // expected-error @+1 {{reads a DM tensor that a later `stream.commit_view` overwrites in place}}
    %h = stream.to_hbm %p at 268435456 : !dm -> !stream.hbm<i32, m[1], m[A, F, X]>
    stream.return
  }
}

// -----

// Nor a view of the parent taken before it.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, F, X]>, %y: !stream.hbm<f32, m[1], m[A, F, X]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %p = stream.to_dm %x at 4096 : !stream.hbm<i32, m[1], m[A, F, X]> -> !dm
    %xt = stream.tile %d over "F" block 1 size 1 start 3 : !dm -> !dm1
    %s0 = stream.begin %xt : !dm1 -> !b1
    %s1 = stream.fetch %s0 : !b1 -> !f1
    %s2 = stream.collect %s1 : !f1 -> !c1
    %v = stream.tile %p over "F" block 1 size 1 start 0 : !dm -> !dm1
    %w = stream.tile %p over "F" block 1 size 1 start 2 : !dm -> !dm1
    %r = stream.commit_view %s2 into %v of %p : !c1, !dm1, !dm -> !dm
    // expected-error @+1 {{reads a DM tensor that a later `stream.commit_view` overwrites in place}}
    %h = stream.to_hbm %w at 268435456 : !dm1 -> !stream.hbm<i32, m[1], m[A, F = 1 # 4, X]>
    stream.return
  }
}
