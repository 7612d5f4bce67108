// Custom form: parse, print, and parse the printed text again.
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// Generic form, and the generic form read back in custom form.
// RUN: visa-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: func.func @sum(
// CHECK-SAME: %[[N:[a-z0-9_]+]]: index, %[[X:[a-z0-9_]+]]: i32) -> i32
// CHECK: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK: %[[C1:[a-z0-9_]+]] = arith.constant 1 : index
// CHECK: %[[R:[a-z0-9_]+]] = scf.for %[[IV:[a-z0-9_]+]] = %[[C0]] to %[[N]] step %[[C1]] iter_args(%[[ACC:[a-z0-9_]+]] = %[[X]]) -> (i32) {
// CHECK-NEXT: %[[I:[a-z0-9_]+]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT: %[[S:[a-z0-9_]+]] = arith.addi %[[ACC]], %[[I]] : i32
// CHECK-NEXT: scf.yield %[[S]] : i32
// CHECK-NEXT: }
// CHECK: return %[[R]] : i32

// GENERIC-LABEL: "func.func"() <{function_type = (index, i32) -> i32, sym_name = "sum"}> ({
// GENERIC: ^bb0(%[[GN:arg[0-9]+]]: index, %[[GX:arg[0-9]+]]: i32):
// GENERIC: "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC: "scf.for"(%{{[0-9]+}}, %[[GN]], %{{[0-9]+}}, %[[GX]]) ({
// GENERIC: "arith.index_cast"(%{{[a-z0-9]+}}) : (index) -> i32
// GENERIC: "scf.yield"(%{{[a-z0-9]+}}) : (i32) -> ()
// GENERIC: }) : (index, index, index, i32) -> i32
// GENERIC: "func.return"(%{{[a-z0-9]+}}) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @sum(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %iv = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %iv : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @cmp(
// CHECK: arith.cmpi slt, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : i32
// CHECK: arith.select %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : i32
// CHECK: call @sum(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (index, i32) -> i32
// GENERIC-LABEL: "func.func"() <{function_type = (i32, i32, index) -> i32, sym_name = "cmp"}> ({
// GENERIC: "arith.cmpi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC: "func.call"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{callee = @sum}> : (index, i32) -> i32
func.func @cmp(%a: i32, %b: i32, %n: index) -> i32 {
  %lt = arith.cmpi slt, %a, %b : i32
  %m = arith.select %lt, %a, %b : i32
  %r = func.call @sum(%n, %m) : (index, i32) -> i32
  return %r : i32
}
