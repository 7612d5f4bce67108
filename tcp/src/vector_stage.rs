//! The Vector Engine's stages beyond the fixed-point cluster (L4729–4976): logic,
//! fxp↔fp conversion, narrow/widen, the floating-point cluster (unary, binary, ternary),
//! FpDiv and clip, with the ALU each op occupies (L4750, L5261–5268), the stage order
//! (L4733–4747) and each stage's element type and Way.
//!
//! This module holds the hardware's facts only (keywords, ALUs, stage order, which type
//! and Way a stage takes); the numerics live in the stream interpreter and the simulator,
//! each implemented independently (docs/decisions.md, "C9-1" to "C9-6").

crate::keywords! {
    /// The stages of the intra-slice block in their fixed order (L4733–4747). Every stage is
    /// optional; a pass only moves forward (L4730), and only the stages with an ALU pool
    /// (Logic, Fxp, Fp, Clip) may take several ops.
    pub enum VeStage: "vector stage" as "ve_stage" {
        /// `vector_intra_slice_branch`.
        Branch = "branch",
        /// `vector_branch_log`: the Branch Logger writes the ExecutionIds (L4802).
        BranchLog = "branch_log",
        /// `vector_logic`.
        Logic = "logic",
        /// `vector_fxp`.
        Fxp = "fxp",
        /// `vector_fxp_to_fp`.
        FxpToFp = "fxp_to_fp",
        /// `vector_split` / `vector_trim_way4`.
        Narrow = "narrow",
        /// `vector_fp_unary` / `_binary` / `_ternary`.
        Fp = "fp",
        /// `vector_intra_slice_reduce`.
        IntraSliceReduce = "intra_slice_reduce",
        /// `vector_fp_div`.
        FpDiv = "fp_div",
        /// `vector_concat` / `vector_pad_way8`.
        Widen = "widen",
        /// `vector_fp_to_fxp`.
        FpToFxp = "fp_to_fxp",
        /// `vector_clip`.
        Clip = "clip",
        /// `vector_filter`.
        Filter = "filter",
        /// `vector_final`.
        Output = "output",
    }
}

impl VeStage {
    /// Whether several ops of this stage may follow each other (the stages with an ALU
    /// pool, L4750: "This matters mainly in Logic, Fxp, Fp, and Clip").
    pub fn repeatable(self) -> bool {
        matches!(
            self,
            VeStage::Logic | VeStage::Fxp | VeStage::Fp | VeStage::Clip
        )
    }

    /// Whether an op of stage `next` may follow an op of `self` (L4730, L4733–4747).
    pub fn may_precede(self, next: VeStage) -> bool {
        self < next || (self == next && self.repeatable())
    }

    /// Whether `vector_stash()` may follow an op of this stage (L4982–4984: Branch, Logic,
    /// Fxp, Narrow, Fp, FpDiv and Clip are Stashable).
    pub fn stashable(self) -> bool {
        matches!(
            self,
            VeStage::Branch
                | VeStage::Logic
                | VeStage::Fxp
                | VeStage::Narrow
                | VeStage::Fp
                | VeStage::FpDiv
                | VeStage::Clip
        )
    }

    /// The Way the stage runs in: 4 lanes for the float, reduce and FpDiv stages, 8
    /// otherwise (L4733–4747). Narrow takes Way8 and Widen Way4.
    pub fn input_way(self) -> u32 {
        match self {
            VeStage::Fp | VeStage::IntraSliceReduce | VeStage::FpDiv | VeStage::Widen => 4,
            _ => 8,
        }
    }
}

crate::keywords! {
    /// `vector_logic` ops (L4806–4820). On f32 only the three bitwise ops are allowed.
    pub enum LogicOp: "logic op" as "logic" {
        /// Bitwise and (LogicAnd).
        BitAnd = "bit_and",
        /// Bitwise or (LogicOr).
        BitOr = "bit_or",
        /// Bitwise xor (LogicXor).
        BitXor = "bit_xor",
        /// Logical left shift (LogicLshift), i32 only.
        LeftShift = "left_shift",
        /// Logical right shift (LogicRshift), i32 only.
        LogicRightShift = "logic_right_shift",
        /// Arithmetic right shift (LogicRshift), i32 only.
        ArithRightShift = "arith_right_shift",
    }
}

impl LogicOp {
    /// The ALU (L4806–4814).
    pub fn alu(self) -> crate::FxpAlu {
        use crate::FxpAlu as A;
        match self {
            LogicOp::BitAnd => A::LogicAnd,
            LogicOp::BitOr => A::LogicOr,
            LogicOp::BitXor => A::LogicXor,
            LogicOp::LeftShift => A::LogicLshift,
            LogicOp::LogicRightShift | LogicOp::ArithRightShift => A::LogicRshift,
        }
    }

    /// Whether the op is a shift (its operand must lie in `0..=31`, as for `vector_fxp`).
    pub fn is_shift(self) -> bool {
        matches!(
            self,
            LogicOp::LeftShift | LogicOp::LogicRightShift | LogicOp::ArithRightShift
        )
    }

    /// Whether the op is defined on f32 streams (L4815–4820: the three bitwise ops).
    pub fn on_f32(self) -> bool {
        !self.is_shift()
    }
}

crate::keywords! {
    /// `vector_fp_unary` ops (`FpUnaryOp`, L4879–4889).
    pub enum FpUnaryOp: "floating-point unary op" as "fp_unary" {
        /// `e^x` (FpExp).
        Exp = "exp",
        /// `e^-x` (FpExp).
        NegExp = "neg_exp",
        /// Square root (FpFpu).
        Sqrt = "sqrt",
        /// Hyperbolic tangent (FpFpu).
        Tanh = "tanh",
        /// `1 / (1 + e^-x)` (FpFpu).
        Sigmoid = "sigmoid",
        /// The error function (FpFpu).
        Erf = "erf",
        /// Natural logarithm (FpFpu).
        Log = "log",
        /// Sine (FpFpu).
        Sin = "sin",
        /// Cosine (FpFpu).
        Cos = "cos",
    }
}

impl FpUnaryOp {
    /// The ALU (L4879–4889).
    pub fn alu(self) -> crate::FxpAlu {
        match self {
            FpUnaryOp::Exp | FpUnaryOp::NegExp => crate::FxpAlu::FpExp,
            _ => crate::FxpAlu::FpFpu,
        }
    }
}

crate::keywords! {
    /// `vector_fp_binary` ops (`FpBinaryOp`, L4891–4899). The masked multiplies take their
    /// mask from the op's ExecutionId groups (docs/decisions.md C9A-8).
    pub enum FpBinaryOp: "floating-point binary op" as "fp_binary" {
        /// `a + b` (FpFma).
        AddF = "add_f",
        /// `a - b` (FpFma).
        SubF = "sub_f",
        /// `a * b` on multiplier 0 (`MulF(FpMulAlu::Mul0)`, FpMul0).
        MulF0 = "mul_f0",
        /// `a * b` on multiplier 1 (`MulF(FpMulAlu::Mul1)`, FpMul1).
        MulF1 = "mul_f1",
        /// `a / b` inside the Fp stage (FpFpu).
        DivF = "div_f",
        /// `a * b` on the op's groups, +0.0 elsewhere (`MaskMulF(FpMulAlu::Mul0)`, FpMul0).
        MaskMulF0 = "mask_mul_f0",
        /// `a * b` on the op's groups, +0.0 elsewhere (`MaskMulF(FpMulAlu::Mul1)`, FpMul1).
        MaskMulF1 = "mask_mul_f1",
    }
}

impl FpBinaryOp {
    /// Whether the op is masked: elements outside its groups become +0.0 (C9A-8).
    pub fn masked(self) -> bool {
        matches!(self, FpBinaryOp::MaskMulF0 | FpBinaryOp::MaskMulF1)
    }

    /// The ALU (L4891–4899).
    pub fn alu(self) -> crate::FxpAlu {
        use crate::FxpAlu as A;
        match self {
            FpBinaryOp::AddF | FpBinaryOp::SubF => A::FpFma,
            FpBinaryOp::MulF0 | FpBinaryOp::MaskMulF0 => A::FpMul0,
            FpBinaryOp::MulF1 | FpBinaryOp::MaskMulF1 => A::FpMul1,
            FpBinaryOp::DivF => A::FpFpu,
        }
    }
}

crate::keywords! {
    /// `vector_fp_ternary` ops (L4901–4904).
    pub enum FpTernaryOp: "floating-point ternary op" as "fp_ternary" {
        /// `a * b + c` with one rounding (FpFma).
        FmaF = "fma_f",
        /// `a * b + c` on the op's groups, +0.0 elsewhere (`MaskFmaF`, FpFma; C9A-8).
        MaskFmaF = "mask_fma_f",
    }
}

impl FpTernaryOp {
    /// Whether the op is masked: elements outside its groups become +0.0 (C9A-8).
    pub fn masked(self) -> bool {
        self == FpTernaryOp::MaskFmaF
    }
}

crate::keywords! {
    /// Which operands a binary op takes, `s` the stream and `o` the operand
    /// (`BinaryArgMode`, L5100–5134): `mode01` is `op(s, o)` (the default), `mode10`
    /// `op(o, s)`, `mode00` `op(s, s)`, `mode11` `op(o, o)`.
    pub enum ArgMode: "argument mode" as "arg_mode" {
        /// `op(s, s)`.
        Mode00 = "mode00",
        /// `op(s, o)`.
        Mode01 = "mode01",
        /// `op(o, s)`.
        Mode10 = "mode10",
        /// `op(o, o)`.
        Mode11 = "mode11",
    }
}

impl ArgMode {
    /// The two arguments of the op given the stream value `s` and the operand `o`.
    pub fn pick<T: Copy>(self, s: T, o: T) -> (T, T) {
        match self {
            ArgMode::Mode00 => (s, s),
            ArgMode::Mode01 => (s, o),
            ArgMode::Mode10 => (o, s),
            ArgMode::Mode11 => (o, o),
        }
    }
}

crate::keywords! {
    /// `vector_clip` ops (`ClipBinaryOpI32` L4957–4964, `ClipBinaryOpF32` L4966–4972).
    pub enum ClipOp: "clip op" as "clip" {
        /// Minimum (ClipMin).
        Min = "min",
        /// Maximum (ClipMax).
        Max = "max",
        /// The argument of smaller magnitude (ClipMin).
        AbsMin = "abs_min",
        /// The argument of larger magnitude (ClipMax).
        AbsMax = "abs_max",
        /// Wrapping add (ClipAdd), i32 only.
        AddFxp = "add_fxp",
        /// Saturating add (ClipAdd), i32 only.
        AddFxpSat = "add_fxp_sat",
        /// Floating-point add (ClipAdd), f32 only.
        Add = "add",
    }
}

impl ClipOp {
    /// The ALU (L4957–4972).
    pub fn alu(self) -> crate::FxpAlu {
        use crate::FxpAlu as A;
        match self {
            ClipOp::Min | ClipOp::AbsMin => A::ClipMin,
            ClipOp::Max | ClipOp::AbsMax => A::ClipMax,
            ClipOp::AddFxp | ClipOp::AddFxpSat | ClipOp::Add => A::ClipAdd,
        }
    }

    /// Whether the op is defined on streams of `dtype`.
    pub fn allows(self, dtype: crate::VeType) -> bool {
        match self {
            ClipOp::AddFxp | ClipOp::AddFxpSat => dtype == crate::VeType::I32,
            ClipOp::Add => dtype == crate::VeType::F32,
            _ => true,
        }
    }
}

crate::keywords! {
    /// `vector_intra_slice_reduce` ops (`IntraSliceReduceOpI32 {AddSat, Max, Min}`,
    /// `IntraSliceReduceOpF32 {Add, Max, Min}`, L4908–4915).
    pub enum ReduceOp: "intra-slice reduce op" as "isr" {
        /// Saturating i32 add.
        AddSat = "add_sat",
        /// f32 add.
        Add = "add",
        /// Maximum.
        Max = "max",
        /// Minimum.
        Min = "min",
    }
}

impl ReduceOp {
    /// Whether the op is defined on streams of `dtype`.
    pub fn allows(self, dtype: crate::VeType) -> bool {
        match self {
            ReduceOp::AddSat => dtype == crate::VeType::I32,
            ReduceOp::Add => dtype == crate::VeType::F32,
            _ => true,
        }
    }
}

/// The accumulator slots of the intra-slice reduce (L5499–5543).
pub const REDUCE_SLOTS: u64 = 8;

/// The Time structure an intra-slice reduce accumulates over: the Way4 packets' Time
/// factors, outermost first, and which of them belong to the reduced axis (L5362–5543).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReduceTime {
    /// Factor sizes, outermost first (`n` of them are used).
    pub sizes: [u32; 8],
    /// Bit `i` set: factor `i` belongs to the reduced axis.
    pub reduce: u8,
    /// Number of factors.
    pub n: u8,
    /// The Way4 packet's four lanes belong to the reduced axis too: each packet is first
    /// reduced by the 2-level tree `op(op(l0, l1), op(l2, l3))` (L5399–5413, "Reduce in
    /// Packet", L5440–5462) into lane 0 of its output packet, whose lanes 1–3 are
    /// padding (zero); then the packets accumulate over the reduced Time factors as
    /// without it.
    pub lanes: bool,
}

impl ReduceTime {
    /// The factors `(size, reduced)`, outermost first.
    pub fn factors(&self) -> impl Iterator<Item = (u64, bool)> + '_ {
        (0..self.n as usize).map(|i| (u64::from(self.sizes[i]), self.reduce >> i & 1 == 1))
    }

    /// Way4 packets in.
    pub fn input_packets(&self) -> u64 {
        self.factors().map(|(s, _)| s).product()
    }

    /// Way4 packets out: the product of the kept factors.
    pub fn output_packets(&self) -> u64 {
        self.factors().filter(|f| !f.1).map(|(s, _)| s).product()
    }

    /// Accumulator slots: the product of the kept factors inside the outermost reduced
    /// one (L5499–5517).
    pub fn slots(&self) -> u64 {
        self.factors()
            .skip_while(|f| !f.1)
            .filter(|f| !f.1)
            .map(|(s, _)| s)
            .product()
    }

    /// The output packet of input packet `u`: `u`'s kept digits in mixed radix.
    pub fn output_of(&self, u: u64) -> u64 {
        let mut rest = u;
        let mut digits = [0u64; 8];
        for i in (0..self.n as usize).rev() {
            let s = u64::from(self.sizes[i]);
            digits[i] = rest % s;
            rest /= s;
        }
        let mut o = 0;
        for (i, (s, r)) in self.factors().enumerate() {
            if !r {
                o = o * s + digits[i];
            }
        }
        o
    }
}

crate::keywords! {
    /// The two ways of entering and leaving Way4 (L4842–4872, L4924–4946).
    pub enum WayChange: "way change" as "way" {
        /// `vector_split` / `vector_concat`: both halves of a flit carry data; a flit
        /// becomes two 4-lane packets (lanes 0–3, then 4–7) and back.
        Split = "split",
        /// `vector_trim_way4` / `vector_pad_way8`: lanes 4–7 are padding; only lanes 0–3
        /// go on, and they come back with 4 invalid lanes.
        Trim = "trim",
    }
}

/// The smallest and largest `int_width` of `vector_fxp_to_fp` / `vector_fp_to_fxp`
/// (L4838, L4949; docs/decisions.md C9-3: the i32 holds `int_width` integer bits and
/// `31 - int_width` fraction bits).
pub const INT_WIDTH_RANGE: std::ops::RangeInclusive<u8> = 0..=31;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FxpAlu;

    #[test]
    fn stage_order_and_alus() {
        assert!(VeStage::Branch.may_precede(VeStage::Fp));
        assert!(VeStage::Fp.may_precede(VeStage::Fp));
        assert!(!VeStage::Narrow.may_precede(VeStage::Narrow));
        assert!(!VeStage::FpToFxp.may_precede(VeStage::Fxp));
        assert!(!VeStage::Widen.may_precede(VeStage::Fp));
        // exp(sqrt(((x + 1) * 2) * 3)) uses five distinct ALUs (L4905–4906).
        let alus = [
            FpBinaryOp::AddF.alu(),
            FpBinaryOp::MulF0.alu(),
            FpBinaryOp::MulF1.alu(),
            FpUnaryOp::Sqrt.alu(),
            FpUnaryOp::Exp.alu(),
        ];
        for (i, a) in alus.iter().enumerate() {
            assert!(!alus[..i].contains(a));
        }
        // tanh(sqrt(x)): both FpFpu (L4750).
        assert_eq!(FpUnaryOp::Tanh.alu(), FpUnaryOp::Sqrt.alu());
        assert_eq!(ClipOp::AbsMin.alu(), FxpAlu::ClipMin);
        assert_eq!(LogicOp::ArithRightShift.alu(), FxpAlu::LogicRshift);
        assert!(!LogicOp::LeftShift.on_f32());
        assert!(!ClipOp::Add.allows(crate::VeType::I32));
        assert_eq!(ArgMode::Mode10.pick(1, 2), (2, 1));
    }
}
