// The custom forms of the scf ops beyond scf.for (if, while/condition, execute_region,
// index_switch, forall/in_parallel, parallel/reduce): parse, print, parse the printed text
// again; the generic form reads back to the same custom text. The expected text is
// mlir-opt-22's (scf-ops-vs-mlir.mlir diffs the two tools), except the forall `mapping` of an
// unregistered attribute, which mlir-opt refuses (it wants a device mapping attribute).
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | visa-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @if_forms(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %2, %arg2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg1 : i32, i32
// CHECK-NEXT: } {tag = 1 : i64}
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: %2 = arith.xori %arg1, %arg2 : i32
// CHECK-NEXT: } {unit}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @while_forms(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: scf.condition(%2) %arg3, %arg4 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %2, %arg4 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: %1 = scf.while (%arg3 = %arg0) : (i32) -> i64 {
// CHECK-NEXT: %2 = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: scf.condition(%arg2) %2 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i64):
// CHECK-NEXT: %2 = arith.trunci %arg3 : i64 to i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @execute_region_forms(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, i32) no_inline {
// CHECK-NEXT: "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0, %0 : i32, i32
// CHECK-NEXT: } {tag}
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @index_switch_forms(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {tag}
// CHECK-NEXT: case 0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> i32, i32
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @forall_forms(%arg0: index, %arg1: tensor<8x?xf32>, %arg2: tensor<4xf32>) -> tensor<8x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.forall (%arg3, %arg4) in (8, %arg0) shared_outs(%arg5 = %arg1) -> (tensor<8x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg5[%arg3, %arg4] [1, 1] [1, 1] : tensor<8x?xf32> to tensor<1x1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[%arg3, %arg4] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) = (2) to (%arg0) step (3) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) = (%c1) to (8) step (%c1) {
// CHECK-NEXT: } {mapping = [#foo.dim<x>]}
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (%arg0, 4) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1, %arg5 = %arg2) -> (tensor<8x?xf32>, tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x?xf32>
// CHECK-NEXT: }
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
  } {mapping = [#foo.dim<x>]}
  scf.forall (%i, %j) in (%n, 4) {
    %k = arith.addi %i, %j : index
  }
  %q:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<8x?xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8x?xf32>
}

// CHECK-LABEL: func.func @parallel_forms(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> i32 {
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: %2 = arith.muli %arg5, %arg6 : index
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> i32 {
// CHECK-NEXT: %2 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT: scf.reduce(%2 : i32) {
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: %3 = arith.addi %arg6, %arg7 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (i32, f32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg4 : i32, f32) {
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: scf.reduce.return %arg6 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: %2 = arith.maximumf %arg6, %arg7 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
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

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = scf.while (%arg7 = %arg6) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%arg0) %arg7 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg7: i32):
// CHECK-NEXT: scf.yield %arg7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = scf.index_switch %arg5 -> i32
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
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
