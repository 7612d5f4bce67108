// Pass pipelines: MLIR's textual syntax, per-pass flags in command-line order, options,
// dumping the pipeline, IR printing around passes and the timing report.
// RUN: visa-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | FileCheck %s
// RUN: visa-opt %s --canonicalize --cse | FileCheck %s
// RUN: visa-opt %s -canonicalize=max-iterations=3 -cse | FileCheck %s
// RUN: visa-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3},cse))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: visa-opt %s --canonicalize --cse --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT
// RUN: visa-opt %s --canonicalize --cse --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: visa-opt %s --canonicalize --cse --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: visa-opt %s --cse --verify-each=0 | FileCheck %s --check-prefix=NOVERIFY

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %[[M:[0-9]+]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %[[A:[0-9]+]] = arith.addi %[[M]], %[[M]] : i32
// CHECK-NEXT: return %[[A]] : i32

// DUMP: Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(func.func(canonicalize{max-iterations=3 {{.*}}},cse))

// PRINT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// PRINT: arith.constant 0
// PRINT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// PRINT-NOT: arith.constant
// PRINT: // -----// IR Dump Before CSE (cse) //----- //
// PRINT: // -----// IR Dump After CSE (cse) //----- //

// CSE changes nothing after a second CSE, so only the first dumps appear.
// CHANGE: IR Dump After Canonicalizer (canonicalize)
// CHANGE: IR Dump After CSE (cse)

// TIME: ... Execution time report ...
// TIME: Total Execution Time: {{[0-9.]+}} seconds
// TIME: ----Wall Time----  ----Name----
// TIME: Parser
// TIME: Canonicalizer
// TIME: CSE
// TIME: Output
// TIME: {{[0-9.]+}} (100.0%)  Total

// NOVERIFY: arith.muli
// NOVERIFY-NOT: arith.muli
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %0, %a : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
