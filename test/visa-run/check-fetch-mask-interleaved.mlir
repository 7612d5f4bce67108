// Time-dependent fetch masking on an interleaved fetch (L1843–1866, L1877–1936,
// docs/decisions.md C9C-1, T9M-1): a and b, K = 60 f32 padded to 64, fetched alternately
// as Time m[K # 64 / 8, I] × Packet m[K # 64 % 8]. The interleave axis I is Time's
// innermost, so each index of the padded axis spans 2 stream packets (index step 2) and
// lanes 4..7 of packets 14 and 15 (a's and b's last) read -inf. The stream is committed
// as rows [I, K # 64]; lowering/tests/fetch_mask_time.rs reads both rows' padding back
// from the simulator's DM.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (30720 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW-DAG: fetch_mask_inner = 2
// HW-DAG: fetch_mask_valid = array<i64: 8, 8, 8, 8, 8, 8, 8, 4>
// HW-DAG: fetch_seq = #hw.seq<[8 : 8, 2 : 1024, 8 : 1] : 8>

!host = !stream.host<f32, m[S, K]>
!hosto = !stream.host<f32, m[S, I, K]>
!hbm = !stream.hbm<f32, m[1], m[S, K # 64]>
!hbmo = !stream.hbm<f32, m[1], m[S, I, K # 64]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K # 64]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[I, K # 64]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[I], m[K # 64]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K # 64 / 8, I], m[K # 64 % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K # 64 / 8, I], m[K # 64 % 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 60, I = 2>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    %f = stream.fetch %s pad -inf : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 8192 : !collect -> !dmo
    %out = stream.to_hbm %out_dm at 268435456 : !dmo -> !hbmo
    stream.return %out : !hbmo
  }

  stream.host_func @main(%a: !host, %b: !host) -> !hosto {
    %a_hbm = stream.to_hbm %a at 0 : !host -> !hbm
    %b_hbm = stream.to_hbm %b at 1048576 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%a_hbm, %b_hbm) : (!hbm, !hbm) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }
}
