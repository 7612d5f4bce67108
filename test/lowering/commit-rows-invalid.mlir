// A commit whose flits are longer than the destination's 4-byte rows cannot keep a commit
// size of 8, 16, 24 or 32 bytes without writing over the next row (L2187–2238, L7896).
// RUN: visa-opt %s --convert-stream-to-engine --verify-diagnostics

!host = !stream.host<i8, m[A, B, C]>
!hosto = !stream.host<i8, m[B, A, C]>
!hbm = !stream.hbm<i8, m[1], m[[A, B, C] # 32]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[[A, B, C] # 32]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[[A, B, C] # 32]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A, B], m[C # 8]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A, B], m[C # 32]>
!dmo = !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[B, A, C # 4]>
!hbmo = !stream.hbm<i8, m[1], m[B, A, C # 4]>
module attributes {mapping.axes = #mapping.axes<A = 3, B = 5, C = 2>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    // expected-error @+1 {{commit writes of 8 elements overlap at an outer step of 4: no commit size of 8, 16, 24 or 32 bytes fits the destination's rows (manual: Moving Tensors › Commit Engine › Adapter)}}
    %r = stream.commit %c at 1024 : !collect -> !dmo
    %o = stream.to_hbm %r at 268435456 : !dmo -> !hbmo
    stream.return %o : !hbmo
  }
  stream.host_func @main(%x: !host) -> !hosto {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbmo
    %y = stream.to_host %r : !hbmo -> !hosto
    stream.return %y : !hosto
  }
}
