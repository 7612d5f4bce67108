// visa-opt --canonicalize gives mlir-opt-22 --canonicalize's result (read back through
// visa-opt so the SSA names agree); the twin of scf-canonicalize.mlir.
// REQUIRES: mlir-opt
// RUN: visa-opt %s --allow-unregistered-dialect --canonicalize > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect --canonicalize | visa-opt --allow-unregistered-dialect > %t.mlir
// RUN: diff %t.visa %t.mlir

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

func.func @scf_if_to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %a, %s, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

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

func.func @scf_if_empty_else(%c: i1) {
  scf.if %c {
    "test.effect"() : () -> ()
  } else {
  }
  return
}

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

func.func @scf_switch_default_only(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  default {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}

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
