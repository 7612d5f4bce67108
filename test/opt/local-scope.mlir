// --mlir-print-local-scope prints every type inline: no alias is defined, not even
// the ones the stream dialect names for its types (as mlir-opt's flag of that name).
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=ALIAS

// CHECK-NOT: !host_i8 =
// CHECK: "test.op"() : () -> !stream.host<i8, m[A]>
// ALIAS: !host_i8 = !stream.host<i8, m[A]>
// ALIAS: "test.op"() : () -> !host_i8
module attributes {mapping.axes = #mapping.axes<A = 8>} {
  "test.op"() : () -> !stream.host<i8, m[A]>
}
