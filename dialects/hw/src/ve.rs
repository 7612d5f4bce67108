//! The attribute form of a vector-engine op other than `vector_fxp` ([`visa_tcp::VeOp`]),
//! shared by `engine.vector_op` and `hw.ve_op`: written by [`attrs_of`] and read back by
//! [`decode`], so the two levels and the translation to the simulator agree on one
//! encoding.
//!
//! ```text
//! {stage = #hw.ve_stage<fp>, op = #hw.fp_binary<mul_f0>, imm = 1073741824, mode = #hw.arg_mode<mode01>}
//! {stage = #hw.ve_stage<fp>, op = #hw.fp_ternary<fma_f>, vrf_addr = 0, vrf_flits = 1, imm1 = 0}
//! {stage = #hw.ve_stage<narrow>, way = #hw.way<trim>}
//! {stage = #hw.ve_stage<fxp_to_fp>, int_width = 31}
//! ```
//!
//! `vector_stash` is `{stash}`; a two-group zip is its stage's op with `mode` and the
//! unit `zip` (`{stage = #hw.ve_stage<clip>, op = #hw.clip<add_fxp>, mode = ..., zip}`). Operands: the first is `imm`, `vrf_addr` + `vrf_flits` or
//! `from_stash`, the second (ternary ops) `imm1`, `vrf_addr1` + `vrf_flits1` or
//! `from_stash1`; an immediate holds the 32 bits of the operand
//! (an f32's bit pattern on a float stream).

use crate::attrs::{self, i64_attr, keyword_attr};
use visa_ir::{Attribute, Context, Diagnostic, KeywordAttr, OpId};
use visa_tcp::vector_zip::ZipOp;
use visa_tcp::{
    ArgMode, ClipOp, FpBinaryOp, FpTernaryOp, FpUnaryOp, Keyword, LogicOp, ReduceOp, ReduceTime,
    VeOp, VeOperand, VeStage, WayChange,
};

/// The attributes spelling `op` in `dialect` (`"engine"` or `"hw"`). Not for
/// [`VeOp::Fxp`], which keeps its own op (`engine.vector_fxp`, `hw.ve_fxp`).
pub fn attrs_of(
    ctx: &mut Context,
    dialect: &'static str,
    op: &VeOp,
) -> Vec<(&'static str, Attribute)> {
    let Some(stage) = op.stage() else {
        // vector_stash: not a stage.
        return vec![("stash", ctx.unit_attr())];
    };
    let mut out = vec![("stage", keyword_attr(ctx, dialect, stage))];
    match *op {
        VeOp::Fxp { op: f, operand } => {
            let a = keyword_attr(ctx, dialect, f);
            out.push(("op", a));
            operand_attrs(ctx, &mut out, operand, "");
        }
        VeOp::Logic { op: l, operand } => {
            let a = keyword_attr(ctx, dialect, l);
            out.push(("op", a));
            operand_attrs(ctx, &mut out, operand, "");
        }
        VeOp::FxpToFp { int_width } | VeOp::FpToFxp { int_width } => {
            let a = i64_attr(ctx, i64::from(int_width));
            out.push(("int_width", a));
        }
        VeOp::Narrow(w) | VeOp::Widen(w) => {
            let a = keyword_attr(ctx, dialect, w);
            out.push(("way", a));
        }
        VeOp::FpUnary { op: u } => {
            let a = keyword_attr(ctx, dialect, u);
            out.push(("op", a));
        }
        VeOp::FpBinary {
            op: b,
            operand,
            mode,
        } => {
            let a = keyword_attr(ctx, dialect, b);
            out.push(("op", a));
            operand_attrs(ctx, &mut out, operand, "");
            let m = keyword_attr(ctx, dialect, mode);
            out.push(("mode", m));
        }
        VeOp::FpTernary { op: t, operands } => {
            let a = keyword_attr(ctx, dialect, t);
            out.push(("op", a));
            operand_attrs(ctx, &mut out, operands[0], "");
            operand_attrs(ctx, &mut out, operands[1], "1");
        }
        VeOp::FpDiv { operand, mode } => {
            operand_attrs(ctx, &mut out, operand, "");
            let m = keyword_attr(ctx, dialect, mode);
            out.push(("mode", m));
        }
        VeOp::Clip { op: c, operand } => {
            let a = keyword_attr(ctx, dialect, c);
            out.push(("op", a));
            operand_attrs(ctx, &mut out, operand, "");
        }
        VeOp::IntraSliceReduce {
            op: r,
            time,
            ref valid,
        } => {
            if let Some(v) = valid {
                out.extend(crate::ve_valid::attrs_of(ctx, v));
            }
            let a = keyword_attr(ctx, dialect, r);
            out.push(("op", a));
            let sizes: Vec<i64> = time.factors().map(|(s, _)| s as i64).collect();
            let red: Vec<i64> = time.factors().map(|(_, r)| i64::from(r)).collect();
            out.push(("time", crate::attrs::i64s_attr(ctx, &sizes)));
            out.push(("reduce", crate::attrs::i64s_attr(ctx, &red)));
            if time.lanes {
                out.push(("lanes", crate::attrs::i64_attr(ctx, 1)));
            }
        }
        VeOp::Filter { capacity } => {
            out.push(("capacity", crate::attrs::i64_attr(ctx, i64::from(capacity))));
        }
        VeOp::Zip { op: z, mode } => {
            let a = match z {
                ZipOp::Fxp(f) => keyword_attr(ctx, dialect, f),
                ZipOp::Fp(f) => keyword_attr(ctx, dialect, f),
                ZipOp::Clip(c) => keyword_attr(ctx, dialect, c),
            };
            out.push(("op", a));
            let m = keyword_attr(ctx, dialect, mode);
            out.push(("mode", m));
            out.push(("zip", ctx.unit_attr()));
        }
        VeOp::Stash | VeOp::BranchLog => {}
    }
    out
}

/// Reads a two-group zip (`{stage = ..., op = ..., mode = ..., zip}`, docs/decisions.md
/// T9G-1): the op's keyword of the stage's enum.
fn decode_zip(ctx: &Context, op: OpId, stage: VeStage) -> Result<VeOp, Diagnostic> {
    let z = match stage {
        VeStage::Fxp => ZipOp::Fxp(attrs::keyword(ctx, op, "op")?),
        VeStage::Fp => ZipOp::Fp(attrs::keyword(ctx, op, "op")?),
        VeStage::Clip => ZipOp::Clip(attrs::keyword(ctx, op, "op")?),
        other => {
            return Err(ctx.op_error(
                op,
                format!("a zip is an op of the fxp, fp or clip stage, not \"{other}\""),
            ))
        }
    };
    Ok(VeOp::Zip {
        op: z,
        mode: mode(ctx, op)?,
    })
}

/// The group set of a vector op (its `group` attribute, bit `g` for ExecutionId `g`;
/// every group when absent), docs/decisions.md C9A-4.
pub fn groups(ctx: &Context, op: OpId) -> Result<u16, Diagnostic> {
    match attrs::opt_int(ctx, op, "group")? {
        None => Ok(visa_tcp::vector_branch::ALL_GROUPS),
        Some(g) => u16::try_from(g).ok().filter(|&g| g != 0).ok_or_else(|| {
            ctx.op_error(
                op,
                format!("'group' = {g} must be a non-empty set of the 16 ExecutionIds (1..=65535) (manual: Computing Tensors › Vector Engine › Constraints)"),
            )
        }),
    }
}

/// The branch configuration of a pass: the mode parameters in attribute `cfg_attr` of
/// `op` (text of [`visa_tcp::Branching::config_text`]) and the group set of each of
/// `ops`.
pub fn branching(
    ctx: &Context,
    op: OpId,
    cfg_attr: &str,
    ops: &[OpId],
) -> Result<visa_tcp::Branching, Diagnostic> {
    let mut b = match attrs::opt_string(ctx, op, cfg_attr)? {
        None => visa_tcp::Branching::default(),
        Some(text) => visa_tcp::Branching::parse_config(text)
            .map_err(|e| ctx.op_error(op, format!("'{cfg_attr}': {e}")))?,
    };
    let when = ops
        .iter()
        .map(|&o| groups(ctx, o))
        .collect::<Result<Vec<_>, _>>()?;
    if when
        .iter()
        .any(|&w| w != visa_tcp::vector_branch::ALL_GROUPS)
    {
        b.when = when;
    }
    Ok(b)
}

fn operand_attrs(
    ctx: &mut Context,
    out: &mut Vec<(&'static str, Attribute)>,
    o: VeOperand,
    suffix: &str,
) {
    let names: [&'static str; 4] = if suffix.is_empty() {
        ["imm", "vrf_addr", "vrf_flits", "from_stash"]
    } else {
        ["imm1", "vrf_addr1", "vrf_flits1", "from_stash1"]
    };
    match o {
        VeOperand::Stash => out.push((names[3], ctx.unit_attr())),
        VeOperand::Imm(v) => out.push((names[0], i64_attr(ctx, i64::from(v)))),
        VeOperand::Vrf { addr, flits } => {
            out.push((names[1], i64_attr(ctx, addr as i64)));
            out.push((names[2], i64_attr(ctx, i64::from(flits))));
        }
    }
}

/// Reads operand `which` (0 or 1) of `op`: an `imm` (32 bits, signed or unsigned) or a
/// VRF tensor of 1..=256 flits.
pub fn operand(ctx: &Context, op: OpId, which: usize) -> Result<VeOperand, Diagnostic> {
    let [imm, addr, flits, stash] = if which == 0 {
        ["imm", "vrf_addr", "vrf_flits", "from_stash"]
    } else {
        ["imm1", "vrf_addr1", "vrf_flits1", "from_stash1"]
    };
    if ctx.attr(op, stash).is_some() {
        if ctx.attr(op, imm).is_some() || ctx.attr(op, addr).is_some() {
            return Err(ctx.op_error(op, format!("'{stash}' excludes '{imm}' and '{addr}'")));
        }
        return Ok(VeOperand::Stash);
    }
    match (
        attrs::opt_int(ctx, op, imm)?,
        attrs::opt_int(ctx, op, addr)?,
    ) {
        (Some(v), None) => {
            let bits = i32::try_from(v)
                .ok()
                .or_else(|| u32::try_from(v).ok().map(|u| u as i32))
                .ok_or_else(|| {
                    ctx.op_error(op, format!("'{imm}' = {v} does not fit in 32 bits"))
                })?;
            Ok(VeOperand::Imm(bits))
        }
        (None, Some(a)) => {
            let n = attrs::uint(ctx, op, flits)?;
            let max = visa_tcp::limits::VRF_OPERAND_MAX_FLITS;
            if a < 0 || n == 0 || n > max {
                return Err(ctx.op_error(
                    op,
                    format!("VRF operand needs a non-negative '{addr}' and '{flits}' in 1..={max}; got {a} and {n}"),
                ));
            }
            Ok(VeOperand::Vrf {
                addr: a as u64,
                flits: n as u32,
            })
        }
        _ => Err(ctx.op_error(
            op,
            format!("needs exactly one operand: an '{imm}' integer or a '{addr}' with '{flits}'"),
        )),
    }
}

fn mode(ctx: &Context, op: OpId) -> Result<ArgMode, Diagnostic> {
    Ok(attrs::opt_keyword(ctx, op, "mode")?.unwrap_or(ArgMode::Mode01))
}

fn int_width(ctx: &Context, op: OpId) -> Result<u8, Diagnostic> {
    let w = attrs::uint(ctx, op, "int_width")?;
    u8::try_from(w)
        .ok()
        .filter(|w| visa_tcp::vector_stage::INT_WIDTH_RANGE.contains(w))
        .ok_or_else(|| ctx.op_error(op, format!("'int_width' = {w} is outside 0..=31 (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)")))
}

/// Reads the [`VeOp`] an `engine.vector_op` / `hw.ve_op` spells (see the module doc).
pub fn decode(ctx: &Context, op: OpId) -> Result<VeOp, Diagnostic> {
    if ctx.attr(op, "stash").is_some() {
        return Ok(VeOp::Stash);
    }
    let stage: VeStage = attrs::keyword(ctx, op, "stage")?;
    if ctx.attr(op, "zip").is_some() {
        return decode_zip(ctx, op, stage);
    }
    Ok(match stage {
        VeStage::Logic => VeOp::Logic {
            op: attrs::keyword(ctx, op, "op")?,
            operand: operand(ctx, op, 0)?,
        },
        VeStage::Fxp => VeOp::Fxp {
            op: attrs::keyword(ctx, op, "op")?,
            operand: operand(ctx, op, 0)?,
        },
        VeStage::FxpToFp => VeOp::FxpToFp {
            int_width: int_width(ctx, op)?,
        },
        VeStage::FpToFxp => VeOp::FpToFxp {
            int_width: int_width(ctx, op)?,
        },
        VeStage::Narrow => VeOp::Narrow(attrs::keyword(ctx, op, "way")?),
        VeStage::Widen => VeOp::Widen(attrs::keyword(ctx, op, "way")?),
        VeStage::Fp => {
            let mnemonic = ctx
                .attr(op, "op")
                .and_then(|a| ctx.attr_as::<KeywordAttr>(a))
                .map(|k| k.mnemonic);
            match mnemonic {
                Some(m) if m == FpUnaryOp::MNEMONIC => VeOp::FpUnary {
                    op: attrs::keyword(ctx, op, "op")?,
                },
                Some(m) if m == FpBinaryOp::MNEMONIC => VeOp::FpBinary {
                    op: attrs::keyword(ctx, op, "op")?,
                    operand: operand(ctx, op, 0)?,
                    mode: mode(ctx, op)?,
                },
                Some(m) if m == FpTernaryOp::MNEMONIC => VeOp::FpTernary {
                    op: attrs::keyword(ctx, op, "op")?,
                    operands: [operand(ctx, op, 0)?, operand(ctx, op, 1)?],
                },
                _ => {
                    return Err(ctx.op_error(
                        op,
                        "a float-stage op needs 'op' = #...fp_unary<...>, #...fp_binary<...> or #...fp_ternary<...>",
                    ))
                }
            }
        }
        VeStage::IntraSliceReduce => {
            let sizes = attrs::ints(ctx, op, "time")?;
            let red = attrs::ints(ctx, op, "reduce")?;
            if sizes.is_empty() || sizes.len() > 8 || red.len() != sizes.len() {
                return Err(ctx.op_error(
                    op,
                    "'time' and 'reduce' need 1..=8 entries each, as many of one as of the other",
                ));
            }
            let mut time = ReduceTime {
                sizes: [0; 8],
                reduce: 0,
                n: sizes.len() as u8,
                lanes: attrs::opt_int(ctx, op, "lanes")?.unwrap_or(0) != 0,
            };
            for (i, (&s, &r)) in sizes.iter().zip(&red).enumerate() {
                time.sizes[i] = u32::try_from(s).ok().filter(|&s| s > 0).ok_or_else(|| {
                    ctx.op_error(op, format!("'time' entry {s} is not a size in 1..=2^32-1"))
                })?;
                match r {
                    0 => {}
                    1 => time.reduce |= 1 << i,
                    _ => return Err(ctx.op_error(op, "'reduce' entries are 0 or 1")),
                }
            }
            VeOp::IntraSliceReduce {
                op: attrs::keyword::<ReduceOp>(ctx, op, "op")?,
                time,
                valid: crate::ve_valid::decode(ctx, op)?,
            }
        }
        VeStage::FpDiv => VeOp::FpDiv {
            operand: operand(ctx, op, 0)?,
            mode: mode(ctx, op)?,
        },
        VeStage::Clip => VeOp::Clip {
            op: attrs::keyword::<ClipOp>(ctx, op, "op")?,
            operand: operand(ctx, op, 0)?,
        },
        VeStage::BranchLog => VeOp::BranchLog,
        VeStage::Filter => VeOp::Filter {
            capacity: attrs::opt_int(ctx, op, "capacity")?
                .and_then(|c| u32::try_from(c).ok())
                .ok_or_else(|| {
                    ctx.op_error(op, "the filter needs 'capacity', a count of elements")
                })?,
        },
        other => {
            return Err(ctx.op_error(
                op,
                format!("vector stage \"{other}\" is designed but not implemented yet"),
            ))
        }
    })
}

/// Parses the keyword attributes of this module's enums (`#dialect.logic<...>`, ...);
/// `None` for another mnemonic.
pub fn parse_keyword_attr(
    p: &mut visa_ir::parser::AsmParser<'_>,
    dialect: &'static str,
    mnemonic: &str,
) -> Option<Result<Attribute, Diagnostic>> {
    fn one<E: Keyword>(
        p: &mut visa_ir::parser::AsmParser<'_>,
        dialect: &'static str,
    ) -> Result<Attribute, Diagnostic> {
        KeywordAttr::parse(p, dialect, E::MNEMONIC, E::WHAT, E::KEYWORDS)
    }
    Some(match mnemonic {
        m if m == VeStage::MNEMONIC => one::<VeStage>(p, dialect),
        m if m == LogicOp::MNEMONIC => one::<LogicOp>(p, dialect),
        m if m == FpUnaryOp::MNEMONIC => one::<FpUnaryOp>(p, dialect),
        m if m == FpBinaryOp::MNEMONIC => one::<FpBinaryOp>(p, dialect),
        m if m == FpTernaryOp::MNEMONIC => one::<FpTernaryOp>(p, dialect),
        m if m == ArgMode::MNEMONIC => one::<ArgMode>(p, dialect),
        m if m == ClipOp::MNEMONIC => one::<ClipOp>(p, dialect),
        m if m == WayChange::MNEMONIC => one::<WayChange>(p, dialect),
        m if m == ReduceOp::MNEMONIC => one::<ReduceOp>(p, dialect),
        _ => return None,
    })
}
