// A kernel through the vector engine and the Transpose Engine (manual L6820–7041, digest-D
// G54's 32-bit shape): per slice x[C, D, E] f32, y = 2·x + 1 on the vector engine (Way4 between
// vector_split and vector_concat, L4842–4865), then
// Time [C, D], Packet [E] -> Time [C, E], Packet [D # 8]: in_rows 2 (the 32-bit limit),
// packets_per_col 1, in_cols 8 (double buffering), out_rows 8, n = |C·E| / 8 = 64. The host
// result is laid out [P, C, E, D]: y[p, c, e, d] = 2·x[p, c, d, e] + 1 (plain-loop reference:
// lowering/tests/transpose.rs). Interpreter and simulator agree bit for bit.
// Cycles of the pass (docs/cycle-model.md "Transpose Engine", L6904–6912): in = 2, out = 8
// flits per matrix: 2 + (64 − 1)·max(2, 8) + 8 = 514, above the 128 fetched flits, the vector
// engine's 256 (Way4: two cycles per flit) and the 512 commit writes (8 bytes of each output
// flit), plus 2 cycles of vector-ALU latency (one per ALU used) = 516.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 3 --output-dir %t | FileCheck %s
// CHECK: {{ }}516 cycles  main fetch>vector>transpose>commit
// CHECK: check: pass (262144 result elements equal the interpreter's)

!host = !stream.host<f32, m[P, C, D, E]>
!ohost = !stream.host<f32, m[P, C, E, D]>
!hbm = !stream.hbm<f32, m[1], m[P, C, D, E]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[P], m[C, D, E]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[P], m[1], m[C, D, E]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[P], m[C, D, E / 4], m[E % 4]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[P], m[C, D], m[E]>
!tr = !stream.tensor<transpose, main, f32, m[1], m[1 # 2], m[P], m[C, E], m[D # 8]>
!odm = !stream.dm<f32, m[1], m[1 # 2], m[P], m[C, E, D]>
!ohbm = !stream.hbm<f32, m[1], m[P, C, E, D]>
module attributes {mapping.axes = #mapping.axes<P = 256, C = 64, D = 2, E = 8>} {
  stream.kernel @k(%in: !hbm) -> !ohbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %in at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb
    %n = stream.vector_split %v1 : !vb -> !vb4
    %m = stream.vector_fp_binary mul_f0 %n, 2.0 : !vb4 -> !vb4
    %a = stream.vector_fp_binary add_f %m, 1.0 : !vb4 -> !vb4
    %w = stream.vector_concat %a : !vb4 -> !vb
    %v2 = stream.vector_final %w : !vb -> !vfinal
    %t = stream.transpose %v2 : !vfinal -> !tr
    %o = stream.commit %t at 8192 : !tr -> !odm
    %h = stream.to_hbm %o at 268435456 : !odm -> !ohbm
    stream.return %h : !ohbm
  }
  stream.host_func @main(%x: !host) -> !ohost {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @k(%h) : (!hbm) -> !ohbm
    %o = stream.to_host %r : !ohbm -> !ohost
    stream.return %o : !ohost
  }
}
