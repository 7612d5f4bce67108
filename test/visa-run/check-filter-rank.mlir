// The manual's branchless TopK (L8535–8591) from the comparison on: per row t, the
// host gives the order-preserving keys broadcast both ways (kj[t, j, i] = key[t, j],
// ki[t, j, i] = key[t, i] + 1 where j <= i, so the higher index wins a tie, as the manual's
// packing) and the values v[t, i]. Pass 1 counts, for each i, the j that i beats or is
// (sub_fxp_sat, the sign by arith_right_shift 31: -1 where key_j < ki; reduce add_sat over
// J: -(16 - rank) = rank - 16); pass 2 reads its low 4 bits, the rank, as ExecutionIds (vrf
// mode) and vector_filter keeps ranks 0 and 1 in index order (the
// FilterCompaction order of L8580–8584, digest-E F39), docs/decisions.md C9F-1, C9F-2.
// The reference (a stable sort, and the digest's G-M4 instance) is
// lowering/tests/vector_filter.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)

!host3 = !stream.host<i32, m[T, J, I]>
!hbm3 = !stream.hbm<i32, m[1], m[T, J, I]>
!dm3 = !stream.dm<i32, m[1], m[1 # 2], m[T], m[J, I]>
!vrf3 = !stream.vrf<i32, m[1], m[1 # 2], m[T], m[J, I]>
!sbegin = !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[T], m[1], m[J, I]>
!sfetch = !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[T], m[J, I / 8], m[I % 8]>
!scollect = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[T], m[J, I / 8], m[I % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[T], m[1], m[J, I]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[T], m[J, I / 8], m[I % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[T], m[J, I / 8], m[I % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[T], m[J, I / 8], m[I % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[T], m[J, I / 8], m[I % 8]>
!vs = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[T], m[J, I / 8, I / 4 % 2], m[I % 4]>
!vr = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[T], m[I / 8, I / 4 % 2], m[I % 4]>
!vc = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!host2 = !stream.host<i32, m[T, I]>
!hbm2 = !stream.hbm<i32, m[1], m[T, I]>
!dm2 = !stream.dm<i32, m[1], m[1 # 2], m[T], m[I]>
!vrf2 = !stream.vrf<i32, m[1], m[1 # 2], m[T], m[I]>
!sbegin2 = !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[T], m[1], m[I]>
!sfetch2 = !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!scollect2 = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!begin2 = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[T], m[1], m[I]>
!fetch2 = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!collect2 = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!vinit2 = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!vb2 = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[T], m[I / 8], m[I % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[T], m[1], m[K # 8]>
!vfk = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[T], m[1], m[K # 8]>
!dmk = !stream.dm<i32, m[1], m[1 # 2], m[T], m[K]>
!hbmk = !stream.hbm<i32, m[1], m[T, K]>
!hostk = !stream.host<i32, m[T, K]>

module attributes {mapping.axes = #mapping.axes<T = 256, J = 16, I = 16, K = 2>} {
  stream.kernel @kernel(%kj: !hbm3, %ki: !hbm3, %v: !hbm2) -> !hbmk attributes {chips = 1 : i64} {
    %kj_dm = stream.to_dm %kj at 0 : !hbm3 -> !dm3
    %ki_dm = stream.to_dm %ki at 1024 : !hbm3 -> !dm3
    %s0 = stream.begin %ki_dm : !dm3 -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %kiv = stream.to_vrf %s2 at 0 : !scollect -> !vrf3
    %a0 = stream.begin %kj_dm : !dm3 -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 unconditional : !vinit -> !vb
    %a5 = stream.vector_fxp sub_fxp_sat %a4, %kiv : !vb, !vrf3 -> !vb
    %a6 = stream.vector_fxp arith_right_shift %a5, 31 : !vb -> !vb
    %a7 = stream.vector_split %a6 : !vb -> !vs
    %a8 = stream.vector_intra_slice_reduce add_sat %a7 over "J" : !vs -> !vr
    %a9 = stream.vector_concat %a8 : !vr -> !vc
    %a10 = stream.vector_final %a9 : !vc -> !vf
    %r_dm = stream.commit %a10 at 4096 : !vf -> !dm2
    // Pass 2: the low 4 bits of rank - 16 are the rank, the ExecutionId; the filter
    // keeps ranks 0 and 1 of v in index order.
    %t0 = stream.begin %r_dm : !dm2 -> !sbegin2
    %t1 = stream.fetch %t0 : !sbegin2 -> !sfetch2
    %t2 = stream.collect %t1 : !sfetch2 -> !scollect2
    %ids = stream.to_vrf %t2 at 2048 : !scollect2 -> !vrf2
    %v_dm = stream.to_dm %v at 8192 : !hbm2 -> !dm2
    %b0 = stream.begin %v_dm : !dm2 -> !begin2
    %b1 = stream.fetch %b0 : !begin2 -> !fetch2
    %b2 = stream.collect %b1 : !fetch2 -> !collect2
    %b3 = stream.vector_init %b2 : !collect2 -> !vinit2
    %b4 = stream.vector_intra_slice_branch %b3 vrf %ids : !vinit2, !vrf2 -> !vb2
    %b5 = stream.vector_filter %b4 group [0, 1] : !vb2 -> !vk
    %b6 = stream.vector_final %b5 : !vk -> !vfk
    %o_dm = stream.commit %b6 at 12288 : !vfk -> !dmk
    %o = stream.to_hbm %o_dm at 268435456 : !dmk -> !hbmk
    stream.return %o : !hbmk
  }

  stream.host_func @main(%kj: !host3, %ki: !host3, %v: !host2) -> !hostk {
    %kj_hbm = stream.to_hbm %kj at 0 : !host3 -> !hbm3
    %ki_hbm = stream.to_hbm %ki at 134217728 : !host3 -> !hbm3
    %v_hbm = stream.to_hbm %v at 201326592 : !host2 -> !hbm2
    %r_hbm = stream.launch @kernel(%kj_hbm, %ki_hbm, %v_hbm) : (!hbm3, !hbm3, !hbm2) -> !hbmk
    %r = stream.to_host %r_hbm : !hbmk -> !hostk
    stream.return %r : !hostk
  }
}
