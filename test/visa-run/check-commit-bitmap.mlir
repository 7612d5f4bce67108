// The commit's slice bitmap (L2314–2319): the Vector Engine adds 1 to x: [256, 8] i32 on
// all 256 slices, but the committed DM tensor keeps only slices 0..63 (Slice
// m[S = 64 # 256], docs/decisions.md C9H-4), so the commit writes on those 64 slices
// alone (`commit_slices = array<i64: 0, 64>`): out[s, a] = x[s, a] + 1 for s < 64.
// Under visa-run --check at the stream, engine and hw levels; lowering/tests/
// fetch_adapter.rs checks the plain-loop values and that the DM of slices 64..255 at the
// commit's address keeps the bytes it held before (the commit does not write there).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 6 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// HW: commit_slices = array<i64: 0, 64>

!host = !stream.host<i32, m[S, A]>
!hosto = !stream.host<i32, m[S = 64, A]>
!hbm = !stream.hbm<i32, m[1], m[S, A]>
!hbmo = !stream.hbm<i32, m[1], m[S = 64, A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[A]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[S = 64 # 256], m[A]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[S], m[1], m[A]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 8>} {
  stream.kernel @kernel(%x: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %b = stream.begin %x_dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
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
