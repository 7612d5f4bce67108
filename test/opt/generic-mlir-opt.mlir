// REQUIRES: mlir-opt
// visa-opt's generic form is read by MLIR's own mlir-opt (LLVM 22).
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @kernel(
// CHECK: scf.for
// CHECK: arith.muli
// CHECK: "mine.opaque"() {{.*}}: () -> !mine.thing<[1, 2]>
func.func @kernel(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %t = arith.muli %acc, %acc : i32
    scf.yield %t : i32
  }
  %o = "mine.opaque"() {note = "kept"} : () -> !mine.thing<[1, 2]>
  return %r : i32
}
