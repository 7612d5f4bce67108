// `dense<...>` elements attributes print as mlir-opt-22 prints them and read back:
// splat detection, nesting, float formatting, complex pairs, hex raw data, strings;
// the hex form above 100 elements by default, and the printing flags.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 | FileCheck %s --check-prefix=HEX
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 | visa-opt --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 | FileCheck %s --check-prefix=ELIDE

// A list whose elements are all equal is a splat; a splat of an empty tensor stays one.
// CHECK: "test.splats"() {a = dense<1.500000e+00> : tensor<4xf32>, b = dense<-3> : tensor<2x3xi32>, c = dense<true> : tensor<5xi1>, d = dense<2> : tensor<2x2xi8>, e = dense<1> : tensor<2x0xi32>, f = dense<0x7FC00001> : tensor<3xf32>}
// HEX: "test.splats"() {a = dense<1.500000e+00> : tensor<4xf32>, b = dense<-3> : tensor<2x3xi32>, c = dense<true> : tensor<5xi1>, d = dense<2> : tensor<2x2xi8>, e = dense<1> : tensor<2x0xi32>, f = dense<0x7FC00001> : tensor<3xf32>}
// ELIDE: "test.splats"() {a = dense<1.500000e+00> : tensor<4xf32>, b = dense<-3> : tensor<2x3xi32>, c = dense<true> : tensor<5xi1>, d = dense<2> : tensor<2x2xi8>, e = dense<1> : tensor<2x0xi32>, f = dense<0x7FC00001> : tensor<3xf32>}
"test.splats"() {a = dense<1.5> : tensor<4xf32>, b = dense<-3> : tensor<2x3xi32>, c = dense<true> : tensor<5xi1>, d = dense<[[2, 2], [2, 2]]> : tensor<2x2xi8>, e = dense<1> : tensor<2x0xi32>, f = dense<0x7FC00001> : tensor<3xf32>} : () -> ()

// Nested lists, row-major; i8 takes -128..255 and prints signed, ui8 unsigned.
// CHECK: "test.nested"() {a = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[-128, -1]> : tensor<2xi8>, c = dense<[1, 255]> : tensor<2xui8>, d = dense<[true, false, true]> : tensor<3xi1>, e = dense<{{\[\[\[}}1.000000e+00], [2.000000e+00]], {{\[\[}}3.000000e+00], [4.000000e+00]]]> : tensor<2x2x1xf64>}
// HEX: "test.nested"() {a = dense<"0x01000000020000000300000004000000"> : tensor<2x2xi32>, b = dense<"0x80FF"> : tensor<2xi8>, c = dense<"0x01FF"> : tensor<2xui8>, d = dense<"0x05"> : tensor<3xi1>, e = dense<"0x000000000000F03F000000000000004000000000000008400000000000001040"> : tensor<2x2x1xf64>}
// ELIDE: "test.nested"() {a = dense_resource<__elided__> : tensor<2x2xi32>, b = dense_resource<__elided__> : tensor<2xi8>,
"test.nested"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[-128, 255]> : tensor<2xi8>, c = dense<[1, 255]> : tensor<2xui8>, d = dense<[true, false, true]> : tensor<3xi1>, e = dense<[[[1.0], [2.0]], [[3.0], [4.0]]]> : tensor<2x2x1xf64>} : () -> ()

// Empty tensors print `dense<>` however written.
// CHECK: "test.empty"() {a = dense<> : tensor<0xi32>, b = dense<> : tensor<0xf32>, c = dense<> : tensor<2x0xi8>}
"test.empty"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<[[], []]> : tensor<2x0xi8>} : () -> ()

// Float elements round to their type (1.0e40 overflows f32) and print as float
// attributes do; bf16 [1.0, 2.0] is the bytes 80 3F 00 40.
// CHECK: "test.floats"() {a = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>, b = dense<[1.000000e-01, 0x7F800000]> : tensor<2xf32>, c = dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf80>, d = dense<[4.480000e+02, -2.000000e+00]> : tensor<2xf8E4M3FN>, e = dense<[0x7C01, 1.000000e+00]> : tensor<2xf16>}
// HEX: "test.floats"() {a = dense<"0x803F0040"> : tensor<2xbf16>, b = dense<"0xCDCCCC3D0000807F"> : tensor<2xf32>, c = dense<"0x0000000000000080FF3F00000000000000A00040"> : tensor<2xf80>, d = dense<"0x7EC0"> : tensor<2xf8E4M3FN>, e = dense<"0x017C003C"> : tensor<2xf16>}
"test.floats"() {a = dense<[1.0, 2.0]> : tensor<2xbf16>, b = dense<[0.1, 1.0e40]> : tensor<2xf32>, c = dense<[1.0, 2.5]> : tensor<2xf80>, d = dense<[448.0, -2.0]> : tensor<2xf8E4M3FN>, e = dense<[0x7C01, 1.0]> : tensor<2xf16>} : () -> ()

// Complex elements are `(re,im)` with no space.
// CHECK: "test.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i8>>, c = dense<(1,-2)> : tensor<3xcomplex<si16>>}
// HEX: "test.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, b = dense<"0x01020304"> : tensor<2xcomplex<i8>>, c = dense<(1,-2)> : tensor<3xcomplex<si16>>}
"test.complex"() {a = dense<(1.0, 2.0)> : tensor<complex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>, c = dense<(1, -2)> : tensor<3xcomplex<si16>>} : () -> ()

// The hexadecimal form: one element's bytes is a splat; i1 bits are packed LSB first.
// CHECK: "test.hex"() {a = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, b = dense<1.000000e+00> : tensor<4xf32>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<true> : tensor<8xi1>, e = dense<true> : tensor<3xi1>}
"test.hex"() {a = dense<"0x0000803F00000040"> : tensor<2xf32>, b = dense<"0x0000803F"> : tensor<4xf32>, c = dense<"0x05"> : tensor<3xi1>, d = dense<"0xFF"> : tensor<8xi1>, e = dense<"0x07"> : tensor<3xi1>} : () -> ()

// Other element types hold strings; a string is not hex there.
// CHECK: "test.strings"() {a = dense<"a"> : tensor<2x!foo.s>, b = dense<["a", "b"]> : tensor<2x!foo.s>, c = dense<"x"> : tensor<2x!foo.s>, d = dense<{{\[\[}}"q\22", "\0A"]]> : tensor<1x2x!foo.s>, e = dense<"0x41"> : tensor<2x!foo.s>}
// ELIDE: "test.strings"() {a = dense<"a"> : tensor<2x!foo.s>, b = dense_resource<__elided__> : tensor<2x!foo.s>, c = dense<"x"> : tensor<2x!foo.s>, d = dense_resource<__elided__> : tensor<1x2x!foo.s>, e = dense<"0x41"> : tensor<2x!foo.s>}
"test.strings"() {a = dense<"a"> : tensor<2x!foo.s>, b = dense<["a", "b"]> : tensor<2x!foo.s>, c = dense<["x", "x"]> : tensor<2x!foo.s>, d = dense<[["q\"", "\0A"]]> : tensor<1x2x!foo.s>, e = dense<"0x41"> : tensor<2x!foo.s>} : () -> ()

// Above 100 elements a non-splat prints as hex by default.
// CHECK: "test.large"() {a = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>, b = dense<7> : tensor<1000x1000xi8>}
"test.large"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>, b = dense<7> : tensor<1000x1000xi8>} : () -> ()

// arith.constant takes dense tensors and vectors (a scalable vector only as a splat).
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<true> : tensor<2xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<1> : vector<[2]xi32>
// CHECK-NEXT: return %cst, %cst_0 : tensor<2xi32>, vector<2xf32>
func.func @constants() -> (tensor<2xi32>, vector<2xf32>) {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %1 = arith.constant dense<1.0> : vector<2xf32>
  %2 = arith.constant dense<true> : tensor<2xi1>
  %3 = arith.constant dense<1> : vector<[2]xi32>
  return %0, %1 : tensor<2xi32>, vector<2xf32>
}

// A splat of a huge tensor is stored once and prints as written.
// CHECK: "test.huge"() {a = dense<(1,2)> : tensor<4611686018427387904x2xcomplex<i8>>, b = dense<"s"> : tensor<4611686018427387904x2x!foo.s>}
"test.huge"() {a = dense<(1, 2)> : tensor<4611686018427387904x2xcomplex<i8>>, b = dense<"s"> : tensor<4611686018427387904x2x!foo.s>} : () -> ()
