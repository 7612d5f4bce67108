// The MNIST MLP of issue 23 item 1 at the nt level: furiosa-opt's trained two-layer
// perceptron (784 -> 256, relu, -> 10), weights bound by name from
// test/data/mnist/mnist.safetensors (unpadded; padding is the planner's job), the ten
// test images as argument 0 (test/data/mnist/images.npy, made by
// tools/scripts/mnist_images.py). Result 0 is the [10, 10] f32 logits, result 1 the ten
// predicted labels (argmax over the classes), FileChecked against the stored labels
// [7, 2, 1, 0, 4, 1, 4, 9, 5, 9]. Numerics: each einsum accumulates in f32; the hidden
// layer stays f32 (decisions.md RNT-2).
// RUN: visa-run %s --weights %S/../../test/data/mnist/mnist.safetensors --input 0=%S/../../test/data/mnist/images.npy --output-dir %t | FileCheck %s
// RUN: not visa-run %s --check --weights %S/../../test/data/mnist/mnist.safetensors 2>&1 | FileCheck %s --check-prefix=CHECK-NOLOWER
// CHECK: ran {{.*}}mnist_mlp.mlir (nt level, on the nt reference interpreter)
// CHECK: result 0: [10, 10] f32 (axes B, C)
// CHECK: result 1: [10] i32 (axes B) = [7, 2, 1, 0, 4, 1, 4, 9, 5, 9]
// CHECK-NOLOWER: visa-run: error: {{.*}}mnist_mlp.mlir: function @main is at the nt level and visa-plan did not plan it: {{.*}}mnist_mlp.mlir:{{[0-9]+}}:{{[0-9]+}}: {{.+}}; --check needs the stream-level program
func.func @main(%image: !nt.tensor<[B: 10, I: 784], bf16>) -> (!nt.tensor<[B: 10, C: 10], f32>, !nt.tensor<[B: 10], i32>) {
  %w1 = nt.parameter "fc1.weight" : !nt.tensor<[H: 256, I: 784], bf16>
  %b1 = nt.parameter "fc1.bias" : !nt.tensor<[H: 256], bf16>
  %w2 = nt.parameter "fc2.weight" : !nt.tensor<[C: 10, H: 256], bf16>
  %b2 = nt.parameter "fc2.bias" : !nt.tensor<[C: 10], bf16>
  %h0 = nt.einsum %image, %w1 acc f32 : !nt.tensor<[B: 10, I: 784], bf16>, !nt.tensor<[H: 256, I: 784], bf16> -> !nt.tensor<[B: 10, H: 256], f32>
  %h1 = nt.binary add %h0, %b1 : !nt.tensor<[B: 10, H: 256], f32>, !nt.tensor<[H: 256], bf16> -> !nt.tensor<[B: 10, H: 256], f32>
  %h = nt.unary relu %h1 : !nt.tensor<[B: 10, H: 256], f32> -> !nt.tensor<[B: 10, H: 256], f32>
  %l0 = nt.einsum %h, %w2 acc f32 : !nt.tensor<[B: 10, H: 256], f32>, !nt.tensor<[C: 10, H: 256], bf16> -> !nt.tensor<[B: 10, C: 10], f32>
  %logits = nt.binary add %l0, %b2 : !nt.tensor<[B: 10, C: 10], f32>, !nt.tensor<[C: 10], bf16> -> !nt.tensor<[B: 10, C: 10], f32>
  %labels = nt.argmax %logits over "C" : !nt.tensor<[B: 10, C: 10], f32> -> !nt.tensor<[B: 10], i32>
  return %logits, %labels : !nt.tensor<[B: 10, C: 10], f32>, !nt.tensor<[B: 10], i32>
}
