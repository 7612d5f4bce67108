// lower-to-hw on a switch whose topology is not forwarding: the tensor-unit command
// carries `forward` only so far, so the lowering reports it at the op (decision C8C-8;
// the stream level verifies and interprets every topology).
// RUN: visa-opt %s --lower-to-hw --verify-diagnostics

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
    // expected-error @+1 {{switch topology `broadcast01 {slice1 = 2, slice0 = 2, time0 = 2}` cannot be lowered yet: the tensor-unit command carries `forward` only}}
    %s = stream.switch %f broadcast01 {slice1 = 2, slice0 = 2, time0 = 2} : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 4096 : !collect -> !dmo
    %h = stream.to_hbm %o at 268435456 : !dmo -> !hout
    stream.return %h : !hout
  }
  stream.host_func @main(%x: !stream.host<i32, m[A, B, C]>) -> !stream.host<i32, m[A / 4, X, B / 2, A / 2 % 2, B % 2, A % 2, C]> {
    %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A, B, C]> -> !hin
    %r = stream.launch @k(%h) : (!hin) -> !hout
    %o = stream.to_host %r : !hout -> !stream.host<i32, m[A / 4, X, B / 2, A / 2 % 2, B % 2, A % 2, C]>
    stream.return %o : !stream.host<i32, m[A / 4, X, B / 2, A / 2 % 2, B % 2, A % 2, C]>
  }
}
