// visa-run --check through a Broadcast01 {slice1 = 2, slice0 = 2, time0 = 2} switch
// (L3139–3219), written explicitly: the lowering carries it to the tensor-unit command and
// the simulator's router moves the packets; interpreter and simulator agree bit for bit.
// Cycles of the pass (docs/cycle-model.md "Switch Engine", L3527–3529): ring_size = 2 × 2
// = 4, input_time = B = 4 packets of 8 i32 = 32 B (1 flit) → 4 × 4 × 1 = 16; the collect
// carries 4 × fan-in 4 = 16 flits, the commit 16 writes: the pass takes 16 cycles.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: {{ }}16 cycles  main fetch>switch>commit
// CHECK: check: pass (32768 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw 2>/dev/null | FileCheck %s --check-prefix=HW
// HW: hw.tu
// HW-SAME: switch = "broadcast01 {slice1 = 2, slice0 = 2, time0 = 2}"

!hin = !stream.hbm<i32, m[1], m[A, B, C]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[A / 4, X], m[B / 2, A / 2 % 2, B % 2, A % 2], m[C]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 4, X], m[B / 2, A / 2 % 2, B % 2, A % 2], m[C]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[A / 4, X], m[B / 2, A / 2 % 2, B % 2, A % 2, C]>
!hout = !stream.hbm<i32, m[1], m[A / 4, X, B / 2, A / 2 % 2, B % 2, A % 2, C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 4, C = 8, X = 4>} {
  stream.kernel @k(%in: !hin) -> !hout attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hin -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %s = stream.switch %f broadcast01 {slice1 = 2, slice0 = 2, time0 = 2} : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 4096 : !collect -> !dmo
    %h = stream.to_hbm %o at 268435456 : !dmo -> !hout
    stream.return %h : !hout
  }
  stream.host_func @main(%x: !stream.host<i32, m[A, B, C]>) -> !stream.host<i32, m[X, A, B, C]> {
    %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A, B, C]> -> !hin
    %r = stream.launch @k(%h) : (!hin) -> !hout
    %o = stream.to_host %r : !hout -> !stream.host<i32, m[X, A, B, C]>
    stream.return %o : !stream.host<i32, m[X, A, B, C]>
  }
}
