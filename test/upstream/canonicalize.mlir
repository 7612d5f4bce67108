// Folds and canonicalization patterns of arith and scf; every expected constant is
// worked by hand in the comment above its check.
// RUN: visa-opt %s --canonicalize --split-input-file | FileCheck %s

// 127 + 1 wraps to -128 in i8; 16 * 16 = 256 = 0 (mod 256); -128 - 1 wraps to 127.
// CHECK-LABEL: func.func @wrap_i8(
// CHECK-DAG: %[[A:[a-z0-9_-]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[B:[a-z0-9_]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[C:[a-z0-9_]+]] = arith.constant 127 : i8
// CHECK: return %[[A]], %[[B]], %[[C]] : i8, i8, i8
func.func @wrap_i8() -> (i8, i8, i8) {
  %c127 = arith.constant 127 : i8
  %c1 = arith.constant 1 : i8
  %c16 = arith.constant 16 : i8
  %cm128 = arith.constant -128 : i8
  %a = arith.addi %c127, %c1 : i8
  %b = arith.muli %c16, %c16 : i8
  %c = arith.subi %cm128, %c1 : i8
  return %a, %b, %c : i8, i8, i8
}

// -----

// 300 * 300 = 90000 = 65536 + 24464 (i16); index adds at 64 bits:
// (2^63 - 1) + 1 = -2^63.
// CHECK-LABEL: func.func @wrap_wide(
// CHECK-DAG: %[[A:[a-z0-9_]+]] = arith.constant 24464 : i16
// CHECK-DAG: %[[B:[a-z0-9_-]+]] = arith.constant -9223372036854775808 : index
// CHECK: return %[[A]], %[[B]] : i16, index
func.func @wrap_wide() -> (i16, index) {
  %c300 = arith.constant 300 : i16
  %max = arith.constant 9223372036854775807 : index
  %one = arith.constant 1 : index
  %a = arith.muli %c300, %c300 : i16
  %b = arith.addi %max, %one : index
  return %a, %b : i16, index
}

// -----

// -1 is 255 unsigned in i8: -1 <u 0 is false, -1 <s 0 is true.
// CHECK-LABEL: func.func @compare(
// CHECK-DAG: %[[F:[a-z0-9_]+]] = arith.constant false
// CHECK-DAG: %[[T:[a-z0-9_]+]] = arith.constant true
// CHECK: return %[[F]], %[[T]] : i1, i1
func.func @compare() -> (i1, i1) {
  %m1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %u = arith.cmpi ult, %m1, %c0 : i8
  %s = arith.cmpi slt, %m1, %c0 : i8
  return %u, %s : i1, i1
}

// -----

// index_cast sign-extends (-1 : i32 -> -1 : index) and truncates
// (300 : index -> 300 - 256 = 44 : i8).
// CHECK-LABEL: func.func @casts(
// CHECK-DAG: %[[A:[a-z0-9_-]+]] = arith.constant -1 : index
// CHECK-DAG: %[[B:[a-z0-9_]+]] = arith.constant 44 : i8
// CHECK: return %[[A]], %[[B]] : index, i8
func.func @casts() -> (index, i8) {
  %m1 = arith.constant -1 : i32
  %c300 = arith.constant 300 : index
  %a = arith.index_cast %m1 : i32 to index
  %b = arith.index_cast %c300 : index to i8
  return %a, %b : index, i8
}

// -----

// x + 0 = x, x * 1 = x, x - x = 0, (x + y) - y = x, select c, y, y = y.
// CHECK: func.func @identities(
// CHECK-SAME: %[[X:[a-z0-9_]+]]: i32, %[[Y:[a-z0-9_]+]]: i32, %{{[a-z0-9_#]+}}: i1)
// CHECK-NEXT: %[[Z:[a-z0-9_]+]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[X]], %[[X]], %[[Z]], %[[X]], %[[Y]] : i32, i32, i32, i32, i32
func.func @identities(%x: i32, %y: i32, %c: i1) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c1, %x : i32
  %d = arith.subi %x, %x : i32
  %p = arith.addi %x, %y : i32
  %e = arith.subi %p, %y : i32
  %s = arith.select %c, %y, %y : i32
  return %a, %b, %d, %e, %s : i32, i32, i32, i32, i32
}

// -----

// (3 + x) + 4 = x + 7: the constant moves right, then the two constants combine.
// 4 > t is t < 4.
// CHECK: func.func @patterns(
// CHECK-SAME: %[[X:[a-z0-9_]+]]: i32)
// CHECK-DAG: %[[C4:[a-z0-9_]+]] = arith.constant 4 : i32
// CHECK-DAG: %[[C7:[a-z0-9_]+]] = arith.constant 7 : i32
// CHECK: %[[T:[a-z0-9_]+]] = arith.addi %[[X]], %[[C7]] : i32
// CHECK-NEXT: %[[P:[a-z0-9_]+]] = arith.cmpi slt, %[[T]], %[[C4]] : i32
// CHECK-NEXT: return %[[P]] : i1
func.func @patterns(%x: i32) -> i1 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %x : i32
  %t = arith.addi %s, %c4 : i32
  %p = arith.cmpi sgt, %c4, %t : i32
  return %p : i1
}

// -----

// 100 - (5 - x) = x + 95; (x * 16) * 16 = x * 256 = x * 0 (i8) = 0.
// CHECK: func.func @chains(
// CHECK-SAME: %[[X:[a-z0-9_]+]]: i8)
// CHECK-DAG: %[[C95:[a-z0-9_]+]] = arith.constant 95 : i8
// CHECK-DAG: %[[C0:[a-z0-9_]+]] = arith.constant 0 : i8
// CHECK: %[[S:[a-z0-9_]+]] = arith.addi %[[X]], %[[C95]] : i8
// CHECK-NEXT: return %[[S]], %[[C0]] : i8, i8
func.func @chains(%x: i8) -> (i8, i8) {
  %c5 = arith.constant 5 : i8
  %c16 = arith.constant 16 : i8
  %c100 = arith.constant 100 : i8
  %a = arith.subi %c5, %x : i8
  %b = arith.subi %c100, %a : i8
  %m = arith.muli %x, %c16 : i8
  %n = arith.muli %m, %c16 : i8
  return %b, %n : i8, i8
}

// -----

// A loop from 10 to 0 never runs: its result is its initial value. A loop from 1 to
// 10 step 10 runs once with i = 1: x + 1.
// CHECK: func.func @trivial_loops(
// CHECK-SAME: %[[X:[a-z0-9_]+]]: i32)
// CHECK-NEXT: %[[C1:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: %[[S:[a-z0-9_]+]] = arith.addi %[[X]], %[[C1]] : i32
// CHECK-NEXT: return %[[X]], %[[S]] : i32, i32
func.func @trivial_loops(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %o = scf.for %i = %c1 to %c10 step %c10 iter_args(%a = %x) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %n = arith.addi %a, %k : i32
    scf.yield %n : i32
  }
  return %z, %o : i32, i32
}

// -----

// In i8, 100 + 100 wraps to -56 < 127, so the loop from 100 to 127 step 100 does not
// stop after one trip: it stays.
// CHECK-LABEL: func.func @wrapping_loop(
// CHECK: scf.for
func.func @wrapping_loop(%x: i8) -> i8 {
  %lb = arith.constant 100 : i8
  %ub = arith.constant 127 : i8
  %o = scf.for %i = %lb to %ub step %lb iter_args(%a = %x) -> (i8) : i8 {
    %m = arith.addi %a, %i : i8
    scf.yield %m : i8
  }
  return %o : i8
}

// -----

// %a is yielded unchanged, so it is %x in every iteration and after the loop; %b
// stays a loop-carried value.
// CHECK: func.func @invariant_iter_arg(%[[N:[a-z0-9_]+]]: index, %[[X:[a-z0-9_]+]]: i32, %[[Y:[a-z0-9_]+]]: i32)
// CHECK: %[[R:[a-z0-9_]+]] = scf.for %{{[a-z0-9_#]+}} = %{{[a-z0-9_#]+}} to %[[N]] step %{{[a-z0-9_#]+}} iter_args(%[[B:[a-z0-9_]+]] = %[[Y]]) -> (i32) {
// CHECK-NEXT: %[[S:[a-z0-9_]+]] = arith.addi %[[B]], %[[X]] : i32
// CHECK-NEXT: scf.yield %[[S]] : i32
// CHECK: return %[[X]], %[[R]] : i32, i32
func.func @invariant_iter_arg(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %b, %a : i32
    scf.yield %a, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// A loop whose body only computes (no calls) and whose result is unused is dead; a
// loop that calls a function stays.
// CHECK-LABEL: func.func @dead_loops(
// CHECK: scf.for
// CHECK-NEXT: func.call @dead_loops
// CHECK-NOT: scf.for
func.func @dead_loops(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  scf.for %i = %c0 to %n step %c1 {
    func.call @dead_loops(%i, %x) : (index, i32) -> ()
  }
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

// -----

// The inner select is on the same condition: when %c holds, the outer one takes %x;
// when it does not, the inner one takes %z.
// CHECK: func.func @nested_select(%[[C:[a-z0-9_]+]]: i1, %[[X:[a-z0-9_]+]]: i32, %[[Y:[a-z0-9_]+]]: i32, %[[Z:[a-z0-9_]+]]: i32)
// CHECK-NEXT: %[[R:[a-z0-9_]+]] = arith.select %[[C]], %[[X]], %[[Z]] : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @nested_select(%c: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  %s = arith.select %c, %y, %z : i32
  %r = arith.select %c, %x, %s : i32
  return %r : i32
}

// -----

// On vectors, `x - x`, `x ^ x` and `x == x` would fold to dense constants, which visa
// does not have (decision MATH-2): they stay; `maximumf x, x = x` needs no constant.
// CHECK-LABEL: func.func @shaped_self_folds(
// CHECK: %[[S:.+]] = arith.subi %arg0, %arg0 : vector<4xi32>
// CHECK: %[[X:.+]] = arith.xori %arg0, %arg0 : vector<4xi32>
// CHECK: %[[C:.+]] = arith.cmpi eq, %arg0, %arg0 : vector<4xi32>
// CHECK: return %[[S]], %[[X]], %[[C]], %arg1
func.func @shaped_self_folds(%i: vector<4xi32>, %f: vector<4xf32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>) {
  %0 = arith.subi %i, %i : vector<4xi32>
  %1 = arith.xori %i, %i : vector<4xi32>
  %2 = arith.cmpi eq, %i, %i : vector<4xi32>
  %3 = arith.maximumf %f, %f : vector<4xf32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
}
