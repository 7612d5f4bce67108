// Every rule of MLIR's builtin shaped types and `complex`, each refused with
// upstream's words (mlir-opt-22 gives the same errors on this file: see
// shaped-types-invalid-vs-mlir.mlir).
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{invalid tensor element type}}
"test.op"() {a = tensor<4xtensor<f32>>} : () -> ()

// -----

// expected-error @+1 {{invalid tensor element type}}
"test.op"() {a = tensor<4xmemref<f32>>} : () -> ()

// -----

// expected-error @+1 {{invalid tensor element type}}
"test.op"() {a = tensor<4xnone>} : () -> ()

// -----

// expected-error @+1 {{invalid tensor element type}}
"test.op"() {a = tensor<4xtuple<i32>>} : () -> ()

// -----

// expected-error @+1 {{invalid tensor element type}}
"test.op"() {a = tensor<4x(i32) -> i32>} : () -> ()

// -----

// expected-error @+1 {{cannot apply encoding to unranked tensor}}
"test.op"() {a = tensor<*xf32, "enc">} : () -> ()

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<4xf32, strided<[1]>>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<4x4xf32, "a", "b">} : () -> ()

// -----

// expected-error @+1 {{expected '<' in tensor type}}
"test.op"() {a = tensor 4} : () -> ()

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"test.op"() {a = tensor<4x?>} : () -> ()

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"test.op"() {a = tensor<*f32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<-1xf32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<[4]xf32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<*x?xf32>} : () -> ()

// -----

// expected-error @+1 {{invalid dimension}}
"test.op"() {a = tensor<9223372036854775808xf32>} : () -> ()

// -----

// expected-error @+1 {{invalid dimension}}
"test.op"() {a = tensor<99999999999999999999xf32>} : () -> ()

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() {a = vector<4xtensor<f32>>} : () -> ()

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() {a = vector<4xvector<4xf32>>} : () -> ()

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() {a = vector<4xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() {a = vector<4x!foo.bar>} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"test.op"() {a = vector<0xf32>} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 4, 0}}
"test.op"() {a = vector<4x[0]xf32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = vector<?xf32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = vector<*xf32>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in vector type}}
"test.op"() {a = vector<4xf32, 1>} : () -> ()

// -----

// expected-error @+1 {{missing ']' closing scalable dimension}}
"test.op"() {a = vector<[4x8]xf32>} : () -> ()

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"test.op"() {a = vector<[4]8xf32>} : () -> ()

// -----

// expected-error @+1 {{invalid dimension}}
"test.op"() {a = vector<4x[?]xf32>} : () -> ()

// -----

// expected-error @+1 {{invalid memref element type}}
"test.op"() {a = memref<4xtensor<f32>>} : () -> ()

// -----

// expected-error @+1 {{invalid memref element type}}
"test.op"() {a = memref<4x!foo.bar>} : () -> ()

// -----

// expected-error @+1 {{invalid memref element type}}
"test.op"() {a = memref<4xnone>} : () -> ()

// -----

// expected-error @+1 {{invalid memref element type}}
"test.op"() {a = memref<*xtuple<i32>>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"test.op"() {a = memref<4xf32, [1, 2]>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"test.op"() {a = memref<4xf32, unit>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"test.op"() {a = memref<4xf32, @sym>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"test.op"() {a = memref<4xf32, 1.0>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"test.op"() {a = memref<*xf32, i32>} : () -> ()

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"test.op"() {a = memref<4xf32, 1, 2>} : () -> ()

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
"test.op"() {a = memref<4xf32, 1, strided<[1]>>} : () -> ()

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"test.op"() {a = memref<*xf32, strided<[1]>>} : () -> ()

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"test.op"() {a = memref<4xf32, strided<[]>>} : () -> ()

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"test.op"() {a = memref<4x4xf32, strided<[1]>>} : () -> ()

// -----

// expected-error @+1 {{expected list element}}
"test.op"() {a = memref<4xf32,>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
"test.op"() {a = memref<4xf32 1>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or '>'}}
"test.op"() {a = memref<4xf32, strided<[1], offset: ?>} : () -> ()

// -----

// expected-error @+1 {{expected '['}}
"test.op"() {a = memref<4xf32, strided<1>>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.op"() {a = memref<4xf32, strided<[1] offset: 0>>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"test.op"() {a = memref<4xf32, strided<[1], offset 0>>} : () -> ()

// -----

// expected-error @+1 {{expected 'offset' after comma}}
"test.op"() {a = memref<4xf32, strided<[1], 0>>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = memref<4xf32, strided<[x]>>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = memref<4xf32, strided<[-9223372036854775808]>>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = memref<4xf32, strided<[1], offset: 9223372036854775808>>} : () -> ()

// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<tensor<f32>>} : () -> ()

// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<index>} : () -> ()

// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<complex<f32>>} : () -> ()

// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<none>} : () -> ()

// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<!foo.bar>} : () -> ()

// -----

// expected-error @+1 {{expected '<' in complex type}}
"test.op"() {a = complex f32} : () -> ()

// -----

// expected-error @+1 {{expected '>' in complex type}}
"test.op"() {a = complex<f32, f32>} : () -> ()

// -----

// A missing `>` at the end of a line is reported there, not at the next token.
// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<4xf32
} : () -> ()

// -----

// Shaped types in an op's signature are checked too.
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{invalid tensor element type}}
  %0 = "test.op"(%a) : (tensor<4xf32>) -> tensor<4xnone>
  return
}
