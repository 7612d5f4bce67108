// func.constant, func.call_indirect and a function whose entry block names its
// unnamed arguments print as mlir-opt-22 prints them, in both directions and through
// the generic form.
// REQUIRES: mlir-opt
// RUN: visa-opt %s > %t.visa
// RUN: mlir-opt %s | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt | visa-opt > %t.generic
// RUN: diff %t.visa %t.generic

func.func @g(%a: i32) -> i32 {
  return %a : i32
}

func.func @f(%a: i32) -> (i32, i32) {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %h = constant @g : (i32) -> i32
  %s = call_indirect %h(%r) {tag} : (i32) -> i32
  return %r, %s : i32, i32
}

func.func private @unnamed(i32, f32) -> i32 {
^bb0(%x: i32, %y: f32):
  return %x : i32
}
