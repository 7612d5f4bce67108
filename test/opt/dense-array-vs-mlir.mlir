// mlir-opt-22 reads visa-opt's output of dense-array.mlir back to the same text.
// REQUIRES: mlir-opt
// RUN: visa-opt --allow-unregistered-dialect %S/dense-array.mlir | mlir-opt --allow-unregistered-dialect | FileCheck %S/dense-array.mlir
// RUN: mlir-opt --allow-unregistered-dialect %S/dense-array.mlir | FileCheck %S/dense-array.mlir
