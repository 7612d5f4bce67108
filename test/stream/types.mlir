// Every stream type parses and prints back (mapping spacing normalized); the
// element types are the Virtual ISA's scalars.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s

module attributes {mapping.axes = #mapping.axes<A = 2048, R = 8>} {
  // CHECK: "test.op"() : () -> !stream.host<i8, m[A]>
  "test.op"() : () -> !stream.host<i8, m![A]>
  // CHECK: "test.op"() : () -> !stream.hbm<bf16, m[1 # 4], m[A]>
  "test.op"() : () -> !stream.hbm<bf16, m[1#4], m[A]>
  // CHECK: "test.op"() : () -> !stream.dm<f8E4M3FN, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  "test.op"() : () -> !stream.dm<f8E4M3FN, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  // CHECK: "test.op"() : () -> !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  "test.op"() : () -> !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  // CHECK: "test.op"() : () -> !stream.trf<i4, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
  "test.op"() : () -> !stream.trf<i4, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
  // CHECK: "test.op"() : () -> !stream.tensor<switch, sub, f8E5M2, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
  "test.op"() : () -> !stream.tensor<switch, sub, f8E5M2, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
  // A contraction stream carries its Row between Slice and Time.
  // CHECK: "test.op"() : () -> (!stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[1], m[1 # 8]>, !stream.tensor<reduce, main, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<cast, main, i16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<transpose, main, i9, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<vector_final, main, i5, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>)
  "test.op"() : () -> (!stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[1], m[1 # 8]>, !stream.tensor<reduce, main, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<cast, main, i16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<transpose, main, i9, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<vector_final, main, i5, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>)
}
