// digest-D G39 (manual L6720–6731, "Intra-Slice Then Inter-Slice Reduce with AddSat"):
// IntraFirst: add_fxp 100 on every slice, then AddSat across R (inputs [1, 2, 3, 4] give
// 410, not G38's 110: lowering/tests/inter_slice.rs).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// CHECK: {{ }}6 cycles  main fetch>vector>commit
// CHECK: check: pass (512 result elements equal the interpreter's)
// ENGINE: engine.vector_inter_slice %{{.*}} {config = "add_sat after;

!host = !stream.host<i32, m[A, R]>
!hosto = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[R, A]>
!hbmo = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, R], m[A % 8]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, R], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
!vbo = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 4, A = 512>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %bg = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %bg : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %b = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb
    %a = stream.vector_fxp add_fxp %b, 100 : !vb -> !vb
    %r = stream.vector_inter_slice_reduce add_sat %a : !vb -> !vinter
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
