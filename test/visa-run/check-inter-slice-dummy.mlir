// digest-D G35 (manual L6643–6653, "Dummy Replacement"): an i32 AddSat across the four
// slices of R (Slice m[A / 8, R]) into SliceOut m[A / 8, 1 # 4]; the dummy slices hold
// zeros (docs/decisions.md C9G-1). Interpreter and simulator agree bit for bit; the
// plain-loop reference and the digest's worked lanes are lowering/tests/inter_slice.rs.
// Cycles: 1 flit + a ring tail of r = 4 (C9G-2).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// CHECK: {{ }}5 cycles  main fetch>vector>commit
// CHECK: check: pass (512 result elements equal the interpreter's)
// ENGINE: engine.vector_inter_slice %{{.*}} {config = "add_sat first;

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
    %r = stream.vector_inter_slice_reduce add_sat %v0 : !vinit -> !vinter
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
