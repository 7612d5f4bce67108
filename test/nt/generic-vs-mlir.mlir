// The generic form visa-opt prints for every nt op is read by mlir-opt-22 (with the nt
// dialect unregistered there), and mlir-opt's generic output reads back to the same
// custom form.
// REQUIRES: mlir-opt
// RUN: visa-opt --mlir-print-op-generic %S/ops.mlir | mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | visa-opt | FileCheck %S/ops.mlir
