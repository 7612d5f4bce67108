// Result names in the custom form, as MLIR's getAsmResultNames for arith.constant:
// %c<value>_<type> (%c-1_i32; an i8 255 reads back as -1), %c<value> for index,
// %true / %false, %cst for floats; a name already visible in the region or an
// enclosing one gets _K from a conflict counter that is saved and restored per region
// like the value counters (sibling loops both use %c0_i32_4 below; the nested loop
// continues at _5). Every CHECK line is mlir-opt-22's output for this file
// (result-names-vs-mlir.mlir diffs the two directly). The generic form keeps %N.
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC: %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT: %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NOT: %c0
// CHECK: module {
// CHECK-LABEL: func.func @a(%arg0: index) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %c0_i32, %c0_i32_0 : i32
// CHECK-NEXT: %1 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %0) -> (i32) {
// CHECK-NEXT: %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %8 = arith.addi %arg2, %c0_i32_4 : i32
// CHECK-NEXT: %9 = arith.addi %8, %c7_i32 : i32
// CHECK-NEXT: %10 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %9) -> (i32) {
// CHECK-NEXT: %c0_i32_5 = arith.constant 0 : i32
// CHECK-NEXT: %c7_i32_6 = arith.constant 7 : i32
// CHECK-NEXT: %11 = arith.addi %arg4, %c0_i32_5 : i32
// CHECK-NEXT: %12 = arith.addi %11, %c7_i32_6 : i32
// CHECK-NEXT: scf.yield %12 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %8 = arith.addi %c0_i32_4, %c7_i32 : i32
// CHECK-NEXT: %cst_5 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %c-1_i32 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c0_i32_1 : i32
// CHECK-NEXT: %4 = arith.select %true, %cst, %cst : f32
// CHECK-NEXT: %5 = arith.addi %c-1_i8, %c-1_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi eq, %true, %false : i1
// CHECK-NEXT: %7 = arith.addi %c42, %c42 : index
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %true_2 = arith.constant true
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b() -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %c0_i32, %c0_i32_0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

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
