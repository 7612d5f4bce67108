// visa-run --check through the Transpose Engine's Trim stage, digest-D G48 (L6953–6977)
// with an outer axis C: per slice Time [C, A], Packet [B # 32] (i8, B = 2 data elements of
// each packet) -> Time [C, B], Packet [A # 32]; in_rows 4, packets_per_col 1, in_cols 8,
// valid_per_packet 2: the 6 rows from padded lanes are trimmed, out_rows 2;
// n = |C·B| / 2 = 16. The interpreter and the simulator agree bit for bit. The commit
// writes 8 bytes of each output flit (A's 4 elements and 4 of the Align stage's padding), so
// the DM and HBM results keep A padded to 8 (`A # 8`; 4-byte DMA packets are not allowed).
// Cycles (L6904–6912): double buffering, 4 + (16 − 1)·max(4, 2) + 2 = 66, above the 64
// fetches and the 32 commit writes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: {{ }}66 cycles  main fetch>transpose>commit
// CHECK: check: pass (32768 result elements equal the interpreter's)

!host = !stream.host<i8, m[P, C, A, B]>
!hbm = !stream.hbm<i8, m[1], m[P, C, A, B]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, A, B]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[P], m[1], m[C, A, B]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[P], m[C, A], m[B # 8]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[P], m[C, A], m[B # 32]>
!tr = !stream.tensor<transpose, main, i8, m[1], m[1 # 2], m[P], m[C, B], m[A # 32]>
!odm = !stream.dm<i8, m[1], m[1 # 2], m[P], m[C, B, A # 8]>
!ohbm = !stream.hbm<i8, m[1], m[P, C, B, A # 8]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 16, A = 4, B = 2>} {
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
