// Every stream type parses and prints back (mapping spacing normalized); the
// element types are the Virtual ISA's scalars.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s

// Each stream type is defined once as an alias named by the dialect (tier or position,
// then the element type) and used by that name.
// CHECK: !host_i8 = !stream.host<i8, m[A]>
// CHECK-NEXT: !hbm_bf16 = !stream.hbm<bf16, m[1 # 4], m[A]>
// CHECK-NEXT: !dm_f8E4M3FN = !stream.dm<f8E4M3FN, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// CHECK-NEXT: !vrf_f32 = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// CHECK-NEXT: !trf_i4 = !stream.trf<i4, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
// CHECK-NEXT: !switch_sub_f8E5M2 = !stream.tensor<switch, sub, f8E5M2, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
// CHECK-NEXT: !contraction_i32 = !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[1], m[1 # 8]>
// CHECK-NEXT: !reduce_f16 = !stream.tensor<reduce, main, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
// CHECK-NEXT: !cast_i16 = !stream.tensor<cast, main, i16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
// CHECK-NEXT: !transpose_i9 = !stream.tensor<transpose, main, i9, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
// CHECK-NEXT: !vector_final_i5 = !stream.tensor<vector_final, main, i5, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048, R = 8>} {
  // CHECK: "test.op"() : () -> !host_i8
  "test.op"() : () -> !stream.host<i8, m![A]>
  // CHECK: "test.op"() : () -> !hbm_bf16
  "test.op"() : () -> !stream.hbm<bf16, m[1#4], m[A]>
  // CHECK: "test.op"() : () -> !dm_f8E4M3FN
  "test.op"() : () -> !stream.dm<f8E4M3FN, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  // CHECK: "test.op"() : () -> !vrf_f32
  "test.op"() : () -> !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
  // CHECK: "test.op"() : () -> !trf_i4
  "test.op"() : () -> !stream.trf<i4, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
  // CHECK: "test.op"() : () -> !switch_sub_f8E5M2
  "test.op"() : () -> !stream.tensor<switch, sub, f8E5M2, m[1], m[1 # 2], m[A / 8 # 256], m[R], m[A % 8]>
  // A contraction stream carries its Row between Slice and Time.
  // CHECK: "test.op"() : () -> (!contraction_i32, !reduce_f16, !cast_i16, !transpose_i9, !vector_final_i5)
  "test.op"() : () -> (!stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1 # 2], m[1], m[1 # 8]>, !stream.tensor<reduce, main, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<cast, main, i16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<transpose, main, i9, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>, !stream.tensor<vector_final, main, i5, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>)
}
