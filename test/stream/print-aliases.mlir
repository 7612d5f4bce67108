// The stream dialect names an alias for each of its types (MLIR's getAlias; decision
// C11B-3): tier or position, `_sub` in the sub context, element type. Distinct types
// with the same name are numbered (`_1` after a trailing digit); a type used several
// times is defined once; the output reads back to the same text.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | visa-opt --allow-unregistered-dialect | FileCheck %s
// With --mlir-print-aliases, other dialect types and attributes get numbered aliases
// too, while stream types keep their own names.
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-aliases | FileCheck %s --check-prefix=ALL

// CHECK: !dm_i32 = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// CHECK-NEXT: !dm_i32_1 = !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[A % 8 # 16]>
// CHECK-NEXT: !fetch_sub_bf16 = !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// CHECK-NEXT: !fetch_bf16 = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
// CHECK-NEXT: module attributes {mapping.axes = #mapping.axes<A = 2048>} {
// CHECK-NEXT:   %0:2 = "test.op"() : () -> (!dm_i32, !dm_i32_1)
// CHECK-NEXT:   %1 = "test.op"(%0#0, %0#1) : (!dm_i32, !dm_i32_1) -> !fetch_sub_bf16
// CHECK-NEXT:   %2 = "test.op"(%1) {ty = !fetch_bf16} : (!fetch_sub_bf16) -> !test.other<1>
// CHECK-NEXT: }

// ALL: !dm_i32 = !stream.dm<
// ALL: !fetch_bf16 = !stream.tensor<fetch, main,
// ALL-NEXT: !test0 = !test.other<1>
// ALL: %2 = "test.op"(%1) {ty = !fetch_bf16} : (!fetch_sub_bf16) -> !test0

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  %a, %b = "test.op"() : () -> (!stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>, !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[A % 8 # 16]>)
  %f = "test.op"(%a, %b) : (!stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>, !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[A % 8 # 16]>) -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
  %g = "test.op"(%f) {ty = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>} : (!stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>) -> !test.other<1>
}
