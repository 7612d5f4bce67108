// The Stream Adapter's order rules and the TRF's size rules that
// test/stream/contraction-invalid.mlir does not cover (issue 8 audit, docs/issue8-coverage.md),
// one chunk each; digest-C's negative golden cases GT-CE-16 (c), (e), (f) among them.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// align: the tiling axes (Time axes the stream lacks, here T) are the innermost of the
// computation Time (manual L3937–3946); GT-CE-8 (L4010–4034) written as m[T, M] instead of
// m[M, T]. Before this check the interpreter and the simulator disagreed on it.
module attributes {mapping.axes = #mapping.axes<M = 32, N = 8, K = 16, T = 5>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[M, K]>, %w: !stream.hbm<bf16, m[1], m[N, T, K]>) attributes {chips = 1 : i64} {
    %w_dm = stream.to_dm %w at 32768 : !stream.hbm<bf16, m[1], m[N, T, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[N, T, K]>
    %s0 = stream.begin %w_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[N, T, K]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, T, K]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, T, K]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, T], m[K]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, T], m[K]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, T], m[K]>
    %trf = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, T], m[K]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[T, K]>
    %x_dm = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[M, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[M, K]>
    %m0 = stream.begin %x_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[M, K]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[M, K]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[M, K]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M], m[K]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M], m[K]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M], m[K]>
    // expected-error @+1 {{the result's Time m[T, M] has the stream's axis M inside the tiling axis T: the Stream Adapter replays each packet over the axes the stream lacks, which are the innermost of the Time (manual: Computing Tensors › Contraction Engine › Stream Adapter)}}
    %m3 = stream.align %m2, %trf : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M], m[K]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[T, K]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[T, M], m[K # 32]>
    stream.return
  }
}

// -----

// align: the Stream Adapter delivers the collected packets in arrival order, it cannot
// reorder them (L3906–3910, Flit Buffer 96 bytes L3951); GT-CE-5 (L3816–3873) with the
// computation Time m[O, M] over a stream whose Time is m[M, O, L].
module attributes {mapping.axes = #mapping.axes<M = 32, N = 8, K = 16, L = 2, O = 2>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[M, O, L, K]>, %w: !stream.hbm<bf16, m[1], m[N, O, M, K]>) attributes {chips = 1 : i64} {
    %w_dm = stream.to_dm %w at 32768 : !stream.hbm<bf16, m[1], m[N, O, M, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[N, O, M, K]>
    %s0 = stream.begin %w_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[N, O, M, K]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, O, M, K]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, O, M, K]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, O, M], m[K]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, O, M], m[K]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, O, M], m[K]>
    %trf = stream.to_trf %s2 first_half : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N, O, M], m[K]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[O, M, K]>
    %x_dm = stream.to_dm %x at 0 : !stream.hbm<bf16, m[1], m[M, O, L, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[M, O, L, K]>
    %m0 = stream.begin %x_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[M, O, L, K]> -> !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[M, O, L, K]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[M, O, L, K]> -> !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M, O, L], m[K]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M, O, L], m[K]> -> !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M, O, L], m[K]>
    // expected-error @+1 {{the result's Time m[O, M] takes O before M, out of the stream's order (Time m[M, O, L], Packet m[K]): the Stream Adapter delivers the collected packets as they arrive (manual: Computing Tensors › Contraction Engine › Stream Adapter)}}
    %m3 = stream.align %m2, %trf : !stream.tensor<collect, main, bf16, m[1], m[1 # 2], m[1 # 256], m[M, O, L], m[K]>, !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[O, M, K]> -> !stream.tensor<aligned, main, bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[O, M], m[L, K]>
    stream.return
  }
}

// -----

// to_trf: the full TRF holds 8 KB per Row (manual L1089, L4150–4159; GT-CE-16 (f)):
// 4112 bf16 are 8224 bytes.
module attributes {mapping.axes = #mapping.axes<A = 4112>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A]>, %w: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %w_dm = stream.to_dm %w at 32768 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %w_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF tensor: Element::SIZE * size_of::<D>() = 8224 bytes exceeds the 8192 bytes per Row of TrfAddress::full (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %trf = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    stream.return
  }
}

// -----

// to_trf: the second half of the TRF holds 4 KB per Row (L4150–4159): 2064 bf16 are 4128 bytes.
module attributes {mapping.axes = #mapping.axes<A = 2064>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[A]>, %w: !stream.hbm<bf16, m[1], m[A]>) attributes {chips = 1 : i64} {
    %w_dm = stream.to_dm %w at 32768 : !stream.hbm<bf16, m[1], m[A]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %w_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]>
    // expected-error @+1 {{the TRF tensor: Element::SIZE * size_of::<D>() = 4128 bytes exceeds the 4096 bytes per Row of TrfAddress::second_half (manual: Mapping Tensors › Memory and Stream › Size Constraint)}}
    %trf = stream.to_trf %s2 second_half : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[A / 16], m[A % 16]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    stream.return
  }
}

// -----

// to_trf: Row::SIZE <= 8 (manual L1089; rows 1, 2, 4, 8, L4162–4167; GT-CE-16 (c)): 16 Rows.
module attributes {mapping.axes = #mapping.axes<N = 16, K = 16>} {
  stream.kernel @k(%x: !stream.hbm<bf16, m[1], m[K]>, %w: !stream.hbm<bf16, m[1], m[N, K]>) attributes {chips = 1 : i64} {
    %w_dm = stream.to_dm %w at 32768 : !stream.hbm<bf16, m[1], m[N, K]> -> !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[N, K]>
    %s0 = stream.begin %w_dm : !stream.dm<bf16, m[1], m[1 # 2], m[1 # 256], m[N, K]> -> !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, K]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[1], m[N, K]> -> !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[K]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[K]> -> !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[K]>
    // expected-error @+1 {{the TRF tensor: Row::SIZE must be 1, 2, 4 or 8 (manual: Computing Tensors › Contraction Engine › TRF Sequencer), got 16}}
    %trf = stream.to_trf %s2 full : !stream.tensor<collect, sub, bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[K]> -> !stream.trf<bf16, m[1], m[1 # 2], m[1 # 256], m[N], m[K]>
    stream.return
  }
}

// -----

// align: an i8 computation packet is 64 elements (mac_width 64 bytes, L3921; tree depth 6,
// L4530–4531; GT-CE-16 (e)): 128 i8 are rejected.
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @k(%x: !stream.hbm<i8, m[1], m[A]>, %w: !stream.hbm<i8, m[1], m[A]>) attributes {chips = 1 : i64} {
    %w_dm = stream.to_dm %w at 32768 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %s0 = stream.begin %w_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %s1 = stream.fetch %s0 : !stream.tensor<begin, sub, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %s2 = stream.collect %s1 : !stream.tensor<fetch, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %trf = stream.to_trf %s2 full : !stream.tensor<collect, sub, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %x_dm = stream.to_dm %x at 0 : !stream.hbm<i8, m[1], m[A]> -> !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]>
    %m0 = stream.begin %x_dm : !stream.dm<i8, m[1], m[1 # 2], m[1 # 256], m[A]> -> !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]>
    %m1 = stream.fetch %m0 : !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    %m2 = stream.collect %m1 : !stream.tensor<fetch, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]> -> !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>
    // expected-error @+1 {{the computation packet must be 64 bytes (the MAC width, manual: Computing Tensors › Contraction Engine › Stream Adapter), got 128 bytes}}
    %m3 = stream.align %m2, %trf : !stream.tensor<collect, main, i8, m[1], m[1 # 2], m[1 # 256], m[A / 32], m[A % 32]>, !stream.trf<i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A]> -> !stream.tensor<aligned, main, i8, m[1], m[1 # 2], m[1 # 256], m[1], m[A / 128], m[A % 128]>
    stream.return
  }
}
