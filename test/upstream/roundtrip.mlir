// The custom forms of func, arith and scf: parse, print, and parse the printed text
// again; the generic form reads back to the same custom text.
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func private @decl(i32, f32 {foo.bar = 1 : i64}) -> (i32 {res.x})
// GENERIC: "func.func"() <{arg_attrs = [{}, {foo.bar = 1 : i64}], function_type = (i32, f32) -> i32, res_attrs = [{res.x}], sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
func.func private @decl(i32, f32 {foo.bar = 1 : i64}) -> (i32 {res.x})

// CHECK: func.func @calls(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: i32 {a.b}, %[[B:[a-z0-9_]+]]: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %[[P:[a-z0-9_]+]]:2 = call @calls(%[[A]], %[[B]]) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %[[D:[a-z0-9_]+]] = call @decl(%[[P]]#0, %[[B]]) : (i32, f32) -> i32
// CHECK-NEXT: return %[[D]], %[[P]]#1 : i32, f32
// GENERIC: "func.call"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{callee = @calls}> : (i32, f32) -> (i32, f32)
// GENERIC: "func.return"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}#1) : (i32, f32) -> ()
func.func @calls(%a: i32 {a.b}, %b: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
  %p:2 = func.call @calls(%a, %b) : (i32, f32) -> (i32, f32)
  %d = call @decl(%p#0, %b) : (i32, f32) -> i32
  return %d, %p#1 : i32, f32
}

// CHECK: func.func @arith(
// CHECK-SAME: %[[X:[a-z0-9_]+]]: i32, %[[Y:[a-z0-9_]+]]: i32, %[[N:[a-z0-9_]+]]: index) -> index {
// CHECK-NEXT: %[[C:c42_i32]] = arith.constant 42 : i32
// CHECK-NEXT: %[[T:true]] = arith.constant true
// CHECK-NEXT: %[[M:c-7]] = arith.constant -7 : index
// CHECK-NEXT: %[[F:cst]] = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %[[S:[a-z0-9_]+]] = arith.addi %[[X]], %[[C]] : i32
// CHECK-NEXT: %[[D:[a-z0-9_]+]] = arith.subi %[[S]], %[[Y]] overflow<nsw> : i32
// CHECK-NEXT: %[[P:[a-z0-9_]+]] = arith.muli %[[D]], %[[D]] overflow<nsw, nuw> {tag} : i32
// CHECK-NEXT: %[[LT:[a-z0-9_]+]] = arith.cmpi slt, %[[P]], %[[X]] : i32
// CHECK-NEXT: %[[SEL:[a-z0-9_]+]] = arith.select %[[LT]], %[[P]], %[[Y]] : i32
// CHECK-NEXT: %[[I:[a-z0-9_]+]] = arith.index_cast %[[SEL]] : i32 to index
// CHECK-NEXT: %[[GE:[a-z0-9_]+]] = arith.cmpi uge, %[[I]], %[[N]] : index
// CHECK-NEXT: %[[B:[a-z0-9_]+]] = arith.select %[[GE]], %[[T]], %[[LT]] : i1
// CHECK-NEXT: return %[[I]] : index
// GENERIC: "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC: "arith.constant"() <{value = true}> : () -> i1
// GENERIC: "arith.subi"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: "arith.cmpi"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC: "arith.select"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : (i1, i32, i32) -> i32
// GENERIC: "arith.index_cast"(%{{[a-z0-9_#]+}}) : (i32) -> index
// GENERIC: "arith.cmpi"(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) <{predicate = 9 : i64}> : (index, index) -> i1
func.func @arith(%x: i32, %y: i32, %n: index) -> index {
  %c = arith.constant 42 : i32
  %t = arith.constant true
  %m = arith.constant -7 : index
  %f = arith.constant 1.5 : f32
  %s = arith.addi %x, %c : i32
  %d = arith.subi %s, %y overflow<nsw> : i32
  %p = arith.muli %d, %d overflow<nuw, nsw> {tag} : i32
  %lt = arith.cmpi slt, %p, %x : i32
  %sel = arith.select %lt, %p, %y : i32
  %i = arith.index_cast %sel : i32 to index
  %ge = arith.cmpi "uge", %i, %n : index
  %b = arith.select %ge, %t, %lt : i1
  return %i : index
}

// CHECK: func.func @loops(
// CHECK-SAME: %[[N:[a-z0-9_]+]]: index, %[[X:[a-z0-9_]+]]: i32) -> i32 {
// CHECK: %[[R:[a-z0-9_]+]] = scf.for %[[IV:[a-z0-9_]+]] = %[[C0:[a-z0-9_]+]] to %[[N]] step %[[C1:[a-z0-9_]+]] iter_args(%[[ACC:[a-z0-9_]+]] = %[[X]]) -> (i32) {
// CHECK-NEXT: %[[K:[a-z0-9_]+]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT: %[[S:[a-z0-9_]+]] = arith.addi %[[ACC]], %[[K]] : i32
// CHECK-NEXT: scf.yield %[[S]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %[[J:[a-z0-9_]+]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT: arith.addi %[[J]], %[[J]] : index
// CHECK-NEXT: } {tag}
// CHECK: %[[Q:[a-z0-9_]+]]:2 = scf.for %{{[a-z0-9_#]+}} = %[[X]] to %[[TWO:[a-z0-9_]+]] step %[[TWO]] iter_args(%[[U:[a-z0-9_]+]] = %[[X]], %[[V:[a-z0-9_]+]] = %[[C0]]) -> (i32, index) : i32 {
// CHECK-NEXT: scf.yield %[[U]], %[[V]] : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %[[Q]]#0 : i32
// GENERIC: "scf.for"(%{{[a-z0-9_#]+}}, %arg{{[0-9]+}}, %{{[a-z0-9_#]+}}, %arg{{[0-9]+}}) ({
// GENERIC: "scf.yield"(%{{[a-z0-9_#]+}}) : (i32) -> ()
// GENERIC: }) : (index, index, index, i32) -> i32
// GENERIC: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) {tag} : (index, index, index) -> ()
func.func @loops(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %k : i32
    scf.yield %s : i32
  }
  scf.for %j = %c0 to %n step %c1 {
    %d = arith.addi %j, %j : index
  } {tag}
  %two = arith.constant 2 : i32
  %q:2 = scf.for %i = %x to %two step %two iter_args(%u = %x, %v = %c0) -> (i32, index) : i32 {
    scf.yield %u, %v : i32, index
  }
  return %q#0 : i32
}
