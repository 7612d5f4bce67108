// Zero-width integers (found by tools/tests/mutation.rs: interning `N : i0` shifted a
// 128-bit value by 128 and panicked): `0 : i0` is the only value, as in MLIR.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not visa-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: "test.op"() {c = 0 : i0} : () -> ()
"test.op"() {c = 0 : i0} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {b = 5 : i0} : () -> ()

// -----

// CHECK: arith.constant 0 : i0
%0 = arith.constant 0 : i0
"test.op"(%0) : (i0) -> ()
