// Every constraint the stream dialect's verifiers check, one chunk each; the
// messages cite the manual (002_*.txt) lines they come from.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// Cluster::SIZE == 2 (manual L1081).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{Cluster::SIZE must be 2 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got 1}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Slice::SIZE == 256 (manual L1082).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{Slice::SIZE must be 256 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got 32}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 64], m[A % 64]>
    stream.return
  }
}

// -----

// Chip::SIZE == the kernel's chips (manual L1080).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1 # 2], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{Chip::SIZE must equal the kernel's chips = 1 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got 2}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1 # 2], m[A]> -> !stream.dm<i32, m[1 # 2], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// DM holds 512 KB per slice (manual L1088).
module attributes {mapping.axes = #mapping.axes<B = 262144>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[B]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{Element::SIZE * size_of::<D>() = 1048576 bytes exceeds the DM capacity of 524288 bytes per slice (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[B]> -> !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[B]>
    stream.return
  }
}

// -----

// A DM tensor must end inside the slice's 512 KB (manual L1088, L1093).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{bytes 524288..524320 run past the DM capacity of 524288 bytes per slice (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %dm = stream.to_dm %in at 524288 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// HBM → DM writes need 8-byte aligned DM addresses (manual L2426–2427).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{HBM → DM transfers need an 8-byte aligned DM address, got 4 (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)}}
    %dm = stream.to_dm %in at 4 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Element start address is a multiple of size_of::<D>() (manual L1071).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{address 2 is not a multiple of size_of::<i32>() = 4 (manual: Mapping Tensors › Memory and Stream › Alignment Constraint)}}
    %dm = stream.to_dm %in at 2 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// The VRF holds 8 KB per slice (manual L1090).
module attributes {mapping.axes = #mapping.axes<A = 4096>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[A]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %f = stream.fetch %b : !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %c = stream.collect %f : !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]>
    // expected-error @+1 {{Element::SIZE * size_of::<D>() = 16384 bytes exceeds the VRF capacity of 8192 bytes per slice (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %v = stream.to_vrf %c at 0 : !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]> -> !stream.vrf<i32, m[1], m[1 # 2], m[1 # 256], m[A]>
    stream.return
  }
}

// -----

// Fetch output packets are 8-byte aligned (manual L1723).
module attributes {mapping.axes = #mapping.axes<A = 256>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A], m[1]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A], m[1]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[1]>
    // expected-error @+1 {{Fetch output packet must be 8-byte aligned, got 4 bytes (manual: Moving Tensors › Fetch Engine › Interface)}}
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[1]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[1]>
    stream.return
  }
}

// -----

// The Fetch Engine casts only the listed pairs (manual L1962–1972).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the Fetch Engine cannot cast i32 to i8 (manual: Moving Tensors › Fetch Engine › Fetch Adapter › Type Casting)}}
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Collect pads a short packet to one flit (manual L3556–3603).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 4], m[A % 4]>
    // expected-error @+1 {{collect must normalize packets to one 32-byte flit: expected Time m[A % 8 / 4] and Packet m[A % 4 # 8]}}
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 4], m[A % 4]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 4], m[A % 4]>
    stream.return
  }
}

// -----

// Collect splits a long packet into flits, the flit index innermost in Time (manual L3589–3603).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 16 # 256], m[A % 16]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 16 # 256], m[A % 16]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]>
    // expected-error @+1 {{expected Time m[1, A % 16 / 8] and Packet m[A % 16 % 8]}}
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]>
    stream.return
  }
}

// -----

// The Vector Engine takes i32 or f32 (manual L4551).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[A % 16]>
    %b = stream.begin %dm : !stream.dm<bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[A % 16]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[1], m[A % 16]>
    %f = stream.fetch %b : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[1], m[A % 16]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[1], m[A % 16]>
    %c = stream.collect %f : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[1], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[1], m[A % 16]>
    // expected-error @+1 {{the Vector Engine takes i32 or f32 elements, got bf16 (manual: Computing Tensors › Vector Engine)}}
    %v = stream.vector_init %c : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[1], m[A % 16]> -> !stream.tensor<vector_init, main, bf16, m[1], m[1 # 2], m[A / 16 # 128 # 256], m[1], m[A % 16]>
    stream.return
  }
}

// -----

// Element types agree between stages.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{the result: element type f32 does not match i32}}
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A begun stream has Time m[1] and Packet = Element (manual L1148).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{a begun stream's Packet must be the DM Element m[A % 8] (manual: Mapping Tensors › Memory and Stream › Tensor Unit Stream), got m[A % 4]}}
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 4]>
    stream.return
  }
}

// -----

// Stages run in pipeline order.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the input must be at position begin, got `collect`}}
    %g = stream.fetch %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Commit leaves the Vector Engine first (manual L4976).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{cannot commit a stream at position `vector_branch`}}
    %o = stream.commit %v1 at 4096 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Commit writes 8-byte aligned DM addresses (manual L2338, L2414).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v2 = stream.vector_final %v1 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{commit address 4100 must be 8-byte aligned}}
    %o = stream.commit %v2 at 4100 : !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Each ALU once per pass (manual L5261–5268).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v2 = stream.vector_fxp add_fxp %v1, 1 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{FxpAdd is already in use in this pass (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Constraints › ALU Conflict Example)}}
    %v3 = stream.vector_fxp sub_fxp %v2, 1 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Only the unconditional branch mode is implemented (manual L4793–4802).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{unknown branch mode `sometimes`}}
    %v1 = stream.vector_intra_slice_branch %v0 sometimes : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Live DM tensors do not overlap (manual L154–156, occupancy L1093).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %a = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{DM bytes 16..48 overlap the live tensor at 0..32 written by 'stream.to_dm' (manual: Hello, TCP! › Tensor Contraction Processor › Execution Contexts: addresses must not collide)}}
    %b = stream.to_dm %in at 16 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %x = stream.begin %a : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %y = stream.begin %b : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A dead DM tensor's bytes may be reused.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %a = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %o = stream.to_hbm %a at 1048576 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.hbm<i32, m[1], m[A]>
    %b = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %o2 = stream.to_hbm %b at 2097152 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.hbm<i32, m[1], m[A]>
    stream.return
  }
}

// -----

// Mappings use declared axes: an ill-formed mapping in a type is reported at the
// axes declaration, with a note at each op defining a value of that type.
// expected-error @+1 {{mapping m[B] is ill-formed at column 1 over the axes declared here: unknown axis `B`}}
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-note @+1 {{used here by 'stream.to_dm', as the Element mapping}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[B]>
    stream.return
  }
}

// -----

// Mappings are well-formed.
// expected-error @+1 {{mapping m[A / 3] is ill-formed at column 5 over the axes declared here: Stride size must divide the original size (3 does not divide 2048)}}
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-note @+1 {{used here by 'stream.to_dm', as the Slice mapping}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 3], m[A % 8]>
    stream.return
  }
}

// -----

// The DM tensor holds the HBM tensor (manual L1184).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions)}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 4 # 8]>
    stream.return
  }
}

// -----

// Immediate or VRF operand, not neither (manual L5052–5060).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{takes exactly one second operand}}
    %v2 = "stream.vector_fxp"(%v1) {op = "add_fxp"} : (!stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>) -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// K2 as printed in the manual writes its result over rhs in HBM (L249, L298).
!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%lhs: !hbm, %rhs: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %d = stream.to_dm %lhs at 0 : !hbm -> !dm
    // expected-note @+1 {{the kernel's write is here}}
    %out = stream.to_hbm %d at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }
  stream.host_func @main(%lhs: !host, %rhs: !host) -> !host {
    %l = stream.to_hbm %lhs at 0 : !host -> !hbm
    %r = stream.to_hbm %rhs at 268435456 : !host -> !hbm
    // expected-error @+1 {{kernel @kernel writes HBM bytes 268435456..268443648, overlapping the live tensor at 268435456..268443648 written by 'stream.to_hbm'}}
    %o = stream.launch @kernel(%l, %r) : (!hbm, !hbm) -> !hbm
    %out = stream.to_host %o : !hbm -> !host
    stream.return %out : !host
  }
}

// -----

// A launch calls a kernel.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main(%x: !stream.host<i32, m[A]>) -> !stream.host<i32, m[A]> {
    %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A]> -> !stream.hbm<i32, m[1], m[A]>
    // expected-error @+1 {{calls @nope, which is not defined}}
    %o = stream.launch @nope(%h) : (!stream.hbm<i32, m[1], m[A]>) -> !stream.hbm<i32, m[1], m[A]>
    %out = stream.to_host %o : !stream.hbm<i32, m[1], m[A]> -> !stream.host<i32, m[A]>
    stream.return %out : !stream.host<i32, m[A]>
  }
}

// -----

// Axes must be declared.
module {
  // expected-error @+1 {{no enclosing op declares `mapping.axes = #mapping.axes<...>`}}
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    stream.return
  }
}

// -----

// Unknown stream position.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{unknown stream position `fetched`}}
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<fetched, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Wrong number of mappings.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{`!stream.dm` takes 4 mapping(s) (Chip, Cluster, Slice, Element), got 3}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A % 8]>
    stream.return
  }
}

// -----

// Element types of the Virtual ISA.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{`f64` is not an element type of the Virtual ISA}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<f64, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Mapping text.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{unexpected character `;` in mapping}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A ; 8]>
    stream.return
  }
}

// -----

// Kernel signatures use the kernel's chip count (manual L1080).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // expected-error @+1 {{signature type 0: Chip::SIZE must equal chips = 2 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got 1}}
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 2 : i64} {
    stream.return
  }
}

// -----

// A kernel runs on at least one chip (manual L172).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // expected-error @+1 {{requires `chips` to be at least 1}}
  stream.kernel @k() attributes {chips = 0 : i64} {
    stream.return
  }
}

// -----

// Kernels take HBM tensors.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // expected-error @+1 {{takes and returns HBM tensors (`!stream.hbm`); type 0 is !stream.host<i32, m[A]>}}
  stream.kernel @k(%in: !stream.host<i32, m[A]>) attributes {chips = 1 : i64} {
    stream.return
  }
}

// -----

// In a kernel, to_hbm reads DM (tensor DMA, manual L219).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{in a kernel the source must be a DM tensor (tensor DMA, manual: Hello, TCP! › Examples › Constant Addition)}}
    %o = stream.to_hbm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.hbm<i32, m[1], m[A]>
    stream.return
  }
}

// -----

// Returned types match the signature.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) -> !stream.hbm<i32, m[1], m[A]> attributes {chips = 1 : i64} {
    // expected-error @+1 {{returns 0 value(s) whose types do not match the enclosing function's results (1 expected)}}
    stream.return
  }
}

// -----

// Launch operands match the kernel's signature.
!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%a: !hbm, %b: !hbm) -> !hbm attributes {chips = 1 : i64} {
    stream.return %a : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    // expected-error @+1 {{operand or result types do not match the signature of @k}}
    %o = stream.launch @k(%h) : (!hbm) -> !hbm
    %out = stream.to_host %o : !hbm -> !host
    stream.return %out : !host
  }
}

// -----

// The host tensor holds the HBM tensor (manual L1184).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main(%x: !stream.host<i32, m[A]>) -> !stream.host<i32, m[A % 1024]> {
    %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A]> -> !stream.hbm<i32, m[1], m[A]>
    // expected-error @+1 {{the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions)}}
    %out = stream.to_host %h : !stream.hbm<i32, m[1], m[A]> -> !stream.host<i32, m[A % 1024]>
    stream.return %out : !stream.host<i32, m[A % 1024]>
  }
}

// -----

// The VRF operand matches the stream (manual L5072–5073).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %w = stream.to_dm %in at 64 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A % 256 # 256], m[A / 256]>
    %wb = stream.begin %w : !stream.dm<i32, m[1], m[1 # 2], m[A % 256 # 256], m[A / 256]> -> !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A % 256 # 256], m[1], m[A / 256]>
    %wf = stream.fetch %wb : !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A % 256 # 256], m[1], m[A / 256]> -> !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A % 256 # 256], m[1], m[A / 256]>
    %wc = stream.collect %wf : !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A % 256 # 256], m[1], m[A / 256]> -> !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A % 256 # 256], m[1], m[A / 256]>
    %v = stream.to_vrf %wc at 0 : !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A % 256 # 256], m[1], m[A / 256]> -> !stream.vrf<i32, m[1], m[1 # 2], m[A % 256 # 256], m[A / 256]>
    // expected-error @+1 {{the VRF operand's Slice mapping must be the stream's m[A / 8 # 256]}}
    %v2 = stream.vector_fxp mul_int %v1, %v : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>, !stream.vrf<i32, m[1], m[1 # 2], m[A % 256 # 256], m[A / 256]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Fixed-point ops take i32 (manual L4733–4747).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<f32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<f32, m[1], m[A]> -> !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{fixed-point ops take i32 elements}}
    %v2 = stream.vector_fxp add_fxp %v1, 1 : !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A stream keeps its context.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the result runs in context `sub` but the input in `main`}}
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Custom syntax: `at` introduces the address (optional since allocate-memory, so a bare
// address is where the type's `:` was expected).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{expected ':'}}
    %dm = stream.to_dm %in 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Commit takes one 32-byte flit per packet (manual L2328).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 2], m[A % 2]>
    // expected-error @+1 {{the input packet must be one 32-byte flit, got 8 bytes; collect first (manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints)}}
    %o = stream.commit %f at 4096 : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 2], m[A % 2]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Sub-context commits follow fetch (manual L2337–2338).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v0 = stream.vector_init %c : !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !stream.tensor<vector_init, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %v2 = stream.vector_final %v1 : !stream.tensor<vector_branch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_final, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{sub-context commits can only follow fetch, got a stream at `vector_final` (manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints)}}
    %o = stream.commit %v2 at 4096 : !stream.tensor<vector_final, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// A sub-context copy through fetch and collect commits.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %o = stream.commit %f at 4096 : !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// Live HBM tensors of the host do not overlap (manual L154–156).
!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%a: !hbm, %b: !hbm) -> !hbm attributes {chips = 1 : i64} {
    stream.return %a : !hbm
  }
  stream.host_func @main(%x: !host, %y: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    // expected-error @+1 {{HBM bytes 4096..12288 overlap the live tensor at 0..8192 written by 'stream.to_hbm'}}
    %g = stream.to_hbm %y at 4096 : !host -> !hbm
    %o = stream.launch @k(%h, %g) : (!hbm, !hbm) -> !hbm
    %out = stream.to_host %o : !hbm -> !host
    stream.return %out : !host
  }
}

// -----

// A stage's result is at the stage's position.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the result must be at position `collect`, got `fetch`}}
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// to_hbm writes HBM.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main(%h: !stream.host<i32, m[A]>) {
    // expected-error @+1 {{the result must be an HBM tensor (`!stream.hbm`)}}
    %x = stream.to_hbm %h at 0 : !stream.host<i32, m[A]> -> !stream.host<i32, m[A]>
    stream.return
  }
}

// -----

// A PCIe DMA copies the whole host tensor (manual L1184).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main(%h: !stream.host<i32, m[A]>) {
    // expected-error @+1 {{the result must hold the same tensor as the host tensor (manual: Mapping Tensors › Memory and Stream › Tensor Functions)}}
    %x = stream.to_hbm %h at 0 : !stream.host<i32, m[A]> -> !stream.hbm<i32, m[1], m[A % 1024]>
    stream.return
  }
}

// -----

// to_host reads HBM into host memory (manual L197).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main(%h: !stream.host<i32, m[A]>) {
    // expected-error @+1 {{moves an HBM tensor to a host tensor (manual: Hello, TCP! › Examples › Constant Addition)}}
    %x = stream.to_host %h : !stream.host<i32, m[A]> -> !stream.host<i32, m[A]>
    stream.return
  }
}

// -----

// to_host copies the whole tensor (manual L1184).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main(%h: !stream.host<i32, m[A]>) {
    %x = stream.to_hbm %h at 0 : !stream.host<i32, m[A]> -> !stream.hbm<i32, m[1], m[A]>
    // expected-error @+1 {{the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions)}}
    %y = stream.to_host %x : !stream.hbm<i32, m[1], m[A]> -> !stream.host<i32, m[A % 1024]>
    stream.return
  }
}

// -----

// to_dm reads HBM into DM (manual L2375–2385).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{moves an HBM tensor to a DM tensor (manual: Moving Tensors › DMA Engine › Interface)}}
    %d2 = stream.to_dm %dm at 8192 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// The tensor DMA keeps the Chip mapping (manual L2383).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1 # 2], m[A]>) attributes {chips = 2 : i64} {
    // expected-error @+1 {{the tensor DMA keeps the Chip mapping (manual: Moving Tensors › DMA Engine › Interface: Chip is preserved)}}
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1 # 2], m[A]> -> !stream.dm<i32, m[A / 1024], m[1 # 2], m[A % 1024 / 4 # 256], m[A % 4]>
    stream.return
  }
}

// -----

// DM → HBM keeps the Chip mapping (manual L2375–2385).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[A / 1024], m[A % 1024]>) attributes {chips = 2 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[A / 1024], m[A % 1024]> -> !stream.dm<i32, m[A / 1024], m[1 # 2], m[A % 1024 / 4 # 256], m[A % 4]>
    // expected-error @+1 {{the tensor DMA keeps the Chip mapping (manual: Moving Tensors › DMA Engine › Interface)}}
    %h = stream.to_hbm %dm at 268435456 : !stream.dm<i32, m[A / 1024], m[1 # 2], m[A % 1024 / 4 # 256], m[A % 4]> -> !stream.hbm<i32, m[1 # 2], m[A % 1024]>
    stream.return
  }
}

// -----

// A stream begins from DM (manual L205).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{begins a stream from a DM tensor (manual: Hello, TCP! › Examples › Constant Addition)}}
    %b = stream.begin %in : !stream.hbm<i32, m[1], m[A]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// begin yields a stream at position begin.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{the result must be at position `begin`, got `fetch`}}
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A begun stream has Time = m[1] (manual L1148).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{a begun stream has Time = m[1] (manual: Mapping Tensors › Memory and Stream › Tensor Unit Stream), got m[1 # 2]}}
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1 # 2], m[A % 8]>
    stream.return
  }
}

// -----

// Fetch keeps the streamed tensor (manual L1716).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{Time and Packet must hold the same tensor as the input's (manual: Moving Tensors › Fetch Engine › Interface)}}
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 4 # 8]>
    stream.return
  }
}

// -----

// to_vrf writes the VRF.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the result must be a VRF tensor (`!stream.vrf`)}}
    %v = stream.to_vrf %c at 0 : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// to_vrf keeps the streamed tensor.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the VRF tensor must hold the streamed tensor}}
    %v = stream.to_vrf %c at 0 : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 4 # 8]>
    stream.return
  }
}

// -----

// The implemented fixed-point ops.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{unknown fixed-point op `div_int`}}
    %x = "stream.vector_fxp"(%br) {imm = 1 : i64, op = "div_int"} : (!stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>) -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A shift amount is 0..=31 (docs/decisions.md, fixed-point shift amounts): 32 (generic form).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{`left_shift` takes a shift amount in 0..=31, got 32 (docs/decisions.md, fixed-point shift amounts)}}
    %x = "stream.vector_fxp"(%br) {imm = 32 : i64, op = "left_shift"} : (!stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>) -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A negative shift amount.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{`arith_right_shift_round` takes a shift amount in 0..=31, got -1 (docs/decisions.md, fixed-point shift amounts)}}
    %x = stream.vector_fxp arith_right_shift_round %br, -1 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// An amount written as a u32 is read as the i32 of the same bits (-1): out of range too.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{`left_shift_sat` takes a shift amount in 0..=31, got -1 (docs/decisions.md, fixed-point shift amounts)}}
    %x = stream.vector_fxp left_shift_sat %br, 4294967295 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// 32 for the right shifts.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{`logic_right_shift` takes a shift amount in 0..=31, got 32 (docs/decisions.md, fixed-point shift amounts)}}
    %x = stream.vector_fxp logic_right_shift %br, 32 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// And for arith_right_shift.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{`arith_right_shift` takes a shift amount in 0..=31, got 2147483647 (docs/decisions.md, fixed-point shift amounts)}}
    %x = stream.vector_fxp arith_right_shift %br, 2147483647 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// The new ops share ALUs with the old ones (manual L4824–4836, L5261–5268): MulFxp and MulInt
// both need FxpMul, ArithRightShiftRound and LogicRightShift both FxpRshift, even with
// another ALU's op between them.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %m = stream.vector_fxp mul_int %br, 3 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{FxpMul is already in use in this pass (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Constraints › ALU Conflict Example)}}
    %x = stream.vector_fxp mul_fxp %m, 3 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %r = stream.vector_fxp logic_right_shift %br, 3 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %a = stream.vector_fxp add_fxp_sat %r, 3 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{FxpRshift is already in use in this pass (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Constraints › ALU Conflict Example)}}
    %x = stream.vector_fxp arith_right_shift_round %a, 3 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Immediates are 32 bits (generic form).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{immediate 8589934592 does not fit in 32 bits}}
    %x = "stream.vector_fxp"(%br) {imm = 8589934592 : i64, op = "add_fxp"} : (!stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>) -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Immediates are 32 bits (custom form, at the immediate's column).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{immediate 8589934592 does not fit in 32 bits}}
    %x = stream.vector_fxp add_fxp %br, 8589934592 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// The second operand of a vector op is a VRF tensor (manual L226, L5058).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the second operand must be a VRF tensor; other operands come from `imm` (manual: Hello, TCP! › Examples › Elementwise Multiplication; Computing Tensors › Vector Engine › Intra-Slice Block › Operands)}}
    %x = stream.vector_fxp mul_int %br, %dm : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>, !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A commit writes DM (manual L2153).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %fin = stream.vector_final %br : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the result must be a DM tensor (manual: Moving Tensors › Commit Engine › Interface)}}
    %o = stream.commit %fin at 4096 : !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// A commit writes only indices of the stream (manual L2149–2157).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %i = stream.vector_init %c : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %br = stream.vector_intra_slice_branch %i unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %fin = stream.vector_final %br : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the committed Element may only hold indices of the stream; truncation drops the rest (manual: Moving Tensors › Commit Engine › Interface)}}
    %o = stream.commit %fin at 4096 : !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 16]>
    stream.return
  }
}

// -----

// Memory ops take stream memory types.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{the result must be a stream memory tensor, got i32}}
    %dm = "stream.to_dm"(%in) {addr = 0 : i64} : (!stream.hbm<i32, m[1], m[A]>) -> i32
    stream.return
  }
}

// -----

// Stage ops take streams.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    // expected-error @+1 {{the input must be a `!stream.tensor`, got }}
    %f = "stream.fetch"(%dm) : (!stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>) -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A kernel's body takes the arguments its type lists.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
    // expected-error @+1 {{has 1 arguments but its type has 0 inputs}}
  "stream.kernel"() ({
  ^bb0(%x: !stream.hbm<i32, m[1], m[A]>):
    "stream.return"() : () -> ()
  }) {chips = 1 : i64, function_type = () -> (), sym_name = "k"} : () -> ()
}

// -----

// launch names a flat symbol.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @main() {
    // expected-error @+1 {{attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
    "stream.launch"() {callee = @k::@x} : () -> ()
    stream.return
  }
}

// -----

// A kernel has a body block.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // expected-error @+1 {{requires a body block}}
  "stream.kernel"() ({
  }) {chips = 1 : i64, function_type = () -> (), sym_name = "k"} : () -> ()
}

// -----

// A VRF operand's Element is the stream's Packet or Time, Packet in the same order (manual L5072–5073); to_vrf accepts any order of the same indices.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%a: !stream.hbm<i32, m[1], m[A]>, %b: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %0 = stream.to_dm %a at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %1 = stream.to_dm %b at 4096 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %2 = stream.begin %1 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %3 = stream.fetch %2 : !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %4 = stream.collect %3 : !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]>
    %5 = stream.to_vrf %4 at 0 : !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]> -> !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 2, A % 8 / 2]>
    %6 = stream.begin %0 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %7 = stream.fetch %6 : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %8 = stream.collect %7 : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %9 = stream.vector_init %8 : !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %10 = stream.vector_intra_slice_branch %9 unconditional : !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the VRF operand's Element m[A % 2, A % 8 / 2] must match the stream's Packet m[A % 8] (broadcast over Time) or its Time, Packet}}
    %11 = stream.vector_fxp mul_int %10, %5 : !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>, !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 2, A % 8 / 2]> -> !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// Addresses of the custom form are non-negative i64 values, reported at their column.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    // expected-error @+1 {{address -8 is out of range}}
    %dm = stream.to_dm %in at -8 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// to_vrf takes a collected stream (manual L280–285; PipelineStage of stream.to_vrf).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the input must be at position collect, got `fetch`}}
    %v = stream.to_vrf %f at 0 : !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// A begun stream is not committed before the Fetch Engine (manual L1107–1117; PipelineStage of stream.commit).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{cannot commit a stream at position `begin`}}
    %o = stream.commit %b at 4096 : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}

// -----

// The Vector Engine takes a collected, contracted or reduced stream (manual L4549–4632; PipelineStage of stream.vector_init).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    // expected-error @+1 {{the input must be at position collect or contraction or reduce, got `fetch`}}
    %v0 = stream.vector_init %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}

// -----

// A Packet too large to count its flits is refused, not overflowed (manual L3589–3603;
// found by tools/tests/mutation.rs).
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1], m[A]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    %b = stream.begin %dm : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    %f = stream.fetch %b : !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]> -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8 # 18446744073709551615]>
    // expected-error @+1 {{the input's Packet m[A % 8 # 18446744073709551615] of 18446744073709551615 elements is too large to normalize into 32-byte flits}}
    %c = stream.collect %f : !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8 # 18446744073709551615]> -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
    stream.return
  }
}
