// The `valid_count` branch mode (manual L4800 "ValidCount | Via Valid Count Generator";
// docs/decisions.md C9G-3): `valid_count "R"` gives ExecutionId 0 to the elements at
// valid positions of R and 1 to its padding (R = 12 padded to 16 in Time: flits 12–15),
// as the generator configured for R tags them. `add_fxp 5` on group 0 must reach every
// element and `mul_int 0` on group 1 none (only the padding flits), so the sums of
// x + 5 over R agree with the interpreter only if the simulator's ids are right on the
// valid lanes; the padding lanes' id 1 is sim/src/vector_branch.rs's unit test.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// CHECK: check: pass (512 result elements equal the interpreter's)
// ROUND: stream.vector_intra_slice_branch %{{.*}} valid_count "R"
// ENGINE: engine.vector_branch %{{.*}} {config = "vcg(c 16.2.1 | p 8 8 | g 0.0.12.0

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
    %v1 = stream.vector_intra_slice_branch %v0 valid_count "R" : !vinit -> !vb8
    %a = stream.vector_fxp add_fxp %v1, 5 {group = 1 : i64} : !vb8 -> !vb8
    %m = stream.vector_fxp mul_int %a, 0 {group = 2 : i64} : !vb8 -> !vb8
    %t = stream.vector_trim_way4 %m : !vb8 -> !vb4
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
