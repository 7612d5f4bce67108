// visa-run --check on the tensor DMA's gather (indirect access, manual L1684–1690): the
// rows of a 16 × 64 f32 table named by an i32 index tensor of 8 elements, read by the
// device at run time, into HBM (rows of 256 B) and into DM (one row per slice), then back.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --input 1=%S/Inputs/gather_idx_8.npy --output-dir %t | FileCheck %s
// CHECK: check: pass (1024 result elements equal the interpreter's)
// RUN: visa-run %s --check --seed 7 --input 1=%S/Inputs/gather_idx_8.npy --output-dir %t | FileCheck %s
// Cycles worked by hand (docs/cycle-model.md, "Indirect DMA"): the index level of 8 is cut
// over the 8 engines, one row each: HBM → HBM 500 + 1 read + 1 write + 1 index read = 503 per
// engine; but rows 5, 0, 15, 5, 9, 2, 11, 7 (at p · 256) put row 5's two reads on HBM channel 5
// (bit 8 and bit 10): 2 × 16/3 → 11 cycles after the start-up, 511 in all. HBM → DM: the same
// reads, 511.
// RUN: visa-run %s --input 1=%S/Inputs/gather_idx_8.npy --output-dir %t/c | FileCheck %s --check-prefix=CYCLES
// CYCLES: 511 cycles  tdma hbm[chip 0] -> hbm[chip 0] 2048 B
// CYCLES: 511 cycles  tdma hbm[chip 0] -> dm[chip 0] 2048 B
// The hw level round-trips the indirect descriptors (from_sim/to_sim) and runs the same.
// RUN: visa-opt %s --lower-to-hw -o %t/g.hw.mlir
// RUN: visa-run %t/g.hw.mlir --check-against %s --input 1=%S/Inputs/gather_idx_8.npy --output-dir %t/hw | FileCheck %s
// An index outside the table's 16 rows is a located run-time error of the simulator.
// RUN: not visa-run %s --no-check --input 1=%S/Inputs/gather_idx_8_bad.npy --output-dir %t/bad 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: check-gather.mlir:[[@LINE+12]]:10: error: simulation failed at command #2: access of 4 bytes at hbm[chip 0] address 0x8010 is out of range: the gather index read there, 16, is outside the table's rows 0..16

!host_t = !stream.host<f32, m[P, R]>
!host_i = !stream.host<i32, m[J]>
!host_r = !stream.host<f32, m[J, R]>
!hbm_t = !stream.hbm<f32, m[1], m[P, R]>
!hbm_i = !stream.hbm<i32, m[1], m[J]>
!hbm_r = !stream.hbm<f32, m[1], m[J, R]>
!dm_r = !stream.dm<f32, m[1], m[1 # 2], m[J # 256], m[R]>

module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @kernel(%t: !hbm_t, %i: !hbm_i) -> (!hbm_r, !hbm_r) attributes {chips = 1 : i64} {
    %g = stream.gather %t[%i] along "P" at 65536 : !hbm_t, !hbm_i -> !hbm_r
    %gd = stream.gather %t[%i] along "P" at 0 : !hbm_t, !hbm_i -> !dm_r
    %back = stream.to_hbm %gd at 131072 : !dm_r -> !hbm_r
    stream.return %g, %back : !hbm_r, !hbm_r
  }
  stream.host_func @main(%x: !host_t, %y: !host_i) -> (!host_r, !host_r) {
    %t = stream.to_hbm %x at 0 : !host_t -> !hbm_t
    %i = stream.to_hbm %y at 32768 : !host_i -> !hbm_i
    %g, %b = stream.launch @kernel(%t, %i) : (!hbm_t, !hbm_i) -> (!hbm_r, !hbm_r)
    %og = stream.to_host %g : !hbm_r -> !host_r
    %ob = stream.to_host %b : !hbm_r -> !host_r
    stream.return %og, %ob : !host_r, !host_r
  }
}
