// bufferization.to_tensor, to_buffer, alloc_tensor and materialize_in_destination print
// as mlir-opt-22 prints them, byte for byte in the custom and the generic form (unit
// flags as properties, alloc_tensor's operandSegmentSizes); each tool reads the other's
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
func.func @b(%m: memref<4xf32>, %t: tensor<4xf32>, %d: index, %u: tensor<?xf32>, %mm: memref<?xf32>) -> tensor<4xf32> {
  %0 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %3 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %4 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %5 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %6 = bufferization.alloc_tensor(%d) size_hint = %d : tensor<?xf32>
  %7 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %8 = bufferization.materialize_in_destination %t in %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %9 = bufferization.to_tensor %mm : memref<?xf32> to tensor<?xf32>
  return %8 : tensor<4xf32>
}
