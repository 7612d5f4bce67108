// Dead-loop erasure against MLIR itself: the input of dead-loop.mlir, run through
// visa-opt and through LLVM 22's mlir-opt (read back through visa-opt so the SSA
// names agree).
// REQUIRES: mlir-opt
// RUN: visa-opt %s --cse > %t.visa
// RUN: mlir-opt %s --cse | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --canonicalize > %t.visa
// RUN: mlir-opt %s --canonicalize | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir

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
