// The HBM bandwidth the tensor DMA reaches on 64 MiB (issue 10, item 5): 2^24 i32 moved
// HBM → DM (128 KiB on each of the 512 slices), DM → HBM, and HBM → HBM, each as one
// command over the chip's 8 engines. Worked by hand from docs/cycle-model.md §2:
//
// - HBM → DM: 262144 reads of 256 B, 8192 per HBM channel (bits 8-12 walk every channel),
//   16/3 cycles each = 43690.67 -> 43691, + 500 = 44191; each engine moves 8 MiB in 4096-B
//   packets: 500 + max(32768 HBM requests, 32768 DM cycles at 128 B per DMN) = 33268.
//   64 MiB / 44191 cycles = 1518.6 B/cycle = 1.519 TB/s at 1 GHz, 98.9% of 48 GB/s x 32.
// - DM → HBM: the same transfers as writes: 44191.
// - HBM → HBM at 1 GiB + 1 MiB (HBM slice bit 20 set, so a packet's write never lands in
//   the bank its read opened, L2987): 524288 transfers, 16384 per channel x 16/3 = 87381.33
//   -> 87382, + 500 = 87882; 128 MiB moved (read + write) / 87882 = 1527.2 B/cycle, 99.4%.
//   (Writing at 1 GiB instead switches a row on every other transfer: 371871 cycles.)
//
// The row switches of the sequential sweeps overlap other banks' transfers (L2989,
// decision C10-4). The manual's 1.5 TB/s "combined read + write (0.75 + 0.75)" (L2602) is
// not modelled per direction: Example 5 (L2744–2750) charges reads alone at the full
// channel rate, and the model follows it.
//
// Too large for the reference interpreter (2^25 positions): the results are checked on the
// scaled copy test/visa-run/check-dma-paths.mlir; here the cycles.
// RUN: visa-run %s --output-dir %t | FileCheck %s
// CHECK: 44191 cycles  tdma hbm[chip 0] -> dm[chip 0] 67108864 B
// CHECK: 44191 cycles  tdma dm[chip 0] -> hbm[chip 0] 67108864 B
// CHECK: 87882 cycles  tdma hbm[chip 0] -> hbm[chip 0] 67108864 B

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[A / 8388608], m[A / 32768 % 256], m[A % 32768]>

module attributes {mapping.axes = #mapping.axes<A = 16777216>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %back = stream.to_hbm %dm at 268435456 : !dm -> !hbm
    %copy = stream.dma %back at 1074790400 : !hbm -> !hbm
    stream.return %copy : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @kernel(%h) : (!hbm) -> !hbm
    %y = stream.to_host %r : !hbm -> !host
    stream.return %y : !host
  }
}
