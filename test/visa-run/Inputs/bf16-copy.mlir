// A bf16 tensor copied host -> HBM -> DM -> HBM -> host (no Tensor Unit pass): the
// host boundary of visa-run for bf16 (test/visa-run/bf16.test).
!host = !stream.host<bf16, m[A]>
!hbm = !stream.hbm<bf16, m[1], m[A]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %out = stream.to_hbm %dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
