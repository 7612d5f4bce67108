// Result names against MLIR itself: the input of result-names.mlir printed by
// visa-opt and by LLVM 22's mlir-opt, compared verbatim (mlir-opt ends with a blank
// line, hence diff -B).
// REQUIRES: mlir-opt
// RUN: visa-opt %s > %t.visa
// RUN: mlir-opt %s > %t.mlir
// RUN: diff -B %t.visa %t.mlir

func.func @a(%n: index) -> i32 {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  %2 = arith.constant -1 : i32
  %3 = arith.constant 42 : index
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant 255 : i8
  %8 = arith.constant 0 : index
  %9 = arith.constant 1 : index
  %s = arith.addi %0, %1 : i32
  %r = scf.for %i = %8 to %n step %9 iter_args(%acc = %s) -> (i32) {
    %c = arith.constant 0 : i32
    %d = arith.constant 7 : i32
    %e = arith.addi %acc, %c : i32
    %f = arith.addi %e, %d : i32
    %g = scf.for %j = %8 to %n step %9 iter_args(%b = %f) -> (i32) {
      %h = arith.constant 0 : i32
      %k = arith.constant 7 : i32
      %l = arith.addi %b, %h : i32
      %m = arith.addi %l, %k : i32
      scf.yield %m : i32
    }
    scf.yield %g : i32
  }
  scf.for %i = %8 to %n step %9 {
    %c = arith.constant 0 : i32
    %d = arith.constant 7 : i32
    %e = arith.addi %c, %d : i32
    %x = arith.constant 1.5 : f32
  }
  %z = arith.constant 0 : i32
  %t = arith.addi %r, %2 : i32
  %u = arith.addi %t, %z : i32
  %v = arith.select %4, %6, %6 : f32
  %w = arith.addi %7, %7 : i8
  %y = arith.cmpi eq, %4, %5 : i1
  %q = arith.addi %3, %3 : index
  %p = arith.constant 9223372036854775807 : i64
  %p2 = arith.constant -9223372036854775808 : i64
  %p3 = arith.constant 18446744073709551615 : i64
  %p4 = arith.constant 1 : i1
  %p5 = arith.constant 3 : i64
  %p6 = arith.constant 0.0 : f64
  return %u : i32
}
func.func @b() -> i32 {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
