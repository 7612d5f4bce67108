// The custom forms of every arith op added to complete the dialect (flags, rounding
// modes and extended results included) print as mlir-opt-22 prints them, and each
// tool reads the other's custom and generic output back to the same text.
// REQUIRES: mlir-opt
// RUN: visa-opt %s > %t.visa
// RUN: mlir-opt %s | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt | visa-opt > %t.generic
// RUN: diff %t.visa %t.generic
// RUN: mlir-opt %s --mlir-print-op-generic | visa-opt > %t.from-generic
// RUN: diff %t.visa %t.from-generic

func.func @f(%a: f32, %i: i32, %l: i64, %d: f64) -> f32 {
  %0 = arith.addf %a, %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  %1 = arith.subf %a, %a fastmath<nsz,nnan> : f32
  %2 = arith.mulf %a, %a fastmath<afn,reassoc> : f32
  %3 = arith.divf %a, %a fastmath<none> : f32
  %4 = arith.remf %a, %a : f32
  %5 = arith.maximumf %a, %a : f32
  %6 = arith.minimumf %a, %a : f32
  %7 = arith.maxnumf %a, %a : f32
  %8 = arith.minnumf %a, %a {fastmath = #arith.fastmath<contract>} : f32
  %9 = arith.negf %a fastmath<nnan,ninf> : f32
  %10 = arith.cmpf olt, %a, %a : f32
  %11 = arith.cmpf "uno", %a, %a fastmath<nnan> : f32
  %12 = arith.divsi %i, %i : i32
  %13 = arith.divui %i, %i : i32
  %14 = arith.ceildivsi %i, %i : i32
  %15 = arith.ceildivui %i, %i : i32
  %16 = arith.floordivsi %i, %i : i32
  %17 = arith.remsi %i, %i : i32
  %18 = arith.remui %i, %i : i32
  %19 = arith.andi %i, %i : i32
  %20 = arith.ori %i, %i : i32
  %21 = arith.xori %i, %i : i32
  %22 = arith.shli %i, %i overflow<nsw> : i32
  %23 = arith.shrsi %i, %i : i32
  %24 = arith.shrui %i, %i : i32
  %25 = arith.maxsi %i, %i : i32
  %26 = arith.maxui %i, %i : i32
  %27 = arith.minsi %i, %i : i32
  %28 = arith.minui %i, %i : i32
  %29:2 = arith.addui_extended %i, %i : i32, i1
  %30:2 = arith.mulsi_extended %i, %i : i32
  %31:2 = arith.mului_extended %i, %i : i32
  %32 = arith.extui %i : i32 to i64
  %33 = arith.extsi %i : i32 to i64
  %34 = arith.trunci %l overflow<nuw, nsw> : i64 to i32
  %35 = arith.extf %a fastmath<nnan> : f32 to f64
  %36 = arith.truncf %d upward fastmath<nnan> : f64 to f32
  %37 = arith.truncf %a to_nearest_even : f32 to bf16
  %38 = arith.truncf %d toward_zero : f64 to f16
  %39 = arith.sitofp %i : i32 to f32
  %40 = arith.uitofp %i : i32 to f64
  %41 = arith.fptosi %a : f32 to i8
  %42 = arith.fptoui %d : f64 to i64
  %43 = arith.bitcast %i : i32 to f32
  %44 = arith.index_castui %i : i32 to index
  %45 = arith.addi %i, %i overflow<nuw> : i32
  return %0 : f32
}

func.func @scaling(%a: f4E2M1FN, %s: f8E8M0FNU, %x: f32, %h: f16, %b: bf16) -> f32 {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %a, %x fastmath<fast> : f4E2M1FN, f32 to bf16
  %2 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %3 = arith.scaling_truncf %x, %s upward fastmath<nnan> : f32, f8E8M0FNU to f8E5M2
  %4 = arith.scaling_truncf %h, %b to_nearest_away {tag} : f16, bf16 to f8E4M3FN
  %5 = arith.scaling_extf %a, %s {tag} : f4E2M1FN, f8E8M0FNU to f16
  return %0 : f32
}

func.func @wide_literals() -> (i128, i128) {
  %a = arith.constant 340282366920938463463374607431768211455 : i128
  %b = arith.constant 85070591730234615865843651857942052864 : i128
  return %a, %b : i128, i128
}
