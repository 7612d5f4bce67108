// convert-stream-to-engine: the accumulator sums one block of adjacent Time steps
// (L4406–4432; docs/decisions.md C8B-3). A contraction whose summed Time axes R and U are
// separated by the kept axis S verifies (each constraint of the manual holds) but has no
// accumulator configuration: the lowering says so at the op.
// RUN: visa-opt %s --convert-stream-to-engine --verify-diagnostics

!xh = !stream.host<bf16, m[R, S, U, K]>
!wh = !stream.host<bf16, m[K]>
!oh = !stream.host<f32, m[S]>
!x = !stream.hbm<bf16, m[1], m[R, S, U, K]>
!w = !stream.hbm<bf16, m[1], m[K]>
!o = !stream.hbm<f32, m[1], m[S, 1 # 8]>
!xdm = !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[R, S, U, K]>
!wdm = !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[K]>
!odm = !stream.dm<f32, m[1], m[1 # 2], m[1 # 256], m[S, 1 # 8]>
!wbegin = !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[K]>
!wfetch = !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[K / 16], m[K % 16]>
!wcollect = !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[K / 16], m[K % 16]>
!trf = !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[K]>
!xbegin = !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[R, S, U, K]>
!xfetch = !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[R, S, U, K / 16], m[K % 16]>
!xcollect = !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[R, S, U, K / 16], m[K % 16]>
!aligned = !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[R, S, U], m[K]>
!contracted = !stream.tensor<contraction, main, f32, m[1], m[1 # 2], m[1 # 256], m[1], m[R, S, U], m[1]>
!acc = !stream.tensor<reduce, main, f32, m[1], m[1 # 2], m[1 # 256], m[S], m[1 # 8]>
module attributes {mapping.axes = #mapping.axes<R = 2, S = 4, U = 2, K = 32>} {
  stream.kernel @kernel(%x: !x, %w: !w) -> !o attributes {chips = 1 : i64} {
    %w_dm = stream.to_dm %w at 32768 : !w -> !wdm
    %s0 = stream.begin %w_dm : !wdm -> !wbegin
    %s1 = stream.fetch %s0 : !wbegin -> !wfetch
    %s2 = stream.collect %s1 : !wfetch -> !wcollect
    %trf = stream.to_trf %s2 full : !wcollect -> !trf
    %x_dm = stream.to_dm %x at 0 : !x -> !xdm
    %m0 = stream.begin %x_dm : !xdm -> !xbegin
    %m1 = stream.fetch %m0 : !xbegin -> !xfetch
    %m2 = stream.collect %m1 : !xfetch -> !xcollect
    %m3 = stream.align %m2, %trf : !xcollect, !trf -> !aligned
    %m4 = stream.contract %m3 : !aligned -> !contracted
    // expected-error @+1 {{the summed time axes of m[R, S, U] are not adjacent; the accumulator sums one block of steps (docs/decisions.md C8B-3)}}
    %m5 = stream.accumulate %m4 interleaved : !contracted -> !acc
    %o_dm = stream.commit %m5 at 65536 : !acc -> !odm
    %o = stream.to_hbm %o_dm at 268435456 : !odm -> !o
    stream.return %o : !o
  }
  stream.host_func @main(%x: !xh, %w: !wh) -> !oh {
    %x_hbm = stream.to_hbm %x at 0 : !xh -> !x
    %w_hbm = stream.to_hbm %w at 1048576 : !wh -> !w
    %o_hbm = stream.launch @kernel(%x_hbm, %w_hbm) : (!x, !w) -> !o
    %o = stream.to_host %o_hbm : !o -> !oh
    stream.return %o : !oh
  }
}
