// Interleaved add (digest-E §4 kernel #10, manual 002 L1843–1866 and L7151–7177): two
// f32 tensors a, b of [256, 8] (one row per slice, one 8-lane flit each) enter the Tensor
// Unit through one interleaved fetch, whose interleave axis I = 2 is the innermost Time
// axis (a's packet, then b's); the Vector Engine splits each flit into two Way4 halves
// and reduces I with the intra-slice reduce (add, a first), then concatenates the halves:
// out = a + b, one f32 rounding per element. The fetch reads 2 flits per slice in one
// sequencer operation ([I = 2 : 1024] between the two DM tensors, docs/decisions.md
// C9C-1). The f64 reference is lowering/tests/interleave.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 5 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)

!host = !stream.host<f32, m[S, X]>
!hbm = !stream.hbm<f32, m[1], m[S, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[I], m[X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[I], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[I], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[I], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[I], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[I, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[1], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[1], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, X = 8, I = 2>} {
  stream.kernel @kernel(%a: !hbm, %b: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %a_dm = stream.to_dm %a at 0 : !hbm -> !dm
    %b_dm = stream.to_dm %b at 4096 : !hbm -> !dm
    %s = stream.begin_interleaved %a_dm, %b_dm : !dm, !dm -> !begin
    %f = stream.fetch %s : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce add %n over "I" : !vb4 -> !vr4
    %w = stream.vector_concat %r : !vr4 -> !vr8
    %v3 = stream.vector_final %w : !vr8 -> !vfinal
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
