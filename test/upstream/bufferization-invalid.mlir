// The bufferization ops refused with upstream's words (each chunk checked with
// mlir-opt-22; for a to_tensor/to_buffer type mismatch mlir-opt first reports
// `shapes do not match` or `element types do not match`, visa only the second error,
// decision LNG-1).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @a(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xi32>
  return
}
// -----
func.func @a(%m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %m : tensor<4xf32> to memref<5xf32>
  return
}
// -----
func.func @a(%m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %m : tensor<4xf32> to memref<4xf16>
  return
}
// -----
func.func @a(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = bufferization.alloc_tensor(%d, %d) : tensor<?xf32>
  return
}
// -----
func.func @a(%d: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<?xf32>
  return
}
// -----
func.func @a(%t: tensor<5xf32>) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<5xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %d: index) {
  %0 = bufferization.alloc_tensor() size_hint = %d : tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in restrict %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %u: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %u: tensor<4xf16>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf16>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %u: tensor<4x1xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %t : tensor<4xf32> to tensor<4xf32>
  return
}
// -----
func.func @a(%t: memref<4xf32>, %u: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  bufferization.materialize_in_destination %t in restrict writable %u : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @a(%t: tensor<5xf32>) {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<5xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
  return
}
