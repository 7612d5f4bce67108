//! The text syntax of TIRx layouts (`004_*.txt`), read into [`TileLayout`], [`SwizzleLayout`]
//! and [`ComposeLayout`].
//!
//! ```text
//! layout   := shard ( '+' ( replica | offset ) )*
//! shard    := 'S' '[' iters ']'
//! replica  := 'R' '[' iters ']'
//! iters    := '(' ext (',' ext)* ')' ':' '(' stride (',' stride)* ')'  |  ext ':' stride
//! ext      := integer | name            -- a name must be bound (parse_layout_with)
//! stride   := integer ( '@' axis )?     -- no axis: the memory axis `m`
//! offset   := integer ( '@' axis )?
//! swizzle  := 'Swizzle' '(' ('M' '=')? int ',' ('B' '=')? int ',' ('S' '=')? int ')'
//! compose  := 'ComposeLayout' '(' swizzle ',' layout ')'
//! ```
//! Errors carry the 1-based column of the offending character.

use super::error::{TirxError, TirxErrorKind};
use super::layout::{Iter, TileLayout, MEMORY_AXIS};
use super::swizzle::{ComposeLayout, SwizzleLayout};

/// Parses a tile layout such as `S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)] + R[2:4@warpid] + 5@warpid`.
pub fn parse_layout(text: &str) -> Result<TileLayout, TirxError> {
    parse_layout_with(text, &[])
}

/// Parses a tile layout whose extents may name symbols bound in `bindings`
/// (e.g. `S[(32, sf_per_mma):(1@TLane, 1@TCol)]` with `sf_per_mma = 4`).
pub fn parse_layout_with(text: &str, bindings: &[(&str, u64)]) -> Result<TileLayout, TirxError> {
    let mut p = Parser::new(text, bindings);
    let layout = p.layout()?;
    p.end()?;
    Ok(layout)
}

/// Parses a swizzle `Swizzle(3,3,3)` or `Swizzle(M=3, B=3, S=3)`.
pub fn parse_swizzle(text: &str) -> Result<SwizzleLayout, TirxError> {
    let mut p = Parser::new(text, &[]);
    let s = p.swizzle()?;
    p.end()?;
    Ok(s)
}

/// Parses `ComposeLayout(Swizzle(3,3,3), S[(8,64):(64,1)])`.
pub fn parse_compose(text: &str) -> Result<ComposeLayout, TirxError> {
    let mut p = Parser::new(text, &[]);
    p.keyword("ComposeLayout")?;
    p.expect('(')?;
    let swizzle = p.swizzle()?;
    p.expect(',')?;
    let tile = p.layout()?;
    p.expect(')')?;
    p.end()?;
    Ok(ComposeLayout::new(swizzle, tile))
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    bindings: &'a [(&'a str, u64)],
}

impl<'a> Parser<'a> {
    fn new(text: &str, bindings: &'a [(&'a str, u64)]) -> Self {
        Parser {
            chars: text.chars().collect(),
            pos: 0,
            bindings,
        }
    }

    fn col(&self) -> usize {
        self.pos + 1
    }

    fn skip_ws(&mut self) {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.chars.get(self.pos).copied()
    }

    fn syntax(&self, msg: impl Into<String>) -> TirxError {
        TirxError::at(TirxErrorKind::Syntax, self.col(), msg)
    }

    fn found(&mut self) -> String {
        match self.peek() {
            Some(c) => format!("`{c}`"),
            None => "end of input".to_string(),
        }
    }

    fn expect(&mut self, c: char) -> Result<(), TirxError> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            let f = self.found();
            Err(self.syntax(format!("expected `{c}`, found {f}")))
        }
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn end(&mut self) -> Result<(), TirxError> {
        match self.peek() {
            None => Ok(()),
            Some(c) => Err(self.syntax(format!("unexpected `{c}` after the layout"))),
        }
    }

    fn ident(&mut self) -> Option<String> {
        self.skip_ws();
        let start = self.pos;
        while self
            .chars
            .get(self.pos)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
        {
            if self.pos == start && self.chars[self.pos].is_ascii_digit() {
                break;
            }
            self.pos += 1;
        }
        (self.pos > start).then(|| self.chars[start..self.pos].iter().collect())
    }

    fn keyword(&mut self, kw: &str) -> Result<(), TirxError> {
        let col = {
            self.skip_ws();
            self.col()
        };
        let save = self.pos;
        match self.ident() {
            Some(id) if id == kw => Ok(()),
            _ => {
                self.pos = save;
                Err(TirxError::at(
                    TirxErrorKind::Syntax,
                    col,
                    format!("expected `{kw}`"),
                ))
            }
        }
    }

    fn integer(&mut self) -> Result<i64, TirxError> {
        self.skip_ws();
        let col = self.col();
        let neg = self.chars.get(self.pos) == Some(&'-');
        if neg {
            self.pos += 1;
        }
        let start = self.pos;
        while self.chars.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            let f = self.found();
            return Err(TirxError::at(
                TirxErrorKind::Syntax,
                col,
                format!("expected an integer, found {f}"),
            ));
        }
        let digits: String = self.chars[start..self.pos].iter().collect();
        let v: i64 = digits.parse().map_err(|_| {
            TirxError::at(
                TirxErrorKind::Overflow,
                col,
                format!("integer {digits} does not fit in 64 bits"),
            )
        })?;
        Ok(if neg { -v } else { v })
    }

    fn extent(&mut self) -> Result<u64, TirxError> {
        self.skip_ws();
        let col = self.col();
        if let Some(name) = self.ident() {
            return self
                .bindings
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| *v)
                .ok_or_else(|| {
                    TirxError::at(
                        TirxErrorKind::UnboundSymbol,
                        col,
                        format!("extent `{name}` is not bound to a value"),
                    )
                });
        }
        let v = self.integer()?;
        if v <= 0 {
            return Err(TirxError::at(
                TirxErrorKind::IllFormed,
                col,
                format!("extent must be positive, got {v}"),
            ));
        }
        Ok(v as u64)
    }

    /// `integer ('@' axis)?`
    fn stride(&mut self) -> Result<(i64, String), TirxError> {
        let v = self.integer()?;
        if self.eat('@') {
            let col = self.col();
            match self.ident() {
                Some(axis) => Ok((v, axis)),
                None => Err(TirxError::at(
                    TirxErrorKind::Syntax,
                    col,
                    "expected an axis name after `@`",
                )),
            }
        } else {
            Ok((v, MEMORY_AXIS.to_string()))
        }
    }

    fn iters(&mut self) -> Result<Vec<Iter>, TirxError> {
        self.expect('[')?;
        let mut out = Vec::new();
        if self.eat('(') {
            let open_col = self.col();
            let mut extents = vec![self.extent()?];
            while self.eat(',') {
                extents.push(self.extent()?);
            }
            self.expect(')')?;
            self.expect(':')?;
            self.expect('(')?;
            let mut strides = vec![self.stride()?];
            while self.eat(',') {
                strides.push(self.stride()?);
            }
            self.expect(')')?;
            if extents.len() != strides.len() {
                return Err(TirxError::at(
                    TirxErrorKind::Syntax,
                    open_col,
                    format!("{} extents but {} strides", extents.len(), strides.len()),
                ));
            }
            for (e, (s, a)) in extents.into_iter().zip(strides) {
                out.push(Iter::new(e, s, a));
            }
        } else {
            let e = self.extent()?;
            self.expect(':')?;
            let (s, a) = self.stride()?;
            out.push(Iter::new(e, s, a));
        }
        self.expect(']')?;
        Ok(out)
    }

    fn layout(&mut self) -> Result<TileLayout, TirxError> {
        self.skip_ws();
        let start_col = self.col();
        self.keyword("S")?;
        let shard = self.iters()?;
        let mut replica: Option<Vec<Iter>> = None;
        let mut offset: Vec<(String, i64)> = Vec::new();
        while self.eat('+') {
            self.skip_ws();
            let col = self.col();
            if self.chars.get(self.pos) == Some(&'R') {
                self.pos += 1;
                if replica.is_some() {
                    return Err(TirxError::at(
                        TirxErrorKind::Syntax,
                        col,
                        "a layout has at most one replica `R[...]`",
                    ));
                }
                replica = Some(self.iters()?);
            } else {
                let (v, axis) = self.stride()?;
                if let Some(slot) = offset.iter_mut().find(|(a, _)| *a == axis) {
                    slot.1 += v;
                } else {
                    offset.push((axis, v));
                }
            }
        }
        TileLayout::new(shard, replica.unwrap_or_default(), offset).map_err(|mut e| {
            e.column = Some(start_col);
            e
        })
    }

    fn named_int(&mut self, name: &str) -> Result<i64, TirxError> {
        self.skip_ws();
        let save = self.pos;
        if let Some(id) = self.ident() {
            if id == name && self.eat('=') {
                return self.integer();
            }
            let col = save + 1;
            return Err(TirxError::at(
                TirxErrorKind::Syntax,
                col,
                format!("expected `{name}=` or an integer, found `{id}`"),
            ));
        }
        self.integer()
    }

    fn swizzle(&mut self) -> Result<SwizzleLayout, TirxError> {
        self.skip_ws();
        let col = self.col();
        self.keyword("Swizzle")?;
        self.expect('(')?;
        let m = self.named_int("M")?;
        self.expect(',')?;
        let b = self.named_int("B")?;
        self.expect(',')?;
        let s = self.named_int("S")?;
        self.expect(')')?;
        let to_u32 = |v: i64| u32::try_from(v).ok().filter(|v| *v < 64);
        match (to_u32(m), to_u32(b), to_u32(s)) {
            (Some(m), Some(b), Some(s)) => SwizzleLayout::new(m, b, s).map_err(|mut e| {
                e.column = Some(col);
                e
            }),
            _ => Err(TirxError::at(
                TirxErrorKind::IllFormed,
                col,
                "swizzle parameters must be in [0, 64)",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_tensor_core_layout() {
        // 004, "Case study: NVIDIA tensor-core tile".
        let l =
            parse_layout("S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)] + R[2:4@warpid] + 5@warpid")
                .unwrap();
        assert_eq!(
            l.shard,
            vec![
                Iter::new(8, 4, "laneid"),
                Iter::new(2, 1, "warpid"),
                Iter::new(4, 1, "laneid"),
                Iter::new(2, 1, "m"),
            ]
        );
        assert_eq!(l.replica, vec![Iter::new(2, 4, "warpid")]);
        assert_eq!(l.offset, vec![("warpid".to_string(), 5)]);
    }

    #[test]
    fn printer_round_trips() {
        for text in [
            "S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)] + R[2:4@warpid] + 5@warpid",
            "S[(2,128,112):(112@TCol,1@TLane,1@TCol)]",
            "S[(8,64):(64,1)]",
            "S[16:1] + R[(2,2):(4@warpid,1@pid)] + 3 + -2@laneid",
        ] {
            let l = parse_layout(text).unwrap();
            assert_eq!(l.to_string(), text);
            assert_eq!(parse_layout(&l.to_string()).unwrap(), l);
        }
        // The memory axis may be written explicitly; it prints bare.
        let l = parse_layout("S[(8,64):(64@m,1@m)]").unwrap();
        assert_eq!(l.to_string(), "S[(8,64):(64,1)]");
    }

    #[test]
    fn symbols_need_bindings() {
        let text = "S[(32, sf_per_mma):(1@TLane, 1@TCol)] + R[4:32@TLane]";
        let e = parse_layout(text).unwrap_err();
        assert_eq!(e.kind, TirxErrorKind::UnboundSymbol);
        assert_eq!(e.column, Some(8));
        let l = parse_layout_with(text, &[("sf_per_mma", 4)]).unwrap();
        assert_eq!(l.shard[1], Iter::new(4, 1, "TCol"));
    }

    #[test]
    fn errors_have_columns() {
        let cases: [(&str, TirxErrorKind, usize); 7] = [
            ("", TirxErrorKind::Syntax, 1),
            ("S[(8,2):(1)]", TirxErrorKind::Syntax, 4),
            ("S[8:1@]", TirxErrorKind::Syntax, 7),
            ("S[8:1] + R[2:1] + R[2:1]", TirxErrorKind::Syntax, 19),
            ("S[0:1]", TirxErrorKind::IllFormed, 3),
            ("S[8:1] x", TirxErrorKind::Syntax, 8),
            ("S[(8,2:(1,2)]", TirxErrorKind::Syntax, 7),
        ];
        for (text, kind, col) in cases {
            let e = parse_layout(text).unwrap_err();
            assert_eq!((e.kind, e.column), (kind, Some(col)), "{text}: {e}");
        }
    }

    #[test]
    fn parses_swizzles() {
        assert_eq!(
            parse_swizzle("Swizzle(3,3,3)").unwrap(),
            SwizzleLayout::new(3, 3, 3).unwrap()
        );
        assert_eq!(
            parse_swizzle("Swizzle(M=4, B=2, S=3)").unwrap(),
            SwizzleLayout::new(4, 2, 3).unwrap()
        );
        // Well-formedness S >= B (004, "The transform").
        let e = parse_swizzle("Swizzle(3,3,2)").unwrap_err();
        assert_eq!((e.kind, e.column), (TirxErrorKind::IllFormed, Some(1)));
        let c = parse_compose("ComposeLayout(Swizzle(3,3,3), S[(8,64):(64,1)])").unwrap();
        assert_eq!(c.tile.size(), 512);
    }
}
