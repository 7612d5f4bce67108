// Every nt op in its custom form, printed back unchanged (round trip).
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s

// CHECK-LABEL: func.func @mlp(%arg0: !nt.tensor<[B: 4, D: 8], bf16>) -> !nt.tensor<[B: 4, F: 16], f32>
// CHECK: %0 = nt.parameter "fc1.weight" : !nt.tensor<[D: 8, F: 16], bf16>
// CHECK: %1 = nt.einsum %arg0, %0 acc f32 : !nt.tensor<[B: 4, D: 8], bf16>, !nt.tensor<[D: 8, F: 16], bf16> -> !nt.tensor<[B: 4, F: 16], f32>
// CHECK: %2 = nt.unary gelu_tanh %1 : !nt.tensor<[B: 4, F: 16], f32> -> !nt.tensor<[B: 4, F: 16], f32>
// CHECK: %3 = nt.constant dense<1.000000e+00> : tensor<f32> : !nt.tensor<[], f32>
// CHECK: %4 = nt.binary add %2, %3 : !nt.tensor<[B: 4, F: 16], f32>, !nt.tensor<[], f32> -> !nt.tensor<[B: 4, F: 16], f32>
// CHECK: %5 = nt.pow_const %4, 2.0 : !nt.tensor<[B: 4, F: 16], f32> -> !nt.tensor<[B: 4, F: 16], f32>
// CHECK: return %5 : !nt.tensor<[B: 4, F: 16], f32>
func.func @mlp(%x: !nt.tensor<[B: 4, D: 8], bf16>) -> !nt.tensor<[B: 4, F: 16], f32> {
  %w = nt.parameter "fc1.weight" : !nt.tensor<[D: 8, F: 16], bf16>
  %h = nt.einsum %x, %w acc f32 : !nt.tensor<[B: 4, D: 8], bf16>, !nt.tensor<[D: 8, F: 16], bf16> -> !nt.tensor<[B: 4, F: 16], f32>
  %g = nt.unary gelu_tanh %h : !nt.tensor<[B: 4, F: 16], f32> -> !nt.tensor<[B: 4, F: 16], f32>
  %one = nt.constant dense<1.0> : tensor<f32> : !nt.tensor<[], f32>
  %s = nt.binary add %g, %one : !nt.tensor<[B: 4, F: 16], f32>, !nt.tensor<[], f32> -> !nt.tensor<[B: 4, F: 16], f32>
  %p = nt.pow_const %s, 2.0 : !nt.tensor<[B: 4, F: 16], f32> -> !nt.tensor<[B: 4, F: 16], f32>
  return %p : !nt.tensor<[B: 4, F: 16], f32>
}

// CHECK-LABEL: func.func @every_dtype(%arg0: !nt.tensor<[A: 2], i4>, %arg1: !nt.tensor<[A: 2], i8>, %arg2: !nt.tensor<[A: 2], i16>, %arg3: !nt.tensor<[A: 2], i32>, %arg4: !nt.tensor<[A: 2], bf16>, %arg5: !nt.tensor<[A: 2], f16>, %arg6: !nt.tensor<[A: 2], f8E4M3FN>, %arg7: !nt.tensor<[A: 2], f8E5M2>, %arg8: !nt.tensor<[A: 2], f32>)
func.func @every_dtype(%a: !nt.tensor<[A: 2], i4>, %b: !nt.tensor<[A: 2], i8>, %c: !nt.tensor<[A: 2], i16>, %d: !nt.tensor<[A: 2], i32>, %e: !nt.tensor<[A: 2], bf16>, %f: !nt.tensor<[A: 2], f16>, %g: !nt.tensor<[A: 2], f8E4M3FN>, %h: !nt.tensor<[A: 2], f8E5M2>, %i: !nt.tensor<[A: 2], f32>) {
  return
}

// CHECK-LABEL: func.func @attention
// CHECK: %0 = nt.einsum %arg0, %arg1 : !nt.tensor<[H: 2, Q: 4, E: 8], f32>, !nt.tensor<[H: 2, K: 4, E: 8], f32> -> !nt.tensor<[H: 2, Q: 4, K: 4], f32>
// CHECK: %1 = nt.softmax %0 over "K" causal "Q" : !nt.tensor<[H: 2, Q: 4, K: 4], f32> -> !nt.tensor<[H: 2, Q: 4, K: 4], f32>
// CHECK: %2 = nt.softmax %0 over "K" mask %arg2 : !nt.tensor<[H: 2, Q: 4, K: 4], f32>, !nt.tensor<[Q: 4, K: 4], i8> -> !nt.tensor<[H: 2, Q: 4, K: 4], f32>
// CHECK: %3 = nt.rmsnorm %arg0 over "E" eps 1.0e-6 plain : !nt.tensor<[H: 2, Q: 4, E: 8], f32> -> !nt.tensor<[H: 2, Q: 4, E: 8], f32>
// CHECK: %4 = nt.layernorm %arg0 over "E" eps 1.0e-5 scale_bias %arg3, %arg3 : !nt.tensor<[H: 2, Q: 4, E: 8], f32>, !nt.tensor<[E: 8], f32>, !nt.tensor<[E: 8], f32> -> !nt.tensor<[H: 2, Q: 4, E: 8], bf16>
// CHECK: %5 = nt.reduce max %0 : !nt.tensor<[H: 2, Q: 4, K: 4], f32> -> !nt.tensor<[Q: 4], f32>
// CHECK: %6 = nt.compare lt %arg3, %arg3 : !nt.tensor<[E: 8], f32>, !nt.tensor<[E: 8], f32> -> !nt.tensor<[E: 8], i8>
// CHECK: %7 = nt.select %6, %arg3, %arg3 : !nt.tensor<[E: 8], i8>, !nt.tensor<[E: 8], f32>, !nt.tensor<[E: 8], f32> -> !nt.tensor<[E: 8], f32>
// CHECK: %8 = nt.cast %7 : !nt.tensor<[E: 8], f32> -> !nt.tensor<[E: 8], f8E4M3FN>
// CHECK: %9 = nt.iota "K" : !nt.tensor<[Q: 4, K: 4], i32>
func.func @attention(%q: !nt.tensor<[H: 2, Q: 4, E: 8], f32>, %k: !nt.tensor<[H: 2, K: 4, E: 8], f32>, %m: !nt.tensor<[Q: 4, K: 4], i8>, %g: !nt.tensor<[E: 8], f32>) {
  %s = nt.einsum %q, %k : !nt.tensor<[H: 2, Q: 4, E: 8], f32>, !nt.tensor<[H: 2, K: 4, E: 8], f32> -> !nt.tensor<[H: 2, Q: 4, K: 4], f32>
  %p = nt.softmax %s over "K" causal "Q" : !nt.tensor<[H: 2, Q: 4, K: 4], f32> -> !nt.tensor<[H: 2, Q: 4, K: 4], f32>
  %pm = nt.softmax %s over "K" mask %m : !nt.tensor<[H: 2, Q: 4, K: 4], f32>, !nt.tensor<[Q: 4, K: 4], i8> -> !nt.tensor<[H: 2, Q: 4, K: 4], f32>
  %r = nt.rmsnorm %q over "E" eps 1.0e-6 plain : !nt.tensor<[H: 2, Q: 4, E: 8], f32> -> !nt.tensor<[H: 2, Q: 4, E: 8], f32>
  %l = nt.layernorm %q over "E" eps 1.0e-5 scale_bias %g, %g : !nt.tensor<[H: 2, Q: 4, E: 8], f32>, !nt.tensor<[E: 8], f32>, !nt.tensor<[E: 8], f32> -> !nt.tensor<[H: 2, Q: 4, E: 8], bf16>
  %mx = nt.reduce max %s : !nt.tensor<[H: 2, Q: 4, K: 4], f32> -> !nt.tensor<[Q: 4], f32>
  %c = nt.compare lt %g, %g : !nt.tensor<[E: 8], f32>, !nt.tensor<[E: 8], f32> -> !nt.tensor<[E: 8], i8>
  %sel = nt.select %c, %g, %g : !nt.tensor<[E: 8], i8>, !nt.tensor<[E: 8], f32>, !nt.tensor<[E: 8], f32> -> !nt.tensor<[E: 8], f32>
  %f8 = nt.cast %sel : !nt.tensor<[E: 8], f32> -> !nt.tensor<[E: 8], f8E4M3FN>
  %i = nt.iota "K" : !nt.tensor<[Q: 4, K: 4], i32>
  return
}

// CHECK-LABEL: func.func @movement
// CHECK: %0 = nt.broadcast %arg0 : !nt.tensor<[D: 4], f32> -> !nt.tensor<[S: 3, D: 4], f32>
// CHECK: %1 = nt.rename %0 : !nt.tensor<[S: 3, D: 4], f32> -> !nt.tensor<[T: 3, D: 4], f32>
// CHECK: %2 = nt.slice %1 along "D" at 1 : !nt.tensor<[T: 3, D: 4], f32> -> !nt.tensor<[T: 3, D: 2], f32>
// CHECK: %3 = nt.concat %2, %1 along "D" : !nt.tensor<[T: 3, D: 2], f32>, !nt.tensor<[T: 3, D: 4], f32> -> !nt.tensor<[T: 3, D: 6], f32>
// CHECK: %4 = nt.gather %arg1[%arg2] along "V" : !nt.tensor<[V: 10, D: 4], bf16>, !nt.tensor<[B: 2, S: 3], i32> -> !nt.tensor<[B: 2, S: 3, D: 4], bf16>
// CHECK: %5 = nt.argmax %arg1 over "V" : !nt.tensor<[V: 10, D: 4], bf16> -> !nt.tensor<[D: 4], i32>
func.func @movement(%x: !nt.tensor<[D: 4], f32>, %emb: !nt.tensor<[V: 10, D: 4], bf16>, %ids: !nt.tensor<[B: 2, S: 3], i32>) {
  %b = nt.broadcast %x : !nt.tensor<[D: 4], f32> -> !nt.tensor<[S: 3, D: 4], f32>
  %r = nt.rename %b : !nt.tensor<[S: 3, D: 4], f32> -> !nt.tensor<[T: 3, D: 4], f32>
  %s = nt.slice %r along "D" at 1 : !nt.tensor<[T: 3, D: 4], f32> -> !nt.tensor<[T: 3, D: 2], f32>
  %c = nt.concat %s, %r along "D" : !nt.tensor<[T: 3, D: 2], f32>, !nt.tensor<[T: 3, D: 4], f32> -> !nt.tensor<[T: 3, D: 6], f32>
  %g = nt.gather %emb[%ids] along "V" : !nt.tensor<[V: 10, D: 4], bf16>, !nt.tensor<[B: 2, S: 3], i32> -> !nt.tensor<[B: 2, S: 3, D: 4], bf16>
  %a = nt.argmax %emb over "V" : !nt.tensor<[V: 10, D: 4], bf16> -> !nt.tensor<[D: 4], i32>
  return
}

// CHECK-LABEL: func.func @more
// CHECK: %0 = nt.scatter %arg1 into %arg0[%arg2] along "S" : !nt.tensor<[T: 1, H: 2, E: 4], bf16>, !nt.tensor<[S: 16, H: 2, E: 4], bf16>, !nt.tensor<[T: 1], i32> -> !nt.tensor<[S: 16, H: 2, E: 4], bf16>
// CHECK: %1 = nt.pad %arg0 along "S" low 1 high 3 value 0.0 : !nt.tensor<[S: 16, H: 2, E: 4], bf16> -> !nt.tensor<[S: 20, H: 2, E: 4], bf16>
// CHECK: %2 = nt.split_axis %arg0 "E" : !nt.tensor<[S: 16, H: 2, E: 4], bf16> -> !nt.tensor<[S: 16, H: 2, E2: 2, R: 2], bf16>
// CHECK: %3 = nt.merge_axes %2 into "E" : !nt.tensor<[S: 16, H: 2, E2: 2, R: 2], bf16> -> !nt.tensor<[S: 16, H: 2, E: 4], bf16>
// CHECK: %4:2 = nt.topk %arg0 over "S" : !nt.tensor<[S: 16, H: 2, E: 4], bf16> -> !nt.tensor<[J: 2, H: 2, E: 4], bf16>, !nt.tensor<[J: 2, H: 2, E: 4], i32>
func.func @more(%cache: !nt.tensor<[S: 16, H: 2, E: 4], bf16>, %new: !nt.tensor<[T: 1, H: 2, E: 4], bf16>, %pos: !nt.tensor<[T: 1], i32>) {
  %c = nt.scatter %new into %cache[%pos] along "S" : !nt.tensor<[T: 1, H: 2, E: 4], bf16>, !nt.tensor<[S: 16, H: 2, E: 4], bf16>, !nt.tensor<[T: 1], i32> -> !nt.tensor<[S: 16, H: 2, E: 4], bf16>
  %p = nt.pad %cache along "S" low 1 high 3 value 0.0 : !nt.tensor<[S: 16, H: 2, E: 4], bf16> -> !nt.tensor<[S: 20, H: 2, E: 4], bf16>
  %s = nt.split_axis %cache "E" : !nt.tensor<[S: 16, H: 2, E: 4], bf16> -> !nt.tensor<[S: 16, H: 2, E2: 2, R: 2], bf16>
  %m = nt.merge_axes %s into "E" : !nt.tensor<[S: 16, H: 2, E2: 2, R: 2], bf16> -> !nt.tensor<[S: 16, H: 2, E: 4], bf16>
  %v, %i = nt.topk %cache over "S" : !nt.tensor<[S: 16, H: 2, E: 4], bf16> -> !nt.tensor<[J: 2, H: 2, E: 4], bf16>, !nt.tensor<[J: 2, H: 2, E: 4], i32>
  return
}
