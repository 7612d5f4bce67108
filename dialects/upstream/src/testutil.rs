//! Helpers shared by the unit tests: a context with the upstream dialects, a function
//! to build into, folding an op as a driver would, and verifier messages.

use visa_ir::rewrite::PatternRewriter;
use visa_ir::{
    Attribute, BlockId, Builder, Context, DialectRegistry, FoldOutcome, OpId, Traits, Type,
};

/// A context with `func`, `arith` and `scf` registered.
pub fn context() -> Context {
    let mut registry = DialectRegistry::new();
    crate::register(&mut registry);
    Context::new(registry)
}

/// A module holding `func.func @f(inputs) -> results`; returns the module and the
/// function's entry block.
pub fn function(ctx: &mut Context, inputs: &[Type], results: &[Type]) -> (OpId, BlockId) {
    let module = ctx.create_module(None);
    let body = ctx.module_body(module);
    let mut b = Builder::at_end(ctx, body);
    let (_, entry) = crate::func::build_func(&mut b, "f", inputs, results);
    (module, entry)
}

/// The constant operands of `op` as a fold driver passes them.
pub fn operand_constants(ctx: &Context, op: OpId) -> Vec<Option<Attribute>> {
    ctx.operands(op)
        .iter()
        .map(|&v| {
            let def = ctx.defining_op(v)?;
            if ctx.op_has_trait(def, Traits::CONSTANT_LIKE) {
                ctx.attr(def, "value")
            } else {
                None
            }
        })
        .collect()
}

/// Runs `op`'s fold hook with its constant operands.
pub fn fold(ctx: &mut Context, op: OpId) -> FoldOutcome {
    let consts = operand_constants(ctx, op);
    let hook = ctx
        .op_def(op)
        .and_then(|d| d.fold)
        .expect("op has a fold hook");
    hook(ctx, op, &consts)
}

/// Tries each canonicalization pattern of `op` once; returns the name of the first
/// that rewrote it.
pub fn canonicalize_once(ctx: &mut Context, op: OpId) -> Option<&'static str> {
    let patterns = ctx
        .op_def(op)
        .and_then(|d| d.canonicalize)
        .expect("patterns")();
    let mut rewriter = PatternRewriter::new(ctx);
    patterns
        .iter()
        .find(|p| p.match_and_rewrite(&mut rewriter, op))
        .map(|p| p.name())
}

/// The messages of the verifier's errors on `root` (empty when it verifies).
pub fn verify_messages(ctx: &Context, root: OpId) -> Vec<String> {
    match visa_ir::verifier::verify(ctx, root) {
        Ok(()) => Vec::new(),
        Err(diags) => diags.into_iter().map(|d| d.message).collect(),
    }
}

/// Asserts that verifying `root` fails with exactly one error, `message`.
#[track_caller]
pub fn assert_verify_error(ctx: &Context, root: OpId, message: &str) {
    assert_eq!(verify_messages(ctx, root), vec![message.to_string()]);
}

/// Parses `text` into a fresh context and verifies it; returns the context and module,
/// or the first diagnostic's message (`line:col: message` for file locations).
pub fn parse(text: &str) -> Result<(Context, OpId), String> {
    let mut ctx = context();
    let module =
        visa_ir::parser::parse_source(&mut ctx, text, "t.mlir").map_err(|d| located(&ctx, &d))?;
    if let Err(diags) = visa_ir::verifier::verify(&ctx, module) {
        return Err(located(&ctx, &diags[0]));
    }
    Ok((ctx, module))
}

fn located(ctx: &Context, d: &visa_ir::Diagnostic) -> String {
    match visa_ir::diagnostic::file_line_col(ctx, d.loc) {
        Some((_, line, col)) => format!("{line}:{col}: {}", d.message),
        None => d.message.clone(),
    }
}

/// The custom (or, with `generic`, the generic) text of `module`.
pub fn print(ctx: &Context, module: OpId, generic: bool) -> String {
    let opts = visa_ir::printer::PrintOptions {
        generic,
        ..Default::default()
    };
    visa_ir::printer::print_op(ctx, module, &opts)
}

/// Parses and verifies `text`, prints it, and checks that the custom print and the
/// generic print both reparse to the same custom print; returns the custom print.
#[track_caller]
pub fn roundtrip(text: &str) -> String {
    let (ctx, m) = parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let custom = print(&ctx, m, false);
    let generic = print(&ctx, m, true);
    let (ctx2, m2) = parse(&custom).unwrap_or_else(|e| panic!("{e}\n{custom}"));
    assert_eq!(print(&ctx2, m2, false), custom, "custom round trip");
    assert_eq!(
        print(&ctx2, m2, true),
        generic,
        "custom round trip (generic)"
    );
    let (ctx3, m3) = parse(&generic).unwrap_or_else(|e| panic!("{e}\n{generic}"));
    assert_eq!(print(&ctx3, m3, false), custom, "generic round trip");
    custom
}

/// Parses `text`, runs the greedy driver with every registered canonicalization
/// pattern and fold (what `--canonicalize` does), verifies, and prints the result.
#[track_caller]
pub fn canonicalize(text: &str) -> String {
    let (mut ctx, m) = parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let patterns = visa_passes::canonicalize::collect_patterns(&ctx);
    let frozen = visa_ir::rewrite::pattern_set::FrozenPatternSet::new(patterns);
    let config = visa_ir::rewrite::greedy::GreedyRewriteConfig::default();
    let result = visa_ir::rewrite::greedy::apply_patterns_greedily(&mut ctx, m, &frozen, &config);
    assert!(
        result.converged,
        "canonicalization did not converge: {result:?}"
    );
    assert_eq!(verify_messages(&ctx, m), Vec::<String>::new());
    print(&ctx, m, false)
}
