// MLIR's own mlir-opt (LLVM 22) reads and verifies visa-opt's generic form of func,
// arith and scf (no --allow-unregistered-dialect: these are MLIR's registered ops), and
// visa-opt reads MLIR's output, custom and generic (with its `#arith.overflow<none>`
// properties), back to the same custom text.
// REQUIRES: mlir-opt
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt --mlir-print-op-generic | visa-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s

// CHECK-LABEL: func.func private @decl(i32, f32 {foo.bar = 1 : i64}) -> (i32 {res.x})
func.func private @decl(i32, f32 {foo.bar = 1 : i64}) -> (i32 {res.x})

// CHECK: func.func @kernel(
// CHECK-SAME: %[[N:[a-z0-9_]+]]: index, %[[X:[a-z0-9_]+]]: i32 {a.b}, %[[F:[a-z0-9_]+]]: f32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK: %[[R:[a-z0-9_]+]] = scf.for %[[I:[a-z0-9_]+]] = %{{[a-z0-9_#]+}} to %[[N]] step %{{[a-z0-9_#]+}} iter_args(%[[ACC:[a-z0-9_]+]] = %[[X]]) -> (i32) {
// CHECK-NEXT: %[[K:[a-z0-9_]+]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: %[[S:[a-z0-9_]+]] = arith.addi %[[ACC]], %[[K]] overflow<nsw> : i32
// CHECK-NEXT: %[[D:[a-z0-9_]+]] = arith.subi %[[S]], %[[K]] : i32
// CHECK-NEXT: %[[M:[a-z0-9_]+]] = arith.muli %[[D]], %[[S]] : i32
// CHECK-NEXT: %[[C:[a-z0-9_]+]] = arith.cmpi ule, %[[M]], %[[D]] : i32
// CHECK-NEXT: %[[SEL:[a-z0-9_]+]] = arith.select %[[C]], %[[M]], %[[D]] : i32
// CHECK-NEXT: scf.yield %[[SEL]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %[[J:[a-z0-9_]+]] = %{{[a-z0-9_#]+}} to %[[N]] step %{{[a-z0-9_#]+}} {
// CHECK-NEXT: arith.addi %[[J]], %[[J]] : index
// CHECK-NEXT: }
// CHECK: %[[Q:[a-z0-9_]+]]:2 = scf.for %{{[a-z0-9_#]+}} = %[[X]] to %[[TWO:[a-z0-9_]+]] step %[[TWO]] iter_args(%{{[a-z0-9_#]+}} = %[[X]], %{{[a-z0-9_#]+}} = %{{[a-z0-9_#]+}}) -> (i32, index) : i32 {
// CHECK: %[[CALL:[a-z0-9_]+]] = call @decl(%[[Q]]#0, %[[F]]) : (i32, f32) -> i32
// CHECK-NEXT: return %[[CALL]] : i32
func.func @kernel(%n: index, %x: i32 {a.b}, %f: f32) -> i32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %h = arith.constant 2.5 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %k overflow<nsw> : i32
    %d = arith.subi %s, %k : i32
    %m = arith.muli %d, %s : i32
    %c = arith.cmpi ule, %m, %d : i32
    %sel = arith.select %c, %m, %d : i32
    scf.yield %sel : i32
  }
  scf.for %j = %c0 to %n step %c1 {
    %e = arith.addi %j, %j : index
  }
  %two = arith.constant 2 : i32
  %q:2 = scf.for %i = %x to %two step %two iter_args(%u = %x, %v = %c0) -> (i32, index) : i32 {
    scf.yield %u, %v : i32, index
  }
  %call = func.call @decl(%q#0, %f) : (i32, f32) -> i32
  return %call : i32
}
