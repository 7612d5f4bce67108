// The manual's Fetch/Commit Example 1, axis permutation (002 L7614–7708; digest-E G-F1,
// G-F2): A = 3, B = 5, C = 2 of i8 at DM 0 (`m[A, B, C]`, 30 bytes, padded to 32 so the
// tensor DMA moves whole 8-byte units, L2413–2427), fetched as Time m[A, B], Packet
// m[C # 8] (8-byte packets, reading past the tensor's bytes as L7896 allows), collected
// into 32-byte flits and committed to DM 1024 as m[B, A, C # 8] by the commit sequencer
// alone: `[A=3:8, B=5:24, C=8:1] @ 1024 / 8` (L7674), commit_in_size 8.
//
// The stream program examples/fetch_commit_permutation.mlir lowers to this program (LOWER
// lines; its tensor DMAs widen the 30- and 2-byte rows into the padding, decision C10-7, and
// its commit keeps 8 bytes of each flit, decision C10-6) and runs end to end under --check;
// this file is the manual's configuration written out at the engine level.
//
// The interpreter runs the stream program on the same inputs (--check-against), and a
// plain-loop reference (out[b][a][c] = in[a][b][c], Inputs/i8_3x5x2_perm_expected.npy)
// must equal the result file. The Tensor-Unit pass takes the manual's 15 cycles, one per
// A x B pair (L7695).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check-against %S/../../examples/fetch_commit_permutation.mlir --output-dir %t | FileCheck %s
// RUN: visa-run %s --check-against %S/../../examples/fetch_commit_permutation.mlir --seed 5 --output-dir %t | FileCheck %s
// CHECK: 15 cycles  main fetch>commit
// CHECK: check: pass (30 result elements equal the interpreter's)
// RUN: visa-run %s --input 0=%S/Inputs/i8_3x5x2.npy --output-dir %t/ref
// RUN: cmp %t/ref/result_0.npy %S/Inputs/i8_3x5x2_perm_expected.npy
// RUN: visa-run %S/../../examples/fetch_commit_permutation.mlir --check --output-dir %t/stream | FileCheck %s
// RUN: visa-run %S/../../examples/fetch_commit_permutation.mlir --input 0=%S/Inputs/i8_3x5x2.npy --output-dir %t/sref
// RUN: cmp %t/sref/result_0.npy %S/Inputs/i8_3x5x2_perm_expected.npy
// RUN: visa-opt %S/../../examples/fetch_commit_permutation.mlir --convert-stream-to-engine | FileCheck %s --check-prefix=LOWER
// LOWER: engine.fetch {{.*}}seq = #engine.seq<[15 : 2, 8 : 1] : 8>
// LOWER: engine.commit {{.*}}in_size = 8 : i64, seq = #engine.seq<[3 : 8, 5 : 24, 8 : 1] : 8>
// The commit sequencer is already minimal: merge-sequencers keeps it.
// RUN: visa-opt %s --merge-sequencers | FileCheck %s --check-prefix=SEQ
// SEQ: engine.commit {{.*}}in_size = 8 : i64, seq = #engine.seq<[3 : 8, 5 : 24, 8 : 1] : 8>

module attributes {mapping.axes = #mapping.axes<A = 3, B = 5, C = 2>} {
  engine.program @main {
    engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i8, shape = array<i64: 3, 5, 2>, strides = array<i64: 10, 2, 1>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64>, dtype = i8, packet = 30 : i64, queue = #engine.queue<pdma>, sizes = array<i64>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64>, dtype = i8, packet = 32 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64>}
    %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[15 : 2, 8 : 1] : 8>, slices = array<i64: 0, 1>}
    %1 = engine.collect %0
    engine.commit %1 {base = 1024 : i64, dtype = i8, in_size = 8 : i64, seq = #engine.seq<[3 : 8, 5 : 24, 8 : 1] : 8>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64>, dtype = i8, packet = 120 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 1024 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<host>, dst_base = 256 : i64, dst_strides = array<i64: 2>, dtype = i8, packet = 2 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 15>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 8>}
    engine.host_output {addr = 256 : i64, dtype = i8, result = 0 : i64, shape = array<i64: 5, 3, 2>, strides = array<i64: 6, 2, 1>}
  }
}
