// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (1 result elements equal the interpreter's)

!hx = !stream.host<bf16, m[A]>
!hw = !stream.host<bf16, m[P]>
!hy = !stream.host<f32, m[1]>
!xa = !stream.hbm<bf16, m[1], m[A]>
!xe = !stream.hbm<bf16, m[1], m[S, E]>
!x = !stream.hbm<bf16, m[1], m[S, T, P]>
!w = !stream.hbm<bf16, m[1], m[P]>
!y = !stream.hbm<f32, m[1], m[1 # 2]>
!xdm = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[T, P]>
!wdm = !stream.dm<bf16, m[1], m[1 # 2], m[S], m[P]>
!wbegin = !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[S], m[1], m[P]>
!wfetch = !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[S], m[P / 16], m[P % 16]>
!wcollect = !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[S], m[P / 16], m[P % 16]>
!trf = !stream.trf<bf16, m[1], m[1 # 2], m[S], m[1], m[P]>
!begin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[S], m[1], m[T, P]>
!fetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[S], m[T, P / 16], m[P % 16]>
!collect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[S], m[T, P / 16], m[P % 16]>
!aligned = !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[S], m[1], m[T], m[P]>
!contracted = !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[S], m[1], m[T], m[1]>
!acc = !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[1], m[1 # 8]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[1 # 8]>
!ydm = !stream.dm<f32, m[1], m[1 # 2], m[1 # 256], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 65536, S = 256, E = 256, T = 8, P = 32>} {
  stream.kernel @kernel(%xa: !xa, %w: !w) -> !y attributes {chips = 1 : i64} {
    %xe = stream.split_axis %xa "A" into "S", "E" : !xa -> !xe
    %x = stream.split_axis %xe "E" into "T", "P" : !xe -> !x
    %w_dm = stream.to_dm %w at 65536 : !w -> !wdm
    %s0 = stream.begin %w_dm : !wdm -> !wbegin
    %s1 = stream.fetch %s0 : !wbegin -> !wfetch
    %s2 = stream.collect %s1 : !wfetch -> !wcollect
    %w_trf = stream.to_trf %s2 full : !wcollect -> !trf
    %x_dm = stream.to_dm %x at 0 : !x -> !xdm
    %m0 = stream.begin %x_dm : !xdm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %m3 = stream.align %m2, %w_trf : !collect, !trf -> !aligned
    %m4 = stream.contract %m3 : !aligned -> !contracted
    %m5 = stream.accumulate %m4 interleaved : !contracted -> !acc
    %v0 = stream.vector_init %m5 : !acc -> !vinit
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    %v1 = stream.vector_final %r : !vinter -> !vfinal
    %y_dm = stream.commit %v1 at 131072 : !vfinal -> !ydm
    %y = stream.to_hbm %y_dm at 536870912 : !ydm -> !y
    stream.return %y : !y
  }

  stream.host_func @main(%x: !hx, %w: !hw) -> !hy {
    %x_hbm = stream.to_hbm %x at 0 : !hx -> !xa
    %w_hbm = stream.to_hbm %w at 268435456 : !hw -> !w
    %y_hbm = stream.launch @kernel(%x_hbm, %w_hbm) : (!xa, !w) -> !y
    %y = stream.to_host %y_hbm : !y -> !hy
    stream.return %y : !hy
  }
}
