// stream.dm_tile round trip: a whole factor K (tile 1 of 2) and a split one
// (K / 32 ... K % 32, tile 0) read by streams; end to end (lowering, simulator,
// interpreter) in examples/gemm_blocked_bf16.mlir.
// RUN: visa-opt %s | FileCheck %s
// CHECK: stream.dm_tile %{{.*}} "K" tile 1 as "Kt"
// CHECK: stream.dm_tile %{{.*}} "K" tile 0 as "Kt"

!h = !stream.host<bf16, m[A, K]>
!hbm = !stream.hbm<bf16, m[1], m[A, K]>
!d = !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, K]>
!dt = !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, 1 # 2, Kt]>
!e = !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[K / 32, A % 4, K % 32]>
!et = !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[1 # 2, A % 4, Kt]>
!o = !stream.dm<bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, Kt]>
!b = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[A / 4 # 256], m[1], m[A % 4, 1 # 2, Kt]>
!f = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, Kt / 16], m[Kt % 16]>
!c = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[A / 4 # 256], m[A % 4, Kt / 16], m[Kt % 16]>
!b2 = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[A / 4 # 256], m[1], m[1 # 2, A % 4, Kt]>

module attributes {mapping.axes = #mapping.axes<A = 1024, K = 64, Kt = 32>} {
  stream.kernel @k(%x: !hbm) attributes {chips = 1 : i64} {
    %d = stream.to_dm %x at 0 : !hbm -> !d
    %t = stream.dm_tile %d "K" tile 1 as "Kt" : !d -> !dt
    %s0 = stream.begin %t : !dt -> !b
    %s1 = stream.fetch %s0 : !b -> !f
    %s2 = stream.collect %s1 : !f -> !c
    %o = stream.commit %s2 at 16384 : !c -> !o
    %e = stream.to_dm %x at 8192 : !hbm -> !e
    %u = stream.dm_tile %e "K" tile 0 as "Kt" : !e -> !et
    %r0 = stream.begin %u : !et -> !b2
    %r1 = stream.fetch %r0 : !b2 -> !f
    %r2 = stream.collect %r1 : !f -> !c
    %o2 = stream.commit %r2 at 24576 : !c -> !o
    stream.return
  }
}
