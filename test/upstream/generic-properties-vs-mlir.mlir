// REQUIRES: mlir-opt
// The generic form as mlir-opt-22 prints it: a registered op's declared attributes
// as properties `<{...}>` (default-valued ones included), the others in `{...}` after
// the regions; an unregistered op's properties printed back as written.
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// The generic form reads back to itself, in both tools.
// RUN: visa-opt %t.visa --allow-unregistered-dialect --mlir-print-op-generic > %t.again
// RUN: diff %t.visa %t.again
// RUN: mlir-opt %t.visa --allow-unregistered-dialect --mlir-print-op-generic > %t.mlir-again
// RUN: diff -B %t.visa %t.mlir-again
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "func.func"() <{function_type = (i32, i32, f32, f16, i1, index) -> i32, sym_name = "f"}> ({
// CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> {tag} : (i32, i32) -> i32
// CHECK: "arith.extf"(%{{.*}}) : (f16) -> f32
// CHECK: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK: "test.props"() <{a = 2 : i64, p = 1 : i64}> {b, z = 3 : i64} : () -> ()
// CHECK: "test.props"() <[1, 2]> : () -> ()
// CHECK: "test.props"() <{}> : () -> ()
// CHECK: }) {llvm.emit_c_interface} : () -> ()
// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
// CHECK: "builtin.module"() <{sym_name = "m"}> ({
// CHECK: }) {t.x} : () -> ()
func.func @f(%a: i32, %b: i32, %x: f32, %h: f16, %c: i1, %i: index) -> i32 attributes {llvm.emit_c_interface} {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b overflow<nsw, nuw> {tag} : i32
  %2 = arith.subi %a, %b overflow<nsw> : i32
  %3 = arith.shli %a, %b : i32
  %4 = arith.andi %a, %b : i32
  %5 = arith.trunci %a : i32 to i1
  %6 = arith.addf %x, %x fastmath<fast> : f32
  %7 = arith.negf %x : f32
  %8 = arith.extf %h : f16 to f32
  %9 = arith.truncf %x : f32 to f16
  %10 = arith.truncf %x upward fastmath<nnan> : f32 to f16
  %11 = arith.cmpf olt, %x, %x : f32
  %12 = arith.cmpi sge, %a, %b : i32
  %13 = arith.select %c, %a, %b : i32
  %14 = arith.constant 7 : i32
  %15 = arith.index_cast %a : i32 to index
  %16 = arith.maximumf %x, %x : f32
  %17 = "arith.addi"(%a, %b) {zz = 1, overflowFlags = #arith.overflow<nuw>, aa} : (i32, i32) -> i32
  %18 = "arith.constant"() <{value = 1 : i32}> {value = 2 : i32} : () -> i32
  %19 = func.call @g(%a) : (i32) -> i32
  %20 = func.constant @g : (i32) -> i32
  %21 = scf.for %iv = %i to %i step %i iter_args(%acc = %a) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  "test.props"() <{p = 1, a = 2}> {z = 3, b} : () -> ()
  "test.props"() <[1, 2]> : () -> ()
  "test.props"() <{}> : () -> ()
  return %0 : i32
}
func.func private @g(i32) -> i32
module @m attributes {t.x} {}
