// Fetch masking (L1877–1936, GT-39's pattern on f32): x: [256, 7] f32 sits in DM as rows of
// 8 (Element m[X # 8], one padded slot); the fetch reads whole 32-byte packets and the
// adapter forces the padded lane 7 to the pad value -inf (`pad -inf`, the neutral value of
// max), whatever DM held there. The stream is committed as fetched into a DM tensor with
// the same padded rows, so the padded lane lands in its padding (C8B-8). The data lanes
// pass unchanged (visa-run --check compares them at the stream, engine and hw levels);
// lowering/tests/fetch_adapter.rs reads the committed padding back from the simulator's
// DM and finds -inf (0xff800000) in every row, with garbage written there beforehand.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (1792 result elements equal the interpreter's)
// RUN: visa-opt %s | FileCheck %s --check-prefix=RT
// RT: stream.fetch %{{.*}} pad -inf :
// The mask keeps lanes [0, 7) of every packet; the pad is -inf's f32 bits.
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW-DAG: fetch_mask_inner = 1
// HW-DAG: fetch_mask_left_pad = 0
// HW-DAG: fetch_mask_pad = 4286578688
// HW-DAG: fetch_mask_valid = array<i64: 7>

!host = !stream.host<f32, m[S, X]>
!hbm = !stream.hbm<f32, m[1], m[S, X # 8]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X # 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[X # 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[1], m[X # 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[1], m[X # 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 7>} {
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
