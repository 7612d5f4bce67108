// visa-run --check on the tensor DMA's single-chip paths through the generic
// `stream.dma` (manual L2364–2389): HBM → DM (the `to_dm` path), DM → DM with a
// layout change (96 slices of 8 elements become 48 slices of 16, each packet moving
// to another slice), DM → HBM, and HBM → HBM into the transposed order (4-byte
// packets: HBM has no packet alignment, L2413–2425). The interpreter and the
// simulator must agree on seeded inputs; the result equals the input.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (768 result elements equal the interpreter's)
// RUN: visa-run %s --check --seed 3 --output-dir %t | FileCheck %s
// The plain reference: the kernel is the identity, so the result file is the input.
// RUN: visa-run %s --input 0=%S/Inputs/i32_8x96.npy --output-dir %t/id | FileCheck %s --check-prefix=CYCLES
// RUN: cmp %t/id/result_0.npy %S/Inputs/i32_8x96.npy
// Cycles worked by hand from docs/cycle-model.md §2 (T = 500 + data per descriptor):
// HBM → DM, 96 packets of 32 B split over two engines by 64 slices (L2404): 500 + 64.
// CYCLES: 564 cycles  tdma hbm[chip 0] -> dm[chip 0] 3072 B
// DM → DM, 48 x 2 packets of 32 B; no 64-slice loop, so the outer loop of 48 is cut over
// the 8 engines (decision C10-5), 12 packets each, read then written in the same memory
// (L2680: rd + wr): 500 + 12 + 12.
// CYCLES: 524 cycles  tdma dm[chip 0] -> dm[chip 0] 3072 B
// DM → HBM, 48 packets of 64 B over 8 engines, each a partial 256-B HBM write at 50 (L2985):
// 500 + 6 * 50.
// CYCLES: 800 cycles  tdma dm[chip 0] -> hbm[chip 0] 3072 B
// HBM → HBM, 8 x 96 packets of 4 B, one row of 96 per engine: 96 block reads + 96 partial
// writes: 500 + 96 + 96 * 50.
// CYCLES: 5396 cycles  tdma hbm[chip 0] -> hbm[chip 0] 3072 B
// Every path lowers to one tensor-DMA command.
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// ENGINE: engine.dma {{.*}}queue = #engine.queue<pdma>
// ENGINE: engine.dma {{.*}}dst = #engine.space<dm>{{.*}}queue = #engine.queue<tdma>{{.*}}src = #engine.space<hbm>
// ENGINE: engine.dma {{.*}}dst = #engine.space<dm>{{.*}}queue = #engine.queue<tdma>{{.*}}src = #engine.space<dm>
// ENGINE: engine.dma {{.*}}dst = #engine.space<hbm>{{.*}}queue = #engine.queue<tdma>{{.*}}src = #engine.space<dm>
// ENGINE: engine.dma {{.*}}dst = #engine.space<hbm>{{.*}}queue = #engine.queue<tdma>{{.*}}src = #engine.space<hbm>
// ENGINE: engine.dma {{.*}}queue = #engine.queue<pdma>

!host = !stream.host<i32, m[A, B]>
!hbm = !stream.hbm<i32, m[1], m[A, B]>
!hbm_t = !stream.hbm<i32, m[1], m[B, A]>
!dm_b = !stream.dm<i32, m[1], m[1 # 2], m[B # 256], m[A]>
!dm_p = !stream.dm<i32, m[1], m[1 # 2], m[B / 2 # 256], m[B % 2, A]>

module attributes {mapping.axes = #mapping.axes<A = 8, B = 96>} {
  stream.kernel @kernel(%input: !hbm_t) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.dma %input at 0 : !hbm_t -> !dm_b
    %dm2 = stream.dma %dm at 4096 : !dm_b -> !dm_p
    %t = stream.dma %dm2 at 268435456 : !dm_p -> !hbm_t
    %out = stream.dma %t at 536870912 : !hbm_t -> !hbm
    stream.return %out : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm_t
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm_t) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
