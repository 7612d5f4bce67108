// Round trip of the contraction path's ops (stream.to_trf, align, contract,
// accumulate, cast) in each of their forms.
// RUN: visa-opt %s --split-input-file | FileCheck %s


// -----

// K3's dot product: full TRF, interleaved accumulation, f32 → bf16.
// CHECK-LABEL: stream.kernel @k
// CHECK: stream.to_trf %{{.*}} full
// CHECK: stream.align
// CHECK: stream.contract
// CHECK: stream.accumulate %{{.*}} interleaved
// CHECK: stream.cast %{{.*}} -> !stream.tensor<cast, main, bf16
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// The second half of the TRF (4 KB per Row) and a sequential accumulation.
// CHECK-LABEL: stream.kernel @k
// CHECK: stream.to_trf %{{.*}} second_half
// CHECK: stream.accumulate %{{.*}} sequential
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 second_half : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 sequential : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// The first half of the TRF; f32 → f16.
// CHECK-LABEL: stream.kernel @k
// CHECK: first_half
// CHECK: -> !stream.tensor<cast, main, f16, {{.*}}, m[1], m[1 # 16]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 first_half : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, f16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// f32 → f8E4M3FN.
// CHECK-LABEL: stream.kernel @k
// CHECK: -> !stream.tensor<cast, main, f8E4M3FN, {{.*}}, m[1], m[1 # 32]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, f8E4M3FN, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 32]>
    stream.return
  }
}

// -----

// f32 → f8E5M2.
// CHECK-LABEL: stream.kernel @k
// CHECK: -> !stream.tensor<cast, main, f8E5M2, {{.*}}, m[1], m[1 # 32]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[A % 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 32], m[1]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, f8E5M2, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 32]>
    stream.return
  }
}

// -----

// i8 × i8 → i32 with a 6-level tree (64 elements per packet, L4388); i32 → i8.
// CHECK-LABEL: stream.kernel @k
// CHECK: stream.contract %{{.*}} : !stream.tensor<aligned, main, i8, {{.*}}, m[A % 64]> -> !stream.tensor<contraction, main, i32
// CHECK: -> !stream.tensor<cast, main, i8
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<i8, m[1], m[A]>, %rhs: !stream.hbm<i8, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>, !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]> -> !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]> -> !stream.tensor<reduce, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 32]>
    stream.return
  }
}

// -----

// i32 → i16.
// CHECK-LABEL: stream.kernel @k
// CHECK: -> !stream.tensor<cast, main, i16
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<i8, m[1], m[A]>, %rhs: !stream.hbm<i8, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>, !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]> -> !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]> -> !stream.tensor<reduce, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, i16, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 16]>
    stream.return
  }
}

// -----

// i32 → i4 (64 per flit).
// CHECK-LABEL: stream.kernel @k
// CHECK: -> !stream.tensor<cast, main, i4
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<i8, m[1], m[A]>, %rhs: !stream.hbm<i8, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>, !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[A % 64]> -> !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]>
    %m5 = stream.accumulate %m4 interleaved : !stream.tensor<contraction, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 64], m[1]> -> !stream.tensor<reduce, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, i32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]> -> !stream.tensor<cast, main, i4, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 64]>
    stream.return
  }
}

// -----

// A padded half-flit (collect_flits = 1, L3920): Packet A % 16 # 32, and a tree of depth 2 whose padded outputs are sliced off (L4440–4441, L4475–4476).
// CHECK-LABEL: stream.kernel @k
// CHECK: m[A % 16 # 32]
// CHECK: m[A % 16 / 4]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%lhs: !stream.hbm<bf16, m[1], m[A]>, %rhs: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %lhs_dm = stream.to_dm %lhs at 0 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %rhs_dm = stream.to_dm %rhs at 65536 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %rhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %w = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m0 = stream.begin %lhs_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %m3 = stream.align %m2, %w : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 16], m[A % 16 # 32]>
    %m4 = stream.contract %m3 : !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 16], m[A % 16 # 32]> -> !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 16], m[A % 16 / 4]>
    %m5 = stream.accumulate %m4 sequential : !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 16], m[A % 16 / 4]> -> !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A % 16 / 4 # 8]>
    %m6 = stream.cast %m5 : !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[A % 16 / 4 # 8]> -> !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A % 16 / 4 # 16]>
    stream.return
  }
}
