//! Unit tests of the `func` dialect: builders and every verifier error.

use super::*;
use crate::testutil::{assert_verify_error, context, verify_messages};
use visa_ir::{Builder, Context, OpId};

/// A module with `@callee(i32) -> i64` (private declaration) and an empty body block.
fn module_with_callee(ctx: &mut Context) -> (OpId, visa_ir::BlockId) {
    let module = ctx.create_module(None);
    let body = ctx.module_body(module);
    let i32 = ctx.integer_type(32);
    let i64 = ctx.integer_type(64);
    let mut b = Builder::at_end(ctx, body);
    build_decl(&mut b, "callee", &[i32], &[i64]);
    (module, body)
}

#[test]
fn builders_make_verified_ir() {
    let mut ctx = context();
    let (module, body) = module_with_callee(&mut ctx);
    let i32 = ctx.integer_type(32);
    let i64 = ctx.integer_type(64);
    let mut b = Builder::at_end(&mut ctx, body);
    let (f, entry) = build_func(&mut b, "caller", &[i32], &[i64]);
    let x = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let c = call(&mut b, "callee", &[x], &[i64]);
    let r = b.ctx.result(c, 0);
    return_(&mut b, &[r]);
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    assert_eq!(func_name(&ctx, f), Some("caller"));
    assert_eq!(function_type(&ctx, f), Some((&[i32][..], &[i64][..])));
    assert!(!is_declaration(&ctx, f));
    let decl = ctx.first_op(body).unwrap();
    assert!(is_declaration(&ctx, decl));
    let vis = ctx.attr(decl, "sym_visibility").unwrap();
    assert_eq!(ctx.attr_str(vis), Some("private"));
}

/// Builds `@caller(i32)` calling `callee` with `args(x)` and results `results`.
fn call_case(callee: &str, nargs: usize, results: &[&str]) -> (Context, OpId) {
    let mut ctx = context();
    let (module, body) = module_with_callee(&mut ctx);
    let i32 = ctx.integer_type(32);
    let f32 = ctx.float_type(visa_ir::FloatKind::F32);
    let i64 = ctx.integer_type(64);
    let result_types: Vec<_> = results
        .iter()
        .map(|r| match *r {
            "i64" => i64,
            "f32" => f32,
            _ => i32,
        })
        .collect();
    let mut b = Builder::at_end(&mut ctx, body);
    let (_, entry) = build_func(&mut b, "caller", &[i32, f32], &[]);
    let args: Vec<_> = match nargs {
        9 => vec![ctx.block_args(entry)[1]], // one f32 argument
        n => vec![ctx.block_args(entry)[0]; n],
    };
    let mut b = Builder::at_end(&mut ctx, entry);
    call(&mut b, callee, &args, &result_types);
    return_(&mut b, &[]);
    (ctx, module)
}

#[test]
fn call_verifier_errors() {
    let (ctx, m) = call_case("callee", 1, &["i64"]);
    assert_eq!(verify_messages(&ctx, m), Vec::<String>::new());
    let (ctx, m) = call_case("nope", 1, &["i64"]);
    assert_verify_error(
        &ctx,
        m,
        "'func.call' op 'nope' does not reference a valid function",
    );
    let (ctx, m) = call_case("callee", 2, &["i64"]);
    assert_verify_error(
        &ctx,
        m,
        "'func.call' op incorrect number of operands for callee",
    );
    let (ctx, m) = call_case("callee", 9, &["i64"]);
    assert_verify_error(
        &ctx,
        m,
        "'func.call' op operand type mismatch: expected operand type i32, but provided f32 for operand number 0",
    );
    let (ctx, m) = call_case("callee", 1, &[]);
    assert_verify_error(
        &ctx,
        m,
        "'func.call' op incorrect number of results for callee",
    );
    let (ctx, m) = call_case("callee", 1, &["f32"]);
    let diags = visa_ir::verifier::verify(&ctx, m).unwrap_err();
    assert_eq!(diags.len(), 1);
    assert_eq!(
        diags[0].message,
        "'func.call' op result type mismatch at index 0"
    );
    let notes: Vec<_> = diags[0].notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(
        notes,
        ["      op result types: f32", "function result types: i64"]
    );
    // A call to a symbol that is not a function.
    let (mut ctx, m) = call_case("callee", 1, &["i64"]);
    let body = ctx.module_body(m);
    let decl = ctx.first_op(body).unwrap();
    let name = ctx.string_attr("renamed");
    ctx.set_attr_named(decl, "sym_name", name);
    assert_verify_error(
        &ctx,
        m,
        "'func.call' op 'callee' does not reference a valid function",
    );
    // A nested symbol reference is not a flat one.
    let (mut ctx, m) = call_case("callee", 1, &["i64"]);
    let caller = ctx.last_op(ctx.module_body(m)).unwrap();
    let entry = ctx.region_blocks(ctx.region(caller, 0))[0];
    let call_op = ctx.first_op(entry).unwrap();
    let root = ctx.sym("callee");
    let nested = ctx.sym("x");
    let attr = ctx.intern_attr(visa_ir::AttrKind::SymbolRef {
        root,
        nested: vec![nested],
    });
    ctx.set_attr_named(call_op, "callee", attr);
    assert_verify_error(
        &ctx,
        m,
        "'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute",
    );
}

/// A module with `@f(i32) -> (results)` whose body returns `returned` (arguments by
/// index, or an f32 constant for 9).
fn return_case(results: &[&str], returned: &[usize]) -> (Context, OpId) {
    let mut ctx = context();
    let module = ctx.create_module(None);
    let body = ctx.module_body(module);
    let i32 = ctx.integer_type(32);
    let f32 = ctx.float_type(visa_ir::FloatKind::F32);
    let tys: Vec<_> = results
        .iter()
        .map(|r| if *r == "f32" { f32 } else { i32 })
        .collect();
    let mut b = Builder::at_end(&mut ctx, body);
    let (_, entry) = build_func(&mut b, "f", &[i32], &tys);
    let x = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let vals: Vec<_> = returned
        .iter()
        .map(|&i| {
            if i == 9 {
                crate::arith::constant_float(&mut b, 1.0, f32)
            } else {
                x
            }
        })
        .collect();
    return_(&mut b, &vals);
    (ctx, module)
}

#[test]
fn return_verifier_errors() {
    let (ctx, m) = return_case(&["i32"], &[0]);
    assert_eq!(verify_messages(&ctx, m), Vec::<String>::new());
    let (ctx, m) = return_case(&["i32", "i32"], &[0]);
    assert_verify_error(
        &ctx,
        m,
        "'func.return' op has 1 operands, but enclosing function (@f) returns 2",
    );
    let (ctx, m) = return_case(&["i32"], &[9]);
    assert_verify_error(
        &ctx,
        m,
        "type of return operand 0 (f32) doesn't match function result type (i32) in function @f",
    );
    // Outside a function.
    let mut ctx = context();
    let module = ctx.create_module(None);
    let body = ctx.module_body(module);
    let mut b = Builder::at_end(&mut ctx, body);
    return_(&mut b, &[]);
    assert_verify_error(
        &ctx,
        module,
        "'func.return' op expects parent op 'func.func'",
    );
}

#[test]
fn func_verifier_errors() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let f32 = ctx.float_type(visa_ir::FloatKind::F32);
    let new = |ctx: &mut Context| {
        let module = ctx.create_module(None);
        let body = ctx.module_body(module);
        (module, body)
    };
    // A public declaration.
    let (m, body) = new(&mut ctx);
    let mut b = Builder::at_end(&mut ctx, body);
    let d = build_decl(&mut b, "d", &[i32], &[]);
    ctx.remove_attr(d, "sym_visibility");
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op symbol declaration cannot have public visibility",
    );
    // A bad visibility.
    let bad = ctx.string_attr("friends");
    ctx.set_attr_named(d, "sym_visibility", bad);
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"friends\"",
    );
    // Entry block arguments that don't match the signature.
    let (m, body) = new(&mut ctx);
    let mut b = Builder::at_end(&mut ctx, body);
    let (f, entry) = build_func(&mut b, "f", &[i32], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    return_(&mut b, &[]);
    ctx.add_block_arg(entry, i32, None);
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op entry block must have 1 arguments to match function signature",
    );
    let fty = ctx.function_type(vec![f32, i32], vec![]);
    let fty = ctx.type_attr(fty);
    ctx.set_attr_named(f, "function_type", fty);
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')",
    );
    // Argument and result attribute arrays.
    let fty = ctx.function_type(vec![i32, i32], vec![]);
    let fty = ctx.type_attr(fty);
    ctx.set_attr_named(f, "function_type", fty);
    assert!(verify_messages(&ctx, m).is_empty());
    let dict = ctx.intern_attr(visa_ir::AttrKind::Dictionary(vec![]));
    let one = ctx.array_attr(vec![dict]);
    ctx.set_attr_named(f, "arg_attrs", one);
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2",
    );
    let unit = ctx.unit_attr();
    let two = ctx.array_attr(vec![dict, unit]);
    ctx.set_attr_named(f, "arg_attrs", two);
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op expects argument attribute dictionary to be a DictionaryAttr, but got `unit`",
    );
    ctx.remove_attr(f, "arg_attrs");
    ctx.set_attr_named(f, "res_attrs", one);
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0",
    );
    ctx.remove_attr(f, "res_attrs");
    // Missing or mistyped attributes.
    ctx.set_attr_named(f, "function_type", unit);
    assert_verify_error(
        &ctx,
        m,
        "'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type",
    );
    ctx.set_attr_named(f, "function_type", fty);
    ctx.remove_attr(f, "sym_name");
    let msgs = verify_messages(&ctx, m);
    assert!(
        msgs.contains(&"'func.func' op requires attribute 'sym_name'".to_string()),
        "{msgs:?}"
    );
}

#[test]
fn functions_are_isolated_from_above() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let module = ctx.create_module(None);
    let body = ctx.module_body(module);
    let mut b = Builder::at_end(&mut ctx, body);
    let (_, outer_entry) = build_func(&mut b, "outer", &[i32], &[]);
    let x = ctx.block_args(outer_entry)[0];
    let mut b = Builder::at_end(&mut ctx, outer_entry);
    // A nested function using the outer argument.
    let (_, inner_entry) = build_func(&mut b, "inner", &[], &[i32]);
    return_(&mut b, &[]);
    let mut b = Builder::at_end(&mut ctx, inner_entry);
    return_(&mut b, &[x]);
    assert_verify_error(
        &ctx,
        module,
        "'func.return' op using value defined outside the region",
    );
}

#[test]
fn callee_lookup_is_never_stale() {
    // Context A: @caller calls @callee, which exists.
    let (ctx_a, m_a) = call_case("callee", 1, &["i64"]);
    assert_eq!(verify_messages(&ctx_a, m_a), Vec::<String>::new());
    // Context B has the same op ids for different ops, and no @callee: the cached
    // index of A must not answer for B.
    let (ctx_b, m_b) = call_case("nope", 1, &["i64"]);
    assert_verify_error(
        &ctx_b,
        m_b,
        "'func.call' op 'nope' does not reference a valid function",
    );
    assert_eq!(verify_messages(&ctx_a, m_a), Vec::<String>::new());
    // Erasing the callee after a successful lookup: the next verification sees it gone.
    let (mut ctx, m) = call_case("callee", 1, &["i64"]);
    assert_eq!(verify_messages(&ctx, m), Vec::<String>::new());
    let decl = ctx.first_op(ctx.module_body(m)).unwrap();
    ctx.erase_op(decl);
    assert_verify_error(
        &ctx,
        m,
        "'func.call' op 'callee' does not reference a valid function",
    );
    // A new declaration of the name is found again.
    let body = ctx.module_body(m);
    let i32 = ctx.integer_type(32);
    let i64 = ctx.integer_type(64);
    let mut b = Builder::at_end(&mut ctx, body);
    build_decl(&mut b, "callee", &[i32], &[i64]);
    assert_eq!(verify_messages(&ctx, m), Vec::<String>::new());
}

/// mlir-opt-22's print of `func.constant` and `func.call_indirect` (read in the long
/// form `func.constant`, printed with the default dialect elided).
#[test]
fn constant_and_call_indirect_print_as_mlir_opt() {
    let text = "\
module {
  func.func @g(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @f(%arg0: i32) -> i32 {
    %f = constant @g : (i32) -> i32
    %0 = call_indirect %f(%arg0) : (i32) -> i32
    return %0 : i32
  }
}
";
    assert_eq!(crate::testutil::roundtrip(text), text);
    let (ctx, m) = crate::testutil::parse(text).unwrap();
    let generic = crate::testutil::print(&ctx, m, true);
    assert!(
        generic.contains("\"func.constant\"() <{value = @g}> : () -> ((i32) -> i32)"),
        "{generic}"
    );
    assert!(
        generic.contains("\"func.call_indirect\"(%0, %arg0) : ((i32) -> i32, i32) -> i32"),
        "{generic}"
    );
}

#[test]
fn constant_and_call_indirect_verifiers_speak_mlirs_words() {
    // Each message is mlir-opt-22's for the same function.
    for (text, message) in [
        (
            "func.func @f(%a: i32) -> i32 {\n  %f = func.constant @nope : (i32) -> i32\n  return %a : i32\n}\n",
            "'func.constant' op reference to undefined function 'nope'",
        ),
        (
            "func.func @g(%a: i32) -> i32 {\n  return %a : i32\n}\nfunc.func @f(%a: i32) -> i32 {\n  %f = func.constant @g : (i64) -> i32\n  return %a : i32\n}\n",
            "'func.constant' op reference to function with mismatched type",
        ),
        (
            "func.func @f(%a: i32, %f: (i64) -> i32) -> i32 {\n  %r = \"func.call_indirect\"(%f, %a) : ((i64) -> i32, i32) -> i32\n  return %r : i32\n}\n",
            "'func.call_indirect' op failed to verify that callee input types match argument types",
        ),
        (
            "func.func @f(%a: i32, %f: (i32) -> i32) -> i64 {\n  %r = \"func.call_indirect\"(%f, %a) : ((i32) -> i32, i32) -> i64\n  return %r : i64\n}\n",
            "'func.call_indirect' op failed to verify that callee result types match result types",
        ),
    ] {
        let e = crate::testutil::parse(text).err().unwrap_or_else(|| panic!("accepted: {text}"));
        assert!(e.ends_with(message), "got {e}, want {message}");
    }
}
