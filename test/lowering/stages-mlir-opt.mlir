// REQUIRES: mlir-opt
// Every level's generic form (stream, engine, hw) is read by MLIR's own mlir-opt (LLVM 22)
// as unregistered dialects, for both example kernels.
// RUN: visa-opt %S/../../examples/constant_add.mlir --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=STREAM
// RUN: visa-opt %S/../../examples/constant_add.mlir --convert-stream-to-engine --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=ENGINE
// RUN: visa-opt %S/../../examples/constant_add.mlir --lower-to-hw --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=HW
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=STREAM
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --convert-stream-to-engine --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=ENGINE
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --lower-to-hw --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=HW

// STREAM: "stream.kernel"
// STREAM: "stream.fetch"
// STREAM: "stream.commit"
// ENGINE: "engine.program"
// ENGINE: "engine.dma"
// HW: "hw.program"
// HW: "hw.tu"
