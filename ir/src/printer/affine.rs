//! Printing affine expressions, maps and integer sets exactly as upstream's
//! `AsmPrinter::Impl::printAffineExprInternal`, `printAffineMap` and `printIntegerSet`:
//! parentheses by binding strength (an operand of `*`, `mod`, `floordiv`, `ceildiv`
//! binds strongly), `e * -1` as `-e`, `a + b * -1` as `a - b`, `a + b * -c` as
//! `a - b * c`, `a + -c` as `a - c`.

use super::AsmPrinter;
use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use std::fmt::Write as _;

/// How tightly the context binds the expression being printed.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

impl<'a> AsmPrinter<'a> {
    /// Prints an affine expression with dims `d<i>` and symbols `s<i>`.
    pub fn print_affine_expr(&mut self, e: AffineExpr) {
        self.affine_expr(e, Strength::Weak);
    }

    fn affine_expr(&mut self, e: AffineExpr, enclosing: Strength) {
        let ctx = self.ctx();
        let (op, lhs, rhs) = match ctx.affine_kind(e) {
            AffineExprKind::Dim(p) => {
                let _ = write!(self.out, "d{p}");
                return;
            }
            AffineExprKind::Symbol(p) => {
                let _ = write!(self.out, "s{p}");
                return;
            }
            AffineExprKind::Constant(c) => {
                let _ = write!(self.out, "{c}");
                return;
            }
            AffineExprKind::Binary { op, lhs, rhs } => (op, lhs, rhs),
        };
        let strong = enclosing == Strength::Strong;
        if strong {
            self.out.push('(');
        }
        let rhs_const = ctx.affine_constant_value(rhs);
        if op != AffineBinaryOp::Add {
            if op == AffineBinaryOp::Mul && rhs_const == Some(-1) {
                self.out.push('-');
                self.affine_expr(lhs, Strength::Strong);
            } else {
                self.affine_expr(lhs, Strength::Strong);
                let _ = write!(self.out, " {} ", op.spelling());
                self.affine_expr(rhs, Strength::Strong);
            }
        } else {
            self.affine_sum(lhs, rhs);
        }
        if strong {
            self.out.push(')');
        }
    }

    /// The operands of `lhs + rhs`, printed as a subtraction where `rhs` is negative.
    fn affine_sum(&mut self, lhs: AffineExpr, rhs: AffineExpr) {
        let ctx = self.ctx();
        if let AffineExprKind::Binary {
            op: AffineBinaryOp::Mul,
            lhs: factor,
            rhs: coefficient,
        } = ctx.affine_kind(rhs)
        {
            match ctx.affine_constant_value(coefficient) {
                Some(-1) => {
                    self.affine_expr(lhs, Strength::Weak);
                    self.out.push_str(" - ");
                    let is_sum = matches!(
                        ctx.affine_kind(factor),
                        AffineExprKind::Binary {
                            op: AffineBinaryOp::Add,
                            ..
                        }
                    );
                    let strength = if is_sum {
                        Strength::Strong
                    } else {
                        Strength::Weak
                    };
                    self.affine_expr(factor, strength);
                    return;
                }
                Some(c) if c < -1 => {
                    self.affine_expr(lhs, Strength::Weak);
                    self.out.push_str(" - ");
                    self.affine_expr(factor, Strength::Strong);
                    let _ = write!(self.out, " * {}", c.wrapping_neg());
                    return;
                }
                _ => {}
            }
        }
        if let Some(c) = ctx.affine_constant_value(rhs) {
            if c < 0 {
                self.affine_expr(lhs, Strength::Weak);
                let _ = write!(self.out, " - {}", c.wrapping_neg());
                return;
            }
        }
        self.affine_expr(lhs, Strength::Weak);
        self.out.push_str(" + ");
        self.affine_expr(rhs, Strength::Weak);
    }

    /// `(d0, d1)[s0]`: the dims, and the symbols when there are any.
    fn affine_ids(&mut self, dims: u32, symbols: u32) {
        self.out.push('(');
        for i in 0..dims {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "d{i}");
        }
        self.out.push(')');
        if symbols > 0 {
            self.out.push('[');
            for i in 0..symbols {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let _ = write!(self.out, "s{i}");
            }
            self.out.push(']');
        }
    }

    /// Prints a map's body, `(d0)[s0] -> (d0 + s0)`.
    pub fn print_affine_map(&mut self, map: &AffineMap) {
        self.affine_ids(map.num_dims(), map.num_symbols());
        self.out.push_str(" -> (");
        for (i, &e) in map.results().iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_affine_expr(e);
        }
        self.out.push(')');
    }

    /// Prints a set's body, `(d0)[s0] : (d0 >= 0, -d0 + s0 == 0)`.
    pub fn print_integer_set(&mut self, set: &IntegerSet) {
        self.affine_ids(set.num_dims(), set.num_symbols());
        self.out.push_str(" : (");
        for (i, &(e, is_eq)) in set.constraints().iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_affine_expr(e);
            self.out.push_str(if is_eq { " == 0" } else { " >= 0" });
        }
        self.out.push(')');
    }
}
