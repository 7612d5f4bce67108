// mlir-opt-22 gives the errors shaped-types-invalid.mlir expects, so its expectations
// are upstream's own words and lines.
// REQUIRES: mlir-opt
// RUN: mlir-opt %S/shaped-types-invalid.mlir --split-input-file --verify-diagnostics --allow-unregistered-dialect
