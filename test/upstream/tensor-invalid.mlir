// Every verifier error of the tensor ops, worded as mlir-opt-22 words them.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%i) : tensor<?x?xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<?x?x?xf32>, %i: index) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0] [%i, %i] [1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @f(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @f(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0] [%i, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<1x4x1xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<2xf32>
  return
}

// -----

func.func @f(%t: tensor<8xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8] [0] [1] : tensor<8xf32> to tensor<0xf32>
  return
}

// -----

func.func @f(%t: tensor<8xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1] [2] [1] : tensor<8xf32> to tensor<2xf32>
  return
}

// -----

func.func @f(%t: tensor<8xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = tensor.insert_slice %s into %t[7] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 18 >= 16}}
  %0 = tensor.extract_slice %t[0, 2] [4, 5] [1, 4] : tensor<8x16xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @f(%s: tensor<?x?xf32>, %d: tensor<?x?x?xf32>, %i: index) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.insert_slice %s into %d[0, 0] [%i, %i] [1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @f(%s: tensor<?x4x4xf32>, %d: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %s into %d[0, 2, 0] [4, 4, 4] [1, 1, 1] : tensor<?x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3x20xf32>) {
  // expected-error @+1 {{expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return
}

// -----

func.func @f(%t: tensor<2xf32>) {
  // expected-error @+1 {{expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [1, 2] : tensor<2xf32> into tensor<1x1x2xf32>
  return
}

// -----

func.func @f(%t: tensor<?x4x5xf32>) {
  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 20}}
  %0 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x?xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2)}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @f(%t: tensor<?x2x3x4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>'}}
  %0 = tensor.pad %t low[1, %i, 2, 2] high[1, 2, %i, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return
}

// -----

func.func @f(%t: tensor<?x4xi32>, %v: i32) {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return
}

// -----

func.func @f(%t: tensor<?x4xi32>, %v: i32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: i32, %b: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return
}

// -----

func.func @f(%t: tensor<?x4xi32>, %v: i8) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<1x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1xf32>) {
  // expected-error @+1 {{rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<3xf32>, %b: tensor<3xi32>) {
  // expected-error @+1 {{inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<3xi32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<7x5xf32>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{result type 'tensor<7xf32>'does not match inferred shape 'tensor<6xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @f(%v: f32, %m: index) {
  // expected-error @+1 {{incorrect number of dynamic sizes, has 1, expected 2}}
  %w = tensor.splat %v[%m] : tensor<?x8x?xf32>
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error @+1 {{invalid kind of type specified}}
  %w = tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @f(%a: tensor<1xf32>) {
  // expected-error @+1 {{operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{operand type 'tensor<4xf32>' and result type 'tensor<4xi16>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<4xf32> to tensor<4xi16>
  return
}

// -----

func.func @f(%a: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %a, %i : tensor<f32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'tensor.rank' op operand #0 must be tensor of any type values}}
  %0 = "tensor.rank"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'tensor.from_elements' invalid kind of type specified}}
  %0 = tensor.from_elements %c : tensor<*xi32>
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %c : tensor<2xindex>
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%c) : (index) -> tensor<2xindex>
  return
}

// -----

func.func @f(%m: index) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %t = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    %e = "test.elem"() : () -> f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return
}

// -----

func.func @f(%m: index, %n: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %e = "test.elem"() : () -> f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return
}

// -----

func.func @f(%m: index, %n: index) {
  // expected-error @+1 {{all body arguments must be index}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: i64):
    %e = "test.elem"() : () -> f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return
}

// -----

func.func @f(%m: index, %n: index) {
  // expected-error @+1 {{body must be terminated with a `yield` operation of the tensor element type}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = "test.elem"() : () -> i32
    tensor.yield %e : i32
  } : tensor<?x3x?xf32>
  return
}

// -----

func.func @f(%b: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %b(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @f(%b: tensor<*xf32>, %s: tensor<?xi32>) {
  // expected-error @+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %b(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%b: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %b(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @f(%b: tensor<1xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %b(%s) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
  return
}
