//! The Inter-Slice Block (manual L6583–6755): its ops and the intra-slice stages it may
//! follow. Facts only; the stream interpreter implements the reduction.

use crate::{VeStage, VeType};

crate::keywords! {
    /// `InterSliceReduceOpI32 {Add, AddSat, Max, Min}` and `InterSliceReduceOpF32 {Add,
    /// Max, Min, Mul}` (L6611–6625).
    pub enum InterSliceReduceOp: "inter-slice reduce op" as "inter_isr" {
        /// i32 wrapping addition; f32 addition.
        Add = "add",
        /// i32 saturating addition.
        AddSat = "add_sat",
        /// Maximum.
        Max = "max",
        /// Minimum.
        Min = "min",
        /// f32 multiplication.
        Mul = "mul",
    }
}

impl InterSliceReduceOp {
    /// Whether the op is defined on `t` (L6611–6625: AddSat is i32 only, Mul f32 only).
    pub fn allows(self, t: VeType) -> bool {
        match self {
            InterSliceReduceOp::AddSat => t == VeType::I32,
            InterSliceReduceOp::Mul => t == VeType::F32,
            _ => true,
        }
    }
}

/// Whether an intra-slice stage may hand its stream to the inter-slice reduce (the
/// IntraFirst path, L6603–6604): the Way8 stages Branch, Logic, Fxp, FxpToFp, Widen,
/// FpToFxp and Clip; not Narrow, Fp, IntraSliceReduce, FpDiv (Way4). Filter is in neither
/// list; it is refused (docs/decisions.md C9B-7).
pub fn may_follow(stage: VeStage) -> bool {
    matches!(
        stage,
        VeStage::Branch
            | VeStage::Logic
            | VeStage::Fxp
            | VeStage::FxpToFp
            | VeStage::Widen
            | VeStage::FpToFxp
            | VeStage::Clip
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// digest-D G40 and G41 (L6603–6625).
    #[test]
    fn op_set_and_transitions() {
        use InterSliceReduceOp as O;
        for o in [O::Add, O::AddSat, O::Max, O::Min] {
            assert!(o.allows(VeType::I32));
        }
        for o in [O::Add, O::Max, O::Min, O::Mul] {
            assert!(o.allows(VeType::F32));
        }
        assert!(!O::AddSat.allows(VeType::F32));
        assert!(!O::Mul.allows(VeType::I32));
        for s in [
            VeStage::Branch,
            VeStage::Logic,
            VeStage::Fxp,
            VeStage::FxpToFp,
            VeStage::Widen,
            VeStage::FpToFxp,
            VeStage::Clip,
        ] {
            assert!(may_follow(s));
        }
        for s in [
            VeStage::Narrow,
            VeStage::Fp,
            VeStage::IntraSliceReduce,
            VeStage::FpDiv,
            VeStage::Filter,
        ] {
            assert!(!may_follow(s));
        }
    }
}
