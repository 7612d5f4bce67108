// visa-run --check on the tensor DMA's scatter (indirect access, manual L1684–1690; the MoE
// dispatch, L8664–8675): 8 rows of 64 f32 written into the rows of a 16 × 64 destination
// that an i32 index tensor names, read by the device at run time; the other rows keep the
// destination's values. Once from HBM, once from a DM source (one row per slice).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --input 1=%S/Inputs/scatter_idx_8.npy --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)
// RUN: visa-run %s --check --seed 9 --input 1=%S/Inputs/scatter_idx_8.npy --output-dir %t | FileCheck %s
// Two index elements naming one row: the order of the writes is not defined (C10A-3), a
// located run-time error.
// RUN: not visa-run %s --no-check --input 1=%S/Inputs/scatter_idx_8_dup.npy --output-dir %t/dup 2>&1 | FileCheck %s --check-prefix=DUP
// DUP: check-scatter.mlir:[[@LINE+12]]:10: error: simulation failed at command #{{[0-9]+}}: {{.*}}the scatter index read there, 12, names a row the index at {{.*}} already writes

!host_s = !stream.host<f32, m[J, R]>
!host_i = !stream.host<i32, m[J]>
!host_d = !stream.host<f32, m[P, R]>
!hbm_s = !stream.hbm<f32, m[1], m[J, R]>
!hbm_i = !stream.hbm<i32, m[1], m[J]>
!hbm_d = !stream.hbm<f32, m[1], m[P, R]>
!dm_s = !stream.dm<f32, m[1], m[1 # 2], m[J # 256], m[R]>

module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @kernel(%s: !hbm_s, %i: !hbm_i, %d: !hbm_d) -> (!hbm_d, !hbm_d) attributes {chips = 1 : i64} {
    %r = stream.scatter %s[%i] into %d along "P" at 65536 : !hbm_s, !hbm_i, !hbm_d -> !hbm_d
    %sd = stream.to_dm %s at 0 : !hbm_s -> !dm_s
    %r2 = stream.scatter %sd[%i] into %d along "P" at 131072 : !dm_s, !hbm_i, !hbm_d -> !hbm_d
    stream.return %r, %r2 : !hbm_d, !hbm_d
  }
  stream.host_func @main(%x: !host_s, %y: !host_i, %z: !host_d) -> (!host_d, !host_d) {
    %s = stream.to_hbm %x at 0 : !host_s -> !hbm_s
    %i = stream.to_hbm %y at 16384 : !host_i -> !hbm_i
    %d = stream.to_hbm %z at 32768 : !host_d -> !hbm_d
    %r, %r2 = stream.launch @kernel(%s, %i, %d) : (!hbm_s, !hbm_i, !hbm_d) -> (!hbm_d, !hbm_d)
    %o = stream.to_host %r : !hbm_d -> !host_d
    %o2 = stream.to_host %r2 : !hbm_d -> !host_d
    stream.return %o, %o2 : !host_d, !host_d
  }
}
