// linalg.generic prints as mlir-opt-22 prints it, byte for byte in the custom and the
// generic form (properties, `#linalg.iterator_type<...>`, operandSegmentSizes, #map
// aliases), and each tool reads the other's output back.
// REQUIRES: mlir-opt
// RUN: visa-opt %s > %t.visa
// RUN: mlir-opt %s > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// RUN: visa-opt %s --mlir-print-op-generic > %t.visa.g
// RUN: mlir-opt %s --mlir-print-op-generic > %t.mlir.g
// RUN: diff -B %t.visa.g %t.mlir.g
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt > %t.back
// RUN: diff -B %t.back %t.mlir
// RUN: mlir-opt %s --mlir-print-op-generic | visa-opt > %t.read
// RUN: diff %t.read %t.visa
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
func.func @transpose_add(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %out : f32
    linalg.yield %1 : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func @row_sums(%a: tensor<4x8xf32>, %b: tensor<4xf32>, %c: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"], doc = "row sums", library_call = "sums"} ins(%a : tensor<4x8xf32>) outs(%b, %c : tensor<4xf32>, tensor<4xi32>) attrs = {foo = 1, bar} {
  ^bb0(%in: f32, %acc: f32, %n: i32):
    %1 = arith.addf %in, %acc : f32
    linalg.yield %1, %n : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
func.func @buffers(%a: memref<4x16xf32>, %s: f32) {
  linalg.generic {iterator_types = ["parallel", "parallel"], indexing_maps = [affine_map<(d0, d1) -> ()>, #id]} ins(%s : f32) outs(%a : memref<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @iota(%t: tensor<4x8xindex>) -> tensor<4x8xindex> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%t : tensor<4x8xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<4x8xindex>
  return %0 : tensor<4x8xindex>
}
