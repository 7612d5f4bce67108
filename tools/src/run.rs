//! `visa-run`: lowers a program to the `hw` dialect if needed, runs it on the
//! simulator, checks it against the stream-level interpreter, and says what it did.
//!
//! ```text
//! visa-run FILE [--entry NAME] [--input I=FILE.npy]... [--seed N] [--output-dir DIR]
//!          [--json | --quiet] [--trace FILE.json] [--check | --no-check] [--check-against REF.mlir]
//!          [--weights FILE.safetensors]... [--param NAME=FILE.npy]... [--explain]
//!          [--bind-dim NAME=SIZE]...
//! ```
//!
//! - A module at the nt level (a `func.func` whose arguments are `!nt.tensor`s, or an
//!   `.onnx` model) is planned by visa-plan ([`nt`]): planned, its stream program runs as
//!   below, checked by the stream interpreter and compared with the nt reference
//!   interpreter within a stated bound ([`compare`]); not planned, it runs on the nt
//!   interpreter alone, with a note saying why. Inputs as below, `nt.parameter`s bound by
//!   name from `--weights` and `--param`; `--explain` prints the planner's report.
//!   `--weights`/`--param`/`--explain` on a file at another level is a usage error.
//! - A stream-level file (`stream.host_func`) goes through `lower-to-hw`, an engine-level
//!   one (`engine.program`) through `convert-engine-to-hw`; a `hw.program` runs as is.
//!   `--entry` names the host function (or program) when there are several.
//! - Inputs bind to the host function's arguments by position `I` ([`host`] lists the
//!   `.npy` types per element type: `bf16`, `f16` and the f8 types as raw bits or as
//!   `<f4` rounded to nearest even). An argument without `--input` gets seeded random
//!   values (SplitMix64 seeded with `seed + I`; default seed 42, the manual's
//!   `seed_from_u64(42)`): integers over their whole range, floats in `[-1, 1)`; a note
//!   on stderr names each such argument.
//! - Each result `I` is written to `DIR/result_I.npy` (default DIR
//!   [`default_output_dir`], under the temporary directory): little-endian, shape = the
//!   logical axes in the order of the host mapping, padding removed. Results and trace
//!   are written all or nothing ([`stage`]), only when the run succeeded.
//! - Output ([`story`]): the file and its level, each argument's shape, dtype and
//!   source, the first elements of each result, the cycle table under its legend
//!   ([`TABLE_LEGEND`], also in `--help`), where the trace went and how to open it, the
//!   files written and the check. With `--json` one object
//!   `{"arguments": [...], "cycles": N, "results": [paths], "outputs": [{"file", "shape",
//!   "dtype"}, ...], "engines": {"main": N, ...}, "check": ..., "trace": ...}` (busy
//!   cycles per resource, `chipC.` prefixed beyond chip 0). With `--quiet` nothing is
//!   printed on success (the files are still written); diagnostics and a failed check
//!   still go to standard error, and the exit status is the same.
//! - The check ([`crate::check`]) runs the stream-level reference interpreter on the
//!   same inputs and compares its results with the simulator's byte for byte. It runs
//!   by default where it can (decisions.md C11A-5; `check: skipped (reason)` otherwise);
//!   `--no-check` turns it off; `--check` makes a check that cannot run an error;
//!   `--check-against REF` (implies `--check`) takes the stream-level reference from
//!   REF, so an engine- or hw-level FILE can be checked too.
//! - Exit status: 0 on success; 2 for bad command-line input (a `.npy` of the wrong
//!   shape or dtype, an unreadable file, an unwritable output or trace, an argument
//!   position out of range or given twice, an unknown entry, `--check` on a file not at
//!   stream level, a `--check-against` reference that does not fit the program); 1 when
//!   the program does not parse (including text that is not UTF-8), verify, lower or
//!   simulate (located at the op of the failing command), leaves a result unwritten,
//!   binds host tensors visa-run does not handle (more than [`MAX_HOST_ELEMENTS`]
//!   elements in one, more than [`MAX_HOST_BYTES`] bytes in all, or elements narrower
//!   than a byte), or the check finds a difference (named on stderr after the usual
//!   output).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::Write as _;

use crate::check::{Reference, Verdict};
use clap::{Arg, ArgAction, Command};
use visa::hw::{HostTensor, HwProgram};

pub mod compare;
pub mod host;
pub mod npy;
pub mod nt;
pub mod stage;

pub use host::{elem_bytes, npy_descr, npy_file, random_bytes, read_npy};
use stage::Stage;
use visa::driver::simulate::try_simulate;
use visa::driver::Tensor;
use visa::ir::diagnostic::render;
use visa::ir::parser::parse_source;
use visa::ir::verifier::verify;
use visa::ir::{Context, Diagnostic, SourceMgr};
use visa::sim::DType;

pub use visa::driver::{diagnostics, program_error, usage, Error as RunError};

/// Parsed command line.
#[derive(Debug, Clone)]
pub struct RunOptions {
    /// The input file.
    pub file: String,
    /// `--entry`.
    pub entry: Option<String>,
    /// `--input I=FILE.npy`, in order.
    pub inputs: Vec<(usize, String)>,
    /// `--seed`.
    pub seed: u64,
    /// `--output-dir`.
    pub output_dir: String,
    /// `--json`.
    pub json: bool,
    /// `--quiet`: print nothing on success.
    pub quiet: bool,
    /// `--trace`.
    pub trace: Option<String>,
    /// `--check` (also set by `--check-against`): check, and fail when the check
    /// cannot run. Without it the check still runs by default where it can.
    pub check: bool,
    /// `--no-check`: do not run the interpreter.
    pub no_check: bool,
    /// `--check-against`: the stream-level reference, when not the file itself.
    pub check_against: Option<String>,
    /// Colour diagnostics (`--color`, [`crate::color`]).
    pub color: bool,
    /// `--weights FILE.safetensors`, in order (nt modules only).
    pub weights: Vec<String>,
    /// `--param NAME=FILE.npy`, in order (nt modules only).
    pub params: Vec<(String, String)>,
    /// `--bind-dim NAME=SIZE`: sizes of an ONNX model's symbolic dims (`.onnx` input only).
    pub bind_dims: Vec<(String, u64)>,
    /// `--explain`: print the planner's report (nt modules only).
    pub explain: bool,
}

fn command() -> Command {
    Command::new("visa-run")
        .version(env!("CARGO_PKG_VERSION"))
        .about("Lower a visa program to hw if needed and run it on the TCP simulator")
        .long_about(
            "Lower a visa program to hw if needed and run it on the TCP simulator; by default \
             also run the stream-level interpreter on the same inputs and compare the results \
             byte for byte (--no-check to skip).",
        )
        .after_help(TABLE_LEGEND)
        .arg(
            Arg::new("file")
                .required(true)
                .help("Input .mlir file (nt, stream, engine or hw level) or .onnx model"),
        )
        .arg(
            Arg::new("entry")
                .long("entry")
                .value_name("NAME")
                .help("Host function (or hw/engine program) to run"),
        )
        .arg(
            Arg::new("input")
                .long("input")
                .value_name("I=FILE.npy")
                .action(ArgAction::Append)
                .help("Bind argument position I to a .npy file (others get seeded random values)"),
        )
        .arg(
            Arg::new("seed")
                .long("seed")
                .value_name("N")
                .value_parser(clap::value_parser!(u64))
                .default_value("42")
                .help("Seed of the random inputs"),
        )
        .arg(
            Arg::new("output-dir")
                .long("output-dir")
                .value_name("DIR")
                .help("Where result_I.npy files are written [default: visa-run/<file stem> in the temporary directory]"),
        )
        .arg(
            Arg::new("json")
                .long("json")
                .action(ArgAction::SetTrue)
                .help("Print one JSON object")
                .conflicts_with("quiet"),
        )
        .arg(
            Arg::new("quiet")
                .long("quiet")
                .short('q')
                .action(ArgAction::SetTrue)
                .help("Print nothing on success; errors and a failed check still go to standard error"),
        )
        .arg(crate::color::arg())
        .arg(
            Arg::new("trace")
                .long("trace")
                .value_name("FILE.json")
                .help("Write a Chrome/Perfetto trace"),
        )
        .arg(
            Arg::new("check")
                .long("check")
                .action(ArgAction::SetTrue)
                .help("Run the stream-level interpreter on the same inputs and exit 1 unless the results agree; unlike the default check, an error when the check cannot run"),
        )
        .arg(
            Arg::new("no-check")
                .long("no-check")
                .action(ArgAction::SetTrue)
                .conflicts_with_all(["check", "check-against"])
                .help("Do not run the interpreter (by default it checks the simulation where it can)"),
        )
        .arg(
            Arg::new("check-against")
                .long("check-against")
                .value_name("REF.mlir")
                .help("Like --check, with the stream-level reference program read from REF.mlir"),
        )
        .arg(
            Arg::new("weights")
                .long("weights")
                .value_name("FILE.safetensors")
                .action(ArgAction::Append)
                .help("Bind an nt module's nt.parameter ops by name from a safetensors file (repeatable)"),
        )
        .arg(
            Arg::new("param")
                .long("param")
                .value_name("NAME=FILE.npy")
                .action(ArgAction::Append)
                .help("Bind the nt.parameter NAME to a .npy file (before --weights)"),
        )
        .arg(
            Arg::new("explain")
                .long("explain")
                .action(ArgAction::SetTrue)
                .help("On an nt module: print the planner's report (visa-plan: the chosen plan, the best alternatives' estimated cycles, the refusals)"),
        )
        .arg(
            Arg::new("bind-dim")
                .long("bind-dim")
                .value_name("NAME=SIZE")
                .action(ArgAction::Append)
                .help("Give an ONNX model's symbolic dim NAME the size SIZE (.onnx input)"),
        )
}

/// Why the command line gives no run.
#[derive(Debug)]
pub enum ArgsError {
    /// Help, version (exit status 0, standard output) or a malformed command line
    /// (2, standard error), as the argument parser renders them.
    Clap {
        /// The exit status.
        code: i32,
        /// The rendered text.
        text: String,
    },
    /// An argument that parses but is wrong (`--input` naming no position, ...).
    Run(RunError),
}

impl From<RunError> for ArgsError {
    fn from(e: RunError) -> Self {
        ArgsError::Run(e)
    }
}

/// Reads the command line.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<RunOptions, ArgsError> {
    let m = command()
        .try_get_matches_from(args)
        .map_err(|e| ArgsError::Clap {
            code: if e.use_stderr() { 2 } else { 0 },
            text: e.render().to_string(),
        })?;
    let mut inputs = Vec::new();
    for v in m.get_many::<String>("input").into_iter().flatten() {
        let (i, path) = v
            .split_once('=')
            .ok_or_else(|| usage(format!("--input '{v}' must be I=FILE.npy")))?;
        let i: usize = i
            .trim()
            .parse()
            .map_err(|_| usage(format!("--input '{v}': '{i}' is not an argument position")))?;
        if inputs.iter().any(|(j, _)| *j == i) {
            return Err(usage(format!("--input gives argument {i} twice")).into());
        }
        inputs.push((i, path.to_string()));
    }
    let mut params: Vec<(String, String)> = Vec::new();
    for v in m.get_many::<String>("param").into_iter().flatten() {
        let (name, path) = v
            .split_once('=')
            .ok_or_else(|| usage(format!("--param '{v}' must be NAME=FILE.npy")))?;
        if params.iter().any(|(n, _)| n == name) {
            return Err(usage(format!("--param gives parameter '{name}' twice")).into());
        }
        params.push((name.to_string(), path.to_string()));
    }
    let mut bind_dims: Vec<(String, u64)> = Vec::new();
    for v in m.get_many::<String>("bind-dim").into_iter().flatten() {
        match v.split_once('=').map(|(n, s)| (n, s.trim().parse::<u64>())) {
            Some((n, Ok(size))) if size >= 1 && !n.is_empty() => {
                if bind_dims.iter().any(|(m, _)| m == n) {
                    return Err(usage(format!("--bind-dim gives dim '{n}' twice")).into());
                }
                bind_dims.push((n.to_string(), size));
            }
            _ => {
                return Err(usage(format!("--bind-dim '{v}' must be NAME=SIZE (SIZE >= 1)")).into())
            }
        }
    }
    let file = m.get_one::<String>("file").cloned().unwrap_or_default();
    Ok(RunOptions {
        bind_dims,
        explain: m.get_flag("explain"),
        weights: m
            .get_many::<String>("weights")
            .into_iter()
            .flatten()
            .cloned()
            .collect(),
        params,
        output_dir: m
            .get_one::<String>("output-dir")
            .cloned()
            .unwrap_or_else(|| default_output_dir(&file)),
        file,
        entry: m.get_one::<String>("entry").cloned(),
        inputs,
        seed: m.get_one::<u64>("seed").copied().unwrap_or(42),
        json: m.get_flag("json"),
        quiet: m.get_flag("quiet"),
        trace: m.get_one::<String>("trace").cloned(),
        check: m.get_flag("check") || m.contains_id("check-against"),
        check_against: m.get_one::<String>("check-against").cloned(),
        no_check: m.get_flag("no-check"),
        color: crate::color::enabled(m.get_one::<String>("color").map_or("auto", |s| s.as_str())),
    })
}

pub use visa::driver::{dialects, level, Level};

/// Parses, verifies and lowers `text` to hw, then translates the chosen program.
pub fn compile(
    ctx: &mut Context,
    sources: &SourceMgr,
    text: &str,
    file: &str,
    entry: Option<&str>,
) -> Result<HwProgram, RunError> {
    compile_at(ctx, sources, text, file, entry).map(|(p, _)| p)
}

/// [`compile`], also saying which level the file was at.
pub fn compile_at(
    ctx: &mut Context,
    sources: &SourceMgr,
    text: &str,
    file: &str,
    entry: Option<&str>,
) -> Result<(HwProgram, Level), RunError> {
    let render_all = |ctx: &Context, ds: &[Diagnostic]| -> String {
        ds.iter()
            .map(|d| render(ctx, sources, d))
            .collect::<String>()
    };
    let module = parse_source(ctx, text, file).map_err(|d| diagnostics(render_all(ctx, &[d])))?;
    verify(ctx, module).map_err(|ds| diagnostics(render_all(ctx, &ds)))?;
    use visa::driver::lower::{lower_to_hw, LowerError};
    // The level the file was at (before lowering), for the story visa-run prints.
    let lvl = level(ctx, module);
    let p = lower_to_hw(ctx, module, entry).map_err(|e| match e {
        LowerError::NoEntry => program_error(format!(
            "{file} has no stream.host_func, engine.program or hw.program to run"
        )),
        // An unknown entry is a command-line error.
        LowerError::UnknownEntry { entry, found } => usage(format!(
            "no entry named '{entry}' in {file} (found: {})",
            found.join(", ")
        )),
        LowerError::AmbiguousEntry { found } => usage(format!(
            "{file} has several entries ({}); choose one with --entry",
            found.join(", ")
        )),
        LowerError::Diagnostics(ds) => diagnostics(render_all(ctx, &ds)),
        LowerError::NoHwProgram => program_error("the lowering produced no hw.program"),
    })?;
    for (t, what) in p
        .inputs
        .iter()
        .map(|t| (t, "argument"))
        .chain(p.outputs.iter().map(|t| (t, "result")))
    {
        if t.dtype.bits() < 8 {
            let d = Diagnostic::error(
                t.loc,
                format!(
                    "{what} {} has element type {:?}; visa-run binds host tensors of whole-byte elements only",
                    t.index, t.dtype
                ),
            );
            return Err(diagnostics(render_all(ctx, &[d])));
        }
        if t.elements() > MAX_HOST_ELEMENTS {
            let d = Diagnostic::error(
                t.loc,
                format!(
                    "{what} {} has {} elements; visa-run binds at most {MAX_HOST_ELEMENTS} elements per host tensor",
                    t.index,
                    t.elements()
                ),
            );
            return Err(diagnostics(render_all(ctx, &[d])));
        }
    }
    Ok((p, lvl.unwrap_or(Level::Hw)))
}

/// The most elements visa-run generates, reads or writes for one host tensor (2^28, the
/// simulator's limit on the accesses of one sequencer), so that its buffers stay small.
pub const MAX_HOST_ELEMENTS: u64 = 1 << 28;

/// The most bytes visa-run binds for all host tensors of a run together (1 GiB):
/// arguments and results are held in memory (and once more by `--check`), so their
/// total, not only each one's size, must stay bounded (decisions.md C11A-2).
pub const MAX_HOST_BYTES: u64 = 1 << 30;

/// The most elements a host tensor may have for the default check to run it through
/// the interpreter (2^20: the interpreter keeps every element as a tagged scalar and
/// took minutes and gigabytes at its own limit of 2^24 in a debug build); larger
/// programs skip the default check with a note, and `--check` still tries.
pub const DEFAULT_CHECK_ELEMENTS: u64 = 1 << 20;

/// The legend of the cycle table, printed above it and in `--help`.
pub const TABLE_LEGEND: &str = "\
cycle table: `busy` is the cycles an engine spent running commands and `util` is busy / total
  cycles, per chip and engine (pdma: PCIe DMA between host and HBM; tdma: tensor DMA between
  HBM and DM; main/sub: the Tensor Unit's two contexts). Then one line per command in program
  order: `#N engine [start, end) length`, the cycle interval it occupied its engine, and what it
  did: a DMA's source -> destination and bytes, or a Tensor Unit pass as the stages its data
  went through (`fetch>vector>commit`: fetched from DM, through the Vector Engine, committed).
";

/// Where an argument's values came from.
#[derive(Debug, Clone, PartialEq)]
pub enum ArgSource {
    /// `--input I=PATH`.
    File {
        /// The file.
        path: String,
        /// Its `.npy` type string.
        descr: String,
        /// Values changed by rounding to the argument's type.
        rounded: u64,
        /// The first changed value: position, file value, rounded value.
        first_rounded: Option<(u64, f32, f64)>,
    },
    /// Seeded random values (`seed` is `--seed` + the position).
    Random {
        /// The seed of this argument's generator.
        seed: u64,
    },
}

/// What a host tensor is: shape and element type.
#[derive(Debug, Clone, PartialEq)]
pub struct Binding {
    /// Argument or result position.
    pub index: usize,
    /// Logical shape, in the host mapping's axis order (the `.npy` shape).
    pub shape: Vec<u64>,
    /// Element type.
    pub dtype: DType,
}

impl std::fmt::Display for Binding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} {}", self.shape, self.dtype.keyword())
    }
}

/// The result of [`run`].
#[derive(Debug, Clone)]
pub struct RunOutcome {
    /// Makespan in cycles.
    pub cycles: u64,
    /// Written result files, by position.
    pub results: Vec<String>,
    /// Busy cycles per resource name.
    pub engines: BTreeMap<String, u64>,
    /// The simulator's text summary.
    pub summary: String,
    /// The simulated result bytes, by position.
    pub result_bytes: Vec<Vec<u8>>,
    /// The outcome of the check (`--check`, or the default check).
    pub check: Option<Verdict>,
    /// Why the default check did not run, when it did not.
    pub check_skipped: Option<String>,
    /// The arguments and where their values came from.
    pub arguments: Vec<(Binding, ArgSource)>,
    /// The results' shapes and types.
    pub outputs: Vec<Binding>,
    /// The trace file written, if any.
    pub trace: Option<String>,
    /// The level the file was at.
    pub level: Level,
    /// The simulator's warnings and performance remarks, rendered
    /// (`visa-run: remark: LOC: ...`), in command order.
    pub warnings: Vec<String>,
}

fn binding(t: &HostTensor) -> Binding {
    Binding {
        index: t.index,
        shape: t.shape.clone(),
        dtype: t.dtype,
    }
}

/// The default output directory: `visa-run/<file stem>` under the system's temporary
/// directory, outside any repository (decisions.md C11A-1).
pub fn default_output_dir(file: &str) -> String {
    let stem = std::path::Path::new(file)
        .file_stem()
        .map_or_else(|| "out".into(), |s| s.to_string_lossy().into_owned());
    std::env::temp_dir()
        .join("visa-run")
        .join(stem)
        .to_string_lossy()
        .into_owned()
}

/// Runs `opts` end to end. Nothing is written unless the whole run succeeds (the
/// check may still find a difference: the results are then written for inspection).
pub fn run(opts: &RunOptions) -> Result<RunOutcome, RunError> {
    let text = read_file(&opts.file)?;
    let mut sources = SourceMgr::new();
    sources.add(&opts.file, &text);
    if !opts.weights.is_empty() || !opts.params.is_empty() {
        return Err(usage(format!(
            "--weights and --param bind nt.parameter ops; {} is not an nt-level module",
            opts.file
        )));
    }
    if opts.explain {
        return Err(usage(format!(
            "--explain prints the planner's report on an nt-level module; {} is not one",
            opts.file
        )));
    }
    run_program(
        opts,
        &Program {
            name: &opts.file,
            text: &text,
            sources: &sources,
            entry: opts.entry.as_deref(),
            given: None,
        },
    )
}

/// Reads a source file as visa-run does: unreadable is a command-line error, text that
/// is not UTF-8 a located one.
fn read_file(path: &str) -> Result<String, RunError> {
    crate::source::read_source(path, path).map_err(|e| match e {
        crate::source::ReadError::Io(e) => usage(format!("cannot read '{path}': {e}")),
        crate::source::ReadError::Utf8 { message } => diagnostics(message),
    })
}

/// A stream-, engine- or hw-level program for [`run_program`]: the run file itself, or
/// the stream program visa-plan made from an nt module ([`nt`]).
pub struct Program<'a> {
    /// Its name in diagnostics (a file, or `FILE (planned)`).
    pub name: &'a str,
    /// Its text.
    pub text: &'a str,
    /// The sources diagnostics point into (holding `text` under `name`).
    pub sources: &'a SourceMgr,
    /// The host function (or program) to run.
    pub entry: Option<&'a str>,
    /// The arguments' values when the caller bound them already (the nt path binds
    /// them once for the planned program and the nt interpreter): each argument's
    /// binding, source and row-major little-endian element bytes, by position. `None`:
    /// bound here from `--input` and `--seed`.
    pub given: Option<&'a [(Binding, ArgSource, Vec<u8>)]>,
}

/// Runs `program` end to end as [`run`] does the run file: lower, simulate, check
/// against the stream interpreter, write the results all or nothing.
pub fn run_program(opts: &RunOptions, program: &Program<'_>) -> Result<RunOutcome, RunError> {
    let Program {
        name: file,
        text,
        sources,
        entry,
        given,
    } = *program;
    let read = read_file;
    let progress = crate::progress::Progress::start("visa-run", "lowering");
    // The reference is loaded first: --check on a file not at stream level is a
    // command-line error, reported before any lowering. The default check skips such
    // a file with a note.
    let mut check_skipped = None;
    let reference = match (&opts.check_against, opts.check, opts.no_check) {
        (_, _, true) => None,
        (Some(path), _, _) => {
            let t = read(path)?;
            Some(Reference::load(dialects(), path, &t, entry, true)?)
        }
        (None, explicit, false) => match Reference::load(dialects(), file, text, entry, false) {
            Ok(r) => Some(r),
            Err(e) if !explicit && e.code() == 2 => {
                check_skipped = Some(format!(
                        "{file} is not at stream level; give its stream-level source with --check-against FILE"
                    ));
                None
            }
            Err(e) => return Err(e),
        },
    };
    let mut ctx = Context::new(dialects());
    let (p, lvl) = compile_at(&mut ctx, sources, text, file, entry)?;
    match given {
        None => {
            for (i, _) in &opts.inputs {
                if *i >= p.inputs.len() {
                    return Err(usage(format!(
                        "--input {i}: the program takes {} argument(s) (positions 0..{})",
                        p.inputs.len(),
                        p.inputs.len()
                    )));
                }
            }
        }
        // The caller bound the arguments of its own signature: the program must take
        // the same tensors (a planner that changed them is a bug, not bad input).
        Some(g) => {
            let want: Vec<Binding> = g.iter().map(|(b, _, _)| b.clone()).collect();
            let have: Vec<Binding> = p.inputs.iter().map(binding).collect();
            if want != have {
                let list = |bs: &[Binding]| {
                    bs.iter()
                        .map(|b| b.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(program_error(format!(
                    "{file}: the program takes ({}), but its arguments were bound as ({})",
                    list(&have),
                    list(&want)
                )));
            }
        }
    }
    // A bound on what the run holds in memory, before anything is generated.
    let mut total = 0u64;
    for (t, what) in p
        .inputs
        .iter()
        .map(|t| (t, "argument"))
        .chain(p.outputs.iter().map(|t| (t, "result")))
    {
        total = total.saturating_add(t.elements().saturating_mul(elem_bytes(t.dtype) as u64));
        if total > MAX_HOST_BYTES {
            let d = Diagnostic::error(
                t.loc,
                format!(
                    "{what} {} ({}) brings the host tensors of this run to {total} bytes; visa-run binds at most {MAX_HOST_BYTES} bytes in all",
                    t.index,
                    binding(t)
                ),
            );
            return Err(diagnostics(render(&ctx, sources, &d)));
        }
    }
    // The default check needs types the comparison handles and tensors the
    // interpreter's limit allows.
    let reference = match reference {
        Some(r) if !opts.check && opts.check_against.is_none() => {
            let tensors = || p.inputs.iter().chain(&p.outputs);
            if let Some(t) = tensors().find(|t| !crate::check::compares(t.dtype)) {
                check_skipped = Some(format!(
                    "the check does not compare {} elements (host tensor {} of the program)",
                    t.dtype.keyword(),
                    t.index
                ));
                None
            } else if let Some(t) = tensors().find(|t| t.elements() > DEFAULT_CHECK_ELEMENTS) {
                check_skipped = Some(format!(
                    "host tensor {} has {} elements, more than the {DEFAULT_CHECK_ELEMENTS} the default check interprets; --check forces it",
                    t.index,
                    t.elements()
                ));
                None
            } else {
                Some(r)
            }
        }
        r => r,
    };
    let mut inputs = Vec::with_capacity(p.inputs.len());
    let mut arguments = Vec::with_capacity(p.inputs.len());
    for t in &p.inputs {
        let bound = given.and_then(|g| g.get(t.index));
        let (data, source) = match (bound, opts.inputs.iter().find(|(i, _)| *i == t.index)) {
            (Some((_, src, bytes)), _) => (bytes.clone(), src.clone()),
            (None, Some((_, path))) => {
                let l = read_npy(path, t.index, t)?;
                (
                    l.bytes,
                    ArgSource::File {
                        path: path.clone(),
                        descr: l.descr,
                        rounded: l.rounded,
                        first_rounded: l.first_rounded,
                    },
                )
            }
            (None, None) => {
                if npy_descr(t.dtype).is_none() {
                    return Err(usage(format!(
                        "argument {} has element type {}, which visa-run does not bind",
                        t.index,
                        t.dtype.keyword()
                    )));
                }
                let seed = opts.seed.wrapping_add(t.index as u64);
                (random_bytes(t, seed), ArgSource::Random { seed })
            }
        };
        inputs.push(Tensor {
            dtype: t.dtype,
            shape: t.shape.clone(),
            bytes: data,
        });
        arguments.push((binding(t), source));
    }
    progress.set_stage("simulating");
    // The driver places the arguments, runs and reads the results back; its failures
    // are located here, where the source is at hand.
    let sim = try_simulate(&p, &inputs).map_err(|f| f.located(&mut ctx, sources, &p))?;
    let input_bytes: Vec<Vec<u8>> = inputs.into_iter().map(|t| t.bytes).collect();
    let result_bytes: Vec<Vec<u8>> = sim.results.into_iter().map(|t| t.bytes).collect();
    let report = sim.report;
    let mut stage = Stage::default();
    let mut results = Vec::new();
    for (t, data) in p.outputs.iter().zip(&result_bytes) {
        let path = format!(
            "{}/result_{}.npy",
            opts.output_dir.trim_end_matches('/'),
            t.index
        );
        stage.add(&path, npy_file(t, data)?);
        results.push(path);
    }
    if let Some(path) = &opts.trace {
        stage.add_in_existing_dir(path, report.trace_json().into_bytes());
    }
    progress.set_stage("checking against the interpreter");
    let check = match &reference {
        Some(r) => Some(r.check(&p.inputs, &input_bytes, &p.outputs, &result_bytes)?),
        None => None,
    };
    stage.commit().map_err(|e| {
        usage(format!(
            "cannot write '{}': {}; no file was written",
            e.path.display(),
            e.error
        ))
    })?;
    let engines = sim.busy;
    let warnings = report
        .warnings
        .iter()
        .map(|w| {
            let kind = if w.remark { "remark" } else { "warning" };
            match &w.loc {
                Some(loc) => format!("visa-run: {kind}: {loc}: {}", w.message),
                None => format!("visa-run: {kind}: command {}: {}", w.command, w.message),
            }
        })
        .collect();
    Ok(RunOutcome {
        warnings,
        cycles: report.total_cycles,
        results,
        engines,
        summary: report.summary(),
        result_bytes,
        check,
        check_skipped,
        arguments,
        outputs: p.outputs.iter().map(binding).collect(),
        trace: opts.trace.clone(),
        level: lvl,
    })
}

/// The JSON object printed with `--json`.
pub fn json(o: &RunOutcome) -> String {
    let arguments: Vec<serde_json::Value> = o
        .arguments
        .iter()
        .map(|(b, s)| argument_json(b, s))
        .collect();
    let outputs: Vec<serde_json::Value> = o
        .outputs
        .iter()
        .zip(&o.results)
        .map(|(b, file)| {
            serde_json::json!({
                "file": file,
                "shape": b.shape,
                "dtype": b.dtype.keyword(),
            })
        })
        .collect();
    let mut j = serde_json::json!({
        "cycles": o.cycles,
        "results": o.results,
        "outputs": outputs,
        "engines": o.engines,
        "arguments": arguments,
    });
    match &o.check {
        Some(Verdict::Pass { .. }) => j["check"] = "pass".into(),
        Some(Verdict::Fail(m)) => {
            j["check"] = "fail".into();
            j["mismatch"] = serde_json::json!({
                "result": m.result,
                "element": m.element,
                "index": m.index,
                "logical": m.logical,
                "interpreter": m.interpreter,
                "simulator": m.simulator,
                "differing": m.differing,
            });
        }
        Some(Verdict::ReferenceFailed { diagnostics }) => {
            j["check"] = "reference-failed".into();
            j["reference_error"] = diagnostics.clone().into();
        }
        None => {}
    }
    if let Some(t) = &o.trace {
        j["trace"] = t.clone().into();
    }
    j.to_string()
}

/// How many leading elements of each result the summary shows.
pub const PREVIEW: usize = 8;

/// The human-readable story of a run: what ran on what, the first elements of each
/// result, the cycle table with its legend, where the files went, the check.
pub fn story(opts: &RunOptions, o: &RunOutcome) -> String {
    let how = match o.level {
        Level::Stream => "stream level, lowered by lower-to-hw",
        Level::Engine => "engine level, lowered by convert-engine-to-hw",
        Level::Hw => "hw level",
    };
    story_with(&format!("ran {} ({how}) on the simulator", opts.file), o)
}

/// [`story`] under its first line `header` (the nt path names the planner there).
pub fn story_with(header: &str, o: &RunOutcome) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let _ = writeln!(s, "{header}");
    for (b, src) in &o.arguments {
        let from = match src {
            ArgSource::File { path, descr, .. } => format!("from {path} ({descr})"),
            ArgSource::Random { seed } => format!("random, seed {seed}"),
        };
        let _ = writeln!(s, "argument {}: {b}, {from}", b.index);
    }
    for (b, data) in o.outputs.iter().zip(&o.result_bytes) {
        let first = host::preview(b.dtype, data, PREVIEW);
        let n: u64 = b.shape.iter().product();
        let more = if n as usize > first.len() {
            format!(", ... (first {} of {n})", first.len())
        } else {
            String::new()
        };
        let _ = writeln!(s, "result {}: {b} = [{}{more}]", b.index, first.join(", "));
    }
    s.push_str(TABLE_LEGEND);
    s.push_str(&o.summary);
    if let Some(t) = &o.trace {
        let _ = writeln!(
            s,
            "trace written to {t}; open it at https://ui.perfetto.dev"
        );
    }
    for r in &o.results {
        let _ = writeln!(s, "wrote {r}");
    }
    match (&o.check, &o.check_skipped) {
        (Some(Verdict::Pass { elements }), _) => {
            let _ = writeln!(
                s,
                "check: pass ({elements} result elements equal the interpreter's)"
            );
        }
        (Some(Verdict::Fail(_)), _) => {
            let _ = writeln!(s, "check: FAIL (see stderr)");
        }
        (Some(Verdict::ReferenceFailed { .. }), _) => {
            let _ = writeln!(
                s,
                "check: not done: the reference interpreter failed (see stderr); the results above are the simulator's, unchecked"
            );
        }
        (None, Some(why)) => {
            let _ = writeln!(s, "check: skipped ({why})");
        }
        (None, None) => {}
    }
    s
}

/// The notes printed on stderr: one per argument filled with random values, one per
/// argument whose file values changed when rounded to its type.
pub fn notes(o: &RunOutcome) -> Vec<String> {
    let mut out = o.warnings.clone();
    out.extend(notes_for(&o.arguments));
    out
}

/// The notes on the arguments: one per argument filled with random values, one per
/// argument whose file values changed when rounded to its type.
pub fn notes_for(arguments: &[(Binding, ArgSource)]) -> Vec<String> {
    let mut out = Vec::new();
    for (b, src) in arguments {
        match src {
            ArgSource::Random { seed } => out.push(format!(
                "visa-run: note: argument {} ({b}) holds random values (seed {seed}); bind a file with --input {}=FILE.npy",
                b.index, b.index
            )),
            ArgSource::File {
                path,
                descr,
                rounded,
                first_rounded: Some((k, from, to)),
            } if *rounded > 0 => out.push(format!(
                "visa-run: note: argument {} ({b}): {rounded} value(s) of '{path}' ({descr}) changed when rounded to nearest even {}; the first is element {k}, {from:?} -> {to:?}",
                b.index,
                b.dtype.keyword()
            )),
            ArgSource::File { .. } => {}
        }
    }
    out
}

/// The `visa-run` entry point; returns the exit status.
pub fn visa_run_main(args: impl IntoIterator<Item = OsString>) -> i32 {
    crate::logging::init();
    let opts = match parse_args(args) {
        Ok(opts) => opts,
        // `--help` and `--version` print to standard output and succeed.
        Err(ArgsError::Clap { code: 0, text }) => {
            let _ = write!(std::io::stdout().lock(), "{text}");
            return 0;
        }
        Err(ArgsError::Clap { code, text }) => {
            let _ = write!(std::io::stderr().lock(), "{text}");
            return code;
        }
        Err(ArgsError::Run(e)) => return report(&e, crate::color::enabled("auto")),
    };
    match run_nt_if_nt(&opts) {
        Ok(None) => {}
        Ok(Some(o)) => {
            if !opts.quiet {
                let mut err = std::io::stderr().lock();
                for n in nt::notes(&o) {
                    let n = if opts.color {
                        crate::color::paint(&n)
                    } else {
                        n
                    };
                    let _ = writeln!(err, "{n}");
                }
                let mut out = std::io::stdout().lock();
                if opts.json {
                    let _ = writeln!(out, "{}", nt::json(&opts, &o));
                } else {
                    let _ = write!(out, "{}", nt::story(&opts, &o));
                }
                let _ = out.flush();
            }
            return nt::status(&o);
        }
        Err(e) => return report(&e, opts.color),
    }
    match run(&opts) {
        Ok(o) => {
            let mut out = std::io::stdout().lock();
            if !opts.quiet {
                let mut err = std::io::stderr().lock();
                for n in notes(&o) {
                    let n = if opts.color {
                        crate::color::paint(&n)
                    } else {
                        n
                    };
                    let _ = writeln!(err, "{n}");
                }
            }
            if opts.quiet {
            } else if opts.json {
                let _ = writeln!(out, "{}", json(&o));
            } else {
                let _ = write!(out, "{}", story(&opts, &o));
            }
            let _ = out.flush();
            check_status(&o)
        }
        Err(e) => report(&e, opts.color),
    }
}

/// The exit status the stream check gives a run (after its output is printed): 1, with
/// the difference or the interpreter's diagnostics on stderr, unless it passed or did
/// not run.
pub(crate) fn check_status(o: &RunOutcome) -> i32 {
    match &o.check {
        Some(Verdict::Fail(m)) => {
            let _ = writeln!(std::io::stderr(), "visa-run: check failed: {m}");
            1
        }
        Some(Verdict::ReferenceFailed { diagnostics }) => {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "{diagnostics}");
            if !diagnostics.ends_with('\n') {
                let _ = writeln!(err);
            }
            let _ = writeln!(
                err,
                "visa-run: error: the reference interpreter failed, so the simulation is unchecked; --no-check runs without it"
            );
            1
        }
        _ => 0,
    }
}

/// Runs `opts` on the nt reference interpreter when its file is at the nt level
/// ([`nt::detect`]); `Ok(None)` when it is not (then [`run`] handles it).
pub fn run_nt_if_nt(opts: &RunOptions) -> Result<Option<nt::NtOutcome>, RunError> {
    if opts.file.ends_with(".onnx") {
        let mut sources = SourceMgr::new();
        let m = nt::import_onnx(opts, &mut sources)?;
        return nt::run_nt(opts, &sources, m).map(Some);
    }
    if !opts.bind_dims.is_empty() {
        return Err(usage("--bind-dim applies to an .onnx model only"));
    }
    let text = crate::source::read_source(&opts.file, &opts.file).map_err(|e| match e {
        crate::source::ReadError::Io(e) => usage(format!("cannot read '{}': {e}", opts.file)),
        crate::source::ReadError::Utf8 { message } => diagnostics(message),
    })?;
    let mut sources = SourceMgr::new();
    sources.add(&opts.file, &text);
    match nt::detect(&opts.file, &text, &sources)? {
        None => Ok(None),
        Some(m) => nt::run_nt(opts, &sources, m).map(Some),
    }
}

/// One argument of `--json`'s `"arguments"`: its shape, dtype and where it came from.
pub(crate) fn argument_json(b: &Binding, s: &ArgSource) -> serde_json::Value {
    let mut a = serde_json::json!({
        "shape": b.shape,
        "dtype": b.dtype.keyword(),
    });
    match s {
        ArgSource::File { path, .. } => a["file"] = path.clone().into(),
        ArgSource::Random { seed } => a["random_seed"] = (*seed).into(),
    }
    a
}

/// Prints `e` as `visa-run` reports it on standard error and returns its exit status.
fn report(e: &RunError, color: bool) -> i32 {
    let text = e.render_for("visa-run");
    let text = if color {
        crate::color::paint(&text)
    } else {
        text
    };
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "{text}");
    if !text.ends_with('\n') {
        let _ = writeln!(err);
    }
    e.code()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inputs(name: &str) -> String {
        format!(
            "{}/../test/visa-run/Inputs/{name}",
            env!("CARGO_MANIFEST_DIR")
        )
    }

    fn status(args: &[String]) -> i32 {
        let mut v: Vec<OsString> = vec!["visa-run".into()];
        v.extend(args.iter().map(OsString::from));
        visa_run_main(v)
    }

    fn out_dir(tag: &str) -> String {
        let d = std::env::temp_dir().join(format!("visa-run-{tag}-{}", std::process::id()));
        d.to_string_lossy().into_owned()
    }

    #[test]
    fn exit_status_two_for_bad_input_one_for_bad_program() {
        let k1 = inputs("k1.mlir");
        let od = out_dir("status");
        let s = |v: &[&str]| {
            let mut a: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            a.push("--output-dir".into());
            a.push(od.clone());
            status(&a)
        };
        let input = |f: &str| format!("0={}", inputs(f));
        assert_eq!(s(&[&k1, "--input", &input("k1_in.npy")]), 0);
        assert_eq!(s(&[&k1, "--input", &input("i32_1024.npy")]), 2);
        assert_eq!(s(&[&k1, "--input", &input("i16_2048.npy")]), 2);
        assert_eq!(
            s(&[&k1, "--input", &format!("1={}", inputs("k1_in.npy"))]),
            2
        );
        assert_eq!(s(&[&k1, "--input", "0=/nonexistent/x.npy"]), 2);
        assert_eq!(s(&[&k1, "--entry", "nope"]), 2);
        assert_eq!(s(&[&k1, "--seed", "-3"]), 2);
        assert_eq!(s(&[&inputs("bad-commit.mlir")]), 1);
        let _ = std::fs::remove_dir_all(&od);
    }

    #[test]
    fn nt_level_exit_status_one_for_a_bad_parameter_two_for_bad_input() {
        let od = out_dir("nt");
        let w = format!(
            "{}/../test/data/mnist/mnist.safetensors",
            env!("CARGO_MANIFEST_DIR")
        );
        let s = |v: &[&str]| {
            let mut a: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            a.push("--output-dir".into());
            a.push(od.clone());
            status(&a)
        };
        let m = inputs("nt-params.mlir");
        assert_eq!(s(&[&m, "--weights", &w]), 0);
        assert!(std::path::Path::new(&format!("{od}/result_0.npy")).exists());
        let _ = std::fs::remove_dir_all(&od);
        // A missing, mis-shaped or mis-typed parameter: a bad program, no file written.
        assert_eq!(s(&[&m]), 1);
        assert_eq!(s(&[&inputs("nt-params-shape.mlir"), "--weights", &w]), 1);
        assert_eq!(s(&[&inputs("nt-params-dtype.mlir"), "--weights", &w]), 1);
        assert_eq!(s(&[&m, "--weights", &w, "--weights", &w]), 1);
        assert!(!std::path::Path::new(&od).exists());
        // --check with no lowering, bad files and positions: command-line errors.
        assert_eq!(s(&[&m, "--weights", &w, "--check"]), 2);
        assert_eq!(s(&[&m, "--weights", "/nonexistent.safetensors"]), 2);
        assert_eq!(s(&[&m, "--weights", &w, "--input", "1=x.npy"]), 2);
        assert_eq!(s(&[&m, "--param", "fc2.bias"]), 2);
        assert_eq!(s(&[&inputs("k1.mlir"), "--weights", &w]), 2);
        assert!(!std::path::Path::new(&od).exists());
    }

    #[test]
    fn check_exit_status_one_for_a_difference_two_for_no_stream_reference() {
        let k1 = inputs("k1.mlir");
        let od = out_dir("check");
        std::fs::create_dir_all(&od).unwrap();
        let s = |v: &[&str]| {
            let mut a: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            a.push("--output-dir".into());
            a.push(od.clone());
            status(&a)
        };
        assert_eq!(s(&[&k1, "--check"]), 0);
        // K1 adding 2, simulated against K1 adding 1.
        let add2 = format!("{od}/add2.mlir");
        let text = std::fs::read_to_string(&k1).unwrap();
        assert!(text.contains("add_fxp %br, 1 :"));
        std::fs::write(&add2, text.replace("add_fxp %br, 1 :", "add_fxp %br, 2 :")).unwrap();
        assert_eq!(s(&[&add2, "--check"]), 0);
        assert_eq!(s(&[&add2, "--check-against", &k1]), 1);
        assert_eq!(s(&[&add2, "--check-against", &k1, "--json"]), 1);
        // Without --check the same run succeeds.
        assert_eq!(s(&[&add2]), 0);
        // A hw-level file has no stream program; a reference must fit.
        let hw = format!("{od}/empty.hw.mlir");
        std::fs::write(&hw, "hw.program @main {\n}\n").unwrap();
        assert_eq!(s(&[&hw]), 0);
        assert_eq!(s(&[&hw, "--check"]), 2);
        // A file that does not verify is still a bad program.
        assert_eq!(s(&[&inputs("host-overflow.mlir"), "--check"]), 1);
        assert_eq!(s(&[&k1, "--check-against", &inputs("k2.mlir")]), 2);
        let opts = parse_args([
            "visa-run".into(),
            k1.clone().into(),
            "--check-against".into(),
            add2.into(),
        ])
        .unwrap();
        assert!(opts.check);
        let _ = std::fs::remove_dir_all(&od);
    }

    #[test]
    fn results_equal_plain_loops_and_random_inputs_are_seeded() {
        let od = out_dir("loops");
        let mut opts = parse_args([
            "visa-run".into(),
            inputs("k2.mlir").into(),
            "--no-check".into(),
        ])
        .unwrap();
        opts.output_dir = od.clone();
        opts.seed = 5;
        let o = run(&opts).unwrap();
        // The inputs visa-run drew: SplitMix64 seeded with seed + position.
        let t = HostTensor {
            index: 0,
            addr: 0,
            dtype: DType::I32,
            shape: vec![2048],
            strides: vec![1],
            loc: Context::new(visa::ir::DialectRegistry::new()).unknown_loc(),
        };
        let ints = |b: Vec<u8>| -> Vec<i32> {
            b.chunks(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        };
        let lhs = ints(random_bytes(&t, 5));
        let rhs = ints(random_bytes(&t, 6));
        let mut expect = Vec::new();
        for a in 0..2048 {
            expect.push(lhs[a].wrapping_mul(rhs[a]));
        }
        assert_eq!(ints(o.result_bytes[0].clone()), expect);
        assert!(o.cycles > 0);
        assert!(o.engines.contains_key("sub"));
        let j: serde_json::Value = serde_json::from_str(&json(&o)).unwrap();
        assert_eq!(j["cycles"], o.cycles);
        assert!(o.check.is_none() && j.get("check").is_none());
        assert_eq!(j["results"][0], format!("{od}/result_0.npy"));
        assert_eq!(j["outputs"][0]["file"], format!("{od}/result_0.npy"));
        assert_eq!(j["outputs"][0]["dtype"], "i32");
        assert_eq!(j["outputs"][0]["shape"], serde_json::json!([2048]));
        let _ = std::fs::remove_dir_all(&od);
    }
}
