//! DMA execution moves packets in batches (`visa_sim::dma::execute`: strided reads, then
//! the writes in order); these cases pin down that the bytes are those of a packet-by-packet
//! copy in hardware order, each expected value worked out by hand from that order.

use visa_sim::{dma, DmaCommand, DmaDescriptor, DmaEngine, DmaEntry, Memory, SimConfig, Space};

const HBM: Space = Space::Hbm { chip: 0 };
const DM: Space = Space::Dm { chip: 0 };

fn run(
    src: Space,
    dst: Space,
    src_base: u64,
    dst_base: u64,
    entries: Vec<DmaEntry>,
    stride0: u32,
    mem: &mut Memory,
) {
    let cmd = DmaCommand {
        engine: DmaEngine::Tensor,
        descriptors: vec![DmaDescriptor {
            engine: 0,
            src,
            dst,
            src_base,
            dst_base,
            entries,
            stride0,
            indirect: None,
        }],
        loc: None,
    };
    dma::validate(&cmd, mem).unwrap();
    dma::execute(&cmd, mem).unwrap();
}

/// Bytes `0, 1, 2, ...` (mod 251).
fn ramp(n: usize) -> Vec<u8> {
    (0..n).map(|i| (i % 251) as u8).collect()
}

#[test]
fn overlapping_copy_in_one_memory_sees_its_own_writes() {
    // HBM [0, 32) -> [32, 64), then [32, 64) -> [64, 96), ...: packet by packet, every
    // packet reads what the previous one wrote, so all four copies are bytes 0..32.
    let mut mem = Memory::new(&SimConfig::default());
    mem.write(HBM, 0, &ramp(256)).unwrap();
    run(
        HBM,
        HBM,
        0,
        32,
        vec![DmaEntry::new(4, 32, 32)],
        32,
        &mut mem,
    );
    let got = mem.read(HBM, 0, 160).unwrap();
    for k in 0..5 {
        assert_eq!(&got[32 * k..32 * k + 32], &ramp(32)[..], "copy {k}");
    }
}

#[test]
fn strided_gather_into_a_contiguous_destination() {
    // 8 packets of 32 bytes at HBM stride 1024 -> DM contiguous: packet i is HBM bytes
    // [1024 i, 1024 i + 32).
    let mut mem = Memory::new(&SimConfig::default());
    let src = ramp(8192);
    mem.write(HBM, 0, &src).unwrap();
    run(
        HBM,
        DM,
        0,
        512,
        vec![DmaEntry::new(8, 1024, 32)],
        32,
        &mut mem,
    );
    let got = mem.read(DM, 512, 256).unwrap();
    for i in 0..8 {
        assert_eq!(
            &got[32 * i..32 * i + 32],
            &src[1024 * i..1024 * i + 32],
            "packet {i}"
        );
    }
}

#[test]
fn scattered_and_repeated_destinations_keep_the_last_write() {
    // Four 8-byte packets from HBM 0, 8, 16, 24 to DM 0, 0, 64, 64 (destination stride
    // 0 inside, 64 outside): the later packet of each pair wins, so DM 0 holds HBM 8..16
    // and DM 64 holds HBM 24..32.
    let mut mem = Memory::new(&SimConfig::default());
    let src = ramp(64);
    mem.write(HBM, 0, &src).unwrap();
    run(
        HBM,
        DM,
        0,
        0,
        vec![DmaEntry::new(2, 16, 64), DmaEntry::new(2, 8, 0)],
        8,
        &mut mem,
    );
    assert_eq!(mem.read(DM, 0, 8).unwrap(), &src[8..16]);
    assert_eq!(mem.read(DM, 64, 8).unwrap(), &src[24..32]);
}

#[test]
fn a_broadcast_source_and_a_slice_stepping_destination() {
    // One 64-byte HBM packet (source stride 0) to the same offset of slices 0..3 (DM
    // stride = the 4 MiB slice window): each slice holds the packet.
    let mut mem = Memory::new(&SimConfig::default());
    let src = ramp(64);
    mem.write(HBM, 4096, &src).unwrap();
    run(
        HBM,
        DM,
        4096,
        128,
        vec![DmaEntry::new(3, 0, 4 << 20)],
        64,
        &mut mem,
    );
    for s in 0..3u64 {
        assert_eq!(mem.read(DM, (s << 22) + 128, 64).unwrap(), src, "slice {s}");
    }
}

#[test]
fn an_unwritten_page_in_a_strided_read_is_the_error() {
    // Packets at HBM 0, 8192, 16384: the page at 8192 was never written.
    let mut mem = Memory::new(&SimConfig::default());
    mem.write(HBM, 0, &[1; 32]).unwrap();
    mem.write(HBM, 16384, &[2; 32]).unwrap();
    let cmd = DmaCommand {
        engine: DmaEngine::Tensor,
        descriptors: vec![DmaDescriptor {
            engine: 0,
            src: HBM,
            dst: DM,
            src_base: 0,
            dst_base: 0,
            entries: vec![DmaEntry::new(3, 8192, 32)],
            stride0: 32,
            indirect: None,
        }],
        loc: None,
    };
    let e = dma::execute(&cmd, &mut mem).unwrap_err();
    assert_eq!(
        e.kind,
        visa_sim::SimErrorKind::Unmapped {
            space: HBM,
            addr: 8192
        }
    );
}
