// Two-group mode, zip with Mode10 (manual 002 L5136–5153, BinaryArgMode over the groups
// L5107–5117, digest-C GT-VE-16): both groups narrow together (vector_trim_way4), then
// `vector_fp_zip_with_mode(SubF, Mode10)` computes group1 − group0 in Way4 and the pad
// widens back; the result's Time drops I (m[I] → m[1]). Under visa-run --check at the
// stream and hw levels.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 9 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)
// RUN: visa-run %s --check --input 0=%S/Inputs/two_group_f32_g0.npy --input 1=%S/Inputs/two_group_f32_g1.npy --output-dir %t/v | FileCheck %s
// Values worked by hand (f32 bits): g0 = [1.5, 0.0, 1.0, 1.5, ...], g1 = [10.0, 3.5,
// 1.0, -4.0, ...] give g1 − g0 = [8.5, 3.5, 0.0, -5.5] = [0x41080000, 0x40600000, 0,
// 0xC0B00000] (exact in f32).
// RUN: od -An -v -t x4 -w16 -j 128 -N 16 %t/v/result_0.npy | FileCheck %s --check-prefix=VAL
// VAL: {{^ *}}41080000 40600000 00000000 c0b00000{{$}}
// RUN: FileCheck %s --check-prefix=HW --input-file %t/k.hw.mlir
// HW: {mode = #hw.arg_mode<mode10>, op = #hw.fp_binary<sub_f>, stage = #hw.ve_stage<fp>, zip}

!host = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 2], m[A % 2 # 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 8]>
!vp4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[I], m[A % 2 # 4]>
!vz4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!vz8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, I = 2>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    %f = stream.fetch %s : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %p = stream.vector_intra_slice_unzip %v0 "I" tile "m[1 # 2]" : !vinit -> !vp8
    %n = stream.vector_trim_way4 %p : !vp8 -> !vp4
    %z = stream.vector_fp_zip sub_f %n mode mode10 : !vp4 -> !vz4
    %w = stream.vector_pad_way8 %z : !vz4 -> !vz8
    %v3 = stream.vector_final %w : !vz8 -> !vfinal
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
