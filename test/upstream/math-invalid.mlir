// Every verifier rule of the math ops, each refusal in mlir-opt-22's words (the same
// file passes mlir-opt-22 --verify-diagnostics), and errors of their custom syntax.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%a) : (i32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.exp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = math.sqrt %a : memref<4xf32>
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: vector<4xf32>) {
  // expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %b) : (f32, f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
  // expected-error @+1 {{'math.clampf' op operand #2 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%a, %a, %b) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @f(%a: si32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = math.absi %a : si32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctpop %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.ctlz' op requires the same type for all operands and results}}
  %0 = "math.ctlz"(%a) : (i32) -> i64
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = math.ipowi %a, %a : vector<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%a) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'math.isfinite' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isfinite"(%a) : (vector<4xf32>) -> vector<8xi1>
  return
}

// -----

func.func @f(%a: tensor<*xf32>) {
  // expected-error @+1 {{'math.isnormal' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnormal"(%a) : (tensor<*xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (i32) -> i1
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %b) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %b) : (f32, i32) -> f64
  return
}

// -----

func.func @f(%a: f32, %b: vector<4xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %b) : (f32, vector<4xi32>) -> f32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<8xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %b) : (tensor<4xf32>, tensor<8xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<*xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.fpowi"(%a, %b) : (tensor<*xf32>, tensor<4xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = math.fpowi %a, %b : tensor<4xf32>, vector<4xi32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0:2 = "math.sincos"(%a) : (i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sincos' op expected 2 results}}
  %0 = "math.sincos"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.absf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.absf"(%a) {fastmath = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.fpowi' op expected 2 operands, but found 1}}
  %0 = "math.fpowi"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isnan %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = math.isnan %a fastmath<fast> : f32
  return
}

// -----

func.func @f(%a: f32, %b: i32) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = math.fpowi %a, %b : f32, i32, i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected ','}}
  %0 = math.clampf %a to [%a %a] : f32
  return
}
