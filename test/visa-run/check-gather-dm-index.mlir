// A gather whose index tensor lies in DM (slice 0, 8 i32): the device reads the indices
// from DM (IndirectLoop, manual L1684–1690); the interpreter and the simulator agree.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --input 1=%S/Inputs/gather_idx_8.npy --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)

!host_t = !stream.host<f32, m[P, R]>
!host_i = !stream.host<i32, m[J]>
!host_r = !stream.host<f32, m[J, R]>
!hbm_t = !stream.hbm<f32, m[1], m[P, R]>
!hbm_i = !stream.hbm<i32, m[1], m[J]>
!hbm_r = !stream.hbm<f32, m[1], m[J, R]>
!dm_i = !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[J]>

module attributes {mapping.axes = #mapping.axes<P = 16, R = 64, J = 8>} {
  stream.kernel @kernel(%t: !hbm_t, %i: !hbm_i) -> !hbm_r attributes {chips = 1 : i64} {
    %idm = stream.to_dm %i at 8192 : !hbm_i -> !dm_i
    %g = stream.gather %t[%idm] along "P" at 65536 : !hbm_t, !dm_i -> !hbm_r
    stream.return %g : !hbm_r
  }
  stream.host_func @main(%x: !host_t, %y: !host_i) -> !host_r {
    %t = stream.to_hbm %x at 0 : !host_t -> !hbm_t
    %i = stream.to_hbm %y at 32768 : !host_i -> !hbm_i
    %g = stream.launch @kernel(%t, %i) : (!hbm_t, !hbm_i) -> !hbm_r
    %o = stream.to_host %g : !hbm_r -> !host_r
    stream.return %o : !host_r
  }
}
