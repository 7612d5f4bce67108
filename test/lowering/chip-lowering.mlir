// Multi-chip lowering (decisions C10C-1..4): the host array is spread over the chips by
// its mapping (one PCIe DMA per chip), a chip shuffle is one DMA per destination chip
// (PCIe between chips), an asymmetric slice one tensor DMA per chip at the selected
// block's offset, and a Tensor-Unit pass runs on every chip of a chips = 4 program.
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s
// RUN: visa-opt %s --lower-to-hw | FileCheck %s --check-prefix=HW
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=SIM

// CHECK: engine.program @main attributes {chips = 4 : i64}
// Host -> HBM: row c (64 i32 = 256 B) to chip c.
// CHECK: engine.dma {{.*}}dst = #engine.space<hbm>, dst_base = 0 : i64, {{.*}}queue = #engine.queue<pdma>, {{.*}}src = #engine.space<host>, src_base = 0 : i64,
// CHECK: engine.dma {{.*}}dst = #engine.space<hbm>, dst_base = 0 : i64, dst_chip = 1 : i64, {{.*}}queue = #engine.queue<pdma>, {{.*}}src = #engine.space<host>, src_base = 256 : i64,
// CHECK: engine.dma {{.*}}dst_chip = 2 : i64, {{.*}}src_base = 512 : i64,
// CHECK: engine.dma {{.*}}dst_chip = 3 : i64, {{.*}}src_base = 768 : i64,
// The slice [1, 2, 3, 0] over J: chip c reads block s_c (16 i32 = 64 B) on its own chip.
// CHECK: engine.dma {{.*}}dst_base = 4096 : i64, {{.*}}queue = #engine.queue<tdma>, {{.*}}src = #engine.space<hbm>, src_base = 64 : i64,
// CHECK: engine.dma {{.*}}dst_base = 4096 : i64, dst_chip = 1 : i64, {{.*}}queue = #engine.queue<tdma>, {{.*}}src_base = 128 : i64, src_chip = 1 : i64,
// CHECK: engine.dma {{.*}}dst_base = 4096 : i64, dst_chip = 2 : i64, {{.*}}queue = #engine.queue<tdma>, {{.*}}src_base = 192 : i64, src_chip = 2 : i64,
// CHECK: engine.dma {{.*}}dst_base = 4096 : i64, dst_chip = 3 : i64, {{.*}}queue = #engine.queue<tdma>, {{.*}}src_base = 0 : i64, src_chip = 3 : i64,
// The shuffle [1, 2, 3, 0]: chip i from chip i + 1, over PCIe.
// CHECK: engine.dma {{.*}}dst_base = 8192 : i64, {{.*}}queue = #engine.queue<pdma>, {{.*}}src_base = 4096 : i64, src_chip = 1 : i64,
// CHECK: engine.dma {{.*}}dst_base = 8192 : i64, dst_chip = 1 : i64, {{.*}}queue = #engine.queue<pdma>, {{.*}}src_chip = 2 : i64,
// CHECK: engine.dma {{.*}}dst_base = 8192 : i64, dst_chip = 2 : i64, {{.*}}queue = #engine.queue<pdma>, {{.*}}src_chip = 3 : i64,
// CHECK: engine.dma {{.*}}dst_base = 8192 : i64, dst_chip = 3 : i64, {{.*}}queue = #engine.queue<pdma>, {{.*}}src_base = 4096 : i64,
// CHECK: engine.fetch
// One Tensor-Unit command per chip.
// HW: hw.program @main attributes {chips = 4 : i64}
// HW: hw.tu(
// HW: hw.tu({{.*}}chip = 1
// HW: hw.tu({{.*}}chip = 2
// HW: hw.tu({{.*}}chip = 3
// SIM: check: pass (64 result elements equal the interpreter's)

!host = !stream.host<i32, m[A, J, K]>
!hosto = !stream.host<i32, m[A, K]>
!hbm = !stream.hbm<i32, m[A], m[J, K]>
!hbmo = !stream.hbm<i32, m[A], m[K]>
!dm = !stream.dm<i32, m[A], m[1 # 2], m[K / 8 # 256], m[K % 8]>
!begin = !stream.tensor<begin, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!collect = !stream.tensor<collect, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[A], m[1 # 2], m[K / 8 # 256], m[1], m[K % 8]>

module attributes {mapping.axes = #mapping.axes<A = 4, J = 4, K = 16>} {
  stream.kernel @kernel(%x: !hbm) -> !hbmo attributes {chips = 4 : i64} {
    %s = stream.chip_slice %x [1, 2, 3, 0] over "J" at 4096 : !hbm -> !hbmo
    %t = stream.chip_shuffle %s [1, 2, 3, 0] at 8192 : !hbmo -> !hbmo
    %d = stream.to_dm %t at 0 : !hbmo -> !dm
    %b = stream.begin %d : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    %v2 = stream.vector_fxp add_fxp %v1, 1 : !vbranch -> !vbranch
    %v3 = stream.vector_final %v2 : !vbranch -> !vfinal
    %o = stream.commit %v3 at 4096 : !vfinal -> !dm
    %out = stream.to_hbm %o at 16384 : !dm -> !hbmo
    stream.return %out : !hbmo
  }
  stream.host_func @main(%x: !host) -> !hosto {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %y = stream.launch @kernel(%h) : (!hbm) -> !hbmo
    %o = stream.to_host %y : !hbmo -> !hosto
    stream.return %o : !hosto
  }
}
