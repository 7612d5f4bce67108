// The Inter-Slice Block's lowering (lowering/src/stream_to_engine/inter_slice.rs,
// docs/decisions.md C9G-1): an axis kept across the reduce must keep its digits whole;
// here A's digit (A / 8) % 64 is split into (A / 16) % 32 and (A / 8) % 2 in SliceOut, which
// the stream verifier accepts (same extents) but the block's configuration cannot say.
// RUN: visa-opt %s --convert-stream-to-engine --verify-diagnostics

!host = !stream.host<f32, m[R, A]>
!hosto = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[R, A]>
!hbmo = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[A / 16, 1 # 4, A / 8 % 2], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 16, 1 # 4, A / 8 % 2], m[1], m[A % 8]>
!vbo = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 16, 1 # 4, A / 8 % 2], m[1], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[A / 16, 1 # 4, A / 8 % 2], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %bg = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %bg : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    // expected-error @+1 {{the digit (A / 8) % 64 of the input has no equal digit in the output's Slice}}
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    %v3 = stream.vector_final %r : !vinter -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dmo
    %out = stream.to_hbm %out_dm at 268435456 : !dmo -> !hbmo
    stream.return %out : !hbmo
  }
  stream.host_func @main(%x: !host) -> !hosto {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }
}
