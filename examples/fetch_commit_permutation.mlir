// Fetch/Commit Example 1 of the manual, axis permutation (002 L7614–7708): A = 3, B = 5,
// C = 2 of i8, fetched as Time m[A, B] with 8-byte packets m[C # 8], collected into 32-byte
// flits, committed to DM 1024 as m[B, A, C # 8] by the commit sequencer alone,
// `[A=3:8, B=5:24, C=8:1] @ 1024 / 8` (L7674): 15 cycles, one per A x B pair (L7695).
// The input's 30 bytes sit padded to 32 so the tensor DMA moves 8-byte units (decision C10-7).
// Plain reference (out[b][a][c] = in[a][b][c]) and the engine-level form:
// test/visa-run/fc-permutation.mlir.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: 15 cycles  main fetch>commit
// CHECK: check: pass (30 result elements equal the interpreter's)

!host = !stream.host<i8, m[A, B, C]>
!hosto = !stream.host<i8, m[B, A, C]>
!hbm = !stream.hbm<i8, m[1], m[[A, B, C] # 32]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[[A, B, C] # 32]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[[A, B, C] # 32]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A, B], m[C # 8]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A, B], m[C # 32]>
!dmo = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[B, A, C # 8]>
!hbmo = !stream.hbm<i8, m[1], m[B, A, C # 8]>
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
  stream.host_func @main(%x: !host) -> !hosto {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbmo
    %y = stream.to_host %r : !hbmo -> !hosto
    stream.return %y : !hosto
  }
}
