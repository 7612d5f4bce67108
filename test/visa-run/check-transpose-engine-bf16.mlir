// visa-run --check through the Transpose Engine on 16-bit elements, digest-D G50
// (L7018–7040): per slice Time [C, D], Packet [E # 16] -> Time [C, E], Packet [D # 16] of
// bf16; in_rows 4 (the 16-bit limit), packets_per_col 1, in_cols 8 (double buffering),
// out_rows 8, n = |C·E| / 8 = 8. The interpreter and the simulator agree bit for bit.
// Cycles (L6904–6912): 4 + (8 − 1)·max(4, 8) + 8 = 68, the manual's figure, above the 32
// fetched flits and the 64 commit writes (8 bytes, the 4 bf16 of D, of each output flit).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: {{ }}68 cycles  main fetch>transpose>commit
// CHECK: check: pass (65536 result elements equal the interpreter's)

!host = !stream.host<bf16, m[P, C, D, E]>
!hbm = !stream.hbm<bf16, m[1], m[P, C, D, E]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[P], m[C, D], m[E # 16]>
!tr = !stream.tensor<transpose, main, bf16, m[1], m[1 # 2], m[P], m[C, E], m[D # 16]>
!odm = !stream.dm<bf16, m[1], m[1 # 2], m[P], m[C, E, D]>
!ohbm = !stream.hbm<bf16, m[1], m[P, C, E, D]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 4, E = 8>} {
  stream.kernel @k(%in: !hbm) -> !ohbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %t = stream.transpose %c : !collect -> !tr
    %o = stream.commit %t at 4096 : !tr -> !odm
    %h = stream.to_hbm %o at 268435456 : !odm -> !ohbm
    stream.return %h : !ohbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @k(%h) : (!hbm) -> !ohbm
    %o = stream.to_host %r : !ohbm -> !host
    stream.return %o : !host
  }
}
