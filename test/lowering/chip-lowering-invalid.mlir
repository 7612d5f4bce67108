// Multi-chip lowering errors (decision C10C-1): one program runs its kernels on one set
// of chips.
// RUN: visa-opt %s --split-input-file --convert-stream-to-engine --verify-diagnostics

!host = !stream.host<i32, m[A, B]>
!h4 = !stream.hbm<i32, m[A], m[B]>
!h1 = !stream.hbm<i32, m[1], m[A, B]>
module attributes {mapping.axes = #mapping.axes<A = 4, B = 64>} {
  stream.kernel @four(%x: !h4) -> !h4 attributes {chips = 4 : i64} {
    stream.return %x : !h4
  }
  stream.kernel @one(%x: !h1) -> !h1 attributes {chips = 1 : i64} {
    stream.return %x : !h1
  }
  stream.host_func @main(%x: !host) -> !host {
    %a = stream.to_hbm %x at 0 : !host -> !h4
    %b = stream.launch @four(%a) : (!h4) -> !h4
    %c = stream.to_hbm %x at 1048576 : !host -> !h1
    // expected-error @+1 {{launches a kernel on 1 chip(s) after one on 4; one program runs its kernels on one set of chips}}
    %d = stream.launch @one(%c) : (!h1) -> !h1
    %o = stream.to_host %d : !h1 -> !host
    stream.return %o : !host
  }
}
