// stream.switch with each topology (manual L3054–3542; digest-B golden cases GT-SW-*):
// parses, verifies (the topology realizes the Slice/Time change), prints and reparses,
// in custom and generic form.
// RUN: visa-opt %s --split-input-file --mlir-print-local-scope | FileCheck %s
// RUN: visa-opt %s --split-input-file | visa-opt --split-input-file --mlir-print-local-scope | FileCheck %s
// RUN: visa-opt %s --split-input-file --mlir-print-op-generic | visa-opt --split-input-file --mlir-print-local-scope | FileCheck %s
// RUN: visa-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// GT-SW-03 (L3160–3209): Broadcast01 {2, 2, 4}; X is the fresh broadcast axis ("tile").
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
!switch = !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2, C / 32], m[C % 32]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // CHECK: stream.switch %{{.*}} broadcast01 {slice1 = 2, slice0 = 2, time0 = 4} : !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]> -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 4, X], m[B / 4, A / 2 % 2, B % 4, A % 2], m[C]>
    // GEN: "stream.switch"(%{{.*}}) <{topology = "broadcast01 {slice1 = 2, slice0 = 2, time0 = 4}"}>
    %s = stream.switch %f broadcast01 {slice1 = 2, slice0 = 2, time0 = 4} : !fetch -> !switch
    // CHECK: stream.collect %{{.*}} : !stream.tensor<switch,
    %c = stream.collect %s : !switch -> !collect
    stream.return
  }
}

// -----

// GT-SW-06 (L3235–3254): Broadcast1 {4, 8}.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64, X = 4>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // CHECK: stream.switch %{{.*}} broadcast1 {slice1 = 4, slice0 = 8} : {{.*}} -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 32, X, A % 8], m[B, A / 8 % 4], m[C]>
    %s = stream.switch %f broadcast1 {slice1 = 4, slice0 = 8} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 32, X, A % 8], m[B, A / 8 % 4], m[C]>
    stream.return
  }
}

// -----

// GT-SW-07 (L3264–3284): Transpose {32, 2}; parameters may come in any order.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A], m[B], m[C]>
module attributes {mapping.axes = #mapping.axes<A = 256, B = 64, C = 64>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // CHECK: stream.switch %{{.*}} transpose {slice1 = 32, slice0 = 2} : {{.*}} -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 64, A % 2, A / 2 % 32], m[B], m[C]>
    %s = stream.switch %f transpose {slice0 = 2, slice1 = 32} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 64, A % 2, A / 2 % 32], m[B], m[C]>
    stream.return
  }
}

// -----

// GT-SW-08 (L3304–3331): InterTranspose {2, 16, 2}.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[C], m[A, B]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[C], m[1], m[A, B]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[C], m[A], m[B]>
module attributes {mapping.axes = #mapping.axes<A = 8, B = 32, C = 256>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[C, A, B]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[C, A, B]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // CHECK: stream.switch %{{.*}} inter_transpose {slice1 = 2, slice0 = 16, time0 = 2} : {{.*}} -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[C / 32, A / 2 % 2, C % 16], m[A / 4, A % 2, C / 16 % 2], m[B]>
    %s = stream.switch %f inter_transpose {slice1 = 2, slice0 = 16, time0 = 2} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[C / 32, A / 2 % 2, C % 16], m[A / 4, A % 2, C / 16 % 2], m[B]>
    stream.return
  }
}

// -----

// GT-SW-15 (L384–399): the GEMV's vector broadcast to every slice, Broadcast01 {256, 1, 1}.
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[J]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[J]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[J]>
module attributes {mapping.axes = #mapping.axes<I = 256, J = 2048>} {
  stream.kernel @k(%in: !stream.hbm<bf16, m[1], m[J]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<bf16, m[1], m[J]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // CHECK: stream.switch %{{.*}} broadcast01 {slice1 = 256, slice0 = 1, time0 = 1} : {{.*}} -> !stream.tensor<switch, main, bf16, m[1], m[1 # 2], m[I], m[1 # 256], m[J]>
    %s = stream.switch %f broadcast01 {slice1 = 256, slice0 = 1, time0 = 1} : !fetch -> !stream.tensor<switch, main, bf16, m[1], m[1 # 2], m[I], m[1 # 256], m[J]>
    stream.return
  }
}

// -----

// GT-SW-10 (L3381–3419): a custom routing (two separate broadcast digits), ring 32; and a
// forwarding switch.
!dm = !stream.dm<i8, m[1], m[1 # 2], m[A, B], m[C, D, E]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A, B], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
module attributes {mapping.axes = #mapping.axes<A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2>} {
  stream.kernel @k(%in: !stream.hbm<i8, m[1], m[A, B, C, D, E]>) attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !stream.hbm<i8, m[1], m[A, B, C, D, E]> -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    // CHECK: stream.switch %{{.*}} custom {ring_size = 32} : {{.*}} -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2], m[D, E]>
    %s = stream.switch %f custom {ring_size = 32} : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A / 2, X, B / 2, Y], m[C, A % 2, B % 2], m[D, E]>
    // CHECK: stream.switch %{{.*}} forward : {{.*}} -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
    %g = stream.switch %f forward : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
    // Without a topology the verifier accepts it; select-switch-topology fills it in.
    // CHECK: stream.switch %{{.*}} : {{.*}} -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
    %h = stream.switch %f : !fetch -> !stream.tensor<switch, main, i8, m[1], m[1 # 2], m[A, B], m[C], m[D, E]>
    stream.return
  }
}
