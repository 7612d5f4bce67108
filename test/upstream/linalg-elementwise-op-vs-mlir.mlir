// linalg.elementwise (MLIR 22), every kind of #linalg.elementwise_kind<...> on the
// element types upstream builds it for, prints as mlir-opt-22 prints it, byte for byte
// in the custom form (identity indexing maps left out, attr-dict after them) and the
// generic form (the body upstream's region builder makes); each tool reads the other's
// output back.
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
func.func @kinds(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<4xf16>, %i: tensor<4xi32>, %j: tensor<4xi32>, %c: tensor<4xi1>, %m: memref<4xbf16>, %n: memref<4xbf16>) {
  %exp = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %log = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %abs = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %ceil = linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %floor = linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %negf = linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %reciprocal = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %round = linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %sqrt = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %rsqrt = linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %square = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %tanh = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %erf = linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %f_add = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %f_sub = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %f_mul = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %f_div = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %f_max_signed = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %f_min_signed = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %f_powf = linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %i_add = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_sub = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_mul = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_div = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_div_unsigned = linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_max_signed = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_min_signed = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_max_unsigned = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %i_min_unsigned = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %sel = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %i, %j : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  %rh = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%h : tensor<4xf16>) outs(%h : tensor<4xf16>) -> tensor<4xf16>
  linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%m : memref<4xbf16>) outs(%n : memref<4xbf16>)
  return
}
func.func @maps(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %v: tensor<8xf32>, %v2: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) {foo = 1} -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v, %b : tensor<8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v2, %b : tensor<8x4xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) {bar} -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
