//! Two-group mode's `_zip` ops (L5107–5117, L5154–5259): after
//! `vector_intra_slice_unzip` the two groups of an interleaved stream are consecutive
//! packets (the 2-way axis `I` innermost in Time, docs/decisions.md C9C-1, T9G-1); a zip
//! op of the Fxp, Fp or Clip stage turns each packet pair `(g0, g1)` into one packet
//! `op(a, b)` lane by lane, `(a, b)` chosen by the [`ArgMode`] over the groups (`mode01`
//! = `(g0, g1)`, the default). It occupies its stage's ALU like the single-stream op.
//! No numerics here: the interpreter and the simulator implement them independently.

use crate::vector::{ArgMode, ClipOp, FpBinaryOp, FxpAlu, FxpBinaryOp, VeStage, VeType};

/// The operation a zip applies to the two groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ZipOp {
    /// `vector_fxp_zip_with_mode(op, mode)`: a fixed-point op (i32, Way8).
    Fxp(FxpBinaryOp),
    /// `vector_fp_zip[_with_mode](op, mode)`: a float-cluster binary op (f32, Way4).
    Fp(FpBinaryOp),
    /// `vector_clip_zip(op)`: a clip op (i32 or f32, Way8).
    Clip(ClipOp),
}

impl ZipOp {
    /// The ALU the zip occupies.
    pub fn alu(self) -> FxpAlu {
        match self {
            ZipOp::Fxp(o) => o.alu(),
            ZipOp::Fp(o) => o.alu(),
            ZipOp::Clip(o) => o.alu(),
        }
    }

    /// The stage the zip belongs to.
    pub fn stage(self) -> VeStage {
        match self {
            ZipOp::Fxp(_) => VeStage::Fxp,
            ZipOp::Fp(_) => VeStage::Fp,
            ZipOp::Clip(_) => VeStage::Clip,
        }
    }

    /// Whether the zip is defined on a stream of `dtype`: fixed-point ops on i32, float
    /// ops on f32 (not the masked multiplies, which need a group set), clip ops as
    /// [`ClipOp::allows`]; the shifts, whose second argument is a shift amount, are not
    /// zipped (docs/decisions.md T9G-3).
    pub fn allows(self, dtype: VeType) -> bool {
        match self {
            ZipOp::Fxp(o) => dtype == VeType::I32 && !o.is_shift(),
            ZipOp::Fp(o) => dtype == VeType::F32 && !o.masked(),
            ZipOp::Clip(o) => o.allows(dtype),
        }
    }
}

/// The two arguments of a zip from the pair `(g0, g1)`: the mode read over the groups
/// (`mode01` = `(g0, g1)`, `mode10` = `(g1, g0)`, L5113–5117).
pub fn pick<T: Copy>(mode: ArgMode, g0: T, g1: T) -> (T, T) {
    mode.pick(g0, g1)
}

/// The two-group rules of a whole program with a zip (L5203–5209, docs/decisions.md
/// T9G-1, T9G-4): one zip; the pass is paired by the `axis_toggle` branch (the unzip); no
/// stash, filter, Branch Logger, intra-slice reduce or Inter-Slice Block in the pass; the
/// ops after the zip carry no group set (the merged stream has no groups).
pub fn check_program(ve: &crate::vector::VeProgram) -> Result<(), String> {
    use crate::vector::{BranchMode, VeOp};
    let zips: Vec<usize> = (ve.ops.iter().enumerate())
        .filter(|(_, o)| matches!(o, VeOp::Zip { .. }))
        .map(|(i, _)| i)
        .collect();
    let Some(&z) = zips.first() else {
        return Ok(());
    };
    if zips.len() > 1 {
        return Err("a two-group pass has one zip (docs/decisions.md T9G-1)".into());
    }
    if ve.branch != BranchMode::AxisToggle || ve.cond.toggle.is_none() {
        return Err("a zip needs the pass paired by vector_intra_slice_unzip (an axis_toggle branch on the 2-way axis, docs/decisions.md T9G-1)".into());
    }
    let cite = "manual: Computing Tensors › Vector Engine › Intra-Slice Block › Two-Group Mode";
    for o in &ve.ops {
        match o {
            VeOp::Stash | VeOp::Filter { .. } => {
                return Err(format!(
                    "stash and filter are unavailable in two-group mode ({cite})"
                ))
            }
            VeOp::BranchLog | VeOp::IntraSliceReduce { .. } => {
                return Err("a two-group pass has no Branch Logger or intra-slice reduce (docs/decisions.md T9G-4)".into())
            }
            _ => {}
        }
    }
    if ve.inter.is_some() {
        return Err("a two-group pass has no Inter-Slice Block (docs/decisions.md T9G-4)".into());
    }
    if (z..ve.ops.len()).any(|i| ve.cond.groups(i) != crate::vector_branch::ALL_GROUPS) {
        return Err("after the zip the stream has no groups: the zip and the ops after it take no group set (docs/decisions.md T9G-1)".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alus_stages_and_types() {
        let add = ZipOp::Clip(ClipOp::AddFxp);
        assert_eq!(add.alu(), FxpAlu::ClipAdd);
        assert_eq!(add.stage(), VeStage::Clip);
        assert!(add.allows(VeType::I32) && !add.allows(VeType::F32));
        let mul = ZipOp::Fp(FpBinaryOp::MulF0);
        assert_eq!(mul.alu(), FxpAlu::FpMul0);
        assert!(mul.allows(VeType::F32) && !mul.allows(VeType::I32));
        assert!(!ZipOp::Fp(FpBinaryOp::MaskMulF0).allows(VeType::F32));
        assert!(!ZipOp::Fxp(FxpBinaryOp::LeftShift).allows(VeType::I32));
        assert_eq!(pick(ArgMode::Mode10, 1, 2), (2, 1));
        assert_eq!(pick(ArgMode::Mode11, 1, 2), (2, 2));
    }
}
