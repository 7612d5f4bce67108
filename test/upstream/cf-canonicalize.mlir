// The cf canonicalizations: branches to single-predecessor and passthrough blocks,
// constant conditions and flags, identical successors (differing operands through
// arith.select), switch cases equal to the default, true asserts, branches on a
// condition or flag their only predecessor already decided, the condition known in a
// destination only the branch reaches; blocks left without predecessors are erased, and
// block arguments that are only passed around. The expected text is mlir-opt-22
// --canonicalize's (cf-canonicalize-vs-mlir.mlir diffs the two tools on the same input).
// RUN: visa-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @br_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @br_single_pred(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK-LABEL: func.func @br_chain(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @br_chain(%a: i32, %b: i32) -> i32 {
  %s = arith.muli %a, %b : i32
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%s : i32)
^bb2(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @cond_br_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @cond_br_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @cond_br_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_false(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

// CHECK-LABEL: func.func @cond_br_same_successor(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_same_successor(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @cond_br_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cond_br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  "test.use"(%r) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return %r : i32
}

// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @switch_constant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @switch_constant(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    7: ^bb2,
    8: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %b : i32
}

// CHECK-LABEL: func.func @switch_constant_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @switch_constant_default(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 9 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    7: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %b : i32
}

// CHECK-LABEL: func.func @switch_drop_default_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 2: ^bb2,
// CHECK-NEXT: 3: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_drop_default_cases(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb2,
    3: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2:
  "test.other"() : () -> ()
  return
}

// CHECK-LABEL: func.func @assert_true(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_true(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "always"
  cf.assert %c, "maybe"
  return
}

// CHECK-LABEL: func.func @loop(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @loop(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %n = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%n : i32), ^bb2
^bb2:
  return %n : i32
}

// CHECK-LABEL: func.func @dead_arg(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @dead_arg(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.a"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  "test.b"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

// CHECK-LABEL: func.func @identical_blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @identical_blocks(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}

// CHECK-LABEL: func.func @switch_pass_through(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : i32),
// CHECK-NEXT: 3: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch_pass_through(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "test.b"() : () -> ()
  cf.br ^bb3(%f : i32)
^bb3(%z: i32):
  return %z : i32
}

// CHECK-LABEL: func.func @cf_truth(%arg0: i1, %arg1: i32) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb3(%false : i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb3(%false : i1)
// CHECK-NEXT: ^bb3(%0: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
func.func @cf_truth(%c: i1, %a: i32) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  %x = arith.xori %c, %c : i1
  cf.br ^bb3(%x : i1)
^bb2:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3(%c : i1)
^bb3(%r: i1):
  return %r : i1
}

// CHECK-LABEL: func.func @loop_carried_unused(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @loop_carried_unused(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  cf.cond_br %c, ^bb1(%a, %y : i32, i64), ^bb2(%x : i32)
^bb2(%z: i32):
  return %z : i32
}

// CHECK-LABEL: func.func @switch_unused(%arg0: i32, %arg1: i32, %arg2: i64) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 4: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%0 : i32),
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_unused(%f: i32, %a: i32, %b: i64) {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i64),
    3: ^bb1(%a, %b : i32, i64),
    4: ^bb2(%b : i64)
  ]
^bb1(%x: i32, %y: i64):
  "test.use"(%x) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb1(%x, %y : i32, i64),
    5: ^bb2(%y : i64)
  ]
^bb2(%w: i64):
  return
}

// CHECK-LABEL: func.func @used_arg_kept(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @used_arg_kept(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %n = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%n : i32), ^bb2
^bb2:
  return %n : i32
}

// CHECK-LABEL: func.func @cond_br_same_condition(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }
func.func @cond_br_same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  "test.end"() : () -> ()
^bb3:
  return
}

// CHECK-LABEL: func.func @switch_same_flag_case(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: "test.preds"()[^bb1, ^bb2, ^bb4, ^bb5] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: cf.br ^bb5(%arg2 : f32)
// CHECK-NEXT: ^bb4(%0: f32):  // pred: ^bb0
// CHECK-NEXT: "test.end"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb5(%1: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "test.end"(%1) : (f32) -> ()
// CHECK-NEXT: }
func.func @switch_same_flag_case(%f: i32, %a: f32, %b: f32) {
  "test.preds"() [^bb1, ^bb2, ^bb4, ^bb5] : () -> ()
^bb1:
  cf.switch %f : i32, [
    default: ^bb2,
    7: ^bb3
  ]
^bb2:
  "test.end"() : () -> ()
^bb3:
  "test.op"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4(%a : f32),
    7: ^bb5(%b : f32)
  ]
^bb4(%x: f32):
  "test.end"(%x) : (f32) -> ()
^bb5(%y: f32):
  "test.end"(%y) : (f32) -> ()
}

// CHECK-LABEL: func.func @switch_same_flag_default(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: "test.preds"()[^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 9: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4(%arg1 : f32),
// CHECK-NEXT: 10: ^bb6(%arg1 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%0: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "test.end"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb5(%1: f32):  // pred: ^bb0
// CHECK-NEXT: "test.end"(%1) : (f32) -> ()
// CHECK-NEXT: ^bb6(%2: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "test.end"(%2) : (f32) -> ()
// CHECK-NEXT: }
func.func @switch_same_flag_default(%f: i32, %a: f32, %b: f32) {
  "test.preds"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
^bb1:
  cf.switch %f : i32, [
    default: ^bb3,
    9: ^bb2
  ]
^bb2:
  "test.end"() : () -> ()
^bb3:
  "test.op"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4(%a : f32),
    9: ^bb5(%b : f32),
    10: ^bb6(%a : f32)
  ]
^bb4(%x: f32):
  "test.end"(%x) : (f32) -> ()
^bb5(%y: f32):
  "test.end"(%y) : (f32) -> ()
^bb6(%z: f32):
  "test.end"(%z) : (f32) -> ()
}

// CHECK-LABEL: func.func @truth_two_edges(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @truth_two_edges(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
}
