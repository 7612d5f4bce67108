// Per-tensor zero points of an interleaved fetch (L2040–2048, GT-48): two i8 tensors a, b
// of [256, 8] enter through one interleaved fetch; the adapter widens them to i32 and
// subtracts 100 from a's packets and -100 from b's (`zero_points [100, -100]`, one per
// tensor in interleave order), and the stream is committed with the interleave axis I as
// data: out[s, 0, x] = a[s, x] - 100, out[s, 1, x] = b[s, x] + 100 (the manual's
// [-100, ..., 100, ...] for inputs [0..8)). Under visa-run --check at the stream, engine
// and hw levels; the hand-worked and plain-loop reference is lowering/tests/fetch_adapter.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 4 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// The main pass's cycles (docs/cycle-model.md, C9H-2): max(fetch, collect, commit) + fill.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=CYC
// CYC: {{ 3 cycles}}  main fetch>commit
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (4096 result elements equal the interpreter's)
// RUN: visa-opt %s | FileCheck %s --check-prefix=RT
// RT: stream.fetch %{{.*}} zero_points [100, -100] :
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW-DAG: zero_point = 100
// HW-DAG: zero_point_odd = -100

!host = !stream.host<i8, m[S, X]>
!hosto = !stream.host<i32, m[S, I, X]>
!hbm = !stream.hbm<i8, m[1], m[S, X]>
!hbmo = !stream.hbm<i32, m[1], m[S, I, X]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[X]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[S], m[I, X]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[I], m[X]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[I], m[X]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[I], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 8, I = 2>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 1024 : !hbm -> !dm
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    %f = stream.fetch %s zero_points [100, -100] : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %out_dm = stream.commit %c at 8192 : !collect -> !dmo
    %out = stream.to_hbm %out_dm at 268435456 : !dmo -> !hbmo
    stream.return %out : !hbmo
  }

  stream.host_func @main(%a: !host, %b: !host) -> !hosto {
    %a_hbm = stream.to_hbm %a at 0 : !host -> !hbm
    %b_hbm = stream.to_hbm %b at 8192 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%a_hbm, %b_hbm) : (!hbm, !hbm) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }
}
