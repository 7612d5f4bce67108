// The custom forms of the cf ops: parse, print, parse the printed text again; the generic
// form reads back to the same custom text. The expected text is mlir-opt-22's
// (cf-vs-mlir.mlir diffs the two tools on the same input).
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, i64)
// CHECK-NEXT: ^bb1(%0: i32, %1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb1(%arg1, %1 : i32, i64), ^bb3(%arg1 : i32) {tag}
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4 {tag = 2 : i64}
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @branches(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  cf.cond_br %c, ^bb2, ^bb3(%x : i32)
^bb2:
  cf.cond_br %c weights([3, 5]), ^bb1(%a, %y : i32, i64), ^bb3(%a : i32) {tag}
^bb3(%z: i32):
  cf.br ^bb4 {tag = 2 : i64}
^bb4:
  return %z : i32
}

// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i8, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg2 : i32),
// CHECK-NEXT: 4294967254: ^bb1(%arg0 : i32),
// CHECK-NEXT: 7: ^bb2,
// CHECK-NEXT: 8: ^bb3(%arg2, %arg0 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg1 : i8, [
// CHECK-NEXT: default: ^bb2] {tag}
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: cf.switch %arg1 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 127: ^bb4,
// CHECK-NEXT: 128: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb2, ^bb2, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switches(%flag: i32, %small: i8, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    -42: ^bb1(%flag : i32),
    7: ^bb2,
    8: ^bb3(%a, %flag : i32, i32)
  ]
^bb1(%x: i32):
  cf.switch %small : i8, [
    default: ^bb2
  ] {tag}
^bb2:
  cf.switch %small : i8, [
    default: ^bb2,
    127: ^bb4,
    -128: ^bb4
  ]
^bb3(%p: i32, %q: i32):
  cf.br ^bb4
^bb4:
  return
}

// CHECK-LABEL: func.func @asserts(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: cf.assert %arg0, "quote \22 and newline \0A" {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @asserts(%c: i1) {
  cf.assert %c, "must hold"
  cf.assert %c, "quote \" and newline \n" {tag}
  return
}

// CHECK-LABEL: func.func @in_regions(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @in_regions(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}
