// The manual's masking case 3 (L1922–1936): A = 32, B = 97 f32 in rows of 128
// (B' = B + # 31), Time m[A, B # 128 / 16, 1], Packet m[B # 128 % 16] (16 f32, two 32-byte
// fetches per packet). The per-index valid counts are the manual's
// [16, 16, 16, 16, 16, 16, 1, 0] (97 valid, 31 masked), derived from the mapping algebra
// (docs/decisions.md T9M-1); pad -inf. The collect splits each packet into two flits for
// the commit. lowering/tests/fetch_mask_time.rs reads the committed padding (B positions
// 97..127 of every row) back from the simulator's DM.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (794624 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW-DAG: fetch_mask_inner = 1
// HW-DAG: fetch_mask_left_pad = 0
// HW-DAG: fetch_mask_valid = array<i64: 16, 16, 16, 16, 16, 16, 1, 0>
// HW-DAG: fetches_per_packet = 2

!host = !stream.host<f32, m[S, A, B]>
!hbm = !stream.hbm<f32, m[1], m[S, A, B # 128]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[A, B # 128]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[A, B # 128]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[A, B # 128 / 16, 1], m[B # 128 % 16]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[A, B # 128 / 16, 1, B # 128 % 16 / 8], m[B # 128 % 16 % 8]>
!ohbm = !stream.hbm<f32, m[1], m[S, A, B # 128]>
!odm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[A, B # 128]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 32, B = 97>} {
  stream.kernel @kernel(%x: !hbm) -> !ohbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b pad -inf : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 32768 : !collect -> !odm
    %out = stream.to_hbm %out_dm at 268435456 : !odm -> !ohbm
    stream.return %out : !ohbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %in = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in) : (!hbm) -> !ohbm
    %out = stream.to_host %out_hbm : !ohbm -> !host
    stream.return %out : !host
  }
}
