// Integer dot product: Σ lhs·rhs over A = 2048 i8 elements in one slice, i8 × i8 → i32
// products, a 6-level tree over each 64-element packet (L4388), a sequential
// accumulation of the 32 steps (wrapping i32) and a saturating cast to i16
// (docs/decisions.md C8A-3, C8A-4).
//
// The HBM result is `m[1 # 4]`, 8 bytes, because a DMA reads DM in 8-byte packets
// (L2413–2429, as examples/dot_bf16.mlir). The interpreter's result is checked against
// plain integer loops in dialects/stream/tests/contraction_kernels.rs; the interpreter and
// the simulator agree bit for bit on seeded inputs here.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 1 --output-dir %t | FileCheck %s
// CHECK: check: pass (1 result elements equal the interpreter's)

!host = !stream.host<i8, m[A]>
!hout = !stream.host<i16, m[1]>
!hbm = !stream.hbm<i8, m[1], m[A]>
!hbmout = !stream.hbm<i16, m[1], m[1 # 4]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
!dmout = !stream.dm<i16, m[1], m[1 # 2], m[1 # 256], m[1 # 8]>
!sbegin = !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
!sfetch = !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
!scollect = !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
!trf = !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
!aligned = !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]>
!contracted = !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]>
!acc = !stream.tensor<reduce, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
!cast = !stream.tensor<cast, main, i16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%lhs: !hbm, %rhs: !hbm) -> !hbmout attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !hbm -> !dm
    %rhs_dm = stream.to_dm %rhs at 2048 : !hbm -> !dm
    %s0 = stream.begin %rhs_dm : !dm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %rhs_trf = stream.to_trf %s2 first_half : !scollect -> !trf
    %m0 = stream.begin %lhs_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %m3 = stream.align %m2, %rhs_trf : !collect, !trf -> !aligned
    %m4 = stream.contract %m3 : !aligned -> !contracted
    %m5 = stream.accumulate %m4 sequential : !contracted -> !acc
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
