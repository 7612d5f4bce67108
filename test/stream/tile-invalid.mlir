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
