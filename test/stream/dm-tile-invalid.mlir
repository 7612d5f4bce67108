// stream.dm_tile (issue 8, the blocked GEMM's K tiles; docs/decisions.md C8F-2): every
// rule of its verifier, one chunk each.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{the result's Element mapping must be the input's with K split into its tiles, m[A % 4, 1 # 2, Kt] (the other tiles' positions as padding), got m[A % 4, Kt]}}
    %t = stream.dm_tile %d "K" tile 1 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{tile 2 is out of range: K has 2 tiles of 32}}
    %t = stream.dm_tile %d "K" tile 2 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{the tile axis A (1024) must divide K (64) into at least two tiles}}
    %t = stream.dm_tile %d "K" tile 1 as "A" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{axis Kx is not declared}}
    %t = stream.dm_tile %d "K" tile 1 as "Kx" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{the result's Slice mapping must be the input's (m[A / 4 # 256]), got m[1 # 256]}}
    %t = stream.dm_tile %d "K" tile 1 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A % 4, 1 # 2, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{the result: element type f32 does not match bf16}}
    %t = stream.dm_tile %d "K" tile 1 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<f32, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    // expected-error @+1 {{tiles a DM tensor into a DM tensor}}
    %t = stream.dm_tile %d "K" tile 1 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.vrf<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    %e = stream.to_dm %x at 8192 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[K / 16, A % 4, K % 16]>
    // expected-error @+1 {{the input's Element mapping m[K / 16, A % 4, K % 16] must hold K as the factor `K` or as the two factors `K / 32` and `K % 32`}}
    %t = stream.dm_tile %e "K" tile 0 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[K / 16, A % 4, K % 16]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[1 # 2, A % 4, Kt]>
    stream.return
  }
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32, Ku = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A, K]>) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    %e = stream.to_dm %x at 8192 : !stream.hbm<bf16, m[1], m[A, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
    %t = stream.dm_tile %e "K" tile 0 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]>
    // expected-error @+1 {{the tile axis Kt must be fresh: the input already mentions it}}
    %u = stream.dm_tile %t "K" tile 0 as "Kt" : !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]> -> !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, 1 # 2, Kt]>
    stream.return
  }
}
