//! The Transpose Engine's configuration, limits and cycle model (manual L6820–7041).
//!
//! The engine reads `in_rows` time steps of `packets_per_col` packets each, keeps the
//! first `elements_per_packet` elements of every 32-byte packet (Unpack), transposes the
//! `[in_rows × in_cols]` matrix (`in_cols = packets_per_col × elements_per_packet`), drops
//! the rows that came from padded packet lanes (Trim: `valid_per_packet` of each packet's
//! elements are kept, so `out_rows = packets_per_col × valid_per_packet`), and pads each
//! output row of `in_rows` elements to one 32-byte packet (Align), `n` times per pass.
//!
//! This module holds the hardware's facts and the rules of a configuration; the data
//! movement is the simulator's (`visa_sim::transpose`), the stream dialect derives the
//! configuration from `stream.transpose`'s mappings.

/// Columns of each of the two internal buffers (`num_buffer_cols`, L6859).
pub const BUFFER_COLS: u32 = 16;

/// Bytes of an input and of an output packet (L6865, L6884).
pub const PACKET_BYTES: u32 = 32;

/// The per-type parameters of L6878–6883.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypeParams {
    /// Elements of each input packet the engine uses (L6860–6863).
    pub elements_per_packet: u32,
    /// Elements per output packet (32 bytes of the type).
    pub output_alignment: u32,
    /// The largest `in_rows`.
    pub max_in_rows: u32,
    /// The valid `in_cols`.
    pub valid_in_cols: &'static [u32],
}

/// The parameters for elements of `bits` bits (4, 8, 16 or 32), `None` for another width.
pub fn params(bits: u32) -> Option<TypeParams> {
    Some(match bits {
        4 => TypeParams {
            elements_per_packet: 16,
            output_alignment: 64,
            max_in_rows: 16,
            valid_in_cols: &[16, 32],
        },
        8 => TypeParams {
            elements_per_packet: 8,
            output_alignment: 32,
            max_in_rows: 8,
            valid_in_cols: &[8, 16, 32],
        },
        16 => TypeParams {
            elements_per_packet: 8,
            output_alignment: 16,
            max_in_rows: 4,
            valid_in_cols: &[8, 16, 32],
        },
        32 => TypeParams {
            elements_per_packet: 8,
            output_alignment: 8,
            max_in_rows: 2,
            valid_in_cols: &[8, 16, 32],
        },
        _ => return None,
    })
}

/// One Transpose Engine configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Transpose {
    /// Element width in bits (4, 8, 16, 32).
    pub bits: u32,
    /// Time steps forming one input matrix (its rows).
    pub in_rows: u32,
    /// Packets per time step (per matrix row).
    pub packets_per_col: u32,
    /// Elements of each input packet that are data (the rest are trimmed rows).
    pub valid_per_packet: u32,
    /// Matrices per pass (`n = OutTime::SIZE / out_rows`).
    pub iterations: u64,
}

impl Transpose {
    /// The type's parameters (`None` for an unsupported width).
    pub fn params(&self) -> Option<TypeParams> {
        params(self.bits)
    }

    /// `in_cols = packets_per_col × elements_per_packet` (saturating: an absurd
    /// configuration is reported by [`Transpose::check`], never an overflow).
    pub fn in_cols(&self) -> u32 {
        self.packets_per_col
            .saturating_mul(self.params().map_or(0, |p| p.elements_per_packet))
    }

    /// `out_rows = packets_per_col × valid_per_packet`.
    pub fn out_rows(&self) -> u32 {
        self.packets_per_col.saturating_mul(self.valid_per_packet)
    }

    /// Double buffering iff `in_cols ≤ num_buffer_cols` (L6889–6898).
    pub fn double_buffered(&self) -> bool {
        self.in_cols() <= BUFFER_COLS
    }

    /// Input flits per matrix: `in_rows × packets_per_col` (L6899–6903).
    pub fn input_flits_per_iter(&self) -> u64 {
        u64::from(self.in_rows) * u64::from(self.packets_per_col)
    }

    /// Output flits per matrix: `out_rows`.
    pub fn output_flits_per_iter(&self) -> u64 {
        u64::from(self.out_rows())
    }

    /// Input flits of the pass.
    pub fn input_flits(&self) -> u64 {
        self.iterations.saturating_mul(self.input_flits_per_iter())
    }

    /// Output flits of the pass.
    pub fn output_flits(&self) -> u64 {
        self.iterations.saturating_mul(self.output_flits_per_iter())
    }

    /// Cycles of the pass (L6904–6912): double buffering
    /// `in + (n − 1)·max(in, out) + out`, single `n·(in + out)`.
    pub fn cycles(&self) -> u64 {
        let (i, o, n) = (
            self.input_flits_per_iter(),
            self.output_flits_per_iter(),
            self.iterations,
        );
        if n == 0 {
            return 0;
        }
        if self.double_buffered() {
            i.saturating_add((n - 1).saturating_mul(i.max(o)))
                .saturating_add(o)
        } else {
            n.saturating_mul(i.saturating_add(o))
        }
    }

    /// The manual's constraints (L6878–6886); the first violation.
    pub fn check(&self) -> Result<(), String> {
        const CITE: &str = "manual: Computing Tensors › Transpose Engine";
        let Some(p) = self.params() else {
            return Err(format!(
                "the Transpose Engine takes 4-, 8-, 16- or 32-bit elements, got {} bits ({CITE})",
                self.bits
            ));
        };
        if self.in_rows == 0 || self.in_rows > p.max_in_rows {
            return Err(format!(
                "in_rows {} is outside 1..={} for {}-bit elements ({CITE})",
                self.in_rows, p.max_in_rows, self.bits
            ));
        }
        if !p.valid_in_cols.contains(&self.in_cols()) {
            return Err(format!(
                "in_cols {} (packets_per_col {} × elements_per_packet {}) is not one of {:?} for {}-bit elements ({CITE})",
                self.in_cols(),
                self.packets_per_col,
                p.elements_per_packet,
                p.valid_in_cols,
                self.bits
            ));
        }
        if self.valid_per_packet == 0 || self.valid_per_packet > p.elements_per_packet {
            return Err(format!(
                "each input packet must hold 1..={} data elements, got {} ({CITE})",
                p.elements_per_packet, self.valid_per_packet
            ));
        }
        if self.out_rows() > self.in_cols() {
            return Err(format!(
                "out_rows {} exceeds in_cols {} ({CITE})",
                self.out_rows(),
                self.in_cols()
            ));
        }
        Ok(())
    }
}

/// The element type of the stream a pass's Transpose Engine receives: the Cast Engine's
/// output, else the vector engine's type, else the contraction's (i32/f32), else the
/// fetch adapter's output (the sources of L6872–6875).
pub fn stream_dtype(cmd: &crate::command::TuCommand) -> crate::dtype::DType {
    use crate::dtype::DType;
    if let Some(c) = cmd.cast {
        return c;
    }
    if let Some(v) = &cmd.vector {
        return match v.dtype {
            crate::vector::VeType::I32 => DType::I32,
            crate::vector::VeType::F32 => DType::F32,
        };
    }
    let fetched = cmd.fetch.cast.unwrap_or(cmd.fetch.dtype);
    if cmd.contraction.is_some() {
        return crate::contraction::Contraction::out_dtype(fetched);
    }
    fetched
}

/// The hardware's rules on the Transpose Engine stage of a pass, whose stream carries
/// `flits` 32-byte flits of `dtype` in context `sub` or main: a compute engine, so main
/// context only (L3046–3052, docs/decisions.md C9D-1); the element width is the stream's;
/// the configuration's own limits ([`Transpose::check`], L6878–6886); the stream is
/// exactly its `n` matrices of `in_rows × packets_per_col` flits (L6899–6903). Returns the
/// output flits (`n × out_rows`).
pub fn check_stage(
    t: &Transpose,
    sub: bool,
    dtype: crate::dtype::DType,
    flits: u64,
) -> Result<u64, String> {
    const CITE: &str = "manual: Computing Tensors › Transpose Engine";
    if sub {
        return Err(
            "the sub context cannot use the transpose engine (manual: Computing Tensors › Execution Contexts)"
                .to_string(),
        );
    }
    if t.bits != dtype.bits() {
        return Err(format!(
            "the transpose engine is configured for {}-bit elements but the stream carries {dtype:?} ({} bits)",
            t.bits,
            dtype.bits()
        ));
    }
    t.check()?;
    if t.iterations == 0 || t.input_flits() != flits {
        return Err(format!(
            "the transpose engine reads {} matrices of {} × {} flits = {} flits, but the stream carries {flits} ({CITE})",
            t.iterations,
            t.in_rows,
            t.packets_per_col,
            t.input_flits()
        ));
    }
    Ok(t.output_flits())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(bits: u32, in_rows: u32, ppc: u32, valid: u32, n: u64) -> Transpose {
        Transpose {
            bits,
            in_rows,
            packets_per_col: ppc,
            valid_per_packet: valid,
            iterations: n,
        }
    }

    /// digest-D G47–G51, G54: the manual's cycle examples (L6921–7040), worked from its
    /// formula by hand.
    #[test]
    fn cycles_of_the_manual_examples() {
        // G47: 8×8 i8, OutTime C·E = 64, out_rows 8 → n 8; double; 8 + 7·8 + 8.
        let g47 = t(8, 8, 1, 8, 8);
        assert!(g47.check().is_ok() && g47.double_buffered());
        assert_eq!(g47.cycles(), 72);
        // G48: i8 in_rows 4, B = 2 of 8 lanes, OutTime B = 2 → n 1; 4 + 0 + 2.
        let g48 = t(8, 4, 1, 2, 1);
        assert_eq!((g48.in_cols(), g48.out_rows()), (8, 2));
        assert_eq!(g48.cycles(), 6);
        // G49: i8, in_rows 8, ppc 4 → in_cols 32, single; OutTime B·D·E = 64, out_rows 32
        // → n 2; cpi 64; 128.
        let g49 = t(8, 8, 4, 8, 2);
        assert!(!g49.double_buffered());
        assert_eq!(g49.cycles(), 128);
        // G50: bf16, in_rows 4, OutTime C·E = 64, out_rows 8 → n 8; 4 + 7·8 + 8.
        assert_eq!(t(16, 4, 1, 8, 8).cycles(), 68);
        // G54: f32 in_rows 2, OutTime 4·8 = 32 → n 4; 2 + 3·8 + 8; 4-bit single 128.
        assert_eq!(t(32, 2, 1, 8, 4).cycles(), 34);
        let four = t(4, 16, 2, 16, 2);
        assert!(four.check().is_ok() && !four.double_buffered());
        assert_eq!(four.cycles(), 128);
    }

    /// G51 (L6892–6896): in_cols 8, 16 double; 32 single.
    #[test]
    fn buffering_mode() {
        assert!(t(8, 8, 1, 8, 1).double_buffered());
        assert!(t(8, 8, 2, 8, 1).double_buffered());
        assert!(!t(8, 8, 4, 8, 1).double_buffered());
    }

    /// G52 (L6878–6886): each constraint, one violation each.
    #[test]
    fn constraints() {
        let e = |x: Transpose| x.check().unwrap_err();
        assert!(e(t(16, 8, 1, 8, 1)).contains("in_rows 8 is outside 1..=4"));
        assert!(e(t(32, 4, 1, 8, 1)).contains("in_rows 4 is outside 1..=2"));
        assert!(e(t(8, 16, 1, 8, 1)).contains("in_rows 16 is outside 1..=8"));
        // 4-bit with in_cols 8 is impossible (16 elements per packet); 16 and 32 are valid.
        assert!(t(4, 16, 1, 16, 1).check().is_ok());
        assert!(t(4, 16, 2, 16, 1).check().is_ok());
        assert!(e(t(8, 8, 8, 8, 1)).contains("in_cols 64"));
        assert!(e(t(8, 8, 1, 9, 1)).contains("1..=8 data elements"));
        assert!(e(t(64, 1, 1, 1, 1)).contains("got 64 bits"));
    }
    /// The stage rules of a pass (`check_stage`), each case worked by hand: G47's 8×8 i8
    /// takes 8 matrices of 8 flits = 64 and gives 8 × 8 = 64; G48's trimmed 4-row matrix
    /// gives 2 flits per 4 read; a wrong flit count, the sub context, a width other than
    /// the stream's, and the configuration's own limits are refused.
    #[test]
    fn stage_rules_of_a_pass() {
        use crate::dtype::DType;
        assert_eq!(check_stage(&t(8, 8, 1, 8, 8), false, DType::I8, 64), Ok(64));
        assert_eq!(
            check_stage(&t(8, 4, 1, 2, 16), false, DType::I8, 64),
            Ok(32)
        );
        let e = |r: Result<u64, String>| r.unwrap_err();
        assert!(e(check_stage(&t(8, 8, 1, 8, 4), false, DType::I8, 64))
            .contains("4 matrices of 8 × 1 flits = 32 flits, but the stream carries 64"));
        assert!(e(check_stage(&t(8, 8, 1, 8, 0), false, DType::I8, 0)).contains("0 matrices"));
        assert!(e(check_stage(&t(8, 8, 1, 8, 8), true, DType::I8, 64)).contains("sub context"));
        assert!(e(check_stage(&t(8, 8, 1, 8, 8), false, DType::Bf16, 64))
            .contains("configured for 8-bit elements but the stream carries"));
        assert!(e(check_stage(&t(16, 8, 1, 8, 8), false, DType::Bf16, 64))
            .contains("in_rows 8 is outside 1..=4"));
    }
}
