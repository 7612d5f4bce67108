// `stream.commit_view` (manual L2158–2163; docs/decisions.md C10C-8, C10D-1) under
// visa-run --check: the Commit Engine writes a stream into a tile view of a DM tensor, the
// rest of the tensor keeping its contents. Per slice (one row a of A = 256), x and z are
// [F = 4, X = 8] i32 in DM; the parent p starts as z. Pass 1 fetches x's tile F ∈ [0, 2)
// and commits it into p's tile F ∈ [2, 4); pass 2 fetches x's tile F ∈ [3, 4), adds 1000
// on the Vector Engine and commits it into the result's tile F ∈ [0, 1). So
//   out[a, 0, k] = x[a, 3, k] + 1000, out[a, 1, k] = z[a, 1, k],
//   out[a, 2, k] = x[a, 0, k],        out[a, 3, k] = x[a, 1, k]
// (the plain-loop reference is lowering/tests/commit_view.rs).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 9 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (8192 result elements equal the interpreter's)
// The views and the commit_view print and parse back.
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// ROUND: stream.commit_view %{{.*}} into %{{.*}} of %{{.*}} : !collect_i32{{.*}}, !dm_i32{{.*}}, !dm_i32 -> !dm_i32
// Each commit_view is one engine.commit at the view's address: p at 4096, its tile
// F ∈ [2, 4) 64 bytes on, its tile F ∈ [0, 1) at p itself.
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// ENGINE: engine.commit {{.*}}base = 4160 : i64
// ENGINE: engine.commit {{.*}}base = 4096 : i64

!host = !stream.host<i32, m[A, F, X]>
!hbm = !stream.hbm<i32, m[1], m[A, F, X]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F, X]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 2 # 4, X]>
!dm1 = !stream.dm<i32, m[1], m[1 # 2], m[A], m[F = 1 # 4, X]>
!b2 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 2 # 4, X]>
!f2 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[F = 2], m[X]>
!c2 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[F = 2], m[X]>
!b1 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[F = 1 # 4, X]>
!f1 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!c1 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!vi = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A], m[1], m[X]>

module attributes {mapping.axes = #mapping.axes<A = 256, F = 4, X = 8>} {
  stream.kernel @kernel(%x: !hbm, %z: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %p = stream.to_dm %z at 4096 : !hbm -> !dm
    // Pass 1: x[F ∈ [0, 2)] into p[F ∈ [2, 4)].
    %x01 = stream.tile %x_dm over "F" block 1 size 2 start 0 : !dm -> !dm2
    %p23 = stream.tile %p over "F" block 1 size 2 start 2 : !dm -> !dm2
    %s0 = stream.begin %x01 : !dm2 -> !b2
    %s1 = stream.fetch %s0 : !b2 -> !f2
    %s2 = stream.collect %s1 : !f2 -> !c2
    %p1 = stream.commit_view %s2 into %p23 of %p : !c2, !dm2, !dm -> !dm
    // Pass 2: x[F = 3] + 1000 into p1[F = 0].
    %x3 = stream.tile %x_dm over "F" block 1 size 1 start 3 : !dm -> !dm1
    %q0 = stream.tile %p1 over "F" block 1 size 1 start 0 : !dm -> !dm1
    %t0 = stream.begin %x3 : !dm1 -> !b1
    %t1 = stream.fetch %t0 : !b1 -> !f1
    %t2 = stream.collect %t1 : !f1 -> !c1
    %v0 = stream.vector_init %t2 : !c1 -> !vi
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vi -> !vb
    %v2 = stream.vector_fxp add_fxp %v1, 1000 : !vb -> !vb
    %v3 = stream.vector_final %v2 : !vb -> !vf
    %p2 = stream.commit_view %v3 into %q0 of %p1 : !vf, !dm1, !dm -> !dm
    %out = stream.to_hbm %p2 at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host, %z: !host) -> !host {
    %xh = stream.to_hbm %x at 0 : !host -> !hbm
    %zh = stream.to_hbm %z at 65536 : !host -> !hbm
    %o = stream.launch @kernel(%xh, %zh) : (!hbm, !hbm) -> !hbm
    %r = stream.to_host %o : !hbm -> !host
    stream.return %r : !host
  }
}
