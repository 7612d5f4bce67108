// distinct.mlir and distinct-invalid.mlir against mlir-opt-22: the same text (aliased,
// local scope, generic form), mlir-opt reads visa-opt's output back, and mlir-opt-22
// accepts distinct-invalid.mlir's expectations.
// REQUIRES: mlir-opt
// (`diff -B`: mlir-opt ends its output with an empty line.)
// RUN: visa-opt %S/distinct.mlir --allow-unregistered-dialect > %t.visa
// RUN: mlir-opt %S/distinct.mlir --allow-unregistered-dialect > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// RUN: visa-opt %S/distinct.mlir --allow-unregistered-dialect --mlir-print-local-scope > %t.visa.l
// RUN: mlir-opt %S/distinct.mlir --allow-unregistered-dialect --mlir-print-local-scope > %t.mlir.l
// RUN: diff -B %t.visa.l %t.mlir.l
// RUN: visa-opt %S/distinct.mlir --allow-unregistered-dialect --mlir-print-op-generic > %t.visa.g
// RUN: mlir-opt %S/distinct.mlir --allow-unregistered-dialect --mlir-print-op-generic > %t.mlir.g
// RUN: diff -B %t.visa.g %t.mlir.g
// RUN: visa-opt %S/distinct.mlir --allow-unregistered-dialect | mlir-opt --allow-unregistered-dialect > %t.back
// RUN: diff -B %t.back %t.mlir
// RUN: mlir-opt %S/distinct-invalid.mlir --split-input-file --verify-diagnostics --allow-unregistered-dialect
