// Constant addition (examples/constant_add.mlir) scaled to A = 2^24 elements (64 MiB per
// operand, 65,536 per slice) lowers in milliseconds: DMA nests, host layouts, "holds the
// same tensor" and hazards are all decided from the mappings, never per element.
// RUN: visa-opt %s --lower-to-hw | FileCheck %s
// CHECK: hw.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 16777216>, strides = array<i64: 1>}
// CHECK: hw.descriptor {dst = #hw.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 4096>, engine = 0 : i64, packet_bytes = 4096 : i64, sizes = array<i64: 16384>, src = #hw.space<host>, src_base = 0 : i64, src_strides = array<i64: 4096>}
// HBM -> DM: 64 slices per engine, 64 packets of 4 KiB per slice, slices 4 MiB apart.
// CHECK: hw.descriptor {dst = #hw.space<dm>, dst_base = 0 : i64, dst_strides = array<i64: 4194304, 4096>, engine = 0 : i64, packet_bytes = 4096 : i64, sizes = array<i64: 64, 64>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 262144, 4096>}
// CHECK: hw.descriptor {dst = #hw.space<dm>, dst_base = 805306368 : i64, {{.*}} engine = 3 : i64, {{.*}} src_base = 50331648 : i64
// CHECK: hw.tu
// CHECK: hw.descriptor {dst = #hw.space<hbm>, dst_base = 268435456 : i64, dst_strides = array<i64: 262144, 4096>, engine = 0 : i64, packet_bytes = 4096 : i64, sizes = array<i64: 64, 64>, src = #hw.space<dm>, src_base = 262144 : i64, src_strides = array<i64: 4194304, 4096>}
// CHECK: hw.descriptor {dst = #hw.space<host>, dst_base = 67108864 : i64, dst_strides = array<i64: 4096>, engine = 0 : i64, packet_bytes = 4096 : i64, sizes = array<i64: 16384>, src = #hw.space<hbm>, src_base = 268435456 : i64, src_strides = array<i64: 4096>}

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 65536 # 256], m[A % 65536]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 65536 # 256], m[1], m[A % 65536]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 65536 # 256], m[A % 65536 / 8], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 65536 # 256], m[A % 65536 / 8], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 65536 # 256], m[A % 65536 / 8], m[A % 8]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 65536 # 256], m[A % 65536 / 8], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 65536 # 256], m[A % 65536 / 8], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 16777216>} {
  // #[device(chip = 1)] fn kernel(ctx, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<...>
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // HBM → DM: split 2048 elements across 256 slices, 8 per slice (L202).
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    // Fetch 8-element packets (L207), collect into 32-byte flits (L209).
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    // Add the constant 1 to every element (L214).
    %v2 = stream.vector_fxp add_fxp %v1, 1 : !vbranch -> !vbranch
    %v3 = stream.vector_final %v2 : !vbranch -> !vfinal
    // Commit to DM at 1 << 12 (L217), then DM → HBM at 1 << 28 (L219).
    %out_dm = stream.commit %v3 at 262144 : !vfinal -> !dm
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
