// lower-to-hw on a custom switch (GT-SW-10's routing, L3381–3419): the stream level
// verifies and interprets it, but the tensor-unit command's snoop bitmaps have no
// engine/hw attribute yet, so the lowering reports it at the op (decision C8D-1).
// RUN: visa-opt %s --lower-to-hw --verify-diagnostics

!hin = !stream.hbm<i32, m[1], m[A, B, C, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A, B], m[C, E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A, B], m[1], m[C, E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A, B], m[C], m[E]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2], m[E]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2], m[E]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 2, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !hin) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hin -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // expected-error @+1 {{switch topology `custom {ring_size = 32}` cannot be lowered yet: the tensor-unit command's custom snoop bitmaps have no engine/hw attribute}}
    %s = stream.switch %f custom {ring_size = 32} : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 4096 : !collect -> !dmo
    stream.return
  }
  stream.host_func @main(%x: !stream.host<i32, m[A, B, C, E]>) {
    %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A, B, C, E]> -> !hin
    stream.launch @k(%h) : (!hin) -> ()
    stream.return
  }
}
