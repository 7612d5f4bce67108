// nt-decompose: the composites as primitive nt ops (decision TL-6; values checked
// against the composites in dialects/nt/tests/decompose.rs).
// RUN: visa-opt %s --nt-decompose | FileCheck %s

// CHECK-LABEL: func.func @causal
// CHECK: %0 = nt.iota "K" : !nt.tensor<[K: 4], i32>
// CHECK: %1 = nt.iota "Q" : !nt.tensor<[Q: 4], i32>
// CHECK: %2 = nt.compare le %0, %1 : !nt.tensor<[K: 4], i32>, !nt.tensor<[Q: 4], i32> -> !nt.tensor<[Q: 4, K: 4], i32>
// CHECK-NOT: nt.cast
// CHECK: nt.select %2, %arg0
// CHECK: nt.reduce max
// CHECK: nt.binary sub
// CHECK: nt.unary exp
// CHECK: nt.reduce sum
// CHECK: nt.binary max
// CHECK: %[[R:.*]] = nt.binary div
// CHECK-NOT: nt.softmax
// CHECK: return %[[R]]
func.func @causal(%x: !nt.tensor<[Q: 4, K: 4], f32>) -> !nt.tensor<[Q: 4, K: 4], f32> {
  %p = nt.softmax %x over "K" causal "Q" : !nt.tensor<[Q: 4, K: 4], f32> -> !nt.tensor<[Q: 4, K: 4], f32>
  return %p : !nt.tensor<[Q: 4, K: 4], f32>
}

// CHECK-LABEL: func.func @rms
// CHECK: %0 = nt.cast %arg0 : !nt.tensor<[S: 2, D: 8], bf16> -> !nt.tensor<[S: 2, D: 8], f32>
// CHECK: %1 = nt.binary mul %0, %0
// CHECK: %2 = nt.reduce mean %1 : !nt.tensor<[S: 2, D: 8], f32> -> !nt.tensor<[S: 2], f32>
// CHECK: %3 = nt.constant dense<9.99999997E-7> : tensor<f32> : !nt.tensor<[], f32>
// CHECK: %4 = nt.binary add %2, %3
// CHECK: %5 = nt.unary rsqrt %4
// CHECK: %6 = nt.binary mul %0, %5
// CHECK: %7 = nt.binary mul %6, %arg1 : !nt.tensor<[S: 2, D: 8], f32>, !nt.tensor<[D: 8], f32> -> !nt.tensor<[S: 2, D: 8], bf16>
// CHECK-NOT: nt.rmsnorm
// CHECK: return %7
func.func @rms(%x: !nt.tensor<[S: 2, D: 8], bf16>, %g: !nt.tensor<[D: 8], f32>) -> !nt.tensor<[S: 2, D: 8], bf16> {
  %y = nt.rmsnorm %x over "D" eps 1.0e-6 scale %g : !nt.tensor<[S: 2, D: 8], bf16>, !nt.tensor<[D: 8], f32> -> !nt.tensor<[S: 2, D: 8], bf16>
  return %y : !nt.tensor<[S: 2, D: 8], bf16>
}
