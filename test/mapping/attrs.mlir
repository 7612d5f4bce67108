// `#mapping<m[...]>` and `#mapping.axes<...>` parse, print with normalized
// spacing, and reparse to the same text.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mapping-verify | FileCheck %s

#slice = #mapping<m![A/8#256]>

// CHECK: module attributes {mapping.axes = #mapping.axes<A = 2048, B = 512>} {
module attributes {mapping.axes = #mapping.axes<A=2048,B=512>} {
  // CHECK-NEXT: "test.op"() {m = #mapping<m[A / 8 # 256]>, n = [#mapping<m[# 2 + B + # 4]>, #mapping<m[1]>]} : () -> ()
  "test.op"() {m = #slice, n = [#mapping<m[#2+B+#4]>, #mapping<m[1]>]} : () -> ()
  // CHECK-NEXT: "test.op"() {t = #mapping<m{{\[\[}}A, B] / 512, B % 32]>} : () -> ()
  "test.op"() {t = #mapping<m[ [A, B] / 512 , B % 32 ]>} : () -> ()
}
