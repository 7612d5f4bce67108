// Every constraint of the multi-chip ops `stream.chip_shuffle`, `stream.chip_slice` and
// the generic DMA between chips (manual L7382–7610; decisions C10C-2..4), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// A shuffle's list is a permutation: every chip receives one chip's tensor (L7538–7570).
!h = !stream.hbm<i32, m[A], m[B]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{'perm' [1, 1, 2, 3] is not a permutation of the 4 chips}}
    %t = stream.chip_shuffle %x [1, 1, 2, 3] at 4096 : !h -> !h
    stream.return %t : !h
  }
}

// -----

!h = !stream.hbm<i32, m[A], m[B]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{'perm' [0, 1, 2, 4] is not a permutation of the 4 chips}}
    %t = stream.chip_shuffle %x [0, 1, 2, 4] at 4096 : !h -> !h
    stream.return %t : !h
  }
}

// -----

// A negative chip is no chip (the list is parsed as integers; the verifier checks it).
!h = !stream.hbm<i32, m[A], m[B]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{'perm' [0, 1, 2, -1] is not a permutation of the 4 chips}}
    %t = stream.chip_shuffle %x [0, 1, 2, -1] at 4096 : !h -> !h
    stream.return %t : !h
  }
}

// -----

// One entry per chip of the kernel.
!h = !stream.hbm<i32, m[A], m[B]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{'perm' lists 2 chips, but the kernel has chips = 4}}
    %t = stream.chip_shuffle %x [1, 0] at 4096 : !h -> !h
    stream.return %t : !h
  }
}

// -----

// The Chip mapping is one whole axis (decision C10C-2).
!h = !stream.hbm<i32, m[B / 16], m[B % 16]>
module attributes {mapping.axes = #mapping.axes<B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{the source's Chip mapping must be one whole axis (m[A] with A::SIZE = chips)}}
    %t = stream.chip_shuffle %x [1, 2, 3, 0] at 4096 : !h -> !h
    stream.return %t : !h
  }
}

// -----

// ... that the rest of the layout does not use.
!h = !stream.hbm<i32, m[A], m[A, B]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{the source's Element mapping m[A, B] uses the Chip axis A}}
    %t = stream.chip_shuffle %x [1, 2, 3, 0] at 4096 : !h -> !h
    stream.return %t : !h
  }
}

// -----

// The chip-to-chip path moves HBM tensors (L7606–7609).
!h = !stream.hbm<i32, m[A], m[B]>
!d = !stream.dm<i32, m[A], m[1 # 2], m[B / 8 # 256], m[B % 8]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    %d = stream.to_dm %x at 0 : !h -> !d
    // expected-error @+1 {{moves HBM tensors between chips (`!stream.hbm`): the chip-to-chip path is HBM → HBM}}
    %t = stream.chip_shuffle %d [1, 2, 3, 0] at 4096 : !d -> !d
    stream.return %x : !h
  }
}

// -----

// A shuffle moves whole per-chip tensors: the layout is kept.
!h = !stream.hbm<i32, m[A], m[B]>
!g = !stream.hbm<i32, m[A], m[B % 8, B / 8]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !g attributes {chips = 4 : i64} {
    // expected-error @+1 {{the result must have the source's layout (a shuffle moves whole per-chip tensors)}}
    %t = stream.chip_shuffle %x [1, 2, 3, 0] at 4096 : !h -> !g
    stream.return %t : !g
  }
}

// -----

// The HBM address is element-aligned (L1078).
!h = !stream.hbm<i32, m[A], m[B]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{HBM address 4098 is not a multiple of size_of::<i32>() = 4}}
    %t = stream.chip_shuffle %x [1, 2, 3, 0] at 4098 : !h -> !h
    stream.return %t : !h
  }
}

// -----

// The asymmetric slice picks one position of an axis of the source (L7438–7444).
!h = !stream.hbm<i32, m[A], m[J, K]>
!o = !stream.hbm<i32, m[A], m[K]>
module attributes {mapping.axes = #mapping.axes<A = 4, J = 4, K = 16>} {
  stream.kernel @k(%x: !h) -> !o attributes {chips = 4 : i64} {
    // expected-error @+1 {{the sliced axis "A" is not in the source's Element mapping m[J, K]}}
    %t = stream.chip_slice %x [0, 1, 2, 3] over "A" at 4096 : !h -> !o
    stream.return %t : !o
  }
}

// -----

!h = !stream.hbm<i32, m[A], m[J, K]>
!o = !stream.hbm<i32, m[A], m[K]>
module attributes {mapping.axes = #mapping.axes<A = 4, J = 4, K = 16>} {
  stream.kernel @k(%x: !h) -> !o attributes {chips = 4 : i64} {
    // expected-error @+1 {{'select' entry 4 is outside axis J of size 4}}
    %t = stream.chip_slice %x [0, 1, 2, 4] over "J" at 4096 : !h -> !o
    stream.return %t : !o
  }
}

// -----

!h = !stream.hbm<i32, m[A], m[J, K]>
!o = !stream.hbm<i32, m[A], m[K]>
module attributes {mapping.axes = #mapping.axes<A = 4, J = 4, K = 16>} {
  stream.kernel @k(%x: !h) -> !o attributes {chips = 4 : i64} {
    // expected-error @+1 {{'select' lists 3 chips, but the kernel has chips = 4}}
    %t = stream.chip_slice %x [0, 1, 2] over "J" at 4096 : !h -> !o
    stream.return %t : !o
  }
}

// -----

// The result drops the sliced axis ...
!h = !stream.hbm<i32, m[A], m[J, K]>
module attributes {mapping.axes = #mapping.axes<A = 4, J = 4, K = 16>} {
  stream.kernel @k(%x: !h) -> !h attributes {chips = 4 : i64} {
    // expected-error @+1 {{the result must not hold the sliced axis "J"}}
    %t = stream.chip_slice %x [0, 1, 2, 3] over "J" at 4096 : !h -> !h
    stream.return %t : !h
  }
}

// -----

// ... and holds the rest of the source.
!h = !stream.hbm<i32, m[A], m[J, K]>
!o = !stream.hbm<i32, m[A], m[K / 2]>
module attributes {mapping.axes = #mapping.axes<A = 4, J = 4, K = 16>} {
  stream.kernel @k(%x: !h) -> !o attributes {chips = 4 : i64} {
    // expected-error @+1 {{the result must hold the source without axis "J"}}
    %t = stream.chip_slice %x [0, 1, 2, 3] over "J" at 4096 : !h -> !o
    stream.return %t : !o
  }
}

// -----

// Between chips, the DMA still moves the same tensor (L1184).
!h = !stream.hbm<i32, m[A], m[K]>
!g = !stream.hbm<i32, m[K / 4], m[A, K % 4]>
module attributes {mapping.axes = #mapping.axes<A = 4, K = 16>} {
  stream.kernel @k(%x: !h) -> !g attributes {chips = 4 : i64} {
    %ok = stream.dma %x at 4096 : !h -> !g
    // expected-error @+1 {{the result must hold the same tensor as the source}}
    %t = stream.dma %x at 8192 : !h -> !stream.hbm<i32, m[K / 4], m[A, K % 2]>
    stream.return %ok : !g
  }
}
