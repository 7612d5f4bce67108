// `dense<...>` elements attributes against mlir-opt-22: every form visa-opt prints
// (custom, generic, hex above a limit, never hex, elided) is what mlir-opt prints for
// the same input, and each tool reads the other's output back. Splats (an all-equal
// list is a splat), nested lists, empty tensors, i1 bit packing, every float format,
// complex pairs, the hex raw form, strings, encodings, memref and scalable vectors,
// the default hex limit (100 elements), arith.constant.
// REQUIRES: mlir-opt
// RUN: visa-opt %s --allow-unregistered-dialect > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.visa.g
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.mlir.g
// RUN: diff -B %t.visa.g %t.mlir.g
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 > %t.visa.h
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 > %t.mlir.h
// RUN: diff -B %t.visa.h %t.mlir.h
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 > %t.visa.n
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 > %t.mlir.n
// RUN: diff -B %t.visa.n %t.mlir.n
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 > %t.visa.e
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 > %t.mlir.e
// RUN: diff -B %t.visa.e %t.mlir.e
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 | mlir-opt --allow-unregistered-dialect > %t.back
// RUN: diff -B %t.back %t.mlir
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 | visa-opt --allow-unregistered-dialect > %t.read
// RUN: diff %t.read %t.visa

"test.splats"() {a = dense<1.5> : tensor<4xf32>, b = dense<-3> : tensor<2x3xi32>, c = dense<true> : tensor<5xi1>, d = dense<false> : vector<3xi1>, e = dense<7> : tensor<i64>, f = dense<[[2, 2], [2, 2]]> : tensor<2x2xi8>, g = dense<0x7FC00001> : tensor<3xf32>, h = dense<1> : tensor<2x0xi32>} : () -> ()
"test.nested"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[[[1.0], [2.0]], [[3.0], [4.0]]]> : tensor<2x2x1xf64>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<[-128, 255]> : tensor<2xi8>, e = dense<[1, 255]> : tensor<2xui8>, f = dense<[-1, 2]> : tensor<2xsi4>, g = dense<[1, -2]> : vector<2xindex>, h = dense<[[1.5, -0.0]]> : vector<1x2xf16>} : () -> ()
"test.empty"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<[[], []]> : tensor<2x0xi8>, d = dense<[0, 0]> : tensor<2xi0>} : () -> ()
"test.floats"() {a = dense<[1.0, 2.0]> : tensor<2xbf16>, b = dense<[0.1, 3.0e38]> : tensor<2xf32>, c = dense<[1.0, 2.5]> : tensor<2xf80>, d = dense<[1.0, -2.0]> : tensor<2xf128>, e = dense<[1.0, 0.5]> : tensor<2xtf32>, f = dense<[1.0, 448.0]> : tensor<2xf8E4M3FN>, g = dense<[1.0, -2.0]> : tensor<2xf8E5M2>, h = dense<[0.5, 6.0]> : tensor<2xf4E2M1FN>, i = dense<[1.0, 3.0e40]> : tensor<2xf32>, j = dense<[0x7C01, 1.0]> : tensor<2xf16>, k = dense<[1.0, 2.0]> : tensor<2xf8E8M0FNU>, l = dense<[0.25, 0.5]> : tensor<2xf6E3M2FN>} : () -> ()
"test.complex"() {a = dense<(1.0, 2.0)> : tensor<complex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>, c = dense<[[(1.5, -0.5)], [(0.0, 1.0)]]> : tensor<2x1xcomplex<f64>>, d = dense<[(1, 255)]> : tensor<1xcomplex<ui8>>, e = dense<(1, -2)> : tensor<3xcomplex<si16>>} : () -> ()
"test.hex"() {a = dense<"0x0000803F00000040"> : tensor<2xf32>, b = dense<"0x0000803F"> : tensor<4xf32>, c = dense<"0x05"> : tensor<3xi1>, d = dense<"0xFF"> : tensor<8xi1>, e = dense<"0x07"> : tensor<3xi1>, f = dense<"0x0102"> : tensor<2xcomplex<i8>>, g = dense<"0x"> : tensor<0xi32>, h = dense<"0x2041A040"> : tensor<2xbf16>, i = dense<"0xFF01"> : tensor<9xi1>} : () -> ()
"test.strings"() {a = dense<"a"> : tensor<2x!foo.s>, b = dense<["a", "b"]> : tensor<2x!foo.s>, c = dense<["x", "x"]> : tensor<2x!foo.s>, d = dense<[["q\"", "\0A"]]> : tensor<1x2x!foo.s>, e = dense<> : tensor<0x!foo.s>, f = dense<"0x41"> : tensor<2x!foo.s>, g = dense<"a"> : tensor<2xvector<2xi32>>} : () -> ()
"test.types"() {a = dense<1> : tensor<2xi32, "enc">, b = dense<1> : memref<2xi32>, c = dense<1> : vector<[4]xi32>, d = [dense<1> : tensor<2xi64>, dense<[1.0, 2.0]> : tensor<2xf64>]} : () -> ()
"test.large"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>, b = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>, c = dense<3> : tensor<1000x1000xi8>} : () -> ()
func.func @constants() -> (tensor<2xi32>, vector<2xf32>) {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %1 = arith.constant dense<1.0> : vector<2xf32>
  %2 = arith.constant dense<true> : tensor<2xi1>
  %3 = arith.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  %4 = arith.constant dense<1> : vector<[2]xi32>
  %5 = arith.constant dense<[1, 2]> : tensor<2xindex>
  return %0, %1 : tensor<2xi32>, vector<2xf32>
}
"test.edges"() {a = dense<"0xA9FA"> : tensor<3x0xcomplex<i3>>, b = dense<[(1, -2), (3, 0)]> : tensor<2xcomplex<i3>>, c = dense<1.5> : tensor<0xcomplex<f16>>, d = dense<(1.5, 2.0)> : tensor<0xcomplex<f16>>, e = dense<[1.0, 2.0]> : tensor<2xtf32>, f = dense<[(1.0, 2.0)]> : tensor<1xcomplex<tf32>>, g = dense<[7, 8]> : tensor<2xi17>, h = dense<[-1, 1]> : tensor<2xsi128>, i = dense<[340282366920938463463374607431768211455, 1]> : tensor<2xui128>} : () -> ()
"test.wide"() {a = dense<1> : tensor<2xi256>, b = dense<[-1, 2, 115792089237316195423570985008687907853269984665640564039457584007913129639935]> : tensor<3xi256>, c = dense<[-5, 7]> : tensor<2xsi130>, d = dense<[5, 340282366920938463463374607431768211456]> : tensor<2xui129>, e = dense<"0x01000000000000000000000000000000FF0100000000000000000000000000000000"> : tensor<2xi129>, f = dense<[(1, -1)]> : tensor<1xcomplex<i200>>, g = dense<-57896044618658097711785492504343953926634992332820282019728792003956564819968> : tensor<2xsi256>} : () -> ()
"test.f8"() {a = dense<[1.0, -0.5]> : tensor<2xf8E3M4>, b = dense<[1.0, 240.0]> : tensor<2xf8E4M3>, c = dense<[1.0, 0.0]> : tensor<2xf8E4M3FNUZ>, d = dense<[1.0, 3.0]> : tensor<2xf8E4M3B11FNUZ>, e = dense<[1.0, 57344.0]> : tensor<2xf8E5M2FNUZ>, f = dense<[1.0, 7.5]> : tensor<2xf6E2M3FN>, g = dense<[0x7F, 0x80]> : tensor<2xf8E4M3FNUZ>, h = dense<[0x7C, 0xFE]> : tensor<2xf8E5M2>, i = dense<1.0e10> : tensor<3xf8E4M3FN>} : () -> ()
