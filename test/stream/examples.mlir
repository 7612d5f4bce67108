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

// Each stream type is printed once, at the top, as the alias the dialect names (tier
// or position, `_sub` in the sub context, element type), and used by that name.
// K1: !hbm_i32 = !stream.hbm<i32, m[1], m[A]>
// K1-NEXT: !dm_i32 = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// K1-NEXT: !begin_i32 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// K1-NEXT: !fetch_i32 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// K1-NEXT: !collect_i32 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// K1-NEXT: !vector_init_i32 = !stream.tensor<vector_init, main, i32, {{.*}}>
// K1-NEXT: !vector_branch_i32 = !stream.tensor<vector_branch, main, i32, {{.*}}>
// K1-NEXT: !vector_final_i32 = !stream.tensor<vector_final, main, i32, {{.*}}>
// K1-NEXT: !host_i32 = !stream.host<i32, m[A]>
// K1-NEXT: module attributes {mapping.axes = #mapping.axes<A = 2048>} {
// K1-NEXT:   stream.kernel @kernel(%arg0: !hbm_i32) -> !hbm_i32 attributes {chips = 1 : i64} {
// K1-NEXT:     %0 = stream.to_dm %arg0 at 0 : !hbm_i32 -> !dm_i32
// K1-NEXT:     %1 = stream.begin %0 : !dm_i32 -> !begin_i32
// K1-NEXT:     %2 = stream.fetch %1 : !begin_i32 -> !fetch_i32
// K1-NEXT:     %3 = stream.collect %2 : !fetch_i32 -> !collect_i32
// K1-NEXT:     %4 = stream.vector_init %3 : !collect_i32 -> !vector_init_i32
// K1-NEXT:     %5 = stream.vector_intra_slice_branch %4 unconditional : !vector_init_i32 -> !vector_branch_i32
// K1-NEXT:     %6 = stream.vector_fxp add_fxp %5, 1 : !vector_branch_i32 -> !vector_branch_i32
// K1-NEXT:     %7 = stream.vector_final %6 : !vector_branch_i32 -> !vector_final_i32
// K1-NEXT:     %8 = stream.commit %7 at 4096 : !vector_final_i32 -> !dm_i32
// K1-NEXT:     %9 = stream.to_hbm %8 at 268435456 : !dm_i32 -> !hbm_i32
// K1-NEXT:     stream.return %9 : !hbm_i32
// K1-NEXT:   }
// K1-NEXT:   stream.host_func @main(%arg0: !host_i32) -> !host_i32 {
// K1-NEXT:     %0 = stream.to_hbm %arg0 at 0 : !host_i32 -> !hbm_i32
// K1-NEXT:     %1 = stream.launch @kernel(%0) : (!hbm_i32) -> !hbm_i32
// K1-NEXT:     %2 = stream.to_host %1 : !hbm_i32 -> !host_i32
// K1-NEXT:     stream.return %2 : !host_i32
// K1-NEXT:   }
// K1-NEXT: }

// K2: !hbm_i32 = !stream.hbm<i32, m[1], m[A]>
// K2: !begin_sub_i32 = !stream.tensor<begin, sub, i32,
// K2-NEXT: !fetch_sub_i32 = !stream.tensor<fetch, sub, i32,
// K2-NEXT: !collect_sub_i32 = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]>
// K2-NEXT: !vrf_i32 = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// K2-NEXT: !begin_i32 = !stream.tensor<begin, main, i32,
// K2: !host_i32 = !stream.host<i32, m[A]>
// K2: stream.kernel @kernel(%arg0: !hbm_i32, %arg1: !hbm_i32) -> !hbm_i32 attributes {chips = 1 : i64} {
// K2-NEXT: %0 = stream.to_dm %arg0 at 0 :
// K2-NEXT: %1 = stream.to_dm %arg1 at 4096 :
// K2-NEXT: %2 = stream.begin %1 : {{.*}} -> !begin_sub_i32
// K2-NEXT: %3 = stream.fetch %2 : {{.*}} -> !fetch_sub_i32
// K2-NEXT: %4 = stream.collect %3 : {{.*}} -> !collect_sub_i32
// K2-NEXT: %5 = stream.to_vrf %4 at 0 : {{.*}} -> !vrf_i32
// K2-NEXT: %6 = stream.begin %0 : {{.*}} -> !begin_i32
// K2:      %11 = stream.vector_fxp mul_int %10, %5 : !vector_branch_i32, !vrf_i32 -> !vector_branch_i32
// K2:      %13 = stream.commit %12 at 8192 :
// K2-NEXT: %14 = stream.to_hbm %13 at 536870912 :
// K2:      stream.host_func @main(%arg0: !host_i32, %arg1: !host_i32) -> !host_i32 {
// K2-NEXT: %0 = stream.to_hbm %arg0 at 0 :
// K2-NEXT: %1 = stream.to_hbm %arg1 at 268435456 :
// K2-NEXT: %2 = stream.launch @kernel(%0, %1) : (!hbm_i32, !hbm_i32) -> !hbm_i32

// GEN: "stream.vector_fxp"(%{{.*}}, %{{.*}}) <{op = "mul_int"}>
// GEN: "stream.commit"(%{{.*}}) <{addr = 8192 : i64}>

// CANON: !hbm_i32 = !stream.hbm<i32, m[1], m[A]>
// CANON-NEXT: !dm_i32 = !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[A % 8]>
// CANON: !collect_sub_i32 = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
// CANON: stream.to_dm %arg0 at 0 : !hbm_i32 -> !dm_i32
// CANON: stream.collect %{{.*}} -> !collect_sub_i32
