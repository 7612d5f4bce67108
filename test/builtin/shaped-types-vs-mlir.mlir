// MLIR's builtin shaped types and `complex` against mlir-opt-22: every form printed by
// visa-opt (custom and generic) is what mlir-opt prints for the same input, and
// mlir-opt reads visa-opt's output back. Sizes: static, dynamic `?`, zero, the largest
// i64; unranked `*`; tensor encodings of any attribute; vector scalable `[n]` sizes and
// rank 0; memref strided layouts (offset 0 left out, `?` kept), memory spaces (integer 0
// is the default and disappears, `i64` elided, other integer types kept).
// REQUIRES: mlir-opt
// (`diff -B`: mlir-opt ends its output with an empty line.)
// RUN: visa-opt %s --allow-unregistered-dialect > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.visa.g
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.mlir.g
// RUN: diff -B %t.visa.g %t.mlir.g
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect > %t.back
// RUN: diff -B %t.back %t.mlir
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | visa-opt --allow-unregistered-dialect > %t.read
// RUN: diff %t.read %t.visa
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: "test.tensors"() {a = tensor<4x?x8xf32>, b = tensor<*xf32>, c = tensor<f32>, d = tensor<0x4xi8>, e = tensor<9223372036854775807xf32>, f = tensor<?x?xbf16>, g = tensor<256x512xbf16>}
"test.tensors"() {a = tensor<4x?x8xf32>, b = tensor<*xf32>, c = tensor<f32>, d = tensor<0x4xi8>, e = tensor<9223372036854775807xf32>, f = tensor<?x?xbf16>, g = tensor<256 x 512 x bf16>} : () -> ()
// CHECK: "test.encodings"() {a = tensor<4xf32, #foo.enc>, b = tensor<4xf32, "enc">, c = tensor<4xf32, 1 : i64>, d = tensor<4xf32, {k = [1, 2]}>, e = tensor<4xf32>}
"test.encodings"() {a = tensor<4xf32, #foo.enc>, b = tensor<4xf32, "enc">, c = tensor<4xf32, 1>, d = tensor<4xf32, {k = [1, 2]}>, e = tensor<4xf32, >} : () -> ()
// CHECK: "test.elements"() {a = tensor<4xcomplex<f32>>, b = tensor<4xvector<4xf32>>, c = tensor<4x!foo.bar>, d = tensor<4xindex>, e = tensor<4xi0>}
"test.elements"() {a = tensor<4xcomplex<f32>>, b = tensor<4xvector<4xf32>>, c = tensor<4x!foo.bar>, d = tensor<4xindex>, e = tensor<4xi0>} : () -> ()
// CHECK: "test.vectors"() {a = vector<4x[8]xf32>, b = vector<f32>, c = vector<[4]x[8]xi1>, d = vector<2xindex>, e = vector<1x2x3xf8E4M3FN>}
"test.vectors"() {a = vector<4x[8]xf32>, b = vector<f32>, c = vector<[4]x[8]xi1>, d = vector<2xindex>, e = vector<1x2x3xf8E4M3FN>} : () -> ()
// CHECK: "test.memrefs"() {a = memref<4x?xf32>, b = memref<f32>, c = memref<*xf32, 2>, d = memref<*xf32>, e = memref<4xvector<4xf32>>, f = memref<4xmemref<4xf32>>, g = memref<4xcomplex<f32>>, h = memref<0xindex>}
"test.memrefs"() {a = memref<4x?xf32>, b = memref<f32>, c = memref<*xf32, 2>, d = memref<*xf32, 0>, e = memref<4xvector<4xf32>>, f = memref<4xmemref<4xf32>>, g = memref<4xcomplex<f32>>, h = memref<0xindex>} : () -> ()
// CHECK: "test.layouts"() {a = memref<4xf32, strided<[1], offset: ?>>, b = memref<4x4xf32, strided<[?, 1]>>, c = memref<4x4xf32, strided<[4, 1]>>, d = memref<2x3xf32, strided<[3, 1], offset: 5>>, e = memref<?xf32, strided<[?], offset: ?>>, f = memref<f32, strided<[]>>, g = memref<4xf32, strided<[-1], offset: -9223372036854775807>>, h = memref<4xf32, strided<[0]>>}
"test.layouts"() {a = memref<4xf32, strided<[1], offset: ?>>, b = memref<4x4xf32, strided<[?, 1]>>, c = memref<4x4xf32, strided<[4,1], offset: 0>>, d = memref<2x3xf32, strided<[3, 1], offset: 5>>, e = memref<?xf32, strided<[ ? ], offset:?>>, f = memref<f32, strided<[]>>, g = memref<4xf32, strided<[-1], offset: -9223372036854775807>>, h = memref<4xf32, strided<[0]>>} : () -> ()
// CHECK: "test.spaces"() {a = memref<4xf32, 1>, b = memref<4xf32, 1 : i32>, c = memref<4xf32>, d = memref<4xf32>, e = memref<4xf32, "foo">, f = memref<4xf32, strided<[1]>, 3>, g = memref<4xf32, {a = 1 : i64}>, h = memref<4xf32, -1>, i = memref<4xf32, true>, j = memref<4xf32, 1 : ui8>, k = memref<4x4x4xf32, strided<[16, 4, 1], offset: 3>, "s">}
"test.spaces"() {a = memref<4xf32, 1>, b = memref<4xf32, 1 : i32>, c = memref<4xf32, 0 : i32>, d = memref<4xf32, 0 : index>, e = memref<4xf32, "foo">, f = memref<4xf32, strided<[1]>, 3>, g = memref<4xf32, {a = 1}>, h = memref<4xf32, -1>, i = memref<4xf32, true>, j = memref<4xf32, 1 : ui8>, k = memref<4x4x4xf32, strided<[16,4,1], offset: 3>, "s">} : () -> ()
// CHECK: "test.complex"() {a = complex<f32>, b = complex<i32>, c = complex<i1>, d = complex<bf16>}
"test.complex"() {a = complex<f32>, b = complex<i32>, c = complex<i1>, d = complex<bf16>} : () -> ()
// CHECK: "test.strided"() {a = strided<[1, ?], offset: 3>, b = strided<[]>, c = strided<[2]>}
"test.strided"() {a = strided<[1, ?], offset: 3>, b = strided<[]>, c = strided<[2], offset: 0>} : () -> ()
// Hexadecimal-looking sizes are sizes: `0x4` is 0 by 4.
// CHECK: "test.hexlike"() {a = tensor<0x4xf32>, b = tensor<0x0xf32>, c = tensor<4xf32>}
"test.hexlike"() {a = tensor<0x4xf32>, b = tensor<0x0xf32>, c = tensor<00004xf32>} : () -> ()

