// The cf ops print as mlir-opt-22 prints them, in both directions and through the generic
// form (the twin of cf-ops.mlir).
// REQUIRES: mlir-opt
// RUN: visa-opt %s > %t.visa
// RUN: mlir-opt %s | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt | visa-opt > %t.generic
// RUN: diff %t.visa %t.generic
// RUN: visa-opt %s --canonicalize > %t.canon.visa
// RUN: mlir-opt %s --canonicalize | visa-opt > %t.canon.mlir
// RUN: diff %t.canon.visa %t.canon.mlir

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

func.func @asserts(%c: i1) {
  cf.assert %c, "must hold"
  cf.assert %c, "quote \" and newline \n" {tag}
  return
}

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
