// GEMM: the manual's fifth Hello-TCP kernel (002 L466–525, K5) end to end,
// C[i, j] = Σ_k A[i, k]·B[k, j] with A: [512, 1024] bf16, B: [1024, 512] bf16,
// C: [512, 512] bf16, on 256 slices (one 32 × 32 tile each), with the manual's bugs fixed as
// in test/stream/kernels/gemm_bf16.mlir (digest-E F7–F10, K = 1024 so the B tile fits the TRF).
//
// Difference from that file: B keeps its HBM row order in DM (`m[K, J % 32]`, 64-byte DMA
// packets; a transposing DMA would write 2-byte packets, which DM rejects, L2413–2429), so the
// TRF load transposes it with 2-byte fetches, which only the main context has (L1870): the
// TRF load runs in the main context before the contraction.
//
// The interpreter and the simulator agree bit for bit (tools/tests/examples.rs); the
// simulator's GEMM is checked against plain loops in sim/tests/contraction.rs.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (262144 result elements equal the interpreter's)

!ha = !stream.host<bf16, m[I, K]>
!hb = !stream.host<bf16, m[K, J]>
!hc = !stream.host<bf16, m[I, J]>
!a = !stream.hbm<bf16, m[1], m[I, K]>
!b = !stream.hbm<bf16, m[1], m[K, J]>
!c = !stream.hbm<bf16, m[1], m[I, J]>
!adm = !stream.dm<bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[I % 32, K]>
!bdm = !stream.dm<bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[K, J % 32]>
!cdm = !stream.dm<bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[I % 32, J % 32]>
!sbegin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[1], m[K, J % 32]>
!sfetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[J % 8, J / 8 % 4, K / 16], m[K % 16]>
!scollect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[J % 8, J / 8 % 4, K / 16], m[K % 16]>
!trf = !stream.trf<bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[J % 8], m[J / 8 % 4, K]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[1], m[I % 32, K]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[I % 32, K / 16], m[K % 16]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[I % 32, K / 16], m[K % 16]>
!aligned = !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[J % 8], m[I % 32, K / 32, J / 8 % 4], m[K % 32]>
!contracted = !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[J % 8], m[I % 32, K / 32, J / 8 % 4], m[1]>
!acc = !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[I % 32, J / 8 % 4], m[J % 8]>
!cast = !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[[I / 32, J / 32] # 256], m[I % 32, J / 8 % 4], m[J % 8 # 16]>

module attributes {mapping.axes = #mapping.axes<I = 512, J = 512, K = 1024>} {
  stream.kernel @kernel(%a: !a, %b: !b) -> !c attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !a -> !adm
    %b_dm = stream.to_dm %b at 65536 : !b -> !bdm
    // Sub context: this slice's B tile into the TRF, J % 8 on the Rows.
    %s0 = stream.begin %b_dm : !bdm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %b_trf = stream.to_trf %s2 full : !scollect -> !trf
    // Main context: this slice's A rows through the Contraction Engine.
    %m0 = stream.begin %a_dm : !adm -> !begin
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
    %a_hbm = stream.to_hbm %a at 0 : !ha -> !a
    %b_hbm = stream.to_hbm %b at 268435456 : !hb -> !b
    %c_hbm = stream.launch @kernel(%a_hbm, %b_hbm) : (!a, !b) -> !c
    %c = stream.to_host %c_hbm : !c -> !hc
    stream.return %c : !hc
  }
}
