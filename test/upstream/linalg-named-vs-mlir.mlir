// linalg.fill, matmul, batch_matmul, matvec, vecmat and dot print as mlir-opt-22 prints them, byte for byte in the
// custom form (default indexing maps left out, `cast` kept) and the generic form, whose
// body is the one upstream's region builders make: casts to the output element type
// (extf, truncf, extsi/extui, sitofp/uitofp, fptosi), mulf/addf, muli/addi, andi/ori
// for i1. Each tool reads the other's output back.
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
func.func @m(%a8: tensor<4x8xi8>, %b8: tensor<8x16xi8>, %c32: tensor<4x16xi32>, %af: tensor<4x8xf32>, %bf: tensor<8x16xf32>, %ch: tensor<4x16xf16>, %cf: tensor<4x16xf32>, %ma: memref<4x8xbf16>, %mb: memref<8x16xbf16>, %mc: memref<4x16xf32>, %a1: tensor<4x8xi1>, %b1: tensor<8x16xi1>, %c1: tensor<4x16xi1>) {
  %0 = linalg.matmul ins(%a8, %b8 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c32 : tensor<4x16xi32>) -> tensor<4x16xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %b8 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c32 : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.matmul ins(%af, %bf : tensor<4x8xf32>, tensor<8x16xf32>) outs(%ch : tensor<4x16xf16>) -> tensor<4x16xf16>
  %3 = linalg.matmul ins(%a8, %b8 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%cf : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.matmul ins(%af, %bf : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c32 : tensor<4x16xi32>) -> tensor<4x16xi32>
  %5 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %b8 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%cf : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%ma, %mb : memref<4x8xbf16>, memref<8x16xbf16>) outs(%mc : memref<4x16xf32>)
  %6 = linalg.matmul ins(%a1, %b1 : tensor<4x8xi1>, tensor<8x16xi1>) outs(%c1 : tensor<4x16xi1>) -> tensor<4x16xi1>
  %7 = linalg.matmul ins(%af, %bf : tensor<4x8xf32>, tensor<8x16xf32>) outs(%cf : tensor<4x16xf32>) {foo = "x"} -> tensor<4x16xf32>
  return
}
func.func @transposed_b(%a: tensor<4x8xi32>, %bt: tensor<16x8xi32>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %bt : tensor<4x8xi32>, tensor<16x8xi32>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
func.func @fills(%t: tensor<4x16xi32>, %m: memref<8xf32>, %f: f32) -> tensor<4x16xi32> {
  %c0 = arith.constant 0 : i32
  %0 = linalg.fill ins(%c0 : i32) outs(%t : tensor<4x16xi32>) -> tensor<4x16xi32>
  linalg.fill ins(%f : f32) outs(%m : memref<8xf32>)
  return %0 : tensor<4x16xi32>
}
func.func @others(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %m: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: tensor<f32>, %vi: tensor<8xi8>, %si: tensor<i32>, %mm: memref<4x8xf16>, %mv: memref<8xf16>, %mw: memref<4xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%w, %m : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %4 = linalg.dot ins(%vi, %vi : tensor<8xi8>, tensor<8xi8>) outs(%si : tensor<i32>) -> tensor<i32>
  linalg.matvec ins(%mm, %mv : memref<4x8xf16>, memref<8xf16>) outs(%mw : memref<4xf32>)
  return
}
func.func @quantized(%a: tensor<1x4x8xi8>, %b: tensor<1x8x16xi8>, %az: i32, %bz: i32, %c: tensor<1x4x16xi32>, %a2: tensor<4x8xi8>, %b2: tensor<8x16xi8>, %c2: tensor<4x16xi32>, %z8: i8, %cf: tensor<4x16xf32>) {
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %az, %bz : tensor<1x4x8xi8>, tensor<1x8x16xi8>, i32, i32) outs(%c : tensor<1x4x16xi32>) -> tensor<1x4x16xi32>
  %1 = linalg.quantized_matmul ins(%a2, %b2, %az, %bz : tensor<4x8xi8>, tensor<8x16xi8>, i32, i32) outs(%c2 : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.quantized_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a2, %b2, %z8, %z8 : tensor<4x8xi8>, tensor<8x16xi8>, i8, i8) outs(%cf : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
