// linalg.softmax prints as mlir-opt-22 prints it, byte for byte in the custom form
// (attr-dict before `dimension`, no result on buffers) and the generic form
// (`dimension` a property); each tool reads the other's output back.
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
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf32>, %m: memref<2x16xf32>, %n: memref<2x16xf32>, %d: tensor<?x16xf32>, %e: tensor<?x16xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  linalg.softmax dimension(0) ins(%m : memref<2x16xf32>) outs(%n : memref<2x16xf32>)
  %1 = linalg.softmax {foo} dimension(1) ins(%d : tensor<?x16xf32>) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %0 : tensor<2x16x32xf32>
}
