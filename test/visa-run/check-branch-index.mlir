// The comparison branch mode on positions (the static branch logger of L8711–8720,
// docs/decisions.md C9A-2): bit 0 = idx(A) < 700, bit 1 = idx(R) >= 2, read from the
// Slice and Packet digits of A and the Time digit of R; i32 ops restricted to groups
// (C9A-4). The f64/i64 reference is lowering/tests/vector_branch.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 2 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (8192 result elements equal the interpreter's)

!host = !stream.host<i32, m[R, A]>
!hbm = !stream.hbm<i32, m[1], m[R, A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[R, A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8], m[1], m[R, A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %m0 = stream.begin %x_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 comparison [idx(A) lt 700, idx(R) ge 2] : !vinit -> !vb
    %l = stream.vector_logic bit_xor %v1, 5 group [3] : !vb -> !vb
    %a = stream.vector_fxp add_fxp %l, 1000 {group = 2 : i64} : !vb -> !vb
    %m = stream.vector_fxp mul_int %a, 3 {group = 12 : i64} : !vb -> !vb
    %c = stream.vector_clip max %m, 0 group [0] : !vb -> !vb
    %v3 = stream.vector_final %c : !vb -> !vf
    %out_dm = stream.commit %v3 at 4096 : !vf -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
