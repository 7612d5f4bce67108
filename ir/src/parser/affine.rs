//! Parsing `affine_map<...>` and `affine_set<...>` as upstream's `AffineParser.cpp`
//! does, rule for rule, so the same text builds the same (simplified) expressions and a
//! wrong one fails with mlir-opt-22's words at its place:
//!
//! - `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)`: dims and symbols take any bare
//!   identifier (`i`, `i32`, `mod` and other keywords too) and are renamed `d<i>` /
//!   `s<i>` by position;
//! - `(d0)[s0] : (d0 >= 0, s0 - d0 == 0)`: constraints `a >= b`, `a <= b`, `a == b`,
//!   kept as `a - b >= 0` (or `b - a >= 0`, `a - b == 0`); `()` is `0 == 0`;
//! - two precedence levels (`+ -` below `* floordiv ceildiv mod`), left associative,
//!   unary `-` binding tightest; semi-affine rules checked as each operator is applied:
//!   a product needs a symbolic or constant side, a division or `mod` a symbolic or
//!   constant right side.
//!
//! The expression is built through the simplifying builders of [`crate::affine`].
//! Nesting is bounded twice: parentheses and negations by the parser's depth guard, and
//! the height of any expression tree (a long `a + b + c + ...` chain is as tall as it
//! is long) by [`MAX_AFFINE_DEPTH`], so printing and simplifying never recurse deeper
//! (decision AFF-2).

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::affine::{AffineBinaryOp, AffineExpr, AffineMap, IntegerSet};
use crate::attributes::Attribute;
use crate::diagnostic::Diagnostic;

/// The tallest affine expression tree the parser builds.
pub(crate) const MAX_AFFINE_DEPTH: u32 = 1000;

/// The operators of the lower precedence level.
#[derive(Copy, Clone)]
enum LowOp {
    Add,
    Sub,
}

/// What a dim-and-symbol list followed by `->` or `:` turned out to be.
enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

/// The identifiers of the map or set being parsed, in declaration order.
type Ids<'a> = Vec<(&'a str, AffineExpr)>;

impl<'a> AsmParser<'a> {
    /// `affine_map<...>`; the current token is `affine_map`.
    pub(super) fn parse_affine_map_attr(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.affine_expect("<", "expected '<' in affine map")?;
        let start = self.token_pos();
        let map = match self.parse_affine_map_or_set()? {
            MapOrSet::Map(m) => m,
            MapOrSet::Set(_) => {
                let loc = self.loc_at(start.0, start.1);
                return Err(Diagnostic::error(
                    loc,
                    "expected AffineMap, but got IntegerSet",
                ));
            }
        };
        self.affine_expect(">", "expected '>' in affine map")?;
        Ok(self.ctx.affine_map_attr(map))
    }

    /// `affine_set<...>`; the current token is `affine_set`.
    pub(super) fn parse_affine_set_attr(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.affine_expect("<", "expected '<' in integer set")?;
        let start = self.token_pos();
        let set = match self.parse_affine_map_or_set()? {
            MapOrSet::Set(s) => s,
            MapOrSet::Map(_) => {
                let loc = self.loc_at(start.0, start.1);
                return Err(Diagnostic::error(
                    loc,
                    "expected IntegerSet, but got AffineMap",
                ));
            }
        };
        self.affine_expect(">", "expected '>' in integer set")?;
        Ok(self.ctx.integer_set_attr(set))
    }

    /// Consumes `p` or fails as upstream's `parseToken` (placed after the last token).
    fn affine_expect(&mut self, p: &str, message: &str) -> ParseResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// `parseCommaSeparatedList`: `open (item (, item)*)? close`, with upstream's
    /// "expected '(' in ..." / "expected ')' in ..." words.
    fn affine_list(
        &mut self,
        open: &str,
        close: &str,
        context: &str,
        mut item: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.affine_expect(open, &format!("expected '{open}'{context}"))?;
        if self.parse_optional_punct(close) {
            return Ok(());
        }
        item(self)?;
        while self.parse_optional_comma() {
            item(self)?;
        }
        self.affine_expect(close, &format!("expected '{close}'{context}"))
    }

    /// Whether the current token may name a dim or symbol: a bare identifier (which
    /// includes integer types and keywords).
    fn at_affine_identifier(&self) -> bool {
        self.at(TokenKind::BareIdent)
    }

    /// One identifier of the dim or symbol list, standing for `expr`.
    fn parse_affine_id_definition(
        &mut self,
        ids: &mut Ids<'a>,
        expr: AffineExpr,
    ) -> ParseResult<()> {
        if !self.at_affine_identifier() {
            return Err(self.wrong_token_error("expected bare identifier"));
        }
        let name = self.token_text();
        if ids.iter().any(|&(n, _)| n == name) {
            return Err(self.emit_error(format!("redefinition of identifier '{name}'")));
        }
        self.bump();
        ids.push((name, expr));
        Ok(())
    }

    /// `(dims) ([symbols])? (-> (results) | : (constraints))`.
    fn parse_affine_map_or_set(&mut self) -> ParseResult<MapOrSet> {
        let mut ids: Ids<'a> = Vec::new();
        let mut num_dims = 0u32;
        self.affine_list("(", ")", " in dimensional identifier list", |p| {
            let d = p.ctx.affine_dim(num_dims);
            num_dims += 1;
            p.parse_affine_id_definition(&mut ids, d)
        })?;
        let mut num_symbols = 0u32;
        if self.is_punct("[") {
            self.affine_list("[", "]", " in symbol list", |p| {
                let s = p.ctx.affine_symbol(num_symbols);
                num_symbols += 1;
                p.parse_affine_id_definition(&mut ids, s)
            })?;
        }
        if self.parse_optional_punct("->") {
            let mut results = Vec::new();
            self.affine_list("(", ")", " in affine map range", |p| {
                results.push(p.parse_affine_expr(&ids)?);
                Ok(())
            })?;
            let map = self
                .ctx
                .affine_map(num_dims, num_symbols, &results)
                .map_err(|e| self.emit_error(e.0))?;
            return Ok(MapOrSet::Map(map));
        }
        self.affine_expect(":", "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.affine_list("(", ")", " in integer set constraint list", |p| {
            constraints.push(p.parse_affine_constraint(&ids)?);
            Ok(())
        })?;
        if constraints.is_empty() {
            let zero = self.ctx.affine_constant(0);
            constraints.push((zero, true));
        }
        let set = self
            .ctx
            .integer_set(num_dims, num_symbols, &constraints)
            .map_err(|e| self.emit_error(e.0))?;
        Ok(MapOrSet::Set(set))
    }

    /// `a >= b` (kept as `a - b >= 0`), `a <= b` (`b - a >= 0`) or `a == b`
    /// (`a - b == 0`). As upstream, `>` and `=` are two tokens, so `a > b` fails at `b`.
    fn parse_affine_constraint(&mut self, ids: &Ids<'a>) -> ParseResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr(ids)?;
        if self.parse_optional_punct(">") && self.parse_optional_punct("=") {
            let rhs = self.parse_affine_expr(ids)?;
            return Ok((self.affine_checked_sub(lhs, rhs)?, false));
        }
        if self.parse_optional_punct("<") && self.parse_optional_punct("=") {
            let rhs = self.parse_affine_expr(ids)?;
            return Ok((self.affine_checked_sub(rhs, lhs)?, false));
        }
        if self.parse_optional_punct("=") && self.parse_optional_punct("=") {
            let rhs = self.parse_affine_expr(ids)?;
            return Ok((self.affine_checked_sub(lhs, rhs)?, true));
        }
        Err(self.emit_error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    /// Refuses `e` when its tree is taller than [`MAX_AFFINE_DEPTH`].
    fn affine_check_depth(&mut self, e: AffineExpr) -> ParseResult<AffineExpr> {
        if self.ctx.affine_depth(e) > MAX_AFFINE_DEPTH {
            return Err(self.emit_error(format!(
                "affine expression nested deeper than {MAX_AFFINE_DEPTH}"
            )));
        }
        Ok(e)
    }

    fn affine_checked_sub(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> ParseResult<AffineExpr> {
        let e = self.ctx.affine_sub(lhs, rhs);
        self.affine_check_depth(e)
    }

    /// `lhs + rhs` or `lhs - rhs`.
    fn affine_low(
        &mut self,
        op: LowOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> ParseResult<AffineExpr> {
        let e = match op {
            LowOp::Add => self.ctx.affine_add(lhs, rhs),
            LowOp::Sub => self.ctx.affine_sub(lhs, rhs),
        };
        self.affine_check_depth(e)
    }

    /// `lhs op rhs` for a high precedence `op`, with the semi-affine checks; an error
    /// is placed at `op_at` (as upstream, the next operator's place when one follows).
    fn affine_high(
        &mut self,
        op: AffineBinaryOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_at: (u32, u32),
    ) -> ParseResult<AffineExpr> {
        let ctx = &*self.ctx;
        let message = match op {
            AffineBinaryOp::Mul
                if !ctx.affine_is_symbolic_or_constant(lhs)
                    && !ctx.affine_is_symbolic_or_constant(rhs) =>
            {
                Some("non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
            }
            AffineBinaryOp::FloorDiv if !ctx.affine_is_symbolic_or_constant(rhs) => Some(
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
            ),
            AffineBinaryOp::CeilDiv if !ctx.affine_is_symbolic_or_constant(rhs) => Some(
                "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
            ),
            AffineBinaryOp::Mod if !ctx.affine_is_symbolic_or_constant(rhs) => Some(
                "non-affine expression: right operand of mod has to be either a constant or symbolic",
            ),
            _ => None,
        };
        if let Some(m) = message {
            let loc = self.loc_at(op_at.0, op_at.1);
            return Err(Diagnostic::error(loc, m));
        }
        let e = self.ctx.affine_binary(op, lhs, rhs);
        self.affine_check_depth(e)
    }

    /// Consumes `+` or `-`.
    fn affine_low_op(&mut self) -> Option<LowOp> {
        if self.parse_optional_punct("+") {
            Some(LowOp::Add)
        } else if self.parse_optional_punct("-") {
            Some(LowOp::Sub)
        } else {
            None
        }
    }

    /// Consumes `*`, `floordiv`, `ceildiv` or `mod`.
    fn affine_high_op(&mut self) -> Option<AffineBinaryOp> {
        let op = if self.is_punct("*") {
            AffineBinaryOp::Mul
        } else if self.at(TokenKind::BareIdent) {
            match self.token_text() {
                "floordiv" => AffineBinaryOp::FloorDiv,
                "ceildiv" => AffineBinaryOp::CeilDiv,
                "mod" => AffineBinaryOp::Mod,
                _ => return None,
            }
        } else {
            return None;
        };
        self.bump();
        Some(op)
    }

    /// An affine expression (`parseAffineLowPrecOpExpr` from no left side, as a loop).
    fn parse_affine_expr(&mut self, ids: &Ids<'a>) -> ParseResult<AffineExpr> {
        let mut acc: Option<(AffineExpr, LowOp)> = None;
        loop {
            let mut term = self.parse_affine_operand(ids, acc.is_some())?;
            let op_at = self.token_pos();
            if let Some(op) = self.affine_high_op() {
                term = self.parse_affine_high_chain(ids, term, op, op_at)?;
            }
            let value = match acc {
                Some((lhs, op)) => self.affine_low(op, lhs, term)?,
                None => term,
            };
            match self.affine_low_op() {
                Some(op) => acc = Some((value, op)),
                None => return Ok(value),
            }
        }
    }

    /// `first op operand (op operand)*` at the high precedence level
    /// (`parseAffineHighPrecOpExpr`, as a loop).
    fn parse_affine_high_chain(
        &mut self,
        ids: &Ids<'a>,
        first: AffineExpr,
        op: AffineBinaryOp,
        op_at: (u32, u32),
    ) -> ParseResult<AffineExpr> {
        let (mut acc, mut acc_op, mut acc_at) = (first, op, op_at);
        loop {
            let rhs = self.parse_affine_operand(ids, true)?;
            let next_at = self.token_pos();
            match self.affine_high_op() {
                Some(next) => {
                    acc = self.affine_high(acc_op, acc, rhs, next_at)?;
                    acc_op = next;
                    acc_at = next_at;
                }
                None => return self.affine_high(acc_op, acc, rhs, acc_at),
            }
        }
    }

    /// An operand (`parseAffineOperandExpr`): an identifier, an integer, `(expr)` or
    /// `-operand`; `has_lhs` when it is the right side of an operator.
    fn parse_affine_operand(&mut self, ids: &Ids<'a>, has_lhs: bool) -> ParseResult<AffineExpr> {
        match self.tok.kind {
            TokenKind::BareIdent if self.token_text() == "symbol" => {
                // `symbol(%x)` is only for affine ops' operand lists.
                self.bump();
                self.affine_expect("(", "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            TokenKind::PercentIdent => Err(self.wrong_token_error("unexpected ssa identifier")),
            TokenKind::Integer => self.parse_affine_integer(),
            TokenKind::Punct if self.token_text() == "(" => {
                self.enter()?;
                let r = self.parse_affine_parenthetical(ids);
                self.leave();
                r
            }
            TokenKind::Punct if self.token_text() == "-" => {
                self.enter()?;
                let r = self.parse_affine_negation(ids, has_lhs);
                self.leave();
                r
            }
            TokenKind::Punct if matches!(self.token_text(), "+" | "*") => {
                Err(self.emit_error(if has_lhs {
                    "missing right operand of binary operator"
                } else {
                    "missing left operand of binary operator"
                }))
            }
            TokenKind::BareIdent => {
                let name = self.token_text();
                match ids.iter().find(|&&(n, _)| n == name) {
                    Some(&(_, e)) => {
                        self.bump();
                        Ok(e)
                    }
                    None => Err(self.wrong_token_error("use of undeclared identifier")),
                }
            }
            TokenKind::Error => Err(self.expected("affine expression")),
            _ => Err(self.emit_error(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    /// A non-negative integer that fits in `i64`.
    fn parse_affine_integer(&mut self) -> ParseResult<AffineExpr> {
        let text = self.token_text();
        let value = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        match value {
            Some(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(self.ctx.affine_constant(v as i64))
            }
            _ => Err(self.emit_error("constant too large for index")),
        }
    }

    /// `( expr )`; the current token is `(`.
    fn parse_affine_parenthetical(&mut self, ids: &Ids<'a>) -> ParseResult<AffineExpr> {
        self.bump();
        if self.is_punct(")") {
            return Err(self.emit_error("no expression inside parentheses"));
        }
        let e = self.parse_affine_expr(ids)?;
        self.affine_expect(")", "expected ')'")?;
        Ok(e)
    }

    /// `- operand`, which is `operand * -1`; the current token is `-`. When the operand
    /// is missing, upstream reports that and then "missing operand of negation": the
    /// second is recorded in the context.
    fn parse_affine_negation(&mut self, ids: &Ids<'a>, has_lhs: bool) -> ParseResult<AffineExpr> {
        self.bump();
        match self.parse_affine_operand(ids, has_lhs) {
            Ok(e) => {
                let neg = self.ctx.affine_neg(e);
                self.affine_check_depth(neg)
            }
            Err(first) => {
                let second = self.emit_error("missing operand of negation");
                self.ctx.emit(second);
                Err(first)
            }
        }
    }
}
