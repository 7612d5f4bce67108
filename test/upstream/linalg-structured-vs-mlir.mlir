// linalg.transpose, broadcast, map and reduce print as mlir-opt-22 prints them, byte
// for byte in both forms and both directions: result names (%transposed, ...), the
// `dimensions = [1] ` lists with upstream's trailing space, the short form
// `{ arith.addf }` when the body is one op over the arguments in order (for reduce,
// the init first), the explicit `(%in: f32, %init: f32) { ... }` body otherwise.
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
func.func @m(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %v: tensor<8xf32>, %b: tensor<4x8xf32>, %r: tensor<4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0]
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %3 = linalg.map ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  %7 = linalg.map { arith.negf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
  %8 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  return
}
func.func @s(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %r: tensor<4xf32>, %ma: memref<4x8xf32>, %mr: memref<4xf32>, %i: tensor<4x8xi32>, %ri: tensor<8xi32>) {
  %0 = linalg.map ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.mulf %y, %x : f32
      linalg.yield %s : f32
    }
  %1 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
  linalg.map { arith.negf } ins(%ma : memref<4x8xf32>) outs(%ma : memref<4x8xf32>)
  linalg.reduce { arith.maximumf } ins(%ma : memref<4x8xf32>) outs(%mr : memref<4xf32>) dimensions = [1]
  %2 = linalg.reduce { arith.addi } ins(%i : tensor<4x8xi32>) outs(%ri : tensor<8xi32>) dimensions = [0]
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [0, 1] {foo}
  %4:2 = linalg.reduce ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%r, %r : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%in: f32, %in2: f32, %init: f32, %init2: f32) {
      %s = arith.addf %in, %init : f32
      %t = arith.addf %in2, %init2 : f32
      linalg.yield %s, %t : f32, f32
    }
  return
}
