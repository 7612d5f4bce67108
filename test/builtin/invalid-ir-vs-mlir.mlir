// mlir-opt-22 gives the errors invalid-ir.mlir expects, so its expectations are
// upstream's own words and places.
// REQUIRES: mlir-opt
// RUN: mlir-opt %S/invalid-ir.mlir --split-input-file --verify-diagnostics --allow-unregistered-dialect
