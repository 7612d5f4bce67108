// Constant folding of the arith ops added to complete the dialect, against MLIR itself:
// the 17 integer binary ops on i8 (0, 1, -1, -128, -7) and i1, the 9 float binary ops
// on f32 (-0.0, 1.0, -1.5, 0.1, 3.0e38, -inf) and f64 (0.0, 0.1, 1.0e308), cmpf with
// every predicate (NaN and signed-zero operands included), negf, and the casts at
// their edges (out-of-range fptosi/fptoui, inexact truncf, 2^24 + 1 to f32, ...).
// One fold per function keeps the outputs comparable line by line; mlir-opt's output is
// read back through visa-opt so the SSA names agree. Pairs whose MLIR result is a NaN
// are left out: visa leaves NaN results unfolded (decision "upstream: float folds").
// REQUIRES: mlir-opt
// RUN: visa-opt %s --canonicalize > %t.visa
// RUN: mlir-opt %s --canonicalize | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir

func.func @f0() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f1() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f2() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f3() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f4() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f5() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f6() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f7() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f8() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f9() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f10() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f11() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f12() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f13() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f14() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f15() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f16() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f17() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f18() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f19() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f20() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f21() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f22() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f23() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f24() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divsi %c0, %c1 : i8
  return %r : i8
}
func.func @f25() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.divsi %c0, %c1 : i1
  return %r : i1
}
func.func @f26() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.divsi %c0, %c1 : i1
  return %r : i1
}
func.func @f27() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.divsi %c0, %c1 : i1
  return %r : i1
}
func.func @f28() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.divsi %c0, %c1 : i1
  return %r : i1
}
func.func @f29() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f30() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f31() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f32() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f33() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f34() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f35() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f36() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f37() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f38() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f39() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f40() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f41() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f42() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f43() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f44() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f45() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f46() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f47() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f48() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f49() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f50() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f51() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f52() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f53() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.divui %c0, %c1 : i8
  return %r : i8
}
func.func @f54() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.divui %c0, %c1 : i1
  return %r : i1
}
func.func @f55() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.divui %c0, %c1 : i1
  return %r : i1
}
func.func @f56() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.divui %c0, %c1 : i1
  return %r : i1
}
func.func @f57() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.divui %c0, %c1 : i1
  return %r : i1
}
func.func @f58() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f59() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f60() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f61() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f62() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f63() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f64() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f65() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f66() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f67() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f68() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f69() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f70() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f71() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f72() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f73() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f74() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f75() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f76() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f77() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f78() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f79() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f80() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f81() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f82() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f83() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.ceildivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f84() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.ceildivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f85() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.ceildivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f86() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.ceildivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f87() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f88() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f89() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f90() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f91() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f92() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f93() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f94() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f95() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f96() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f97() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f98() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f99() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f100() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f101() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f102() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f103() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f104() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f105() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f106() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f107() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f108() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f109() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f110() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f111() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ceildivui %c0, %c1 : i8
  return %r : i8
}
func.func @f112() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.ceildivui %c0, %c1 : i1
  return %r : i1
}
func.func @f113() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.ceildivui %c0, %c1 : i1
  return %r : i1
}
func.func @f114() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.ceildivui %c0, %c1 : i1
  return %r : i1
}
func.func @f115() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.ceildivui %c0, %c1 : i1
  return %r : i1
}
func.func @f116() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f117() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f118() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f119() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f120() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f121() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f122() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f123() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f124() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f125() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f126() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f127() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f128() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f129() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f130() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f131() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f132() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f133() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f134() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f135() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f136() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f137() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f138() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f139() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f140() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.floordivsi %c0, %c1 : i8
  return %r : i8
}
func.func @f141() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.floordivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f142() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.floordivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f143() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.floordivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f144() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.floordivsi %c0, %c1 : i1
  return %r : i1
}
func.func @f145() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f146() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f147() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f148() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f149() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f150() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f151() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f152() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f153() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f154() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f155() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f156() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f157() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f158() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f159() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f160() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f161() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f162() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f163() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f164() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f165() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f166() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f167() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f168() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f169() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remsi %c0, %c1 : i8
  return %r : i8
}
func.func @f170() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.remsi %c0, %c1 : i1
  return %r : i1
}
func.func @f171() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.remsi %c0, %c1 : i1
  return %r : i1
}
func.func @f172() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.remsi %c0, %c1 : i1
  return %r : i1
}
func.func @f173() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.remsi %c0, %c1 : i1
  return %r : i1
}
func.func @f174() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f175() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f176() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f177() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f178() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f179() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f180() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f181() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f182() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f183() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f184() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f185() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f186() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f187() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f188() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f189() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f190() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f191() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f192() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f193() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f194() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f195() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f196() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f197() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f198() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.remui %c0, %c1 : i8
  return %r : i8
}
func.func @f199() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.remui %c0, %c1 : i1
  return %r : i1
}
func.func @f200() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.remui %c0, %c1 : i1
  return %r : i1
}
func.func @f201() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.remui %c0, %c1 : i1
  return %r : i1
}
func.func @f202() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.remui %c0, %c1 : i1
  return %r : i1
}
func.func @f203() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f204() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f205() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f206() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f207() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f208() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f209() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f210() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f211() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f212() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f213() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f214() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f215() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f216() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f217() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f218() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f219() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f220() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f221() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f222() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f223() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f224() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f225() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f226() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f227() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.andi %c0, %c1 : i8
  return %r : i8
}
func.func @f228() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.andi %c0, %c1 : i1
  return %r : i1
}
func.func @f229() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.andi %c0, %c1 : i1
  return %r : i1
}
func.func @f230() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.andi %c0, %c1 : i1
  return %r : i1
}
func.func @f231() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.andi %c0, %c1 : i1
  return %r : i1
}
func.func @f232() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f233() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f234() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f235() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f236() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f237() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f238() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f239() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f240() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f241() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f242() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f243() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f244() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f245() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f246() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f247() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f248() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f249() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f250() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f251() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f252() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f253() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f254() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f255() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f256() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.ori %c0, %c1 : i8
  return %r : i8
}
func.func @f257() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.ori %c0, %c1 : i1
  return %r : i1
}
func.func @f258() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.ori %c0, %c1 : i1
  return %r : i1
}
func.func @f259() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.ori %c0, %c1 : i1
  return %r : i1
}
func.func @f260() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.ori %c0, %c1 : i1
  return %r : i1
}
func.func @f261() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f262() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f263() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f264() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f265() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f266() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f267() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f268() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f269() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f270() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f271() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f272() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f273() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f274() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f275() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f276() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f277() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f278() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f279() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f280() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f281() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f282() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f283() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f284() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f285() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.xori %c0, %c1 : i8
  return %r : i8
}
func.func @f286() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.xori %c0, %c1 : i1
  return %r : i1
}
func.func @f287() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.xori %c0, %c1 : i1
  return %r : i1
}
func.func @f288() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.xori %c0, %c1 : i1
  return %r : i1
}
func.func @f289() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.xori %c0, %c1 : i1
  return %r : i1
}
func.func @f290() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f291() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f292() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f293() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f294() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f295() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f296() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f297() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f298() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f299() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f300() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f301() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f302() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f303() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f304() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f305() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f306() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f307() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f308() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f309() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f310() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f311() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f312() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f313() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f314() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shli %c0, %c1 : i8
  return %r : i8
}
func.func @f315() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.shli %c0, %c1 : i1
  return %r : i1
}
func.func @f316() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.shli %c0, %c1 : i1
  return %r : i1
}
func.func @f317() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.shli %c0, %c1 : i1
  return %r : i1
}
func.func @f318() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.shli %c0, %c1 : i1
  return %r : i1
}
func.func @f319() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f320() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f321() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f322() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f323() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f324() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f325() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f326() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f327() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f328() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f329() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f330() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f331() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f332() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f333() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f334() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f335() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f336() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f337() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f338() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f339() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f340() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f341() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f342() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f343() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrsi %c0, %c1 : i8
  return %r : i8
}
func.func @f344() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.shrsi %c0, %c1 : i1
  return %r : i1
}
func.func @f345() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.shrsi %c0, %c1 : i1
  return %r : i1
}
func.func @f346() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.shrsi %c0, %c1 : i1
  return %r : i1
}
func.func @f347() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.shrsi %c0, %c1 : i1
  return %r : i1
}
func.func @f348() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f349() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f350() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f351() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f352() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f353() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f354() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f355() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f356() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f357() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f358() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f359() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f360() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f361() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f362() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f363() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f364() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f365() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f366() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f367() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f368() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f369() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f370() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f371() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f372() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.shrui %c0, %c1 : i8
  return %r : i8
}
func.func @f373() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.shrui %c0, %c1 : i1
  return %r : i1
}
func.func @f374() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.shrui %c0, %c1 : i1
  return %r : i1
}
func.func @f375() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.shrui %c0, %c1 : i1
  return %r : i1
}
func.func @f376() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.shrui %c0, %c1 : i1
  return %r : i1
}
func.func @f377() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f378() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f379() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f380() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f381() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f382() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f383() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f384() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f385() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f386() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f387() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f388() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f389() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f390() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f391() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f392() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f393() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f394() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f395() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f396() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f397() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f398() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f399() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f400() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f401() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxsi %c0, %c1 : i8
  return %r : i8
}
func.func @f402() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.maxsi %c0, %c1 : i1
  return %r : i1
}
func.func @f403() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.maxsi %c0, %c1 : i1
  return %r : i1
}
func.func @f404() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.maxsi %c0, %c1 : i1
  return %r : i1
}
func.func @f405() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.maxsi %c0, %c1 : i1
  return %r : i1
}
func.func @f406() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f407() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f408() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f409() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f410() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f411() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f412() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f413() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f414() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f415() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f416() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f417() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f418() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f419() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f420() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f421() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f422() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f423() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f424() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f425() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f426() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f427() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f428() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f429() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f430() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.maxui %c0, %c1 : i8
  return %r : i8
}
func.func @f431() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.maxui %c0, %c1 : i1
  return %r : i1
}
func.func @f432() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.maxui %c0, %c1 : i1
  return %r : i1
}
func.func @f433() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.maxui %c0, %c1 : i1
  return %r : i1
}
func.func @f434() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.maxui %c0, %c1 : i1
  return %r : i1
}
func.func @f435() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f436() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f437() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f438() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f439() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f440() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f441() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f442() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f443() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f444() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f445() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f446() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f447() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f448() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f449() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f450() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f451() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f452() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f453() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f454() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f455() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f456() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f457() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f458() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f459() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minsi %c0, %c1 : i8
  return %r : i8
}
func.func @f460() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.minsi %c0, %c1 : i1
  return %r : i1
}
func.func @f461() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.minsi %c0, %c1 : i1
  return %r : i1
}
func.func @f462() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.minsi %c0, %c1 : i1
  return %r : i1
}
func.func @f463() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.minsi %c0, %c1 : i1
  return %r : i1
}
func.func @f464() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f465() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f466() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f467() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f468() -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f469() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f470() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f471() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f472() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f473() -> i8 {
  %c0 = arith.constant 1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f474() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f475() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f476() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f477() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f478() -> i8 {
  %c0 = arith.constant -1 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f479() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f480() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f481() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f482() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f483() -> i8 {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f484() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 0 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f485() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant 1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f486() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -1 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f487() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -128 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f488() -> i8 {
  %c0 = arith.constant -7 : i8
  %c1 = arith.constant -7 : i8
  %r = arith.minui %c0, %c1 : i8
  return %r : i8
}
func.func @f489() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant false
  %r = arith.minui %c0, %c1 : i1
  return %r : i1
}
func.func @f490() -> i1 {
  %c0 = arith.constant false
  %c1 = arith.constant true
  %r = arith.minui %c0, %c1 : i1
  return %r : i1
}
func.func @f491() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant false
  %r = arith.minui %c0, %c1 : i1
  return %r : i1
}
func.func @f492() -> i1 {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r = arith.minui %c0, %c1 : i1
  return %r : i1
}
func.func @f493() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f494() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f495() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f496() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f497() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f498() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f499() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f500() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f501() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f502() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f503() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f504() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f505() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f506() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f507() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f508() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f509() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f510() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f511() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f512() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f513() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f514() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f515() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f516() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f517() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f518() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f519() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f520() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f521() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f522() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f523() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f524() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f525() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f526() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f527() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f528() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.addf %c0, %c1 : f32
  return %r : f32
}
func.func @f529() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f530() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f531() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f532() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f533() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f534() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f535() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f536() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f537() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.addf %c0, %c1 : f64
  return %r : f64
}
func.func @f538() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f539() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f540() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f541() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f542() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f543() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f544() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f545() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f546() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f547() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f548() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f549() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f550() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f551() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f552() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f553() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f554() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f555() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f556() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f557() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f558() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f559() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f560() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f561() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f562() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f563() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f564() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f565() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f566() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f567() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f568() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f569() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f570() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f571() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f572() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.subf %c0, %c1 : f32
  return %r : f32
}
func.func @f574() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f575() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f576() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f577() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f578() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f579() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f580() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f581() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f582() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.subf %c0, %c1 : f64
  return %r : f64
}
func.func @f583() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f584() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f585() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f586() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f587() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f589() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f590() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f591() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f592() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f593() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f594() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f595() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f596() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f597() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f598() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f599() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f600() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f601() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f602() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f603() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f604() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f605() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f606() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f607() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f608() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f609() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f610() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f611() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f612() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f614() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f615() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f616() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f617() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f618() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.mulf %c0, %c1 : f32
  return %r : f32
}
func.func @f619() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f620() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f621() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f622() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f623() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f624() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f625() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f626() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f627() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.mulf %c0, %c1 : f64
  return %r : f64
}
func.func @f629() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f630() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f631() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f632() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f633() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f634() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f635() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f636() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f637() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f638() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f639() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f640() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f641() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f642() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f643() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f644() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f645() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f646() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f647() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f648() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f649() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f650() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f651() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f652() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f653() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f654() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f655() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f656() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f657() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f658() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f659() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f660() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f661() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f662() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.divf %c0, %c1 : f32
  return %r : f32
}
func.func @f665() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f666() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f667() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f668() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f669() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f670() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f671() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f672() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.divf %c0, %c1 : f64
  return %r : f64
}
func.func @f674() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f675() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f676() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f677() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f678() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f680() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f681() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f682() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f683() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f684() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f686() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f687() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f688() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f689() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f690() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f692() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f693() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f694() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f695() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f696() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f698() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f699() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f700() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f701() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f702() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.remf %c0, %c1 : f32
  return %r : f32
}
func.func @f710() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.remf %c0, %c1 : f64
  return %r : f64
}
func.func @f711() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.remf %c0, %c1 : f64
  return %r : f64
}
func.func @f713() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.remf %c0, %c1 : f64
  return %r : f64
}
func.func @f714() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.remf %c0, %c1 : f64
  return %r : f64
}
func.func @f716() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.remf %c0, %c1 : f64
  return %r : f64
}
func.func @f717() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.remf %c0, %c1 : f64
  return %r : f64
}
func.func @f718() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f719() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f720() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f721() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f722() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f723() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f724() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f725() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f726() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f727() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f728() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f729() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f730() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f731() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f732() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f733() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f734() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f735() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f736() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f737() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f738() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f739() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f740() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f741() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f742() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f743() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f744() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f745() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f746() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f747() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f748() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f749() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f750() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f751() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f752() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f753() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %c0, %c1 : f32
  return %r : f32
}
func.func @f754() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f755() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f756() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f757() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f758() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f759() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f760() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f761() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f762() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.maximumf %c0, %c1 : f64
  return %r : f64
}
func.func @f763() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f764() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f765() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f766() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f767() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f768() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f769() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f770() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f771() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f772() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f773() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f774() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f775() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f776() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f777() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f778() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f779() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f780() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f781() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f782() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f783() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f784() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f785() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f786() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f787() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f788() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f789() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f790() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f791() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f792() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f793() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f794() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f795() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f796() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f797() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f798() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minimumf %c0, %c1 : f32
  return %r : f32
}
func.func @f799() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f800() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f801() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f802() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f803() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f804() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f805() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f806() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f807() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.minimumf %c0, %c1 : f64
  return %r : f64
}
func.func @f808() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f809() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f810() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f811() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f812() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f813() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f814() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f815() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f816() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f817() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f818() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f819() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f820() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f821() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f822() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f823() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f824() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f825() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f826() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f827() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f828() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f829() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f830() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f831() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f832() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f833() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f834() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f835() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f836() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f837() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f838() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f839() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f840() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f841() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f842() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f843() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f844() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f845() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f846() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f847() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f848() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f849() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f850() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f851() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f852() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.maxnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f853() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f854() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f855() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f856() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f857() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f858() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f859() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f860() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f861() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f862() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f863() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f864() -> f32 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f865() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f866() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f867() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f868() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f869() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f870() -> f32 {
  %c0 = arith.constant -1.5 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f871() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f872() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f873() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f874() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f875() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f876() -> f32 {
  %c0 = arith.constant 0.1 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f877() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f878() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f879() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f880() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f881() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f882() -> f32 {
  %c0 = arith.constant 3.0e38 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f883() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -0.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f884() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f885() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant -1.5 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f886() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0.1 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f887() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 3.0e38 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f888() -> f32 {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r = arith.minnumf %c0, %c1 : f32
  return %r : f32
}
func.func @f889() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f890() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f891() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f892() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f893() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f894() -> f64 {
  %c0 = arith.constant 0.1 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f895() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.0 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f896() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 0.1 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f897() -> f64 {
  %c0 = arith.constant 1.0e308 : f64
  %c1 = arith.constant 1.0e308 : f64
  %r = arith.minnumf %c0, %c1 : f64
  return %r : f64
}
func.func @f898() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf false, %c0, %c1 : f32
  return %r : i1
}
func.func @f899() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf false, %c0, %c1 : f32
  return %r : i1
}
func.func @f900() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf false, %c0, %c1 : f32
  return %r : i1
}
func.func @f901() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf false, %c0, %c1 : f32
  return %r : i1
}
func.func @f902() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf oeq, %c0, %c1 : f32
  return %r : i1
}
func.func @f903() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf oeq, %c0, %c1 : f32
  return %r : i1
}
func.func @f904() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf oeq, %c0, %c1 : f32
  return %r : i1
}
func.func @f905() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf oeq, %c0, %c1 : f32
  return %r : i1
}
func.func @f906() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ogt, %c0, %c1 : f32
  return %r : i1
}
func.func @f907() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ogt, %c0, %c1 : f32
  return %r : i1
}
func.func @f908() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf ogt, %c0, %c1 : f32
  return %r : i1
}
func.func @f909() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf ogt, %c0, %c1 : f32
  return %r : i1
}
func.func @f910() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf oge, %c0, %c1 : f32
  return %r : i1
}
func.func @f911() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf oge, %c0, %c1 : f32
  return %r : i1
}
func.func @f912() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf oge, %c0, %c1 : f32
  return %r : i1
}
func.func @f913() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf oge, %c0, %c1 : f32
  return %r : i1
}
func.func @f914() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf olt, %c0, %c1 : f32
  return %r : i1
}
func.func @f915() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf olt, %c0, %c1 : f32
  return %r : i1
}
func.func @f916() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf olt, %c0, %c1 : f32
  return %r : i1
}
func.func @f917() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf olt, %c0, %c1 : f32
  return %r : i1
}
func.func @f918() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ole, %c0, %c1 : f32
  return %r : i1
}
func.func @f919() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ole, %c0, %c1 : f32
  return %r : i1
}
func.func @f920() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf ole, %c0, %c1 : f32
  return %r : i1
}
func.func @f921() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf ole, %c0, %c1 : f32
  return %r : i1
}
func.func @f922() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf one, %c0, %c1 : f32
  return %r : i1
}
func.func @f923() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf one, %c0, %c1 : f32
  return %r : i1
}
func.func @f924() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf one, %c0, %c1 : f32
  return %r : i1
}
func.func @f925() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf one, %c0, %c1 : f32
  return %r : i1
}
func.func @f926() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ord, %c0, %c1 : f32
  return %r : i1
}
func.func @f927() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ord, %c0, %c1 : f32
  return %r : i1
}
func.func @f928() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf ord, %c0, %c1 : f32
  return %r : i1
}
func.func @f929() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf ord, %c0, %c1 : f32
  return %r : i1
}
func.func @f930() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ueq, %c0, %c1 : f32
  return %r : i1
}
func.func @f931() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ueq, %c0, %c1 : f32
  return %r : i1
}
func.func @f932() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf ueq, %c0, %c1 : f32
  return %r : i1
}
func.func @f933() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf ueq, %c0, %c1 : f32
  return %r : i1
}
func.func @f934() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ugt, %c0, %c1 : f32
  return %r : i1
}
func.func @f935() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ugt, %c0, %c1 : f32
  return %r : i1
}
func.func @f936() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf ugt, %c0, %c1 : f32
  return %r : i1
}
func.func @f937() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf ugt, %c0, %c1 : f32
  return %r : i1
}
func.func @f938() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf uge, %c0, %c1 : f32
  return %r : i1
}
func.func @f939() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf uge, %c0, %c1 : f32
  return %r : i1
}
func.func @f940() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf uge, %c0, %c1 : f32
  return %r : i1
}
func.func @f941() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf uge, %c0, %c1 : f32
  return %r : i1
}
func.func @f942() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ult, %c0, %c1 : f32
  return %r : i1
}
func.func @f943() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ult, %c0, %c1 : f32
  return %r : i1
}
func.func @f944() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf ult, %c0, %c1 : f32
  return %r : i1
}
func.func @f945() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf ult, %c0, %c1 : f32
  return %r : i1
}
func.func @f946() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ule, %c0, %c1 : f32
  return %r : i1
}
func.func @f947() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf ule, %c0, %c1 : f32
  return %r : i1
}
func.func @f948() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf ule, %c0, %c1 : f32
  return %r : i1
}
func.func @f949() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf ule, %c0, %c1 : f32
  return %r : i1
}
func.func @f950() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf une, %c0, %c1 : f32
  return %r : i1
}
func.func @f951() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf une, %c0, %c1 : f32
  return %r : i1
}
func.func @f952() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf une, %c0, %c1 : f32
  return %r : i1
}
func.func @f953() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf une, %c0, %c1 : f32
  return %r : i1
}
func.func @f954() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf uno, %c0, %c1 : f32
  return %r : i1
}
func.func @f955() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf uno, %c0, %c1 : f32
  return %r : i1
}
func.func @f956() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf uno, %c0, %c1 : f32
  return %r : i1
}
func.func @f957() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf uno, %c0, %c1 : f32
  return %r : i1
}
func.func @f958() -> i1 {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf true, %c0, %c1 : f32
  return %r : i1
}
func.func @f959() -> i1 {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 2.0 : f32
  %r = arith.cmpf true, %c0, %c1 : f32
  return %r : i1
}
func.func @f960() -> i1 {
  %c0 = arith.constant 0x7FC00000 : f32
  %c1 = arith.constant 1.0 : f32
  %r = arith.cmpf true, %c0, %c1 : f32
  return %r : i1
}
func.func @f961() -> i1 {
  %c0 = arith.constant -0.0 : f32
  %c1 = arith.constant 0.0 : f32
  %r = arith.cmpf true, %c0, %c1 : f32
  return %r : i1
}
func.func @f962() -> f32 {
  %c0 = arith.constant 1.5 : f32
  %r = arith.negf %c0 : f32
  return %r : f32
}
func.func @f963() -> f32 {
  %c0 = arith.constant -0.0 : f32
  %r = arith.negf %c0 : f32
  return %r : f32
}
func.func @f964() -> f32 {
  %c0 = arith.constant 0x7F800000 : f32
  %r = arith.negf %c0 : f32
  return %r : f32
}
func.func @f965() -> f64 {
  %c0 = arith.constant -2.5 : f64
  %r = arith.negf %c0 : f64
  return %r : f64
}
func.func @f966() -> f64 {
  %c0 = arith.constant 0.0 : f64
  %r = arith.negf %c0 : f64
  return %r : f64
}
func.func @f967() -> i32 {
  %c0 = arith.constant 0 : i8
  %r = arith.extsi %c0 : i8 to i32
  return %r : i32
}
func.func @f968() -> i32 {
  %c0 = arith.constant 0 : i8
  %r = arith.extui %c0 : i8 to i32
  return %r : i32
}
func.func @f969() -> f32 {
  %c0 = arith.constant 0 : i8
  %r = arith.sitofp %c0 : i8 to f32
  return %r : f32
}
func.func @f970() -> f64 {
  %c0 = arith.constant 0 : i8
  %r = arith.uitofp %c0 : i8 to f64
  return %r : f64
}
func.func @f971() -> index {
  %c0 = arith.constant 0 : i8
  %r = arith.index_castui %c0 : i8 to index
  return %r : index
}
func.func @f972() -> i32 {
  %c0 = arith.constant 1 : i8
  %r = arith.extsi %c0 : i8 to i32
  return %r : i32
}
func.func @f973() -> i32 {
  %c0 = arith.constant 1 : i8
  %r = arith.extui %c0 : i8 to i32
  return %r : i32
}
func.func @f974() -> f32 {
  %c0 = arith.constant 1 : i8
  %r = arith.sitofp %c0 : i8 to f32
  return %r : f32
}
func.func @f975() -> f64 {
  %c0 = arith.constant 1 : i8
  %r = arith.uitofp %c0 : i8 to f64
  return %r : f64
}
func.func @f976() -> index {
  %c0 = arith.constant 1 : i8
  %r = arith.index_castui %c0 : i8 to index
  return %r : index
}
func.func @f977() -> i32 {
  %c0 = arith.constant -1 : i8
  %r = arith.extsi %c0 : i8 to i32
  return %r : i32
}
func.func @f978() -> i32 {
  %c0 = arith.constant -1 : i8
  %r = arith.extui %c0 : i8 to i32
  return %r : i32
}
func.func @f979() -> f32 {
  %c0 = arith.constant -1 : i8
  %r = arith.sitofp %c0 : i8 to f32
  return %r : f32
}
func.func @f980() -> f64 {
  %c0 = arith.constant -1 : i8
  %r = arith.uitofp %c0 : i8 to f64
  return %r : f64
}
func.func @f981() -> index {
  %c0 = arith.constant -1 : i8
  %r = arith.index_castui %c0 : i8 to index
  return %r : index
}
func.func @f982() -> i32 {
  %c0 = arith.constant -128 : i8
  %r = arith.extsi %c0 : i8 to i32
  return %r : i32
}
func.func @f983() -> i32 {
  %c0 = arith.constant -128 : i8
  %r = arith.extui %c0 : i8 to i32
  return %r : i32
}
func.func @f984() -> f32 {
  %c0 = arith.constant -128 : i8
  %r = arith.sitofp %c0 : i8 to f32
  return %r : f32
}
func.func @f985() -> f64 {
  %c0 = arith.constant -128 : i8
  %r = arith.uitofp %c0 : i8 to f64
  return %r : f64
}
func.func @f986() -> index {
  %c0 = arith.constant -128 : i8
  %r = arith.index_castui %c0 : i8 to index
  return %r : index
}
func.func @f987() -> i32 {
  %c0 = arith.constant 127 : i8
  %r = arith.extsi %c0 : i8 to i32
  return %r : i32
}
func.func @f988() -> i32 {
  %c0 = arith.constant 127 : i8
  %r = arith.extui %c0 : i8 to i32
  return %r : i32
}
func.func @f989() -> f32 {
  %c0 = arith.constant 127 : i8
  %r = arith.sitofp %c0 : i8 to f32
  return %r : f32
}
func.func @f990() -> f64 {
  %c0 = arith.constant 127 : i8
  %r = arith.uitofp %c0 : i8 to f64
  return %r : f64
}
func.func @f991() -> index {
  %c0 = arith.constant 127 : i8
  %r = arith.index_castui %c0 : i8 to index
  return %r : index
}
func.func @f992() -> i32 {
  %c0 = arith.constant -7 : i8
  %r = arith.extsi %c0 : i8 to i32
  return %r : i32
}
func.func @f993() -> i32 {
  %c0 = arith.constant -7 : i8
  %r = arith.extui %c0 : i8 to i32
  return %r : i32
}
func.func @f994() -> f32 {
  %c0 = arith.constant -7 : i8
  %r = arith.sitofp %c0 : i8 to f32
  return %r : f32
}
func.func @f995() -> f64 {
  %c0 = arith.constant -7 : i8
  %r = arith.uitofp %c0 : i8 to f64
  return %r : f64
}
func.func @f996() -> index {
  %c0 = arith.constant -7 : i8
  %r = arith.index_castui %c0 : i8 to index
  return %r : index
}
func.func @f997() -> i8 {
  %c0 = arith.constant 0 : i32
  %r = arith.trunci %c0 : i32 to i8
  return %r : i8
}
func.func @f998() -> i8 {
  %c0 = arith.constant 1 : i32
  %r = arith.trunci %c0 : i32 to i8
  return %r : i8
}
func.func @f999() -> i8 {
  %c0 = arith.constant -1 : i32
  %r = arith.trunci %c0 : i32 to i8
  return %r : i8
}
func.func @f1000() -> i8 {
  %c0 = arith.constant 300 : i32
  %r = arith.trunci %c0 : i32 to i8
  return %r : i8
}
func.func @f1001() -> i8 {
  %c0 = arith.constant -129 : i32
  %r = arith.trunci %c0 : i32 to i8
  return %r : i8
}
func.func @f1002() -> i8 {
  %c0 = arith.constant 2147483647 : i32
  %r = arith.trunci %c0 : i32 to i8
  return %r : i8
}
func.func @f1003() -> f32 {
  %c0 = arith.constant 16777217 : i32
  %r = arith.sitofp %c0 : i32 to f32
  return %r : f32
}
func.func @f1004() -> f32 {
  %c0 = arith.constant -1 : i64
  %r = arith.uitofp %c0 : i64 to f32
  return %r : f32
}
func.func @f1005() -> i8 {
  %c0 = arith.constant 1.5 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1006() -> i8 {
  %c0 = arith.constant 1.5 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1007() -> i8 {
  %c0 = arith.constant -1.5 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1008() -> i8 {
  %c0 = arith.constant -1.5 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1009() -> i8 {
  %c0 = arith.constant 127.9 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1010() -> i8 {
  %c0 = arith.constant 127.9 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1011() -> i8 {
  %c0 = arith.constant 128.0 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1012() -> i8 {
  %c0 = arith.constant 128.0 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1013() -> i8 {
  %c0 = arith.constant -128.0 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1014() -> i8 {
  %c0 = arith.constant -128.0 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1015() -> i8 {
  %c0 = arith.constant -129.0 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1016() -> i8 {
  %c0 = arith.constant -129.0 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1017() -> i8 {
  %c0 = arith.constant -0.5 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1018() -> i8 {
  %c0 = arith.constant -0.5 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1019() -> i8 {
  %c0 = arith.constant 255.0 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1020() -> i8 {
  %c0 = arith.constant 255.0 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1021() -> i8 {
  %c0 = arith.constant 256.0 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1022() -> i8 {
  %c0 = arith.constant 256.0 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1023() -> i8 {
  %c0 = arith.constant 0x7F800000 : f32
  %r = arith.fptosi %c0 : f32 to i8
  return %r : i8
}
func.func @f1024() -> i8 {
  %c0 = arith.constant 0x7F800000 : f32
  %r = arith.fptoui %c0 : f32 to i8
  return %r : i8
}
func.func @f1025() -> i32 {
  %c0 = arith.constant 1.0 : f32
  %r = arith.bitcast %c0 : f32 to i32
  return %r : i32
}
func.func @f1026() -> i64 {
  %c0 = arith.constant -2.5 : f64
  %r = arith.bitcast %c0 : f64 to i64
  return %r : i64
}
func.func @f1027() -> f32 {
  %c0 = arith.constant 1065353216 : i32
  %r = arith.bitcast %c0 : i32 to f32
  return %r : f32
}
func.func @f1028() -> f64 {
  %c0 = arith.constant -4611686018427387904 : i64
  %r = arith.bitcast %c0 : i64 to f64
  return %r : f64
}
func.func @f1029() -> f64 {
  %c0 = arith.constant 1.5 : f32
  %r = arith.extf %c0 : f32 to f64
  return %r : f64
}
func.func @f1030() -> f64 {
  %c0 = arith.constant 0.1 : f32
  %r = arith.extf %c0 : f32 to f64
  return %r : f64
}
func.func @f1031() -> f64 {
  %c0 = arith.constant 0x7F800000 : f32
  %r = arith.extf %c0 : f32 to f64
  return %r : f64
}
func.func @f1032() -> f64 {
  %c0 = arith.constant -0.0 : f32
  %r = arith.extf %c0 : f32 to f64
  return %r : f64
}
func.func @f1033() -> f32 {
  %c0 = arith.constant 1.5 : f64
  %r = arith.truncf %c0 : f64 to f32
  return %r : f32
}
func.func @f1034() -> f32 {
  %c0 = arith.constant 1.5 : f64
  %r = arith.truncf %c0 upward : f64 to f32
  return %r : f32
}
func.func @f1035() -> f32 {
  %c0 = arith.constant 0.1 : f64
  %r = arith.truncf %c0 : f64 to f32
  return %r : f32
}
func.func @f1036() -> f32 {
  %c0 = arith.constant 0.1 : f64
  %r = arith.truncf %c0 upward : f64 to f32
  return %r : f32
}
func.func @f1037() -> f32 {
  %c0 = arith.constant 1.0e300 : f64
  %r = arith.truncf %c0 : f64 to f32
  return %r : f32
}
func.func @f1038() -> f32 {
  %c0 = arith.constant 1.0e300 : f64
  %r = arith.truncf %c0 upward : f64 to f32
  return %r : f32
}
func.func @f1039() -> f32 {
  %c0 = arith.constant -0.0 : f64
  %r = arith.truncf %c0 : f64 to f32
  return %r : f32
}
func.func @f1040() -> f32 {
  %c0 = arith.constant -0.0 : f64
  %r = arith.truncf %c0 upward : f64 to f32
  return %r : f32
}
