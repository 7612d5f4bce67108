// Degenerate and non-strided transfers get a located error in milliseconds: the DMA loop
// nest is derived from the mappings' digits (visa_mapping::dma), never by enumerating.
// RUN: visa-opt %s --split-input-file --lower-to-hw --verify-diagnostics

// One element padded to 2^62 positions in HBM (issue 7): 2^64 bytes do not fit HBM.
!host = !stream.host<i32, m[1]>
!hbm = !stream.hbm<i32, m[1], m[1 # 4611686018427387904]>
module attributes {mapping.axes = #mapping.axes<A = 1>} {
  stream.host_func @main(%x: !host) -> !host {
    // expected-error @+1 {{HBM bytes 0..18446744073709551616 run past the 48 GB of HBM per chip}}
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %o = stream.to_host %h : !hbm -> !host
    stream.return %o : !host
  }
}

// -----

// The same padding on a host buffer: its 2^64 bytes overflow host addresses.
!host = !stream.host<i32, m[1 # 4611686018427387904]>
!hbm = !stream.hbm<i32, m[1], m[1]>
module attributes {mapping.axes = #mapping.axes<A = 1>} {
  // expected-error @+1 {{a host buffer of 4611686018427387904 elements overflows 64-bit addresses}}
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %o = stream.to_host %h : !hbm -> !host
    stream.return %o : !host
  }
}

// -----

// HBM A % 5 outer, DM A % 3 outer (A = 15): the DM digit A / 3 (weights 3..15) crosses the
// HBM cut point 5 at 3, and 3 does not divide 5 (the manual's incompatible shapes, L1662).
!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A % 5, A / 5]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[A % 3, A / 3]>
module attributes {mapping.axes = #mapping.axes<A = 15>} {
  stream.kernel @k(%in: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // expected-error @+1 {{the transfer is not a nest of strided loops: axis `A` is split at 3 and 5 and 3 does not divide 5}}
    %d = stream.to_dm %in at 0 : !hbm -> !dm
    %o = stream.to_hbm %d at 4096 : !dm -> !hbm
    stream.return %o : !hbm
  }
  stream.host_func @main(%x: !host) -> !host {
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %r = stream.launch @k(%h) : (!hbm) -> !hbm
    %o = stream.to_host %r : !hbm -> !host
    stream.return %o : !host
  }
}

// -----

// A = 512 written with its nine binary digits reversed: nine loops, a DMA has eight (L1630).
!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A % 2, A / 2 % 2, A / 4 % 2, A / 8 % 2, A / 16 % 2, A / 32 % 2, A / 64 % 2, A / 128 % 2, A / 256]>
module attributes {mapping.axes = #mapping.axes<A = 512>} {
  stream.host_func @main(%x: !host) -> !host {
    // expected-error @+1 {{the transfer needs 9 loops; a DMA sequencer has at most 8}}
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %o = stream.to_host %h : !hbm -> !host
    stream.return %o : !host
  }
}

// -----

// A prime number of contiguous elements (1,000,003): no packet of at most 1,024 elements
// divides it, and no loop of at most 65,536 iterations covers it.
!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
module attributes {mapping.axes = #mapping.axes<A = 1000003>} {
  stream.host_func @main(%x: !host) -> !host {
    // expected-error @+1 {{a loop of 1000003 iterations has no factor of at most 65536}}
    %h = stream.to_hbm %x at 0 : !host -> !hbm
    %o = stream.to_host %h : !hbm -> !host
    stream.return %o : !host
  }
}
