// visa-opt --canonicalize gives mlir-opt-22 --canonicalize's result (read back through
// visa-opt so the SSA names agree); the twin of cf-canonicalize.mlir.
// REQUIRES: mlir-opt
// RUN: visa-opt %s --allow-unregistered-dialect --canonicalize > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect --canonicalize | visa-opt --allow-unregistered-dialect > %t.mlir
// RUN: diff %t.visa %t.mlir

func.func @br_single_pred(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @br_chain(%a: i32, %b: i32) -> i32 {
  %s = arith.muli %a, %b : i32
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%s : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @cond_br_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @cond_br_false(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

func.func @cond_br_same_successor(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

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

func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

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

func.func @assert_true(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "always"
  cf.assert %c, "maybe"
  return
}

func.func @loop(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %n = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%n : i32), ^bb2
^bb2:
  return %n : i32
}

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

func.func @identical_blocks(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}

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

func.func @loop_carried_unused(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  cf.cond_br %c, ^bb1(%a, %y : i32, i64), ^bb2(%x : i32)
^bb2(%z: i32):
  return %z : i32
}

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

func.func @used_arg_kept(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %n = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%n : i32), ^bb2
^bb2:
  return %n : i32
}

func.func @cond_br_same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  "test.end"() : () -> ()
^bb3:
  return
}

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

func.func @truth_two_edges(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
}
