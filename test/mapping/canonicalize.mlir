// mapping-canonicalize rewrites every mapping, in attributes and inside stream
// types, to the normal form of the algebra (equivalence laws, manual L1017–1028).
// RUN: visa-opt %s --allow-unregistered-dialect --mapping-canonicalize | FileCheck %s

// Inside stream types (printed once each, as the aliases the dialect names).
// CHECK: !hbm_i32 = !stream.hbm<i32, m[1], m[A]>
// CHECK-NEXT: !dm_i32 = !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048, B = 512>} {
  // `m[X # n]` is `X` when n is X's size; `m[1, X]` is `X`; splitting an axis into
  // its digits and joining them again gives the axis.
  // CHECK: "test.op"() {a = #mapping<m[A / 8]>, b = #mapping<m[B]>, c = #mapping<m[B]>, d = #mapping<m[1 # 2]>} : () -> ()
  "test.op"() {a = #mapping<m[A / 8 # 256]>, b = #mapping<m[1, B]>, c = #mapping<m[B / 64, B % 64]>, d = #mapping<m[1 # 2]>} : () -> ()
  // The manual's non-equivalent example (L1024–1026) stays as it is: its digits
  // are not adjacent.
  // CHECK: "test.op"() {e = #mapping<m[B / 64, B % 32, B / 32 % 2]>} : () -> ()
  "test.op"() {e = #mapping<m[B / 64, B % 32, B / 32 % 2]>} : () -> ()
  // Inside stream types, in values and in the function type.
  // CHECK: stream.kernel @k(%arg0: !hbm_i32) attributes {chips = 1 : i64} {
  stream.kernel @k(%in: !stream.hbm<i32, m[1 # 1], m[A / 1024, A % 1024]>) attributes {chips = 1 : i64} {
    // CHECK-NEXT: stream.to_dm %arg0 at 0 : !hbm_i32 -> !dm_i32
    %dm = stream.to_dm %in at 0 : !stream.hbm<i32, m[1 # 1], m[A / 1024, A % 1024]> -> !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
    stream.return
  }
}
