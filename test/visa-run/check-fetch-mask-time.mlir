// Time-dependent fetch masking (L1877–1936, docs/decisions.md T9M-1): K = 60 f32 padded to
// 64 in DM, fetched as Time m[K # 64 / 8] × Packet m[K # 64 % 8], so the padded positions
// 60..63 arrive only in the last packet of each row. The mask is per Time index of the
// padded axis (valid counts 8 × 7 then 4, index step 1 packet), derived from the mapping
// algebra; the adapter forces lanes 4..7 of packet 7 to -inf. visa-run --check compares
// the data lanes at every level; lowering/tests/fetch_mask_time.rs reads the committed
// padding back from the simulator's DM (-inf over garbage written beforehand).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (15360 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW-DAG: fetch_mask_inner = 1
// HW-DAG: fetch_mask_left_pad = 0
// HW-DAG: fetch_mask_pad = 4286578688
// HW-DAG: fetch_mask_valid = array<i64: 8, 8, 8, 8, 8, 8, 8, 4>

!host = !stream.host<f32, m[S, K]>
!hbm = !stream.hbm<f32, m[1], m[S, K # 64]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K # 64]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K # 64]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K # 64 / 8], m[K # 64 % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K # 64 / 8], m[K # 64 % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 60>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b pad -inf : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 4096 : !collect -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %in = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
