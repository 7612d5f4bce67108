// Every constraint of stream.vector_inter_slice_reduce (dialects/stream/src/inter_slice.rs,
// manual L6583–6755, digest-D G40/G41), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// G40 (L6603–6604): not from a Way4 stage (here Narrow, after vector_split).
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vx = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8, R], m[A % 8 / 4], m[A % 4]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %vb = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb
    %x = stream.vector_split %vb : !vb -> !vx
    // expected-error @+1 {{vector_inter_slice_reduce cannot follow the narrow stage}}
    %r = stream.vector_inter_slice_reduce add %x : !vx -> !vinter
    stream.return
  }
}

// -----

// G41 (L6611–6625): add_sat is an i32 op.
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{inter-slice reduce `add_sat` is not defined on f32}}
    %r = stream.vector_inter_slice_reduce add_sat %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// G41: mul is an f32 op.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{inter-slice reduce `mul` is not defined on i32}}
    %r = stream.vector_inter_slice_reduce mul %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// Some slice axis must be reduced (L6626–6634).
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{no slice axis is reduced}}
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// Packet passes through (L6633–6634, L6737).
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 4 # 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{the Inter-Slice Block keeps Chip, Cluster and Packet}}
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// Every axis but the reduced ones stays, with its extent: Time's T may not go.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R], m[T, A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[T, A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R], m[T], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[T], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[T], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[T], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512, T = 2>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{axis T spans 2 positions in the input's Slice and Time but 0 in the output's}}
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// A padded reduced factor is refused: the block has no valid-count generator (decision C9B-7).
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R # 4], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R # 4], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R # 4], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R # 4], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R # 4], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R # 4], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 3, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{the reduced slice factor m[R # 4] is padded}}
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// A reduced axis lies wholly in Slice.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R / 2], m[R % 2, A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R / 2], m[1], m[R % 2, A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R / 2], m[R % 2], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R / 2], m[R % 2], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R / 2], m[R % 2], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R / 2], m[R % 2], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 8, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{axis R is reduced across slices but also lies in Time or Packet}}
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// A new axis (Broadcast) appears in the output Slice only.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[X], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512, X = 4>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{a new axis may appear in the output Slice only}}
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    stream.return
  }
}

// -----

// L4626–4629: IntraFirst is Intra -> optional Inter; no intra-slice block after it.
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
!vbo = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%dm: !dm) attributes {chips = 1 : i64} {
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %vb = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb
    // expected-error @+1 {{an intra-slice block cannot follow an IntraFirst inter-slice reduce}}
    %r = stream.vector_inter_slice_reduce add %vb : !vb -> !vinter
    %b2 = stream.vector_intra_slice_branch %r unconditional : !vinter -> !vbo
    stream.return
  }
}
