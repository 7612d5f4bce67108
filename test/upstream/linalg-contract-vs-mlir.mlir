// linalg.contract (MLIR 22) prints as mlir-opt-22 prints it, byte for byte in the
// custom form (its maps always written, `cast` in the attr-dict before ins) and the
// generic form (the matmul-like body: casts to the output element type, mul, add);
// each tool reads the other's output back.
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
// RUN: diff -B %t.read %t.visa
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>, %i: tensor<4x8xi8>, %j: tensor<8x16xi8>, %k: tensor<4x16xi32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#a, #b, #c] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.contract indexing_maps = [#a, #b, #c] ins(%i, %j : tensor<4x8xi8>, tensor<8x16xi8>) outs(%k : tensor<4x16xi32>) {cast = #linalg.type_fn<cast_unsigned>} -> tensor<4x16xi32>
  return %0 : tensor<4x16xf32>
}
func.func @batched_transposed(%a: tensor<2x8x4xbf16>, %b: tensor<2x16x8xbf16>, %c: tensor<2x4x16xf32>, %m: memref<8x4xf32>, %n: memref<8x16xf32>, %o: memref<4x16xf32>) -> tensor<2x4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<2x8x4xbf16>, tensor<2x16x8xbf16>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%m, %n : memref<8x4xf32>, memref<8x16xf32>) outs(%o : memref<4x16xf32>)
  return %0 : tensor<2x4x16xf32>
}
