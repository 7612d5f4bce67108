// Every verifier and parse error of the cf ops, worded and placed as mlir-opt-22 words and
// places them (mlir-opt-22 --verify-diagnostics accepts this file as it stands).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%c : i1)
^bb1(%x: i32):
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([100]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @f(%flag: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @f(%flag: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%flag: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%flag: i32, %a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #2, but target block has 0}}
  cf.switch %flag : i32, [
    default: ^bb1,
    4: ^bb1,
    5: ^bb1(%a : i32)
  ]
^bb1:
  return
}

// -----

func.func @f(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    45: ^bb2(%a : i32),
    // expected-error @+1 {{expected integer value}}
    : ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return
^bb2(%y: i32):
  return
}

// -----

func.func @f(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    // expected-error @+1 {{expected 'default'}}
    45: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return
}

// -----

// A splat stands for any number of case values: they are counted, not read.
func.func @huge_splat(%f: i32) {
  // expected-error@+1 {{number of case values (1000000000000) should match number of case destinations (1)}}
  "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1000000000000xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
