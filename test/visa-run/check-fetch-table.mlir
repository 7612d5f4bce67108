// Table lookup in the fetch adapter (L1937–1958, GT-43): every i8 element indexes a
// 256-entry table (its bits read unsigned: -1 indexes entry 255) and reads the entry
// instead; here table[x] = 2x wrapped to i8, so the manual's [0, 1, ..., 7] reads
// [0, 2, ..., 14]. x: [256, 32] i8, one 32-byte packet per slice, committed as fetched.
// Under visa-run --check at the stream, engine and hw levels; the hand-worked and
// plain-loop reference is lowering/tests/fetch_adapter.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 3 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// The main pass's cycles (docs/cycle-model.md, C9H-2): max(fetch, collect, commit) + fill.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=CYC
// CYC: {{ 2 cycles}}  main fetch>commit
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (8192 result elements equal the interpreter's)
// The hw command carries the table as raw bits (entry 255 = -2 = 0xFE).
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW: fetch_table = array<i64: 0, 2, 4, 6, 8, 10, 12, 14,
// HW-SAME: 252, 254>

!host = !stream.host<i8, m[S, X]>
!hbm = !stream.hbm<i8, m[1], m[S, X]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[X]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[X]>
!fetch = !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[S], m[1], m[X]>
!collect = !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[S], m[1], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 32>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b table [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64, 66, 68, 70, 72, 74, 76, 78, 80, 82, 84, 86, 88, 90, 92, 94, 96, 98, 100, 102, 104, 106, 108, 110, 112, 114, 116, 118, 120, 122, 124, 126, -128, -126, -124, -122, -120, -118, -116, -114, -112, -110, -108, -106, -104, -102, -100, -98, -96, -94, -92, -90, -88, -86, -84, -82, -80, -78, -76, -74, -72, -70, -68, -66, -64, -62, -60, -58, -56, -54, -52, -50, -48, -46, -44, -42, -40, -38, -36, -34, -32, -30, -28, -26, -24, -22, -20, -18, -16, -14, -12, -10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64, 66, 68, 70, 72, 74, 76, 78, 80, 82, 84, 86, 88, 90, 92, 94, 96, 98, 100, 102, 104, 106, 108, 110, 112, 114, 116, 118, 120, 122, 124, 126, -128, -126, -124, -122, -120, -118, -116, -114, -112, -110, -108, -106, -104, -102, -100, -98, -96, -94, -92, -90, -88, -86, -84, -82, -80, -78, -76, -74, -72, -70, -68, -66, -64, -62, -60, -58, -56, -54, -52, -50, -48, -46, -44, -42, -40, -38, -36, -34, -32, -30, -28, -26, -24, -22, -20, -18, -16, -14, -12, -10, -8, -6, -4, -2] : !begin -> !fetch
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
