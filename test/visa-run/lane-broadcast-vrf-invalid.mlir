// A lane-broadcast VRF operand (docs/decisions.md C9E-1) written from four different
// values (a plain DMA of r4, no stride-0 fetch): the hardware would multiply each lane by a
// different value, which the operand's index semantics cannot say, so the interpreter
// refuses it with a located error (the verifier accepts the shape; only the values differ).
// visa-run still prints and writes the simulator's results, says the check was not done
// and why, and exits 1 (issue 19 item 1).
// RUN: rm -rf %t && mkdir -p %t
// RUN: not visa-run %s --check --json --output-dir %t 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON: "check":"reference-failed"{{.*}}"reference_error":"{{.*}}the VRF operand is read as a lane broadcast
// RUN: not visa-run %s --check --output-dir %t 2>&1 | FileCheck %s
// RUN: test -f %t/result_0.npy
// CHECK: total cycles:
// CHECK: check: not done: the reference interpreter failed (see stderr); the results above are the simulator's, unchecked
// CHECK: lane-broadcast-vrf-invalid.mlir:[[@LINE+40]]:10: error: {{.*}}the VRF operand is read as a lane broadcast but differs at {L: 1}
// CHECK: visa-run: error: the reference interpreter failed, so the simulation is unchecked; --no-check runs without it

!hostx = !stream.host<f32, m[S, K]>
!hostr = !stream.host<f32, m[S]>
!hostr4 = !stream.host<f32, m[S, L]>
!hbmx = !stream.hbm<f32, m[1], m[S, K]>
!hbmr = !stream.hbm<f32, m[1], m[S, 1 # 2]>
!hbmr4 = !stream.hbm<f32, m[1], m[S, L]>
!dmx = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K]>
!dmr = !stream.dm<f32, m[1], m[1 # 2], m[S], m[1 # 2]>
!dmr4 = !stream.dm<f32, m[1], m[1 # 2], m[S], m[L]>
!lb = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 2]>
!lb4 = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L]>
!lf = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L]>
!lc = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L # 8]>
!vl = !stream.vrf<f32, m[1], m[1 # 2], m[S], m[L]>
!b = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K]>
!f = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!c = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!i = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!fin = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, K = 8, L = 4>} {
  stream.kernel @kernel(%x: !hbmx, %r: !hbmr, %r4: !hbmr4) -> !hbmx attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbmx -> !dmx
    %r_dm = stream.to_dm %r at 64 : !hbmr -> !dmr
    %r4_dm = stream.to_dm %r4 at 128 : !hbmr4 -> !dmr4
    %rb = stream.begin %r4_dm : !dmr4 -> !lb4
    %rf = stream.fetch %rb : !lb4 -> !lf
    %rc = stream.collect %rf : !lf -> !lc
    %rv = stream.to_vrf %rc at 0 : !lc -> !vl
    %0 = stream.begin %x_dm : !dmx -> !b
    %1 = stream.fetch %0 : !b -> !f
    %2 = stream.collect %1 : !f -> !c
    %3 = stream.vector_init %2 : !c -> !i
    %4 = stream.vector_intra_slice_branch %3 unconditional : !i -> !b8
    %5 = stream.vector_trim_way4 %4 : !b8 -> !b4
    %6 = stream.vector_fp_binary mul_f0 %5, %rv : !b4, !vl -> !b4
    %7 = stream.vector_pad_way8 %6 : !b4 -> !b8
    %8 = stream.vector_final %7 : !b8 -> !fin
    %y_dm = stream.commit %8 at 256 : !fin -> !dmx
    %y = stream.to_hbm %y_dm at 268435456 : !dmx -> !hbmx
    stream.return %y : !hbmx
  }

  stream.host_func @main(%x: !hostx, %r: !hostr, %r4: !hostr4) -> !hostx {
    %xh = stream.to_hbm %x at 0 : !hostx -> !hbmx
    %rh = stream.to_hbm %r at 16777216 : !hostr -> !hbmr
    %r4h = stream.to_hbm %r4 at 33554432 : !hostr4 -> !hbmr4
    %yh = stream.launch @kernel(%xh, %rh, %r4h) : (!hbmx, !hbmr, !hbmr4) -> !hbmx
    %y = stream.to_host %yh : !hbmx -> !hostx
    stream.return %y : !hostx
  }
}
