// The window ops linalg.conv_2d_nhwc_hwcf, conv_2d_nhwc_fhwc, conv_2d_nchw_fchw,
// pooling_nhwc_max/min/sum and pooling_nchw_max/sum print as mlir-opt-22 prints them, byte for byte in the custom form
// (strides/dilations in the attr-dict, absent when not written) and the generic form
// (the memoized maps with strides and dilations in their expressions, the bodies
// upstream's region builders make); each tool reads the other's output back.
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
func.func @p(%i: tensor<1x8x8x3xf32>, %w: tensor<2x2xf32>, %o: tensor<1x4x4x3xf32>, %ii: tensor<1x8x8x3xi8>, %oi: tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xf32> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %2 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%ii, %w : tensor<1x8x8x3xi8>, tensor<2x2xf32>) outs(%oi : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xf32>
}
func.func @conv(%i: tensor<1x8x8x3xf32>, %f: tensor<3x3x3x4xf32>, %o: tensor<1x3x3x4xf32>, %g: tensor<4x3x3x3xf32>, %o2: tensor<1x6x6x4xf32>, %i8: tensor<1x9x9x3xi8>, %f8: tensor<3x3x3x4xi8>, %o32: tensor<1x2x2x4xi32>) -> tensor<1x3x3x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %1 = linalg.conv_2d_nhwc_fhwc ins(%i, %g : tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>) outs(%o2 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 3]> : tensor<2xi64>, strides = dense<[3, 2]> : tensor<2xi64>} ins(%i8, %f8 : tensor<1x9x9x3xi8>, tensor<3x3x3x4xi8>) outs(%o32 : tensor<1x2x2x4xi32>) -> tensor<1x2x2x4xi32>
  return %0 : tensor<1x3x3x4xf32>
}
func.func @nchw(%i: tensor<1x3x8x8xf32>, %f: tensor<4x3x3x3xf32>, %o: tensor<1x4x3x3xf32>, %w: tensor<2x2xf32>, %p: tensor<1x3x4x4xf32>, %q: tensor<1x4x4x3xf32>, %n: tensor<1x8x8x3xf32>, %ii: tensor<1x8x8x3xi8>, %oi: tensor<1x4x4x3xi32>, %r: tensor<1x3x6x7xf32>) -> tensor<1x4x3x3xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %1 = linalg.pooling_nchw_max {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%p : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %2 = linalg.pooling_nchw_sum {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%p : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %3 = linalg.pooling_nhwc_min {strides = dense<2> : tensor<2xi64>} ins(%n, %w : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%q : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %4 = linalg.pooling_nhwc_min {strides = dense<2> : tensor<2xi64>} ins(%ii, %w : tensor<1x8x8x3xi8>, tensor<2x2xf32>) outs(%oi : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  %5 = linalg.pooling_nchw_max {dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %w : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%r : tensor<1x3x6x7xf32>) -> tensor<1x3x6x7xf32>
  return %0 : tensor<1x4x3x3xf32>
}
