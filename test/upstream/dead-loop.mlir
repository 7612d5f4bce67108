// A loop is recursively pure (MLIR's RecursiveMemoryEffects): with unused results and
// only pure ops inside (scf.yield is pure), it is trivially dead, and cse, dce and
// canonicalize erase it, nested loops included; a call two loops deep keeps both
// loops. cse and canonicalize agree with LLVM 22's mlir-opt (its output read back
// through visa-opt so the SSA names agree). cse erases in one sweep, so the constants
// the dead loop used stay (mlir-opt-22 --cse keeps them too); canonicalize and dce
// erase them as well.
// RUN: visa-opt %s --cse | FileCheck %s --check-prefix=CSE
// RUN: visa-opt %s --dce | FileCheck %s --check-prefix=DCE
// RUN: visa-opt %s --canonicalize | FileCheck %s --check-prefix=DCE

// CSE-LABEL: func.func @dead_loop
// CSE-NEXT: arith.constant 0 : index
// CSE-NEXT: arith.constant 1 : index
// CSE-NEXT: return %arg1 : i32
// DCE-LABEL: func.func @dead_loop
// DCE-NEXT: return %arg1 : i32
func.func @dead_loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %t = arith.addi %i, %j : index
    }
  }
  return %x : i32
}
func.func private @g(%i: index)
// CSE-LABEL: func.func @live_loop
// CSE: scf.for
// CSE-NEXT: scf.for
// CSE-NEXT: func.call @g
// CSE: scf.for {{.*}} iter_args
// CSE-NEXT: arith.addi
// CSE-NEXT: scf.yield
// DCE-LABEL: func.func @live_loop
// DCE: scf.for
// DCE-NEXT: scf.for
// DCE-NEXT: func.call @g
// DCE: scf.for {{.*}} iter_args
// DCE-NEXT: arith.addi
// DCE-NEXT: scf.yield
func.func @live_loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      func.call @g(%j) : (index) -> ()
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  return %r : i32
}
