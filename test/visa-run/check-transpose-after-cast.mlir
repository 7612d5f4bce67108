// The Transpose Engine after the Cast Engine (manual L6820–7041, L6872–6875): the GEMV of
// examples/gemv_bf16.mlir (y[i] = Σ_j M[i, j]·x[j], one row of M per slice) with its bf16
// result passed through a 1 × 1 transpose (Time [1], Packet [1 # 16] both sides: in_rows 1,
// packets_per_col 1, valid_per_packet 1, n = 1), so the engine's element width (16 bits)
// comes from the cast's output type. Interpreter and simulator agree bit for bit.
// Cycles of the transpose term (L6904–6912): 1 + 0 + 1 = 2, far below the contraction's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: main fetch>contract>cast>transpose>commit
// CHECK: check: pass (256 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw 2>/dev/null | FileCheck %s --check-prefix=HW
// HW: hw.cast {dtype = bf16}
// HW-NEXT: hw.transpose {in_rows = 1 : i64, iterations = 1 : i64, packets_per_col = 1 : i64, valid_per_packet = 1 : i64}

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
!tr = !stream.tensor<transpose, main, bf16, m[1], m[1 # 2], m[I], m[1], m[1 # 16]>

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
    %t = stream.transpose %m6 : !cast -> !tr
    %y_dm = stream.commit %t at 8192 : !tr -> !ydm
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
