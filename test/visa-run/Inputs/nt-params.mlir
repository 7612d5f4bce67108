// An nt module declaring MNIST's fc2 parameters, for nt-level.test.
func.func @main(%h: !nt.tensor<[B: 2, H: 256], f32>) -> !nt.tensor<[B: 2, C: 10], f32> {
  %w2 = nt.parameter "fc2.weight" : !nt.tensor<[C: 10, H: 256], bf16>
  %b2 = nt.parameter "fc2.bias" : !nt.tensor<[C: 10], bf16>
  %l0 = nt.einsum %h, %w2 acc f32 : !nt.tensor<[B: 2, H: 256], f32>, !nt.tensor<[C: 10, H: 256], bf16> -> !nt.tensor<[B: 2, C: 10], f32>
  %l = nt.binary add %l0, %b2 : !nt.tensor<[B: 2, C: 10], f32>, !nt.tensor<[C: 10], bf16> -> !nt.tensor<[B: 2, C: 10], f32>
  return %l : !nt.tensor<[B: 2, C: 10], f32>
}
