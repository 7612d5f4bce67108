// A mapping parameter of a stream type may be an attribute alias of a
// `#mapping<m[...]>` (decision F3); it reads as the mapping it names and prints
// expanded, like every alias. Whole-type aliases (`!dm = ...`) keep working.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s

#slice = #mapping<m[A / 8 # 256]>
#elem = #mapping<m![A % 8]>
#one = #mapping<m[1]>
!dm = !stream.dm<i32, #one, m[1 # 2], #slice, #elem>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // CHECK: "test.op"() : () -> !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  "test.op"() : () -> !stream.dm<f32, #one, m[1 # 2], #slice, #elem>
  // CHECK: "test.op"() : () -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  "test.op"() : () -> !dm
  // CHECK: "test.op"() : () -> !stream.hbm<i8, m[1], m[A]>
  "test.op"() : () -> !stream.hbm<i8, #one, m[A]>
  // CHECK: "test.op"() : () -> !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
  "test.op"() : () -> !stream.tensor<fetch, main, i8, #one, m[1 # 2], #slice, #one, #elem>
}
