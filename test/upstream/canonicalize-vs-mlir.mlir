// Constant folding and canonicalization against MLIR itself: the integer folds of
// addi/subi/muli, cmpi (all ten predicates) and index_cast at the edges of i1, i8, i32
// and index, and the algebraic identities and constant reassociations, canonicalized by
// visa-opt and by LLVM 22's mlir-opt (read back through visa-opt so the SSA names
// agree). One fold per function keeps the outputs comparable line by line. The scf.for
// simplifications (zero- and one-trip loops, dead loops, invariant loop-carried values),
// then more identities and nested selects, come last. One MLIR result is left out on
// purpose: `index_cast` chains that narrow (decision U3).
// REQUIRES: mlir-opt
// RUN: visa-opt %s --canonicalize > %t.visa
// RUN: mlir-opt %s --canonicalize | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir

func.func @f1() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.addi %a, %b : i1
  return %r : i1
}
func.func @f2() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.subi %a, %b : i1
  return %r : i1
}
func.func @f3() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.muli %a, %b : i1
  return %r : i1
}
func.func @f4() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi eq, %a, %b : i1
  return %r : i1
}
func.func @f5() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi ne, %a, %b : i1
  return %r : i1
}
func.func @f6() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi slt, %a, %b : i1
  return %r : i1
}
func.func @f7() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi sle, %a, %b : i1
  return %r : i1
}
func.func @f8() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi sgt, %a, %b : i1
  return %r : i1
}
func.func @f9() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi sge, %a, %b : i1
  return %r : i1
}
func.func @f10() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi ult, %a, %b : i1
  return %r : i1
}
func.func @f11() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi ule, %a, %b : i1
  return %r : i1
}
func.func @f12() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi ugt, %a, %b : i1
  return %r : i1
}
func.func @f13() -> i1 {
  %a = arith.constant false
  %b = arith.constant false
  %r = arith.cmpi uge, %a, %b : i1
  return %r : i1
}
func.func @f14() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.addi %a, %b : i1
  return %r : i1
}
func.func @f15() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.subi %a, %b : i1
  return %r : i1
}
func.func @f16() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.muli %a, %b : i1
  return %r : i1
}
func.func @f17() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi eq, %a, %b : i1
  return %r : i1
}
func.func @f18() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi ne, %a, %b : i1
  return %r : i1
}
func.func @f19() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi slt, %a, %b : i1
  return %r : i1
}
func.func @f20() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi sle, %a, %b : i1
  return %r : i1
}
func.func @f21() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi sgt, %a, %b : i1
  return %r : i1
}
func.func @f22() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi sge, %a, %b : i1
  return %r : i1
}
func.func @f23() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi ult, %a, %b : i1
  return %r : i1
}
func.func @f24() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi ule, %a, %b : i1
  return %r : i1
}
func.func @f25() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi ugt, %a, %b : i1
  return %r : i1
}
func.func @f26() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.cmpi uge, %a, %b : i1
  return %r : i1
}
func.func @f27() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.addi %a, %b : i1
  return %r : i1
}
func.func @f28() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.subi %a, %b : i1
  return %r : i1
}
func.func @f29() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.muli %a, %b : i1
  return %r : i1
}
func.func @f30() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi eq, %a, %b : i1
  return %r : i1
}
func.func @f31() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi ne, %a, %b : i1
  return %r : i1
}
func.func @f32() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi slt, %a, %b : i1
  return %r : i1
}
func.func @f33() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi sle, %a, %b : i1
  return %r : i1
}
func.func @f34() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi sgt, %a, %b : i1
  return %r : i1
}
func.func @f35() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi sge, %a, %b : i1
  return %r : i1
}
func.func @f36() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi ult, %a, %b : i1
  return %r : i1
}
func.func @f37() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi ule, %a, %b : i1
  return %r : i1
}
func.func @f38() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi ugt, %a, %b : i1
  return %r : i1
}
func.func @f39() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.cmpi uge, %a, %b : i1
  return %r : i1
}
func.func @f40() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.addi %a, %b : i1
  return %r : i1
}
func.func @f41() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.subi %a, %b : i1
  return %r : i1
}
func.func @f42() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.muli %a, %b : i1
  return %r : i1
}
func.func @f43() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi eq, %a, %b : i1
  return %r : i1
}
func.func @f44() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi ne, %a, %b : i1
  return %r : i1
}
func.func @f45() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi slt, %a, %b : i1
  return %r : i1
}
func.func @f46() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi sle, %a, %b : i1
  return %r : i1
}
func.func @f47() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi sgt, %a, %b : i1
  return %r : i1
}
func.func @f48() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi sge, %a, %b : i1
  return %r : i1
}
func.func @f49() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi ult, %a, %b : i1
  return %r : i1
}
func.func @f50() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi ule, %a, %b : i1
  return %r : i1
}
func.func @f51() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi ugt, %a, %b : i1
  return %r : i1
}
func.func @f52() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.cmpi uge, %a, %b : i1
  return %r : i1
}
func.func @f53() -> index {
  %a = arith.constant false
  %r = arith.index_cast %a : i1 to index
  return %r : index
}
func.func @f54() -> index {
  %a = arith.constant true
  %r = arith.index_cast %a : i1 to index
  return %r : index
}
func.func @f55() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f56() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f57() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f58() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f59() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f60() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f61() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f62() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f63() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f64() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f65() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f66() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f67() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f68() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f69() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f70() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f71() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f72() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f73() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f74() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f75() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f76() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f77() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f78() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f79() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f80() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f81() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f82() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f83() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f84() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f85() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f86() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f87() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f88() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f89() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f90() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f91() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f92() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f93() -> i1 {
  %a = arith.constant -1 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f94() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f95() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f96() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f97() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f98() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f99() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f100() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f101() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f102() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f103() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f104() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f105() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f106() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f107() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f108() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f109() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f110() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f111() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f112() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f113() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f114() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f115() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f116() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f117() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f118() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f119() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f120() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f121() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f122() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f123() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f124() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f125() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f126() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f127() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f128() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f129() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f130() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f131() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f132() -> i1 {
  %a = arith.constant 127 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f133() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f134() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f135() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f136() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f137() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f138() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f139() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f140() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f141() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f142() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f143() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f144() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f145() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f146() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f147() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f148() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f149() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f150() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f151() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f152() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f153() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f154() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f155() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f156() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f157() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f158() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f159() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @f160() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @f161() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.muli %a, %b : i8
  return %r : i8
}
func.func @f162() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi eq, %a, %b : i8
  return %r : i1
}
func.func @f163() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ne, %a, %b : i8
  return %r : i1
}
func.func @f164() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi slt, %a, %b : i8
  return %r : i1
}
func.func @f165() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sle, %a, %b : i8
  return %r : i1
}
func.func @f166() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sgt, %a, %b : i8
  return %r : i1
}
func.func @f167() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi sge, %a, %b : i8
  return %r : i1
}
func.func @f168() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @f169() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ule, %a, %b : i8
  return %r : i1
}
func.func @f170() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi ugt, %a, %b : i8
  return %r : i1
}
func.func @f171() -> i1 {
  %a = arith.constant -128 : i8
  %b = arith.constant -128 : i8
  %r = arith.cmpi uge, %a, %b : i8
  return %r : i1
}
func.func @f172() -> index {
  %a = arith.constant -1 : i8
  %r = arith.index_cast %a : i8 to index
  return %r : index
}
func.func @f173() -> index {
  %a = arith.constant 127 : i8
  %r = arith.index_cast %a : i8 to index
  return %r : index
}
func.func @f174() -> index {
  %a = arith.constant -128 : i8
  %r = arith.index_cast %a : i8 to index
  return %r : index
}
func.func @f175() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f176() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f177() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f178() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f179() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f180() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f181() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f182() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f183() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f184() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f185() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f186() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f187() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f188() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f189() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f190() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f191() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f192() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f193() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f194() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f195() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f196() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f197() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f198() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f199() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f200() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f201() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f202() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f203() -> i32 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f204() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f205() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f206() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f207() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f208() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f209() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f210() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f211() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f212() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f213() -> i1 {
  %a = arith.constant -1 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f214() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f215() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f216() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f217() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f218() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f219() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f220() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f221() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f222() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f223() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f224() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f225() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f226() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f227() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f228() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f229() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f230() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f231() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f232() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f233() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f234() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f235() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f236() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f237() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f238() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f239() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f240() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f241() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f242() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f243() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f244() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f245() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f246() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f247() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f248() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f249() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f250() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f251() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f252() -> i1 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f253() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f254() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f255() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f256() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f257() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f258() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f259() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f260() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f261() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f262() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f263() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f264() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f265() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f266() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f267() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f268() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f269() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f270() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f271() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f272() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f273() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f274() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f275() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f276() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f277() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f278() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 2147483647 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f279() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @f280() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func @f281() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.muli %a, %b : i32
  return %r : i32
}
func.func @f282() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @f283() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}
func.func @f284() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
func.func @f285() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}
func.func @f286() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}
func.func @f287() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}
func.func @f288() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
func.func @f289() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}
func.func @f290() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}
func.func @f291() -> i1 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -2147483648 : i32
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}
func.func @f292() -> index {
  %a = arith.constant -1 : i32
  %r = arith.index_cast %a : i32 to index
  return %r : index
}
func.func @f293() -> index {
  %a = arith.constant 2147483647 : i32
  %r = arith.index_cast %a : i32 to index
  return %r : index
}
func.func @f294() -> index {
  %a = arith.constant -2147483648 : i32
  %r = arith.index_cast %a : i32 to index
  return %r : index
}
func.func @f295() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f296() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f297() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f298() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f299() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f300() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f301() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f302() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f303() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f304() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f305() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f306() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f307() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f308() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f309() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f310() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f311() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f312() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f313() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f314() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f315() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f316() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f317() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f318() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f319() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f320() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f321() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f322() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f323() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f324() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f325() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f326() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f327() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f328() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f329() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f330() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f331() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f332() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f333() -> i1 {
  %a = arith.constant 1 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f334() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f335() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f336() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f337() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f338() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f339() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f340() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f341() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f342() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f343() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f344() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f345() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f346() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f347() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f348() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f349() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f350() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f351() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f352() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f353() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f354() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f355() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f356() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f357() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f358() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f359() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f360() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f361() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f362() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f363() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f364() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f365() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f366() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f367() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f368() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f369() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f370() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f371() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f372() -> i1 {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f373() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f374() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f375() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f376() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f377() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f378() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f379() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f380() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f381() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f382() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f383() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f384() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f385() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 1 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f386() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f387() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f388() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f389() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f390() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f391() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f392() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f393() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f394() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f395() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f396() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f397() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f398() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant 9223372036854775807 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f399() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @f400() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.subi %a, %b : index
  return %r : index
}
func.func @f401() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @f402() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi eq, %a, %b : index
  return %r : i1
}
func.func @f403() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ne, %a, %b : index
  return %r : i1
}
func.func @f404() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @f405() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sle, %a, %b : index
  return %r : i1
}
func.func @f406() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sgt, %a, %b : index
  return %r : i1
}
func.func @f407() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi sge, %a, %b : index
  return %r : i1
}
func.func @f408() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ult, %a, %b : index
  return %r : i1
}
func.func @f409() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ule, %a, %b : index
  return %r : i1
}
func.func @f410() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi ugt, %a, %b : index
  return %r : i1
}
func.func @f411() -> i1 {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -9223372036854775808 : index
  %r = arith.cmpi uge, %a, %b : index
  return %r : i1
}
func.func @f412() -> i8 {
  %a = arith.constant 1 : index
  %r = arith.index_cast %a : index to i8
  return %r : i8
}
func.func @f413() -> i32 {
  %a = arith.constant 1 : index
  %r = arith.index_cast %a : index to i32
  return %r : i32
}
func.func @f414() -> i64 {
  %a = arith.constant 1 : index
  %r = arith.index_cast %a : index to i64
  return %r : i64
}
func.func @f415() -> i8 {
  %a = arith.constant 9223372036854775807 : index
  %r = arith.index_cast %a : index to i8
  return %r : i8
}
func.func @f416() -> i32 {
  %a = arith.constant 9223372036854775807 : index
  %r = arith.index_cast %a : index to i32
  return %r : i32
}
func.func @f417() -> i64 {
  %a = arith.constant 9223372036854775807 : index
  %r = arith.index_cast %a : index to i64
  return %r : i64
}
func.func @f418() -> i8 {
  %a = arith.constant -9223372036854775808 : index
  %r = arith.index_cast %a : index to i8
  return %r : i8
}
func.func @f419() -> i32 {
  %a = arith.constant -9223372036854775808 : index
  %r = arith.index_cast %a : index to i32
  return %r : i32
}
func.func @f420() -> i64 {
  %a = arith.constant -9223372036854775808 : index
  %r = arith.index_cast %a : index to i64
  return %r : i64
}
func.func @f421(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.addi %c0, %x : i8
  return %r : i8
}
func.func @f422(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.muli %c1, %x : i8
  return %r : i8
}
func.func @f423(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.muli %x, %c0 : i8
  return %r : i8
}
func.func @f424(%x: i8) -> i8 {
  %r = arith.subi %x, %x : i8
  return %r : i8
}
func.func @f425(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %c9 = arith.constant 100 : i8
  %s = arith.subi %c5, %x : i8
  %r = arith.subi %c9, %s : i8
  return %r : i8
}
func.func @f426(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %c9 = arith.constant 100 : i8
  %s = arith.subi %x, %c5 : i8
  %r = arith.subi %c9, %s : i8
  return %r : i8
}
func.func @f427(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %c9 = arith.constant 100 : i8
  %s = arith.addi %x, %c5 : i8
  %r = arith.subi %s, %c9 : i8
  return %r : i8
}
func.func @f428(%x: i8) -> i8 {
  %c9 = arith.constant 100 : i8
  %s = arith.muli %x, %c9 : i8
  %r = arith.muli %c9, %s : i8
  return %r : i8
}
func.func @f429(%x: i8, %y: i8) -> i8 {
  %p = arith.addi %x, %y : i8
  %r = arith.subi %p, %y : i8
  return %r : i8
}
func.func @f430(%x: i8, %y: i8) -> i8 {
  %p = arith.subi %x, %y : i8
  %r = arith.addi %y, %p : i8
  return %r : i8
}
func.func @f431(%x: i8, %c: i1) -> i8 {
  %r = arith.select %c, %x, %x : i8
  return %r : i8
}
func.func @f432(%x: i8) -> i1 {
  %c5 = arith.constant 5 : i8
  %r = arith.cmpi ult, %c5, %x : i8
  return %r : i1
}
func.func @f433(%x: i8) -> i1 {
  %r = arith.cmpi sge, %x, %x : i8
  return %r : i1
}
func.func @f434(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %r = arith.addi %c0, %x : index
  return %r : index
}
func.func @f435(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %r = arith.muli %c1, %x : index
  return %r : index
}
func.func @f436(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %r = arith.muli %x, %c0 : index
  return %r : index
}
func.func @f437(%x: index) -> index {
  %r = arith.subi %x, %x : index
  return %r : index
}
func.func @f438(%x: index) -> index {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 100 : index
  %s = arith.subi %c5, %x : index
  %r = arith.subi %c9, %s : index
  return %r : index
}
func.func @f439(%x: index) -> index {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 100 : index
  %s = arith.subi %x, %c5 : index
  %r = arith.subi %c9, %s : index
  return %r : index
}
func.func @f440(%x: index) -> index {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 100 : index
  %s = arith.addi %x, %c5 : index
  %r = arith.subi %s, %c9 : index
  return %r : index
}
func.func @f441(%x: index) -> index {
  %c9 = arith.constant 100 : index
  %s = arith.muli %x, %c9 : index
  %r = arith.muli %c9, %s : index
  return %r : index
}
func.func @f442(%x: index, %y: index) -> index {
  %p = arith.addi %x, %y : index
  %r = arith.subi %p, %y : index
  return %r : index
}
func.func @f443(%x: index, %y: index) -> index {
  %p = arith.subi %x, %y : index
  %r = arith.addi %y, %p : index
  return %r : index
}
func.func @f444(%x: index, %c: i1) -> index {
  %r = arith.select %c, %x, %x : index
  return %r : index
}
func.func @f445(%x: index) -> i1 {
  %c5 = arith.constant 5 : index
  %r = arith.cmpi ult, %c5, %x : index
  return %r : i1
}
func.func @f446(%x: index) -> i1 {
  %r = arith.cmpi sge, %x, %x : index
  return %r : i1
}
func.func @f447(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %t, %f : i1
  return %r : i1
}
func.func @f448(%c: i1) -> i1 {
  %f = arith.constant false
  %r = arith.cmpi ne, %c, %f : i1
  return %r : i1
}
func.func @f449(%x: i32) -> i32 {
  %i = arith.index_cast %x : i32 to index
  %r = arith.index_cast %i : index to i32
  return %r : i32
}

func.func @zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  return %z : i32
}
func.func @one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %o = scf.for %i = %c1 to %c10 step %c10 iter_args(%a = %x) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %n = arith.addi %a, %k : i32
    scf.yield %n : i32
  }
  return %o : i32
}
func.func @same(%x: i32, %n: index) -> i32 {
  %c1 = arith.constant 1 : index
  %o = scf.for %i = %n to %n step %c1 iter_args(%a = %x) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %m = arith.addi %a, %k : i32
    scf.yield %m : i32
  }
  return %o : i32
}
func.func @two(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %o = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> (i32) : i32 {
    %m = arith.addi %a, %i : i32
    scf.yield %m : i32
  }
  return %o : i32
}
func.func @empty(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
func.func @ident(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %b, %a : i32
    scf.yield %a, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @unused(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return
}
func.func @pure_body(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @swap(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}
func.func @effects(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @effects(%i) : (index) -> ()
  }
  return
}
func.func @initv(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @misc_a(%x: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %r = arith.cmpi ult, %x, %c0 : i32
  return %r : i1
}
func.func @misc_b(%x: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %r = arith.cmpi uge, %x, %c0 : i32
  return %r : i1
}
func.func @misc_c(%x: i32) -> i1 {
  %m = arith.constant 2147483647 : i32
  %r = arith.cmpi sle, %x, %m : i32
  return %r : i1
}
func.func @misc_d(%c: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  %s = arith.select %c, %y, %z : i32
  %r = arith.select %c, %x, %s : i32
  return %r : i32
}
func.func @misc_f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %n = arith.subi %c0, %x : i32
  %r = arith.subi %c0, %n : i32
  return %r : i32
}
func.func @misc_h(%x: i32, %y: i32) -> i32 {
  %s = arith.subi %x, %y : i32
  %r = arith.subi %x, %s : i32
  return %r : i32
}
func.func @misc_i(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  %r = arith.subi %s, %x : i32
  return %r : i32
}
func.func @misc_j(%x: i1, %y: i1) -> i1 {
  %r = arith.cmpi eq, %x, %y : i1
  return %r : i1
}
func.func @misc_k(%c: i1, %x: i32) -> i32 {
  %r = arith.select %c, %x, %x : i32
  return %r : i32
}
func.func @misc_l(%x: index) -> index {
  %c = arith.constant 3 : index
  %a = arith.muli %x, %c : index
  %b = arith.addi %a, %a : index
  return %b : index
}
func.func @select_to_not(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %f, %t : i1
  return %r : i1
}
