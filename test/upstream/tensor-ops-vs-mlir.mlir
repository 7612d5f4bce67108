// The tensor ops print as mlir-opt-22 prints them, in both directions and through
// the generic form (the twin of tensor-ops.mlir).
// REQUIRES: mlir-opt
// RUN: visa-opt %s --allow-unregistered-dialect > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect > %t.generic
// RUN: diff %t.visa %t.generic
func.func @ops(%t: tensor<8x16xf32>, %d: tensor<?x?xf32>, %i: index, %j: index, %f: f32) -> tensor<4x4xf32> {
  %e = tensor.empty(%i) : tensor<?x4xf32>
  %e2 = tensor.empty() : tensor<4xi8>
  %x = tensor.extract %t[%i, %j] : tensor<8x16xf32>
  %y = tensor.insert %f into %t[%i, %j] : tensor<8x16xf32>
  %s = tensor.extract_slice %t[0, %i] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
  %s2 = tensor.extract_slice %d[%i, %j] [%i, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %s3 = tensor.extract_slice %t[0, 0][1, 4][1, 1] : tensor<8x16xf32> to tensor<4xf32>
  %is = tensor.insert_slice %s into %t[0, %i] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<8x16xf32>
  %ex = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  %ex2 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %j] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %co = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
  %p = tensor.pad %t low[1, %i] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32> to tensor<11x?xf32>
  %p2 = tensor.pad %t nofold low[0, 0] high[%i, %j] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } {tag} : tensor<8x16xf32> to tensor<?x?xf32>
  %c = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %sp = tensor.splat %f : tensor<4x4xf32>
  %sp2 = tensor.splat %f[%i] : tensor<?x4xf32>
  %ca = tensor.cast %t : tensor<8x16xf32> to tensor<?x16xf32>
  %di = tensor.dim %d, %i : tensor<?x?xf32>
  %r = tensor.rank %d : tensor<?x?xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %sh = "test.shape"() : () -> tensor<1xindex>
  %rs = tensor.reshape %t(%sh) : (tensor<8x16xf32>, tensor<1xindex>) -> tensor<128xf32>
  %bc = tensor.bitcast %t : tensor<8x16xf32> to tensor<8x16xi32>
  return %s : tensor<4x4xf32>
}
