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
