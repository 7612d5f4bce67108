// The custom forms of the tensor ops: parse, print, parse the printed text again; the
// generic form reads back to the same custom text. The expected text is mlir-opt-22's.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | visa-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @ops(
func.func @ops(%t: tensor<8x16xf32>, %d: tensor<?x?xf32>, %i: index, %j: index, %f: f32) -> tensor<4x4xf32> {
  // CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<?x4xf32>
  %e = tensor.empty(%i) : tensor<?x4xf32>
  // CHECK-NEXT: %1 = tensor.empty() : tensor<4xi8>
  %e2 = tensor.empty() : tensor<4xi8>
  // CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<8x16xf32>
  %x = tensor.extract %t[%i, %j] : tensor<8x16xf32>
  // CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg0[%arg2, %arg3] : tensor<8x16xf32>
  %y = tensor.insert %f into %t[%i, %j] : tensor<8x16xf32>
  // CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
  %s = tensor.extract_slice %t[0, %i] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
  // CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, %arg3] [%arg2, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %s2 = tensor.extract_slice %d[%i, %j] [%i, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  // CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xf32>
  %s3 = tensor.extract_slice %t[0, 0][1, 4][1, 1] : tensor<8x16xf32> to tensor<4xf32>
  // CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg2] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<8x16xf32>
  %is = tensor.insert_slice %s into %t[0, %i] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<8x16xf32>
  // CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  %ex = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  // CHECK-NEXT: %expanded_2 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg2, 4, %arg3] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %ex2 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %j] : tensor<?x?xf32> into tensor<?x4x?xf32>
  // CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
  %co = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
  // CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg2] high[2, 3] {
  // CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
  // CHECK-NEXT:   tensor.yield %arg4 : f32
  // CHECK-NEXT: } : tensor<8x16xf32> to tensor<11x?xf32>
  %p = tensor.pad %t low[1, %i] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32> to tensor<11x?xf32>
  // CHECK-NEXT: %padded_3 = tensor.pad %arg0 nofold low[0, 0] high[%arg2, %arg3] {
  // CHECK:      } {tag} : tensor<8x16xf32> to tensor<?x?xf32>
  %p2 = tensor.pad %t nofold low[0, 0] high[%i, %j] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } {tag} : tensor<8x16xf32> to tensor<?x?xf32>
  // CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %c = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  // CHECK-NEXT: %splat = tensor.splat %arg4 : tensor<4x4xf32>
  %sp = tensor.splat %f : tensor<4x4xf32>
  // CHECK-NEXT: %splat_4 = tensor.splat %arg4[%arg2] : tensor<?x4xf32>
  %sp2 = tensor.splat %f[%i] : tensor<?x4xf32>
  // CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<8x16xf32> to tensor<?x16xf32>
  %ca = tensor.cast %t : tensor<8x16xf32> to tensor<?x16xf32>
  // CHECK-NEXT: %dim = tensor.dim %arg1, %arg2 : tensor<?x?xf32>
  %di = tensor.dim %d, %i : tensor<?x?xf32>
  // CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<?x?xf32>
  %r = tensor.rank %d : tensor<?x?xf32>
  // CHECK-NEXT: %from_elements = tensor.from_elements %arg4, %arg4 : tensor<2xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  // CHECK-NEXT: %from_elements_5 = tensor.from_elements %arg4 : tensor<f32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  // CHECK-NEXT: %generated = tensor.generate %arg2 {
  // CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
  // CHECK-NEXT:   tensor.yield %arg4 : f32
  // CHECK-NEXT: } : tensor<?x3xf32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  // CHECK-NEXT: %2 = "test.shape"() : () -> tensor<1xindex>
  // CHECK-NEXT: %reshape = tensor.reshape %arg0(%2) : (tensor<8x16xf32>, tensor<1xindex>) -> tensor<128xf32>
  %sh = "test.shape"() : () -> tensor<1xindex>
  %rs = tensor.reshape %t(%sh) : (tensor<8x16xf32>, tensor<1xindex>) -> tensor<128xf32>
  // CHECK-NEXT: %3 = tensor.bitcast %arg0 : tensor<8x16xf32> to tensor<8x16xi32>
  %bc = tensor.bitcast %t : tensor<8x16xf32> to tensor<8x16xi32>
  return %s : tensor<4x4xf32>
}
