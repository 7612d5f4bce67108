// The manual's masking case 1 (L1898–1911) as the manual writes it: A = 32, B = 90 i8,
// Element m[A, B # 96], `let B' = # 2 + B + # 4 in { Time: m[A, B' / 32], Packet:
// m[B' % 32] }` written inline (docs/decisions.md T10M-1: the terms splitting the group sum
// one padded coordinate, so Time index 1, lane 0 is B' = 32, B = 30). The fetch reads from
// base_addr = -2 (fetch_base 62 for the tensor at 64) as the manual prints; its sequencer
// `[32 : 96, 3 : 32, 32 : 1] : 32` walks one contiguous run and is merged to
// `[3072 : 1] : 32` (the same addresses). 96 cycles, the manual's Time::SIZE = 32 * 3. The
// masked index is B' / 32, stepping every packet (nothing between it and the packet):
// left pad 2 at index 0 and valid counts clamp(2 + 90 − 32j, 0, 32) = 32, 32, 28 (worked
// by hand; T9M-1). Pad 0 as in the manual. The stream is committed to rows of the padded
// axis itself, m[A, # 2 + B + # 4], so positions 0–1 and 92–95 of every committed row hold
// the pad value; lowering/tests/fetch_mask_time.rs reads them back from the simulator's DM.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: {{ }}96 cycles  main fetch>commit
// CHECK: check: pass (737280 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW-DAG: fetch_mask_inner = 1
// HW-DAG: fetch_mask_left_pad = 2
// HW-DAG: fetch_mask_pad = 0
// HW-DAG: fetch_mask_valid = array<i64: 32, 32, 28>
// HW-DAG: fetch_base = 62
// HW-DAG: fetch_seq = #hw.seq<[3072 : 1] : 32>
// HW-DAG: commit_seq = #hw.seq<[3072 : 1] : 32>

!host = !stream.host<i8, m[S, A, B]>
!hbm = !stream.hbm<i8, m[1], m[S, A, B # 96]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A, B # 96]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A, B # 96]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[A, [# 2 + B + # 4] / 32], m[[# 2 + B + # 4] % 32]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[S], m[A, [# 2 + B + # 4] / 32], m[[# 2 + B + # 4] % 32]>
!odm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A, # 2 + B + # 4]>
!ohbm = !stream.hbm<i8, m[1], m[S, A, # 2 + B + # 4]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 32, B = 90>} {
  stream.kernel @kernel(%x: !hbm) -> !ohbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 64 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b pad 0 : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 4096 : !collect -> !odm
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
