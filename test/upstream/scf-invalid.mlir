// Every verifier error of the scf ops beyond scf.for, worded and placed as mlir-opt-22 words
// and places them (mlir-opt-22 --verify-diagnostics accepts this file as it stands).
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%i) ({}, {}) : (index) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
  ^bb0:
    scf.yield
  ^bb1:
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %x = scf.if %c -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %x, %y = scf.if %c -> (f32, f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %a : f32
  } else {
    scf.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %x = scf.if %c -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %a : f32
  } else {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @f() {
  "test.region"() ({
    // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%a) <{cases = array<i64>}> ({
    scf.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 3}}
  scf.index_switch %i
  case 3 {
    scf.yield
  }
  case 3 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  scf.index_switch %i
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield %i : index
  }
  return
}

// -----

func.func @f(%i: index, %a: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  scf.index_switch %i -> index
  case 0 {
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %a : i32
  }
  default {
    scf.yield %i : index
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.terminator}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "test.terminator"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f() {
  %true = arith.constant true
  // expected-error @+1 {{expected as many input types as operands (expected 0 got 1)}}
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @+1 {{terminator here}}
    "test.terminator"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @f() {
  %true = arith.constant true
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    // expected-note @+1 {{terminator here}}
    "test.terminator"() : () -> ()
  }
  return
}

// -----

func.func @f(%a: i32) {
  %true = arith.constant true
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @+1 {{region branch point}}
  "scf.while"(%a) ({
  ^bb0:
    scf.condition(%true)
  }, {
    scf.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  %true = arith.constant true
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  "scf.while"(%a) ({
  ^bb0(%x: f32):
    scf.condition(%true)
  }, {
    scf.yield %a : i32
  }) : (i32) -> ()
  return
}

// -----

func.func @f() {
  %true = arith.constant true
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while : () -> () {
    // expected-note @+1 {{region branch point}}
    scf.condition(%true)
  } do {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}

// -----

func.func @f() {
  %true = arith.constant true
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %0 = scf.while : () -> (i1) {
    // expected-note @+1 {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}

// -----

func.func @f() {
  %true = arith.constant true
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note @+1 {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%x: i1):
    scf.yield
  }
  return
}

// -----

func.func @f(%a: i32) {
  %true = arith.constant true
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while (%x = %a) : (i32) -> () {
    scf.condition(%true)
  } do {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%a) : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  "scf.forall.in_parallel"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %0:2 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %0 = "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> (i32)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.terminator'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%a: index, %b: index, %c: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%b, %c) step (%c) {
  }
  return
}

// -----

func.func @f(%a: index, %b: index, %c: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %b, %c) ({
  ^bb0(%i: f32):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: index, %b: index, %c: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %b, %c) ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @f(%a: index, %b: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i, %j) = (%a, %a) to (%b, %b) step (%c1, %c0) {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    %c = arith.constant 1.0 : f32
    scf.reduce(%c : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @f(%a: index) {
  %z = arith.constant 1.0 : f32
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%z) -> f32 {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) -> f32 {
    scf.reduce(%a : index) {
    ^bb0(%l: index, %m: index):
      scf.reduce.return %l : index
    }
  }
  return
}

// -----

func.func @f(%a: index) {
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%z) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%a : index) {
    ^bb0(%l: index, %m: index):
      scf.reduce.return %l : index
    }
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    "test.terminator"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%f : f32) {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%z) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %m: i32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%z) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %m: f32):
      "test.terminator"() : () -> ()
    }
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%z) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %m: f32):
      %c = arith.constant 1 : index
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : index
    }
  }
  return
}

// -----

func.func @f(%f: f32) {
  "test.region"() ({
    // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
    scf.reduce.return %f : f32
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index, %x: i64) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i64):
    scf.yield %a : i64
  }) : (index, index, index, i64) -> ()
  return
}

// -----

func.func @f(%n: index, %x: i64) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i64' != 'i8'}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i64):
    scf.yield %a : i64
  }) : (index, index, index, i64) -> i8
  return
}

// -----

func.func @f(%n: index, %x: i64) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i64):
    scf.yield %a, %a : i64, i64
  }) : (index, index, index, i64) -> i64
  return
}

// -----

func.func @f(%n: index, %x: i64, %y: i64) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 2 != 1}}
  %r:2 = "scf.for"(%n, %n, %n, %x, %y) ({
  ^bb0(%i: index, %a: i64):
    scf.yield %a : i64
  }) : (index, index, index, i64, i64) -> (i64, i64)
  return
}

// -----

func.func @f(%t: tensor<8xf32>, %u: tensor<8xf32>) {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %u[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %u[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return
}
