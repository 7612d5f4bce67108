// Shaped types in signatures, operands and block arguments round-trip through
// visa-opt; a memory space of an unregistered dialect is accepted (decision TY-1).
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: "test.spaces"() {a = memref<4xf32, #gpu.address_space<workgroup>>, b = memref<4xf32, strided<[1], offset: ?>, #foo.space>, c = memref<*xf32, #foo<x>>}
"test.spaces"() {a = memref<4xf32, #gpu.address_space<workgroup>>, b = memref<4xf32, strided<[1], offset: ?>, #foo.space>, c = memref<*xf32, #foo<x>>} : () -> ()

// Shaped values flow through ops and block arguments.
// CHECK-LABEL: func.func @matmul_like(%{{.*}}: tensor<256x512xbf16>, %{{.*}}: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (tensor<256x512xbf16>, vector<4x[8]xf32>)
// CHECK-NEXT: %[[V:.*]] = "test.make"(%[[M:.*]]) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> vector<4x[8]xf32>
// CHECK-NEXT: %[[T:.*]] = "test.id"(%{{.*}}) : (tensor<256x512xbf16>) -> tensor<256x512xbf16>
// CHECK-NEXT: return %[[T]], %[[V]] : tensor<256x512xbf16>, vector<4x[8]xf32>
func.func @matmul_like(%a: tensor<256x512xbf16>, %m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (tensor<256x512xbf16>, vector<4x[8]xf32>) {
  %v = "test.make"(%m) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> vector<4x[8]xf32>
  %t = "test.id"(%a) : (tensor<256x512xbf16>) -> tensor<256x512xbf16>
  return %t, %v : tensor<256x512xbf16>, vector<4x[8]xf32>
}

// A type spelled across lines and with spaces is the same type.
// CHECK-LABEL: func.func @spelling(%{{.*}}: tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
func.func @spelling(%a: tensor<4 x 8 x
                                complex<f32>>) -> tensor<4x8xcomplex<f32>> {
  return %a : tensor<4x8xcomplex<f32>>
}
