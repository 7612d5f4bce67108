// visa-run --check on K1 reading i8 from DM and casting to i32 in the fetch
// adapter (L1962-1972), then adding 1000: every i8 input (seeded, over the whole
// range) must come out as the interpreter's x + 1000.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 7 --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)

!host8 = !stream.host<i8, m[A]>
!host = !stream.host<i32, m[A]>
!hbm8 = !stream.hbm<i8, m[1], m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm8 = !stream.dm<i8, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!init = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!branch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!final = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%input: !hbm8) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm8 -> !dm8
    %b = stream.begin %dm : !dm8 -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %i = stream.vector_init %c : !collect -> !init
    %br = stream.vector_intra_slice_branch %i unconditional : !init -> !branch
    %a = stream.vector_fxp add_fxp %br, 1000 : !branch -> !branch
    %fi = stream.vector_final %a : !branch -> !final
    %r = stream.commit %fi at 4096 : !final -> !dm
    %o = stream.to_hbm %r at 268435456 : !dm -> !hbm
    stream.return %o : !hbm
  }
  stream.host_func @main(%x: !host8) -> !host {
    %h = stream.to_hbm %x at 0 : !host8 -> !hbm8
    %r = stream.launch @kernel(%h) : (!hbm8) -> !hbm
    %y = stream.to_host %r : !hbm -> !host
    stream.return %y : !host
  }
}
