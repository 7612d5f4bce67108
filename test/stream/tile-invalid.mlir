// Every constraint of the tile view `stream.tile` (manual L814–835, L954–972; decision
// C10C-7), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// The manual's literal `m![A, B = 2 # 4]` (L823) would give A a stride of 4 instead of
// 512: the footprint must reproduce the parent's strides.
module attributes {mapping.axes = #mapping.axes<A = 8, B = 512>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, B]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{must be the source's m[A, B] with B / 1 resized to 2 and its footprint kept (`B = 2 # 512`; docs/decisions.md C10C-7)}}
    %t = stream.tile %x over "B" block 1 size 2 start 0 : !stream.hbm<bf16, m[1], m[A, B]> -> !stream.hbm<bf16, m[1], m[A, B = 2 # 4]>
    stream.return
  }
}

// -----

// The tile stays within the dimension (L826–829).
module attributes {mapping.axes = #mapping.axes<A = 8, B = 512>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, B]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the tile [15, 17) leaves B / 32's 16 positions}}
    %t = stream.tile %x over "B" block 32 size 2 start 15 : !stream.hbm<bf16, m[1], m[A, B]> -> !stream.hbm<bf16, m[1], m[A, B / 32 = 2 # 16, B % 32]>
    stream.return
  }
}

// -----

// The tile dimension is a whole digit of the Element mapping.
module attributes {mapping.axes = #mapping.axes<A = 8, B = 512>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, B]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the source's Element mapping m[A, B] has no whole digit B / 3 to tile}}
    %t = stream.tile %x over "B" block 3 size 2 start 0 : !stream.hbm<bf16, m[1], m[A, B]> -> !stream.hbm<bf16, m[1], m[A, B = 64 # 512]>
    stream.return
  }
}

// -----

// A DM tile offsets addresses within a slice: the tiled axis is not spread over slices.
module attributes {mapping.axes = #mapping.axes<A = 8, B = 512>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, B]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<i32, m[1], m[A, B]> -> !stream.dm<i32, m[1], m[1 # 2], m[B / 2], m[A, B % 2]>
    // expected-error @+1 {{the tiled axis "B" must lie in the Element mapping only}}
    %t = stream.tile %d over "B" block 1 size 2 start 0 : !stream.dm<i32, m[1], m[1 # 2], m[B / 2], m[A, B % 2]> -> !stream.dm<i32, m[1], m[1 # 2], m[B / 2], m[A, B % 2 = 1 # 2]>
    stream.return
  }
}

// -----

// A view stays in its memory.
module attributes {mapping.axes = #mapping.axes<A = 8, B = 512>} {
  stream.kernel @k(%x: !stream.hbm<i32, m[1], m[A, B]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{a tile is a view of an HBM or DM tensor in the same memory}}
    %t = stream.tile %x over "B" block 1 size 2 start 0 : !stream.hbm<i32, m[1], m[A, B]> -> !stream.dm<i32, m[1], m[1 # 2], m[A], m[B = 2 # 512]>
    stream.return
  }
}

// -----

// A DM K tile (the blocked GEMM's form) keeps the element type.
module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{the result: element type f32 does not match bf16}}
    %t = stream.tile %d over "K" block 32 size 1 start 1 : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<f32, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K / 32 = 1 # 2, K % 32]>
    stream.return
  }
}

// -----

// A DM tile keeps the Chip, Cluster and Slice mappings: the same bytes of each slice.
module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{a tile keeps every mapping but the Element one}}
    %t = stream.tile %d over "K" block 32 size 1 start 1 : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A % 4, K / 32 = 1 # 2, K % 32]>
    stream.return
  }
}

// -----

// A DM tile stays in DM (not a VRF tensor).
module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{a tile is a view of an HBM or DM tensor in the same memory}}
    %t = stream.tile %d over "K" block 32 size 1 start 1 : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.vrf<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K / 32 = 1 # 2, K % 32]>
    stream.return
  }
}

// -----

// A DM K tile past the last one.
module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{the tile [2, 3) leaves K / 32's 2 positions}}
    %t = stream.tile %d over "K" block 32 size 1 start 2 : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K / 32 = 1 # 2, K % 32]>
    stream.return
  }
}

// -----

// A DM K tile whose type drops the other tile's positions (dm_tile's `m[A % 4, Kt]`
// mistake): the footprint must keep the parent's strides.
module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{with K / 32 resized to 1 and its footprint kept (`K / 32 = 1 # 2`; docs/decisions.md C10C-7)}}
    %t = stream.tile %d over "K" block 32 size 1 start 1 : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K / 32 = 1, K % 32]>
    stream.return
  }
}

// -----

// The tiled axis must be declared (and held by the Element mapping).
module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{the source's Element mapping m[A % 4, K] has no whole digit Kx / 32 to tile}}
    %t = stream.tile %d over "Kx" block 32 size 1 start 1 : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K / 32 = 1 # 2, K % 32]>
    stream.return
  }
}

// -----

// A view reads its operand's bytes: the operand stays live while the tile is read (the
// `View` interface), so a later tensor may not take its bytes before the tile's last use.
module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    %t = stream.tile %d over "K" block 32 size 1 start 1 : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K / 32 = 1 # 2, K % 32]>
    // expected-error @+1 {{DM bytes 256..768 overlap the live tensor at 0..512 written by 'stream.to_dm'}}
    %e = stream.to_dm %x at 256 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    %s = stream.begin %t : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K / 32 = 1 # 2, K % 32]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[A / 4 # 256], m[1], m[A % 4, K / 32 = 1 # 2, K % 32]>
    stream.return
  }
}
