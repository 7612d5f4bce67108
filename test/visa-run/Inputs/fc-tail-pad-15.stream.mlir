!host = !stream.host<i8, m[B, A]>
!hbm = !stream.hbm<i8, m[1], m[B, A # 80]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 80]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[B, A # 80]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 80 / 16], m[A # 80 % 16]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 80 / 16], m[A # 80 % 16 # 32]>
!dmo = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[B, A # 80]>
module attributes {mapping.axes = #mapping.axes<A = 65, B = 2>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %r = stream.commit %c at 1024 : !collect -> !dmo
    %o = stream.to_hbm %r at 268435456 : !dmo -> !hbm
    stream.return %o : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbm
    %y = stream.to_host %r : !hbm -> !host
    stream.return %y : !host
  }
}
