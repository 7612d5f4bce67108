//! Affine expressions: dims `d0`, symbols `s0`, 64-bit constants and the binary ops
//! `+`, `*`, `mod`, `floordiv`, `ceildiv`, interned in the [`Context`] so equal
//! expressions are one handle.
//!
//! Every builder simplifies as upstream's `AffineExpr.cpp` does on construction
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`):
//! constants folded (not when the sum or product overflows, as mlir-opt-22), constants
//! and symbolic operands moved to the right, `c1 * e + c2 * e` merged, `e - (e floordiv
//! q) * q` turned into `e mod q`, divisions of known multiples folded. There is no
//! subtraction node: `a - b` is `a + b * -1`, as upstream. The facts the rules ask of
//! an operand (is it symbolic or constant, its largest known divisor) are computed once
//! per node, so no rule walks a tree.

use crate::intern::Interner;
use crate::Context;

/// An interned affine expression; two expressions are equal exactly when their handles
/// are (upstream's uniqued `AffineExpr`).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct AffineExpr(pub(crate) u32);

/// The binary operators of affine expressions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryOp {
    /// `a + b` (a subtraction is `a + b * -1`).
    Add,
    /// `a * b`; one operand is symbolic or constant.
    Mul,
    /// `a mod b`; `b` is symbolic or constant.
    Mod,
    /// `a floordiv b`; `b` is symbolic or constant.
    FloorDiv,
    /// `a ceildiv b`; `b` is symbolic or constant.
    CeilDiv,
}

impl AffineBinaryOp {
    /// The operator as printed between its operands (`+`, `*`, `mod`, ...).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::Mod => "mod",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
        }
    }
}

/// What an [`AffineExpr`] is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    /// The dimension `d<pos>`.
    Dim(u32),
    /// The symbol `s<pos>`.
    Symbol(u32),
    /// A constant.
    Constant(i64),
    /// `lhs op rhs`.
    Binary {
        /// The operator.
        op: AffineBinaryOp,
        /// The left operand.
        lhs: AffineExpr,
        /// The right operand.
        rhs: AffineExpr,
    },
}

/// Facts about one node, computed when it is interned.
#[derive(Copy, Clone, Debug)]
struct Facts {
    /// No dimension occurs (`isSymbolicOrConstant`).
    symbolic: bool,
    /// `getLargestKnownDivisor`.
    divisor: i64,
    /// The height of the tree (a leaf is 1).
    depth: u32,
    /// One more than the largest dim position used (0 when none).
    dims: u32,
    /// One more than the largest symbol position used (0 when none).
    symbols: u32,
}

/// The context's table of affine expressions.
#[derive(Default)]
pub(crate) struct AffineStore {
    exprs: Interner<AffineExprKind>,
    facts: Vec<Facts>,
}

/// `floor(a / b)` for `b != 0`, computed in 128 bits; `None` when it does not fit
/// (`i64::MIN floordiv -1`).
fn floor_div(a: i64, b: i64) -> Option<i64> {
    let (a, b) = (a as i128, b as i128);
    let mut q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q -= 1;
    }
    i64::try_from(q).ok()
}

/// `ceil(a / b)` for `b != 0`; `None` when it does not fit.
fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let (a, b) = (a as i128, b as i128);
    let mut q = a / b;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        q += 1;
    }
    i64::try_from(q).ok()
}

/// `a mod b` in `[0, b)` for `b >= 1`.
fn modulo(a: i64, b: i64) -> i64 {
    (a as i128).rem_euclid(b as i128) as i64
}

/// The greatest common divisor of two unsigned values (`std::gcd`).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Context {
    fn affine_intern(&mut self, kind: AffineExprKind) -> AffineExpr {
        let index = self.affine.exprs.intern(kind);
        if index as usize == self.affine.facts.len() {
            let facts = self.affine_facts_of(kind);
            self.affine.facts.push(facts);
        }
        AffineExpr(index)
    }

    fn affine_facts_of(&self, kind: AffineExprKind) -> Facts {
        let leaf = |symbolic, divisor, dims, symbols| Facts {
            symbolic,
            divisor,
            depth: 1,
            dims,
            symbols,
        };
        match kind {
            AffineExprKind::Dim(p) => leaf(false, 1, p + 1, 0),
            AffineExprKind::Symbol(p) => leaf(true, 1, 0, p + 1),
            AffineExprKind::Constant(c) => leaf(true, c.wrapping_abs(), 0, 0),
            AffineExprKind::Binary { op, lhs, rhs } => {
                let l = self.affine.facts[lhs.0 as usize];
                let r = self.affine.facts[rhs.0 as usize];
                let divisor = match op {
                    AffineBinaryOp::Mul => l.divisor.wrapping_mul(r.divisor),
                    AffineBinaryOp::Add | AffineBinaryOp::Mod => {
                        gcd(l.divisor as u64, r.divisor as u64) as i64
                    }
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                        // A constant divisor of the left side's known divisor leaves
                        // the quotient as a known divisor.
                        match self.affine_constant_value(rhs) {
                            Some(c) if c != 0 && l.divisor.wrapping_rem(c) == 0 => {
                                l.divisor.wrapping_div(c)
                            }
                            _ => 1,
                        }
                    }
                };
                Facts {
                    symbolic: l.symbolic && r.symbolic,
                    divisor,
                    depth: 1 + l.depth.max(r.depth),
                    dims: l.dims.max(r.dims),
                    symbols: l.symbols.max(r.symbols),
                }
            }
        }
    }

    fn affine_fact(&self, e: AffineExpr) -> Facts {
        self.affine.facts[e.0 as usize]
    }

    /// What `e` is.
    #[inline]
    pub fn affine_kind(&self, e: AffineExpr) -> AffineExprKind {
        *self.affine.exprs.get(e.0)
    }

    /// The dimension `d<pos>`.
    pub fn affine_dim(&mut self, pos: u32) -> AffineExpr {
        self.affine_intern(AffineExprKind::Dim(pos))
    }

    /// The symbol `s<pos>`.
    pub fn affine_symbol(&mut self, pos: u32) -> AffineExpr {
        self.affine_intern(AffineExprKind::Symbol(pos))
    }

    /// The constant `value`.
    pub fn affine_constant(&mut self, value: i64) -> AffineExpr {
        self.affine_intern(AffineExprKind::Constant(value))
    }

    /// The value of `e` if it is a constant.
    pub fn affine_constant_value(&self, e: AffineExpr) -> Option<i64> {
        match self.affine_kind(e) {
            AffineExprKind::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// Whether no dimension occurs in `e` (upstream's `isSymbolicOrConstant`).
    pub fn affine_is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        self.affine_fact(e).symbolic
    }

    /// The largest integer known to divide every value of `e`
    /// (`getLargestKnownDivisor`).
    pub fn affine_largest_known_divisor(&self, e: AffineExpr) -> i64 {
        self.affine_fact(e).divisor
    }

    /// The height of `e` as a tree (a dim, symbol or constant is 1).
    pub fn affine_depth(&self, e: AffineExpr) -> u32 {
        self.affine_fact(e).depth
    }

    /// How many dims and symbols `e` needs: one more than the largest position of each
    /// that occurs.
    pub fn affine_arity(&self, e: AffineExpr) -> (u32, u32) {
        let f = self.affine_fact(e);
        (f.dims, f.symbols)
    }

    /// The operator and operands of `e` if it is a binary expression.
    fn affine_binary_parts(
        &self,
        e: AffineExpr,
    ) -> Option<(AffineBinaryOp, AffineExpr, AffineExpr)> {
        match self.affine_kind(e) {
            AffineExprKind::Binary { op, lhs, rhs } => Some((op, lhs, rhs)),
            _ => None,
        }
    }

    /// The operands of `e` if it is `lhs op rhs`.
    fn affine_parts_of(
        &self,
        e: AffineExpr,
        op: AffineBinaryOp,
    ) -> Option<(AffineExpr, AffineExpr)> {
        match self.affine_binary_parts(e) {
            Some((o, l, r)) if o == op => Some((l, r)),
            _ => None,
        }
    }

    /// `lhs op rhs`, simplified as the operator's builder does.
    pub fn affine_binary(
        &mut self,
        op: AffineBinaryOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> AffineExpr {
        match op {
            AffineBinaryOp::Add => self.affine_add(lhs, rhs),
            AffineBinaryOp::Mul => self.affine_mul(lhs, rhs),
            AffineBinaryOp::Mod => self.affine_mod(lhs, rhs),
            AffineBinaryOp::FloorDiv => self.affine_floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => self.affine_ceil_div(lhs, rhs),
        }
    }

    fn affine_node(&mut self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.affine_intern(AffineExprKind::Binary { op, lhs, rhs })
    }

    /// `lhs + rhs`, simplified (upstream's `operator+`).
    pub fn affine_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_add(lhs, rhs) {
            Some(e) => e,
            None => self.affine_node(AffineBinaryOp::Add, lhs, rhs),
        }
    }

    /// `lhs * rhs`, simplified (upstream's `operator*`). A product of two expressions
    /// that both use dimensions is not affine; it is built as written, unsimplified
    /// (the parser refuses it first).
    pub fn affine_mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_mul(lhs, rhs) {
            Some(e) => e,
            None => self.affine_node(AffineBinaryOp::Mul, lhs, rhs),
        }
    }

    /// `-e`, which is `e * -1`.
    pub fn affine_neg(&mut self, e: AffineExpr) -> AffineExpr {
        let minus_one = self.affine_constant(-1);
        self.affine_mul(e, minus_one)
    }

    /// `lhs - rhs`, which is `lhs + rhs * -1`.
    pub fn affine_sub(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let neg = self.affine_neg(rhs);
        self.affine_add(lhs, neg)
    }

    /// `lhs floordiv rhs`, simplified.
    pub fn affine_floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_floor_div(lhs, rhs) {
            Some(e) => e,
            None => self.affine_node(AffineBinaryOp::FloorDiv, lhs, rhs),
        }
    }

    /// `lhs ceildiv rhs`, simplified.
    pub fn affine_ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_ceil_div(lhs, rhs) {
            Some(e) => e,
            None => self.affine_node(AffineBinaryOp::CeilDiv, lhs, rhs),
        }
    }

    /// `lhs mod rhs`, simplified.
    pub fn affine_mod(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_mod(lhs, rhs) {
            Some(e) => e,
            None => self.affine_node(AffineBinaryOp::Mod, lhs, rhs),
        }
    }

    /// Upstream's `simplifyAdd`; `None` when the sum stays a node as written.
    fn simplify_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lc = self.affine_constant_value(lhs);
        let rc = self.affine_constant_value(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            // An overflowing sum is not folded.
            let sum = a.checked_add(b)?;
            return Some(self.affine_constant(sum));
        }
        // Constants, then symbolic terms, go to the right.
        if lc.is_some()
            || (self.affine_is_symbolic_or_constant(lhs)
                && !self.affine_is_symbolic_or_constant(rhs))
        {
            return Some(self.affine_add(rhs, lhs));
        }
        // Two dims, or two symbols, in order of position: `d1 + d0` is `d0 + d1`.
        if self.affine_leaves_out_of_order(lhs, rhs) {
            return Some(self.affine_add(rhs, lhs));
        }
        if rc == Some(0) {
            return Some(lhs);
        }
        let l_add = self.affine_parts_of(lhs, AffineBinaryOp::Add);
        // (e + c1) + c2 is e + (c1 + c2).
        if let (Some((ll, lr)), Some(b)) = (l_add, rc) {
            if let Some(a) = self.affine_constant_value(lr) {
                let c = self.affine_constant(a.wrapping_add(b));
                return Some(self.affine_add(ll, c));
            }
        }
        // c1 * e + c2 * e is (c1 + c2) * e.
        let (lcoef, first) = self.scaled_term(lhs);
        let (rcoef, second) = self.scaled_term(rhs);
        if first == second {
            let c = self.affine_constant(lcoef.wrapping_add(rcoef));
            return Some(self.affine_mul(first, c));
        }
        // (e + c) + f is (e + f) + c.
        if let Some((ll, lr)) = l_add {
            if self.affine_constant_value(lr).is_some() {
                let inner = self.affine_add(ll, rhs);
                return Some(self.affine_add(inner, lr));
            }
        }
        // e - (e floordiv q) * q is e mod q. As upstream, the operator of the right
        // side is not checked here: `d0 + ((d0 floordiv 4) * 4 - 1)` is `d0 mod 4` too.
        let (_, lrhs, rrhs) = self.affine_binary_parts(rhs)?;
        if self.affine_constant_value(rrhs) == Some(-1) {
            if let Some((llrhs, rlrhs)) = self.affine_parts_of(lrhs, AffineBinaryOp::Mul) {
                let (num, den) = self.affine_parts_of(llrhs, AffineBinaryOp::FloorDiv)?;
                if den == rlrhs && lhs == num {
                    return Some(self.affine_mod(lhs, rlrhs));
                }
            }
        }
        // e + (e floordiv c) * -c is e mod c, for a positive constant c only.
        self.affine_parts_of(rhs, AffineBinaryOp::Mul)?;
        let (num, den) = self.affine_parts_of(lrhs, AffineBinaryOp::FloorDiv)?;
        if self.affine_constant_value(den).is_some_and(|c| c > 0) && lhs == num {
            let neg = self.affine_neg(rrhs);
            if den == neg {
                return Some(self.affine_mod(lhs, den));
            }
        }
        // (a + b) + (x floordiv c) * k is a + (b + (x floordiv c) * k) when that inner
        // sum simplifies (mlir-opt-22; it finds `(a + x) - (x floordiv c) * c`).
        let (ll, lr) = l_add?;
        let inner = self.simplify_add(lr, rhs)?;
        Some(self.affine_add(ll, inner))
    }

    /// Whether `lhs` and `rhs` are both dims or both symbols, `lhs` of the higher
    /// position (mlir-opt-22 orders such operands of `+` and `*`).
    fn affine_leaves_out_of_order(&self, lhs: AffineExpr, rhs: AffineExpr) -> bool {
        match (self.affine_kind(lhs), self.affine_kind(rhs)) {
            (AffineExprKind::Dim(a), AffineExprKind::Dim(b))
            | (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b)) => a > b,
            _ => false,
        }
    }

    /// `(c, e)` for `e * c` with `c` constant, else `(1, e)`.
    fn scaled_term(&self, e: AffineExpr) -> (i64, AffineExpr) {
        if let Some((l, r)) = self.affine_parts_of(e, AffineBinaryOp::Mul) {
            if let Some(c) = self.affine_constant_value(r) {
                return (c, l);
            }
        }
        (1, e)
    }

    /// Upstream's `simplifyMul`.
    fn simplify_mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lc = self.affine_constant_value(lhs);
        let rc = self.affine_constant_value(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            let product = a.checked_mul(b)?;
            return Some(self.affine_constant(product));
        }
        let ls = self.affine_is_symbolic_or_constant(lhs);
        let rs = self.affine_is_symbolic_or_constant(rhs);
        if !ls && !rs {
            return None;
        }
        // The constant or symbolic operand goes to the right.
        if !rs || lc.is_some() {
            return Some(self.affine_mul(rhs, lhs));
        }
        // Two symbols in order of position: `s1 * s0` is `s0 * s1`.
        if self.affine_leaves_out_of_order(lhs, rhs) {
            return Some(self.affine_mul(rhs, lhs));
        }
        match rc {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        if let Some((ll, lr)) = self.affine_parts_of(lhs, AffineBinaryOp::Mul) {
            if let Some(a) = self.affine_constant_value(lr) {
                // (e * c1) * c2 is e * (c1 * c2); (e * c) * f is (e * f) * c.
                if let Some(b) = rc {
                    let c = self.affine_constant(a.wrapping_mul(b));
                    return Some(self.affine_mul(ll, c));
                }
                let inner = self.affine_mul(ll, rhs);
                return Some(self.affine_mul(inner, lr));
            }
        }
        None
    }

    /// Upstream's `simplifyFloorDiv`.
    fn simplify_floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.affine_constant_value(rhs)?;
        // Two constants fold unless the divisor is zero or the quotient overflows
        // (mlir-opt-22 folds negative divisors too).
        if let Some(a) = self.affine_constant_value(lhs) {
            if c == 0 {
                return None;
            }
            let q = floor_div(a, c)?;
            return Some(self.affine_constant(q));
        }
        // Otherwise division by zero is left as written; a negative divisor takes the
        // rules below but `c == 1` (mlir-opt-22 keeps `d0 floordiv -1`).
        if c == 0 {
            return None;
        }
        if c == 1 {
            return Some(lhs);
        }
        if let Some((ll, lr)) = self.affine_parts_of(lhs, AffineBinaryOp::Mul) {
            if let Some(a) = self.affine_constant_value(lr) {
                if a.checked_rem(c) == Some(0) {
                    let q = self.affine_constant(a.checked_div(c)?);
                    return Some(self.affine_mul(ll, q));
                }
            }
        }
        if let Some((ll, lr)) = self.affine_parts_of(lhs, AffineBinaryOp::Add) {
            let ld = self.affine_largest_known_divisor(ll);
            let rd = self.affine_largest_known_divisor(lr);
            if ld.wrapping_rem(c) == 0 || rd.wrapping_rem(c) == 0 {
                let l = self.affine_floor_div(ll, rhs);
                let r = self.affine_floor_div(lr, rhs);
                return Some(self.affine_add(l, r));
            }
        }
        None
    }

    /// Upstream's `simplifyCeilDiv`.
    fn simplify_ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.affine_constant_value(rhs)?;
        if let Some(a) = self.affine_constant_value(lhs) {
            if c == 0 {
                return None;
            }
            let q = ceil_div(a, c)?;
            return Some(self.affine_constant(q));
        }
        if c == 0 {
            return None;
        }
        if c == 1 {
            return Some(lhs);
        }
        if let Some((ll, lr)) = self.affine_parts_of(lhs, AffineBinaryOp::Mul) {
            if let Some(a) = self.affine_constant_value(lr) {
                if a.checked_rem(c) == Some(0) {
                    let q = self.affine_constant(a.checked_div(c)?);
                    return Some(self.affine_mul(ll, q));
                }
            }
        }
        None
    }

    /// Upstream's `simplifyMod`.
    fn simplify_mod(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.affine_constant_value(rhs).filter(|&c| c >= 1)?;
        if let Some(a) = self.affine_constant_value(lhs) {
            return Some(self.affine_constant(modulo(a, c)));
        }
        if self.affine_largest_known_divisor(lhs).wrapping_rem(c) == 0 {
            return Some(self.affine_constant(0));
        }
        if let Some((ll, lr)) = self.affine_parts_of(lhs, AffineBinaryOp::Add) {
            if self.affine_largest_known_divisor(ll).wrapping_rem(c) == 0 {
                return Some(self.affine_mod(lr, rhs));
            }
            if self.affine_largest_known_divisor(lr).wrapping_rem(c) == 0 {
                return Some(self.affine_mod(ll, rhs));
            }
        }
        // (e mod a) mod b is e mod b when b divides a.
        if let Some((ll, lr)) = self.affine_parts_of(lhs, AffineBinaryOp::Mod) {
            if let Some(a) = self.affine_constant_value(lr) {
                if a >= 1 && modulo(a, c) == 0 {
                    return Some(self.affine_mod(ll, rhs));
                }
            }
        }
        None
    }
}
