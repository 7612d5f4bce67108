//! Every sequencer configuration and fetch figure the manual prints (digest-A §3.3, §3.4),
//! each citing its line; typos corrected as recorded in `docs/decisions.md` ("Sequencer and
//! fetch"). Besides the printed values, every derived configuration is checked against the
//! reference semantics: the k-th address the loops visit must hold, in Buf, the tensor
//! index the stream carries at position k (broadcast axes removed).

use crate::axes::{Axes, Axis};
use crate::eval::Image;
use crate::expr::Mapping;
use crate::index::Index;
use crate::parse::{parse_with, Names};

use super::config::{contiguous_elements, merge_entries};
use super::fetch::fetch_figures;
use super::*;

struct Case {
    axes: Axes,
    names: Names,
    /// The oracle's environment: each let-bound padded axis is a plain axis of its own.
    oracle_axes: Axes,
    /// Padded axes `name = # left + base + # right`: (name, base, left, content).
    virtuals: Vec<(String, String, u64, u64)>,
}

impl Case {
    fn new(axes: &str) -> Case {
        Case {
            axes: axes.parse().unwrap(),
            names: Names::new(),
            oracle_axes: axes.parse().unwrap(),
            virtuals: vec![],
        }
    }

    /// Binds the padded axis `name = # left + base + # right`. For the oracle, `name` is a
    /// plain axis of size `left + |base| + right` whose coordinate `v` stands for
    /// `base = v - left` (the manual's `let B' = ... in { Time, Packet }`, L1907).
    fn let_padded(mut self, name: &str, base: &str, left: u64, right: u64) -> Case {
        let content = self.axes.size(base).unwrap();
        let body = if left > 0 {
            format!("# {left} + {base} + # {right}")
        } else {
            format!("{base} + # {right}")
        };
        let m = parse_with(&body, &self.axes, &self.names).unwrap();
        self.names.insert(name, m);
        self.oracle_axes
            .declare(name, left + content + right)
            .unwrap();
        self.virtuals
            .push((name.to_string(), base.to_string(), left, content));
        self
    }

    fn m(&self, text: &str) -> Mapping {
        parse_with(text, &self.axes, &self.names).unwrap()
    }

    fn req(&self, buf: &str, time: &str, packet: &str, dtype: ElemType) -> SeqRequest {
        let mut r = SeqRequest::new(self.m(buf), self.m(time), self.m(packet), dtype);
        r.explain = true;
        r
    }

    fn derive(&self, buf: &str, time: &str, packet: &str, dtype: ElemType) -> SeqConfig {
        let req = self.req(buf, time, packet, dtype);
        let cfg = derive(&req).unwrap_or_else(|e| panic!("{buf} / {time} / {packet}: {e}"));
        let oracle = |t: &str| parse_with(t, &self.oracle_axes, &Names::new()).unwrap();
        check_semantics_with(&req, &cfg, &oracle(time), &oracle(packet), &self.virtuals);
        cfg
    }

    fn error(&self, buf: &str, time: &str, packet: &str) -> SeqError {
        derive(&self.req(buf, time, packet, ElemType::I8)).unwrap_err()
    }
}

fn entries(cfg: &SeqConfig) -> Vec<(u64, i64)> {
    cfg.config
        .entries
        .iter()
        .map(|e| (e.size, e.stride))
        .collect()
}

/// The reference check: stream position k (Time major, Packet minor) carries
/// `time.map(k / |P|) ⊕ packet.map(k % |P|)`; the loops' k-th address must hold that index
/// in Buf (axes absent from Buf are broadcast and dropped). Padding positions are masked
/// and unconstrained.
fn check_semantics(req: &SeqRequest, cfg: &SeqConfig) {
    check_semantics_with(req, cfg, &req.time, &req.packet, &[]);
}

/// As [`check_semantics`], with the stream given over the oracle's axes, where each padded
/// axis `(name, base, left, content)` is its own axis: coordinate `v` of `name` is
/// `base = v - left` when `left <= v < left + content`, else the position is padding.
fn check_semantics_with(
    req: &SeqRequest,
    cfg: &SeqConfig,
    time: &Mapping,
    packet: &Mapping,
    virtuals: &[(String, String, u64, u64)],
) {
    let addrs = cfg.config.addresses();
    let (t, p) = (time.size(), packet.size());
    assert_eq!(addrs.len() as u64, t * p, "loop count vs stream size");
    // An axis is in Buf when some position holds a non-zero coordinate of it (so that
    // equivalent Buf mappings, e.g. `m![A % 1]` and `m![1]`, broadcast the same axes).
    let mut buf_axes: Vec<String> = Vec::new();
    for i in 0..req.buf.size() {
        if let Image::Index(ix) = req.buf.map(i) {
            for (a, _) in ix.iter() {
                if !buf_axes.iter().any(|b| b == a.as_str()) {
                    buf_axes.push(a.as_str().to_string());
                }
            }
        }
    }
    for (k, &addr) in addrs.iter().enumerate() {
        let k = k as u64;
        let (Image::Index(ti), Image::Index(pi)) = (time.map(k / p), packet.map(k % p)) else {
            continue;
        };
        let mut want = Index::new();
        want.add(&ti);
        want.add(&pi);
        let mut padding = false;
        for (name, base, left, content) in virtuals {
            let v = want.take(&Axis::new(name));
            if v < *left || v >= left + content {
                padding = true;
            } else {
                want.add_coord(&Axis::new(base), v - left);
            }
        }
        if padding {
            continue;
        }
        let want = Index::from_pairs(
            want.iter()
                .filter(|(a, _)| buf_axes.iter().any(|b| b == a.as_str()))
                .map(|(a, v)| (a.as_str(), v)),
        );
        assert!(
            addr >= 0 && (addr as u64) < req.buf.size(),
            "stream position {k} reads address {addr} outside Buf"
        );
        assert_eq!(
            req.buf.map(addr as u64),
            Image::Index(want.clone()),
            "stream position {k} reads address {addr}"
        );
    }
}

fn trace(cfg: &SeqConfig) -> Vec<(String, String, String, String)> {
    cfg.trace
        .iter()
        .map(|r| {
            (
                r.term.clone(),
                r.entry.to_string(),
                r.source.clone(),
                r.buf_after.clone(),
            )
        })
        .collect()
}

fn row(t: &str, e: &str, s: &str, b: &str) -> (String, String, String, String) {
    (t.into(), e.into(), s.into(), b.into())
}

/// L1377–1425 (003 L159–201): `[8 : 1, 8 : 8, 3 : 64, 4 : 192] : 1`, entries W, H, C, N;
/// `addr = 1·w + 8·h + 64·c + 192·n`, n fastest.
#[test]
fn axis_reordering_nchw_whcn() {
    let c = Case::new("N=4, C=3, H=8, W=8");
    let cfg = c.derive("m![N, C, H, W]", "m![W, H, C, N]", "m![1]", ElemType::Bf16);
    assert_eq!(
        cfg.config.to_string(),
        "[8 : 1, 8 : 8, 3 : 64, 4 : 192] : 1"
    );
    assert_eq!(&cfg.config.addresses()[..5], &[0, 192, 384, 576, 64]);
    // Strided innermost entry: one element (2 bytes) per read.
    assert_eq!(cfg.fetch.contiguous_sram_access_size, 2);
    assert_eq!(cfg.fetch.fetch_size, 2);
    assert_eq!(cfg.fetch.cycles, 8 * 8 * 3 * 4);
}

/// L1439–1462 (003 L221–242): rearranging, `[8 : 32, 8 : 256, 16 : 1] : 16`, max fetch 16.
#[test]
fn rearranging() {
    let c = Case::new("A=8, B=8, C=8");
    let cfg = c.derive("m![A, B, C # 32]", "m![B, A]", "m![C # 16]", ElemType::I8);
    assert_eq!(entries(&cfg), vec![(8, 32), (8, 256), (16, 1)]);
    assert_eq!(cfg.config.packet_size, 16);
    assert_eq!(
        trace(&cfg),
        vec![
            row("B", "8 : 32", "m![C # 32]::SIZE", "m![A, 1 # 8, C # 32]"),
            row(
                "A",
                "8 : 256",
                "m![1 # 8, C # 32]::SIZE",
                "m![1 # 64, C # 32]"
            ),
            row(
                "C # 16",
                "16 : 1",
                "contiguous (Packet dimension)",
                "1 # 2048"
            ),
        ]
    );
    assert_eq!(cfg.fetch.fetch_size, 16);
}

/// L1473–1497 (003 L255–278): splitting, `[2 : 64, 4 : 8, 4 : 128, 2 : 32, 32 : 1] : 32`.
#[test]
fn splitting() {
    let c = Case::new("A=8, B=8, C=4");
    let cfg = c.derive(
        "m![A, B, C # 8]",
        "m![A % 2, B % 4, A / 2, B / 4]",
        "m![C # 32]",
        ElemType::I8,
    );
    assert_eq!(
        cfg.config.to_string(),
        "[2 : 64, 4 : 8, 4 : 128, 2 : 32, 32 : 1] : 32"
    );
    assert_eq!(
        trace(&cfg),
        vec![
            row(
                "A % 2",
                "2 : 64",
                "m![B, C # 8]::SIZE",
                "m![A / 2, 1 # 2, B, C # 8]"
            ),
            row(
                "B % 4",
                "4 : 8",
                "m![C # 8]::SIZE",
                "m![A / 2, 1 # 2, B / 4, 1 # 4, C # 8]"
            ),
            row(
                "A / 2",
                "4 : 128",
                "m![1 # 2, B / 4, 1 # 4, C # 8]::SIZE",
                "m![1 # 8, B / 4, 1 # 4, C # 8]"
            ),
            row(
                "B / 4",
                "2 : 32",
                "m![1 # 4, C # 8]::SIZE",
                "m![1 # 64, C # 8]"
            ),
            row(
                "C # 32",
                "32 : 1",
                "contiguous (Packet dimension)",
                "1 # 512"
            ),
        ]
    );
    assert_eq!(cfg.fetch.fetch_size, 32);
    // Derived: 32 : 1 and 2 : 32 are contiguous, 64 bytes.
    assert_eq!(cfg.fetch.contiguous_sram_access_size, 64);
}

/// L1509–1533 (003 L291–314): slicing, `[4 : 256, 3 : 64, 2 : 32, 2 : 8, 8 : 1] : 8`.
#[test]
fn slicing() {
    let c = Case::new("A=16, B=8, C=8");
    let cfg = c.derive(
        "m![A, B, C]",
        "m![A / 4, A % 4 = 3, B / 4, B % 4 = 2]",
        "m![C]",
        ElemType::I8,
    );
    assert_eq!(
        cfg.config.to_string(),
        "[4 : 256, 3 : 64, 2 : 32, 2 : 8, 8 : 1] : 8"
    );
    assert_eq!(
        trace(&cfg),
        vec![
            row(
                "A / 4",
                "4 : 256",
                "m![A % 4, B, C]::SIZE",
                "m![1 # 4, A % 4, B, C]"
            ),
            row(
                "A % 4 = 3",
                "3 : 64",
                "m![B, C]::SIZE (sliced to 3)",
                "m![1 # 16, B, C]"
            ),
            row(
                "B / 4",
                "2 : 32",
                "m![B % 4, C]::SIZE",
                "m![1 # 32, B % 4, C]"
            ),
            row(
                "B % 4 = 2",
                "2 : 8",
                "m![C]::SIZE (sliced to 2)",
                "m![1 # 128, C]"
            ),
            row("C", "8 : 1", "contiguous (Packet dimension)", "1 # 1024"),
        ]
    );
    assert_eq!(cfg.fetch.fetch_size, 8);
    assert_eq!(cfg.fetch.time_size, 4 * 3 * 2 * 2);
}

/// L1545–1567 (003 L327–348): broadcasting, `[4 : 0, 16 : 1, 4 : 0] : 4`, max fetch 4.
#[test]
fn broadcasting() {
    let c = Case::new("A=16, T=4, P=4");
    let cfg = c.derive("m![A]", "m![T, A]", "m![P]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 0, 16 : 1, 4 : 0] : 4");
    assert_eq!(
        trace(&cfg),
        vec![
            row("T", "4 : 0", "not in Buf (broadcast)", "m![A]"),
            row("A", "16 : 1", "A in m![A]", "1 # 16"),
            row("P", "4 : 0", "not in Buf (broadcast)", "1 # 16"),
        ]
    );
    assert_eq!(cfg.fetch.fetch_size, 4);
    // L1321-1334 (003 L102-116), the small variant with A = 8.
    let c = Case::new("A=8, T=4, P=4");
    let cfg = c.derive("m![A]", "m![T, A]", "m![P]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 0, 8 : 1, 4 : 0] : 4");
}

/// L1580–1627 (003 L362–409): 9 entries merge into 6,
/// `[2 : 16, 2 : 32, 4 : 64, 8 : 256, 8 : 2048, 16 : 1] : 16`; packet_size 8 → 16.
#[test]
fn merging() {
    let c = Case::new("N=8, C=8, H=8, W=32");
    let cfg = c.derive(
        "m![N, C, H, W]",
        "m![W / 16, H % 2, H / 2, C / 2, C % 2, N / 2, N % 2, W / 8 % 2]",
        "m![W % 8]",
        ElemType::I8,
    );
    let un: Vec<(u64, i64)> = cfg.unmerged.iter().map(|e| (e.size, e.stride)).collect();
    assert_eq!(
        un,
        vec![
            (2, 16),
            (2, 32),
            (4, 64),
            (4, 512),
            (2, 256),
            (4, 4096),
            (2, 2048),
            (2, 8),
            (8, 1)
        ]
    );
    assert_eq!(
        cfg.config.to_string(),
        "[2 : 16, 2 : 32, 4 : 64, 8 : 256, 8 : 2048, 16 : 1] : 16"
    );
    let terms: Vec<&str> = cfg.trace.iter().map(|r| r.term.as_str()).collect();
    assert_eq!(
        terms,
        vec![
            "W / 16",
            "H % 2",
            "H / 2",
            "C / 2",
            "C % 2",
            "N / 2",
            "N % 2",
            "W / 8 % 2",
            "W % 8"
        ]
    );
    // L1599: (2 : 32), (4 : 64) are not contiguous: 32 != 4 * 64.
    assert!(!Entry::new(2, 32).contiguous_with(&Entry::new(4, 64)));
}

/// L1651–1660 (003 L433–441): Buf `N % 512`, Time `N / 512` is insufficient input.
#[test]
fn insufficient_input() {
    let c = Case::new("N=2048");
    let e = c.error("m![N % 512]", "m![N / 512]", "m![N % 512]");
    assert_eq!(e.kind, SeqErrorKind::InsufficientInput);
    assert_eq!(e.kind.name(), "insufficient input");
}

/// L1672–1683 (003 L454–465): base-5 Buf vs base-3 Packet is incompatible shapes.
#[test]
fn incompatible_shapes() {
    let c = Case::new("A=15");
    let e = c.error("m![A % 5, A / 5]", "m![1]", "m![A % 3, A / 3]");
    assert_eq!(e.kind, SeqErrorKind::IncompatibleShapes);
    assert_eq!(e.kind.name(), "incompatible shapes");
}

/// L1274–1289 (003 L57–71): strided read, Time `m![A, B / 32]` (128 steps), Packet
/// `m![B % 32]`; derived config `[8 : 512, 16 : 32, 32 : 1] : 32`.
#[test]
fn strided_read() {
    let c = Case::new("A=8, B=512");
    let cfg = c.derive("m![A, B]", "m![A, B / 32]", "m![B % 32]", ElemType::Bf16);
    assert_eq!(cfg.config.to_string(), "[8 : 512, 16 : 32, 32 : 1] : 32");
    assert_eq!(cfg.fetch.time_size, 128);
    // 64-byte packet over an 8192-byte contiguous run: two 32-byte reads per packet.
    assert_eq!(cfg.fetch.packet_bytes, 64);
    assert_eq!(cfg.fetch.fetch_size, 32);
    assert_eq!(cfg.fetch.cycles, 256);
}

/// L1306–1318 (003 L88–101): tiling read; derived `[2 : 4096, 4 : 8, 4 : 8192, 128 : 32, 32 : 1] : 32`.
#[test]
fn tiling_read() {
    let c = Case::new("A=8, B=512, C=3");
    let cfg = c.derive(
        "m![A, B, C # 8]",
        "m![A % 2, B % 4, A / 2, B / 4]",
        "m![C # 32]",
        ElemType::I8,
    );
    assert_eq!(
        cfg.config.to_string(),
        "[2 : 4096, 4 : 8, 4 : 8192, 128 : 32, 32 : 1] : 32"
    );
}

/// L1629–1640: the configuration limits, on hand-built configurations.
#[test]
fn config_failure_rules() {
    let cfg = |entries: &[(u64, i64)], packet_size| Config {
        entries: entries.iter().map(|&(n, s)| Entry::new(n, s)).collect(),
        packet_size,
        base_addr: 0,
    };
    let nine: Vec<(u64, i64)> = (0..9).map(|k| (2, 1000 - k)).collect();
    assert_eq!(
        cfg(&nine, 1).check().unwrap_err().kind,
        SeqErrorKind::TooManyEntries
    );
    assert!(cfg(&nine[..8], 1).check().is_ok());
    assert_eq!(
        cfg(&[(65_537, 1)], 1).check().unwrap_err().kind,
        SeqErrorKind::IterationLimit
    );
    assert!(cfg(&[(65_536, 1)], 1).check().is_ok());
    assert_eq!(
        cfg(&[(4, 2)], 4).check().unwrap_err().kind,
        SeqErrorKind::PacketFetch
    );
    assert!(cfg(&[(4, 2)], 1).check().is_ok());
    assert_eq!(
        cfg(&[(6, 1)], 4).check().unwrap_err().kind,
        SeqErrorKind::PacketFetch
    );
    assert!(cfg(&[(8, 0)], 4).check().is_ok());
    // A derived configuration that cannot merge below 9 entries is an error.
    let c = Case::new("A=2, B=2, C=2, D=2, E=2, F=2, G=2, H=2, I=2");
    let e = c.error(
        "m![A, B, C, D, E, F, G, H, I]",
        "m![I, H, G, F, E, D, C, B, A]",
        "m![1]",
    );
    assert_eq!(e.kind, SeqErrorKind::TooManyEntries);
    assert_eq!(e.kind.name(), "too many entries");
}

/// Merging runs to a fixpoint and is semantics preserving (addresses unchanged).
#[test]
fn merge_preserves_addresses() {
    let raw: Vec<Entry> = [(2, 16), (4, 512), (2, 256), (2, 8), (8, 1)]
        .iter()
        .map(|&(n, s)| Entry::new(n, s))
        .collect();
    let mut merged = raw.clone();
    let mut origins: Vec<Vec<usize>> = (0..raw.len()).map(|k| vec![k]).collect();
    assert_eq!(merge_entries(&mut merged, &mut origins), 2);
    assert_eq!(
        merged,
        vec![Entry::new(2, 16), Entry::new(8, 256), Entry::new(16, 1)]
    );
    assert_eq!(origins, vec![vec![0], vec![1, 2], vec![3, 4]]);
    let a = |e: &[Entry]| {
        Config {
            entries: e.to_vec(),
            packet_size: 1,
            base_addr: 0,
        }
        .addresses()
    };
    assert_eq!(a(&raw), a(&merged));
}

/// L1768–1804: the three contiguity examples, 384, 32 and 8 bytes.
#[test]
fn contiguity_examples() {
    let c = Case::new("N=4, C=3, H=4, W=8");
    let buf = "m![N, C, H, W]";
    let cfg = c.derive(buf, "m![N, C, H]", "m![W]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 96, 3 : 32, 4 : 8, 8 : 1] : 8");
    assert_eq!(cfg.fetch.contiguous_sram_access_size, 384);
    assert_eq!((cfg.fetch.fetch_size, cfg.fetch.cycles), (8, 48));

    let cfg = c.derive(buf, "m![C]", "m![N, H, W]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[3 : 32, 4 : 96, 4 : 8, 8 : 1] : 8");
    assert_eq!(cfg.fetch.contiguous_sram_access_size, 32);
    // Derived: 128-byte packet, 32-byte reads, 3 x 4 cycles.
    assert_eq!(cfg.fetch.packet_bytes, 128);
    assert_eq!((cfg.fetch.fetch_size, cfg.fetch.cycles), (32, 12));

    let cfg = c.derive(buf, "m![1]", "m![N, H, C, W]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 96, 4 : 8, 3 : 32, 8 : 1] : 8");
    assert_eq!(cfg.fetch.contiguous_sram_access_size, 8);
    assert_eq!((cfg.fetch.fetch_size, cfg.fetch.cycles), (8, 48));

    // The rule itself on the printed entries (L1762).
    let e = |v: &[(u64, i64)]| -> Vec<Entry> { v.iter().map(|&(n, s)| Entry::new(n, s)).collect() };
    assert_eq!(
        contiguous_elements(&e(&[(4, 96), (3, 32), (4, 8), (8, 1)])),
        384
    );
    assert_eq!(
        contiguous_elements(&e(&[(3, 32), (4, 96), (4, 8), (8, 1)])),
        32
    );
    assert_eq!(
        contiguous_elements(&e(&[(4, 96), (4, 8), (3, 32), (8, 1)])),
        8
    );
}

/// L1734–1743: i8 matrix fetched as i32, 512 packets of 32 i32 = 128 bytes. The cast cap
/// (one fetch yields at most 32 bytes, L1996) limits reads to 8 bytes: 4 per packet.
#[test]
fn cast_fetch() {
    let c = Case::new("A=512, B=32");
    let mut req = c.req("m![A, B]", "m![A]", "m![B]", ElemType::I8);
    req.out_dtype = Some(ElemType::I32);
    req.check_alignment = true;
    let cfg = derive(&req).unwrap();
    check_semantics(&req, &cfg);
    assert_eq!(cfg.fetch.time_size, 512);
    assert_eq!(cfg.fetch.out_packet_bytes, 128);
    assert_eq!(cfg.fetch.fetch_size, 8);
    assert_eq!(cfg.fetch.fetches_per_packet, 4);
    assert_eq!(cfg.fetch.cycles, 2048);
    // A cast outside the table is refused (L1962-1979): i8 -> f32.
    req.out_dtype = Some(ElemType::F32);
    assert_eq!(
        derive(&req).unwrap_err().kind,
        SeqErrorKind::UnsupportedCast
    );
}

/// L1821–1839: padding packets, f8e4m3: 15, 3 and 1 cycles.
#[test]
fn padding_packets() {
    let c = Case::new("A=3, B=5, C=2");
    let buf = "m![A, B, C]";
    let cfg = c.derive(buf, "m![A, B]", "m![C]", ElemType::F8E4M3);
    assert_eq!((cfg.fetch.fetch_size, cfg.fetch.cycles), (2, 15));
    let cfg = c.derive(buf, "m![A]", "m![[B, C] # 16]", ElemType::F8E4M3);
    assert_eq!(cfg.config.to_string(), "[3 : 10, 16 : 1] : 16");
    assert_eq!((cfg.fetch.fetch_size, cfg.fetch.cycles), (16, 3));
    let cfg = c.derive(buf, "m![1]", "m![[A, B, C] # 32]", ElemType::F8E4M3);
    assert_eq!(cfg.config.to_string(), "[32 : 1] : 32");
    assert_eq!((cfg.fetch.fetch_size, cfg.fetch.cycles), (32, 1));
    // The 2-byte packet of (a) breaks the fetch() assert when alignment is enforced (L1711-1716).
    let mut req = c.req(buf, "m![A, B]", "m![C]", ElemType::F8E4M3);
    req.check_alignment = true;
    let e = derive(&req).unwrap_err();
    assert_eq!(e.kind, SeqErrorKind::PacketAlignment);
    assert_eq!(
        e.message,
        "Fetch output packet must be 8-byte aligned, got 2 bytes."
    );
}

/// L1856–1866: two interleaved (A, B) tensors, Time `m![A, I]`: 1024 packets of 32 bytes.
/// The sequencer sees I as an axis absent from Buf (the adapter switches tensors).
#[test]
fn interleaving() {
    let c = Case::new("A=512, B=32, I=2");
    let cfg = c.derive("m![A, B]", "m![A, I]", "m![B]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[512 : 32, 2 : 0, 32 : 1] : 32");
    assert_eq!(cfg.fetch.time_size, 1024);
    assert_eq!(cfg.fetch.packet_bytes, 32);
    assert_eq!(cfg.fetch.cycles, 1024);
}

/// L1888–1897: `A # 64` from 63 elements; lane 63 is masked.
#[test]
fn masking_minimal() {
    let c = Case::new("A=63");
    let cfg = c.derive("m![A]", "m![1]", "m![A # 64]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[64 : 1] : 64");
    let m = cfg.masking.unwrap();
    assert_eq!(m.valid_counts, vec![63]);
    assert_eq!(m.right_masked, 1);
    assert_eq!(m.left_pad, 0);
}

/// L1903–1911: masking case 1, `[32 : 96, 3 : 32, 32 : 1] : 32 @ base_addr = -2`,
/// `last_dim = 1, lpad = 2, last_dim_rightmost_valid_count[0] = 4, pad_value = 0`, 96 cycles.
#[test]
fn masking_case_1() {
    let c = Case::new("A=32, B=90").let_padded("B'", "B", 2, 4);
    let cfg = c.derive(
        "m![A, B # 96]",
        "m![A, B' / 32]",
        "m![B' % 32]",
        ElemType::I8,
    );
    assert_eq!(
        cfg.config.to_string(),
        "[32 : 96, 3 : 32, 32 : 1] : 32 @ base_addr = -2"
    );
    assert_eq!(cfg.fetch.time_size, 96);
    assert_eq!(cfg.fetch.cycles, 96);
    let m = cfg.masking.as_ref().unwrap();
    assert_eq!(m.case, MaskCase::Contiguous);
    // Lanes: index 0 has 2 masked then B[0..30), index 1 B[30..62), index 2 B[62..90) + 4 masked.
    assert_eq!(m.valid_counts, vec![30, 32, 28]);
    let r = cfg.mask_registers.unwrap();
    assert_eq!(
        (
            r.last_dim,
            r.lpad,
            r.rightmost_valid_count.clone(),
            r.pad_value
        ),
        (1, 2, vec![4], 0)
    );
}

/// L1912–1921: masking case 2, `[3 : 32, 32 : 96, 32 : 1] : 32 @ base_addr = -2`,
/// `last_dim = 0`; the manual's "Cycles: m![A, B'/32]" is Time `m![B'/32, A]` (same size).
#[test]
fn masking_case_2() {
    let c = Case::new("A=32, B=90").let_padded("B'", "B", 2, 4);
    let cfg = c.derive(
        "m![A, B # 96]",
        "m![B' / 32, A]",
        "m![B' % 32]",
        ElemType::I8,
    );
    assert_eq!(
        cfg.config.to_string(),
        "[3 : 32, 32 : 96, 32 : 1] : 32 @ base_addr = -2"
    );
    assert_eq!(cfg.fetch.cycles, 96);
    let m = cfg.masking.as_ref().unwrap();
    assert_eq!(m.case, MaskCase::Split);
    let r = cfg.mask_registers.unwrap();
    assert_eq!(
        (r.last_dim, r.lpad, r.rightmost_valid_count.clone()),
        (0, 2, vec![4])
    );
}

/// L1922–1935: masking case 3, `[32 : 128, 8 : 16, 1 : 0, 16 : 1] : 16`,
/// `last_dim_rightmost_valid_count_dim = 1, last_dim = 2, [16, 16, 16, 16, 16, 16, 1, 0]`.
/// Corrected typos: base_addr is 0 (no left pad; the manual prints -2) and Time is
/// `m![A, B' / 16, 1]` (the manual writes `B' / 32`); Time::SIZE = 256 as printed, fetch
/// cycles 512 (64-byte packets, 32-byte reads).
#[test]
fn masking_case_3() {
    let c = Case::new("A=32, B=97").let_padded("B'", "B", 0, 31);
    let cfg = c.derive(
        "m![A, B # 128]",
        "m![A, B' / 16, 1]",
        "m![B' % 16]",
        ElemType::F32,
    );
    assert_eq!(
        cfg.config.to_string(),
        "[32 : 128, 8 : 16, 1 : 0, 16 : 1] : 16"
    );
    assert_eq!(cfg.fetch.time_size, 256);
    assert_eq!(cfg.fetch.cycles, 512);
    let m = cfg.masking.as_ref().unwrap();
    assert_eq!(m.case, MaskCase::PerIndex);
    assert_eq!(m.valid_counts.iter().sum::<u64>(), 97);
    let r = cfg.mask_registers.unwrap();
    assert_eq!(r.last_dim, 2);
    assert_eq!(r.rightmost_valid_count_dim, Some(1));
    assert_eq!(r.rightmost_valid_count, vec![16, 16, 16, 16, 16, 16, 1, 0]);
    // Without the closing `1`, case 1 holds the 31 masked f32 lanes (limit 31, L1902).
    let cfg = c.derive(
        "m![A, B # 128]",
        "m![A, B' / 16]",
        "m![B' % 16]",
        ElemType::F32,
    );
    assert_eq!(cfg.mask_registers.unwrap().rightmost_valid_count, vec![16]);
}

/// L1902: cases 1 and 2 hold at most 255 masked 4-bit lanes, 31 f32 lanes.
#[test]
fn masking_limits() {
    use super::masking::right_mask_limit;
    assert_eq!(right_mask_limit(ElemType::I4), 255);
    assert_eq!(right_mask_limit(ElemType::F32), 31);
    let c = Case::new("A=4, B=16").let_padded("B'", "B", 0, 48);
    let e = derive(&c.req("m![A, B # 64]", "m![A]", "m![B']", ElemType::F32)).unwrap_err();
    assert_eq!(e.kind, SeqErrorKind::Masking);
}

/// L1996–2021: the cast cap and sub-context fetch sizes.
#[test]
fn cast_cap_and_sub_context() {
    let e = |v: &[(u64, i64)]| -> Vec<Entry> { v.iter().map(|&(n, s)| Entry::new(n, s)).collect() };
    let run = e(&[(64, 1)]);
    let fig = |d, o, ctx, elems| fetch_figures(&run, 1, elems, d, o, ctx, false);
    // i4 -> i32: 4-byte reads produce 32 bytes (valid); 8 would produce 64 (invalid).
    assert_eq!(
        fig(ElemType::I4, ElemType::I32, Context::Main, 64)
            .unwrap()
            .fetch_size,
        4
    );
    // i8 -> i32: 16-byte reads would produce 64 bytes; the cap is 8.
    assert_eq!(
        fig(ElemType::I8, ElemType::I32, Context::Main, 32)
            .unwrap()
            .fetch_size,
        8
    );
    // bf16 -> f32 cap 16, f8 -> f32 cap 8.
    assert_eq!(
        fig(ElemType::Bf16, ElemType::F32, Context::Main, 32)
            .unwrap()
            .fetch_size,
        16
    );
    assert_eq!(
        fig(ElemType::F8E4M3, ElemType::F32, Context::Main, 32)
            .unwrap()
            .fetch_size,
        8
    );
    // Sub context: 4 bytes for i4 -> i32, 8 otherwise (L1758-1759, L2019-2021).
    assert_eq!(
        fig(ElemType::I4, ElemType::I32, Context::Sub, 64)
            .unwrap()
            .fetch_size,
        4
    );
    assert_eq!(
        fig(ElemType::I8, ElemType::I8, Context::Sub, 32)
            .unwrap()
            .fetch_size,
        8
    );
    // Main context, 32 contiguous i8 bytes: 32.
    assert_eq!(
        fig(ElemType::I8, ElemType::I8, Context::Main, 32)
            .unwrap()
            .fetch_size,
        32
    );
    // Sub context needs 8 | gcd: a 4-byte packet has no fetch size.
    assert_eq!(
        fig(ElemType::I8, ElemType::I8, Context::Sub, 4)
            .unwrap_err()
            .kind,
        SeqErrorKind::PacketSize
    );
}

/// L2054, L2123–2128: 8 B × 5 = 40 B packet, padded by 24 B to 2 flits; a 20 B packet
/// leaves 12 of 32 bytes (37.5 %) unused.
#[test]
fn batching_and_flits() {
    let run = [Entry::new(5, 64), Entry::new(8, 1)];
    let f = fetch_figures(
        &run,
        1,
        40,
        ElemType::I8,
        ElemType::I8,
        Context::Main,
        false,
    )
    .unwrap();
    assert_eq!((f.fetch_size, f.fetches_per_packet), (8, 5));
    assert_eq!((f.out_packet_bytes, f.flits, f.flit_padding), (40, 2, 24));
    let run = [Entry::new(20, 1)];
    let f = fetch_figures(
        &run,
        1,
        20,
        ElemType::I8,
        ElemType::I8,
        Context::Main,
        false,
    )
    .unwrap();
    assert_eq!((f.flits, f.flit_padding), (1, 12));
    assert_eq!(f.flit_padding as f64 / 32.0, 0.375);
}

/// L2066–2110: fetch_batch_1..4. The manual declares i4 but counts one byte per element;
/// with i8 every printed figure holds; with literal i4 the cycle counts (48, 24, 12, 12) are
/// the same (decision "Sequencer and fetch", batch examples).
#[test]
fn fetch_batches() {
    let c = Case::new("N=4, C=3, H=4, W=8");
    let buf = "m![N, C, H, W]";
    // (time, packet, config, packet bytes, fetch size, factor, cycles)
    type Batch = (&'static str, &'static str, &'static str, u64, u64, u64, u64);
    let cases: [Batch; 4] = [
        (
            "m![N, C, H]",
            "m![W]",
            "[4 : 96, 3 : 32, 4 : 8, 8 : 1] : 8",
            8,
            8,
            1,
            48,
        ),
        (
            "m![N, C, H / 2]",
            "m![H % 2, W]",
            "[4 : 96, 3 : 32, 2 : 16, 2 : 8, 8 : 1] : 8",
            16,
            16,
            1,
            24,
        ),
        (
            "m![N, C]",
            "m![H, W]",
            "[4 : 96, 3 : 32, 4 : 8, 8 : 1] : 8",
            32,
            32,
            1,
            12,
        ),
        (
            "m![N]",
            "m![C, H, W]",
            "[4 : 96, 3 : 32, 4 : 8, 8 : 1] : 8",
            96,
            32,
            3,
            12,
        ),
    ];
    for (time, packet, config, pb, fs, fpp, cycles) in cases {
        let cfg = c.derive(buf, time, packet, ElemType::I8);
        assert_eq!(cfg.config.to_string(), config, "{time} {packet}");
        assert_eq!(cfg.fetch.contiguous_sram_access_size, 384);
        assert_eq!(cfg.fetch.packet_bytes, pb);
        assert_eq!(cfg.fetch.fetch_size, fs);
        assert_eq!(cfg.fetch.fetches_per_packet, fpp);
        assert_eq!(cfg.fetch.cycles, cycles);
        let cfg4 = c.derive(buf, time, packet, ElemType::I4);
        assert_eq!(cfg4.fetch.cycles, cycles, "i4 {time} {packet}");
    }
}

/// L1709–1710: the spatial asserts' messages (digest-A GT-55).
#[test]
fn spatial_messages() {
    use super::fetch::check_spatial;
    let e = check_spatial(1, 256).unwrap_err();
    assert_eq!(
        (e.kind, e.message.as_str()),
        (SeqErrorKind::Spatial, "Cluster size must be 2, got 1")
    );
    let e = check_spatial(2, 32).unwrap_err();
    assert_eq!(e.message, "Slice size must be 256, got 32");
    assert!(check_spatial(2, 256).is_ok());
}

/// L1711–1716: the alignment assert's message.
#[test]
fn alignment_message() {
    let c = Case::new("A=3");
    let mut req = c.req("m![A]", "m![1]", "m![A]", ElemType::I32);
    req.check_alignment = true;
    let e = derive(&req).unwrap_err();
    assert_eq!(
        e.message,
        "Fetch output packet must be 8-byte aligned, got 12 bytes."
    );
}

/// L175–229 and L250–299 (digest-A §3.5): the first kernels. Constant addition fetches
/// `m![A % 8]` i32 from DM `m![A % 8]` (main) and commits it back with the same mapping; the
/// elementwise multiply also fetches rhs in the sub context (8-byte reads).
#[test]
fn first_kernels() {
    let c = Case::new("A=2048");
    let cfg = c.derive("m![A % 8]", "m![1]", "m![A % 8]", ElemType::I32);
    assert_eq!(cfg.config.to_string(), "[8 : 1] : 8");
    assert_eq!(
        (
            cfg.fetch.packet_bytes,
            cfg.fetch.fetch_size,
            cfg.fetch.cycles
        ),
        (32, 32, 1)
    );
    let mut req = c.req("m![A % 8]", "m![1]", "m![A % 8]", ElemType::I32);
    req.context = Context::Sub;
    let cfg = derive(&req).unwrap();
    assert_eq!(
        (
            cfg.fetch.fetch_size,
            cfg.fetch.fetches_per_packet,
            cfg.fetch.cycles
        ),
        (8, 4, 4)
    );
}

/// A stream term spanning two Buf digits (digest-A Q10): Buf `m![B % 4, B / 4]` read as
/// Time `m![B]` gives `[4 : 1, 4 : 4]`.
#[test]
fn spanning_term() {
    let c = Case::new("B=16");
    let cfg = c.derive("m![B % 4, B / 4]", "m![B]", "m![1]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 1, 4 : 4] : 1");
    // A slice across the split: B = 8 is two of the four outer steps.
    let cfg = c.derive("m![B % 4, B / 4]", "m![B = 8]", "m![1]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[2 : 1, 4 : 4] : 1");
}

/// Slices and resizes found by comparing with the factorization module: a slice reads only
/// its values (`B = 1` from `m![B % 2]` reads B = 0); `[A, B] = 3` keeps A at 0;
/// `(A # 24) % 4` is A.
#[test]
fn slices_and_resizes() {
    let c = Case::new("A=4, B=6");
    let cfg = c.derive("m![B % 2]", "m![1]", "m![B = 1]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[1 : 1] : 1");
    let cfg = c.derive("m![B % 2, A]", "m![B = 2]", "m![A]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[2 : 4, 4 : 1] : 4");
    let cfg = c.derive("m![A, B]", "m![[A, B] = 3]", "m![1]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[3 : 1] : 1");
    let cfg = c.derive("m![A # 24 % 4, B]", "m![A]", "m![B]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 6, 6 : 1] : 6");
    // `B = 1` holds only B = 0, like `1` (L1028): B is broadcast, as from `m![A]`.
    let cfg = c.derive("m![A, B = 1]", "m![1]", "m![B]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[6 : 0] : 6");
    let cfg = c.derive("m![A, [B, A] = 1]", "m![1]", "m![B]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[6 : 0] : 6");
    let cfg = c.derive("m![[B, A] = 1, A]", "m![1]", "m![A]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 1] : 4");
    assert_eq!(
        c.error("m![A, B = 2]", "m![1]", "m![B]").kind,
        SeqErrorKind::InsufficientInput
    );
}

/// An axis of size 1 contributes no entry (found by the fuzz test below).
#[test]
fn size_one_axis() {
    let c = Case::new("A=4, U=1");
    let cfg = c.derive("m![A, U]", "m![U, A]", "m![U]", ElemType::I8);
    assert_eq!(cfg.config.to_string(), "[4 : 1] : 1");
}

/// Bad inputs give typed errors, never panics.
#[test]
fn unsupported_and_bad() {
    let c = Case::new("A=4, B=4, B'=B-A");
    let e = c.error("m![A, B']", "m![A]", "m![B']");
    assert_eq!(e.kind, SeqErrorKind::Unsupported);
    let c = Case::new("A=4, B=4");
    let e = c.error("m![A, A]", "m![A]", "m![1]");
    assert_eq!(e.kind, SeqErrorKind::Unsupported);
    let e = c.error("m![A, B]", "m![A, A]", "m![1]");
    assert_eq!(e.kind, SeqErrorKind::InsufficientInput);
    let e = c.error("m![A, B = 2]", "m![A]", "m![B]");
    assert_eq!(e.kind, SeqErrorKind::InsufficientInput);
    assert!("q7".parse::<ElemType>().is_err());
}

mod random {
    //! Random (Buf, Time, Packet) triples built from a common refinement of each axis, so a
    //! configuration always exists (up to the entry and iteration limits); every derived
    //! configuration must pass the reference check. Buf and stream group the fine digits
    //! differently, shuffle them, pad Buf factors, and add broadcast axes.

    use super::*;
    use proptest::prelude::*;

    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn shuffle<T>(&mut self, v: &mut [T]) {
            for i in (1..v.len()).rev() {
                let j = self.below(i as u64 + 1) as usize;
                v.swap(i, j);
            }
        }
    }

    /// Digit text for `(X / s) % n` of an axis of `size`.
    fn digit(axis: &str, size: u64, s: u64, n: u64) -> String {
        let mut t = axis.to_string();
        if s > 1 {
            t.push_str(&format!(" / {s}"));
        }
        if s * n != size {
            t.push_str(&format!(" % {n}"));
        }
        t
    }

    /// Groups the fine factors (minor first) of an axis into random consecutive runs; returns
    /// digits `(s, n)`.
    fn group(rng: &mut Rng, fine: &[u64]) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let mut s = 1;
        let mut n = 1;
        for (k, f) in fine.iter().enumerate() {
            n *= f;
            if k + 1 == fine.len() || rng.below(2) == 0 {
                out.push((s, n));
                s *= n;
                n = 1;
            }
        }
        out
    }

    fn case(seed: u64) -> (String, String, String, String) {
        let mut rng = Rng(seed | 1);
        let pool: [(&str, &[u64]); 3] = [("A", &[2, 2, 3]), ("B", &[3, 2]), ("C", &[2, 2, 2])];
        let n_axes = 1 + rng.below(3) as usize;
        let mut decl = Vec::new();
        let mut buf = Vec::new();
        let mut stream = Vec::new();
        for (name, fine) in pool.iter().take(n_axes) {
            let size: u64 = fine.iter().product();
            decl.push(format!("{name}={size}"));
            for (s, n) in group(&mut rng, fine) {
                let mut t = digit(name, size, s, n);
                if rng.below(4) == 0 {
                    t.push_str(&format!(" # {}", n + 1 + rng.below(3)));
                }
                buf.push(t);
            }
            for (s, n) in group(&mut rng, fine) {
                stream.push(digit(name, size, s, n));
            }
        }
        if rng.below(2) == 0 {
            decl.push("T=3".to_string());
            stream.push("T".to_string());
        }
        rng.shuffle(&mut buf);
        rng.shuffle(&mut stream);
        let cut = rng.below(stream.len() as u64 + 1) as usize;
        let list = |v: &[String]| {
            if v.is_empty() {
                "m[1]".to_string()
            } else {
                format!("m[{}]", v.join(", "))
            }
        };
        (
            decl.join(", "),
            list(&buf),
            list(&stream[..cut]),
            list(&stream[cut..]),
        )
    }

    /// The generator is not vacuous: most cases derive (the rest exceed 8 entries).
    #[test]
    fn most_random_cases_derive() {
        let mut ok = 0;
        for seed in 0..200u64 {
            let (axes, buf, time, packet) = case(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let c = Case::new(&axes);
            if derive(&c.req(&buf, &time, &packet, ElemType::I8)).is_ok() {
                ok += 1;
            }
        }
        assert!(ok >= 180, "only {ok} of 200 derived");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn derived_configs_read_the_right_elements(seed in any::<u64>()) {
            let (axes, buf, time, packet) = case(seed);
            let c = Case::new(&axes);
            let req = c.req(&buf, &time, &packet, ElemType::I8);
            match derive(&req) {
                Ok(cfg) => check_semantics(&req, &cfg),
                Err(e) => prop_assert!(
                    e.kind == SeqErrorKind::TooManyEntries,
                    "{axes} | {buf} | {time} | {packet}: {e}"
                ),
            }
        }
    }
}

mod fuzz {
    //! Random mapping text from a small grammar (padding, resize, stride, modulo, groups, `1`,
    //! size-1 axes): derivation never panics; when it succeeds on a stream without padding,
    //! the configuration passes the reference check.

    use super::*;
    use proptest::prelude::*;

    use crate::testgen::mapping;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2048))]
        #[test]
        fn never_panics(buf in mapping(), time in mapping(), packet in mapping()) {
            let axes: Axes = "A=4, B=6, C=2, U=1".parse().unwrap();
            let p = |t: &str| parse_with(t, &axes, &Names::new()).ok();
            let (Some(b), Some(t), Some(pk)) = (p(&buf), p(&time), p(&packet)) else {
                return Ok(());
            };
            let mut req = SeqRequest::new(b, t, pk, ElemType::I8);
            req.explain = true;
            if let Ok(cfg) = derive(&req) {
                let padded = time.contains('#') || packet.contains('#');
                if !padded && cfg.config.entries.iter().map(|e| e.size).product::<u64>() < 100_000 {
                    check_semantics(&req, &cfg);
                }
            }
        }
    }
}
