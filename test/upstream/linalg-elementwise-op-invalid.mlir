// linalg.elementwise refused with upstream's words (checked with mlir-opt-22; it also
// reports `expected operation 'kind' attribute` after a bad kind, which visa leaves
// out, and crashes on the two LNG-3 chunks, a kind the element type has no op for).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @e(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+2 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  // expected-error @+1 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  return %0 : tensor<4x8xf32>
}
// -----
func.func @e(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+2 {{expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select}}
  // expected-error @+1 {{failed to parse ElementwiseKindAttr parameter 'value' which is to be a `::mlir::linalg::ElementwiseKind`}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exq> ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// -----
func.func @e(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+2 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  // expected-error @+1 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  return %0 : tensor<4x8xf32>
}
// -----
func.func @e(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' kind 'exp' is not defined on 'i32' (decision LNG-3)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xi32>) outs(%b : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @e(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' kind 'max_unsigned' is not defined on 'f32' (decision LNG-3)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @e(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%b : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @e(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected 1 inputs and one output for kind 'exp'}}
  %0 = "linalg.elementwise"(%a, %a, %b) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
