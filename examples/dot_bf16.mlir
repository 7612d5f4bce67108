// Dot product: the manual's third Hello-TCP kernel (002 L301–376, K3), Σ lhs·rhs over
// A = 2048 bf16 elements in one slice, end to end: the sub context loads rhs into the TRF,
// the main context streams lhs through the Contraction Engine (two flits per 64-byte
// computation packet, the 5-level tree, 64 steps accumulated in time order), the Cast
// Engine rounds the f32 sum to bf16, and the commit keeps the flit's first 8 bytes.
//
// Differences from the manual: fetch packets of one flit (docs/decisions.md C8A-6); the
// HBM result is `m[1 # 4]`, 8 bytes, because a DMA reads DM in 8-byte packets
// (L2413–2429); the host result is the one bf16 element. The interpreter's result is
// checked against a plain f64 dot product in dialects/stream/tests/contraction_kernels.rs.
//
// The interpreter and the simulator agree bit for bit on seeded inputs (tools/tests/
// examples.rs runs this file); the simulator's maths is checked against plain loops in
// sim/tests/contraction.rs.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 1 --output-dir %t | FileCheck %s
// CHECK: check: pass (1 result elements equal the interpreter's)

!host = !stream.host<bf16, m[A]>
!hout = !stream.host<bf16, m[1]>
!hbm = !stream.hbm<bf16, m[1], m[A]>
!hbmout = !stream.hbm<bf16, m[1], m[1 # 4]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
!dmout = !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[1 # 8]>
!sbegin = !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
!sfetch = !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
!scollect = !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
!trf = !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
!aligned = !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
!contracted = !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
!acc = !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
!cast = !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%lhs: !hbm, %rhs: !hbm) -> !hbmout attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !hbm -> !dm
    %rhs_dm = stream.to_dm %rhs at 4096 : !hbm -> !dm
    // Sub context: rhs into the whole TRF.
    %s0 = stream.begin %rhs_dm : !dm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %rhs_trf = stream.to_trf %s2 full : !scollect -> !trf
    // Main context: lhs through the Contraction Engine.
    %m0 = stream.begin %lhs_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %m3 = stream.align %m2, %rhs_trf : !collect, !trf -> !aligned
    %m4 = stream.contract %m3 : !aligned -> !contracted
    %m5 = stream.accumulate %m4 interleaved : !contracted -> !acc
    %m6 = stream.cast %m5 : !acc -> !cast
    %out_dm = stream.commit %m6 at 8192 : !cast -> !dmout
    %out = stream.to_hbm %out_dm at 536870912 : !dmout -> !hbmout
    stream.return %out : !hbmout
  }

  stream.host_func @main(%lhs: !host, %rhs: !host) -> !hout {
    %lhs_hbm = stream.to_hbm %lhs at 0 : !host -> !hbm
    %rhs_hbm = stream.to_hbm %rhs at 268435456 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%lhs_hbm, %rhs_hbm) : (!hbm, !hbm) -> !hbmout
    %out = stream.to_host %out_hbm : !hbmout -> !hout
    stream.return %out : !hout
  }
}
