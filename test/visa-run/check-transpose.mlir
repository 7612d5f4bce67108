// visa-run --check on a 2-D kernel whose host layout is the transpose of its HBM
// layout: host m[A, B] (the .npy is [8, 96]), HBM and DM m[B, A], 96 of the 256
// slices used. The interpreter and the simulator must agree on seeded inputs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: wrote {{.*}}result_0.npy
// CHECK-NEXT: check: pass (768 result elements equal the interpreter's)
// RUN: visa-run %s --check --seed 1 --output-dir %t --json | FileCheck %s --check-prefix=JSON
// JSON: {"arguments":[{"dtype":"i32","random_seed":1,"shape":[8,96]}],"check":"pass","cycles":{{[1-9][0-9]*}},
// With --no-check the output has no check field (without it, the check runs by default).
// RUN: visa-run %s --seed 1 --output-dir %t --json --no-check | FileCheck %s --check-prefix=NOCHECK
// NOCHECK-NOT: check
// NOCHECK: {"arguments":{{.*}}"cycles":
// RUN: visa-run %s --seed 1 --output-dir %t --json | FileCheck %s --check-prefix=JSON

!host = !stream.host<i32, m[A, B]>
!hbm = !stream.hbm<i32, m[1], m[B, A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[B # 256], m[A]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[B # 256], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[B # 256], m[1], m[A]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[B # 256], m[1], m[A]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[B # 256], m[1], m[A]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[B # 256], m[1], m[A]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[B # 256], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<A = 8, B = 96>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    %v2 = stream.vector_fxp add_fxp %v1, -5 : !vbranch -> !vbranch
    %v3 = stream.vector_final %v2 : !vbranch -> !vfinal
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
