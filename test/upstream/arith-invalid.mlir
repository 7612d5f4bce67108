// Every verifier rule of the arith ops added to complete the dialect, each refusal in
// mlir-opt-22's words (checked against mlir-opt-22 on the same lines), and the parse
// errors of their custom syntax.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.negf %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.divsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.divsi %a, %a : f32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.andi' op requires the same type for all operands and results}}
  %0 = "arith.andi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = arith.mulsi_extended %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 7 : i32} : (f32) -> f16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.extsi %a : f32 to f64
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %a : index to i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.extf"(%a) : (i32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.sitofp %a : i32 to i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.uitofp %a : f32 to f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptosi %a : f32 to f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptoui %a : i32 to i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : index to i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'si32'}}
  %0 = arith.bitcast %a : i32 to si32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_castui %a : i32 to i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.shli' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.shli"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf foo, %a, %a : f32
  return
}

// -----

func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f32
  return
}

// -----

func.func @f(%i: i8, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand #0 must be floating-point-like, but got 'i8'}}
  %0 = arith.scaling_extf %i, %s : i8, f8E8M0FNU to f32
  return
}

// -----

func.func @f(%a: f4E2M1FN, %i: i8) {
  // expected-error @+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i8'}}
  %0 = arith.scaling_extf %a, %i : f4E2M1FN, i8 to f32
  return
}

// -----

func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to i32
  return
}

// -----

func.func @f(%h: f16, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f16', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %h, %s : f16, f8E8M0FNU to f32
  return
}

// -----

func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.scaling_truncf"(%x, %s) {roundingmode = 7 : i32} : (f32, f8E8M0FNU) -> f4E2M1FN
  return
}

// -----

func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU
  // The missing keyword is reported at the next token, by both tools.
  // expected-error @+1 {{expected 'to'}}
  return
}

// -----

// Vector, tensor and memref operands.
func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%v, %v) {predicate = 2 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'vector<4xi32>'}}
  %0 = "arith.cmpi"(%v, %v) {predicate = 2 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%v, %v) {predicate = 2 : i64} : (vector<4xf32>, vector<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.cmpi slt, %m, %m : memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.addi %m, %m : memref<4xi32>
  return
}

// -----

func.func @f(%c: i1, %v: vector<4xi32>, %t: tensor<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %v, %t) : (i1, vector<4xi32>, tensor<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%b: vector<4xi1>, %v: vector<8xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%b, %v, %v) : (vector<4xi1>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  return
}

// -----

func.func @f(%i: i32, %v: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%i, %v, %v) : (i32, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%b: tensor<4xi1>, %v: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %b, %v, %v : tensor<4xi1>, vector<4xi32>
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to vector<8xi64>
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %v : vector<4xi32> to tensor<4xi64>
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to i64
  return
}

// -----

func.func @f(%d: tensor<?xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %d : tensor<?xi32> to tensor<4xi64>
  return
}

// -----

func.func @f(%u: tensor<*xi32>) {
  // expected-error @+1 {{'arith.bitcast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.bitcast %u : tensor<*xi32> to tensor<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.extui %m : memref<4xi32> to memref<4xi64>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'arith.bitcast' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = arith.bitcast %m : memref<4xi32> to vector<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'memref<4xf32>'}}
  %0 = arith.index_cast %m : memref<4xf32> to memref<4xindex>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %m : memref<4xi32> to memref<8xindex>
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = arith.sitofp %v : vector<4xi32> to vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = arith.addui_extended %v, %v : vector<4xi32>, i1
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<8xi1>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'vector<4xf32>', 'vector<4xf8E8M0FNU>' and result type 'f32' are cast incompatible}}
  %0 = "arith.scaling_extf"(%v, %s) : (vector<4xf32>, vector<4xf8E8M0FNU>) -> f32
  return
}

// -----

func.func @f(%a: f4E2M1FN, %s: vector<4xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, vector<4xf8E8M0FNU> to f32
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.scaling_extf"(%t, %s) : (tensor<4xf32>, vector<4xf8E8M0FNU>) -> tensor<4xf64>
  return
}

// -----

func.func @f(%u: tensor<*xf32>) {
  // expected-error @+1 {{'arith.scaling_extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_extf %u, %u : tensor<*xf32>, tensor<*xf32> to tensor<*xf64>
  return
}

// -----

func.func @f(%v: vector<[4]xi32>) {
  // expected-error @+1 {{'arith.trunci' op requires the same shape for all operands and results}}
  %0 = arith.trunci %v : vector<[4]xi32> to vector<4xi8>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = arith.bitcast %v : vector<4xf32> to vector<[4]xi32>
  return
}

// -----

func.func @f(%t: tensor<index>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %t : tensor<index> to i64
  return
}

// -----

func.func @f(%t: tensor<2xf32, "enc">) {
  // expected-error @+1 {{'arith.extf' op operand type 'tensor<2xf32, "enc">' and result type 'tensor<2xf64>' are cast incompatible}}
  %0 = arith.extf %t : tensor<2xf32, "enc"> to tensor<2xf64>
  return
}

// -----

func.func @f(%b: tensor<8xi1, "m">, %t: tensor<8xi32, "e">) {
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "e">', but got 'tensor<8xi1, "m">'}}
  %0 = arith.select %b, %t, %t : tensor<8xi1, "m">, tensor<8xi32, "e">
  return
}

// -----

func.func @f(%b: vector<[4]xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %b, %v, %v : vector<[4]xi1>, vector<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 2.5 : f32} : () -> f64
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "text"} : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "text" : i32} : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 7 : ui8
  return
}
