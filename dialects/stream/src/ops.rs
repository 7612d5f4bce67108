//! Operation definitions of the stream dialect (see the crate documentation for
//! each op's operands, results, attributes and syntax) and typed accessors.

use crate::{print, syntax, verify};
use visa_ir::{Arity, AttrConstraint, AttrSpec, Context, OpDef, OpId, Traits, Type, Value};

/// `stream.host_func`: the host program (the manual's `async fn main`).
pub const HOST_FUNC: &str = "stream.host_func";
/// `stream.kernel`: a device kernel (`#[device(chip = N)] fn`).
pub const KERNEL: &str = "stream.kernel";
/// `stream.return`: returns from a host function or kernel.
pub const RETURN: &str = "stream.return";
/// `stream.to_hbm`: host → HBM over PCIe DMA, or DM → HBM over tensor DMA.
pub const TO_HBM: &str = "stream.to_hbm";
/// `stream.launch`: runs a kernel from the host.
pub const LAUNCH: &str = "stream.launch";
/// `stream.to_host`: HBM → host over PCIe DMA.
pub const TO_HOST: &str = "stream.to_host";
/// `stream.to_dm`: HBM → DM over tensor DMA.
pub const TO_DM: &str = "stream.to_dm";
/// `stream.begin`: a DM tensor enters a context's Tensor Unit.
pub const BEGIN: &str = "stream.begin";
/// `stream.fetch`: the Fetch Engine.
pub const FETCH: &str = "stream.fetch";
/// `stream.collect`: the Collect Engine (flit normalization).
pub const COLLECT: &str = "stream.collect";
/// `stream.to_vrf`: writes a collected stream into the VRF.
pub const TO_VRF: &str = "stream.to_vrf";
/// `stream.vector_init`: enters the Vector Engine.
pub const VECTOR_INIT: &str = "stream.vector_init";
/// `stream.vector_intra_slice_branch`: enters the intra-slice block.
pub const VECTOR_BRANCH: &str = "stream.vector_intra_slice_branch";
/// `stream.vector_fxp`: a fixed-point ALU stage.
pub const VECTOR_FXP: &str = "stream.vector_fxp";
/// `stream.vector_final`: leaves the Vector Engine.
pub const VECTOR_FINAL: &str = "stream.vector_final";
/// `stream.commit`: the Commit Engine writes a stream into DM.
pub const COMMIT: &str = "stream.commit";

/// The DM/HBM/VRF byte address attribute.
pub const ADDR: &str = "addr";

const FUNC_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("sym_name", AttrConstraint::String),
    AttrSpec::required("function_type", AttrConstraint::FunctionType),
];
const KERNEL_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("sym_name", AttrConstraint::String),
    AttrSpec::required("function_type", AttrConstraint::FunctionType),
    AttrSpec::required("chips", AttrConstraint::Integer),
];
const ADDR_ATTRS: &[AttrSpec] = &[AttrSpec::required(ADDR, AttrConstraint::Integer)];
const LAUNCH_ATTRS: &[AttrSpec] = &[AttrSpec::required("callee", AttrConstraint::SymbolRef)];
const BRANCH_ATTRS: &[AttrSpec] = &[AttrSpec::required("mode", AttrConstraint::String)];
const FXP_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("op", AttrConstraint::String),
    AttrSpec::optional("imm", AttrConstraint::Integer),
];

fn unary(name: &'static str, summary: &'static str, parents: &'static [&'static str]) -> OpDef {
    OpDef {
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        parents,
        ..OpDef::new(name, summary)
    }
}

const IN_KERNEL: &[&str] = &[KERNEL];
const IN_HOST: &[&str] = &[HOST_FUNC];
const IN_ANY_FUNC: &[&str] = &[HOST_FUNC, KERNEL];

/// Every op of the dialect.
pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef {
            traits: Traits::SYMBOL | Traits::ISOLATED_FROM_ABOVE | Traits::SINGLE_BLOCK,
            regions: Arity::Exact(1),
            attrs: FUNC_ATTRS,
            verify: Some(verify::host_func),
            parse: Some(syntax::parse_host_func),
            print: Some(print::print_func),
            ..OpDef::new(
                HOST_FUNC,
                "the host program: host tensors in, host tensors out",
            )
        },
        OpDef {
            traits: Traits::SYMBOL | Traits::ISOLATED_FROM_ABOVE | Traits::SINGLE_BLOCK,
            regions: Arity::Exact(1),
            attrs: KERNEL_ATTRS,
            verify: Some(verify::kernel),
            parse: Some(syntax::parse_kernel),
            print: Some(print::print_func),
            ..OpDef::new(KERNEL, "a device kernel running on `chips` chips")
        },
        OpDef {
            traits: Traits::TERMINATOR | Traits::RETURN_LIKE,
            operands: Arity::ANY,
            parents: IN_ANY_FUNC,
            verify: Some(verify::ret),
            parse: Some(syntax::parse_return),
            print: Some(print::print_return),
            ..OpDef::new(RETURN, "returns tensors from a host function or kernel")
        },
        OpDef {
            attrs: ADDR_ATTRS,
            verify: Some(verify::to_hbm),
            parse: Some(syntax::parse_addr_op),
            print: Some(print::print_addr_op),
            ..unary(
                TO_HBM,
                "host → HBM (PCIe DMA) or DM → HBM (tensor DMA) at `addr`",
                IN_ANY_FUNC,
            )
        },
        OpDef {
            operands: Arity::ANY,
            results: Arity::ANY,
            attrs: LAUNCH_ATTRS,
            parents: IN_HOST,
            verify: Some(verify::launch),
            parse: Some(syntax::parse_launch),
            print: Some(print::print_launch),
            ..OpDef::new(
                LAUNCH,
                "runs a kernel on HBM tensors and waits for its results",
            )
        },
        OpDef {
            verify: Some(verify::to_host),
            parse: Some(syntax::parse_plain),
            print: Some(print::print_plain),
            ..unary(TO_HOST, "HBM → host over PCIe DMA", IN_HOST)
        },
        OpDef {
            attrs: ADDR_ATTRS,
            verify: Some(verify::to_dm),
            parse: Some(syntax::parse_addr_op),
            print: Some(print::print_addr_op),
            ..unary(
                TO_DM,
                "HBM → DM over tensor DMA at DM address `addr`",
                IN_KERNEL,
            )
        },
        OpDef {
            verify: Some(verify::begin),
            parse: Some(syntax::parse_plain),
            print: Some(print::print_plain),
            ..unary(
                BEGIN,
                "a DM tensor enters the main or sub context's Tensor Unit",
                IN_KERNEL,
            )
        },
        OpDef {
            verify: Some(verify::fetch),
            parse: Some(syntax::parse_plain),
            print: Some(print::print_plain),
            ..unary(
                FETCH,
                "Fetch Engine: DM layout → packets over time, with element cast",
                IN_KERNEL,
            )
        },
        OpDef {
            verify: Some(verify::collect),
            parse: Some(syntax::parse_plain),
            print: Some(print::print_plain),
            ..unary(
                COLLECT,
                "Collect Engine: normalizes packets to 32-byte flits",
                IN_KERNEL,
            )
        },
        OpDef {
            attrs: ADDR_ATTRS,
            verify: Some(verify::to_vrf),
            parse: Some(syntax::parse_addr_op),
            print: Some(print::print_addr_op),
            ..unary(
                TO_VRF,
                "writes a collected stream into the VRF at `addr`",
                IN_KERNEL,
            )
        },
        OpDef {
            verify: Some(verify::vector_init),
            parse: Some(syntax::parse_plain),
            print: Some(print::print_plain),
            ..unary(VECTOR_INIT, "enters the Vector Engine", IN_KERNEL)
        },
        OpDef {
            attrs: BRANCH_ATTRS,
            verify: Some(verify::vector_branch),
            parse: Some(syntax::parse_branch),
            print: Some(print::print_branch),
            ..unary(
                VECTOR_BRANCH,
                "enters the intra-slice block with a branch mode",
                IN_KERNEL,
            )
        },
        OpDef {
            operands: Arity::Range(1, 2),
            attrs: FXP_ATTRS,
            verify: Some(verify::vector_fxp),
            parse: Some(syntax::parse_fxp),
            print: Some(print::print_fxp),
            ..unary(
                VECTOR_FXP,
                "a fixed-point binary op with an immediate or a VRF operand",
                IN_KERNEL,
            )
        },
        OpDef {
            verify: Some(verify::vector_final),
            parse: Some(syntax::parse_plain),
            print: Some(print::print_plain),
            ..unary(VECTOR_FINAL, "leaves the Vector Engine", IN_KERNEL)
        },
        OpDef {
            attrs: ADDR_ATTRS,
            verify: Some(verify::commit),
            parse: Some(syntax::parse_addr_op),
            print: Some(print::print_addr_op),
            ..unary(
                COMMIT,
                "Commit Engine: writes a stream into DM at `addr`",
                IN_KERNEL,
            )
        },
    ]
}

/// The entry block of `op`'s first region (a function body), if there is one.
pub fn body(ctx: &Context, op: OpId) -> Option<visa_ir::BlockId> {
    ctx.entry_block(*ctx.regions(op).first()?)
}

/// The types of `values`, in order.
pub fn value_types(ctx: &Context, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ctx.value_type(v)).collect()
}

/// The `addr` attribute of `op` (non-negative).
pub fn addr(ctx: &Context, op: OpId) -> Option<u64> {
    ctx.attr(op, ADDR)
        .and_then(|a| ctx.attr_int(a))
        .and_then(|v| u64::try_from(v).ok())
}

/// The `sym_name` of a host function or kernel.
pub fn sym_name(ctx: &Context, op: OpId) -> Option<&str> {
    ctx.attr(op, "sym_name").and_then(|a| ctx.attr_str(a))
}

/// The `chips` count of a kernel.
pub fn chips(ctx: &Context, op: OpId) -> Option<u64> {
    ctx.attr(op, "chips")
        .and_then(|a| ctx.attr_int(a))
        .and_then(|v| u64::try_from(v).ok())
}

/// The callee name of a `stream.launch`.
pub fn callee(ctx: &Context, op: OpId) -> Option<&str> {
    match ctx.attr_kind(ctx.attr(op, "callee")?) {
        visa_ir::AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
        _ => None,
    }
}

/// Finds the `stream.kernel` or `stream.host_func` named `name` in the symbol table
/// enclosing `from`.
pub fn lookup_func(ctx: &Context, from: OpId, name: &str) -> Option<OpId> {
    let mut cur = ctx.parent_op(from);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, Traits::SYMBOL_TABLE) || ctx.op_is(p, visa_ir::builtin::MODULE) {
            let body = body(ctx, p)?;
            return ctx.block_ops(body).find(|&o| {
                (ctx.op_is(o, KERNEL) || ctx.op_is(o, HOST_FUNC)) && sym_name(ctx, o) == Some(name)
            });
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// A fixed-point binary operation of the Vector Engine (`FxpBinaryOp`, L4824–4836): the
/// hardware model's enum, its keywords and ALUs ([`visa_tcp::FxpBinaryOp`]).
pub use visa_tcp::FxpBinaryOp as FxpOp;

/// The fixed-point ops the stream level implements (verifier and interpreter); the others
/// of the hardware model's list are rejected by the verifier.
pub const IMPLEMENTED_FXP: [FxpOp; 5] = [
    FxpOp::AddFxp,
    FxpOp::AddFxpSat,
    FxpOp::SubFxp,
    FxpOp::SubFxpSat,
    FxpOp::MulInt,
];

/// The reference interpreter's numerics of a fixed-point op: bit-exact on two i32 values
/// (digest-C §2.8); `None` for an op the stream level does not implement
/// ([`IMPLEMENTED_FXP`]). Independent of the simulator's implementation.
pub fn fxp_apply(op: FxpOp, a: i32, b: i32) -> Option<i32> {
    Some(match op {
        FxpOp::AddFxp => a.wrapping_add(b),
        FxpOp::AddFxpSat => a.saturating_add(b),
        FxpOp::SubFxp => a.wrapping_sub(b),
        FxpOp::SubFxpSat => a.saturating_sub(b),
        FxpOp::MulInt => a.wrapping_mul(b),
        _ => return None,
    })
}

/// The fixed-point op of a `stream.vector_fxp`.
pub fn fxp_op(ctx: &Context, op: OpId) -> Option<FxpOp> {
    FxpOp::from_keyword(ctx.attr(op, "op").and_then(|a| ctx.attr_str(a))?)
        .filter(|f| IMPLEMENTED_FXP.contains(f))
}

/// The immediate operand of a `stream.vector_fxp`, if it has one.
pub fn fxp_imm(ctx: &Context, op: OpId) -> Option<i32> {
    ctx.attr(op, "imm")
        .and_then(|a| ctx.attr_int(a))
        .map(|v| v as i32)
}

#[cfg(test)]
mod tests {
    use super::{fxp_apply, FxpOp, IMPLEMENTED_FXP};

    fn apply(op: FxpOp, a: i32, b: i32) -> i32 {
        fxp_apply(op, a, b).expect("implemented")
    }

    /// Worked by hand from digest-C §2.8: AddFxp/SubFxp wrap, the `Sat` forms
    /// clamp to the i32 range, MulInt keeps the low 32 bits.
    #[test]
    fn fxp_ops_are_bit_exact() {
        assert_eq!(apply(FxpOp::AddFxp, i32::MAX, 1), i32::MIN);
        assert_eq!(apply(FxpOp::AddFxpSat, i32::MAX, 1), i32::MAX);
        assert_eq!(apply(FxpOp::SubFxp, i32::MIN, 1), i32::MAX);
        assert_eq!(apply(FxpOp::SubFxpSat, i32::MIN, 1), i32::MIN);
        assert_eq!(apply(FxpOp::SubFxpSat, 5, 7), -2);
        // 65536 * 65536 = 2^32, whose low 32 bits are 0.
        assert_eq!(apply(FxpOp::MulInt, 65536, 65536), 0);
        // 3 * -7 = -21 fits.
        assert_eq!(apply(FxpOp::MulInt, 3, -7), -21);
        // 0x4000_0001 * 4 = 0x1_0000_0004 → 4.
        assert_eq!(apply(FxpOp::MulInt, 0x4000_0001, 4), 4);
    }

    #[test]
    fn keywords_and_alus_round_trip() {
        for op in [
            FxpOp::AddFxp,
            FxpOp::AddFxpSat,
            FxpOp::SubFxp,
            FxpOp::SubFxpSat,
            FxpOp::MulInt,
        ] {
            assert_eq!(FxpOp::from_keyword(op.keyword()), Some(op));
        }
        assert_eq!(FxpOp::MulInt.alu().keyword(), "FxpMul");
        assert_eq!(FxpOp::SubFxp.alu().keyword(), "FxpAdd");
        // The hardware model knows all 11; the stream level implements 5.
        assert_eq!(FxpOp::from_keyword("mul_fxp"), Some(FxpOp::MulFxp));
        assert!(!IMPLEMENTED_FXP.contains(&FxpOp::MulFxp));
        assert_eq!(fxp_apply(FxpOp::MulFxp, 1, 1), None);
    }
}
