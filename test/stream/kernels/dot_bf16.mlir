// Dot product: the manual's third Hello-TCP kernel (002 L301–376, K3), Σ lhs·rhs over
// A = 2048 bf16 elements in one slice.
//
// The sub context loads rhs into the TRF (TrfAddress::Full); the main context
// streams lhs in 32-byte flits, `align` pairs two flits into one 64-byte computation
// packet (A / 32 steps of A % 32), `contract` sums each packet with the 5-level tree,
// `accumulate` sums the 64 steps in time order, `cast` rounds the f32 sum to bf16.
// Fetch delivers one 32-byte flit per cycle (Time A / 16, Packet A % 16) rather than
// the manual's 4096-byte packet (digest-E F3; docs/decisions.md C8A-6).
//
// The stream interpreter's result is checked against a plain f64 dot product in
// dialects/stream/tests/contraction_kernels.rs. `visa-run --check` needs the
// contraction path's lowering (issue 8, branch c8b); until then this file is a
// round-trip test.
// RUN: visa-opt %s | FileCheck %s
// CHECK: stream.to_trf %{{.*}} full
// CHECK: stream.align
// CHECK: stream.contract
// CHECK: stream.accumulate %{{.*}} interleaved
// CHECK: stream.cast

!host = !stream.host<bf16, m[A]>
!hout = !stream.host<bf16, m[1]>
!hbm = !stream.hbm<bf16, m[1], m[A]>
!hbmout = !stream.hbm<bf16, m[1], m[1]>
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
