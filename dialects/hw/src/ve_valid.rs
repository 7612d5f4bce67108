//! The attribute form of a Valid Count Generator configuration ([`visa_tcp::VcgConfig`])
//! on a padded intra-slice reduce (`engine.vector_op` / `hw.ve_op`, stage
//! `intra_slice_reduce`):
//!
//! ```text
//! vc_counters = array<i64: L0, dim0, σ0, L1, dim1, σ1, ...>   // counter 0 first
//! vc_packet   = array<i64: V_p, stride_p>
//! vc_gates    = array<i64: mask0, match0, V0, P0, mask1, ..., P2>
//! ```
//!
//! A dim is 0 (unassigned), 1 (packet) or 2 + g (gate g); `P` is 1 for a transposed gate.
//! The three attributes are present together or not at all.

use crate::attrs;
use visa_ir::{Attribute, Context, Diagnostic, OpId};
use visa_tcp::valid_count::{VCG_COUNTERS, VCG_GATES};
use visa_tcp::{VcCounter, VcDim, VcGate, VcgConfig};

/// The attributes spelling `cfg`.
pub fn attrs_of(ctx: &mut Context, cfg: &VcgConfig) -> Vec<(&'static str, Attribute)> {
    let counters: Vec<i64> = cfg
        .counters()
        .iter()
        .flat_map(|c| [i64::from(c.limit), c.dim.code(), i64::from(c.stride)])
        .collect();
    let packet = [i64::from(cfg.packet_valid), i64::from(cfg.packet_stride)];
    let gates: Vec<i64> = cfg
        .gates
        .iter()
        .flat_map(|g| {
            [
                i64::from(g.mask),
                i64::from(g.threshold),
                i64::from(g.valid),
                i64::from(g.transposed),
            ]
        })
        .collect();
    vec![
        ("vc_counters", attrs::i64s_attr(ctx, &counters)),
        ("vc_packet", attrs::i64s_attr(ctx, &packet)),
        ("vc_gates", attrs::i64s_attr(ctx, &gates)),
    ]
}

/// Reads the configuration back; `None` when `op` carries none.
pub fn decode(ctx: &Context, op: OpId) -> Result<Option<VcgConfig>, Diagnostic> {
    if ctx.attr(op, "vc_packet").is_none() {
        return Ok(None);
    }
    let counters = attrs::ints(ctx, op, "vc_counters")?;
    let packet = attrs::ints(ctx, op, "vc_packet")?;
    let gates = attrs::ints(ctx, op, "vc_gates")?;
    let u32_of = |v: i64, what: &str| {
        u32::try_from(v)
            .map_err(|_| ctx.op_error(op, format!("'{what}' entry {v} is not in 0..2^32")))
    };
    if counters.len() % 3 != 0 || counters.len() / 3 > VCG_COUNTERS {
        return Err(ctx.op_error(
            op,
            format!("'vc_counters' holds (limit, dim, stride) for at most {VCG_COUNTERS} counters"),
        ));
    }
    if packet.len() != 2 || gates.len() != 4 * VCG_GATES {
        return Err(ctx.op_error(
            op,
            "'vc_packet' holds (V_p, stride_p) and 'vc_gates' (mask, match, V, P) for 3 gates",
        ));
    }
    let mut cfg = VcgConfig::ALL_VALID;
    cfg.n = (counters.len() / 3) as u8;
    for (i, c) in counters.chunks_exact(3).enumerate() {
        cfg.counters[i] = VcCounter {
            limit: u32_of(c[0], "vc_counters")?,
            dim: VcDim::from_code(c[1]).ok_or_else(|| {
                ctx.op_error(op, format!("'vc_counters' dim {} is not 0..=4", c[1]))
            })?,
            stride: u32_of(c[2], "vc_counters")?,
        };
    }
    cfg.packet_valid = u32_of(packet[0], "vc_packet")?;
    cfg.packet_stride = u32_of(packet[1], "vc_packet")?;
    for (i, g) in gates.chunks_exact(4).enumerate() {
        cfg.gates[i] = VcGate {
            mask: u32_of(g[0], "vc_gates")?,
            threshold: u32_of(g[1], "vc_gates")?,
            valid: u32_of(g[2], "vc_gates")?,
            transposed: match g[3] {
                0 => false,
                1 => true,
                p => return Err(ctx.op_error(op, format!("'vc_gates' mode {p} is not 0 or 1"))),
            },
        };
    }
    cfg.check().map_err(|e| ctx.op_error(op, e))?;
    Ok(Some(cfg))
}
