// visa-run --check through a Transpose {slice1 = 32, slice0 = 2} switch (L3255–3284),
// chosen by select-switch-topology from the types: output slice ring + i0 · 32 + i1 takes
// the packets of input slice ring + i1 · 2 + i0. Interpreter and simulator agree bit for
// bit; the host result is the input itself (the switch undoes the slice permutation the
// DM layout made), so the logical tensor is unchanged. Cycles of the pass
// (docs/cycle-model.md "Switch Engine", L3527–3529): ring_size = 32 × 2 = 64,
// input_time = B = 4 packets of 8 i32 = 32 B (1 flit) → 64 × 4 × 1 = 256.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: {{ }}256 cycles  main fetch>switch>commit
// CHECK: check: pass (8192 result elements equal the interpreter's)
// Plain reference: the identity program (no switch, no Tensor-Unit pass) gives the same result.
// RUN: visa-run %s --check-against %S/Inputs/identity-256x4x8.mlir --output-dir %t | FileCheck %s --check-prefix=REF
// REF: check: pass (8192 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw 2>/dev/null | FileCheck %s --check-prefix=HW
// HW: hw.tu
// HW-SAME: switch = "transpose {slice1 = 32, slice0 = 2}"

!host = !stream.host<i32, m[A, B, C]>
!hbm = !stream.hbm<i32, m[1], m[A, B, C]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[A / 64, A % 2, A / 2 % 32], m[B], m[C]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 64, A % 2, A / 2 % 32], m[B], m[C]>
!odm = !stream.dm<i32, m[1], m[1 # 2], m[A / 64, A % 2, A / 2 % 32], m[B, C]>
!ohbm = !stream.hbm<i32, m[1], m[A / 64, A % 2, A / 2 % 32, B, C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 4, C = 8>} {
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
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @k(%h) : (!hbm) -> !ohbm
    %o = stream.to_host %r : !ohbm -> !host
    stream.return %o : !host
  }
}
