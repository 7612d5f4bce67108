// Every constraint of stream.vector_filter (dialects/stream/src/filter.rs,
// docs/decisions.md C9F-1), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics
// The filter's mode is its ExecutionId set (docs/decisions.md C9F-1): `group` is required.
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{expected `group [g, ...]`}}
    %a5 = stream.vector_filter %a4 : !vb -> !vk
    stream.return
  }
}

// -----

// ExecutionIds are 4 bits (L5255).
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{ExecutionId 16 is out of range}}
    %a5 = stream.vector_filter %a4 group [16] : !vb -> !vk
    stream.return
  }
}

// -----

// The filter keeps the element type.
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{element type}}
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    stream.return
  }
}

// -----

// The Filter stage runs in Way8 (L4746): the result's Packet is 8 lanes.
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{the filter runs in Way8}}
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    stream.return
  }
}

// -----

// The compacted position is a fresh axis: the input's E cannot be reused.
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{is held by the input}}
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    stream.return
  }
}

// -----

// The result's Time, Packet hold K in order (position k holds the k-th kept element).
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K % 2], m[K / 2]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{must hold K in order}}
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    stream.return
  }
}

// -----

// The capacity is at most the 16 elements a slice receives.
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 32>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{exceeds the 16 elements}}
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    stream.return
  }
}

// -----

// The group set names ExecutionIds the branch assigns (one InputCmp: ids 0 and 1).
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{never assigns}}
    %a5 = stream.vector_filter %a4 group [2] : !vb -> !vk
    stream.return
  }
}

// -----

// The filter is the last stage before vector_final (stage order L4733–4747).
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>
!vk2 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    %f0 = stream.vector_filter %a4 group [1] : !vb -> !vk2
    // expected-error @+1 {{cannot follow the filter stage}}
    %a5 = stream.vector_filter %f0 group [1] : !vk2 -> !vk
    stream.return
  }
}

// -----

// Every input position holds an element: padded lanes (E = 6 in 8 lanes) have
// ExecutionIds too, so the filter would keep padding.
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[1], m[E # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[1], m[E # 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[1], m[E # 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[1], m[K # 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 6, K = 4>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    // expected-error @+1 {{has padding positions (6 of 8 hold elements)}}
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    stream.return
  }
}

// -----

// After an intra-slice reduce the elements have no ExecutionId (C9A-4): no filter in a
// pass that reduced.
!hbm = !stream.hbm<i32, m[1], m[S, R, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[R, E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[R, E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[R, E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[R, E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[R, E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[R, E / 8], m[E % 8]>
!vs = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[R, E / 8, E / 4 % 2], m[E % 4]>
!vr = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8, E / 4 % 2], m[E % 4]>
!vc = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[1], m[K # 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 4, E = 16, K = 4>} {
  stream.kernel @kernel(%x: !hbm) attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    %a5 = stream.vector_split %a4 : !vb -> !vs
    %a6 = stream.vector_intra_slice_reduce add_sat %a5 over "R" : !vs -> !vr
    %a7 = stream.vector_concat %a6 : !vr -> !vc
    // expected-error @+1 {{the filter cannot follow a reduce in its pass}}
    %a8 = stream.vector_filter %a7 group [1] : !vc -> !vk
    stream.return
  }
}
