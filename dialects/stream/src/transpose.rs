//! `stream.transpose` (manual "Transpose Engine", L6820–7041): swaps the innermost Time
//! axes with the packet's axis, `[A, B] → [B, A]`, within each slice.
//!
//! ```text
//! %t = stream.transpose %c : !stream.tensor<collect, ..., m[C, D], m[E # 32]>
//!                         -> !stream.tensor<transpose, ..., m[C, E], m[D # 32]>
//! ```
//!
//! The verifier derives the engine's configuration ([`visa_tcp::transpose::Transpose`])
//! from the mappings alone (digest-D §2.7): with input packet `E # a` and output packet
//! `R # a'`, the output Time must be `[Outer, PPC, E]` and the input Time `[Outer, R, PPC]`
//! (checked by mapping equivalence): `in_rows = |R|`, `packets_per_col = |PPC|`,
//! `valid_per_packet = |E|`, `n = |OutTime| / out_rows`; then the manual's limits
//! (L6878–6886). The logical tensor is unchanged (interpreter: a move).

use crate::geom::{equivalent, Stream};
use crate::interfaces::{Engine, PipelineStage, StageInput, StageOutput};
use crate::interp::Semantics;
use crate::types::{bytes_of, scalar_bits, Position};
use crate::verify as v;
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::Mapping;
use visa_tcp::transpose::{Transpose as Config, PACKET_BYTES};

const CITE: &str = "manual: Computing Tensors › Transpose Engine";

visa_ir::op! {
    /// `%t = stream.transpose %s : <collect|cast|vector_final> -> <transpose>`: the
    /// Transpose Engine (L6820–7041).
    pub struct Transpose = "stream.transpose" {
        summary: "Transpose Engine: swaps the innermost Time axes with the packet axis",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        verify: verify,
        interfaces: [
            PipelineStage = PipelineStage {
                engine: Engine::Transpose,
                input: StageInput::Stream(&[Position::Collect, Position::Cast, Position::VectorFinal]),
                output: StageOutput::Stream(Position::Transpose),
            },
            Semantics = Semantics::Move,
        ],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

/// The op definitions of this module.
pub fn ops() -> Vec<OpDef> {
    vec![Transpose::def()]
}

/// `m # n` → `(m, n)`; any other mapping is its own content.
fn content(m: &Mapping) -> (Mapping, u64) {
    match m {
        Mapping::Padding {
            inner,
            left: 0,
            size,
        } => ((**inner).clone(), *size),
        m => (m.clone(), m.size()),
    }
}

fn list(ms: &[&Mapping]) -> Mapping {
    if ms.is_empty() {
        Mapping::identity()
    } else {
        Mapping::list(ms.iter().map(|m| (*m).clone())).unwrap_or_else(|_| Mapping::identity())
    }
}

/// The configuration `stream.transpose` from `i` to `o` needs, element width `bits`, or why
/// the mappings are not a transpose.
pub fn config(i: &Stream, o: &Stream, bits: u32) -> Result<Config, String> {
    let (e, _) = content(i.packet());
    let (rows, _) = content(o.packet());
    let ot = o.time().factors();
    // OutTime = [Outer, PPC, E]: find the suffix equivalent to E.
    let mut found = None;
    for k in 1..=ot.len() {
        if equivalent(&list(&ot[ot.len() - k..]), &e) {
            found = Some(ot.len() - k);
            break;
        }
    }
    let Some(cut) = found else {
        return Err(format!(
            "the output Time {} must end with the input packet's axis {e} ([A, B] → [B, A], {CITE})",
            o.time()
        ));
    };
    let rest = &ot[..cut];
    // Input Time = [Outer, R, PPC] for one split of the rest.
    let mut split = None;
    for j in 0..=rest.len() {
        let mut want: Vec<&Mapping> = rest[..j].to_vec();
        want.push(&rows);
        want.extend(&rest[j..]);
        if equivalent(&list(&want), i.time()) {
            split = Some(j);
            break;
        }
    }
    let Some(j) = split else {
        return Err(format!(
            "the input Time {} must be the output Time {} with the output packet's axis {rows} in place of {e} before the packets of a column ({CITE})",
            i.time(),
            o.time()
        ));
    };
    let ppc: u64 = rest[j..].iter().map(|m| m.size()).product();
    let cfg = Config {
        bits,
        in_rows: u32::try_from(rows.size()).map_err(|_| "in_rows too large".to_string())?,
        packets_per_col: u32::try_from(ppc).map_err(|_| "packets_per_col too large".to_string())?,
        valid_per_packet: u32::try_from(e.size()).map_err(|_| "packet too large".to_string())?,
        iterations: 0,
    };
    let out_rows = u64::from(cfg.out_rows()).max(1);
    let cfg = Config {
        iterations: o.time().size() / out_rows,
        ..cfg
    };
    cfg.check()?;
    Ok(cfg)
}

fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (_, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    for (what, s) in [("input", &i), ("output", &o)] {
        let bytes = bytes_of(ctx, s.ty.dtype, s.packet().size());
        if bytes != u64::from(PACKET_BYTES) {
            return Err(ctx.op_error(
                op,
                format!("the {what} packet {} holds {bytes} bytes; the Transpose Engine's packets are 32 bytes ({CITE})", s.packet()),
            ));
        }
    }
    let bits = match scalar_bits(ctx, i.ty.dtype) {
        Some(5) => 8,
        Some(9) => 16,
        Some(b) => b as u32,
        None => 0,
    };
    config(&i, &o, bits).map_err(|e| ctx.op_error(op, e))?;
    Ok(())
}
