// visa-run --check through the Transpose Engine (manual L6820–7041), digest-D G47
// (L6921–6944): per slice an 8×8 i8 matrix per C, Time [C, D], Packet [E # 32] ->
// Time [C, E], Packet [D # 32]; in_rows 8, packets_per_col 1, in_cols 8 (double buffering),
// out_rows 8, n = |OutTime| / out_rows = 64 / 8 = 8. The interpreter (a move of the logical
// tensor) and the simulator (sim/src/transpose.rs moving the flits) agree bit for bit; the
// host result is the input itself, the DM layout of the result being [C, E, D].
// Cycles of the pass (docs/cycle-model.md "Transpose Engine", L6904–6912): double
// buffering, in = 8·1 = 8, out = 8 flits per matrix: 8 + (8 − 1)·max(8, 8) + 8 = 72, above
// the 64 fetches, 64 collected flits and 64 commit writes of the pass.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 7 --output-dir %t | FileCheck %s
// CHECK: {{ }}72 cycles  main fetch>transpose>commit
// CHECK: check: pass (131072 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw 2>/dev/null | FileCheck %s --check-prefix=HW
// HW: hw.tu
// HW: hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64, valid_per_packet = 8 : i64}

!host = !stream.host<i8, m[P, C, D, E]>
!hbm = !stream.hbm<i8, m[1], m[P, C, D, E]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[C, D], m[E # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[C, E], m[D # 32]>
!odm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, E, D]>
!ohbm = !stream.hbm<i8, m[1], m[P, C, E, D]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 8, D = 8, E = 8>} {
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
