// visa-run --check through a Broadcast1 {slice1 = 4, slice0 = 8} switch (L3220–3254):
// select-switch-topology chooses it from the types, the lowering carries it to the
// tensor-unit command, and the simulator's router moves the packets; interpreter and
// simulator agree bit for bit. Cycles of the pass (docs/cycle-model.md "Switch Engine",
// L3527–3529): ring_size = 4 × 8 = 32, input_time = B = 4 packets of 8 i32 = 32 B (1 flit)
// → 32 × 4 × 1 = 128, above the collect (4 × fan-in 4 = 16 flits) and the commit (16).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: {{ }}128 cycles  main fetch>switch>commit
// CHECK: check: pass (32768 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw 2>/dev/null | FileCheck %s --check-prefix=HW
// HW: hw.tu
// HW-SAME: switch = "broadcast1 {slice1 = 4, slice0 = 8}"
// The printed hw program reparses and runs the same (the attribute round trip through
// from_sim / to_sim).
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s --check-prefix=RT
// RT: check: pass (32768 result elements equal the interpreter's)

!host = !stream.host<i32, m[A, B, C]>
!hbm = !stream.hbm<i32, m[1], m[A, B, C]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[A / 32, X, A % 8], m[B, A / 8 % 4], m[C]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 32, X, A % 8], m[B, A / 8 % 4], m[C]>
!odm = !stream.dm<i32, m[1], m[1 # 2], m[A / 32, X, A % 8], m[B, A / 8 % 4, C]>
!ohbm = !stream.hbm<i32, m[1], m[A / 32, X, A % 8, B, A / 8 % 4, C]>
!ohost = !stream.host<i32, m[X, A, B, C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 4, C = 8, X = 4>} {
  stream.kernel @k(%in: !hbm) -> !ohbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %s = stream.switch %f : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 4096 : !collect -> !odm
    %h = stream.to_hbm %o at 268435456 : !odm -> !ohbm
    stream.return %h : !ohbm
  }
  stream.host_func @main(%x: !host) -> !ohost {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @k(%h) : (!hbm) -> !ohbm
    %o = stream.to_host %r : !ohbm -> !ohost
    stream.return %o : !ohost
  }
}
