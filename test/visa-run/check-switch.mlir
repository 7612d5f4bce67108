// visa-run --check through a stream.switch written without a topology: the types keep
// Slice and Time, so select-switch-topology (the first step of lower-to-hw) chooses
// forwarding (L3120–3138), which the simulator runs; interpreter and simulator agree.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (8192 result elements equal the interpreter's)
// RUN: visa-opt %s --select-switch-topology 2>&1 | FileCheck %s --check-prefix=SEL
// SEL: remark: switch topology `forward`: Slice and Time are unchanged
// SEL: stream.switch %{{.*}} forward :

!host = !stream.host<i32, m[A, B, C]>
!hbm = !stream.hbm<i32, m[1], m[A, B, C]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 4, C = 8>} {
  stream.kernel @k(%in: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %s = stream.switch %f : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 4096 : !collect -> !dm
    %h = stream.to_hbm %o at 268435456 : !dm -> !hbm
    stream.return %h : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @k(%h) : (!hbm) -> !hbm
    %o = stream.to_host %r : !hbm -> !host
    stream.return %o : !host
  }
}
