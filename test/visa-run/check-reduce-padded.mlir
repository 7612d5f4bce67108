// Intra-slice reduce over a padded Time axis (manual L5574–5582, L5816–5835, digest-D
// G07): R = 12 padded to 16 in Time (`R # 16`), so flits 12–15 of each slice hold no
// element. The valid-count generator, configured by the compiler from the mapping (gate 0:
// mask 0, match 0, V 12, one counter of 16), marks them invalid and the reduce leaves
// them out. `add_fxp 5` runs on every flit before the reduce, so a padding flit would
// add 5 to the sum if it were not masked: the interpreter reduces the 12 elements of the
// logical tensor, the simulator the flits the generator marks valid, and they agree.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 6 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)

!host = !stream.host<i32, m[R, A]>
!hosto = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[R, A]>
!hbmo = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 2], m[R # 16, A % 2 # 8]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[A / 2], m[A % 2 # 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[R # 16, A % 2 # 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 2], m[R # 16], m[A % 2 # 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 2], m[R # 16], m[A % 2 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[R # 16], m[A % 2 # 8]>
!vb8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[R # 16], m[A % 2 # 8]>
!vb4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[R # 16], m[A % 2 # 4]>
!vr4 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!vr8 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512, R = 12>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %a = stream.vector_fxp add_fxp %v1, 5 : !vb8 -> !vb8
    %t = stream.vector_trim_way4 %a : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce add_sat %t over "R" : !vb4 -> !vr4
    %p = stream.vector_pad_way8 %r : !vr4 -> !vr8
    %v3 = stream.vector_final %p : !vr8 -> !vfinal
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
