// Two-group mode, `pair_add` (manual 002 L5172–5182, digest-C GT-VE-17): two i32 tensors
// enter through one interleaved fetch (I = 2 innermost in Time, L1843–1866), the unzip
// makes them group 0 and group 1 (L5154–5170), and `vector_clip_zip(AddFxp)` adds them
// lane by lane, wrapping (L4957–4964): out = g0 + g1. Under visa-run --check (interpreter
// beside the simulator) at the stream and hw levels.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 9 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)
// Values worked by hand: g0 = [2, MAX, MIN, -7, ...], g1 = [3, 1, -1, 7, ...]
// (Inputs/two_group_i32_g0.npy, _g1.npy; elements 4.. are i and 3i) give
// [2 + 3, MAX + 1, MIN + (-1), -7 + 7] = [5, MIN, MAX, 0] (wrapping), then 4i.
// RUN: visa-run %s --check --input 0=%S/Inputs/two_group_i32_g0.npy --input 1=%S/Inputs/two_group_i32_g1.npy --output-dir %t/v | FileCheck %s
// RUN: od -An -v -t d4 -w24 -j 128 -N 24 %t/v/result_0.npy | FileCheck %s --check-prefix=VAL
// VAL: {{^ *}}5 {{ *}}-2147483648 {{ *}}2147483647 {{ *}}0 {{ *}}16 {{ *}}20{{$}}
// The hw pass: an axis_toggle branch on I (the unzip) and the zip on the Clip stage.
// RUN: FileCheck %s --check-prefix=HW --input-file %t/k.hw.mlir
// HW: ve_branch = #hw.branch<axis_toggle>
// HW: {mode = #hw.arg_mode<mode01>, op = #hw.clip<add_fxp>, stage = #hw.ve_stage<clip>, zip}

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 2], m[A % 2 # 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vz = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    %f = stream.fetch %s : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp
    %z = stream.vector_clip_zip add_fxp %p : !vp -> !vz
    %v3 = stream.vector_final %z : !vz -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%a: !host, %b: !host) -> !host {
    %a_hbm = stream.to_hbm %a at 0 : !host -> !hbm
    %b_hbm = stream.to_hbm %b at 8192 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%a_hbm, %b_hbm) : (!hbm, !hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
