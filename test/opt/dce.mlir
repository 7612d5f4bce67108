// dce erases unreachable blocks and pure ops whose results nobody uses, iteratively
// (erasing a user can make its operands dead); ops with effects, terminators and
// symbols stay. symbol-dce erases private symbols nothing live references.
// RUN: visa-opt %s --dce | FileCheck %s --check-prefix=DCE
// RUN: visa-opt %s --symbol-dce | FileCheck %s --check-prefix=SYM
// RUN: visa-opt %s --pass-pipeline='builtin.module(symbol-dce,func.func(dce))' | FileCheck %s --check-prefix=BOTH

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %m = arith.muli %a, %c : i32
  %dead = arith.addi %m, %m : i32
  %dead2 = arith.muli %dead, %dead : i32
  %r = call @used(%a) : (i32) -> i32
  %unused_call = call @used(%m) : (i32) -> i32
  return %m : i32
^unreachable:
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func private @used(%a: i32) -> i32 {
  return %a : i32
}
func.func private @unused(%a: i32) -> i32 {
  %k = call @unused_too(%a) : (i32) -> i32
  return %k : i32
}
func.func private @unused_too(%a: i32) -> i32 {
  return %a : i32
}
func.func @public_unused() {
  return
}

// DCE-LABEL: func.func @f(%arg0: i32) -> i32 {
// DCE-NEXT:   %[[C:.*]] = arith.constant 3 : i32
// DCE-NEXT:   %[[M:.*]] = arith.muli %arg0, %[[C]] : i32
// DCE-NEXT:   %{{.*}} = call @used(%arg0) : (i32) -> i32
// DCE-NEXT:   %{{.*}} = call @used(%[[M]]) : (i32) -> i32
// DCE-NEXT:   return %[[M]] : i32
// DCE-NEXT: }
// DCE: func.func private @unused(
// DCE: func.func private @unused_too(

// SYM-LABEL: func.func @f(
// SYM: arith.addi
// SYM: ^bb1:
// SYM: func.func private @used(
// SYM-NOT: @unused
// SYM: func.func @public_unused()
// SYM-NOT: @unused

// BOTH-LABEL: func.func @f(
// BOTH-NOT: arith.addi
// BOTH-NOT: ^bb1
// BOTH: func.func private @used(
// BOTH-NOT: @unused
// BOTH: func.func @public_unused()
