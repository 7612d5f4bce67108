// Every constraint of two-group mode (stream.vector_intra_slice_unzip and the _zip ops,
// manual 002 L4571–4574, L5107–5117, L5154–5268; dialects/stream/src/two_group.rs,
// docs/decisions.md T9G-1 … T9G-4), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics
// The unzip takes the place of the branch: its input is at vector_init (L5154–5170;
// digest-C GT-VE-24: unzip after the branch is rejected).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %b = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vp
    // expected-error @+1 {{the input must be at position vector_init, got `vector_branch`}}
    %p = stream.vector_intra_slice_unzip %b "I" tile "m[1 # 2]" : !vp -> !vp
    stream.return
  }
}

// -----

// The grouping axis has two positions, group 0 and group 1 (L5157–5158).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 4>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the grouping axis I must have 2 positions (group 0 and group 1), got 4}}
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    stream.return
  }
}

// -----

// The grouping axis is declared.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{axis J is not declared}}
    %p = stream.vector_intra_slice_unzip %v0 "J" tile "m[1 # 2]" : !vinit -> !vp
    stream.return
  }
}

// -----

// I is the innermost Time factor, so the groups are consecutive packets (L1845–1849,
// L1863, docs/decisions.md C9C-1, T9G-1).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!tinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 4], m[I, A / 2 % 2], m[A % 2 # 8]>
!tp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 4], m[I, A / 2 % 2], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !tinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the 2-way axis I must be the innermost Time factor, alone}}
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !tinit -> !tp
    stream.return
  }
}

// -----

// I lies only in its Time factor.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!tinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4, I]>
!tp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4, I]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !tinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the 2-way axis I lies elsewhere than its innermost Time factor}}
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !tinit -> !tp
    stream.return
  }
}

// -----

// TileTime: only m[1 # 2], the manual's one value (docs/decisions.md T9G-2).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{TileTime must be m[1 # 2], the only value the manual shows; got m[1 # 4]}}
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 4]" : !vinit -> !vp
    stream.return
  }
}

// -----

// TileTime is written as a mapping.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{TileTime is a mapping `m[...]`, got "1 # 2"}}
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "1 # 2" : !vinit -> !vp
    stream.return
  }
}

// -----

// The unzip enters the intra-slice block in Way8.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!winit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!wp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !winit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the unzip enters the intra-slice block in Way8}}
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !winit -> !wp
    stream.return
  }
}

// -----

// The unzip keeps the stream's mappings (the pair is still two packets).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the unzip keeps the stream}}
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vz
    stream.return
  }
}

// -----

// A _zip op needs the pass in two-group mode (L5154–5170).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %b = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vp
    // expected-error @+1 {{a _zip op needs a pass in two-group mode: vector_intra_slice_unzip first}}
    %z = stream.vector_clip_zip add_fxp %b : !vp -> !vz
    stream.return
  }
}

// -----

// One zip merges the pair; a second has nothing to merge (L5161–5162).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vzz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %z = stream.vector_fxp_zip add_fxp %p : !vp -> !vz
    // expected-error @+1 {{the two groups were already merged by an earlier _zip}}
    %y = stream.vector_clip_zip add_fxp %z : !vz -> !vzz
    stream.return
  }
}

// -----

// Float zips run in Way4: both groups narrow together first (L5201–5202).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !finit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !finit -> !fp8
    // expected-error @+1 {{the fp stage runs in Way4, got a packet of 8 lanes; both groups narrow together with vector_trim_way4 first}}
    %z = stream.vector_fp_zip mul_f0 %p : !fp8 -> !fz8
    stream.return
  }
}

// -----

// Fixed-point and clip zips run in Way8.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !finit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !finit -> !fp8
    %n = stream.vector_trim_way4 %p : !fp8 -> !fp4
    // expected-error @+1 {{the clip stage runs in Way8, got a packet of 4 lanes}}
    %z = stream.vector_clip_zip max %n : !fp4 -> !fz4
    stream.return
  }
}

// -----

// The zip op is defined on the element type: add_fxp is the i32 clip add (L4957–4972).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !finit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !finit -> !fp8
    // expected-error @+1 {{this zip op is not defined on f32}}
    %z = stream.vector_clip_zip add_fxp %p : !fp8 -> !fz8
    stream.return
  }
}

// -----

// Fixed-point zips take i32.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !finit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !finit -> !fp8
    // expected-error @+1 {{this zip op is not defined on f32}}
    %z = stream.vector_fxp_zip add_fxp %p : !fp8 -> !fz8
    stream.return
  }
}

// -----

// Float zips take f32.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vp4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!vz4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %n = stream.vector_trim_way4 %p : !vp -> !vp4
    // expected-error @+1 {{this zip op is not defined on i32}}
    %z = stream.vector_fp_zip add_f %n : !vp4 -> !vz4
    stream.return
  }
}

// -----

// A shift is not zipped: its second argument is a shift amount (docs/decisions.md T9G-3).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    // expected-error @+1 {{this zip op is not defined on i32}}
    %z = stream.vector_fxp_zip left_shift %p : !vp -> !vz
    stream.return
  }
}

// -----

// A masked multiply takes its mask from a group set, which a zip has not (T9G-3).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !finit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !finit -> !fp8
    %n = stream.vector_trim_way4 %p : !fp8 -> !fp4
    // expected-error @+1 {{this zip op is not defined on f32}}
    %z = stream.vector_fp_zip mask_mul_f0 %n : !fp4 -> !fz4
    stream.return
  }
}

// -----

// A zip reads both groups: no group set (docs/decisions.md T9G-1).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    // expected-error @+1 {{a _zip op reads both groups: it takes no group set}}
    %z = stream.vector_clip_zip add_fxp %p {group = 1 : i64} : !vp -> !vz
    stream.return
  }
}

// -----

// The zip's result is the merged stream: Time without I (L5161–5162).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    // expected-error @+1 {{the zip merges the pair: the result's Time must be the input's without I, m[1]; got m[I]}}
    %z = stream.vector_clip_zip add_fxp %p : !vp -> !vp
    stream.return
  }
}

// -----

// ALU usage is shared across both groups: a per-group op on ClipAdd consumes it for the
// whole pair pass (L5209, L5261–5268).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %q = stream.vector_clip add_fxp %p, 5 {group = 2 : i64} : !vp -> !vp
    // expected-error @+1 {{ClipAdd is already in use in this pass}}
    %z = stream.vector_clip_zip add_fxp %q : !vp -> !vz
    stream.return
  }
}

// -----

// Stage order holds in two-group mode: a fixed-point zip cannot follow the Clip stage.
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %q = stream.vector_clip max %p, 0 : !vp -> !vp
    // expected-error @+1 {{the fxp stage cannot follow the clip stage}}
    %z = stream.vector_fxp_zip add_fxp %q : !vp -> !vz
    stream.return
  }
}

// -----

// stash() is unavailable while paired (L5203–5204).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    // expected-error @+1 {{stash() is unavailable while the two groups are paired (before the _zip)}}
    %s = stream.vector_stash %p : !vp -> !vp
    stream.return
  }
}

// -----

// stash() remains unavailable after the zip (L5205–5206).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %z = stream.vector_clip_zip add_fxp %p : !vp -> !vz
    // expected-error @+1 {{stash() remains unavailable on the merged tensor after the _zip}}
    %s = stream.vector_stash %z : !vz -> !vz
    stream.return
  }
}

// -----

// filter() is unavailable while paired (L5203–5204).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    // expected-error @+1 {{filter() is unavailable while the two groups are paired (before the _zip)}}
    %s = stream.vector_filter %p group [0] : !vp -> !vp
    stream.return
  }
}

// -----

// filter() remains unavailable after the zip (L5205–5206).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %z = stream.vector_clip_zip add_fxp %p : !vp -> !vz
    // expected-error @+1 {{filter() remains unavailable on the merged tensor after the _zip}}
    %s = stream.vector_filter %z group [0] : !vz -> !vz
    stream.return
  }
}

// -----

// No intra-slice reduce in a two-group pass (docs/decisions.md T9G-4).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!fr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !finit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !finit -> !fp8
    %n = stream.vector_trim_way4 %p : !fp8 -> !fp4
    // expected-error @+1 {{the intra-slice reduce is unavailable while the two groups are paired}}
    %r = stream.vector_intra_slice_reduce add %n over "I" : !fp4 -> !fr4
    stream.return
  }
}

// -----

// No Branch Logger in a two-group pass (docs/decisions.md T9G-4).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    // expected-error @+1 {{the Branch Logger is unavailable while the two groups are paired}}
    %l = stream.vector_branch_log %p : !vp -> !vp
    stream.return
  }
}

// -----

// After the zip the merged stream has no groups: no group set (docs/decisions.md T9G-1).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %z = stream.vector_fxp_zip add_fxp %p : !vp -> !vz
    // expected-error @+1 {{after an intra-slice reduce the elements have no ExecutionId}}
    %q = stream.vector_clip max %z, 0 {group = 1 : i64} : !vz -> !vz
    stream.return
  }
}

// -----

// A per-group op names group 0 or group 1 only (L5165).
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!finit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!fz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!fz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%v0: !vinit) attributes {chips = 1 : i64} {
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    // expected-error @+1 {{the group set names an ExecutionId the `unzip` branch never assigns (it assigns 0, 1)}}
    %q = stream.vector_fxp mul_int %p, 10 {group = 4 : i64} : !vp -> !vp
    stream.return
  }
}
