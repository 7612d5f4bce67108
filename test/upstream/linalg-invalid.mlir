// The linalg ops refused with upstream's words (checked with
// mlir-opt-22 on the same chunks; mlir/test/Dialect/Linalg/invalid.mlir pins them).
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @loops(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @maps(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (2) to be equal to the number of input/output operands (1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @rank(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @args(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32, %x: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @yield_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %out, %out : f32, f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @yield_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @iterator(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (foo)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["foo"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @no_iterators(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @result(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----
func.func @bb_arg(%a: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  "linalg.generic"(%a) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0(%in: i32):
    "linalg.yield"() : () -> ()
  }) : (tensor<4xf32>) -> ()
  return
}

// -----
// expected-error @+2 {{expected ::mlir::utils::IteratorType to be one of: parallel, reduction}}
// expected-error @+1 {{failed to parse IteratorTypeEnum parameter 'value' which is to be a `::mlir::utils::IteratorType`}}
"x.o"() {a = #linalg.iterator_type<foo>} : () -> ()

// -----
func.func @fill_type(%t: tensor<4xf32>, %v: i32) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')}}
  %0 = linalg.fill ins(%v : i32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @matmul_rank(%a: tensor<4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.matmul' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.matmul ins(%a, %b : tensor<4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----
func.func @matvec_rank(%m: tensor<4x8xf32>, %v: tensor<8x1xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.matvec' op expected operand #1 rank (2) to match the result rank of indexing_map (1)}}
  %0 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8x1xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @a(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 8 doesn't match dim(input, permutation[0]) = 4}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [0, 1]
  return %0 : tensor<8x4xf32>
}

// -----
func.func @a(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 1]
  return %0 : tensor<8x4xf32>
}

// -----
func.func @a(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1]
  return %0 : tensor<8x4xf32>
}

// -----
func.func @a(%v: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 8, init: 4}}
  %0 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [1]
  return %0 : tensor<4x8xf32>
}

// -----
func.func @a(%v: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0, 1]
  return %0 : tensor<4x8xf32>
}

// -----
func.func @a(%a: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [4] doesn't match input dimensions after reduction [8]}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<4xf32>
}

// -----
func.func @a(%a: tensor<4x8xf32>, %r: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 0 doesn't match the init rank 1}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<8xf32>) dimensions = [0, 1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8xf32>
}

// -----
func.func @a(%a: tensor<4x8xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 8) to match shape of output (4, 4)}}
  %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x4xf32>)
    (%x: f32, %o: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4x4xf32>
}

// -----
func.func @a(%v: tensor<4x8xf32>, %r: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%v : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) dimensions = [7]
  return %0 : tensor<4x8xf32>
}

// -----
func.func @a(%v: tensor<4x8xf32>, %b: tensor<4x8x2xf32>) -> tensor<4x8x2xf32> {
  // expected-error @+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 2], got: 5}}
  %0 = linalg.broadcast ins(%v : tensor<4x8xf32>) outs(%b : tensor<4x8x2xf32>) dimensions = [5]
  return %0 : tensor<4x8x2xf32>
}

// -----
func.func @y(%a: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %a : f32
}

// -----
func.func @e(%m: memref<f32>) {
  // expected-error @+1 {{'linalg.generic' op expects to have 1 region with 1 block}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  }
  return
}

// -----
func.func @ni(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1, d0 + d1))}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + j)>, affine_map<(i, j) -> (i + j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----
func.func @f(%t: tensor<2x2xf32>, %v: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expected op with scalar input}}
  %0 = linalg.fill ins(%v : tensor<2xf32>) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----
func.func @so(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: f32) {
  // expected-error @+1 {{'linalg.matmul' op operand #2 must be variadic of shaped of any type values, but got 'f32'}}
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : f32)
  return
}

// -----
func.func @tb(%m: memref<f32>, %f: f32) {
  // expected-error @+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb1:
    linalg.yield %f : f32
  ^bb2:
    linalg.yield %f : f32
  }
  return
}

// -----
func.func @par(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----
func.func @p() {
    // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return
}

// -----
func.func @d(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (0) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  }
  return
}

// -----
func.func @n(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = linalg.index -1 : index
    linalg.yield %x : f32
  }
  return
}

// -----
func.func @quantized_args(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %az: i32, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az : tensor<4x8xi8>, tensor<8x16xi8>, i32) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  // expected-error @+1 {{custom op 'linalg.quantized_matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4}}
  return %0 : tensor<4x16xi32>
}

// -----
func.func @quantized_bools(%a: tensor<4x8xi1>, %b: tensor<8x16xi1>, %az: i1, %c: tensor<4x16xi1>) -> tensor<4x16xi1> {
  // expected-error @+1 {{custom op 'linalg.quantized_matmul' unsupported operation: sub with bools}}
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %az : tensor<4x8xi1>, tensor<8x16xi1>, i1, i1) outs(%c : tensor<4x16xi1>) -> tensor<4x16xi1>
  return %0 : tensor<4x16xi1>
}

// -----
func.func @quantized_rank(%a: tensor<4x8xi8>, %b: tensor<8xi8>, %az: i32, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  // expected-error @+1 {{'linalg.quantized_matmul' op expected operand #1 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %az : tensor<4x8xi8>, tensor<8xi8>, i32, i32) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

// -----
func.func @quantized_zero_point(%a: tensor<1x4x8xi8>, %b: tensor<1x8x16xi8>, %az: tensor<1xi32>, %c: tensor<1x4x16xi32>) -> tensor<1x4x16xi32> {
  // expected-error @+1 {{'linalg.quantized_batch_matmul' op expected operand #2 rank (1) to match the result rank of indexing_map (0)}}
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %az, %az : tensor<1x4x8xi8>, tensor<1x8x16xi8>, tensor<1xi32>, tensor<1xi32>) outs(%c : tensor<1x4x16xi32>) -> tensor<1x4x16xi32>
  return %0 : tensor<1x4x16xi32>
}

// -----
func.func @quantized_count(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %az: i32, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  // expected-error @+1 {{'linalg.quantized_matmul' op expected the number of indexing_map (5) to be equal to the number of input/output operands (4)}}
  %0 = "linalg.quantized_matmul"(%a, %b, %az, %c) <{operandSegmentSizes = array<i32: 3, 1>}> ({
  ^bb0(%x: i8, %y: i8, %z: i32, %o: i32):
    linalg.yield %o : i32
  }) : (tensor<4x8xi8>, tensor<8x16xi8>, i32, tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

// -----
// The static shape checks of verifyStructuredOpInterface (the last two chunks: a
// dynamic size and a size-0 dim are not checked).
func.func @a(%a: tensor<4x8xi8>, %b: tensor<9x16xi8>, %az: i32, %c2: tensor<4x16xi32>) -> tensor<4x16xi32> {
  // expected-error @+1 {{'linalg.quantized_matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 9}}
  %3 = linalg.quantized_matmul ins(%a, %b, %az, %az : tensor<4x8xi8>, tensor<9x16xi8>, i32, i32) outs(%c2 : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %3 : tensor<4x16xi32>
}
// -----
func.func @b(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x15xf32>) -> tensor<4x15xf32> {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 15}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x15xf32>) -> tensor<4x15xf32>
  return %0 : tensor<4x15xf32>
}
// -----
func.func @c(%a: tensor<8xf32>, %b: tensor<9xf32>, %s: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'linalg.dot' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 9}}
  %0 = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<9xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @d(%a: tensor<4xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be greater than or equal to 7, but found 6}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
func.func @e(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 - 1)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @f(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @g(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<3x4x16xf32>) -> tensor<3x4x16xf32> {
  // expected-error @+1 {{'linalg.batch_matmul' op inferred input/output operand #2 has shape's dimension #0 to be 2, but found 3}}
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<3x4x16xf32>) -> tensor<3x4x16xf32>
  return %0 : tensor<3x4x16xf32>
}
// -----
func.func @h(%a: tensor<4x0xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x0xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
// linalg.softmax (the chunk with a dynamic input size is valid).
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16x16xf32>) -> tensor<2x16x16xf32> {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
  return %0 : tensor<2x16x16xf32>
}
// -----
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(3) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
// -----
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}
// -----
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf16>) -> tensor<2x16x32xf16> {
  // expected-error @+1 {{'linalg.softmax' op failed to verify that input and output have same element type}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x32xf16>) -> tensor<2x16x32xf16>
  return %0 : tensor<2x16x32xf16>
}
// -----
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(-1) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
// -----
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf32>) -> tensor<2x16x32xf16> {
  // expected-error @+1 {{'linalg.softmax' op expected type of operand #1 ('tensor<2x16x32xf32>') to match type of corresponding result ('tensor<2x16x32xf16>')}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x32xf32>) -> tensor<2x16x32xf16>
  return %0 : tensor<2x16x32xf16>
}
// -----
func.func @s(%a: tensor<2x16x?xf32>, %b: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16x?xf32>) outs(%b : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
// -----
func.func @s(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf32>) {
  // expected-error @+1 {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.softmax dimension(1) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x32xf32>)
  return
}

// -----
// linalg.contract (ContractOp::verify, then the structured-op rules).
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  %0 = linalg.contract ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration space dim at index 0 is neither a contracting dim nor of parallel iteration type}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration space dim at index 1 is neither a contracting dim nor of parallel iteration type}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{provided affine_map is not a projected permutation}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1 + d2)>] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{ranks of shaped operand and results of corresponding affine_map differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration spaces of provided affine_maps differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration space dim at index 3 not used to access any operand}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'indexing_maps' do not specify a contracting dimension}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<4x16xf16>, tensor<4x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x15xf32>) -> tensor<4x15xf32> {
  // expected-error @+1 {{'linalg.contract' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 15}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x15xf32>) -> tensor<4x15xf32>
  return %0 : tensor<4x15xf32>
}

// -----
// The window ops: the static shape checks through the strided, dilated maps.
func.func @conv_shape(%i: tensor<1x8x8x3xi8>, %f: tensor<3x3x3x4xi8>, %o: tensor<1x2x2x4xi32>) -> tensor<1x2x2x4xi32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 9, but found 8}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 3]> : tensor<2xi64>, strides = dense<[3, 2]> : tensor<2xi64>} ins(%i, %f : tensor<1x8x8x3xi8>, tensor<3x3x3x4xi8>) outs(%o : tensor<1x2x2x4xi32>) -> tensor<1x2x2x4xi32>
  return %0 : tensor<1x2x2x4xi32>
}

// -----
func.func @conv_rank(%i: tensor<1x8x8x3xf32>, %w: tensor<2x2xf32>, %o: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_fhwc' op expected operand #1 rank (2) to match the result rank of indexing_map (4)}}
  %0 = linalg.conv_2d_nhwc_fhwc ins(%i, %w : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----
func.func @pool_shape(%i: tensor<1x8x8x3xf32>, %w: tensor<2x2xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'linalg.pooling_nhwc_max' op inferred input/output operand #2 has shape's dimension #3 to be 3, but found 4}}
  %0 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}
