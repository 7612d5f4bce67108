// Every constraint of the tensor DMA's gather and scatter (indirect access, manual
// L1684–1690, L2364–2429), one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// The index tensor holds i32 row numbers.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<f32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the index tensor holds i32 row numbers, not f32 (manual: Moving Tensors › Sequencer › Indirect Access)}}
    %g = stream.gather %t[%i] along "P" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<f32, m[1], m[J]> -> !stream.hbm<f32, m[1], m[J, R]>
    stream.return
  }
}

// -----

// Indirect access runs on the tensor DMA: HBM and DM tensors only.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 8, J = 256>} {
  stream.kernel @k(%t: !stream.hbm<i32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result must be an HBM or DM tensor: indirect access runs on the tensor DMA (manual: Moving Tensors › Sequencer › Indirect Access)}}
    %g = stream.gather %t[%i] along "P" at 0 : !stream.hbm<i32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.vrf<i32, m[1], m[1 # 2], m[J], m[R]>
    stream.return
  }
}

// -----

// The result keeps the table's element type.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result: element type i32 does not match f32}}
    %g = stream.gather %t[%i] along "P" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.hbm<i32, m[1], m[J, R]>
    stream.return
  }
}

// -----

// The indexed axis belongs to the table.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8, Q = 4>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the table has no axis Q to index}}
    %g = stream.gather %t[%i] along "Q" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.hbm<f32, m[1], m[J, R]>
    stream.return
  }
}

// -----

// The indexed axis is declared.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{axis Z is not declared}}
    %g = stream.gather %t[%i] along "Z" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.hbm<f32, m[1], m[J, R]>
    stream.return
  }
}

// -----

// The result does not hold the indexed axis: the index's axes take its place.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result must not hold the indexed axis P: the index tensor's axes take its place}}
    %g = stream.gather %t[%i] along "P" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.hbm<f32, m[1], m[P, R]>
    stream.return
  }
}

// -----

// The index tensor's axes are not the table's.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[R]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the index tensor's axis R is also an axis of the table}}
    %g = stream.gather %t[%i] along "P" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[R]> -> !stream.hbm<f32, m[1], m[R]>
    stream.return
  }
}

// -----

// The result holds one whole row per index (here half a row).
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result must hold one row of the table (without axis P) per index: index}}
    %g = stream.gather %t[%i] along "P" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.hbm<f32, m[1], m[J, R % 32]>
    stream.return
  }
}

// -----

// The result holds every index of the index tensor (here half of them).
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result must hold the index tensor's indices: index}}
    %g = stream.gather %t[%i] along "P" at 65536 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.hbm<f32, m[1], m[J % 4, R]>
    stream.return
  }
}

// -----

// DMA writes to DM need 8-byte aligned addresses (L2413–2427).
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{DMA writes to DM need an 8-byte aligned address, got 4 (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)}}
    %g = stream.gather %t[%i] along "P" at 4 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.dm<f32, m[1], m[1 # 2], m[J # 256], m[R]>
    stream.return
  }
}

// -----

// A DM result fits the slice's 512 KiB (L1088).
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result: bytes 524288..524544 run past the DM capacity of 524288 bytes per slice (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %g = stream.gather %t[%i] along "P" at 524288 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.dm<f32, m[1], m[1 # 2], m[J # 256], m[R]>
    stream.return
  }
}

// -----

// An HBM result is aligned to its element (L1093).
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%t: !stream.hbm<f32, m[1], m[P, R]>, %i: !stream.hbm<i32, m[1], m[J]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{HBM address 65538 is not a multiple of size_of::<f32>() = 4 (manual: Mapping Tensors › Memory and Stream › Alignment Constraint)}}
    %g = stream.gather %t[%i] along "P" at 65538 : !stream.hbm<f32, m[1], m[P, R]>, !stream.hbm<i32, m[1], m[J]> -> !stream.hbm<f32, m[1], m[J, R]>
    stream.return
  }
}

// -----

// A scatter's result is its destination with rows replaced: the destination's type.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%s: !stream.hbm<f32, m[1], m[J, R]>, %i: !stream.hbm<i32, m[1], m[J]>, %d: !stream.hbm<f32, m[1], m[P, R]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result of a scatter has the destination's type: it is the destination with rows replaced}}
    %r = stream.scatter %s[%i] into %d along "P" at 65536 : !stream.hbm<f32, m[1], m[J, R]>, !stream.hbm<i32, m[1], m[J]>, !stream.hbm<f32, m[1], m[P, R]> -> !stream.hbm<f32, m[1], m[R, P]>
    stream.return
  }
}

// -----

// A scatter's source holds one row of the destination per index.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8, Q = 2>} {
  stream.kernel @k(%s: !stream.hbm<f32, m[1], m[J, Q, R]>, %i: !stream.hbm<i32, m[1], m[J]>, %d: !stream.hbm<f32, m[1], m[P, R]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the source must hold one row of the destination (without axis P) per index: index}}
    %r = stream.scatter %s[%i] into %d along "P" at 65536 : !stream.hbm<f32, m[1], m[J, Q, R]>, !stream.hbm<i32, m[1], m[J]>, !stream.hbm<f32, m[1], m[P, R]> -> !stream.hbm<f32, m[1], m[P, R]>
    stream.return
  }
}

// -----

// A scatter's source does not hold the indexed axis.
module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @k(%s: !stream.hbm<f32, m[1], m[J, P, R]>, %i: !stream.hbm<i32, m[1], m[J]>, %d: !stream.hbm<f32, m[1], m[P, R]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the source must not hold the indexed axis P: the index tensor's axes take its place}}
    %r = stream.scatter %s[%i] into %d along "P" at 65536 : !stream.hbm<f32, m[1], m[J, P, R]>, !stream.hbm<i32, m[1], m[J]>, !stream.hbm<f32, m[1], m[P, R]> -> !stream.hbm<f32, m[1], m[P, R]>
    stream.return
  }
}
