// An f32 chain visa-plan plans on the float path (PLN-5): mul by an immediate (mul_f0),
// add a second argument from the VRF (add_f), mul by another immediate (mul_f1), over
// two named axes. Used by test/visa-run/nt-planned.test.
func.func @main(%x: !nt.tensor<[R: 4, A: 512], f32>, %y: !nt.tensor<[R: 4, A: 512], f32>) -> !nt.tensor<[R: 4, A: 512], f32> {
  %s = nt.constant dense<1.5> : tensor<f32> : !nt.tensor<[], f32>
  %t = nt.constant dense<-0.75> : tensor<f32> : !nt.tensor<[], f32>
  %a = nt.binary mul %x, %s : !nt.tensor<[R: 4, A: 512], f32>, !nt.tensor<[], f32> -> !nt.tensor<[R: 4, A: 512], f32>
  %b = nt.binary add %a, %y : !nt.tensor<[R: 4, A: 512], f32>, !nt.tensor<[R: 4, A: 512], f32> -> !nt.tensor<[R: 4, A: 512], f32>
  %c = nt.binary mul %b, %t : !nt.tensor<[R: 4, A: 512], f32>, !nt.tensor<[], f32> -> !nt.tensor<[R: 4, A: 512], f32>
  return %c : !nt.tensor<[R: 4, A: 512], f32>
}
