//! Interleaved fetch (L1843–1866): `stream.begin_interleaved` records both DM tensors;
//! the `stream.fetch` after it derives the sequencer of the first tensor with the Time
//! lacking the interleave axis, then adds one entry `[I = 2 : rhs − lhs]` just outside
//! the stream packet, so one sequencer operation alternates between the two tensors
//! packet by packet (docs/decisions.md C9C-1).

use super::{State, StreamPattern, Val};
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_mapping::Mapping;
use visa_stream::interfaces::Engine;
use visa_stream::interleave::BeginInterleaved;
use visa_stream::Tier;

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(
        shared,
        "stream-begin-interleaved",
        Some(BeginInterleaved::NAME),
        begin_interleaved,
    )]
}

/// `stream.begin_interleaved`: records both DM tensors (one type, so one mapping).
fn begin_interleaved(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !super::tensor_unit::applies(st, ctx, op, Engine::Fetch)
        || BeginInterleaved::matches(ctx, op).is_none()
    {
        return Ok(false);
    }
    let dm = |v: Val| match v {
        Val::Mem {
            tier: Tier::Dm,
            addr,
            mem,
        } => Some((addr, mem)),
        _ => None,
    };
    let (Some((lhs, mem)), Some((rhs, _))) = (dm(st.get(ctx, op, 0)?), dm(st.get(ctx, op, 1)?))
    else {
        return Err(ctx.op_error(op, "interleaves tensors that are not in DM"));
    };
    let rty = ctx.value_type(ctx.result(op, 0));
    let s = st.stream(ctx, op, rty)?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Begin {
            addr: lhs,
            mem,
            unit: s.ty.unit,
            interleave: Some(rhs),
        },
    );
    Ok(true)
}

/// The fetch's Time without its innermost factor, the interleave axis (the verifier
/// keeps it there).
pub(super) fn outer_time(ctx: &Context, op: OpId, time: &Mapping) -> Result<Mapping, Diagnostic> {
    let fs = time.factors();
    let outer = fs[..fs.len().saturating_sub(1)]
        .iter()
        .map(|m| (*m).clone());
    Mapping::list(outer).map_err(|e| ctx.op_error(op, e.to_string()))
}

/// The merged sequencer entries `(size, stride)` of one tensor with the interleave entry
/// `(2, rhs − lhs in elements)` inserted just outside the innermost `packet` elements
/// (the stream packet: the fetch size times the fetches per packet), splitting the entry
/// that straddles that boundary.
pub(super) fn entries(
    ctx: &Context,
    op: OpId,
    merged: &[(i64, i64)],
    packet: u64,
    (delta_bytes, bits): (i64, u64),
) -> Result<Vec<(i64, i64)>, Diagnostic> {
    let bits = bits as i64;
    if (delta_bytes * 8) % bits != 0 {
        return Err(ctx.op_error(
            op,
            format!("the interleaved tensors lie {delta_bytes} bytes apart, not a whole number of elements"),
        ));
    }
    let delta = delta_bytes * 8 / bits;
    let packet = packet as i64;
    let mut inner: Vec<(i64, i64)> = Vec::new();
    let mut covered = 1i64;
    let mut rest = merged.to_vec();
    while covered < packet {
        let Some((n, s)) = rest.pop() else {
            break;
        };
        if covered * n <= packet {
            covered *= n;
            inner.push((n, s));
        } else {
            let r = packet / covered;
            if packet % covered != 0 || n % r != 0 {
                break;
            }
            covered *= r;
            inner.push((r, s));
            rest.push((n / r, s * r));
        }
    }
    if covered != packet {
        return Err(ctx.op_error(
            op,
            format!("the sequencer entries {merged:?} have no boundary after the {packet}-element packet for the interleave entry"),
        ));
    }
    rest.push((2, delta));
    inner.reverse();
    rest.extend(inner);
    Ok(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx_op() -> (Context, OpId) {
        let mut reg = visa_ir::DialectRegistry::new();
        visa_stream::register(&mut reg);
        let mut ctx = Context::new(reg);
        let m = visa_ir::parser::parse_source(&mut ctx, "module {}", "t.mlir").unwrap();
        (ctx, m)
    }

    /// The interleave entry goes just outside the packet: `[256 : 8, 8 : 1]` with an
    /// 8-element packet and tensors 4096 bytes (1024 f32) apart becomes
    /// `[256 : 8, 2 : 1024, 8 : 1]`; a merged `[2048 : 1]` is split first.
    #[test]
    fn interleave_entry_outside_the_packet() {
        let (ctx, op) = ctx_op();
        let e = entries(&ctx, op, &[(256, 8), (8, 1)], 8, (4096, 32)).unwrap();
        assert_eq!(e, [(256, 8), (2, 1024), (8, 1)]);
        let e = entries(&ctx, op, &[(2048, 1)], 8, (4096, 32)).unwrap();
        assert_eq!(e, [(256, 8), (2, 1024), (8, 1)]);
        // Negative distance (rhs below lhs), bf16, 16-element packet over two entries.
        let e = entries(&ctx, op, &[(4, 64), (2, 8), (8, 1)], 16, (-128, 16)).unwrap();
        assert_eq!(e, [(4, 64), (2, -64), (2, 8), (8, 1)]);
        // No boundary: a 3-element entry cannot hold a 2-element packet.
        assert!(entries(&ctx, op, &[(3, 1)], 2, (64, 32)).is_err());
        // Half an element apart.
        assert!(entries(&ctx, op, &[(8, 1)], 8, (2, 32)).is_err());
    }
}
