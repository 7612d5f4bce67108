// visa-run --check through an InterTranspose {slice1 = 2, slice0 = 16, time0 = 2} switch
// (GT-SW-08's layout, L3285–3331, with i32 packets), chosen by select-switch-topology: a
// Slice digit and a Time digit trade places. Interpreter and simulator agree bit for bit.
// Cycles of the pass (docs/cycle-model.md "Switch Engine", L3527–3529): ring_size = 2 × 16
// = 32, input_time = A = 8 packets of 8 i32 = 32 B (1 flit) → 32 × 8 × 1 = 256.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: {{ }}256 cycles  main fetch>switch>commit
// CHECK: check: pass (16384 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw 2>/dev/null | FileCheck %s --check-prefix=HW
// HW: hw.tu
// HW-SAME: switch = "inter_transpose {slice1 = 2, slice0 = 16, time0 = 2}"

!host = !stream.host<i32, m[C, A, B]>
!hbm = !stream.hbm<i32, m[1], m[C, A, B]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[C], m[A, B]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[C], m[1], m[A, B]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[C], m[A], m[B]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[C / 32, A / 2 % 2, C % 16], m[A / 4, A % 2, C / 16 % 2], m[B]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[C / 32, A / 2 % 2, C % 16], m[A / 4, A % 2, C / 16 % 2], m[B]>
!odm = !stream.dm<i32, m[1], m[1 # 2], m[C / 32, A / 2 % 2, C % 16], m[A / 4, A % 2, C / 16 % 2, B]>
!ohbm = !stream.hbm<i32, m[1], m[C / 32, A / 2 % 2, C % 16, A / 4, A % 2, C / 16 % 2, B]>
module attributes {mapping.axes = #mapping.axes<A = 8, B = 8, C = 256>} {
  stream.kernel @k(%in: !hbm) -> !ohbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %s = stream.switch %f : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 8192 : !collect -> !odm
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
