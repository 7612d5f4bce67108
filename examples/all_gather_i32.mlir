// AllGather on 4 chips (the last step of the manual's ReduceScatter example, L7480–7484:
// "each chip gathers data from Chip 0 through Chip 3"): chip c holds row c of
// x [4, 2048]; every chip ends with the four rows concatenated, out[c, :] = x[0, :] ‖
// x[1, :] ‖ x[2, :] ‖ x[3, :]. One DMA between chips (HBM → HBM over the chip-to-chip
// path, L7606–7609) whose destination repeats the source over a new Chip axis C: the
// lowering writes one transfer per (source chip, destination chip), the local ones on
// the tensor DMA and the others over PCIe (decision C10C-4). The host result is
// [4, 8192] (axes C, N): `stream.merge_axes` reads the gathered (A, K) as N, no copy.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 1 --output-dir %t | FileCheck %s
// CHECK: check: pass (32768 result elements equal the interpreter's)

!host = !stream.host<i32, m[A, K]>
!hostcak = !stream.host<i32, m[C, A, K]>
!hosto = !stream.host<i32, m[C, N]>
!hbm = !stream.hbm<i32, m[A], m[K]>
!hbmo = !stream.hbm<i32, m[C], m[A, K]>

module attributes {mapping.axes = #mapping.axes<C = 4, A = 4, K = 2048, N = 8192>} {
  stream.kernel @kernel(%x: !hbm) -> !hbmo attributes {chips = 4 : i64} {
    %y = stream.dma %x at 1048576 : !hbm -> !hbmo
    stream.return %y : !hbmo
  }

  stream.host_func @main(%x: !host) -> !hosto {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %y_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbmo
    %y = stream.to_host %y_hbm : !hbmo -> !hostcak
    // The result as the issue's [4, 8192]: (A, K) read as one axis N = 2048·A + K.
    %yn = stream.merge_axes %y "A", "K" into "N" : !hostcak -> !hosto
    stream.return %yn : !hosto
  }
}
