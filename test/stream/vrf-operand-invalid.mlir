// The shapes of a Vector Engine VRF operand the hardware's positional read (flit t mod F,
// lane p) agrees with (docs/decisions.md C9E-1), and the stride-0 fetch that writes a
// lane-broadcast flit (L1533–1566, C9E-2).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// Positive: a cyclic operand, the innermost Time steps K % 8 / 4 and the Packet,
// repeated over the outer Time J.
!hv = !stream.hbm<f32, m[1], m[S, K % 8 / 4, K % 4]>
!dv = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K % 8 / 4, K % 4]>
!vb = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[K % 8 / 4, K % 4]>
!vf = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S], m[K % 8 / 4], m[K % 4]>
!vc = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S], m[K % 8 / 4], m[K % 4 # 8]>
!v = !stream.vrf<f32, m[1], m[1 # 2], m[S], m[K % 8 / 4, K % 4 # 8]>
!hx = !stream.hbm<f32, m[1], m[S, J, K]>
!dmx = !stream.dm<f32, m[1], m[1 # 2], m[S], m[J, K]>
!b = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[J, K]>
!f = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[J, K / 4], m[K % 4]>
!c = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[J, K / 4], m[K % 4 # 8]>
!i = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[J, K / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[J, K / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[J, K / 4], m[K % 4]>
module attributes {mapping.axes = #mapping.axes<S = 256, J = 4, K = 8>} {
  stream.kernel @k(%hx: !hx, %hv: !hv) attributes {chips = 1 : i64} {
    %x = stream.to_dm %hx at 0 : !hx -> !dmx
    %r = stream.to_dm %hv at 8192 : !hv -> !dv
    %0 = stream.begin %r : !dv -> !vb
    %1 = stream.fetch %0 : !vb -> !vf
    %2 = stream.collect %1 : !vf -> !vc
    %v = stream.to_vrf %2 at 0 : !vc -> !v
    %3 = stream.begin %x : !dmx -> !b
    %4 = stream.fetch %3 : !b -> !f
    %5 = stream.collect %4 : !f -> !c
    %6 = stream.vector_init %5 : !c -> !i
    %7 = stream.vector_intra_slice_branch %6 unconditional : !i -> !b8
    %8 = stream.vector_trim_way4 %7 : !b8 -> !b4
    %9 = stream.vector_fp_binary mul_f0 %8, %v : !b4, !v -> !b4
    stream.return
  }
}

// -----

// A Packet operand whose axis K also lies in Time: the hardware reads the same four
// values at every step, the stream's index asks for K / 4 as well.
!hv = !stream.hbm<f32, m[1], m[S, K % 4]>
!dv = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K % 4]>
!vb = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[K % 4]>
!vf = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S], m[1], m[K % 4]>
!vc = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S], m[1], m[K % 4 # 8]>
!v = !stream.vrf<f32, m[1], m[1 # 2], m[S], m[K % 4 # 8]>
!hx = !stream.hbm<f32, m[1], m[S, K]>
!dmx = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K]>
!b = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K]>
!f = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!c = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!i = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
module attributes {mapping.axes = #mapping.axes<S = 256, K = 8>} {
  stream.kernel @k(%hx: !hx, %hv: !hv) attributes {chips = 1 : i64} {
    %x = stream.to_dm %hx at 0 : !hx -> !dmx
    %r = stream.to_dm %hv at 8192 : !hv -> !dv
    %0 = stream.begin %r : !dv -> !vb
    %1 = stream.fetch %0 : !vb -> !vf
    %2 = stream.collect %1 : !vf -> !vc
    %v = stream.to_vrf %2 at 0 : !vc -> !v
    %3 = stream.begin %x : !dmx -> !b
    %4 = stream.fetch %3 : !b -> !f
    %5 = stream.collect %4 : !f -> !c
    %6 = stream.vector_init %5 : !c -> !i
    %7 = stream.vector_intra_slice_branch %6 unconditional : !i -> !b8
    %8 = stream.vector_trim_way4 %7 : !b8 -> !b4
    // expected-error @+1 {{cannot be read as the Way8 stream's Packet broadcast over Time: the Time outside its 1 flit(s) also holds axis K}}
    %9 = stream.vector_fp_binary mul_f0 %8, %v : !b4, !v -> !b4
    stream.return
  }
}

// -----

// A cyclic operand whose outer Time also holds its axis K (K / 16 outside the 4 flits).
!hv = !stream.hbm<f32, m[1], m[S, K % 16 / 4, K % 4]>
!dv = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K % 16 / 4, K % 4]>
!vb = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[K % 16 / 4, K % 4]>
!vf = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S], m[K % 16 / 4], m[K % 4]>
!vc = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S], m[K % 16 / 4], m[K % 4 # 8]>
!v = !stream.vrf<f32, m[1], m[1 # 2], m[S], m[K % 16 / 4, K % 4 # 8]>
!hx = !stream.hbm<f32, m[1], m[S, K]>
!dmx = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K]>
!b = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K]>
!f = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!c = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!i = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
module attributes {mapping.axes = #mapping.axes<S = 256, K = 32>} {
  stream.kernel @k(%hx: !hx, %hv: !hv) attributes {chips = 1 : i64} {
    %x = stream.to_dm %hx at 0 : !hx -> !dmx
    %r = stream.to_dm %hv at 8192 : !hv -> !dv
    %0 = stream.begin %r : !dv -> !vb
    %1 = stream.fetch %0 : !vb -> !vf
    %2 = stream.collect %1 : !vf -> !vc
    %v = stream.to_vrf %2 at 0 : !vc -> !v
    %3 = stream.begin %x : !dmx -> !b
    %4 = stream.fetch %3 : !b -> !f
    %5 = stream.collect %4 : !f -> !c
    %6 = stream.vector_init %5 : !c -> !i
    %7 = stream.vector_intra_slice_branch %6 unconditional : !i -> !b8
    %8 = stream.vector_trim_way4 %7 : !b8 -> !b4
    // expected-error @+1 {{here the Time outside its 4 flit(s) also holds axis K}}
    %9 = stream.vector_fp_binary mul_f0 %8, %v : !b4, !v -> !b4
    stream.return
  }
}

// -----

// A lane broadcast narrower than the stream's lanes (2 values for 4 lanes).
!hv = !stream.hbm<f32, m[1], m[S, L]>
!dv = !stream.dm<f32, m[1], m[1 # 2], m[S], m[L]>
!vb = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L]>
!vf = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L]>
!vc = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L # 8]>
!v = !stream.vrf<f32, m[1], m[1 # 2], m[S], m[L]>
!hx = !stream.hbm<f32, m[1], m[S, K]>
!dmx = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K]>
!b = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K]>
!f = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!c = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!i = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
module attributes {mapping.axes = #mapping.axes<S = 256, K = 8, L = 2>} {
  stream.kernel @k(%hx: !hx, %hv: !hv) attributes {chips = 1 : i64} {
    %x = stream.to_dm %hx at 0 : !hx -> !dmx
    %r = stream.to_dm %hv at 8192 : !hv -> !dv
    %0 = stream.begin %r : !dv -> !vb
    %1 = stream.fetch %0 : !vb -> !vf
    %2 = stream.collect %1 : !vf -> !vc
    %v = stream.to_vrf %2 at 0 : !vc -> !v
    %3 = stream.begin %x : !dmx -> !b
    %4 = stream.fetch %3 : !b -> !f
    %5 = stream.collect %4 : !f -> !c
    %6 = stream.vector_init %5 : !c -> !i
    %7 = stream.vector_intra_slice_branch %6 unconditional : !i -> !b8
    %8 = stream.vector_trim_way4 %7 : !b8 -> !b4
    // expected-error @+1 {{or be at most one flit over axes the Way8 stream lacks covering its lanes (a lane broadcast)}}
    %9 = stream.vector_fp_binary mul_f0 %8, %v : !b4, !v -> !b4
    stream.return
  }
}

// -----

// A lane broadcast over more than one flit (16 f32).
!hv = !stream.hbm<f32, m[1], m[S, L]>
!dv = !stream.dm<f32, m[1], m[1 # 2], m[S], m[L]>
!vb = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S], m[1], m[L]>
!vf = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S], m[L / 8], m[L % 8]>
!vc = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S], m[L / 8], m[L % 8]>
!v = !stream.vrf<f32, m[1], m[1 # 2], m[S], m[L]>
!hx = !stream.hbm<f32, m[1], m[S, K]>
!dmx = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K]>
!b = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K]>
!f = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
!c = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!i = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4 # 8]>
!b4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
module attributes {mapping.axes = #mapping.axes<S = 256, K = 8, L = 16>} {
  stream.kernel @k(%hx: !hx, %hv: !hv) attributes {chips = 1 : i64} {
    %x = stream.to_dm %hx at 0 : !hx -> !dmx
    %r = stream.to_dm %hv at 8192 : !hv -> !dv
    %0 = stream.begin %r : !dv -> !vb
    %1 = stream.fetch %0 : !vb -> !vf
    %2 = stream.collect %1 : !vf -> !vc
    %v = stream.to_vrf %2 at 0 : !vc -> !v
    %3 = stream.begin %x : !dmx -> !b
    %4 = stream.fetch %3 : !b -> !f
    %5 = stream.collect %4 : !f -> !c
    %6 = stream.vector_init %5 : !c -> !i
    %7 = stream.vector_intra_slice_branch %6 unconditional : !i -> !b8
    %8 = stream.vector_trim_way4 %7 : !b8 -> !b4
    // expected-error @+1 {{(a lane broadcast)}}
    %9 = stream.vector_fp_binary mul_f0 %8, %v : !b4, !v -> !b4
    stream.return
  }
}

// -----

// A fetch broadcasts only over axes its input lacks: Packet m[K % 4] asks for K % 4 where
// the input holds K / 4 only.
!h = !stream.hbm<f32, m[1], m[S, K / 4]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[K / 4]>
!b = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[K / 4]>
!f = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[K / 4], m[K % 4]>
module attributes {mapping.axes = #mapping.axes<S = 256, K = 8>} {
  stream.kernel @k(%h: !h) attributes {chips = 1 : i64} {
    %x = stream.to_dm %h at 0 : !h -> !dm
    %0 = stream.begin %x : !dm -> !b
    // expected-error @+1 {{Time and Packet must hold the same tensor as the input's (manual: Moving Tensors › Fetch Engine › Interface), up to axes it broadcasts}}
    %1 = stream.fetch %0 : !b -> !f
    stream.return
  }
}
