//! The assembly-format engine: MLIR's `assemblyFormat` language, compiled once per op
//! against its [`OpSpec`] and interpreted by the op's parse and print hooks.
//!
//! The language (a subset of MLIR's, with the same meaning):
//!
//! | element | parses / prints |
//! |---|---|
//! | `` `at` ``, `` `:` ``, `` `->` ``, `` `(` `` | the literal keyword or punctuation |
//! | `$operand` | an operand (single), `%x` if present (optional), `%a, %b` (variadic) |
//! | `$attr` | the attribute in its kind's syntax (an integer, a keyword, `@sym`, ...) |
//! | `$region`, `$successor` | a region `{...}`, a block `^bb` |
//! | `type($x)` | the type(s) of operand or result group `x`; `type(operands)`, `type(results)` for all |
//! | `functional-type($x, results)` | `(T, U) -> V` |
//! | `attr-dict`, `attr-dict-with-keyword` | `{...}` / `attributes {...}` of the attributes not printed elsewhere |
//! | `( ... )?` | an optional group, printed when its anchor `^` (an optional or variadic operand, an optional attribute, a region) is present; parsed when its first element is |
//! | `( ... ) : ( ... )?` | an optional group with an else group, printed or parsed when the first is not |
//! | ``` `` ``` | nothing; no space before the next element (`overflow<nsw>`) |
//! | `` ` ` `` | one space and none before the next element (`to [%lo, %hi]`) |
//!
//! An attribute kind may declare a default value ([`AttrSyntax::Hooks::is_default`]):
//! a group anchored on an attribute holding it is not printed, and neither is the
//! attribute in `attr-dict` (MLIR's default-valued properties). An op with
//! `SAME_OPERANDS_AND_RESULT_TYPE` may give a single type directive: its type is every
//! operand's and result's (`$lhs `,` $rhs attr-dict `:` type($result)`).
//!
//! Spacing follows MLIR's rules: a space before each element except before `,`, `)`,
//! `]`, `>` and after `(`, `[`, `<`, so `$callee `(` $args `)`` prints `@k(%a, %b)`.
//!
//! Operands are collected as written and resolved at the end with the types the
//! type directives gave, so a count mismatch is MLIR's located `expected N operand
//! types but had M`.

use super::{AttrDecl, AttrSyntax, Multiplicity, OpSpec, ValueGroup};
use crate::attributes::Attribute;
use crate::diagnostic::Diagnostic;
use crate::location::Location;
use crate::operation::{OpId, OperationState};
use crate::parser::{AsmParser, ParseResult, UnresolvedOperand};
use crate::printer::AsmPrinter;
use crate::types::{Type, TypeKind};
use crate::value::Value;

/// A format that does not fit its op: where (byte offset in the format text) and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FormatError {
    /// Byte offset in the format text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.message)
    }
}

/// What a type directive names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ref {
    Operand(usize),
    Result(usize),
    Operands,
    Results,
}

/// One element of a compiled format.
#[derive(Clone, Debug)]
enum Elem {
    Literal(&'static str),
    Operand(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
    Type(Ref),
    FunctionalType(Ref, Ref),
    AttrDict {
        keyword: bool,
    },
    Group {
        then: Vec<Elem>,
        anchor: Anchor,
        els: Vec<Elem>,
    },
}

/// What decides whether an optional group is printed.
#[derive(Copy, Clone, Debug)]
enum Anchor {
    Operand(usize),
    Attr(usize),
    Region(usize),
}

/// A compiled assembly format.
#[derive(Clone, Debug)]
pub struct Format {
    spec: OpSpec,
    elems: Vec<Elem>,
}

// ---- compiling the format text -------------------------------------------------------

#[derive(Clone, PartialEq, Debug)]
enum Tok {
    Literal(&'static str),
    Var(&'static str),
    Ident(&'static str),
    Punct(char),
}

fn tokenize(text: &'static str) -> Result<Vec<(usize, Tok)>, FormatError> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'`' {
            let end = text[i + 1..].find('`').ok_or(FormatError {
                offset: i,
                message: "unterminated literal".into(),
            })?;
            let lit = &text[i + 1..i + 1 + end];
            if lit != " " && lit.contains(char::is_whitespace) {
                return Err(FormatError {
                    offset: i,
                    message: format!("invalid literal `{lit}`"),
                });
            }
            out.push((i, Tok::Literal(lit)));
            i += end + 2;
        } else if c == b'$' || c.is_ascii_alphabetic() || c == b'_' {
            let start = if c == b'$' { i + 1 } else { i };
            let mut j = start;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'-') {
                j += 1;
            }
            let word = &text[start..j];
            if word.is_empty() {
                return Err(FormatError {
                    offset: i,
                    message: "expected a name after `$`".into(),
                });
            }
            out.push((
                i,
                if c == b'$' {
                    Tok::Var(word)
                } else {
                    Tok::Ident(word)
                },
            ));
            i = j;
        } else if b"()?^:,".contains(&c) {
            out.push((i, Tok::Punct(c as char)));
            i += 1;
        } else {
            return Err(FormatError {
                offset: i,
                message: format!("unexpected character `{}`", c as char),
            });
        }
    }
    Ok(out)
}

struct Compiler<'s> {
    spec: &'s OpSpec,
    toks: Vec<(usize, Tok)>,
    pos: usize,
    end: usize,
}

/// What `$name` denotes.
enum Named {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
}

impl Compiler<'_> {
    fn err<T>(&self, message: impl Into<String>) -> Result<T, FormatError> {
        let offset = self.toks.get(self.pos).map_or(self.end, |t| t.0);
        Err(FormatError {
            offset,
            message: message.into(),
        })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.1)
    }

    fn eat(&mut self, p: char) -> bool {
        if self.peek() == Some(&Tok::Punct(p)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: char) -> Result<(), FormatError> {
        if self.eat(p) {
            Ok(())
        } else {
            self.err(format!("expected `{p}`"))
        }
    }

    fn lookup(&self, name: &str) -> Result<Named, FormatError> {
        let s = self.spec;
        let find = |g: &[ValueGroup]| g.iter().position(|v| v.name == name);
        if let Some(i) = find(s.operands) {
            return Ok(Named::Operand(i));
        }
        if let Some(i) = find(s.results) {
            return Ok(Named::Result(i));
        }
        if let Some(i) = s.attrs.iter().position(|a| a.name == name) {
            return Ok(Named::Attr(i));
        }
        if let Some(i) = s.regions.iter().position(|r| *r == name) {
            return Ok(Named::Region(i));
        }
        if let Some(i) = s.successors.iter().position(|r| *r == name) {
            return Ok(Named::Successor(i));
        }
        self.err(format!(
            "`${name}` is not an operand, result, attribute, region or successor of {}",
            s.name
        ))
    }

    fn type_ref(&mut self) -> Result<Ref, FormatError> {
        match self.peek().cloned() {
            Some(Tok::Var(v)) => {
                let r = match self.lookup(v)? {
                    Named::Operand(i) => Ref::Operand(i),
                    Named::Result(i) => Ref::Result(i),
                    _ => return self.err(format!("`${v}` has no type")),
                };
                self.pos += 1;
                Ok(r)
            }
            Some(Tok::Ident("operands")) => {
                self.pos += 1;
                Ok(Ref::Operands)
            }
            Some(Tok::Ident("results")) => {
                self.pos += 1;
                Ok(Ref::Results)
            }
            _ => self.err("expected `$name`, `operands` or `results`"),
        }
    }

    /// Elements until `)` or the end; `anchor` collects `^` marks.
    fn elems(&mut self, anchors: &mut Vec<(usize, Anchor)>) -> Result<Vec<Elem>, FormatError> {
        let mut out = Vec::new();
        while let Some(t) = self.peek().cloned() {
            let start = self.pos;
            let e = match t {
                Tok::Punct(')') => break,
                Tok::Literal(l) => {
                    self.pos += 1;
                    Elem::Literal(l)
                }
                Tok::Var(v) => {
                    let e = match self.lookup(v)? {
                        Named::Operand(i) => Elem::Operand(i),
                        Named::Attr(i) => Elem::Attr(i),
                        Named::Region(i) => Elem::Region(i),
                        Named::Successor(i) => Elem::Successor(i),
                        Named::Result(_) => {
                            return self
                                .err(format!("result `${v}` may only appear in a type directive"))
                        }
                    };
                    self.pos += 1;
                    e
                }
                Tok::Ident("type") => {
                    self.pos += 1;
                    self.expect('(')?;
                    let r = self.type_ref()?;
                    self.expect(')')?;
                    Elem::Type(r)
                }
                Tok::Ident("functional-type") => {
                    self.pos += 1;
                    self.expect('(')?;
                    let a = self.type_ref()?;
                    self.expect(',')?;
                    let b = self.type_ref()?;
                    self.expect(')')?;
                    Elem::FunctionalType(a, b)
                }
                Tok::Ident("attr-dict") => {
                    self.pos += 1;
                    Elem::AttrDict { keyword: false }
                }
                Tok::Ident("attr-dict-with-keyword") => {
                    self.pos += 1;
                    Elem::AttrDict { keyword: true }
                }
                Tok::Punct('(') => {
                    self.pos += 1;
                    self.group()?
                }
                Tok::Ident(w) => return self.err(format!("unknown directive `{w}`")),
                Tok::Punct(c) => return self.err(format!("unexpected `{c}`")),
            };
            if self.eat('^') {
                let anchor = match &e {
                    Elem::Operand(i) if self.spec.operands[*i].kind != Multiplicity::Single => {
                        Anchor::Operand(*i)
                    }
                    Elem::Type(Ref::Operand(i))
                        if self.spec.operands[*i].kind != Multiplicity::Single =>
                    {
                        Anchor::Operand(*i)
                    }
                    Elem::Attr(i) if self.spec.attrs[*i].optional => Anchor::Attr(*i),
                    Elem::Region(i) => Anchor::Region(*i),
                    _ => {
                        self.pos = start;
                        return self.err(
                            "an anchor `^` must follow an optional or variadic operand, an optional attribute or a region",
                        );
                    }
                };
                anchors.push((start, anchor));
            }
            out.push(e);
        }
        Ok(out)
    }

    /// `( elems ) ( : ( elems ) )? ?` after the opening `(`.
    fn group(&mut self) -> Result<Elem, FormatError> {
        let open = self.pos - 1;
        let mut anchors = Vec::new();
        let then = self.elems(&mut anchors)?;
        self.expect(')')?;
        let mut els = Vec::new();
        if self.eat(':') {
            self.expect('(')?;
            let mut none = Vec::new();
            els = self.elems(&mut none)?;
            self.expect(')')?;
            if !none.is_empty() {
                return self.err("an else group takes no anchor");
            }
        }
        self.expect('?')?;
        let anchor = match anchors.as_slice() {
            [(_, a)] => *a,
            _ => {
                return Err(FormatError {
                    offset: self.toks[open].0,
                    message: "an optional group needs exactly one anchor `^`".into(),
                })
            }
        };
        match then.first() {
            Some(Elem::Literal(_) | Elem::Operand(_) | Elem::Attr(_) | Elem::Region(_) | Elem::Type(_)) => {}
            _ => {
                return Err(FormatError {
                    offset: self.toks[open].0,
                    message: "an optional group must start with a literal, an operand, an attribute, a region or a type".into(),
                })
            }
        }
        Ok(Elem::Group { then, anchor, els })
    }
}

fn walk<'e>(elems: &'e [Elem], f: &mut impl FnMut(&'e Elem)) {
    for e in elems {
        f(e);
        if let Elem::Group { then, els, .. } = e {
            walk(then, f);
            walk(els, f);
        }
    }
}

impl Format {
    /// Compiles `spec.format` against `spec`: every name must exist, every operand
    /// must appear once, every operand and result must get its type, `attr-dict` must
    /// appear once.
    pub fn compile(spec: &OpSpec) -> Result<Format, FormatError> {
        let text = spec.format.ok_or(FormatError {
            offset: 0,
            message: format!("{} has no format", spec.name),
        })?;
        let toks = tokenize(text)?;
        let mut c = Compiler {
            spec,
            toks,
            pos: 0,
            end: text.len(),
        };
        let mut anchors = Vec::new();
        let elems = c.elems(&mut anchors)?;
        if c.pos < c.toks.len() {
            return c.err("unbalanced `)`");
        }
        if let Some(&(at, _)) = anchors.first() {
            return Err(FormatError {
                offset: c.toks[at].0,
                message: "an anchor `^` outside an optional group".into(),
            });
        }
        let mut operand_seen = vec![0; spec.operands.len()];
        let mut operand_typed = vec![false; spec.operands.len()];
        let mut result_typed = vec![false; spec.results.len()];
        let mut dicts = 0;
        let mut regions = Vec::new();
        let mut mark = |r: Ref| match r {
            Ref::Operand(i) => operand_typed[i] = true,
            Ref::Result(i) => result_typed[i] = true,
            Ref::Operands => operand_typed.iter_mut().for_each(|t| *t = true),
            Ref::Results => result_typed.iter_mut().for_each(|t| *t = true),
        };
        walk(&elems, &mut |e| match e {
            Elem::Operand(i) => operand_seen[*i] += 1,
            Elem::Type(r) => mark(*r),
            Elem::FunctionalType(a, b) => {
                mark(*a);
                mark(*b);
            }
            Elem::AttrDict { .. } => dicts += 1,
            Elem::Region(i) => regions.push(*i),
            _ => {}
        });
        // `SameOperandsAndResultType`: one type directive gives every type.
        if spec
            .traits
            .contains(crate::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
            && (operand_typed.contains(&true) || result_typed.contains(&true))
        {
            operand_typed.iter_mut().for_each(|t| *t = true);
            result_typed.iter_mut().for_each(|t| *t = true);
        }
        let fail = |message: String| Err(FormatError { offset: 0, message });
        for (i, g) in spec.operands.iter().enumerate() {
            if operand_seen[i] != 1 {
                return fail(format!("operand `${}` must appear exactly once", g.name));
            }
            if !operand_typed[i] {
                return fail(format!("the type of operand `${}` is never given", g.name));
            }
        }
        for (i, g) in spec.results.iter().enumerate() {
            if !result_typed[i] {
                return fail(format!("the type of result `${}` is never given", g.name));
            }
        }
        if dicts != 1 {
            return fail("`attr-dict` must appear exactly once".into());
        }
        if regions != (0..spec.regions.len()).collect::<Vec<_>>() {
            return fail("every region must appear once, in declaration order".into());
        }
        Ok(Format { spec: *spec, elems })
    }

    // ---- parsing ---------------------------------------------------------------------

    /// Parses the op's custom form after its name into `st`.
    pub fn parse(&self, p: &mut AsmParser<'_>, st: &mut OperationState) -> ParseResult<()> {
        let mut ps = ParseState {
            operands: vec![Vec::new(); self.spec.operands.len()],
            operand_types: vec![None; self.spec.operands.len()],
            result_types: vec![None; self.spec.results.len()],
            all_operand_types: None,
            all_result_types: None,
            literal_at: None,
        };
        self.parse_elems(&self.elems, p, st, &mut ps)?;
        if self
            .spec
            .traits
            .contains(crate::Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        {
            self.infer_same_type(&mut ps);
        }
        // Resolve operands with the types the directives gave.
        if let Some((tys, at)) = ps.all_operand_types.take() {
            let all: Vec<_> = ps.operands.iter().flatten().cloned().collect();
            let loc = p.loc_at(at.0, at.1);
            st.operands = p.resolve_operands(&all, &tys, loc)?;
        } else {
            for (g, ops) in ps.operands.iter().enumerate() {
                let (tys, at) = ps.operand_types[g]
                    .take()
                    .unwrap_or_else(|| (Vec::new(), p.token_pos()));
                if ops.len() != tys.len() {
                    let loc = p.loc_at(at.0, at.1);
                    p.resolve_operands(ops, &tys, loc)?;
                }
                for (o, &t) in ops.iter().zip(&tys) {
                    let v = p.resolve_operand(o, t)?;
                    st.operands.push(v);
                }
            }
        }
        match ps.all_result_types {
            Some(tys) => st.result_types = tys,
            None => {
                for tys in ps.result_types.into_iter().flatten() {
                    st.result_types.extend(tys);
                }
            }
        }
        Ok(())
    }

    /// Gives every operand and single result without a type directive the one type
    /// a directive gave (`SameOperandsAndResultType`).
    fn infer_same_type(&self, ps: &mut ParseState<'_>) {
        let known = ps
            .operand_types
            .iter()
            .flatten()
            .map(|(t, _)| t)
            .chain(ps.result_types.iter().flatten())
            .find_map(|t| t.first().copied());
        let Some(ty) = known else { return };
        let at = ps
            .operand_types
            .iter()
            .flatten()
            .map(|&(_, at)| at)
            .next()
            .unwrap_or((0, 0));
        for (g, ops) in ps.operands.iter().enumerate() {
            if ps.operand_types[g].is_none() {
                ps.operand_types[g] = Some((vec![ty; ops.len()], at));
            }
        }
        for (g, group) in self.spec.results.iter().enumerate() {
            if ps.result_types[g].is_none() && group.kind == Multiplicity::Single {
                ps.result_types[g] = Some(vec![ty]);
            }
        }
    }

    fn parse_elems<'a>(
        &self,
        elems: &[Elem],
        p: &mut AsmParser<'a>,
        st: &mut OperationState,
        ps: &mut ParseState<'a>,
    ) -> ParseResult<()> {
        for e in elems {
            self.parse_elem(e, p, st, ps)?;
        }
        Ok(())
    }

    fn parse_elem<'a>(
        &self,
        e: &Elem,
        p: &mut AsmParser<'a>,
        st: &mut OperationState,
        ps: &mut ParseState<'a>,
    ) -> ParseResult<()> {
        let at = p.token_pos();
        let literal_at = ps.literal_at.take();
        match e {
            Elem::Literal("" | " ") => {}
            Elem::Literal(l) => {
                ps.literal_at = Some(at);
                if is_keyword(l) {
                    p.parse_keyword(l)?;
                } else {
                    p.parse_punct(l)?;
                }
            }
            Elem::Operand(i) => {
                let g = &mut ps.operands[*i];
                match self.spec.operands[*i].kind {
                    Multiplicity::Single => g.push(p.parse_operand()?),
                    Multiplicity::Optional => g.extend(p.parse_optional_operand()?),
                    Multiplicity::Variadic => g.extend(p.parse_operand_list()?),
                }
            }
            Elem::Attr(i) => {
                let decl = &self.spec.attrs[*i];
                let a = parse_attr(p, decl, true)?.expect("required parse yields a value");
                st.add_attr(p.ctx(), decl.name, a);
            }
            Elem::Region(_) => {
                p.parse_region(st, &[])?;
            }
            Elem::Successor(_) => {
                let b = p.parse_successor()?;
                st.successors.push(b);
            }
            Elem::Type(r) => {
                let at = literal_at.unwrap_or(at);
                let tys = self.parse_types(*r, p, ps)?;
                self.set_types(*r, tys, at, ps);
            }
            Elem::FunctionalType(a, b) => {
                let at = literal_at.unwrap_or(at);
                let fty = p.parse_function_type()?;
                let (ins, outs) = match p.ctx().type_kind(fty) {
                    TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
                    _ => unreachable!("parse_function_type returns a function type"),
                };
                self.set_types(*a, ins, at, ps);
                self.set_types(*b, outs, at, ps);
            }
            Elem::AttrDict { keyword } => {
                if *keyword {
                    p.parse_optional_attr_dict_with_keyword(st)?;
                } else {
                    p.parse_optional_attr_dict(st)?;
                }
            }
            Elem::Group { then, els, .. } => {
                if self.parse_group_head(&then[0], p, st, ps)? {
                    self.parse_elems(&then[1..], p, st, ps)?;
                } else {
                    self.parse_elems(els, p, st, ps)?;
                }
            }
        }
        Ok(())
    }

    /// Parses the first element of an optional group if it is present.
    fn parse_group_head<'a>(
        &self,
        e: &Elem,
        p: &mut AsmParser<'a>,
        st: &mut OperationState,
        ps: &mut ParseState<'a>,
    ) -> ParseResult<bool> {
        let present = match e {
            Elem::Literal(l) => {
                let at = p.token_pos();
                let found = if is_keyword(l) {
                    p.parse_optional_keyword(l)
                } else {
                    p.parse_optional_punct(l)
                };
                if found {
                    ps.literal_at = Some(at);
                }
                return Ok(found);
            }
            Elem::Operand(_) => p.at_operand(),
            Elem::Region(_) => p.is_punct("{"),
            Elem::Type(_) => p.at_type(),
            Elem::Attr(i) => {
                let decl = &self.spec.attrs[*i];
                return match parse_attr(p, decl, false)? {
                    Some(a) => {
                        st.add_attr(p.ctx(), decl.name, a);
                        Ok(true)
                    }
                    None => Ok(false),
                };
            }
            _ => false,
        };
        if present {
            self.parse_elem(e, p, st, ps)?;
        }
        Ok(present)
    }

    fn parse_types(
        &self,
        r: Ref,
        p: &mut AsmParser<'_>,
        ps: &ParseState<'_>,
    ) -> ParseResult<Vec<Type>> {
        let kind = match r {
            Ref::Operand(i) => {
                // An optional or variadic group has as many types as operands.
                match self.spec.operands[i].kind {
                    Multiplicity::Single => Multiplicity::Single,
                    _ if ps.operands[i].is_empty() => return Ok(Vec::new()),
                    _ => Multiplicity::Variadic,
                }
            }
            Ref::Result(i) => self.spec.results[i].kind,
            Ref::Operands | Ref::Results => Multiplicity::Variadic,
        };
        match kind {
            Multiplicity::Single => Ok(vec![p.parse_type()?]),
            Multiplicity::Optional => Ok(p.parse_optional_type()?.into_iter().collect()),
            Multiplicity::Variadic => {
                if p.at_type() {
                    p.parse_type_list()
                } else {
                    Ok(Vec::new())
                }
            }
        }
    }

    fn set_types(&self, r: Ref, tys: Vec<Type>, at: (u32, u32), ps: &mut ParseState<'_>) {
        match r {
            Ref::Operand(i) => ps.operand_types[i] = Some((tys, at)),
            Ref::Result(i) => ps.result_types[i] = Some(tys),
            Ref::Operands => ps.all_operand_types = Some((tys, at)),
            Ref::Results => ps.all_result_types = Some(tys),
        }
    }

    // ---- printing --------------------------------------------------------------------

    /// Prints `op`'s custom form after its name.
    pub fn print(&self, p: &mut AsmPrinter<'_>, op: OpId) {
        let mut printed = Vec::new();
        self.printed_attrs(&self.elems, p, op, &mut printed);
        let mut sp = Spacing {
            should_emit_space: true,
            last_was_punct: false,
        };
        self.print_elems(&self.elems, p, op, &printed, &mut sp);
    }

    /// The attributes the format prints outside the attribute dictionary.
    fn printed_attrs(
        &self,
        elems: &[Elem],
        p: &AsmPrinter<'_>,
        op: OpId,
        out: &mut Vec<&'static str>,
    ) {
        for e in elems {
            match e {
                Elem::Attr(i) => {
                    let name = self.spec.attrs[*i].name;
                    if p.ctx().attr(op, name).is_some() {
                        out.push(name);
                    }
                }
                Elem::Group { then, anchor, els } => {
                    if let Anchor::Attr(i) = anchor {
                        // A default value is left out of the group and the dictionary.
                        let decl = &self.spec.attrs[*i];
                        if ctx_attr_is_default(p, op, decl) {
                            out.push(decl.name);
                        }
                    }
                    let branch = if self.anchor_present(*anchor, p, op) {
                        then
                    } else {
                        els
                    };
                    self.printed_attrs(branch, p, op, out);
                }
                _ => {}
            }
        }
    }

    fn anchor_present(&self, a: Anchor, p: &AsmPrinter<'_>, op: OpId) -> bool {
        let ctx = p.ctx();
        match a {
            Anchor::Operand(i) => !self.operand_group(ctx, op, i).is_empty(),
            Anchor::Attr(i) => {
                let decl = &self.spec.attrs[i];
                ctx.attr(op, decl.name)
                    .is_some_and(|a| !is_default(ctx, decl, a))
            }
            Anchor::Region(i) => ctx
                .regions(op)
                .get(i)
                .is_some_and(|&r| !ctx.region_is_empty(r)),
        }
    }

    fn operand_group<'c>(&self, ctx: &'c crate::Context, op: OpId, i: usize) -> &'c [Value] {
        let all = ctx.operands(op);
        &all[super::group_range(self.spec.operands, i, all.len())]
    }

    fn types_of(&self, r: Ref, p: &AsmPrinter<'_>, op: OpId) -> Vec<Type> {
        let ctx = p.ctx();
        let vals = self.values_of(r, ctx, op);
        vals.iter().map(|&v| ctx.value_type(v)).collect()
    }

    /// The values whose types `r` names.
    fn values_of<'c>(&self, r: Ref, ctx: &'c crate::Context, op: OpId) -> &'c [Value] {
        match r {
            Ref::Operand(i) => self.operand_group(ctx, op, i),
            Ref::Result(i) => {
                let all = ctx.results(op);
                &all[super::group_range(self.spec.results, i, all.len())]
            }
            Ref::Operands => ctx.operands(op),
            Ref::Results => ctx.results(op),
        }
    }

    fn print_elems(
        &self,
        elems: &[Elem],
        p: &mut AsmPrinter<'_>,
        op: OpId,
        printed: &[&'static str],
        sp: &mut Spacing,
    ) {
        for e in elems {
            self.print_elem(e, p, op, printed, sp);
        }
    }

    fn print_elem(
        &self,
        e: &Elem,
        p: &mut AsmPrinter<'_>,
        op: OpId,
        printed: &[&'static str],
        sp: &mut Spacing,
    ) {
        let ctx = p.ctx();
        match e {
            Elem::Literal("") => {
                // MLIR's ``: no space before the next element.
                sp.should_emit_space = false;
                return;
            }
            Elem::Literal(" ") => {
                // MLIR's ` `: one space, and none added before the next element.
                p.write_str(" ");
                sp.should_emit_space = false;
                sp.last_was_punct = false;
                return;
            }
            Elem::Literal(l) => {
                if sp.should_emit_space && space_before(l, sp.last_was_punct) {
                    p.write_str(" ");
                }
                p.write_str(l);
                sp.should_emit_space = !(l.len() == 1 && "<({[".contains(*l));
                sp.last_was_punct = !is_keyword(l);
                return;
            }
            Elem::Operand(i) => {
                let vals = self.operand_group(ctx, op, *i);
                if !vals.is_empty() {
                    sp.space(p);
                    p.print_operands(vals);
                }
            }
            Elem::Attr(i) => {
                let decl = &self.spec.attrs[*i];
                match ctx.attr(op, decl.name) {
                    Some(a) => {
                        sp.space(p);
                        print_attr(p, decl, a);
                    }
                    None if !decl.optional => {
                        sp.space(p);
                        p.write_str("<<NULL ATTRIBUTE>>");
                    }
                    None => {}
                }
            }
            Elem::Region(i) => {
                if let Some(&r) = ctx.regions(op).get(*i) {
                    sp.space(p);
                    p.print_region(r, true, true);
                }
            }
            Elem::Successor(i) => {
                if let Some(&b) = ctx.successors(op).get(*i) {
                    sp.space(p);
                    p.print_block_name(b);
                }
            }
            Elem::Type(r) => {
                // Printed in place: no list is collected on this per-op path.
                let vals = self.values_of(*r, ctx, op);
                if !vals.is_empty() {
                    sp.space(p);
                    for (k, &v) in vals.iter().enumerate() {
                        if k > 0 {
                            p.write_str(", ");
                        }
                        p.print_type(ctx.value_type(v));
                    }
                }
            }
            Elem::FunctionalType(a, b) => {
                sp.space(p);
                let ins = self.types_of(*a, p, op);
                let outs = self.types_of(*b, p, op);
                p.write_str("(");
                p.print_type_list(&ins);
                p.write_str(") -> ");
                p.print_result_types(&outs);
            }
            Elem::AttrDict { keyword } => {
                if *keyword {
                    p.print_optional_attr_dict_with_keyword(op, printed);
                } else {
                    p.print_optional_attr_dict(op, printed);
                }
            }
            Elem::Group { then, anchor, els } => {
                let branch = if self.anchor_present(*anchor, p, op) {
                    then
                } else {
                    els
                };
                self.print_elems(branch, p, op, printed, sp);
                return;
            }
        }
        sp.should_emit_space = true;
        sp.last_was_punct = false;
    }
}

/// A line and column of the source.
type Pos = (u32, u32);

struct ParseState<'a> {
    operands: Vec<Vec<UnresolvedOperand<'a>>>,
    operand_types: Vec<Option<(Vec<Type>, Pos)>>,
    result_types: Vec<Option<Vec<Type>>>,
    all_operand_types: Option<(Vec<Type>, (u32, u32))>,
    all_result_types: Option<Vec<Type>>,
    /// The offset of the literal just parsed: a type directive right after `:`
    /// reports count mismatches there, as the hand-written parsers did.
    literal_at: Option<(u32, u32)>,
}

struct Spacing {
    should_emit_space: bool,
    last_was_punct: bool,
}

impl Spacing {
    fn space(&self, p: &mut AsmPrinter<'_>) {
        if self.should_emit_space {
            p.write_str(" ");
        }
    }
}

/// MLIR's `shouldEmitSpaceBefore` for a literal.
fn space_before(l: &str, last_was_punct: bool) -> bool {
    if l.len() != 1 && l != "->" {
        return true;
    }
    let c = l.as_bytes()[0] as char;
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

fn is_default(ctx: &crate::Context, decl: &AttrDecl, a: Attribute) -> bool {
    match decl.syntax {
        AttrSyntax::Hooks {
            is_default: Some(f),
            ..
        } => f(ctx, a),
        _ => false,
    }
}

fn ctx_attr_is_default(p: &AsmPrinter<'_>, op: OpId, decl: &AttrDecl) -> bool {
    let ctx = p.ctx();
    ctx.attr(op, decl.name)
        .is_some_and(|a| is_default(ctx, decl, a))
}

fn is_keyword(l: &str) -> bool {
    l.as_bytes()
        .first()
        .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
}

fn parse_attr(
    p: &mut AsmParser<'_>,
    decl: &AttrDecl,
    required: bool,
) -> ParseResult<Option<Attribute>> {
    match decl.syntax {
        AttrSyntax::Hooks { parse, .. } => parse(p, required),
        AttrSyntax::Keyword { what, keywords } => {
            let at = p.token_pos();
            let kw = if required {
                p.parse_keyword_any()?
            } else {
                match p.parse_optional_keyword_any() {
                    Some(k) => k,
                    None => return Ok(None),
                }
            };
            if let Err(msg) = super::check_keyword(what, keywords, kw) {
                let loc: Location = p.loc_at(at.0, at.1);
                return Err(Diagnostic::error(loc, msg));
            }
            Ok(Some(p.ctx().string_attr(kw)))
        }
    }
}

fn print_attr(p: &mut AsmPrinter<'_>, decl: &AttrDecl, a: Attribute) {
    match decl.syntax {
        AttrSyntax::Hooks { print, .. } => print(p, a),
        AttrSyntax::Keyword { .. } => match p.ctx().attr_str(a) {
            Some(s) => p.print_keyword_or_string(s),
            None => p.print_attr(a),
        },
    }
}
