//! Pipeline text, registry, nesting, verification and instrumentation, driven through
//! the real passes and a few test passes on the `test` dialect.

mod common;

use common::{context, parse};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use visa_ir::pass::{IrPrinting, Pass, PassFilter, PassInstrumentation, PassManager, PassRegistry};
use visa_ir::{Context, Diagnostic, OpId, OperationState};

/// Records `name@sym` of every op it runs on.
struct Record(Arc<Mutex<Vec<String>>>);
impl Pass for Record {
    fn name(&self) -> &'static str {
        "record"
    }
    fn description(&self) -> &'static str {
        "records the ops it runs on"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let sym = visa_ir::symbol::symbol_name(ctx, op).unwrap_or("");
        self.0
            .lock()
            .unwrap()
            .push(format!("{}@{sym}", ctx.op_name_str(op)));
        Ok(())
    }
}

/// Only runs on `test.func`.
struct FuncOnly;
impl Pass for FuncOnly {
    fn name(&self) -> &'static str {
        "func-only"
    }
    fn description(&self) -> &'static str {
        "restricted to test.func"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("test.func")
    }
    fn run(&mut self, _: &mut Context, _: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// Appends a `test.add` without operands to the op's first block: invalid IR.
struct BreakIr;
impl Pass for BreakIr {
    fn name(&self) -> &'static str {
        "break-ir"
    }
    fn display_name(&self) -> &'static str {
        "BreakIR"
    }
    fn description(&self) -> &'static str {
        "leaves invalid IR"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let block = ctx.region_blocks(ctx.region(op, 0))[0];
        let name = ctx.intern_op_name("test.add");
        let loc = ctx.file_loc("test.mlir", 9, 3);
        let mut st = OperationState::new(name, loc);
        let i32 = ctx.integer_type(32);
        st.result_types.push(i32);
        let bad = ctx.create_op(st);
        match ctx.first_op(block) {
            Some(first) => ctx.insert_op_before(first, bad),
            None => ctx.append_op(block, bad),
        }
        Ok(())
    }
}

/// Always fails.
struct Fail;
impl Pass for Fail {
    fn name(&self) -> &'static str {
        "fail"
    }
    fn display_name(&self) -> &'static str {
        "Fail"
    }
    fn description(&self) -> &'static str {
        "fails"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        Err(ctx.op_error(op, "failed on purpose"))
    }
}

fn registry(log: &Arc<Mutex<Vec<String>>>) -> PassRegistry {
    let mut r = PassRegistry::new();
    visa_passes::register(&mut r);
    let log = log.clone();
    r.register_pass(move || Box::new(Record(log.clone())));
    r.register_pass(|| Box::new(FuncOnly));
    r.register_pass(|| Box::new(BreakIr));
    r.register_pass(|| Box::new(Fail));
    r.register_pipeline("cleanup", "canonicalize then cse", "canonicalize,cse")
        .unwrap();
    r.register_pipeline("funcs", "cleanup in every function", "test.func(cleanup)")
        .unwrap();
    r.register_pipeline("loop", "refers to itself", "cse,loop")
        .unwrap();
    r.register_pipeline("broken", "names a missing pass", "cse,nope")
        .unwrap();
    r
}

const CANON: &str = "canonicalize{max-iterations=10 max-num-rewrites=-1 region-simplify=normal \
                     test-convergence=false top-down=true}";

const INPUT: &str = r#"
"test.func"() ({
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"test.func"() ({
  "test.return"() : () -> ()
}) {sym_name = "g"} : () -> ()
"test.module"() ({
  "test.func"() ({
    "test.return"() : () -> ()
  }) {sym_name = "h"} : () -> ()
}) {sym_name = "m"} : () -> ()
"test.isolated"() ({
  "test.func"() ({
    "test.return"() : () -> ()
  }) {sym_name = "deep"} : () -> ()
}) : () -> ()
"test.scope"() ({
  "test.effect"() : () -> ()
}) : () -> ()
"#;

#[test]
fn pipelines_print_back_with_all_options_and_reparse() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let pm = r
        .parse_pipeline("builtin.module(test.func(canonicalize{top-down=0}, cse), symbol-dce)")
        .unwrap();
    let expected = format!(
        "builtin.module(test.func({},cse),symbol-dce)",
        CANON.replace("top-down=true", "top-down=false")
    );
    assert_eq!(pm.pipeline_string(), expected);
    assert_eq!(
        pm.dump(),
        format!("Pass Manager with 3 passes:\n{expected}\n")
    );
    let again = r.parse_pipeline(&expected).unwrap();
    assert_eq!(again.pipeline_string(), expected);
}

#[test]
fn named_pipelines_expand_in_place() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let pm = r
        .parse_pipeline("builtin.module(funcs,symbol-dce)")
        .unwrap();
    assert_eq!(
        pm.pipeline_string(),
        format!("builtin.module(test.func({CANON},cse),symbol-dce)")
    );
}

#[test]
fn pipeline_errors_point_at_the_offending_column() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let err = |t: &str| r.parse_pipeline(t).err().expect("should fail");
    let e = err("builtin.module(cse,foo)");
    assert_eq!(
        (e.column, e.message.as_str()),
        (
            20,
            "'foo' does not refer to a registered pass or pass pipeline"
        )
    );
    assert_eq!(
        e.render("builtin.module(cse,foo)"),
        "MLIR Textual PassPipeline Parser:1:20: error: 'foo' does not refer to a registered \
         pass or pass pipeline\nbuiltin.module(cse,foo)\n                   ^\n"
    );
    let e = err("builtin.module(cse{bogus=1})");
    assert_eq!(
        (e.column, e.message.as_str()),
        (20, "no such option 'bogus' for pass 'cse'")
    );
    let e = err("builtin.module(func-only)");
    assert_eq!(e.column, 16);
    assert_eq!(
        e.message,
        "'func-only' runs on 'test.func' ops and cannot run in a pipeline on \
         'builtin.module'; nest it as 'test.func(func-only)'"
    );
    let e = err("builtin.module(loop)");
    assert_eq!(
        (e.column, e.message.as_str()),
        (
            16,
            "in pass pipeline 'loop': pass pipeline 'loop' refers to itself"
        )
    );
    let e = err("builtin.module(cse,broken)");
    assert_eq!(
        (e.column, e.message.as_str()),
        (
            20,
            "in pass pipeline 'broken': 'nope' does not refer to a registered pass or pass pipeline"
        )
    );
    let e = err("builtin.module(cleanup{x=1})");
    assert_eq!(
        (e.column, e.message.as_str()),
        (24, "pass pipeline 'cleanup' takes no options")
    );
    let e = err("builtin.module(cse canonicalize)");
    assert_eq!((e.column, e.message.as_str()), (20, "expected ',' or ')'"));
    // A named pipeline's syntax is checked when it is registered.
    let mut r2 = PassRegistry::new();
    assert_eq!(
        r2.register_pipeline("p", "", "cse(").unwrap_err(),
        visa_ir::pass::PipelineError::new(5, "expected pass or pass pipeline name")
    );
}

#[test]
fn registry_lists_passes_sorted_with_defaults() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let names: Vec<&str> = r.passes().iter().map(|p| p.name).collect();
    assert_eq!(
        names,
        [
            "break-ir",
            "canonicalize",
            "cse",
            "dce",
            "fail",
            "func-only",
            "record",
            "symbol-dce"
        ]
    );
    let canon = r.pass("canonicalize").unwrap();
    let opts: Vec<(&str, &str)> = canon
        .options
        .iter()
        .map(|o| (o.name, o.value.as_str()))
        .collect();
    assert_eq!(
        opts,
        [
            ("max-iterations", "10"),
            ("max-num-rewrites", "-1"),
            ("region-simplify", "normal"),
            ("test-convergence", "false"),
            ("top-down", "true"),
        ]
    );
    let pipelines: Vec<&str> = r.pipelines().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(pipelines, ["broken", "cleanup", "funcs", "loop"]);
}

#[test]
fn nested_pass_managers_run_one_level_down_in_order() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm = r
        .parse_pipeline(
            "builtin.module(record,test.func(record,func-only),any(record),test.module(test.func(record)))",
        )
        .unwrap();
    pm.run(&mut ctx, m).unwrap();
    // `test.func` matches only the functions directly in the module (not @h in @m, nor
    // @deep inside test.isolated); `any` takes every isolated op one level down
    // (test.scope is not isolated); nesting twice reaches @h.
    assert_eq!(
        *log.lock().unwrap(),
        [
            "builtin.module@",
            "test.func@f",
            "test.func@g",
            "test.func@f",
            "test.func@g",
            "test.module@m",
            "test.isolated@",
            "test.func@h",
        ]
    );
}

#[test]
fn any_skips_ops_an_anchored_pass_cannot_run_on() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm = r
        .parse_pipeline("builtin.module(any(func-only,record))")
        .unwrap();
    pm.run(&mut ctx, m).unwrap();
    assert_eq!(*log.lock().unwrap(), ["test.func@f", "test.func@g"]);
}

#[test]
fn scheduling_errors() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm = r
        .parse_pipeline("builtin.module(test.scope(record))")
        .unwrap();
    let e = pm.run(&mut ctx, m).unwrap_err();
    assert_eq!(
        e[0].message,
        "'test.scope' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"
    );
    let mut pm = r.parse_pipeline("test.func(record)").unwrap();
    let e = pm.run(&mut ctx, m).unwrap_err();
    assert_eq!(
        e[0].message,
        "'builtin.module' op can't run 'test.func' pass manager on 'builtin.module' op"
    );
    assert!(log.lock().unwrap().is_empty());
}

#[test]
fn verify_each_reports_invalid_ir_with_the_pass_named() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm = r
        .parse_pipeline("builtin.module(test.func(break-ir,record))")
        .unwrap();
    let diags = pm.run(&mut ctx, m).unwrap_err();
    assert_eq!(diags.len(), 1);
    assert_eq!(
        diags[0].message,
        "'test.add' op expected 2 operands, but found 0"
    );
    assert_eq!(
        diags[0].notes[0].message,
        "the IR was left invalid by pass 'break-ir' (BreakIR)"
    );
    // The failure stops the pipeline: `record` never ran.
    assert!(log.lock().unwrap().is_empty());

    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm = r
        .parse_pipeline("builtin.module(test.func(break-ir,record))")
        .unwrap();
    pm.enable_verifier(false);
    pm.run(&mut ctx, m).unwrap();
    assert_eq!(*log.lock().unwrap(), ["test.func@f", "test.func@g"]);
}

fn capture(
    before: PassFilter,
    after: PassFilter,
    change_only: bool,
) -> (IrPrinting, Rc<RefCell<Vec<String>>>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    let mut p = IrPrinting::new(move |ctx, dump| {
        sink.borrow_mut().push(dump.header(ctx, true));
    });
    p.before = before;
    p.after = after;
    p.after_change_only = change_only;
    p.after_failure = true;
    (p, seen)
}

#[test]
fn ir_printing_before_after_change_and_failure() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%a) : (i32) -> i32
  "test.return"(%0, %1) : (i32, i32) -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    // cse changes @f the first time and not the second.
    let mut pm = r
        .parse_pipeline("builtin.module(test.func(cse,cse),fail)")
        .unwrap();
    let (printing, seen) = capture(PassFilter::from_list("fail"), PassFilter::All, true);
    pm.enable_ir_printing(printing);
    let err = pm.run(&mut ctx, m).unwrap_err();
    assert_eq!(err[0].message, "'builtin.module' op failed on purpose");
    assert_eq!(
        *seen.borrow(),
        [
            "// -----// IR Dump After CSE (cse) ('test.func' operation: @f) //----- //",
            "// -----// IR Dump Before Fail (fail) ('builtin.module' operation) //----- //",
            "// -----// IR Dump After Fail Failed (fail) ('builtin.module' operation) //----- //",
        ]
    );
    let dump = visa_ir::pass::IrDump {
        when: visa_ir::pass::DumpWhen::After,
        pass_argument: "cse",
        pass_name: "CSE",
        op: m,
    };
    assert_eq!(
        dump.header(&ctx, false),
        "// -----// IR Dump After CSE (cse) //----- //"
    );
    let f = common::find(&ctx, m, "test.func");
    let inner = visa_ir::pass::IrDump { op: f, ..dump };
    assert_eq!(inner.op_to_print(&ctx, true), m);
    assert_eq!(inner.op_to_print(&ctx, false), f);
}

#[test]
fn ir_printing_after_all_prints_unchanged_passes_too() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm = r.parse_pipeline("builtin.module(cse,dce)").unwrap();
    let (printing, seen) = capture(PassFilter::None, PassFilter::from_list("dce"), false);
    pm.enable_ir_printing(printing);
    pm.run(&mut ctx, m).unwrap();
    assert_eq!(
        *seen.borrow(),
        ["// -----// IR Dump After DCE (dce) ('builtin.module' operation) //----- //"]
    );
}

#[derive(Default)]
struct Events(Rc<RefCell<Vec<String>>>);
impl PassInstrumentation for Events {
    fn run_before_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        self.0
            .borrow_mut()
            .push(format!("before {} on {}", pass.name(), ctx.op_name_str(op)));
    }
    fn run_after_pass(&mut self, _: &Context, pass: &dyn Pass, _: OpId) {
        self.0.borrow_mut().push(format!("after {}", pass.name()));
    }
    fn run_after_pass_failed(&mut self, _: &Context, pass: &dyn Pass, _: OpId) {
        self.0.borrow_mut().push(format!("failed {}", pass.name()));
    }
}

#[test]
fn instrumentation_hooks_run_around_each_pass() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm = r
        .parse_pipeline("builtin.module(symbol-dce,fail,cse)")
        .unwrap();
    let events = Events::default();
    let seen = events.0.clone();
    pm.add_instrumentation(Box::new(events));
    assert!(pm.run(&mut ctx, m).is_err());
    assert_eq!(
        *seen.borrow(),
        [
            "before symbol-dce on builtin.module",
            "after symbol-dce",
            "before fail on builtin.module",
            "failed fail",
        ]
    );
}

#[test]
fn timing_is_collected_as_a_tree_following_the_pipeline() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let mut pm: PassManager = r
        .parse_pipeline("builtin.module(test.func(cse,canonicalize),symbol-dce)")
        .unwrap();
    pm.enable_timing();
    pm.run(&mut ctx, m).unwrap();
    let t = pm.take_timing().unwrap();
    let names: Vec<(usize, &str)> = t.entries().into_iter().map(|(d, n, _)| (d, n)).collect();
    assert_eq!(
        names,
        [
            (0, "'test.func' Pipeline"),
            (1, "CSE"),
            (1, "Canonicalizer"),
            (0, "SymbolDCE"),
        ]
    );
    let report = t.report(t.top_level_total());
    let name_column: Vec<&str> = report
        .lines()
        .skip(6)
        .map(|l| &l[l.find('%').unwrap() + 4..])
        .collect();
    assert_eq!(
        name_column,
        [
            "'test.func' Pipeline",
            "  CSE",
            "  Canonicalizer",
            "SymbolDCE",
            "Rest",
            "Total"
        ]
    );
}

#[test]
fn statistics_accumulate_over_runs_and_print_like_mlir() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let r = registry(&log);
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%a) : (i32) -> i32
  "test.return"(%0, %1) : (i32, i32) -> ()
}) {sym_name = "f"} : () -> ()
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%a) : (i32) -> i32
  "test.return"(%0, %1) : (i32, i32) -> ()
}) {sym_name = "g"} : () -> ()
"test.sym"() {sym_name = "dead", sym_visibility = "private"} : () -> ()
"#,
    );
    let mut pm = r
        .parse_pipeline("builtin.module(test.func(cse),symbol-dce)")
        .unwrap();
    pm.run(&mut ctx, m).unwrap();
    // One merge in each of @f and @g; one dead private symbol.
    assert_eq!(
        pm.statistics_report(),
        "\
===-------------------------------------------------------------------------===
                         ... Pass statistics report ...
===-------------------------------------------------------------------------===
'test.func' Pipeline
  CSE
    (S) 2 num-cse - Number of operations CSE'd
    (S) 0 num-dce - Number of operations DCE'd
SymbolDCE
  (S) 1 num-dce - Number of symbols DCE'd
"
    );
}
