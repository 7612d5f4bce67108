// GEMV: the manual's fourth Hello-TCP kernel (002 L378–465, K4), y[i] = Σ_j M[i, j]·x[j]
// with M: [256, 2048] bf16, x: [2048] bf16, y: [256] bf16; one row of M per slice
// (Slice m[I]).
//
// The vector is broadcast by the Switch Engine, not replicated by DMA (the manual's
// code broadcasts in `to_dm`, digest-E F4): x lies in DM as 8 elements per slice
// (Slice m[J / 8]); Broadcast01 {slice1 = 256, slice0 = 1, time0 = 1} gathers the 256
// slices' packets into Time and delivers all of them to every slice (Slice m[I],
// Time m[J / 8], L3144–3153). Collect pads each 16-byte packet to a 32-byte flit and
// the TRF stores the flits as they arrive, padding included: the TRF tensor is
// Element m[J / 8, J % 8 # 16] (8192 bytes, TrfAddress::Full), not m[J]
// (docs/decisions.md C8E-1). The matrix is streamed with the same padded packets
// (fetch m[J / 8], m[J % 8 # 16]) so that align pairs two flits of M with two flits
// of x per 64-byte computation packet; the zero pads multiply zero pads. The matrix
// is committed over its own DM range (the manual's `commit(0)` overwrites it, F6):
// y goes to 8192, each bf16 result padded to 8 bytes in HBM (m[I, 1 # 4], the
// commit's 8-byte rows).
//
// The stream interpreter's result is checked against plain f64 loops in
// dialects/stream/tests/contraction_kernels.rs; the simulator against the interpreter here.
// RUN: visa-opt %s | FileCheck %s --check-prefix=PARSE
// PARSE: stream.switch %{{.*}} broadcast01 {slice1 = 256, slice0 = 1, time0 = 1}
// PARSE: stream.to_trf %{{.*}} full
// PARSE: stream.align
// PARSE: stream.accumulate %{{.*}} interleaved
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 7 --output-dir %t | FileCheck %s
// CHECK: check: pass

!hm = !stream.host<bf16, m[I, J]>
!hx = !stream.host<bf16, m[J]>
!hy = !stream.host<bf16, m[I]>
!m = !stream.hbm<bf16, m[1], m[I, J]>
!x = !stream.hbm<bf16, m[1], m[J]>
!y = !stream.hbm<bf16, m[1], m[I, 1 # 4]>
!dm = !stream.dm<bf16, m[1], m[1 # 2], m[I], m[J]>
!xdm = !stream.dm<bf16, m[1], m[1 # 2], m[J / 8], m[J % 8]>
!ydm = !stream.dm<bf16, m[1], m[1 # 2], m[I], m[1 # 8]>
!sbegin = !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[J / 8], m[1], m[J % 8]>
!sfetch = !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[J / 8], m[1], m[J % 8]>
!sswitch = !stream.tensor<switch, sub, bf16, m[1], m[1 # 2], m[I], m[J / 8], m[J % 8]>
!scollect = !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[I], m[J / 8], m[J % 8 # 16]>
!trf = !stream.trf<bf16, m[1], m[1 # 2], m[I], m[1], m[J / 8, J % 8 # 16]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[I], m[1], m[J]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[I], m[J / 8], m[J % 8 # 16]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[I], m[J / 8], m[J % 8 # 16]>
!aligned = !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[I], m[1], m[J / 16], m[J / 8 % 2, J % 8 # 16]>
!contracted = !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[I], m[1], m[J / 16], m[1]>
!acc = !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[I], m[1], m[1 # 8]>
!cast = !stream.tensor<cast, main, bf16, m[1], m[1 # 2], m[I], m[1], m[1 # 16]>

module attributes {mapping.axes = #mapping.axes<I = 256, J = 2048>} {
  stream.kernel @kernel(%mat: !m, %vec: !x) -> !y attributes {chips = 1 : i64} {
    %m_dm = stream.to_dm %mat at 0 : !m -> !dm
    %x_dm = stream.to_dm %vec at 4096 : !x -> !xdm
    // Sub context: x, broadcast by the Switch Engine, into the TRF of every slice.
    %s0 = stream.begin %x_dm : !xdm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %sw = stream.switch %s1 broadcast01 {slice1 = 256, slice0 = 1, time0 = 1} : !sfetch -> !sswitch
    %s2 = stream.collect %sw : !sswitch -> !scollect
    %x_trf = stream.to_trf %s2 full : !scollect -> !trf
    // Main context: each slice's row of M against x.
    %m0 = stream.begin %m_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %m3 = stream.align %m2, %x_trf : !collect, !trf -> !aligned
    %m4 = stream.contract %m3 : !aligned -> !contracted
    %m5 = stream.accumulate %m4 interleaved : !contracted -> !acc
    %m6 = stream.cast %m5 : !acc -> !cast
    %y_dm = stream.commit %m6 at 8192 : !cast -> !ydm
    %y = stream.to_hbm %y_dm at 536870912 : !ydm -> !y
    stream.return %y : !y
  }

  stream.host_func @main(%mat: !hm, %vec: !hx) -> !hy {
    %m_hbm = stream.to_hbm %mat at 0 : !hm -> !m
    %x_hbm = stream.to_hbm %vec at 268435456 : !hx -> !x
    %y_hbm = stream.launch @kernel(%m_hbm, %x_hbm) : (!m, !x) -> !y
    %y = stream.to_host %y_hbm : !y -> !hy
    stream.return %y : !hy
  }
}
