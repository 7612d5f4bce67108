// The commit's slice bitmap (L2314–2319) comes from the committed DM tensor's Slice
// mapping, which may keep some of the stream's slices and nothing else
// (dialects/stream/src/slice_bitmap.rs).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// Another axis on the slices is not a selection of the stream's slices.
!hbm = !stream.hbm<i32, m[1], m[S, A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[A]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[B # 256], m[A]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8, B = 64>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{the committed tensor's Slice mapping must be the stream's m[S], or keep some of its slices for the slice bitmap}}
    %o = stream.commit %c at 4096 : !collect -> !dmo
    stream.return
  }
}
