// A mapping parameter of a stream type may be an attribute alias of a
// `#mapping<m[...]>` (decision F3); it reads as the mapping it names and prints
// expanded, like every alias. Whole-type aliases (`!dm = ...`) keep working. The printer
// names each stream type with the dialect's own alias (`!dm_i32`, decision C11B-3).
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s

#slice = #mapping<m[A / 8 # 256]>
#elem = #mapping<m![A % 8]>
#one = #mapping<m[1]>
!dm = !stream.dm<i32, #one, m[1 # 2], #slice, #elem>

// CHECK: !dm_f32 = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// CHECK-NEXT: !dm_i32 = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// CHECK-NEXT: !hbm_i8 = !stream.hbm<i8, m[1], m[A]>
// CHECK-NEXT: !fetch_i8 = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // CHECK: "test.op"() : () -> !dm_f32
  "test.op"() : () -> !stream.dm<f32, #one, m[1 # 2], #slice, #elem>
  // CHECK: "test.op"() : () -> !dm_i32
  "test.op"() : () -> !dm
  // CHECK: "test.op"() : () -> !hbm_i8
  "test.op"() : () -> !stream.hbm<i8, #one, m[A]>
  // CHECK: "test.op"() : () -> !fetch_i8
  "test.op"() : () -> !stream.tensor<fetch, main, i8, #one, m[1 # 2], #slice, #one, #elem>
}
