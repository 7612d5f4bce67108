// Tile views (manual L814–835, L954–972; decision C10C-7) under visa-run --check: an
// element tile `B ∈ [128, 384)` of an HBM tensor copied out HBM → HBM, and a block tile
// `B / 32 ∈ [3, 5)` (two 32-element blocks, the overlapping-tile form of L960–970) moved
// to DM and back. A tile is a view: no command, only the address `addr + start · β`.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 5 --output-dir %t | FileCheck %s
// CHECK: check: pass (2560 result elements equal the interpreter's)
// The views write nothing: the engine program holds the host and kernel DMAs only.
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// ENGINE: engine.dma {{.*}}src = #engine.space<host>
// The element tile reads from 128 elements (512 B) into each row of 2 KiB.
// ENGINE: engine.dma {{.*}}dst = #engine.space<hbm>, dst_base = 1048576 : i64, {{.*}}src = #engine.space<hbm>, src_base = 512 : i64,
// The block tile starts at block 3 (3 · 32 · 4 = 384 B).
// ENGINE: engine.dma {{.*}}dst = #engine.space<dm>, {{.*}}src = #engine.space<hbm>, src_base = 384 : i64,

!host = !stream.host<i32, m[A, B]>
!hbm = !stream.hbm<i32, m[1], m[A, B]>
!view = !stream.hbm<i32, m[1], m[A, B = 256 # 512]>
!hbmt = !stream.hbm<i32, m[1], m[A, B = 256]>
!hostt = !stream.host<i32, m[A, B = 256]>
!bview = !stream.hbm<i32, m[1], m[A, B / 32 = 2 # 16, B % 32]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[1 # 16, A, B / 32 = 2], m[B % 32]>
!hbmb = !stream.hbm<i32, m[1], m[A, B / 32 = 2, B % 32]>
!hostb = !stream.host<i32, m[A, B / 32 = 2, B % 32]>

module attributes {mapping.axes = #mapping.axes<A = 8, B = 512>} {
  stream.kernel @kernel(%x: !hbm) -> (!hbmt, !hbmb) attributes {chips = 1 : i64} {
    %t = stream.tile %x over "B" block 1 size 256 start 128 : !hbm -> !view
    %y = stream.dma %t at 1048576 : !view -> !hbmt
    %b = stream.tile %x over "B" block 32 size 2 start 3 : !hbm -> !bview
    %d = stream.to_dm %b at 0 : !bview -> !dm
    %z = stream.to_hbm %d at 2097152 : !dm -> !hbmb
    stream.return %y, %z : !hbmt, !hbmb
  }
  stream.host_func @main(%x: !host) -> (!hostt, !hostb) {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %y, %z = stream.launch @kernel(%h) : (!hbm) -> (!hbmt, !hbmb)
    %oy = stream.to_host %y : !hbmt -> !hostt
    %oz = stream.to_host %z : !hbmb -> !hostb
    stream.return %oy, %oz : !hostt, !hostb
  }
}
