// Two-group mode (`vector_intra_slice_unzip` / `_zip`, manual L5154–5259) is designed but
// not implemented (docs/decisions.md C9G-4: Q-VE-5's TileTime has no stated meaning): the
// op is not registered, a located error rather than a silent guess.
// RUN: visa-opt %s --verify-diagnostics

!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{unregistered operation 'stream.vector_intra_slice_unzip'}}
    %p = "stream.vector_intra_slice_unzip"(%v0) : (!vinit) -> !vb
    stream.return
  }
}
