// Fetch/Commit Example 3 of the manual, tail padding with d = 31 (002 L7848–7859): A = 65,
// B = 2 of i8, rows padded to 96 bytes, copied by 32-byte fetches and commits,
// `[B=2:96, (A # 31)/32=3:32, A=32:1] @ 1024 / 32`: 6 cycles. The other rows of the family
// (d = 15, 23: 10 and 22 cycles; d = 7 rejected, decision C10-3) are in
// test/visa-run/fc-tail-pad.test.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: 6 cycles  main fetch>commit
// CHECK: check: pass (130 result elements equal the interpreter's)

!host = !stream.host<i8, m[B, A]>
!hbm = !stream.hbm<i8, m[1], m[B, A # 96]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 96]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[B, A # 96]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 96 / 32], m[A # 96 % 32]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 96 / 32], m[A # 96 % 32]>
!dmo = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 96]>
module attributes {mapping.axes = #mapping.axes<A = 65, B = 2>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %r = stream.commit %c at 1024 : !collect -> !dmo
    %o = stream.to_hbm %r at 268435456 : !dmo -> !hbm
    stream.return %o : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbm
    %y = stream.to_host %r : !hbm -> !host
    stream.return %y : !host
  }
}
