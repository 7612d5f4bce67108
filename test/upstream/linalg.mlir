// The linalg ops' custom and generic forms, without mlir-opt (the *-vs-mlir twins
// check the same text against mlir-opt-22 byte for byte).
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NOT: #map2
// CHECK-LABEL: func.func @ops
func.func @ops(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %v: tensor<8xf32>, %m: tensor<4x8xf32>, %r: tensor<4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %f: f32) -> tensor<8x4xf32> {
  // CHECK: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) {
  // CHECK-NEXT: ^bb0(%in: f32, %out: f32):
  // CHECK-NEXT:   %{{.*}} = arith.addf %in, %out : f32
  // GEN: "linalg.generic"(%{{.*}}, %{{.*}}) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  // The default maps stay out of the custom form; the generic form carries the body.
  // CHECK: linalg.matmul ins(%arg0, %arg5 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg6 : tensor<4x16xf32>) -> tensor<4x16xf32>
  // GEN: "linalg.matmul"
  // GEN-SAME: indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>
  // GEN: "arith.mulf"
  // GEN-NEXT: "arith.addf"
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  // CHECK: linalg.fill ins(%arg7 : f32) outs(%arg6 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.fill ins(%f : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  // CHECK: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0]
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  // CHECK: %broadcasted = linalg.broadcast ins(%arg2 : tensor<8xf32>) outs(%arg3 : tensor<4x8xf32>) dimensions = [0]
  %4 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%m : tensor<4x8xf32>) dimensions = [0]
  // CHECK: %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg4 : tensor<4xf32>) dimensions = [1]
  // GEN: "linalg.reduce"
  // GEN-NEXT: ^bb0(%[[IN:.*]]: f32, %[[INIT:.*]]: f32):
  // GEN-NEXT: "arith.addf"(%[[INIT]], %[[IN]])
  %5 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  // CHECK: %mapped = linalg.map { arith.mulf } ins(%arg0, %arg3 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>)
  %6 = linalg.map { arith.mulf } ins(%a, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%m : tensor<4x8xf32>)
  // CHECK: linalg.add ins(%arg0, %arg3 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.add ins(%a, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%m : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<8x4xf32>
}
