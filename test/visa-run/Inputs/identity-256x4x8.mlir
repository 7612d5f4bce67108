// Reference for check-switch-transpose.mlir: the identity on an i32 [256, 4, 8] tensor
// (host -> HBM -> host, no Tensor-Unit pass), so the switch kernel's result must be its
// input.
!host = !stream.host<i32, m[A, B, C]>
!hbm = !stream.hbm<i32, m[1], m[A, B, C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 4, C = 8>} {
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %o = stream.to_host %h : !hbm -> !host
    stream.return %o : !host
  }
}
