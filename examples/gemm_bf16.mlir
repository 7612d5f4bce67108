// GEMM: the manual's fifth Hello-TCP kernel (002 L466–525, K5) end to end,
// C[i, j] = Σ_k A[i, k]·B[k, j] with A: [512, 1024] bf16, B: [1024, 512] bf16,
// C: [512, 512] bf16, on all 512 slices of the chip (Cluster m[I / 256], Slice
// m[I / 32 % 8, J / 16]: one 32 × 16 output tile each), with the manual's bugs fixed as in
// test/stream/kernels/gemm_bf16.mlir (digest-E F7–F10, K = 1024).
//
// Per slice: the B tile (16 columns × K, Row J % 8 × Element [J / 8 % 2, K], 4 KiB per Row)
// fills the TRF's first half; A's 32 rows stream once, `align` repeats each 64-byte packet
// for the two TRF columns J / 8 % 2 (a time broadcast innermost, L3937–3946), so the
// Reducer takes one packet per Row per cycle: 32 × 32 × 2 = 2,048 steps (+5 tree levels)
// for 524,288 MACs = 8 Rows × 32 MACs per step, the chip's peak (docs/cycle-model.md §3a).
//
// B keeps its HBM row order in DM (`m[K, J % 16]`, 32-byte DMA packets; a transposing DMA
// would write 2-byte packets, which DM rejects, L2413–2429), so the TRF load transposes it
// with 2-byte fetches, which only the main context has (L1758–1759, decision C8B-10).
// Order for overlap: B goes to HBM first and its DMA to DM and TRF load run while A
// crosses PCIe; A's DMA overlaps the TRF load. C's HBM layout is tiled
// (m[I / 32, J / 16, I % 32, J % 16]) so each slice's 1 KiB tile is one contiguous run of
// whole 256-byte HBM blocks (no read-modify-write, L2985); the PCIe transfer to the host
// reorders it.
//
// Cycles (visa-run, seed 42): 166,553 in total; the contraction pass 2,053
// (268,435,456 MACs / (2,053 × 131,072) = 99.8% of the chip's peak).
// The interpreter and the simulator agree bit for bit (tools/tests/examples.rs); the
// interpreter's result is checked against plain f64 loops in
// dialects/stream/tests/contraction_kernels.rs (`gemm_bf16_example_matches_f64_loops`).
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: main {{.*}} 2053 cycles  main fetch>contract>cast>commit
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

module attributes {mapping.axes = #mapping.axes<I = 512, J = 512, K = 1024>} {
  stream.kernel @kernel(%a: !a, %b: !b) -> !c attributes {chips = 1 : i64} {
    // B's tile into the TRF's first half (main context: 2-byte transposing fetches).
    %b_dm = stream.to_dm %b at 65536 : !b -> !bdm
    %s0 = stream.begin %b_dm : !bdm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %b_trf = stream.to_trf %s2 first_half : !scollect -> !trf
    // A's rows through the Contraction Engine.
    %a_dm = stream.to_dm %a at 0 : !a -> !adm
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
    %b_hbm = stream.to_hbm %b at 268435456 : !hb -> !b
    %a_hbm = stream.to_hbm %a at 0 : !ha -> !a
    %c_hbm = stream.launch @kernel(%a_hbm, %b_hbm) : (!a, !b) -> !c
    %c = stream.to_host %c_hbm : !c -> !hc
    stream.return %c : !hc
  }
}
