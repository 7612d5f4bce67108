// Fetch/Commit Example 2 of the manual, full-flit commit (002 L7709–7775): the same input
// fetched as Time m[A] with one 32-byte packet m[[B, C] # 32] per A (reading past the data,
// L7896) and committed whole: `[A=3:32, [B,C]=32:1] @ 1024 / 32`, 3 cycles against
// Example 1's 15 (L7720, L7763). Plain reference and the engine-level form:
// test/visa-run/fc-full-flit.mlir.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: 3 cycles  main fetch>commit
// CHECK: check: pass (30 result elements equal the interpreter's)

!host = !stream.host<i8, m[A, B, C]>
!hbm = !stream.hbm<i8, m[1], m[[A, B, C] # 32]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[[A, B, C] # 32]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[[A, B, C] # 32]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A], m[[B, C] # 32]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A], m[[B, C] # 32]>
!dmo = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A, [B, C] # 32]>
!hbmo = !stream.hbm<i8, m[1], m[A, [B, C] # 32]>
module attributes {mapping.axes = #mapping.axes<A = 3, B = 5, C = 2>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %r = stream.commit %c at 1024 : !collect -> !dmo
    %o = stream.to_hbm %r at 268435456 : !dmo -> !hbmo
    stream.return %o : !hbmo
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbmo
    %y = stream.to_host %r : !hbmo -> !host
    stream.return %y : !host
  }
}
