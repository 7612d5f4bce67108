// The two example kernels parse, verify and print; the printed form reparses to
// the same text (custom and generic forms).

// RUN: visa-opt %S/../../examples/constant_add.mlir | FileCheck %s --check-prefix=K1
// RUN: visa-opt %S/../../examples/constant_add.mlir | visa-opt | FileCheck %s --check-prefix=K1
// RUN: visa-opt %S/../../examples/constant_add.mlir --mlir-print-op-generic | visa-opt | FileCheck %s --check-prefix=K1
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir | FileCheck %s --check-prefix=K2
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir | visa-opt | FileCheck %s --check-prefix=K2
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --mlir-print-op-generic | visa-opt | FileCheck %s --check-prefix=K2
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// mapping-canonicalize keeps the program valid (verified after the pass) and drops
// the padding that is already the axis size: `m[A / 8 # 256]` is `m[A / 8]`.
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --mapping-canonicalize | FileCheck %s --check-prefix=CANON
// RUN: visa-opt %S/../../examples/elementwise_mul.mlir --mapping-canonicalize | visa-opt --mapping-verify | FileCheck %s --check-prefix=CANON

// K1: module attributes {mapping.axes = #mapping.axes<A = 2048>} {
// K1-NEXT:   stream.kernel @kernel(%arg0: !stream.hbm<i32, m[1], m[A]>) -> !stream.hbm<i32, m[1], m[A]> attributes {chips = 1 : i64} {
// K1-NEXT:     %0 = stream.to_dm %arg0 at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// K1-NEXT:     %1 = stream.begin %0 : !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]> -> !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// K1-NEXT:     %2 = stream.fetch %1 : {{.*}} -> !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// K1-NEXT:     %3 = stream.collect %2 : {{.*}} -> !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// K1-NEXT:     %4 = stream.vector_init %3 : {{.*}} -> !stream.tensor<vector_init, main, {{.*}}>
// K1-NEXT:     %5 = stream.vector_intra_slice_branch %4 unconditional : {{.*}} -> !stream.tensor<vector_branch, main, {{.*}}>
// K1-NEXT:     %6 = stream.vector_fxp add_fxp %5, 1 : !stream.tensor<vector_branch, {{.*}}> -> !stream.tensor<vector_branch, {{.*}}>
// K1-NEXT:     %7 = stream.vector_final %6 : {{.*}} -> !stream.tensor<vector_final, main, {{.*}}>
// K1-NEXT:     %8 = stream.commit %7 at 4096 : {{.*}} -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// K1-NEXT:     %9 = stream.to_hbm %8 at 268435456 : !stream.dm<{{.*}}> -> !stream.hbm<i32, m[1], m[A]>
// K1-NEXT:     stream.return %9 : !stream.hbm<i32, m[1], m[A]>
// K1-NEXT:   }
// K1-NEXT:   stream.host_func @main(%arg0: !stream.host<i32, m[A]>) -> !stream.host<i32, m[A]> {
// K1-NEXT:     %0 = stream.to_hbm %arg0 at 0 : !stream.host<i32, m[A]> -> !stream.hbm<i32, m[1], m[A]>
// K1-NEXT:     %1 = stream.launch @kernel(%0) : (!stream.hbm<i32, m[1], m[A]>) -> !stream.hbm<i32, m[1], m[A]>
// K1-NEXT:     %2 = stream.to_host %1 : !stream.hbm<i32, m[1], m[A]> -> !stream.host<i32, m[A]>
// K1-NEXT:     stream.return %2 : !stream.host<i32, m[A]>
// K1-NEXT:   }
// K1-NEXT: }

// K2: stream.kernel @kernel(%arg0: !stream.hbm<i32, m[1], m[A]>, %arg1: !stream.hbm<i32, m[1], m[A]>) -> !stream.hbm<i32, m[1], m[A]> attributes {chips = 1 : i64} {
// K2-NEXT: %0 = stream.to_dm %arg0 at 0 :
// K2-NEXT: %1 = stream.to_dm %arg1 at 4096 :
// K2-NEXT: %2 = stream.begin %1 : {{.*}} -> !stream.tensor<begin, sub, i32,
// K2-NEXT: %3 = stream.fetch %2 : {{.*}} -> !stream.tensor<fetch, sub, i32,
// K2-NEXT: %4 = stream.collect %3 : {{.*}} -> !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]>
// K2-NEXT: %5 = stream.to_vrf %4 at 0 : {{.*}} -> !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// K2-NEXT: %6 = stream.begin %0 : {{.*}} -> !stream.tensor<begin, main, i32,
// K2:      %11 = stream.vector_fxp mul_int %10, %5 : !stream.tensor<vector_branch, main, {{.*}}>, !stream.vrf<i32, {{.*}}> -> !stream.tensor<vector_branch, main,
// K2:      %13 = stream.commit %12 at 8192 :
// K2-NEXT: %14 = stream.to_hbm %13 at 536870912 :
// K2:      stream.host_func @main(%arg0: !stream.host<i32, m[A]>, %arg1: !stream.host<i32, m[A]>) -> !stream.host<i32, m[A]> {
// K2-NEXT: %0 = stream.to_hbm %arg0 at 0 :
// K2-NEXT: %1 = stream.to_hbm %arg1 at 268435456 :
// K2-NEXT: %2 = stream.launch @kernel(%0, %1) : (!stream.hbm<i32, m[1], m[A]>, !stream.hbm<i32, m[1], m[A]>) -> !stream.hbm<i32, m[1], m[A]>

// GEN: "stream.vector_fxp"(%{{.*}}, %{{.*}}) {op = "mul_int"}
// GEN: "stream.commit"(%{{.*}}) {addr = 8192 : i64}

// CANON: stream.to_dm %arg0 at 0 : !stream.hbm<i32, m[1], m[A]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[A % 8]>
// CANON: stream.collect %{{.*}} -> !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
