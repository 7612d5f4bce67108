// An activation feeding a contraction (issue 19 item 1): C = relu(A)·B with A: [512, 128]
// bf16, B: [128, 512] bf16, C: [512, 512] bf16 on examples/gemm_bf16.mlir's layouts (all
// 512 slices: Cluster m[I / 256], Slice m[I / 32 % 8, J / 16], one 32 × 16 tile of C
// each) with K = 128. A first passes through the Vector Engine (fetched as f32,
// `vector_clip max 0.0`, cast back to bf16, committed to DM), then streams against B in
// the TRF. The interpreter once read the clipped A at the TRF-only axis J and stopped
// with "the stream holds no element"; it broadcasts over J as it does for a fetched
// tensor. The interpreter's result is checked against plain f64 loops in
// dialects/stream/tests/contraction_kernels.rs (`relu_gemm_bf16_matches_f64_loops`).
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: main fetch>vector>cast>commit
// CHECK: main fetch>contract>cast>commit
// CHECK: check: pass (262144 result elements equal the interpreter's)

!ha = !stream.host<bf16, m[I, K]>
!hb = !stream.host<bf16, m[K, J]>
!hc = !stream.host<bf16, m[I, J]>
!a = !stream.hbm<bf16, m[1], m[I, K]>
!b = !stream.hbm<bf16, m[1], m[K, J]>
!c = !stream.hbm<bf16, m[1], m[I / 32, J / 16, I % 32, J % 16]>
!adm = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K]>
!bdm = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[K, J % 16]>
!cdm = !stream.dm<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J % 16]>
!sbegin = !stream.tensor<begin, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[1], m[K, J % 16]>
!sfetch = !stream.tensor<fetch, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8, J / 8 % 2, K / 16], m[K % 16]>
!scollect = !stream.tensor<collect, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8, J / 8 % 2, K / 16], m[K % 16]>
!trf = !stream.trf<bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8], m[J / 8 % 2, K]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[1], m[I % 32, K]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 16], m[K % 16]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 16], m[K % 16]>
!aligned = !stream.tensor<aligned, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8], m[I % 32, K / 32, J / 8 % 2], m[K % 32]>
!contracted = !stream.tensor<contraction, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[J % 8], m[I % 32, K / 32, J / 8 % 2], m[1]>
!acc = !stream.tensor<reduce, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8]>
!cast = !stream.tensor<cast, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, J / 8 % 2], m[J % 8 # 16]>
!rbegin = !stream.tensor<begin, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[1], m[I % 32, K]>
!rfetch = !stream.tensor<fetch, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 8], m[K % 8]>
!rcollect = !stream.tensor<collect, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 8], m[K % 8]>
!rinit = !stream.tensor<vector_init, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 8], m[K % 8]>
!rb8 = !stream.tensor<vector_branch, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 8], m[K % 8]>
!rfinal = !stream.tensor<vector_final, main, f32, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 8], m[K % 8]>
!rcast = !stream.tensor<cast, main, bf16, m[1], m[I / 256], m[I / 32 % 8, J / 16], m[I % 32, K / 8], m[K % 8 # 16]>

module attributes {mapping.axes = #mapping.axes<I = 512, J = 512, K = 128>} {
  stream.kernel @kernel(%a: !a, %b: !b) -> !c attributes {chips = 1 : i64} {
    // B's tile into the TRF's first half (main context: 2-byte transposing fetches).
    %b_dm = stream.to_dm %b at 65536 : !b -> !bdm
    %s0 = stream.begin %b_dm : !bdm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %b_trf = stream.to_trf %s2 first_half : !scollect -> !trf
        %a_dm = stream.to_dm %a at 0 : !a -> !adm
    // relu(A) through the Vector Engine, back to DM as bf16.
    %r0 = stream.begin %a_dm : !adm -> !rbegin
    %r1 = stream.fetch %r0 : !rbegin -> !rfetch
    %r2 = stream.collect %r1 : !rfetch -> !rcollect
    %r3 = stream.vector_init %r2 : !rcollect -> !rinit
    %r4 = stream.vector_intra_slice_branch %r3 unconditional : !rinit -> !rb8
    %r5 = stream.vector_clip max %r4, 0.0 : !rb8 -> !rb8
    %r6 = stream.vector_final %r5 : !rb8 -> !rfinal
    %r7 = stream.cast %r6 : !rfinal -> !rcast
    %ra_dm = stream.commit %r7 at 16384 : !rcast -> !adm
    // relu(A)'s rows through the Contraction Engine.
    %m0 = stream.begin %ra_dm : !adm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %m3 = stream.align %m2, %b_trf : !collect, !trf -> !aligned
    %m4 = stream.contract %m3 : !aligned -> !contracted
    %m5 = stream.accumulate %m4 interleaved : !contracted -> !acc
    %m6 = stream.cast %m5 : !acc -> !cast
    %c_dm = stream.commit %m6 at 131072 : !cast -> !cdm
    %c = stream.to_hbm %c_dm at 536870912 : !cdm -> !c
    stream.return %c : !c
  }

  stream.host_func @main(%a: !ha, %b: !hb) -> !hc {
    %b_hbm = stream.to_hbm %b at 268435456 : !hb -> !b
    %a_hbm = stream.to_hbm %a at 0 : !ha -> !a
    %c_hbm = stream.launch @kernel(%a_hbm, %b_hbm) : (!a, !b) -> !c
    %c = stream.to_host %c_hbm : !c -> !hc
    stream.return %c : !hc
  }
}
