// vector_stash (L4977–5051, digest-C GT-VE-11): the manual's residual max,
// max(2x, x), with the stash taken at the Branch stage in Way8 and read by the clip
// stage after trim_way4 / mul_f0 / pad_way8, end to end under visa-run --check.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 4 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)

!host = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 2], m[A % 2 # 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vbf = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbf
    %x = stream.vector_stash %v1 : !vbf -> !vbf
    %t = stream.vector_trim_way4 %x : !vbf -> !vb4
    %m = stream.vector_fp_binary mul_f0 %t, 2.0 : !vb4 -> !vb4
    %p = stream.vector_pad_way8 %m : !vb4 -> !vbf
    %r = stream.vector_clip max %p, %x : !vbf, !vbf -> !vbf
    %v3 = stream.vector_final %r : !vbf -> !vfinal
    %out_dm = stream.commit %v3 at 4096 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
