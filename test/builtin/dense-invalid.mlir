// Every refusal of `dense<...>`: upstream's, in its words (the same chunks as
// dense-invalid-vs-mlir.mlir, which mlir-opt-22 runs), then visa's own (decisions
// DENSE-1, DENSE-2), each located.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{elements literal must be a shaped type}}
"test.op"() {a = dense<[4]> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"test.op"() {a = dense<[4]> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<*xf32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2, 2]) does not match type ([4])}}
"test.op"() {a = dense<[[1, 2], [3, 4]]> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1, 2], 3]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"test.op"() {a = dense<[foo]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<[7, 4.5]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"test.op"() {a = dense<[2.5, 4]> : tensor<2xf16>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"test.op"() {a = dense<[1.0, false]> : tensor<2xbf16>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<-129> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<128> : tensor<2xsi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<-0> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<2> : tensor<2xi1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<9223372036854775808> : tensor<2xindex>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"test.op"() {a = dense<[3, -3]> : vector<2xui16>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {a = dense<true> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"test.op"() {a = dense<-0x3C00> : tensor<2xf16>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"test.op"() {a = dense<0x10000> : tensor<2xf16>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi64>') expected at least 1}}
"test.op"() {a = dense<> : tensor<2xi64>} : () -> ()

// -----

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"test.op"() {a = dense<1.0> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{parsed 2 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements}}
"test.op"() {a = dense<[1, 2]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @+1 {{expected ',' between complex elements}}
"test.op"() {a = dense<[(10)]> : tensor<1xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{expected ')' after complex elements}}
"test.op"() {a = dense<[(10, 10]> : tensor<1xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"test.op"() {a = dense<[()]> : tensor<1xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{expected integer or floating point literal}}
"test.op"() {a = dense<-true> : tensor<2xi1>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"test.op"() {a = dense<"0102"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"test.op"() {a = dense<"0x010"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"test.op"() {a = dense<"0x0G"> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<4xi32>'}}
"test.op"() {a = dense<"0x0102"> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"test.op"() {a = dense<["a", -1]> : tensor<2x!foo.s>} : () -> ()

// -----

// expected-error @+1 {{expected '<' after 'dense'}}
"test.op"() {a = dense 1} : () -> ()

// -----

// expected-error @+1 {{expected ']'}}
"test.op"() {a = dense<[1, 2> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"test.op"() {a = dense<1 : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"test.op"() {a = dense<1>} : () -> ()

// -----

func.func @scalable() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[1, 115792089237316195423570985008687907853269984665640564039457584007913129639936]> : tensor<2xi256>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[1, 57896044618658097711785492504343953926634992332820282019728792003956564819968]> : tensor<2xsi256>} : () -> ()

// -----

// Decision DENSE-1: a complex pair for a non-complex element type (mlir-opt keeps
// the real part and drops the rest).
// expected-error @+1 {{parsed 2 elements, but type ('tensor<i32>') expected 1 elements}}
"test.op"() {a = dense<(1, 2)> : tensor<i32>} : () -> ()

// -----

// expected-error @+1 {{parsed 4 elements, but type ('tensor<2xi32>') expected 2 elements}}
"test.op"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xi32>} : () -> ()

// -----

// Deep nesting is refused, never a stack overflow.
// expected-error @+1 {{nesting too deep}}
"test.op"() {a = dense<[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]> : tensor<1xi32>} : () -> ()

// -----

// Decision DENSE-2: an element count that overflows 64 bits.
// expected-error @+1 {{elements literal type has more elements than 64 bits count}}
"test.op"() {a = dense<1> : tensor<9223372036854775807x9223372036854775807xi8>} : () -> ()

// -----

// Scalars refuse `-0` too (MLIR's buildAttributeAPInt).
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = -0 : i32} : () -> ()
