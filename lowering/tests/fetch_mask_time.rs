//! Time-dependent fetch masking (L1877–1936, docs/decisions.md T9M-1): a padded axis split
//! between Time and Packet is masked per index of its Time entry.
//!
//! - End to end: the lit kernels
//!   `test/visa-run/check-fetch-mask-{time,case1,case2,case2-left,case3}.mlir`
//!   lowered to hw and run on the simulator with garbage in the input's padding; the
//!   committed padding read back from the simulator's DM holds the pad value, the data
//!   equals the input (a plain copy, checked element by element here).
//! - Against an enumeration oracle: for random padded axes, packet widths, left padding,
//!   Time orders and element types, the mask derived from the sequencer derivation keeps
//!   exactly the lanes whose stream position the mapping's reference semantics
//!   (`Mapping::map`) says hold data; where the derivation refuses, the enumerated pattern
//!   is one the hardware form cannot hold.

mod ve_util;

use proptest::prelude::*;
use ve_util::file;
use visa_mapping::sequencer::derive_loops;
use visa_mapping::{Axes, Image, Mapping};
use visa_sim::{Simulator, Space};
use visa_tcp::DType;

/// Lowers `path` to hw and returns the translated program.
fn lower(path: &str) -> visa_hw::to_sim::HwProgram {
    ve_util::lower(&file(path))
}

/// Runs `p` on `input` (bytes) after filling `hbm_bytes` bytes of HBM at 0 (the input
/// tensor with its padding) with `garbage`.
fn run(p: &visa_hw::to_sim::HwProgram, input: &[u8], hbm_bytes: usize, garbage: u8) -> Simulator {
    ve_util::simulate_with(p, &[input.to_vec()], |sim| {
        sim.memory_mut()
            .write(Space::Hbm { chip: 0 }, 0, &vec![garbage; hbm_bytes])
            .unwrap()
    })
}

/// K = 60 f32 in rows of 64, one row per slice, fetched as Time `K # 64 / 8`: the last
/// packet's lanes 4..8 (positions 60..64) read -inf, over 1.5-ish garbage (0x3f bytes).
#[test]
fn time_split_f32_pads_with_neg_inf() {
    let p = lower("test/visa-run/check-fetch-mask-time.mlir");
    let x: Vec<f32> = (0..256 * 60).map(|i| (i as f32) * 0.25 - 1000.0).collect();
    let bytes: Vec<u8> = x.iter().flat_map(|v| v.to_le_bytes()).collect();
    let sim = run(&p, &bytes, 256 * 64 * 4, 0x3f);
    let o = &p.outputs[0];
    let got = sim
        .memory()
        .read_f32s(Space::Host, o.addr, o.elements() as usize)
        .unwrap();
    assert_eq!(got, x);
    let dm = Space::Dm { chip: 0 };
    for s in [0u32, 1, 77, 255] {
        let m = sim.memory();
        let input = m.read_f32s(dm, m.slice_addr(dm, s, 0), 64).unwrap();
        let out = m.read_f32s(dm, m.slice_addr(dm, s, 4096), 64).unwrap();
        let row = s as usize * 60;
        for k in 60..64 {
            // The input's padding is not the pad value: the -inf comes from the mask.
            assert_ne!(input[k].to_bits(), 0xff80_0000);
            assert_eq!(out[k].to_bits(), 0xff80_0000, "slice {s} position {k}");
        }
        assert_eq!(&out[..60], &x[row..row + 60]);
    }
}

/// Manual case 2 (L1912–1921) with right padding only: B = 90 i8 in rows of 96, the masked
/// index outside A; positions 90..96 of every row read -3 (0xfd) over 0x55 garbage.
#[test]
fn case_2_i8_pads_every_row() {
    let p = lower("test/visa-run/check-fetch-mask-case2.mlir");
    let n = 256 * 32 * 90;
    let x: Vec<i8> = (0..n).map(|i| ((i * 31 + 5) % 251) as i8).collect();
    let bytes: Vec<u8> = x.iter().map(|&v| v as u8).collect();
    let sim = run(&p, &bytes, 256 * 32 * 96, 0x55);
    let o = &p.outputs[0];
    let got = sim.memory().read(Space::Host, o.addr, n).unwrap();
    assert_eq!(got, bytes);
    let dm = Space::Dm { chip: 0 };
    for s in [0u32, 3, 128, 255] {
        let m = sim.memory();
        let input = m.read(dm, m.slice_addr(dm, s, 0), 32 * 96).unwrap();
        let out = m.read(dm, m.slice_addr(dm, s, 4096), 32 * 96).unwrap();
        for a in 0..32 {
            for b in 0..96 {
                let at = a * 96 + b;
                if b < 90 {
                    let k = (s as usize * 32 + a) * 90 + b;
                    assert_eq!(out[at], bytes[k], "slice {s} row {a} lane {b}");
                } else {
                    assert_eq!(input[at], 0x55, "garbage stays in the input");
                    assert_eq!(out[at], 0xfd, "slice {s} row {a} position {b}");
                }
            }
        }
    }
}

/// Manual cases 1 and 2 (L1898–1921) as the manual writes them, left padding included
/// (docs/decisions.md T10M-1): B = 90 i8 in rows of 96 read from base −2 over 0x55 garbage
/// in the input's padding (and in the two bytes before it); committed to rows of
/// `# 2 + B + # 4` prefilled with 0x55, so each committed row is, by hand, the pad value at
/// positions 0–1 and 92–95 and B = 0..89 at 2..91.
#[test]
fn cases_1_and_2_left_pad_both_ends_of_every_row() {
    for (file, pad) in [
        ("test/visa-run/check-fetch-mask-case1.mlir", 0u8),
        ("test/visa-run/check-fetch-mask-case2-left.mlir", 7),
    ] {
        let p = lower(file);
        let n = 256 * 32 * 90;
        let x: Vec<i8> = (0..n).map(|i| ((i * 37 + 11) % 249) as i8).collect();
        let bytes: Vec<u8> = x.iter().map(|&v| v as u8).collect();
        let dm = Space::Dm { chip: 0 };
        let sim = ve_util::simulate_with(&p, std::slice::from_ref(&bytes), |sim| {
            let m = sim.memory_mut();
            m.write(Space::Hbm { chip: 0 }, 0, &vec![0x55; 256 * 32 * 96])
                .unwrap();
            for s in 0..256 {
                let out = m.slice_addr(dm, s, 4096);
                m.write(dm, out, &[0x55; 32 * 96]).unwrap();
                let before = m.slice_addr(dm, s, 62);
                m.write(dm, before, &[0x55; 2]).unwrap();
            }
        });
        let o = &p.outputs[0];
        let got = sim.memory().read(Space::Host, o.addr, n).unwrap();
        assert_eq!(got, bytes, "{file}");
        for s in [0u32, 5, 130, 255] {
            let m = sim.memory();
            let input = m.read(dm, m.slice_addr(dm, s, 62), 2 + 32 * 96).unwrap();
            let out = m.read(dm, m.slice_addr(dm, s, 4096), 32 * 96).unwrap();
            assert_eq!(
                &input[..2],
                &[0x55, 0x55],
                "{file}: garbage before the input"
            );
            for a in 0..32 {
                assert_eq!(input[2 + a * 96 + 94], 0x55, "{file}: input padding");
                for b in 0..96 {
                    let want = if (2..92).contains(&b) {
                        bytes[(s as usize * 32 + a) * 90 + b - 2]
                    } else {
                        pad
                    };
                    assert_eq!(
                        out[a * 96 + b],
                        want,
                        "{file}: slice {s} row {a} position {b}"
                    );
                }
            }
        }
    }
}

/// Manual case 3 (L1922–1936): B = 97 f32 in rows of 128, 16-lane packets; positions
/// 97..128 of every row read -inf (index 6 keeps 1 lane, index 7 none).
#[test]
fn case_3_f32_per_index_counts() {
    let p = lower("test/visa-run/check-fetch-mask-case3.mlir");
    let n = 256 * 32 * 97;
    let x: Vec<f32> = (0..n).map(|i| ((i % 1013) as f32) - 500.5).collect();
    let bytes: Vec<u8> = x.iter().flat_map(|v| v.to_le_bytes()).collect();
    let sim = run(&p, &bytes, 256 * 32 * 128 * 4, 0x11);
    let o = &p.outputs[0];
    let got = sim.memory().read_f32s(Space::Host, o.addr, n).unwrap();
    assert_eq!(got, x);
    let dm = Space::Dm { chip: 0 };
    for s in [0u32, 200, 255] {
        let m = sim.memory();
        let out = m
            .read_f32s(dm, m.slice_addr(dm, s, 32768), 32 * 128)
            .unwrap();
        for a in 0..32 {
            for b in 0..128 {
                let v = out[a * 128 + b];
                if b < 97 {
                    assert_eq!(v, x[(s as usize * 32 + a) * 97 + b]);
                } else {
                    assert_eq!(v.to_bits(), 0xff80_0000, "slice {s} row {a} position {b}");
                }
            }
        }
    }
}

/// The interleaved fetch: a and b alternate, so the padded index steps every 2 packets;
/// positions 60..64 of both committed rows read -inf, the data is a then b per slice.
#[test]
fn interleaved_time_split_masks_both_tensors() {
    let p = lower("test/visa-run/check-fetch-mask-interleaved.mlir");
    let a: Vec<f32> = (0..256 * 60).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..256 * 60).map(|i| -(i as f32) - 1.0).collect();
    let le = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let sim = ve_util::simulate_with(&p, &[le(&a), le(&b)], |_| {});
    let o = &p.outputs[0];
    let got = sim
        .memory()
        .read_f32s(Space::Host, o.addr, o.elements() as usize)
        .unwrap();
    for s in 0..256 {
        assert_eq!(
            &got[s * 120..s * 120 + 60],
            &a[s * 60..s * 60 + 60],
            "a, slice {s}"
        );
        assert_eq!(
            &got[s * 120 + 60..s * 120 + 120],
            &b[s * 60..s * 60 + 60],
            "b, slice {s}"
        );
    }
    let dm = Space::Dm { chip: 0 };
    for s in [0u32, 9, 255] {
        let m = sim.memory();
        let out = m.read_f32s(dm, m.slice_addr(dm, s, 8192), 128).unwrap();
        for i in 0..2 {
            for k in 60..64 {
                assert_eq!(
                    out[i * 64 + k].to_bits(),
                    0xff80_0000,
                    "slice {s} row {i} position {k}"
                );
            }
        }
    }
}

/// One random fetch of a padded axis `# left + K + # right` split between Time and Packet.
#[derive(Debug, Clone)]
struct Shape {
    /// Content size of K.
    k: u64,
    /// Left padding.
    left: u64,
    /// Packet width (lanes) and the number of packets the padded axis spans.
    width: u64,
    windows: u64,
    /// Size of the other axis A in Time and whether it sits inside the padded index.
    a: u64,
    a_inner: bool,
    /// A closing `1` in Time (the manual's case-3 anchor).
    anchor: bool,
    dtype: DType,
}

fn shape() -> impl Strategy<Value = Shape> {
    (
        prop_oneof![Just(DType::I8), Just(DType::Bf16), Just(DType::F32)],
        1u64..=12,
        1u64..=4,
        any::<bool>(),
        any::<bool>(),
        0u64..=40,
        0u64..=400,
    )
        .prop_map(|(dtype, windows, a, a_inner, anchor, left_seed, k_seed)| {
            // One 32-byte flit of lanes (i8 32, bf16 16, f32 8).
            let width = 256 / u64::from(dtype.bits());
            let phys = width * windows;
            let left = left_seed % (width + 3).min(phys);
            let k = 1 + k_seed % (phys - left);
            Shape {
                k,
                left,
                width,
                windows,
                a,
                a_inner,
                anchor,
                dtype,
            }
        })
}

/// The (buf, time, packet) mappings of `s` as the compiler sees them (the padded axis
/// written inline), and the stream `Time, Packet` for the oracle, over the let-bound padded
/// axis `K' = # left + K + # right` whose reference semantics resolves `K = K' − left` or
/// padding after the split parts are combined (L1898–1936).
fn mappings(s: &Shape) -> (Mapping, Mapping, Mapping, Mapping) {
    let axes: Axes = format!("A={}, K={}", s.a, s.k).parse().unwrap();
    let phys = s.width * s.windows;
    let right = phys - s.left - s.k;
    let oracle_axes: Axes = format!("A={}, K={}, K'=# {} + K + # {right}", s.a, s.k, s.left)
        .parse()
        .unwrap();
    let o = |src: &str| visa_mapping::parse(src, &oracle_axes).unwrap();
    let oracle = || {
        let outer = format!("K' / {}", s.width);
        let time = match (s.a_inner, s.anchor) {
            (false, false) => format!("A, {outer}"),
            (false, true) => format!("A, {outer}, 1"),
            (true, false) => format!("{outer}, A"),
            (true, true) => format!("{outer}, A, 1"),
        };
        o(&format!("m[{time}, K' % {}]", s.width))
    };
    let padded = if s.left > 0 {
        format!("[# {} + K + # {right}]", s.left)
    } else {
        format!("[K # {phys}]")
    };
    let p = |src: &str| visa_mapping::parse(src, &axes).unwrap();
    let outer = format!("{padded} / {}", s.width);
    let time = match (s.a_inner, s.anchor) {
        (false, false) => format!("m[A, {outer}]"),
        (false, true) => format!("m[A, {outer}, 1]"),
        (true, false) => format!("m[{outer}, A]"),
        (true, true) => format!("m[{outer}, A, 1]"),
    };
    // Buf: A rows of the padded K (left padding in memory too, so the read stays inside).
    let buf = if s.left > 0 {
        format!("m[A, # {} + K + # {right}]", s.left)
    } else {
        format!("m[A, K # {phys}]")
    };
    (
        p(&buf),
        p(&time),
        p(&format!("m[{padded} % {}]", s.width)),
        oracle(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The derived mask against the reference semantics of the stream's mappings.
    #[test]
    fn mask_matches_the_mapping(s in shape()) {
        let (buf, time, packet, stream) = mappings(&s);
        let d = derive_loops(&buf, &time, &packet).unwrap();
        prop_assert_eq!(stream.size(), time.size() * packet.size());
        // The inline group `[# l + K + # r] / w`, `... % w` reads as the let-bound axis
        // K' position by position (docs/decisions.md T10M-1). Without a left pad the split
        // `K # p` reaches coordinates K >= |K| in its padding lanes, which hold no element
        // (as `visa_stream::geom::position` reads them).
        let inline = Mapping::list([time.clone(), packet.clone()]).unwrap();
        let held = |m: Image| match m {
            Image::Index(i) if i.get("K") >= s.k => Image::Padding,
            m => m,
        };
        for k in 0..stream.size() {
            prop_assert_eq!(held(inline.map(k)), stream.map(k), "position {}", k);
        }
        let (packets, lanes) = (time.size(), packet.size());
        // The oracle: which lanes of each stream packet hold data.
        let holds = |p: u64, l: u64| !matches!(stream.map(p * lanes + l), Image::Padding);
        let Some(m) = d.masking.as_ref() else {
            // No padding at all (K fills the axis): nothing to mask.
            prop_assert!(s.left == 0 && s.k == s.width * s.windows, "{:?}", s);
            prop_assert!((0..packets).all(|p| (0..lanes).all(|l| holds(p, l))));
            return Ok(());
        };
        let bits = s.dtype.bits();
        match visa_lowering::stream_to_engine::fetch_mask::derive(
            m, &d.config.entries, lanes, false, s.dtype, 0,
        ) {
            Ok(mask) => {
                for p in 0..packets {
                    for l in 0..lanes {
                        prop_assert_eq!(mask.keeps(p, l as u32), holds(p, l), "packet {} lane {}", p, l);
                    }
                }
            }
            Err(e) => {
                // The pattern, by enumeration, per index of the padded axis (A outer:
                // index j is packet j; A inner: packet j·a).
                let step = if s.a_inner { s.a } else { 1 };
                let masked_at = |j: u64| (0..lanes).filter(|&l| !holds(j * step, l)).collect::<Vec<u64>>();
                let first_left = (0..lanes).take_while(|&l| !holds(0, l)).count() as u64;
                let left_past_first = (1..s.windows).any(|j| {
                    let m = masked_at(j);
                    !m.is_empty() && m[0] == 0 && (0..lanes).any(|l| holds(j * step, l))
                }) || (first_left == lanes && s.left > lanes);
                let over_8 = s.windows > 8
                    && ((1..s.windows - 1).any(|j| !masked_at(j).is_empty())
                        || masked_at(s.windows - 1).len() as u64 * u64::from(bits) >= 1024
                        || (masked_at(0).len() as u64) > first_left);
                prop_assert!(left_past_first || over_8, "refused an expressible mask: {} ({:?})", e, s);
            }
        }
    }
}
