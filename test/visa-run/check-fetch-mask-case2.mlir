// The manual's masking case 2 (L1912–1921) with its right padding: A = 32, B = 90 i8 in
// rows of 96, Time m[B # 96 / 32, A] (the padded axis' index outside A), Packet
// m[B # 96 % 32]. Sequencer `[3 : 32, 32 : 96, 32 : 1] : 32` as the manual prints it (no
// left pad here, so base_addr 0); the masked index steps every 32 packets (the A entry
// between it and the packet) and its valid counts are 32, 32, 90 − 64 = 26 (worked by
// hand; docs/decisions.md T9M-1). Pad -3 (0xfd). lowering/tests/fetch_mask_time.rs reads
// the committed padding (B positions 90..95 of every row) back from the simulator's DM.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (737280 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW-DAG: fetch_mask_inner = 32
// HW-DAG: fetch_mask_left_pad = 0
// HW-DAG: fetch_mask_pad = 253
// HW-DAG: fetch_mask_valid = array<i64: 32, 32, 26>
// HW-DAG: fetch_seq = #hw.seq<[3 : 32, 32 : 96, 32 : 1] : 32>

!host = !stream.host<i8, m[S, A, B]>
!hbm = !stream.hbm<i8, m[1], m[S, A, B # 96]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A, B # 96]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A, B # 96]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[B # 96 / 32, A], m[B # 96 % 32]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[S], m[B # 96 / 32, A], m[B # 96 % 32]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 32, B = 90>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b pad -3 : !begin -> !fetch
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
