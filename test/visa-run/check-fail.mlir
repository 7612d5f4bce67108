// visa-run --check fails (exit status 1) when the simulated program does not compute
// what the stream-level reference does, and names the first differing element.
// This file is K1 (x + 1, L158-220); the programs simulated against it are made
// from it by real edits, one at the stream level and one in the lowered hw program,
// as a lowering bug would. Inputs: k1_in.npy holds i32::MAX, then x[a] = a - 1024.
// RUN: rm -rf %t && mkdir -p %t

// Control: the unedited lowering of this file passes against it.
// RUN: visa-opt %s --lower-to-hw > %t/k1.hw.mlir
// RUN: visa-run %t/k1.hw.mlir --check-against %s --input 0=%S/Inputs/k1_in.npy --output-dir %t | FileCheck %s --check-prefix=PASS
// PASS: check: pass (2048 result elements equal the interpreter's)

// The kernel adds 2 instead of 1: every element differs, the first wraps around.
// RUN: sed 's/add_fxp %br, 1 :/add_fxp %br, 2 :/' %s > %t/add2.mlir
// RUN: not visa-run %t/add2.mlir --check-against %s --input 0=%S/Inputs/k1_in.npy --output-dir %t 2>&1 | FileCheck %s --check-prefix=ADD2
// ADD2: wrote {{.*}}result_0.npy
// ADD2-NOT: check: pass
// ADD2: visa-run: check failed: result 0, element 0 (index [0], {A: 0}): interpreter -2147483648, simulator -2147483647 (2048 of 2048 elements differ)

// The lowered program's HBM -> DM transfer for slices 192-255 reads the HBM range
// of slices 128-191: the last quarter of the result differs, from element 1536
// (interpreter x[1536] + 1 = 513, simulator x[1024] + 1 = 1). --json still prints
// its object, with the first mismatch.
// RUN: sed 's/src_base = 6144 :/src_base = 4096 :/' %t/k1.hw.mlir > %t/dma.hw.mlir
// RUN: not visa-run %t/dma.hw.mlir --check-against %s --input 0=%S/Inputs/k1_in.npy --output-dir %t --json > %t/dma.json 2> %t/dma.err
// RUN: FileCheck %s --check-prefix=DMA --input-file %t/dma.json
// DMA: {"arguments":[{"dtype":"i32","file":"{{.*}}k1_in.npy","shape":[2048]}],"check":"fail","cycles":{{[0-9]+}},"engines":{{.*}},"mismatch":{"differing":512,"element":1536,"index":[1536],"interpreter":"513","logical":"{A: 1536}","result":0,"simulator":"1"},"outputs":[{"dtype":"i32","file":"{{.*}}result_0.npy","shape":[2048]}],"results":["{{.*}}result_0.npy"]}
// RUN: FileCheck %s --check-prefix=DMAERR --input-file %t/dma.err
// DMAERR: visa-run: check failed: result 0, element 1536 (index [1536], {A: 1536}): interpreter 513, simulator 1 (512 of 2048 elements differ)

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!init = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!branch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!final = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %i = stream.vector_init %c : !collect -> !init
    %br = stream.vector_intra_slice_branch %i unconditional : !init -> !branch
    %a = stream.vector_fxp add_fxp %br, 1 : !branch -> !branch
    %fi = stream.vector_final %a : !branch -> !final
    %r = stream.commit %fi at 4096 : !final -> !dm
    %o = stream.to_hbm %r at 268435456 : !dm -> !hbm
    stream.return %o : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbm
    %y = stream.to_host %r : !hbm -> !host
    stream.return %y : !host
  }
}
