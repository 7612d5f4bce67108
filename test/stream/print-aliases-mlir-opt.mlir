// REQUIRES: mlir-opt
// MLIR's own mlir-opt (LLVM 22) reads the alias definitions visa-opt prints for stream
// types; visa-opt reads mlir-opt's output back and names the same aliases.
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | visa-opt | FileCheck %s
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=MLIR

// CHECK: !collect_sub_i32 = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]>
// CHECK: %11 = stream.vector_fxp mul_int %10, %5 : !vector_branch_i32, !vrf_i32 -> !vector_branch_i32

// MLIR: "stream.to_vrf"(%{{.*}}) <{addr = 0 : i64}> : (!stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]>) -> !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
