// One vector pass using each of the Fxp stage's four ALUs once (manual L4824–4836,
// L5261–5268), three of them with the new ops, applied in written order (digest-C Q-VE-1):
// add_fxp_sat(arith_right_shift_round(mul_fxp(left_shift_sat(x, 3), 0.5), 2), -5),
// end to end under visa-run --check. K1's shape (L158–220).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 11 --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --input 0=%S/Inputs/fxp_x.npy --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // #[device(chip = 1)] fn kernel(ctx, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<...>
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    %l = stream.vector_fxp left_shift_sat %v1, 3 : !vbranch -> !vbranch
    %m = stream.vector_fxp mul_fxp %l, 1073741824 : !vbranch -> !vbranch
    %r = stream.vector_fxp arith_right_shift_round %m, 2 : !vbranch -> !vbranch
    %v2 = stream.vector_fxp add_fxp_sat %r, -5 : !vbranch -> !vbranch
    %v3 = stream.vector_final %v2 : !vbranch -> !vfinal
    %out_dm = stream.commit %v3 at 4096 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  // async fn main(): host → HBM (PCIe DMA), launch, HBM → host (L190–198).
  stream.host_func @main(%x: !host) -> !host {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
