// The canonicalizations of the scf ops beyond scf.for: scf.if and scf.index_switch on
// constants become the region taken, and results every region yields as one outside
// value are replaced by it; scf.while drops loop-invariant before arguments and
// forwarded outside values; scf.execute_region is inlined (one block in place, several
// into the function's CFG through cf.br; not with no_inline); scf.if loses unused
// results, results yielding outside values (arith.select) and an empty else, and its
// condition inside becomes a constant; region ops around pure code with unused results
// are erased. The expected text is mlir-opt-22 --canonicalize's
// (scf-canonicalize-vs-mlir.mlir diffs the two tools).
// RUN: visa-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @scf_if_constant(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @scf_if_constant(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %r = scf.if %true -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  %q = scf.if %false -> (i32) {
    scf.yield %a : i32
  } else {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  scf.if %false {
    "test.effect"() : () -> ()
  }
  return %r, %q : i32, i32
}

// CHECK-LABEL: func.func @scf_switch_constant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @scf_switch_constant(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 5 : index
  %r = scf.index_switch %c -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @scf_execute_region_inline(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @scf_execute_region_inline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  %k = scf.execute_region -> i32 no_inline {
    scf.yield %r : i32
  }
  return %k : i32
}

// CHECK-LABEL: func.func @scf_dead_pure(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @scf_dead_pure(%c: i1, %a: i32) {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// CHECK-LABEL: func.func @scf_exec_multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @scf_exec_multi(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  "test.use"(%r) : (i32) -> ()
  return %r : i32
}

// CHECK-LABEL: func.func @scf_if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %arg2 : i32, i32, i32
// CHECK-NEXT: }
func.func @scf_if_to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %a, %s, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// CHECK-LABEL: func.func @scf_if_unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg2 : i32
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @scf_if_unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.muli %s, %b : i32
    "test.effect"() : () -> ()
    scf.yield %s, %t : i32, i32
  } else {
    %u = arith.subi %a, %b : i32
    scf.yield %u, %u : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @scf_if_empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @scf_if_empty_else(%c: i1) {
  scf.if %c {
    "test.effect"() : () -> ()
  } else {
  }
  return
}

// CHECK-LABEL: func.func @scf_if_bool(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %arg0, %0 : i1, i1
// CHECK-NEXT: }
func.func @scf_if_bool(%c: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    scf.yield %true, %false : i1, i1
  } else {
    scf.yield %false, %true : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// CHECK-LABEL: func.func @scf_cond_prop(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @scf_cond_prop(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "test.use"(%c) : (i1) -> ()
    %s = arith.select %c, %a, %a : i32
    scf.yield %s : i32
  } else {
    "test.use"(%c) : (i1) -> ()
    scf.if %c {
      "test.inner"() : () -> ()
    }
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_invariant(%a: i32, %b: i32) -> i32 {
  %w:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %x, %y : i32
    scf.condition(%lt) %x, %y : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = arith.addi %u, %u : i32
    scf.yield %n, %v : i32, i32
  }
  return %w#0 : i32
}

// CHECK-LABEL: func.func @while_yield_init(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @while_yield_init(%a: i32, %b: i32) -> (i32, i32) {
  %w:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %x, %y : i32
    scf.condition(%lt) %x, %y : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = arith.addi %u, %v : i32
    scf.yield %n, %b : i32, i32
  }
  return %w#0, %w#1 : i32, i32
}

// CHECK-LABEL: func.func @while_forward_outside(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: "test.effect"(%arg3) : (i32) -> ()
// CHECK-NEXT: scf.condition(%arg2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @while_forward_outside(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %w:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    "test.effect"(%x) : (i32) -> ()
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = arith.addi %u, %v : i32
    scf.yield %n : i32
  }
  return %w#0, %w#1 : i32, i32
}

// CHECK-LABEL: func.func @scf_switch_default_only(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @scf_switch_default_only(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  default {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @scf_switch_forwarded(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg2 : i32, i32
// CHECK-NEXT: }
func.func @scf_switch_forwarded(%i: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    "test.effect"() : () -> ()
    %s = arith.addi %a, %a : i32
    scf.yield %s, %b : i32, i32
  }
  default {
    %s = arith.muli %a, %a : i32
    scf.yield %s, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @scf_if_forwarded(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg2 : i32, i32
// CHECK-NEXT: }
func.func @scf_if_forwarded(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    "test.effect"() : () -> ()
    %s = arith.addi %a, %a : i32
    scf.yield %s, %b : i32, i32
  } else {
    %s = arith.muli %a, %a : i32
    scf.yield %s, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
