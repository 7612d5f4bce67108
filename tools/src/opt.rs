//! The `visa-opt` driver: parse, verify, run a pass pipeline, print; the `mlir-opt` of
//! visa. [`visa_opt_main`] is the whole tool, so a framework compiler can ship its own
//! `visa-opt` with more dialects and passes:
//!
//! ```no_run
//! let mut registries = visa_tools::opt::Registries::visa();
//! // my_dialect::register(&mut registries.dialects);
//! // my_passes::register(&mut registries.passes);
//! let code = visa_tools::opt::visa_opt_main(std::env::args_os(), registries);
//! std::process::exit(code);
//! ```

use crate::expected::{self, Mismatch, Produced};
use crate::split::{split_input, SPLIT_MARKER};
use clap::{Arg, ArgAction, ArgMatches, Command};
use std::ffi::OsString;
use std::io::Write;
use std::time::Instant;
use visa::ir::diagnostic::{file_line_col, render};
use visa::ir::parser::parse_source;
use visa::ir::pass::{IrPrinting, PassFilter, PassManager, PassRegistry, TimingTree};
use visa::ir::printer::{print_op, print_op_to, PrintOptions};
use visa::ir::verifier::verify;
use visa::ir::{Context, Diagnostic, DialectRegistry, OpId, Severity, SourceMgr};

/// The dialects and passes a `visa-opt` knows.
pub struct Registries {
    /// Dialects.
    pub dialects: DialectRegistry,
    /// Passes and named pipelines.
    pub passes: PassRegistry,
}

impl Registries {
    /// Every dialect and pass of visa.
    pub fn visa() -> Self {
        let mut dialects = DialectRegistry::new();
        dialects.register(visa::ir::builtin::dialect());
        visa::upstream::register(&mut dialects);
        visa::stream::register(&mut dialects);
        visa::engine::register(&mut dialects);
        visa::hw::register(&mut dialects);
        visa::nt::register(&mut dialects);
        let mut passes = PassRegistry::new();
        visa::lowering::register_passes(&mut passes);
        visa::stream::register_passes(&mut passes);
        visa::passes::register(&mut passes);
        visa::nt::register_passes(&mut passes);
        Registries { dialects, passes }
    }
}

/// Options of one run, read from the command line.
struct Options {
    input: String,
    /// Colour diagnostics (`--color`, [`crate::color`]).
    color: bool,
    output: Option<String>,
    split_input_file: bool,
    verify_diagnostics: bool,
    allow_unregistered: bool,
    print: PrintOptions,
    timing: bool,
    /// `--mlir-timing-display=list`: the flat list instead of the tree.
    timing_list: bool,
    /// `--mlir-pass-statistics`.
    statistics: bool,
    verify_each: bool,
    /// `--plan`: lower the nt function to a stream module with visa-plan first.
    plan: bool,
    /// `--explain` (with `--plan`): print the planner's report.
    explain: bool,
    dump_pipeline: bool,
    print_before: PassFilter,
    print_after: PassFilter,
    print_after_change: bool,
    print_after_failure: bool,
    print_module_scope: bool,
}

/// Runs `visa-opt` with `args` (the first is the program name) and returns the exit
/// code: 0 on success, 1 on any error in the input or pipeline, 2 on a usage error.
pub fn visa_opt_main(args: impl IntoIterator<Item = OsString>, registries: Registries) -> i32 {
    crate::logging::init();
    let args: Vec<OsString> = args.into_iter().map(normalize_dash).collect();
    let cmd = command(&registries.passes);
    let matches = match cmd.clone().try_get_matches_from(&args) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    if matches.get_flag("show-dialects") {
        let names: Vec<&str> = registries
            .dialects
            .dialects()
            .iter()
            .map(|d| d.name)
            .collect();
        println!("Available Dialects: {}", names.join(", "));
        return 0;
    }
    if matches.get_flag("list-passes") {
        print!("{}", list_passes(&registries.passes));
        return 0;
    }
    if let Some(name) = matches.get_one::<String>("show-op") {
        return show_op(&registries.dialects, name);
    }
    let opts = read_options(&matches);
    let pipeline = match build_pipeline(&matches, &registries.passes) {
        Ok(p) => p,
        Err(message) => {
            eprint!("{message}");
            return 1;
        }
    };
    let mut pm = pipeline;
    if opts.dump_pipeline {
        eprint!("{}", pm.dump());
    }
    let source = match read_input(&opts.input) {
        Ok(s) => s,
        Err(crate::source::ReadError::Io(e)) => {
            eprintln!("visa-opt: could not open input file '{}': {e}", opts.input);
            return 1;
        }
        Err(crate::source::ReadError::Utf8 { message }) => {
            eprint!("{message}");
            return 1;
        }
    };
    configure_pass_manager(&mut pm, &opts);
    let progress = crate::progress::Progress::start("visa-opt", "parsing");
    pm.add_instrumentation(Box::new(progress.pass_instrumentation()));
    let file_name = if opts.input == "-" {
        "<stdin>".to_string()
    } else {
        opts.input.clone()
    };
    let start = Instant::now();
    let mut timing = TimingTree::new();
    // Without splitting, the one chunk is the source itself: no copy of a large input.
    let chunks: Vec<std::borrow::Cow<'_, str>> = if opts.split_input_file {
        split_input(&source).into_iter().map(Into::into).collect()
    } else {
        vec![std::borrow::Cow::Borrowed(source.as_str())]
    };
    let mut printed = Vec::new();
    let mut failed = false;
    for chunk in &chunks {
        let result = process_chunk(
            chunk,
            &file_name,
            &source,
            &registries,
            &mut pm,
            &opts,
            &mut timing,
        );
        failed |= result.failed;
        printed.push(result.printed);
    }
    drop(chunks);
    drop(source);
    progress.set_stage("printing");
    let output_start = Instant::now();
    let written = if failed && writes_regular_file(&opts) {
        remove_failed_output(&opts)
    } else {
        write_output(&opts, printed)
    };
    drop(progress);
    if let Err(e) = written {
        eprintln!("visa-opt: could not write output: {e}");
        return 1;
    }
    timing.record("Output", output_start.elapsed());
    if opts.timing {
        if opts.timing_list {
            eprint!("{}", timing.report_list(start.elapsed()));
        } else {
            eprint!("{}", timing.report(start.elapsed()));
        }
    }
    if opts.statistics {
        eprint!("{}", pm.statistics_report());
    }
    i32::from(failed)
}

struct ChunkResult {
    /// The transformed module, when the chunk is to be printed.
    printed: Option<(Context, OpId)>,
    failed: bool,
}

/// Parses, verifies, transforms and prints one chunk; renders or checks diagnostics.
fn process_chunk(
    text: &str,
    file_name: &str,
    whole_source: &str,
    registries: &Registries,
    pm: &mut PassManager,
    opts: &Options,
    timing: &mut TimingTree,
) -> ChunkResult {
    let mut ctx = Context::new(registries.dialects.clone());
    ctx.allow_unregistered = opts.allow_unregistered;
    let mut diags: Vec<Diagnostic> = Vec::new();
    let parse_start = Instant::now();
    let parsed = parse_source(&mut ctx, text, file_name);
    timing.record("Parser", parse_start.elapsed());
    let mut ok = None;
    match parsed {
        Err(d) => diags.push(d),
        Ok(module) => {
            let verify_start = Instant::now();
            let verified = verify(&ctx, module);
            timing.record("Verifier", verify_start.elapsed());
            match verified {
                Err(ds) => diags.extend(ds),
                Ok(()) => 'planned: {
                    let module = if opts.plan {
                        match visa::plan::lower(&mut ctx, module) {
                            Ok(lowered) => {
                                if opts.explain {
                                    eprint!("{}", lowered.explain);
                                }
                                lowered.module
                            }
                            Err(ds) => {
                                diags.extend(ds);
                                break 'planned;
                            }
                        }
                    } else {
                        module
                    };
                    let run = pm.run(&mut ctx, module);
                    if let Some(t) = pm.take_timing() {
                        timing.merge(&t);
                    }
                    match run {
                        Err(ds) => diags.extend(ds),
                        Ok(()) => ok = Some(module),
                    }
                }
            }
        }
    }
    diags.extend(ctx.take_diagnostics());
    // The source manager (a copy of the text) is made only when there is something to
    // render or check, so a clean run holds the input text once.
    let mut sources = SourceMgr::new();
    if opts.verify_diagnostics || !diags.is_empty() {
        sources.add(file_name, whole_source);
    }
    if opts.verify_diagnostics {
        let failed = !check_expected(&ctx, &sources, file_name, text, &diags);
        // MLIR prints nothing for a chunk whose expected errors occurred.
        return ChunkResult {
            failed,
            printed: ok.map(|m| (ctx, m)),
        };
    }
    let mut stderr = std::io::stderr().lock();
    for d in &diags {
        let text = render(&ctx, &sources, d);
        let text = if opts.color {
            crate::color::paint(&text)
        } else {
            text
        };
        let _ = stderr.write_all(text.as_bytes());
    }
    let has_error = diags.iter().any(|d| d.severity == Severity::Error);
    ChunkResult {
        failed: has_error || ok.is_none(),
        printed: ok.map(|m| (ctx, m)),
    }
}

/// `--verify-diagnostics`: compares `diags` with the chunk's `expected-*` comments and
/// reports each mismatch as an error; returns whether all matched.
fn check_expected(
    ctx: &Context,
    sources: &SourceMgr,
    file_name: &str,
    text: &str,
    diags: &[Diagnostic],
) -> bool {
    let mut stderr = std::io::stderr().lock();
    let expectations = match expected::parse_expectations(text) {
        Ok(e) => e,
        Err(e) => {
            let _ = writeln!(
                stderr,
                "{file_name}:{}:{}: error: {}",
                e.line, e.col, e.message
            );
            return false;
        }
    };
    let mut produced = Vec::new();
    let mut flat: Vec<&Diagnostic> = Vec::new();
    for d in diags {
        flat.push(d);
        flat.extend(d.notes.iter());
    }
    for d in &flat {
        let line = file_line_col(ctx, d.loc)
            .filter(|(f, _, _)| *f == file_name)
            .map(|(_, l, _)| l);
        produced.push(Produced {
            severity: d.severity,
            line,
            message: d.message.clone(),
        });
    }
    let mismatches = expected::match_diagnostics(&expectations, &produced);
    for m in &mismatches {
        match m {
            Mismatch::Unexpected(k) => {
                let (d, p) = (flat[*k], &produced[*k]);
                let shown = Diagnostic::error(
                    d.loc,
                    format!("unexpected {}: {}", p.severity.as_str(), p.message),
                );
                let _ = stderr.write_all(render(ctx, sources, &shown).as_bytes());
            }
            Mismatch::Missing(e) => {
                let _ = writeln!(
                    stderr,
                    "{file_name}:{}:{}: error: expected {} \"{}\" was not produced",
                    e.comment_line,
                    e.comment_col,
                    e.severity.as_str(),
                    e.text
                );
                if let Some(line) = sources.line(file_name, e.comment_line) {
                    let _ = writeln!(
                        stderr,
                        "{line}\n{}^",
                        " ".repeat(e.comment_col as usize - 1)
                    );
                }
            }
        }
    }
    mismatches.is_empty()
}

fn configure_pass_manager(pm: &mut PassManager, opts: &Options) {
    pm.enable_verifier(opts.verify_each);
    if opts.timing {
        pm.enable_timing();
    }
    let wants_printing = opts.print_before != PassFilter::None
        || opts.print_after != PassFilter::None
        || opts.print_after_change
        || opts.print_after_failure;
    if wants_printing {
        let print = opts.print;
        let module_scope = opts.print_module_scope;
        let mut printing = IrPrinting::new(move |ctx, dump| {
            let op = dump.op_to_print(ctx, module_scope);
            let text = print_op(ctx, op, &print);
            eprint!("{}\n{}\n", dump.header(ctx, module_scope), text);
        });
        printing.before = opts.print_before.clone();
        printing.after = opts.print_after.clone();
        printing.after_change_only = opts.print_after_change;
        printing.after_failure = opts.print_after_failure;
        if opts.print_after_change && printing.after == PassFilter::None {
            printing.after = PassFilter::All;
        }
        pm.enable_ir_printing(printing);
    }
}

/// Builds the pipeline from `--pass-pipeline` or from per-pass flags in command-line
/// order; the error is rendered text.
fn build_pipeline(matches: &ArgMatches, passes: &PassRegistry) -> Result<PassManager, String> {
    if let Some(text) = matches.get_one::<String>("pass-pipeline") {
        let has_flags = pass_flag_ids(passes)
            .iter()
            .any(|id| matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine));
        if has_flags {
            return Err(
                "visa-opt: '--pass-pipeline' cannot be used with individual pass flags\n"
                    .to_string(),
            );
        }
        return passes
            .parse_pipeline(text)
            .map_err(|e| format!("visa-opt: invalid pass pipeline\n{}", e.render(text)));
    }
    // Per-pass flags, in the order given.
    let mut flagged: Vec<(usize, String)> = Vec::new();
    for id in pass_flag_ids(passes) {
        if matches.value_source(&id) != Some(clap::parser::ValueSource::CommandLine) {
            continue;
        }
        let values: Vec<String> = matches
            .get_many::<String>(&id)
            .map(|v| v.cloned().collect())
            .unwrap_or_default();
        let indices: Vec<usize> = matches
            .indices_of(&id)
            .map(|i| i.collect())
            .unwrap_or_default();
        for (k, &index) in indices.iter().enumerate() {
            let options = values.get(k).map(String::as_str).unwrap_or("");
            let element = if options.is_empty() || options == "true" {
                id.clone()
            } else {
                format!("{id}{{{options}}}")
            };
            flagged.push((index, element));
        }
    }
    flagged.sort();
    let mut pm = PassManager::new("builtin.module");
    let text: Vec<String> = flagged.into_iter().map(|(_, e)| e).collect();
    let text = text.join(",");
    if !text.is_empty() {
        passes
            .add_to_pipeline(pm.root_mut(), &text)
            .map_err(|e| format!("visa-opt: invalid pass options\n{}", e.render(&text)))?;
    }
    Ok(pm)
}

/// `--show-op NAME`: the reference entry of op `NAME` (or the page of dialect `NAME`) on
/// standard output, exit 0; an unknown name is an error naming the closest registered
/// op, exit 1.
fn show_op(dialects: &visa::ir::DialectRegistry, name: &str) -> i32 {
    use visa::ir::ods::reference;
    if let Some(def) = dialects.op(name) {
        print!("{}", reference::op_entry(def));
        return 0;
    }
    if let Some(page) = reference::dialect_page(dialects, name) {
        print!("{page}");
        return 0;
    }
    match dialects.closest_op(name, None) {
        Some(c) => {
            eprintln!("visa-opt: error: no op or dialect named '{name}'; did you mean '{c}'?")
        }
        None => eprintln!(
            "visa-opt: error: no op or dialect named '{name}' (--show-dialects lists the dialects)"
        ),
    }
    1
}

/// `--list-passes`: the passes and then the named pipelines, each sorted by name, in
/// mlir-opt's layout (name, a dash at column 58, the summary; options indented
/// below with their defaults).
fn list_passes(passes: &PassRegistry) -> String {
    use std::fmt::Write as _;
    const COLUMN: usize = 58;
    let mut out = String::from("Passes:\n");
    let mut infos = passes.passes();
    infos.sort_by_key(|p| p.name);
    for info in infos {
        let _ = writeln!(
            out,
            "{:<COLUMN$}-   {}",
            format!("  --{}", info.name),
            info.description
        );
        for o in &info.options {
            let head = format!("    --{}=<value>", o.name);
            let _ = writeln!(
                out,
                "{head:<COLUMN$}- {} (default: {})",
                o.description, o.value
            );
        }
    }
    let mut pipelines = passes.pipelines();
    if !pipelines.is_empty() {
        pipelines.sort_by(|a, b| a.name.cmp(&b.name));
        out.push_str("Pass Pipelines:\n");
        for p in pipelines {
            let _ = writeln!(
                out,
                "{:<COLUMN$}-   {}",
                format!("  --{}", p.name),
                p.description
            );
        }
    }
    out
}

fn pass_flag_ids(passes: &PassRegistry) -> Vec<String> {
    let mut ids: Vec<String> = passes.passes().iter().map(|p| p.name.to_string()).collect();
    ids.extend(passes.pipelines().iter().map(|p| p.name.to_string()));
    ids
}

fn read_options(m: &ArgMatches) -> Options {
    let filter = |all: &str, list: &str| {
        if m.get_flag(all) {
            PassFilter::All
        } else if let Some(l) = m.get_one::<String>(list) {
            PassFilter::from_list(l)
        } else {
            PassFilter::None
        }
    };
    Options {
        input: m
            .get_one::<String>("input")
            .cloned()
            .unwrap_or_else(|| "-".into()),
        output: m.get_one::<String>("output").cloned(),
        color: crate::color::enabled(m.get_one::<String>("color").map_or("auto", |s| s.as_str())),
        split_input_file: m.get_flag("split-input-file"),
        verify_diagnostics: m.get_flag("verify-diagnostics"),
        allow_unregistered: m.get_flag("allow-unregistered-dialect"),
        print: PrintOptions {
            generic: m.get_flag("mlir-print-op-generic"),
            debug_info: m.get_flag("mlir-print-debuginfo"),
            pretty_debug_info: m.get_flag("mlir-pretty-debuginfo"),
            print_aliases: m.get_flag("mlir-print-aliases"),
            local_scope: m.get_flag("mlir-print-local-scope"),
            hex_elements_if_larger: m
                .get_one::<i64>("mlir-print-elementsattrs-with-hex-if-larger")
                .copied()
                .unwrap_or(PrintOptions::DEFAULT.hex_elements_if_larger),
            elide_elements_if_larger: m
                .get_one::<u64>("mlir-elide-elementsattrs-if-larger")
                .copied(),
        },
        timing: m.get_flag("mlir-timing"),
        timing_list: m
            .get_one::<String>("mlir-timing-display")
            .map(String::as_str)
            == Some("list"),
        statistics: m.get_flag("mlir-pass-statistics"),
        verify_each: m.get_one::<bool>("verify-each").copied().unwrap_or(true),
        dump_pipeline: m.get_flag("dump-pass-pipeline"),
        plan: m.get_flag("plan"),
        explain: m.get_flag("explain"),
        print_before: filter("mlir-print-ir-before-all", "mlir-print-ir-before"),
        print_after: filter("mlir-print-ir-after-all", "mlir-print-ir-after"),
        print_after_change: m.get_flag("mlir-print-ir-after-change"),
        print_after_failure: m.get_flag("mlir-print-ir-after-failure"),
        print_module_scope: m.get_flag("mlir-print-ir-module-scope"),
    }
}

/// The command line: fixed options plus one flag per registered pass and pipeline.
fn command(passes: &PassRegistry) -> Command {
    let flag = |name: &'static str, help: &'static str| {
        Arg::new(name)
            .long(name)
            .help(help)
            .action(ArgAction::SetTrue)
    };
    let mut cmd = Command::new("visa-opt")
        .version(env!("CARGO_PKG_VERSION"))
        .about("visa modular optimizer driver: parses, verifies, transforms and prints IR")
        .arg(
            Arg::new("input")
                .help("Input file, or - for standard input")
                .default_value("-"),
        )
        .arg(
            Arg::new("output")
                .short('o')
                .help("Output file (default: standard output)"),
        )
        .arg(flag(
            "split-input-file",
            "Split the input at '// -----' and process each chunk independently",
        ))
        .arg(flag(
            "verify-diagnostics",
            "Check diagnostics against expected-* comments in the input",
        ))
        .arg(flag(
            "allow-unregistered-dialect",
            "Accept operations, types and attributes of unregistered dialects",
        ))
        .arg(flag(
            "mlir-print-op-generic",
            "Print every operation in the generic form",
        ))
        .arg(flag("mlir-print-debuginfo", "Print locations"))
        .arg(flag(
            "mlir-pretty-debuginfo",
            "With --mlir-print-debuginfo, print locations in the pretty form",
        ))
        .arg(flag(
            "mlir-print-aliases",
            "Print type and attribute aliases for dialect types and attributes",
        ))
        .arg(flag(
            "mlir-print-local-scope",
            "Print attributes and types inline, with no aliases",
        ))
        .arg(
            Arg::new("mlir-print-elementsattrs-with-hex-if-larger")
                .long("mlir-print-elementsattrs-with-hex-if-larger")
                .value_name("N")
                .allow_negative_numbers(true)
                .value_parser(clap::value_parser!(i64))
                .help("Print dense elements attributes of more than N elements as a hex string (-1: never; default 100)"),
        )
        .arg(
            Arg::new("mlir-elide-elementsattrs-if-larger")
                .long("mlir-elide-elementsattrs-if-larger")
                .value_name("N")
                .value_parser(clap::value_parser!(u64))
                .help("Print dense elements attributes of more than N elements as dense_resource<__elided__>"),
        )
        .arg(flag(
            "mlir-print-ir-before-all",
            "Print IR before every pass",
        ))
        .arg(flag("mlir-print-ir-after-all", "Print IR after every pass"))
        .arg(flag(
            "mlir-print-ir-after-change",
            "Print IR after a pass only when it changed the IR",
        ))
        .arg(flag(
            "mlir-print-ir-after-failure",
            "Print IR after a pass that failed",
        ))
        .arg(flag(
            "mlir-print-ir-module-scope",
            "Print the whole module in IR dumps",
        ))
        .arg(
            Arg::new("mlir-print-ir-before")
                .long("mlir-print-ir-before")
                .value_name("PASSES")
                .help("Print IR before the listed passes"),
        )
        .arg(
            Arg::new("mlir-print-ir-after")
                .long("mlir-print-ir-after")
                .value_name("PASSES")
                .help("Print IR after the listed passes"),
        )
        .arg(flag(
            "mlir-timing",
            "Print a per-pass wall-time report to standard error",
        ))
        .arg(
            Arg::new("mlir-timing-display")
                .long("mlir-timing-display")
                .value_name("DISPLAY")
                .value_parser(["tree", "list"])
                .default_value("tree")
                .help("How --mlir-timing shows the timers: 'tree' (nested like the pipeline) or 'list' (same-named timers added, longest first)"),
        )
        .arg(flag(
            "mlir-pass-statistics",
            "Print the statistics each pass collected to standard error",
        ))
        .arg(flag(
            "mlir-disable-threading",
            "Accepted for mlir-opt compatibility; visa-opt is single-threaded",
        ))
        .arg(flag(
            "show-dialects",
            "List the registered dialects and exit",
        ))
        .arg(crate::color::arg())
        .arg(
            Arg::new("show-op")
                .long("show-op")
                .value_name("NAME")
                .help("Print the reference entry of an op (syntax, operands, results, attributes, traits) or, given a dialect name, its whole page, and exit"),
        )
        .arg(flag(
            "list-passes",
            "List the registered passes and pass pipelines with their options, and exit",
        ))
        .arg(flag(
            "plan",
            "Plan the nt (tensor-level) function and write the planned stream module (visa-plan, issue 22)",
        ))
        .arg(flag(
            "explain",
            "With --plan: print to standard error, per op, the chosen plan, the estimated cycles of the best alternatives and why others were refused",
        ))
        .arg(flag(
            "dump-pass-pipeline",
            "Print the pass pipeline before running it",
        ))
        .arg(
            Arg::new("verify-each")
                .long("verify-each")
                .help("Verify the IR after each pass (default true)")
                .value_parser(clap::builder::BoolishValueParser::new())
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("true"),
        )
        .arg(
            Arg::new("pass-pipeline")
                .long("pass-pipeline")
                .value_name("PIPELINE")
                .help(
                    "A textual pass pipeline, e.g. 'builtin.module(func.func(canonicalize,cse))'",
                ),
        )
        .next_help_heading("Passes");
    for info in passes.passes() {
        let mut help = info.description.to_string();
        for o in &info.options {
            help.push_str(&format!("\n    {}={}  {}", o.name, o.value, o.description));
        }
        cmd = cmd.arg(
            Arg::new(info.name)
                .long(info.name)
                .help(help)
                .value_name("OPTIONS")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(ArgAction::Append),
        );
    }
    cmd = cmd.next_help_heading("Pass pipelines");
    for info in passes.pipelines() {
        cmd = cmd.arg(
            Arg::new(info.name.clone())
                .long(info.name.clone())
                .help(info.description.clone())
                .num_args(0)
                .default_missing_value("")
                .action(ArgAction::Append),
        );
    }
    cmd
}

/// LLVM-style tools accept `-flag` for `--flag`; clap only the latter.
fn normalize_dash(arg: OsString) -> OsString {
    match arg.to_str() {
        Some(s)
            if s.len() > 2
                && s.starts_with('-')
                && !s.starts_with("--")
                && !s.starts_with("-o") =>
        {
            OsString::from(format!("-{s}"))
        }
        _ => arg,
    }
}

/// Prints the chunks' modules to `-o` (or standard output). One chunk is printed
/// straight into the output, line by line, never held twice as text; split chunks
/// are joined with the split marker, each module followed by an empty line, as
/// `mlir-opt` does. A file is written under a
/// temporary name and renamed when complete, so a failed write leaves no partial file; a
/// path that is not a regular file (`/dev/null`, a pipe) is written in place.
fn write_output(opts: &Options, printed: Vec<Option<(Context, OpId)>>) -> std::io::Result<()> {
    let write = |w: &mut dyn Write| -> std::io::Result<()> {
        // mlir-opt follows each printed module with an empty line (`op->print(os); os <<
        // '\n'`), split or not.
        if let [Some((ctx, module))] = printed.as_slice() {
            print_op_to(ctx, *module, &opts.print, w)?;
            return writeln!(w);
        }
        let mut first = true;
        for p in &printed {
            if !first {
                writeln!(w, "{SPLIT_MARKER}")?;
            }
            first = false;
            if let Some((ctx, module)) = p {
                w.write_all(print_op(ctx, *module, &opts.print).as_bytes())?;
                writeln!(w)?;
            }
        }
        Ok(())
    };
    match &opts.output {
        // A path that exists and is not a regular file (`/dev/null`, a pipe, a terminal)
        // is written in place: renaming a temporary file over it would replace the
        // device with a regular file.
        Some(path)
            if path != "-" && std::fs::metadata(path).is_ok_and(|m| !m.file_type().is_file()) =>
        {
            let mut w =
                std::io::BufWriter::new(std::fs::OpenOptions::new().write(true).open(path)?);
            write(&mut w)?;
            w.flush()
        }
        Some(path) if path != "-" => {
            let tmp = format!("{path}.visa-opt-tmp");
            let result = std::fs::File::create(&tmp).and_then(|f| {
                let mut w = std::io::BufWriter::new(f);
                write(&mut w)?;
                w.flush()
            });
            match result {
                Ok(()) => std::fs::rename(&tmp, path),
                Err(e) => {
                    let _ = std::fs::remove_file(&tmp);
                    Err(e)
                }
            }
        }
        _ => {
            let stdout = std::io::stdout();
            let mut w = std::io::BufWriter::new(stdout.lock());
            write(&mut w)?;
            w.flush()
        }
    }
}

/// Whether `-o` names a regular file (or a path yet to be created), not standard
/// output or a device.
fn writes_regular_file(opts: &Options) -> bool {
    opts.output.as_deref().is_some_and(|path| {
        path != "-" && std::fs::metadata(path).map_or(true, |m| m.file_type().is_file())
    })
}

/// A failed run leaves no output file, as `mlir-opt` (whose `ToolOutputFile` is not
/// kept) does: a file already at the `-o` path is removed too, so no stale output
/// passes for this run's.
fn remove_failed_output(opts: &Options) -> std::io::Result<()> {
    match opts.output.as_deref() {
        Some(path) => match std::fs::remove_file(path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        },
        None => Ok(()),
    }
}

fn read_input(path: &str) -> Result<String, crate::source::ReadError> {
    let name = if path == "-" { "<stdin>" } else { path };
    crate::source::read_source(path, name)
}
