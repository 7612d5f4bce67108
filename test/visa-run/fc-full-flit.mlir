// The manual's Fetch/Commit Example 2, full-flit commit (002 L7709–7775; digest-E G-F3):
// the same A = 3, B = 5, C = 2 i8 input, fetched as Time m[A], Packet m[[B, C] # 32] (one
// 32-byte packet per A, the 22 pad bytes read past the data, L7896), committed whole to
// DM 1024 as m[A, [B, C] # 32]: `[A=3:32, [B,C]=32:1] @ 1024 / 32`, merged to `[96 : 1]`.
// 3 cycles against Example 1's 15 (L7720, L7763).
//
// Engine level as the manual configures it; the stream program examples/fetch_commit_full_flit.mlir
// lowers to the same Tensor-Unit pass (its DMAs widen the 30-byte row into the padding,
// decision C10-7) and runs end to end under --check. The result file must equal the input
// (a copy).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check-against %S/../../examples/fetch_commit_full_flit.mlir --output-dir %t | FileCheck %s
// CHECK: 3 cycles  main fetch>commit
// CHECK: check: pass (30 result elements equal the interpreter's)
// RUN: visa-run %s --input 0=%S/Inputs/i8_3x5x2.npy --output-dir %t/ref
// RUN: cmp %t/ref/result_0.npy %S/Inputs/i8_3x5x2.npy
// RUN: visa-run %S/../../examples/fetch_commit_full_flit.mlir --check --output-dir %t/stream | FileCheck %s
// RUN: visa-run %S/../../examples/fetch_commit_full_flit.mlir --input 0=%S/Inputs/i8_3x5x2.npy --output-dir %t/sref
// RUN: cmp %t/sref/result_0.npy %S/Inputs/i8_3x5x2.npy

module attributes {mapping.axes = #mapping.axes<A = 3, B = 5, C = 2>} {
  engine.program @main {
    engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i8, shape = array<i64: 3, 5, 2>, strides = array<i64: 10, 2, 1>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64>, dtype = i8, packet = 30 : i64, queue = #engine.queue<pdma>, sizes = array<i64>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<dm>, dst_base = 0 : i64, dst_strides = array<i64>, dtype = i8, packet = 32 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64>}
    %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, dtype = i8, fetches_per_packet = 1 : i64, seq = #engine.seq<[3 : 10, 32 : 1] : 32>, slices = array<i64: 0, 1>}
    %1 = engine.collect %0
    engine.commit %1 {base = 1024 : i64, dtype = i8, in_size = 32 : i64, seq = #engine.seq<[96 : 1] : 32>}
    engine.dma {dst = #engine.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64>, dtype = i8, packet = 96 : i64, queue = #engine.queue<tdma>, sizes = array<i64>, src = #engine.space<dm>, src_base = 1024 : i64, src_strides = array<i64>}
    engine.dma {dst = #engine.space<host>, dst_base = 256 : i64, dst_strides = array<i64: 10>, dtype = i8, packet = 10 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 3>, src = #engine.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 32>}
    engine.host_output {addr = 256 : i64, dtype = i8, result = 0 : i64, shape = array<i64: 3, 5, 2>, strides = array<i64: 10, 2, 1>}
  }
}
