// The transformer's two table lookups on the device (manual L7995–8005 and L8037–8053):
// the embedding `x_0 = gather(index: input, table: w_emb)` "processed by TensorDMA", and the
// RoPE table lookup `t_rope = gather(index: position, table: w_rope)`, here as the rows of
// the cos and sin tables named by each token's position. Every gather reads its i32 index
// tensor on the device at run time (IndirectLoop, L1684–1690; decision C10A-1) and writes one
// token per slice into DM (Slice m[S # 256]), from where the rows go back to HBM.
//
// main(tokens: [128] i32, w_emb: [2048, 512] f32, pos: [128] i32, cos: [4096, 64] f32,
//      sin: [4096, 64] f32) -> (x_0: [128, 512] f32, c: [128, 64] f32, s: [128, 64] f32)
//
// Random i32 inputs lie outside the tables, so the indices come from files: tokens in
// 0..2048, prefill positions 0..127 (position(i) = i, L8050) and scattered decode positions.
// RUN: visa-run %s --check --input 0=%S/Inputs/tokens_128.npy --input 2=%S/Inputs/positions_128.npy --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 5 --input 0=%S/Inputs/tokens_128.npy --input 2=%S/Inputs/positions_decode_128.npy --output-dir %t | FileCheck %s
// CHECK: check: pass (81920 result elements equal the interpreter's)

!host_tok = !stream.host<i32, m[S]>
!host_emb = !stream.host<f32, m[V, D]>
!host_tab = !stream.host<f32, m[P, I]>
!host_x = !stream.host<f32, m[S, D]>
!host_c = !stream.host<f32, m[S, I]>
!hbm_tok = !stream.hbm<i32, m[1], m[S]>
!hbm_emb = !stream.hbm<f32, m[1], m[V, D]>
!hbm_tab = !stream.hbm<f32, m[1], m[P, I]>
!hbm_x = !stream.hbm<f32, m[1], m[S, D]>
!hbm_c = !stream.hbm<f32, m[1], m[S, I]>
!dm_x = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[D]>
!dm_c = !stream.dm<f32, m[1], m[1 # 2], m[S # 256], m[I]>

module attributes {mapping.axes = #mapping.axes<S = 128, V = 2048, D = 512, P = 4096, I = 64>} {
  stream.kernel @kernel(%tok: !hbm_tok, %emb: !hbm_emb, %pos: !hbm_tok, %cos: !hbm_tab, %sin: !hbm_tab)
      -> (!hbm_x, !hbm_c, !hbm_c) attributes {chips = 1 : i64} {
    // Embedding: one 2 KiB row of w_emb per token, token s into slice s.
    %x = stream.gather %emb[%tok] along "V" at 0 : !hbm_emb, !hbm_tok -> !dm_x
    // RoPE table rows by position.
    %c = stream.gather %cos[%pos] along "P" at 2048 : !hbm_tab, !hbm_tok -> !dm_c
    %s = stream.gather %sin[%pos] along "P" at 2304 : !hbm_tab, !hbm_tok -> !dm_c
    %xo = stream.to_hbm %x at 268435456 : !dm_x -> !hbm_x
    %co = stream.to_hbm %c at 268697600 : !dm_c -> !hbm_c
    %so = stream.to_hbm %s at 268730368 : !dm_c -> !hbm_c
    stream.return %xo, %co, %so : !hbm_x, !hbm_c, !hbm_c
  }
  stream.host_func @main(%a: !host_tok, %b: !host_emb, %c: !host_tok, %d: !host_tab, %e: !host_tab)
      -> (!host_x, !host_c, !host_c) {
    %tok = stream.to_hbm %a at 0 : !host_tok -> !hbm_tok
    %emb = stream.to_hbm %b at 4096 : !host_emb -> !hbm_emb
    %pos = stream.to_hbm %c at 8392704 : !host_tok -> !hbm_tok
    %cos = stream.to_hbm %d at 8396800 : !host_tab -> !hbm_tab
    %sin = stream.to_hbm %e at 9445376 : !host_tab -> !hbm_tab
    %x, %co, %so = stream.launch @kernel(%tok, %emb, %pos, %cos, %sin)
        : (!hbm_tok, !hbm_emb, !hbm_tok, !hbm_tab, !hbm_tab) -> (!hbm_x, !hbm_c, !hbm_c)
    %ox = stream.to_host %x : !hbm_x -> !host_x
    %oc = stream.to_host %co : !hbm_c -> !host_c
    %os = stream.to_host %so : !hbm_c -> !host_c
    stream.return %ox, %oc, %os : !host_x, !host_c, !host_c
  }
}
