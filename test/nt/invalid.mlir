// Every verifier rule of the nt dialect and its type, one chunk each, with its located error.
// RUN: visa-opt %s --split-input-file --verify-diagnostics
// expected-error @+1 {{axis 'M' is named twice}}
func.func @f(%x: !nt.tensor<[M: 2, M: 3], f32>) {
  return
}


// -----

// expected-error @+1 {{axis 'M' has size 0; sizes are in 1..=1099511627776}}
func.func @f(%x: !nt.tensor<[M: 0], f32>) {
  return
}


// -----

// expected-error @+1 {{axis 'M' has size 2199023255552; sizes are in 1..=1099511627776}}
func.func @f(%x: !nt.tensor<[M: 2199023255552], f32>) {
  return
}


// -----

// expected-error @+1 {{the tensor has 4398046511104 elements, more than 1099511627776}}
func.func @f(%x: !nt.tensor<[M: 2097152, N: 2097152], f32>) {
  return
}


// -----

// expected-error @+1 {{a tensor has at most 16 axes, this one 17}}
func.func @f(%x: !nt.tensor<[A: 1, B: 1, C: 1, D: 1, E: 1, F: 1, G: 1, H: 1, I: 1, J: 1, K: 1, L: 1, M: 1, N: 1, O: 1, P: 1, Q: 1], f32>) {
  return
}


// -----

// expected-error @+1 {{element type f64 is not a TCP dtype (i4, i8, i16, i32, bf16, f16, f8E4M3FN, f8E5M2, f32)}}
func.func @f(%x: !nt.tensor<[M: 2], f64>) {
  return
}


// -----

// expected-error @+1 {{element type si8 is not a TCP dtype (i4, i8, i16, i32, bf16, f16, f8E4M3FN, f8E5M2, f32)}}
func.func @f(%x: !nt.tensor<[M: 2], si8>) {
  return
}


// -----

func.func @f() {
  // expected-error @+1 {{a parameter needs a non-empty name}}
  %w = nt.parameter "" : !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f() {
  // expected-error @+1 {{the result must be an !nt.tensor, not tensor<2xf32>}}
  %w = nt.parameter "w" : tensor<2xf32>
  return
}


// -----

func.func @f() {
  // expected-error @+1 {{the elements are i32 but the result's element type is f32}}
  %c = nt.constant dense<[1, 2]> : tensor<2xi32> : !nt.tensor<[M: 2], f32>
  return
}


// -----

func.func @f() {
  // expected-error @+1 {{the elements have shape [3] but the result's sizes are [2]}}
  %c = nt.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32> : !nt.tensor<[M: 2], f32>
  return
}


// -----

func.func @f() {
  // expected-error @+1 {{the result has no axis 'N'}}
  %i = nt.iota "N" : !nt.tensor<[M: 2], i32>
  return
}


// -----

func.func @f() {
  // expected-error @+1 {{an einsum needs at least one input}}
  %e = "nt.einsum"() : () -> !nt.tensor<[M: 2, N: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %b: !nt.tensor<[K: 5, N: 4], f32>) {
  // expected-error @+1 {{axis 'K' has size 5 in input #1 but 3 in input #0}}
  %e = nt.einsum %a, %b : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[K: 5, N: 4], f32> -> !nt.tensor<[M: 2, N: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %b: !nt.tensor<[K: 3, N: 4], f32>) {
  // expected-error @+1 {{axis 'M' has size 2 in input #0 but 7 in the result}}
  %e = nt.einsum %a, %b : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[K: 3, N: 4], f32> -> !nt.tensor<[M: 7, N: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{input #1 must be an !nt.tensor, not tensor<3x4xf32>}}
  %e = "nt.einsum"(%a, %b) : (!nt.tensor<[M: 2, K: 3], f32>, tensor<3x4xf32>) -> !nt.tensor<[M: 2, N: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %b: !nt.tensor<[K: 3, N: 4], f32>) {
  // expected-error @+1 {{the accumulation type must be f32 or i32, not f16}}
  %e = nt.einsum %a, %b acc f16 : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[K: 3, N: 4], f32> -> !nt.tensor<[M: 2, N: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %b: !nt.tensor<[K: 3, N: 4], f32>) {
  // expected-error @+1 {{an i32 accumulation needs integer inputs}}
  %e = nt.einsum %a, %b acc i32 : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[K: 3, N: 4], f32> -> !nt.tensor<[M: 2, N: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{axis 'K' of the operand is not an axis of the result}}
  %u = nt.unary exp %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2], i32>) {
  // expected-error @+1 {{'exp' needs a float operand and result}}
  %u = nt.unary exp %a : !nt.tensor<[M: 2], i32> -> !nt.tensor<[M: 2], i32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2], i32>) {
  // expected-error @+1 {{the operand and result must both be floats or both integers}}
  %u = nt.unary abs %a : !nt.tensor<[M: 2], i32> -> !nt.tensor<[M: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %b: !nt.tensor<[K: 3, N: 4], f32>) {
  // expected-error @+1 {{axis 'N' of the rhs is not an axis of the result}}
  %u = nt.binary add %a, %b : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[K: 3, N: 4], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{axis 'K' has size 3 in the lhs but 5 in the result}}
  %u = nt.binary add %a, %a : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 5], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{result axis 'N' is no operand's (use nt.broadcast)}}
  %u = nt.binary mul %a, %a : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3, N: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %i: !nt.tensor<[M: 2], i32>) {
  // expected-error @+1 {{the operands and result must all be floats or all integers}}
  %u = nt.binary add %a, %i : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2], i32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%i: !nt.tensor<[M: 2], i32>) {
  // expected-error @+1 {{'pow_const' needs a float operand and result}}
  %u = nt.pow_const %i, 2.0 : !nt.tensor<[M: 2], i32> -> !nt.tensor<[M: 2], i32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the exponent must be finite}}
  %u = nt.pow_const %a, 1.0e999 : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{a comparison's result has an integer element type}}
  %u = nt.compare lt %a, %a : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the condition has an integer element type}}
  %u = nt.select %a, %a, %a : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%c: !nt.tensor<[M: 2], i8>, %a: !nt.tensor<[M: 2, K: 3], f32>, %h: !nt.tensor<[M: 2, K: 3], bf16>) {
  // expected-error @+1 {{the false value's element type differs from the result's}}
  %u = nt.select %c, %a, %h : !nt.tensor<[M: 2], i8>, !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2, K: 3], bf16> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{a cast keeps the axes and their order}}
  %u = nt.cast %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[K: 3, M: 2], bf16>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{a reduction removes at least one axis}}
  %u = nt.reduce sum %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{axis 'N' of the result is not an axis of the operand}}
  %u = nt.reduce sum %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[N: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the operand and result must both be floats or both integers}}
  %u = nt.reduce sum %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2], i32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the operand has no axis 'N'}}
  %u = nt.softmax %a over "N" : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the causal axis must differ from the softmax axis}}
  %u = nt.softmax %a over "K" causal "K" : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the operand has no axis 'Q'}}
  %u = nt.softmax %a over "K" causal "Q" : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %m: !nt.tensor<[N: 4], i8>) {
  // expected-error @+1 {{axis 'N' of the mask is not an axis of the operand}}
  %u = nt.softmax %a over "K" mask %m : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[N: 4], i8> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%i: !nt.tensor<[M: 2], i32>) {
  // expected-error @+1 {{the operand and result must be floats}}
  %u = nt.softmax %i over "M" : !nt.tensor<[M: 2], i32> -> !nt.tensor<[M: 2], i32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{eps must be positive and finite, not 0}}
  %u = nt.rmsnorm %a over "K" eps 0.0 plain : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{form 'scale' takes 1 affine operand(s), not 0}}
  %u = nt.layernorm %a over "K" eps 1.0e-5 scale : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %g: !nt.tensor<[N: 4], f32>) {
  // expected-error @+1 {{axis 'N' of an affine operand is not an axis of the operand}}
  %u = nt.rmsnorm %a over "K" eps 1.0e-5 scale %g : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[N: 4], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the operand has no axis 'D'}}
  %u = nt.layernorm %a over "D" eps 1.0e-5 plain : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the result's element type bf16 differs from the operand's f32}}
  %u = nt.broadcast %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], bf16>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{axis 'K' of the operand is not an axis of the result}}
  %u = nt.broadcast %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{a rename keeps the sizes in order: [2, 3] vs [3, 2]}}
  %u = nt.rename %a : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[K: 3, M: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the slice 2..4 exceeds axis 'K' of size 3}}
  %u = nt.slice %a along "K" at 2 : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the operand and the result must have the same axes in order, sizes differing only along 'K'}}
  %u = nt.slice %a along "K" at 0 : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 1, K: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the result has no axis 'K'}}
  %u = nt.slice %a along "K" at 0 : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the inputs' sizes along 'K' add up to 6, the result's is 5}}
  %u = nt.concat %a, %a along "K" : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 5], f32>
  return
}


// -----

func.func @f() {
  // expected-error @+1 {{a concat needs at least one input}}
  %u = "nt.concat"() {axis = "K"} : () -> !nt.tensor<[M: 2, K: 3], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>, %b: !nt.tensor<[M: 3, K: 3], f32>) {
  // expected-error @+1 {{input #1 and the result must have the same axes in order, sizes differing only along 'K'}}
  %u = nt.concat %a, %b along "K" : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[M: 3, K: 3], f32> -> !nt.tensor<[M: 2, K: 6], f32>
  return
}


// -----

func.func @f(%t: !nt.tensor<[V: 8, D: 4], f32>, %i: !nt.tensor<[S: 3], i8>) {
  // expected-error @+1 {{the index has element type i32}}
  %u = nt.gather %t[%i] along "V" : !nt.tensor<[V: 8, D: 4], f32>, !nt.tensor<[S: 3], i8> -> !nt.tensor<[S: 3, D: 4], f32>
  return
}


// -----

func.func @f(%t: !nt.tensor<[V: 8, D: 4], f32>, %i: !nt.tensor<[D: 4], i32>) {
  // expected-error @+1 {{index axis 'D' is also a table axis}}
  %u = nt.gather %t[%i] along "V" : !nt.tensor<[V: 8, D: 4], f32>, !nt.tensor<[D: 4], i32> -> !nt.tensor<[D: 4], f32>
  return
}


// -----

func.func @f(%t: !nt.tensor<[V: 8, D: 4], f32>, %i: !nt.tensor<[S: 3], i32>) {
  // expected-error @+1 {{table axis 'D' (size 4) is not the result's}}
  %u = nt.gather %t[%i] along "V" : !nt.tensor<[V: 8, D: 4], f32>, !nt.tensor<[S: 3], i32> -> !nt.tensor<[S: 3], f32>
  return
}


// -----

func.func @f(%t: !nt.tensor<[V: 8, D: 4], f32>, %i: !nt.tensor<[S: 3], i32>) {
  // expected-error @+1 {{the result keeps the gathered axis 'V'}}
  %u = nt.gather %t[%i] along "V" : !nt.tensor<[V: 8, D: 4], f32>, !nt.tensor<[S: 3], i32> -> !nt.tensor<[S: 3, V: 8, D: 4], f32>
  return
}


// -----

func.func @f(%t: !nt.tensor<[V: 8, D: 4], f32>, %i: !nt.tensor<[S: 3], i32>) {
  // expected-error @+1 {{the table has no axis 'W'}}
  %u = nt.gather %t[%i] along "W" : !nt.tensor<[V: 8, D: 4], f32>, !nt.tensor<[S: 3], i32> -> !nt.tensor<[S: 3, D: 4], f32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the result is the operand without axis 'K'}}
  %u = nt.argmax %a over "K" : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2, K: 3], i32>
  return
}


// -----

func.func @f(%a: !nt.tensor<[M: 2, K: 3], f32>) {
  // expected-error @+1 {{the result has element type i32}}
  %u = nt.argmax %a over "K" : !nt.tensor<[M: 2, K: 3], f32> -> !nt.tensor<[M: 2], i8>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>, %u: !nt.tensor<[T: 1, H: 2], bf16>, %p: !nt.tensor<[T: 1], i8>) {
  // expected-error @+1 {{the index has element type i32}}
  %r = nt.scatter %u into %c[%p] along "S" : !nt.tensor<[T: 1, H: 2], bf16>, !nt.tensor<[S: 16, H: 2], bf16>, !nt.tensor<[T: 1], i8> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>, %u: !nt.tensor<[T: 1, H: 2], bf16>, %p: !nt.tensor<[T: 1], i32>) {
  // expected-error @+1 {{the result's type is the destination's}}
  %r = nt.scatter %u into %c[%p] along "S" : !nt.tensor<[T: 1, H: 2], bf16>, !nt.tensor<[S: 16, H: 2], bf16>, !nt.tensor<[T: 1], i32> -> !nt.tensor<[S: 16, H: 2], f32>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>, %u: !nt.tensor<[T: 1, H: 2], bf16>, %p: !nt.tensor<[T: 1], i32>) {
  // expected-error @+1 {{the destination has no axis 'Z'}}
  %r = nt.scatter %u into %c[%p] along "Z" : !nt.tensor<[T: 1, H: 2], bf16>, !nt.tensor<[S: 16, H: 2], bf16>, !nt.tensor<[T: 1], i32> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>, %u: !nt.tensor<[T: 1, H: 2], bf16>, %p: !nt.tensor<[H: 2], i32>) {
  // expected-error @+1 {{index axis 'H' is also a destination axis}}
  %r = nt.scatter %u into %c[%p] along "S" : !nt.tensor<[T: 1, H: 2], bf16>, !nt.tensor<[S: 16, H: 2], bf16>, !nt.tensor<[H: 2], i32> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>, %u: !nt.tensor<[T: 1], bf16>, %p: !nt.tensor<[T: 1], i32>) {
  // expected-error @+1 {{destination axis 'H' (size 2) is not the updates'}}
  %r = nt.scatter %u into %c[%p] along "S" : !nt.tensor<[T: 1], bf16>, !nt.tensor<[S: 16, H: 2], bf16>, !nt.tensor<[T: 1], i32> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>, %u: !nt.tensor<[T: 1, S: 16, H: 2], bf16>, %p: !nt.tensor<[T: 1], i32>) {
  // expected-error @+1 {{the updates have the scattered axis 'S'}}
  %r = nt.scatter %u into %c[%p] along "S" : !nt.tensor<[T: 1, S: 16, H: 2], bf16>, !nt.tensor<[S: 16, H: 2], bf16>, !nt.tensor<[T: 1], i32> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>, %u: !nt.tensor<[H: 2], bf16>, %p: !nt.tensor<[T: 1], i32>) {
  // expected-error @+1 {{axis 'T' of the index is not an axis of the updates}}
  %r = nt.scatter %u into %c[%p] along "S" : !nt.tensor<[H: 2], bf16>, !nt.tensor<[S: 16, H: 2], bf16>, !nt.tensor<[T: 1], i32> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the padded axis 'S' has size 16 + 1 + 1 = 18, not 20}}
  %r = nt.pad %c along "S" low 1 high 1 value 0.0 : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[S: 20, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 2], i8>) {
  // expected-error @+1 {{an integer tensor pads with a finite value}}
  %r = nt.pad %c along "S" low 1 high 1 value 1.0e999 : !nt.tensor<[S: 2], i8> -> !nt.tensor<[S: 4], i8>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the operand has no axis 'Z'}}
  %r = nt.pad %c along "Z" low 1 high 1 value 0.0 : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{axes 'A' (3) and 'B' (4) do not multiply to 'S' (16)}}
  %r = nt.split_axis %c "S" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[A: 3, B: 4, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the split side has exactly one axis more}}
  %r = nt.split_axis %c "S" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[S: 16, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the other axes stay the same, in order}}
  %r = nt.split_axis %c "S" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[A: 4, B: 4, G: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{no axis 'Z' to split or merge into}}
  %r = nt.split_axis %c "Z" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[A: 8, B: 2, H: 2], bf16>
  return
}


// -----

func.func @f(%c: !nt.tensor<[A: 8, B: 2, H: 2], bf16>) {
  // expected-error @+1 {{the element type stays the same}}
  %r = nt.merge_axes %c into "S" : !nt.tensor<[A: 8, B: 2, H: 2], bf16> -> !nt.tensor<[S: 16, H: 2], f32>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the values and the indices have the same axes}}
  %v, %i = nt.topk %c over "S" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[J: 2, H: 2], bf16>, !nt.tensor<[J: 3, H: 2], i32>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the results are the operand with axis 'S' replaced}}
  %v, %i = nt.topk %c over "S" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[H: 2, J: 2], bf16>, !nt.tensor<[H: 2, J: 2], i32>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the top-k axis 'J' (17) must be new and at most 16}}
  %v, %i = nt.topk %c over "S" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[J: 17, H: 2], bf16>, !nt.tensor<[J: 17, H: 2], i32>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the indices have element type i32}}
  %v, %i = nt.topk %c over "S" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[J: 2, H: 2], bf16>, !nt.tensor<[J: 2, H: 2], i8>
  return
}


// -----

func.func @f(%c: !nt.tensor<[S: 16, H: 2], bf16>) {
  // expected-error @+1 {{the operand has no axis 'Z'}}
  %v, %i = nt.topk %c over "Z" : !nt.tensor<[S: 16, H: 2], bf16> -> !nt.tensor<[J: 2, H: 2], bf16>, !nt.tensor<[J: 2, H: 2], i32>
  return
}

