// Zero-point subtraction in the fetch adapter (L2022–2048): i8 widened to i32 minus the
// zero point 10 (the manual's example: [0, 1, ..., 7] → [-10, -9, ..., -3]), then
// add_fxp 1 in the Vector Engine. End to end under visa-run --check at the stream, engine
// and hw levels; the plain-loop reference is lowering/tests/interleave.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 9 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)
// The syntax prints back as written, and the hw command carries the zero point.
// RUN: visa-opt %s | FileCheck %s --check-prefix=RT
// RT: stream.fetch %{{.*}} zero_point 10 :
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW: zero_point = 10

!host = !stream.host<i8, m[S, A]>
!hosto = !stream.host<i32, m[S, A]>
!hbm = !stream.hbm<i8, m[1], m[S, A]>
!hbmo = !stream.hbm<i32, m[1], m[S, A]>
!dm = !stream.dm<i8, m[1], m[1 # 2], m[S], m[A]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[S], m[A]>
!begin = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b zero_point 10 : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb
    %v2 = stream.vector_fxp add_fxp %v1, 1 : !vb -> !vb
    %v3 = stream.vector_final %v2 : !vb -> !vfinal
    %out_dm = stream.commit %v3 at 4096 : !vfinal -> !dmo
    %out = stream.to_hbm %out_dm at 268435456 : !dmo -> !hbmo
    stream.return %out : !hbmo
  }

  stream.host_func @main(%x: !host) -> !hosto {
    %in = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in) : (!hbm) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }
}
