//! Contraction layouts: how a [`Contraction`]'s output tiles spread over the chip and
//! how the stationary tile sits in the TRF; their enumeration, the hardware checks that
//! refuse a candidate (each with its manual line), and the per-slice DM placement.
//!
//! Every division in a mapping must divide its axis (`m[A / s]` needs `s | |A|`), so a
//! tile size always divides its axis: `tm | M`, `tn | N`, and the contraction packet
//! `P ∈ {32, 16}` divides `K` (a 16-element packet is padded to the 32 lanes of a bf16
//! computation packet, half the Contraction Engine's rate).

use super::Contraction;
use visa_tcp::limits::{
    DM_BYTES, FLIT_BYTES, INTERLEAVED_INNER_MAX, ROWS, SLICES, SLICES_PER_CHIP, TRF_BYTES,
};
use visa_tcp::DType;

/// How the stationary tile's `tn` columns use the TRF's eight Rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rows {
    /// `N % 8` on the Rows, `g` columns per Row (`tn = 8 g`): each streamed packet meets
    /// eight columns per step, the chip's full rate (the manual's GEMM kernel).
    Split(u64),
    /// All `tn` columns on Row 0, one per step: any `tn`, an eighth of the rate.
    One,
}

/// One layout candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// Rows of `M` per slice.
    pub tm: u64,
    /// Columns of `N` per slice.
    pub tn: u64,
    /// The TRF's Row use.
    pub rows: Rows,
    /// Elements of `K` per contraction packet (32, or 16 padded to 32).
    pub packet: u64,
    /// Clusters holding data (1 or 2; with 2, `M`'s tiles split between them).
    pub clusters: u64,
}

impl Layout {
    /// Tiles of `M`.
    pub fn m_tiles(&self, c: &Contraction) -> u64 {
        c.m.size / self.tm
    }
    /// Tiles of `N`.
    pub fn n_tiles(&self, c: &Contraction) -> u64 {
        c.n.size / self.tn
    }
    /// Slices holding data.
    pub fn slices(&self, c: &Contraction) -> u64 {
        self.m_tiles(c) * self.n_tiles(c)
    }
    /// TRF columns each Row holds (`g` of [`Rows::Split`], `tn` on Row 0).
    pub fn per_row(&self) -> u64 {
        match self.rows {
            Rows::Split(g) => g,
            Rows::One => self.tn,
        }
    }
    /// Contraction steps per slice: every streamed packet meets each Row's columns.
    pub fn steps(&self, c: &Contraction) -> u64 {
        self.tm * (c.k.size / self.packet) * self.per_row()
    }
    /// The text of the layout for `--explain`.
    pub fn describe(&self, c: &Contraction) -> String {
        let rows = match self.rows {
            Rows::Split(g) => format!("Row {} % 8, {g} column(s) per Row", c.n.name),
            Rows::One => "all columns on Row 0".to_string(),
        };
        format!(
            "{} x {} tile per slice ({} {} x {} {} tiles, {} slice(s) in {} cluster(s)), {rows}, K packet {}",
            self.tm,
            self.tn,
            self.m_tiles(c),
            c.m.name,
            self.n_tiles(c),
            c.n.name,
            self.slices(c),
            self.clusters,
            self.packet
        )
    }
}

/// Bytes of one element.
pub fn elem_bytes(dt: DType) -> u64 {
    u64::from(dt.bits()).div_ceil(8)
}

/// Bytes per output element in DM: a Row-0 layout commits one 8-byte group per element
/// (the commit keeps whole 8-byte multiples of a flit, decision C8B-8).
pub fn out_stride(c: &Contraction, l: &Layout) -> u64 {
    match l.rows {
        Rows::Split(_) => elem_bytes(c.out),
        Rows::One => 8,
    }
}

fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// Per-slice DM byte addresses, each region aligned to 1 KiB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    /// The streamed tile.
    pub stream: u64,
    /// The stationary tile, before its TRF load.
    pub trf: u64,
    /// The bias tile (when there is one).
    pub bias: u64,
    /// The output tile.
    pub out: u64,
    /// The first byte past the output tile.
    pub end: u64,
}

/// The DM placement of `l`.
pub fn placement(c: &Contraction, l: &Layout) -> Placement {
    const ALIGN: u64 = 1024;
    let k = c.k.size;
    let stream = 0;
    let trf = align_up(l.tm * k * 2, ALIGN);
    let bias = trf + align_up(l.tn * k * 2, ALIGN);
    let bias_bytes = c.bias.map_or(0, |(_, dt)| l.tn * elem_bytes(dt));
    let out = bias + align_up(bias_bytes, ALIGN);
    let end = out + l.tm * l.tn * out_stride(c, l);
    Placement {
        stream,
        trf,
        bias,
        out,
        end,
    }
}

/// Checks `l` against the hardware's limits; the reason (with its manual line) when
/// refused.
pub fn check(c: &Contraction, l: &Layout) -> Result<(), String> {
    let slices = l.slices(c);
    if slices > SLICES_PER_CHIP {
        return Err(format!(
            "needs {slices} slices, the chip has {SLICES_PER_CHIP} (L130–131)"
        ));
    }
    if l.clusters == 1 && slices > SLICES {
        return Err(format!(
            "needs {slices} slices in one cluster of {SLICES} (L131)"
        ));
    }
    if l.clusters == 2 && (!l.m_tiles(c).is_multiple_of(2) || slices != SLICES_PER_CHIP) {
        // The Slice mapping of each cluster is unpadded there (`m[M / tm % a, N / tn]`),
        // so it must have exactly 256 positions (L1082).
        return Err(format!(
            "two clusters need an even number of {} tiles filling all {SLICES_PER_CHIP} slices",
            c.m.name
        ));
    }
    if l.clusters == 1 && l.m_tiles(c) > 1 && l.n_tiles(c) > 1 && slices < SLICES {
        // `m[[M / tm, N / tn] # 256]`: each operand's DMA broadcasts over the other's
        // tiles, `[1 # a, N / tn] # 256`, which the DMA derivation refuses (a padded
        // group of padded members); decision PLN-7.
        return Err(format!(
            "{slices} slices of two tiled axes in one cluster: the operands' broadcast DMAs pad a padded group (PLN-7)"
        ));
    }
    if !c.stream.innermost(&c.k.name) {
        return Err(format!(
            "the streamed operand's innermost axis is not {}: its packets would be 2-byte gathers",
            c.k.name
        ));
    }
    let row_bytes = l.per_row() * c.k.size * 2;
    if row_bytes > TRF_BYTES {
        return Err(format!(
            "a TRF Row would hold {row_bytes} bytes ({} columns of {} bf16), a Row has {TRF_BYTES} (L139)",
            l.per_row(),
            c.k.size
        ));
    }
    if l.per_row() > INTERLEAVED_INNER_MAX {
        return Err(format!(
            "an interleaved accumulation of {} columns per Row, the Reducer interleaves at most {INTERLEAVED_INNER_MAX} (L4536)",
            l.per_row()
        ));
    }
    if c.bias.is_some() && l.rows == Rows::One {
        return Err(
            "a bias on a Row-0 layout (one element per flit) is not planned: the VRF operand would be 8 times the tile".into(),
        );
    }
    let p = placement(c, l);
    if p.end > DM_BYTES {
        return Err(format!(
            "needs {} DM bytes per slice, a slice has {DM_BYTES} (L138)",
            p.end
        ));
    }
    Ok(())
}

fn divisors(n: u64) -> Vec<u64> {
    let mut v = Vec::new();
    let mut d = 1;
    while d * d <= n {
        if n.is_multiple_of(d) {
            v.push(d);
            if d != n / d {
                v.push(n / d);
            }
        }
        d += 1;
    }
    v.sort_unstable();
    v
}

/// Every candidate for `c`, in a fixed order: `tm` ascending, then the Row-split layouts
/// by `g`, then the Row-0 layouts by `tn`, each in one cluster and, where `M`'s tiles
/// split evenly, in two. Empty when `K` is not a multiple of the 16 elements of a flit
/// (padding `K` is not planned yet).
pub fn candidates(c: &Contraction) -> Vec<Layout> {
    let k = c.k.size;
    let packet = if k.is_multiple_of(32) {
        32
    } else if k.is_multiple_of(FLIT_BYTES / 2) {
        16
    } else {
        return Vec::new();
    };
    let mut shapes: Vec<(u64, Rows)> = Vec::new();
    if c.n.size.is_multiple_of(ROWS) {
        for g in divisors(c.n.size / ROWS) {
            shapes.push((ROWS * g, Rows::Split(g)));
        }
    }
    for tn in divisors(c.n.size) {
        shapes.push((tn, Rows::One));
    }
    let mut out = Vec::new();
    for tm in divisors(c.m.size) {
        for &(tn, rows) in &shapes {
            for clusters in [1, 2] {
                out.push(Layout {
                    tm,
                    tn,
                    rows,
                    packet,
                    clusters,
                });
            }
        }
    }
    out
}
