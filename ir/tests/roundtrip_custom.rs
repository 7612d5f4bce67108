//! Custom assembly through the public hook API: a small `test` dialect with custom op
//! syntax (`test.add`, an isolated `test.func` with entry arguments, `test.ret`), a
//! dialect type `!test.box<T>` and attribute `#test.pair<a, b>`, parsed and printed in
//! both forms; `test.func` declares `test` its default dialect, so names inside print
//! without prefix (as MLIR's `return` in `func.func`).

use visa_ir::parser::{parse_source, AsmParser, ParseResult};
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{
    verifier, Arity, AsmPrinter, Attribute, Context, Dialect, DialectAttr, DialectRegistry,
    DialectType, OpDef, OpId, OperationState, Traits, Type,
};

#[derive(Debug, PartialEq, Eq, Hash)]
struct BoxType {
    inner: Type,
}

impl DialectType for BoxType {
    fn dialect(&self) -> &'static str {
        "test"
    }
    fn mnemonic(&self) -> &'static str {
        "box"
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("<");
        p.print_type(self.inner);
        p.write_str(">");
    }
}

#[derive(Debug, PartialEq, Eq, Hash)]
struct PairAttr(i128, i128);

impl DialectAttr for PairAttr {
    fn dialect(&self) -> &'static str {
        "test"
    }
    fn mnemonic(&self) -> &'static str {
        "pair"
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_fmt(format_args!("<{}, {}>", self.0, self.1));
    }
}

fn parse_type(p: &mut AsmParser<'_>, mnemonic: &str) -> ParseResult<Type> {
    if mnemonic != "box" {
        return Err(p.emit_error(format!("unknown test type '{mnemonic}'")));
    }
    p.parse_less()?;
    let inner = p.parse_type()?;
    p.parse_greater()?;
    Ok(p.ctx().dialect_type(BoxType { inner }))
}

fn parse_attr(p: &mut AsmParser<'_>, mnemonic: &str) -> ParseResult<Attribute> {
    if mnemonic != "pair" {
        return Err(p.emit_error(format!("unknown test attribute '{mnemonic}'")));
    }
    p.parse_less()?;
    let a = p.parse_integer()?;
    p.parse_comma()?;
    let b = p.parse_integer()?;
    p.parse_greater()?;
    Ok(p.ctx().dialect_attr(PairAttr(a, b)))
}

fn parse_add(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    state.operands = p.resolve_operands_same(&operands, ty)?;
    state.result_types.push(ty);
    Ok(())
}

fn print_add(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

fn parse_ret(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.current_loc();
    let operands = p.parse_operand_list()?;
    let types = if operands.is_empty() {
        Vec::new()
    } else {
        p.parse_colon_type_list()?
    };
    state.operands = p.resolve_operands(&operands, &types, loc)?;
    Ok(())
}

fn print_ret(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(operands);
        p.write_str(" : ");
        let types: Vec<Type> = operands.iter().map(|&v| ctx.value_type(v)).collect();
        p.print_type_list(&types);
    }
}

fn parse_func(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let name = p.parse_symbol_name()?;
    let args = p.parse_argument_list()?;
    let results = p.parse_optional_arrow_type_list()?;
    p.parse_optional_attr_dict_with_keyword(state)?;
    let inputs = args.iter().map(|a| a.ty).collect();
    let fty = p.ctx().function_type(inputs, results);
    let fty = p.ctx().type_attr(fty);
    let name = p.ctx().string_attr(&name);
    state.add_attr(p.ctx(), "function_type", fty);
    state.add_attr(p.ctx(), "sym_name", name);
    p.parse_region(state, &args)?;
    Ok(())
}

fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let name = ctx
        .attr(op, "sym_name")
        .and_then(|a| ctx.attr_str(a))
        .unwrap_or("");
    p.write_str(" ");
    p.print_symbol_name(name);
    p.write_str("(");
    let region = ctx.region(op, 0);
    let entry = ctx.entry_block(region).expect("body");
    for (i, &a) in ctx.block_args(entry).iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_argument(a);
    }
    p.write_str(")");
    let fty = ctx.attr(op, "function_type").and_then(|a| ctx.attr_type(a));
    if let Some(visa_ir::TypeKind::Function { results, .. }) = fty.map(|t| ctx.type_kind(t)) {
        if !results.is_empty() {
            p.write_str(" -> ");
            p.print_result_types(results);
        }
    }
    p.print_optional_attr_dict_with_keyword(op, &["function_type", "sym_name"]);
    p.write_str(" ");
    p.print_region(region, false, true);
}

fn registry() -> DialectRegistry {
    let mut d = Dialect::new("test", "a dialect for text-format tests");
    d.parse_type = Some(parse_type);
    d.parse_attr = Some(parse_attr);
    d.ops.push(OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        traits: Traits::PURE,
        parse: Some(parse_add),
        print: Some(print_add),
        ..OpDef::new("test.add", "adds")
    });
    d.ops.push(OpDef {
        operands: Arity::ANY,
        traits: Traits::TERMINATOR | Traits::RETURN_LIKE,
        parse: Some(parse_ret),
        print: Some(print_ret),
        ..OpDef::new("test.ret", "returns")
    });
    d.ops.push(OpDef {
        regions: Arity::Exact(1),
        traits: Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL,
        default_dialect: Some("test"),
        parse: Some(parse_func),
        print: Some(print_func),
        ..OpDef::new("test.func", "a function")
    });
    let mut r = DialectRegistry::new();
    r.register(d);
    r
}

const SRC: &str = "module {
  test.func @f(%x: i32, %b: !test.box<i32>) -> i32 attributes {note = #test.pair<1, -2>} {
    %s = test.add %x, %x {tag} : i32
    ret %s : i32
  }
}
";

const CUSTOM: &str = "module {
  test.func @f(%arg0: i32, %arg1: !test.box<i32>) -> i32 attributes {note = #test.pair<1, -2>} {
    %0 = add %arg0, %arg0 {tag} : i32
    ret %0 : i32
  }
}
";

const GENERIC: &str = "\"builtin.module\"() ({
  \"test.func\"() ({
  ^bb0(%arg0: i32, %arg1: !test.box<i32>):
    %0 = \"test.add\"(%arg0, %arg0) {tag} : (i32, i32) -> i32
    \"test.ret\"(%0) : (i32) -> ()
  }) {function_type = (i32, !test.box<i32>) -> i32, note = #test.pair<1, -2>, sym_name = \"f\"} : () -> ()
}) : () -> ()
";

fn parse(text: &str) -> (Context, OpId) {
    let mut ctx = Context::new(registry());
    let m = parse_source(&mut ctx, text, "in.mlir").unwrap_or_else(|d| panic!("{d:?}\n{text}"));
    verifier::verify(&ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    (ctx, m)
}

#[test]
fn custom_forms_parse_print_and_roundtrip() {
    let (ctx, m) = parse(SRC);
    let custom = print_op(&ctx, m, &PrintOptions::default());
    assert_eq!(custom, CUSTOM);
    let generic_opts = PrintOptions {
        generic: true,
        ..Default::default()
    };
    let generic = print_op(&ctx, m, &generic_opts);
    assert_eq!(generic, GENERIC);
    // Both outputs parse back to the same text in both forms.
    for text in [&custom, &generic] {
        let (c2, m2) = parse(text);
        assert_eq!(print_op(&c2, m2, &PrintOptions::default()), CUSTOM);
        assert_eq!(print_op(&c2, m2, &generic_opts), GENERIC);
    }
}

#[test]
fn isolated_ops_do_not_see_outer_values() {
    let src = "%0 = \"u.c\"() : () -> i32\ntest.func @g() {\n  test.ret %0 : i32\n}\n";
    let mut ctx = Context::new(registry());
    ctx.allow_unregistered = true;
    let d = parse_source(&mut ctx, src, "in.mlir").unwrap_err();
    assert_eq!(d.message, "use of undeclared SSA value name");
    let (_, line, col) = visa_ir::diagnostic::file_line_col(&ctx, d.loc).unwrap();
    assert_eq!((line, col), (3, 12));
}

#[test]
fn hook_errors_and_bad_dialect_syntax_point_at_the_token() {
    let cases = [
        (
            "test.add %a : i32",
            "use of undeclared SSA value name",
            1,
            10,
        ),
        (
            "\"u.x\"() : () -> !test.cup<i32>",
            "unknown test type 'cup'",
            1,
            26,
        ),
        // A wrong token is reported just after the token before it, as mlir-opt-22 does.
        (
            "\"u.x\"() {a = #test.pair<1 2>} : () -> ()",
            "expected ','",
            1,
            26,
        ),
        ("test.func @f(%a i32) {\n}", "expected ':'", 1, 16),
        (
            "test.func @f(%a: i32) {\n^bb0:\n}",
            "invalid block name in region with named arguments",
            2,
            1,
        ),
        (
            "%0, %1 = test.add %a, %a : i32",
            "operation defines 1 results but was provided 2 to bind",
            1,
            1,
        ),
    ];
    for (src, msg, line, col) in cases {
        let mut ctx = Context::new(registry());
        ctx.allow_unregistered = true;
        let d = parse_source(&mut ctx, src, "in.mlir").unwrap_err();
        let (_, l, c) = visa_ir::diagnostic::file_line_col(&ctx, d.loc).unwrap();
        assert_eq!((d.message.as_str(), l, c), (msg, line, col), "for {src:?}");
    }
}
