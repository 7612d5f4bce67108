// The scf ops print as mlir-opt-22 prints them, in both directions and through the
// generic form, and canonicalize to the same text (the twin of scf-ops.mlir).
// REQUIRES: mlir-opt
// RUN: visa-opt %s --allow-unregistered-dialect > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect > %t.generic
// RUN: diff %t.visa %t.generic
// RUN: visa-opt %s --allow-unregistered-dialect --canonicalize > %t.canon.visa
// RUN: mlir-opt %s --allow-unregistered-dialect --canonicalize | visa-opt --allow-unregistered-dialect > %t.canon.mlir
// RUN: diff %t.canon.visa %t.canon.mlir

func.func @if_forms(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    %x = arith.addi %a, %b : i32
  }
  scf.if %c {
  } else {
    %y = arith.muli %a, %b : i32
  }
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %p:2 = scf.if %c -> (i32, i32) {
    %s = arith.subi %a, %b : i32
    scf.yield %s, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  } {tag = 1 : i64}
  scf.if %c {
    "test.op"() : () -> ()
    %z = arith.xori %a, %b : i32
  } {unit}
  return %r : i32
}

func.func @while_forms(%a: i32, %b: i32, %c: i1) -> i32 {
  %w:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %x, %y : i32
    scf.condition(%lt) %x, %y : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = arith.addi %u, %u : i32
    scf.yield %n, %v : i32, i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {tag}
  %z = scf.while (%x = %a) : (i32) -> i64 {
    %e = arith.extsi %x : i32 to i64
    scf.condition(%c) %e : i64
  } do {
  ^bb0(%e: i64):
    %t = arith.trunci %e : i64 to i32
    scf.yield %t : i32
  }
  return %w#0 : i32
}

func.func @execute_region_forms(%a: i32, %c: i1) -> i32 {
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %f:2 = scf.execute_region -> (i32, i32) no_inline {
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield %a, %e : i32, i32
  } {tag}
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  return %f#1 : i32
}

func.func @index_switch_forms(%i: index, %a: i32, %b: i32) -> i32 {
  %s = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    %n = arith.addi %a, %b : i32
    scf.yield %n : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %i {tag}
  case 0 {
    "test.op"() : () -> ()
    scf.yield
  }
  default {
  }
  %t:2 = scf.index_switch %i -> i32, i32
  default {
    scf.yield %a, %b : i32, i32
  }
  return %s : i32
}

func.func @forall_forms(%n: index, %t: tensor<8x?xf32>, %u: tensor<4xf32>) -> tensor<8x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i, %j) in (8, %n) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<8x?xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x?xf32>
    }
  }
  scf.forall (%i) = (2) to (%n) step (3) {
    %k = arith.addi %i, %i : index
  }
  scf.forall (%i) = (%c1) to (8) step (%c1) {
  }
  scf.forall (%i, %j) in (%n, 4) {
    %k = arith.addi %i, %j : index
  }
  %q:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<8x?xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8x?xf32>
}

func.func @parallel_forms(%lb: index, %ub: index, %st: index, %a: i32, %f: f32) -> i32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %k = arith.muli %i, %j : index
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%a) -> i32 {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %m: i32):
      %s = arith.addi %l, %m : i32
      scf.reduce.return %s : i32
    }
  }
  %q:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%a, %f) -> (i32, f32) {
    scf.reduce(%a, %f : i32, f32) {
    ^bb0(%l: i32, %m: i32):
      scf.reduce.return %l : i32
    }, {
    ^bb0(%l: f32, %m: f32):
      %s = arith.maximumf %l, %m : f32
      scf.reduce.return %s : f32
    }
  } {tag}
  return %r : i32
}

func.func @nested(%c: i1, %lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> (i32) {
    %n = scf.if %c -> (i32) {
      %w = scf.while (%x = %acc) : (i32) -> i32 {
        scf.condition(%c) %x : i32
      } do {
      ^bb0(%y: i32):
        scf.yield %y : i32
      }
      scf.yield %w : i32
    } else {
      %s = scf.index_switch %i -> i32
      default {
        scf.yield %acc : i32
      }
      scf.yield %s : i32
    }
    scf.yield %n : i32
  }
  return %r : i32
}
