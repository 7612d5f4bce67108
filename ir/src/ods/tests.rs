//! Tests of the op-definition macro and the assembly-format engine: round trips of each
//! directive, optional groups, accessors and builders, located errors, and rejected
//! formats. Expected texts are written by hand.

use super::{Format, Multiplicity, OpSpec, ValueGroup};
use crate::parser::parse_source;
use crate::printer::{print_op, PrintOptions};
use crate::{Builder, Context, Dialect, DialectRegistry, OpId};

/// A keyword enum, duck typed as the macro expects.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Color {
    Red,
    Blue,
}

impl Color {
    const KEYWORDS: &'static [&'static str] = &["red", "blue"];
    fn keyword(self) -> &'static str {
        Self::KEYWORDS[self as usize]
    }
    fn from_keyword(s: &str) -> Option<Color> {
        [Color::Red, Color::Blue]
            .into_iter()
            .find(|c| c.keyword() == s)
    }
}

crate::op! {
    /// `t.addr %x at 5 : i32 -> i64`
    struct AddrOp = "t.addr" {
        summary: "a single operand, an integer attribute, types",
        operands: [input: single],
        results: [output: single],
        attrs: [addr: u64],
        format: "$input `at` $addr attr-dict `:` type($input) `->` type($output)",
    }
}

crate::op! {
    /// `t.alu red %x, 3 : i32 -> i32` or `t.alu red %x, %y : i32, i32 -> i32`
    struct Alu = "t.alu" {
        summary: "a keyword, an optional group with an else group",
        operands: [input: single, other: optional],
        results: [output: single],
        attrs: [color: enum(Color, "color"), imm: i32 [optional]],
        format: "$color $input `,` ($other^) : ($imm)? attr-dict `:` type(operands) `->` type($output)",
    }
}

crate::op! {
    /// `t.ret %a, %b : i32, i32` or `t.ret`
    struct Ret = "t.ret" {
        summary: "a variadic operand in an optional group",
        operands: [values: variadic],
        format: "attr-dict ($values^ `:` type($values))?",
    }
}

crate::op! {
    /// `%r = t.call @f(%a) : (i32) -> i64`
    struct CallOp = "t.call" {
        summary: "a symbol, parentheses, functional-type",
        operands: [args: variadic],
        results: [outs: variadic],
        attrs: [callee: symbol],
        format: "$callee `(` $args `)` attr-dict `:` functional-type($args, results)",
    }
}

crate::op! {
    /// `t.wrap "name" true (flag)? attributes {...} { ... }`
    struct Wrap = "t.wrap" {
        summary: "string, bool, optional keyword-led group, attr-dict-with-keyword, region",
        regions: [body],
        attrs: [label: string, on: bool, flag: bool [optional], ty: type [optional]],
        format: "$label $on (`flag` `=` $flag^)? (`of` $ty^)? attr-dict-with-keyword $body",
    }
}

/// An integer kind whose default 0 an optional group leaves out, written `<N>`.
struct Level;

fn parse_level(
    p: &mut crate::parser::AsmParser<'_>,
    required: bool,
) -> crate::parser::ParseResult<Option<crate::Attribute>> {
    if !required && !p.is_punct("<") {
        return Ok(None);
    }
    p.parse_less()?;
    let v = p.parse_integer()?;
    p.parse_greater()?;
    let i8t = p.ctx().integer_type(8);
    Ok(Some(p.ctx().int_attr(v, i8t)))
}

fn print_level(p: &mut crate::AsmPrinter<'_>, a: crate::Attribute) {
    let v = p.ctx().attr_int(a).unwrap_or(0);
    p.write_fmt(format_args!("<{v}>"));
}

fn level_is_zero(ctx: &Context, a: crate::Attribute) -> bool {
    ctx.attr_int(a) == Some(0)
}

impl super::AttrKind for Level {
    type Value<'c> = i8;
    type Input<'a> = i8;
    const CONSTRAINT: crate::AttrConstraint = crate::AttrConstraint::Integer;
    const SYNTAX: super::AttrSyntax = super::AttrSyntax::Hooks {
        parse: parse_level,
        print: print_level,
        is_default: Some(level_is_zero),
    };
    fn get(ctx: &Context, a: crate::Attribute) -> Option<i8> {
        ctx.attr_int(a).and_then(|v| i8::try_from(v).ok())
    }
    fn make(ctx: &mut Context, v: i8) -> crate::Attribute {
        let i8t = ctx.integer_type(8);
        ctx.int_attr(i128::from(v), i8t)
    }
}

crate::op! {
    /// `%r = t.add %a, %b level<2> : i32`
    struct Add = "t.add" {
        summary: "one type for all (SameOperandsAndResultType), ``, a default left out",
        traits: [SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: single, rhs: single],
        results: [result: single],
        attrs: [level: custom(Level) [optional]],
        format: "$lhs `,` $rhs (`level` `` $level^)? attr-dict `:` type($result)",
    }
}

crate::op! {
    /// `%r = t.const dense<[1, 2]> : tensor<2xi32> -> tensor<2xi32>`
    struct Const = "t.const" {
        summary: "an elements attribute",
        results: [result: single],
        attrs: [value: elements],
        format: "$value attr-dict `->` type($result)",
    }
}

crate::op! {
    /// `%r = t.clamp %x to [%lo, %hi] : i32`
    struct Clamp = "t.clamp" {
        summary: "the ` ` space literal before a bracket",
        traits: [SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [x: single, lo: single, hi: single],
        results: [result: single],
        format: "$x `to` ` ` `[` $lo `,` $hi `]` attr-dict `:` type($result)",
    }
}

fn registry() -> DialectRegistry {
    let mut d = Dialect::new("t", "format-engine tests");
    d.ops = vec![
        AddrOp::def(),
        Alu::def(),
        Ret::def(),
        CallOp::def(),
        Wrap::def(),
        Add::def(),
        Const::def(),
        Clamp::def(),
    ];
    let mut r = DialectRegistry::new();
    r.register(d);
    r
}

fn ctx() -> Context {
    let mut c = Context::new(registry());
    c.allow_unregistered = true;
    c
}

const CUSTOM: PrintOptions = PrintOptions {
    generic: false,
    debug_info: false,
    pretty_debug_info: false,
    print_aliases: false,
    local_scope: false,
    ..PrintOptions::DEFAULT
};

/// Parses `body` (top-level ops), prints it, and checks the printed body is `body`
/// again, then that the output reparses to the same text.
fn roundtrip(body: &str) {
    let mut c = ctx();
    let m = parse_source(&mut c, body, "in.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    let text = print_op(&c, m, &CUSTOM);
    let expected: String = body.lines().map(|l| format!("  {l}\n")).collect();
    assert_eq!(text, format!("module {{\n{expected}}}\n"));
    let mut c2 = ctx();
    let m2 = parse_source(&mut c2, &text, "out.mlir").unwrap();
    assert_eq!(print_op(&c2, m2, &CUSTOM), text);
}

/// The message, line and column of the error parsing `src`.
fn error(src: &str) -> (String, u32, u32) {
    let mut c = ctx();
    let d = parse_source(&mut c, src, "in.mlir").expect_err("expected an error");
    let (_, line, col) = crate::diagnostic::file_line_col(&c, d.loc).expect("file location");
    (d.message, line, col)
}

const SRC: &str = "%0 = \"u.src\"() : () -> i32";

#[test]
fn literal_attribute_and_types_round_trip() {
    roundtrip(&format!("{SRC}\n%1 = t.addr %0 at 5 : i32 -> i64"));
    // Unknown attributes stay in the dictionary; `addr` is elided from it.
    roundtrip(&format!(
        "{SRC}\n%1 = t.addr %0 at 0 {{x = 1 : i32}} : i32 -> i64"
    ));
}

#[test]
fn optional_group_and_else_group() {
    roundtrip(&format!("{SRC}\n%1 = t.alu red %0, 3 : i32 -> i32"));
    roundtrip(&format!("{SRC}\n%1 = t.alu blue %0, %0 : i32, i32 -> i32"));
    // Printed only where the group prints it: with both `other` and `imm`, the
    // immediate goes to the dictionary instead of being lost.
    let mut c = ctx();
    let src = format!(
        "{SRC}\n%1 = \"t.alu\"(%0, %0) {{color = \"red\", imm = 7 : i32}} : (i32, i32) -> i32"
    );
    let m = parse_source(&mut c, &src, "in.mlir").unwrap();
    assert!(print_op(&c, m, &CUSTOM)
        .contains("%1 = t.alu red %0, %0 {imm = 7 : i32} : i32, i32 -> i32"));
}

#[test]
fn space_literal_prints_one_space() {
    // Without ` `, MLIR's spacing rules write no space between `to` and `[`.
    roundtrip(&format!("{SRC}\n%1 = t.clamp %0 to [%0, %0] : i32"));
    roundtrip(&format!("{SRC}\n%1 = t.clamp %0 to [%0, %0] {{k}} : i32"));
}

#[test]
fn variadic_operands_in_optional_group() {
    roundtrip("t.ret");
    roundtrip(&format!("{SRC}\nt.ret %0 : i32"));
    roundtrip(&format!("{SRC}\nt.ret %0, %0 : i32, i32"));
    roundtrip(&format!("{SRC}\nt.ret {{a}} %0 : i32"));
}

#[test]
fn symbol_parentheses_and_functional_type() {
    roundtrip(&format!("{SRC}\n%1 = t.call @f(%0) : (i32) -> i64"));
    roundtrip(&format!(
        "{SRC}\n%1:2 = t.call @f(%0, %0) : (i32, i32) -> (i64, i1)"
    ));
    roundtrip("t.call @g() : () -> ()");
}

#[test]
fn string_bool_keyword_group_and_region() {
    roundtrip("t.wrap \"x\" true {\n}");
    roundtrip("t.wrap \"x\" false flag = true of i32 attributes {z} {\n}");
    roundtrip("t.wrap \"x\" false of index {\n}");
}

#[test]
fn same_type_empty_literal_and_default() {
    roundtrip(&format!("{SRC}\n%1 = t.add %0, %0 : i32"));
    roundtrip(&format!("{SRC}\n%1 = t.add %0, %0 level<2> : i32"));
    roundtrip(&format!("{SRC}\n%1 = t.add %0, %0 level<2> {{x}} : i32"));
    // The default is left out of the group and of the dictionary.
    let mut c = ctx();
    let src = format!("{SRC}\n%1 = \"t.add\"(%0, %0) {{level = 0 : i8}} : (i32, i32) -> i32");
    let m = parse_source(&mut c, &src, "in.mlir").unwrap();
    let text = print_op(&c, m, &CUSTOM);
    assert!(text.contains("%1 = t.add %0, %0 : i32\n"), "{text}");
    // The one type is every operand's and the result's.
    let src = format!("{SRC}\n%1 = t.add %0, %0 : i64");
    let (msg, line, _) = error(&src);
    assert_eq!(line, 2);
    assert!(msg.contains("i64") && msg.contains("i32"), "{msg}");
}

#[test]
fn accessors_and_builder() {
    let mut c = ctx();
    let src =
        format!("{SRC}\n%1 = t.alu red %0, 3 : i32 -> i32\n%2 = t.call @f(%0) : (i32) -> i64");
    let m = parse_source(&mut c, &src, "in.mlir").unwrap();
    let mut found: Vec<OpId> = Vec::new();
    c.walk(m, &mut |o| found.push(o));
    let alu = found.iter().find_map(|&o| Alu::matches(&c, o)).unwrap();
    assert_eq!(alu.color(&c), Color::Red);
    assert_eq!(alu.imm(&c), Some(3));
    assert_eq!(alu.other(&c), None);
    let x = alu.input(&c);
    let call = found.iter().find_map(|&o| CallOp::matches(&c, o)).unwrap();
    assert_eq!(call.callee(&c), "f");
    assert_eq!(call.args(&c), &[x]);
    assert_eq!(call.outs(&c).len(), 1);
    assert!(AddrOp::matches(&c, alu.op_id()).is_none());

    let block = c.op_block(alu.op_id()).unwrap();
    let i32t = c.integer_type(32);
    let mut b = Builder::at_end(&mut c, block);
    let built = Alu::build(&mut b, x, Some(x), Color::Blue, None, i32t);
    let addr = AddrOp::build(&mut b, x, 4096, i32t);
    assert_eq!(built.other(&c), Some(x));
    assert_eq!(built.imm(&c), None);
    assert_eq!(addr.addr(&c), 4096);
    let text = print_op(&c, m, &CUSTOM);
    assert!(
        text.contains("%3 = t.alu blue %0, %0 : i32, i32 -> i32"),
        "{text}"
    );
    assert!(
        text.contains("%4 = t.addr %0 at 4096 : i32 -> i32"),
        "{text}"
    );
    assert!(crate::verifier::verify(&c, m).is_ok());
}

#[test]
fn errors_are_located_at_the_token() {
    // A missing keyword: at the token, as mlir-opt-22's custom-op parser reports it.
    let (msg, line, col) = error(&format!("{SRC}\n%1 = t.addr %0 to 5 : i32 -> i64"));
    assert_eq!((msg.as_str(), line, col), ("expected 'at'", 2, 16));
    // A keyword outside the enum.
    let (msg, line, col) = error(&format!("{SRC}\n%1 = t.alu green %0, 3 : i32 -> i32"));
    assert_eq!(
        (msg.as_str(), line, col),
        ("unknown color `green` (expected one of: red, blue)", 2, 12)
    );
    // An integer outside the kind's range.
    let (msg, line, col) = error(&format!("{SRC}\n%1 = t.addr %0 at -1 : i32 -> i64"));
    assert_eq!(
        (msg.as_str(), line, col),
        ("integer -1 is out of range [0, 9223372036854775807]", 2, 19)
    );
    // Neither the optional operand nor the else group's immediate.
    let (msg, _, col) = error(&format!("{SRC}\n%1 = t.alu red %0, : i32 -> i32"));
    assert_eq!((msg.as_str(), col), ("expected integer value", 20));
    // Operand and type counts differ: reported at the `:` before the types.
    let (msg, line, col) = error(&format!("{SRC}\nt.ret %0, %0 : i32"));
    assert_eq!(
        (msg.as_str(), line, col),
        ("expected 2 operand types but had 1", 2, 14)
    );
}

#[test]
fn generic_form_keyword_is_verified() {
    let mut c = ctx();
    let src =
        format!("{SRC}\n%1 = \"t.alu\"(%0) {{color = \"green\", imm = 1 : i32}} : (i32) -> i32");
    let m = parse_source(&mut c, &src, "in.mlir").unwrap();
    let diags = crate::verifier::verify(&c, m).unwrap_err();
    assert!(
        diags.iter().any(|d| d.message
            == "'t.alu' op attribute 'color' failed to satisfy constraint: unknown color `green` (expected one of: red, blue)"),
        "{diags:?}"
    );
}

fn spec(format: &'static str) -> OpSpec {
    const OPS: &[ValueGroup] = &[
        ValueGroup {
            name: "x",
            kind: Multiplicity::Single,
        },
        ValueGroup {
            name: "rest",
            kind: Multiplicity::Variadic,
        },
    ];
    const RES: &[ValueGroup] = &[ValueGroup {
        name: "r",
        kind: Multiplicity::Single,
    }];
    OpSpec {
        name: "t.spec",
        operands: OPS,
        results: RES,
        regions: &[],
        successors: &[],
        attrs: AddrOp::ATTRS,
        format: Some(format),
        traits: crate::Traits::NONE,
    }
}

fn compile_error(format: &'static str) -> (usize, String) {
    let e = Format::compile(&spec(format)).expect_err("expected a format error");
    (e.offset, e.message)
}

#[test]
fn bad_formats_are_rejected() {
    let ok = "$x ($rest^)? `at` $addr attr-dict `:` type(operands) `->` type($r)";
    assert!(Format::compile(&spec(ok)).is_ok());
    assert_eq!(
        compile_error("$y attr-dict"),
        (
            0,
            "`$y` is not an operand, result, attribute, region or successor of t.spec".into()
        )
    );
    assert_eq!(
        compile_error("$x $rest attr-dict `:` type($x) type($rest)"),
        (0, "the type of result `$r` is never given".into())
    );
    assert_eq!(
        compile_error("$x $rest $addr `:` type(operands) type($r)"),
        (0, "`attr-dict` must appear exactly once".into())
    );
    assert_eq!(
        compile_error("$x attr-dict `:` type(operands) type($r)"),
        (0, "operand `$rest` must appear exactly once".into())
    );
    assert_eq!(
        compile_error("$x ($rest)? attr-dict"),
        (3, "an optional group needs exactly one anchor `^`".into())
    );
    assert_eq!(
        compile_error("$x^ $rest attr-dict"),
        (
            0,
            "an anchor `^` must follow an optional or variadic operand, an optional attribute or a region".into()
        )
    );
    assert_eq!(
        compile_error("$x $rest^ attr-dict"),
        (3, "an anchor `^` outside an optional group".into())
    );
    assert_eq!(compile_error("$x `at"), (3, "unterminated literal".into()));
    assert_eq!(
        compile_error("$x bogus"),
        (3, "unknown directive `bogus`".into())
    );
    assert_eq!(
        compile_error("$x $rest $r attr-dict"),
        (9, "result `$r` may only appear in a type directive".into())
    );
}

#[test]
fn elements_kind_takes_dense_attributes() {
    roundtrip("%0 = t.const dense<[1, 2]> : tensor<2xi32> -> tensor<2xi32>");
    roundtrip("%0 = t.const dense<\"s\"> : tensor<2x!u.s> -> tensor<2x!u.s>");
    let mut c = ctx();
    let m = parse_source(
        &mut c,
        "%0 = t.const dense<[1.5, 2.0]> : tensor<2xf32> -> tensor<2xf32>",
        "in.mlir",
    )
    .unwrap();
    let mut found: Vec<OpId> = Vec::new();
    c.walk(m, &mut |o| found.push(o));
    let k = found.iter().find_map(|&o| Const::matches(&c, o)).unwrap();
    let d = c.dense(k.value(&c)).unwrap();
    assert_eq!(d.iter_f64().unwrap().collect::<Vec<_>>(), vec![1.5, 2.0]);
    let src = "%0 = \"t.const\"() {value = 1 : i32} : () -> i32";
    let m = parse_source(&mut c, src, "in.mlir").unwrap();
    let diags = crate::verifier::verify(&c, m).unwrap_err();
    assert!(
        diags.iter().any(|d| d.message
            == "'t.const' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute"),
        "{diags:?}"
    );
}

/// The generated `try_` accessors read what the plain ones read and, on an op that has
/// not been verified, return the located error instead of panicking.
#[test]
fn try_accessors_return_located_errors_on_unverified_ops() {
    let mut c = ctx();
    let i32t = c.integer_type(32);
    let five = c.int_attr(5, i32t);
    let text = c.string_attr("x");
    let red = c.string_attr("red");
    let green = c.string_attr("green");
    let make = |c: &mut Context, name: &str, attrs: &[(&str, crate::Attribute)]| {
        let n = c.intern_op_name(name);
        let loc = c.file_loc("in.mlir", 3, 7);
        let mut st = crate::OperationState::new(n, loc);
        for &(k, v) in attrs {
            st.add_attr(c, k, v);
        }
        let op = c.create_op(st);
        (op, loc)
    };
    let (good, _) = make(&mut c, "t.addr", &[("addr", five)]);
    assert_eq!(AddrOp::matches(&c, good).unwrap().try_addr(&c).unwrap(), 5);
    let (missing, loc) = make(&mut c, "t.addr", &[]);
    let d = AddrOp::matches(&c, missing)
        .unwrap()
        .try_addr(&c)
        .unwrap_err();
    assert_eq!(d.message, "'t.addr' op requires attribute 'addr'");
    assert_eq!(d.loc, loc);
    let (wrong, _) = make(&mut c, "t.addr", &[("addr", text)]);
    let d = AddrOp::matches(&c, wrong)
        .unwrap()
        .try_addr(&c)
        .unwrap_err();
    assert_eq!(d.message, "'t.addr' op attribute 'addr' failed to satisfy constraint: non-negative 64-bit integer attribute");
    // Keyword enums and optional attributes.
    let (alu, _) = make(&mut c, "t.alu", &[("color", red)]);
    let a = Alu::matches(&c, alu).unwrap();
    assert_eq!(a.try_color(&c).unwrap(), Color::Red);
    assert_eq!(a.try_imm(&c).unwrap(), None);
    let (bad, _) = make(&mut c, "t.alu", &[("color", green), ("imm", text)]);
    let b = Alu::matches(&c, bad).unwrap();
    let d = b.try_color(&c).unwrap_err();
    assert!(
        d.message
            .starts_with("'t.alu' op attribute 'color': unknown color `green`"),
        "{}",
        d.message
    );
    let d = a.require_imm(&c).unwrap_err();
    assert_eq!(d.message, "'t.alu' op requires attribute 'imm'");
    let d = b.try_imm(&c).unwrap_err();
    assert!(
        d.message
            .starts_with("'t.alu' op attribute 'imm' failed to satisfy constraint: "),
        "{}",
        d.message
    );
}
