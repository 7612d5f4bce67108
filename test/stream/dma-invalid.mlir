// Every constraint of the generic tensor DMA `stream.dma` (manual L2364–2429), one
// chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// Only HBM and DM tensors move over the tensor DMA (L2386–2389).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the tensor DMA moves HBM and DM tensors (`!stream.hbm`, `!stream.dm`), in any direction (manual: Moving Tensors › DMA Engine › Interface)}}
    %v = stream.dma %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// The element type is kept.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result: element type f32 does not match i32}}
    %h = stream.dma %in at 8192 : !stream.hbm<i32, m[1], m[A]> -> !stream.hbm<f32, m[1], m[A]>
    stream.return
  }
}

// -----

// DMA writes to DM need 8-byte aligned addresses (L2413–2427).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.dma %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{DMA writes to DM need an 8-byte aligned address, got 4100 (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)}}
    %d2 = stream.dma %dm at 4100 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// A DM result fits the slice's 512 KiB (L1088).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.dma %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{the result: bytes 524288..524320 run past the DM capacity of 524288 bytes per slice (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %d2 = stream.dma %dm at 524288 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// A DM result's Slice::SIZE is 256 (L1082).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result: Slice::SIZE must be 256 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got 128}}
    %dm = stream.dma %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 16 # 128], m[A % 16]>
    stream.return
  }
}

// -----

// An HBM result's address is a multiple of the element size (L1071).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{HBM address 8194 is not a multiple of size_of::<i32>() = 4 (manual: Mapping Tensors › Memory and Stream › Alignment Constraint)}}
    %h = stream.dma %in at 8194 : !stream.hbm<i32, m[1], m[A]> -> !stream.hbm<i32, m[1], m[A]>
    stream.return
  }
}

// -----

// An HBM result fits the chip's 48 GB (L137).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{HBM bytes 51539603456..51539611648 run past the 48 GB of HBM per chip (manual: Hello, TCP! › Tensor Contraction Processor › Memory)}}
    %h = stream.dma %in at 51539603456 : !stream.hbm<i32, m[1], m[A]> -> !stream.hbm<i32, m[1], m[A]>
    stream.return
  }
}

// -----

// The tensor DMA stays on its chip (L2386–2389, L2825); only HBM → HBM crosses chips,
// over the chip-to-chip path (L7606–7609, decision C10C-4; chip-invalid.mlir and
// examples/all_gather_i32.mlir have that case).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1 # 2], m[A]>) attributes {chips = 2 : i64} {
    // expected-error @+1 {{the tensor DMA keeps the Chip mapping; moving between chips is the PCIe DMA's (manual: Moving Tensors › DMA Engine › Interface)}}
    %h = stream.dma %in at 8192 : !stream.hbm<i32, m[1 # 2], m[A]> -> !stream.dm<i32, m[A / 1024], m[1 # 2], m[A % 1024 / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// The result holds the same tensor as the source (L1184).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions)}}
    %h = stream.dma %in at 8192 : !stream.hbm<i32, m[1], m[A]> -> !stream.hbm<i32, m[1], m[A % 1024]>
    stream.return
  }
}

// -----

// The tensor DMA runs in a kernel; the host function moves data over PCIe (L46–47).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main(%x: !stream.host<i32, m[A]>) {
    %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A]> -> !stream.hbm<i32, m[1], m[A]>
    // expected-error @+1 {{expects parent op 'stream.kernel'}}
    %h2 = stream.dma %h at 8192 : !stream.hbm<i32, m[1], m[A]> -> !stream.hbm<i32, m[1], m[A]>
    stream.return
  }
}

// -----

// A DM → DM copy may not write over its own live source (L154–156).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) -> !stream.hbm<i32, m[1], m[A]> attributes {chips = 1 : i64} {
    %dm = stream.dma %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{DM bytes 16..48 overlap the live tensor at 0..32 written by 'stream.dma' (manual: Hello, TCP! › Tensor Contraction Processor › Execution Contexts: addresses must not collide)}}
    %d2 = stream.dma %dm at 16 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %h = stream.dma %d2 at 0 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.hbm<i32, m[1], m[A]>
    stream.return %h : !stream.hbm<i32, m[1], m[A]>
  }
}
