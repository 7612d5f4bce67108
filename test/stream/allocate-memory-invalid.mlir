// allocate-memory: a tensor that does not fit next to the tensors live at the same time is
// a located error naming each live tensor with its size and address (a note at each).
// Each DM tensor below is 65536 i32 in one slice: 262144 bytes per slice of the 524288.
// RUN: visa-opt %s --split-input-file --allocate-memory --verify-diagnostics

!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[A]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 65536>} {
  stream.kernel @k(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // expected-note @+1 {{live DM tensor of 262144 bytes at 0..262144}}
    %a = stream.to_dm %x : !hbm -> !dm
    // expected-note @+1 {{live DM tensor of 262144 bytes at 262144..524288}}
    %b = stream.to_dm %x : !hbm -> !dm
    // expected-error @+1 {{cannot allocate 262144 bytes of DM: 524288 of the 524288 bytes per slice are held by 2 live tensor(s): 262144 B at 0..262144 ('stream.to_dm'), 262144 B at 262144..524288 ('stream.to_dm')}}
    %c = stream.to_dm %x : !hbm -> !dm
    %ha = stream.to_hbm %a : !dm -> !hbm
    %hb = stream.to_hbm %b : !dm -> !hbm
    %hc = stream.to_hbm %c : !dm -> !hbm
    stream.return %hc : !hbm
  }
}

// -----

// A pinned tensor counts while it is live: 262144 bytes pinned at 131072 leave no
// 262144-byte gap (0..131072 and 393216..524288 are 131072 each).

!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[A]>

module attributes {mapping.axes = #mapping.axes<A = 65536>} {
  stream.kernel @k(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // expected-note @+1 {{live DM tensor of 262144 bytes at 131072..393216}}
    %a = stream.to_dm %x at 131072 : !hbm -> !dm
    // expected-error @+1 {{cannot allocate 262144 bytes of DM: 262144 of the 524288 bytes per slice are held by 1 live tensor(s)}}
    %b = stream.to_dm %x : !hbm -> !dm
    %ha = stream.to_hbm %a : !dm -> !hbm
    %hb = stream.to_hbm %b : !dm -> !hbm
    stream.return %hb : !hbm
  }
}

// -----

// Once a tensor is dead its bytes are free again: %c reuses %a's 0..262144 after %a's
// last use, so this allocates (checked by the positive test's FileCheck of addresses in
// test/visa-run/allocate-fp-vrf.mlir); here the HBM side runs out instead: 2^30 i32 are
// 4 GiB per chip, and 12 of them exceed the 48 GiB.

!hbm = !stream.hbm<i32, m[1], m[A]>
!host = !stream.host<i32, m[A]>

module attributes {mapping.axes = #mapping.axes<A = 1073741824>} {
  stream.host_func @main(%x: !host) {
    %h0 = stream.to_hbm %x : !host -> !hbm
    %h1 = stream.to_hbm %x : !host -> !hbm
    %h2 = stream.to_hbm %x : !host -> !hbm
    %h3 = stream.to_hbm %x : !host -> !hbm
    %h4 = stream.to_hbm %x : !host -> !hbm
    %h5 = stream.to_hbm %x : !host -> !hbm
    %h6 = stream.to_hbm %x : !host -> !hbm
    %h7 = stream.to_hbm %x : !host -> !hbm
    %h8 = stream.to_hbm %x : !host -> !hbm
    %h9 = stream.to_hbm %x : !host -> !hbm
    %h10 = stream.to_hbm %x : !host -> !hbm
    %h11 = stream.to_hbm %x at 0 : !host -> !hbm
    // expected-error @+1 {{cannot allocate 4294967296 bytes of HBM: the module's HBM tensors already use 51539607552 of the 51539607552 bytes per chip}}
    %h12 = stream.to_hbm %x : !host -> !hbm
    stream.return
  }
}

// -----

// Next fit wraps round: with no room after the tensor placed last, the search starts
// from 0 again, where a dead tensor's bytes are free (%c takes %a's 0..262144; the
// FileCheck-free way to see it: %c fits, so the only error is %d's, which finds %b and
// %c live).

!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[1 # 256], m[A]>

module attributes {mapping.axes = #mapping.axes<A = 65536>} {
  stream.kernel @k(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %a = stream.to_dm %x : !hbm -> !dm
    %ha = stream.to_hbm %a : !dm -> !hbm
    // expected-note @+1 {{live DM tensor of 262144 bytes at 262144..524288}}
    %b = stream.to_dm %x : !hbm -> !dm
    // expected-note @+1 {{live DM tensor of 262144 bytes at 0..262144}}
    %c = stream.to_dm %x : !hbm -> !dm
    // expected-error @+1 {{cannot allocate 262144 bytes of DM: 524288 of the 524288 bytes per slice are held by 2 live tensor(s)}}
    %d = stream.to_dm %x : !hbm -> !dm
    %hb = stream.to_hbm %b : !dm -> !hbm
    %hc = stream.to_hbm %c : !dm -> !hbm
    %hd = stream.to_hbm %d : !dm -> !hbm
    stream.return %hd : !hbm
  }
}
