// visa-run --check through a custom switch (GT-SW-10's routing, manual: Computing Tensors ›
// Switch Engine, custom routing): the Slice [A, B] of 16 × 16 slices becomes
// [A / 2, X, B / 2, Y] with X and Y new (broadcast) axes of size 2, and A % 2, B % 2 move
// into Time, innermost. No regular topology does this (select-switch-topology chooses
// custom); the lowering derives the 256 snoop bitmaps from the types and writes them in the
// hw command (decision C8D-1); the simulator routes by them; the interpreter moves the
// elements by the mappings. Each output slice accepts 4 sources (fan-in 4): the pass's
// input Time C = 2 packets becomes 8. Cycles of the pass (docs/cycle-model.md "Switch
// Engine"): ring_size 32 × input_time 2 × 1 flit per packet = 64.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: {{ }}64 cycles  main fetch>switch>commit
// CHECK: check: pass (16384 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw 2>/dev/null | FileCheck %s --check-prefix=HW
// HW: hw.tu
// HW-SAME: switch = "custom {ring_size = 32} snoop [{0,1,16,17}, {0,1,16,17}, {2,3,18,19},

!hin = !stream.hbm<i32, m[1], m[A, B, C, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A, B], m[C, E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A, B], m[1], m[C, E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A, B], m[C], m[E]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2], m[E]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2], m[E]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2, E]>
!hout = !stream.hbm<i32, m[1], m[A / 2, X, B / 2, Y, C, A % 2, B % 2, E]>
!host = !stream.host<i32, m[A, B, C, E]>
!hostx = !stream.host<i32, m[X, Y, A, B, C, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 2, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !hin) -> !hout attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hin -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %s = stream.switch %f : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 4096 : !collect -> !dmo
    %h = stream.to_hbm %o at 268435456 : !dmo -> !hout
    stream.return %h : !hout
  }
  stream.host_func @main(%x: !host) -> !hostx {
    %h = stream.to_hbm %x at 0 : !host -> !hin
    %r = stream.launch @k(%h) : (!hin) -> !hout
    %o = stream.to_host %r : !hout -> !hostx
    stream.return %o : !hostx
  }
}
