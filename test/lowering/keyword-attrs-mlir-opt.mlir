// REQUIRES: mlir-opt
// mlir-opt-22 reads the engine and hw keyword and sequencer attributes as opaque dialect
// attributes and prints them back unchanged.
// RUN: visa-opt %S/keyword-attrs.mlir --allow-unregistered-dialect --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %S/keyword-attrs.mlir
