// mlir-opt-22 gives the errors locations-invalid.mlir expects, so its expectations
// are upstream's own words and places.
// REQUIRES: mlir-opt
// RUN: mlir-opt %S/locations-invalid.mlir --split-input-file --verify-diagnostics --allow-unregistered-dialect
