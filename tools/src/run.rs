//! `visa-run`: lowers a program to the `hw` dialect if needed and runs it on the
//! simulator.
//!
//! ```text
//! visa-run FILE [--entry NAME] [--input I=FILE.npy]... [--seed N] [--output-dir DIR]
//!          [--json] [--trace FILE.json] [--check] [--check-against REF.mlir]
//! ```
//!
//! - A stream-level file (`stream.host_func`) goes through `lower-to-hw`, an engine-level
//!   one (`engine.program`) through `convert-engine-to-hw`; a `hw.program` runs as is.
//!   `--entry` names the host function (or program) when there are several.
//! - Inputs bind to the host function's arguments by position `I`. An argument without
//!   `--input` gets seeded random values (SplitMix64 seeded with `seed + I`; default seed
//!   42, the manual's `seed_from_u64(42)`): integers over their whole range, floats in
//!   `[-1, 1)`.
//! - Each result `I` is written to `DIR/result_I.npy` (default DIR `.`): little-endian,
//!   shape = the logical axes in the order of the host mapping, padding removed.
//! - Output: a short summary, or with `--json` one object
//!   `{"cycles": N, "results": [paths], "engines": {"main": N, ...}}` (busy cycles per
//!   resource, `chipC.` prefixed beyond chip 0). `--trace` writes the simulator's
//!   Chrome/Perfetto trace.
//! - `--check` also runs the stream-level reference interpreter on the same inputs and
//!   compares its results with the simulator's byte for byte ([`crate::check`]); the
//!   summary ends with `check: pass`, `--json` adds `"check": "pass"` or `"fail"` and
//!   the first `"mismatch"`. FILE must then be at stream level; `--check-against REF`
//!   (implies `--check`) takes the stream-level reference from REF instead, so an
//!   engine- or hw-level FILE can be checked too.
//! - Exit status: 0 on success; 2 for bad command-line input (a `.npy` of the wrong
//!   shape or dtype, an unreadable file, an argument position out of range or given
//!   twice, an unknown entry, `--check` on a file not at stream level, a
//!   `--check-against` reference that does not fit the program); 1 when the program
//!   does not parse, verify, lower or simulate, binds a host tensor visa-run does not
//!   handle (more than [`MAX_HOST_ELEMENTS`] elements, or elements narrower than a
//!   byte), or `--check` finds a difference (named on stderr after the usual output).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::Write as _;

use crate::check::{Reference, Verdict};
use clap::{Arg, ArgAction, Command};
use visa::hw::{HostTensor, HwProgram};
use visa::ir::diagnostic::render;
use visa::ir::parser::parse_source;
use visa::ir::pass::PassRegistry;
use visa::ir::symbol::symbol_name;
use visa::ir::verifier::verify;
use visa::ir::{Context, Diagnostic, DialectRegistry, OpId, SourceMgr};
use visa::sim::{DType, SimConfig, Simulator, Space};

/// A failure with its exit status and rendered message.
#[derive(Debug)]
pub struct RunError {
    /// 1: the program is wrong; 2: the command line or its input files are.
    pub code: i32,
    /// What to print on stderr.
    pub message: String,
}

pub(crate) fn usage(message: impl Into<String>) -> RunError {
    RunError {
        code: 2,
        message: format!("visa-run: error: {}", message.into()),
    }
}

pub(crate) fn program_error(message: impl Into<String>) -> RunError {
    RunError {
        code: 1,
        message: message.into(),
    }
}

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
    /// `--trace`.
    pub trace: Option<String>,
    /// `--check` (also set by `--check-against`).
    pub check: bool,
    /// `--check-against`: the stream-level reference, when not the file itself.
    pub check_against: Option<String>,
}

fn command() -> Command {
    Command::new("visa-run")
        .about("Lower a visa program to hw if needed and run it on the TCP simulator")
        .arg(
            Arg::new("file")
                .required(true)
                .help("Input .mlir file (stream, engine or hw level)"),
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
                .default_value(".")
                .help("Where result_I.npy files are written"),
        )
        .arg(
            Arg::new("json")
                .long("json")
                .action(ArgAction::SetTrue)
                .help("Print one JSON object"),
        )
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
                .help("Also run the stream-level interpreter on the same inputs; exit 1 unless the results agree"),
        )
        .arg(
            Arg::new("check-against")
                .long("check-against")
                .value_name("REF.mlir")
                .help("Like --check, with the stream-level reference program read from REF.mlir"),
        )
}

/// Reads the command line.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<RunOptions, RunError> {
    let m = command().try_get_matches_from(args).map_err(|e| {
        let code = if e.use_stderr() { 2 } else { 0 };
        RunError {
            code,
            message: e.render().to_string(),
        }
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
            return Err(usage(format!("--input gives argument {i} twice")));
        }
        inputs.push((i, path.to_string()));
    }
    Ok(RunOptions {
        file: m.get_one::<String>("file").cloned().unwrap_or_default(),
        entry: m.get_one::<String>("entry").cloned(),
        inputs,
        seed: m.get_one::<u64>("seed").copied().unwrap_or(42),
        output_dir: m
            .get_one::<String>("output-dir")
            .cloned()
            .unwrap_or_else(|| ".".into()),
        json: m.get_flag("json"),
        trace: m.get_one::<String>("trace").cloned(),
        check: m.get_flag("check") || m.contains_id("check-against"),
        check_against: m.get_one::<String>("check-against").cloned(),
    })
}

/// The dialects visa-run reads.
pub fn dialects() -> DialectRegistry {
    let mut d = DialectRegistry::new();
    d.register(visa::ir::builtin::dialect());
    visa::upstream::register(&mut d);
    visa::lowering::register_dialects(&mut d);
    d
}

/// Which level a module is at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// Has `stream.host_func`.
    Stream,
    /// Has `engine.program`.
    Engine,
    /// Has `hw.program`.
    Hw,
}

fn top_ops(ctx: &Context, module: OpId) -> Vec<OpId> {
    ctx.block_ops(ctx.module_body(module)).collect()
}

/// The level `op` is the entry of, if it is a runnable top-level op: a host function
/// (the stream dialect's `FunctionLike` with `host`), an `engine.program` or an
/// `hw.program`.
fn entry_level(ctx: &Context, op: OpId) -> Option<Level> {
    if visa::stream::interfaces::is_host_func(ctx, op) {
        Some(Level::Stream)
    } else if visa::engine::ops::Program::matches(ctx, op).is_some() {
        Some(Level::Engine)
    } else if visa::hw::ops::Program::matches(ctx, op).is_some() {
        Some(Level::Hw)
    } else {
        None
    }
}

/// The level of `module`, from its top-level ops (the highest level present).
pub fn level(ctx: &Context, module: OpId) -> Option<Level> {
    let levels: Vec<Level> = top_ops(ctx, module)
        .into_iter()
        .filter_map(|o| entry_level(ctx, o))
        .collect();
    [Level::Stream, Level::Engine, Level::Hw]
        .into_iter()
        .find(|l| levels.contains(l))
}

/// Parses, verifies and lowers `text` to hw, then translates the chosen program.
pub fn compile(
    ctx: &mut Context,
    sources: &SourceMgr,
    text: &str,
    file: &str,
    entry: Option<&str>,
) -> Result<HwProgram, RunError> {
    let render_all = |ctx: &Context, ds: &[Diagnostic]| -> String {
        ds.iter()
            .map(|d| render(ctx, sources, d))
            .collect::<String>()
    };
    let module = parse_source(ctx, text, file).map_err(|d| program_error(render_all(ctx, &[d])))?;
    verify(ctx, module).map_err(|ds| program_error(render_all(ctx, &ds)))?;
    let lvl = level(ctx, module).ok_or_else(|| {
        program_error(format!(
            "visa-run: error: {file} has no stream.host_func, engine.program or hw.program to run"
        ))
    })?;
    // An unknown entry is a command-line error.
    let names: Vec<String> = top_ops(ctx, module)
        .into_iter()
        .filter(|&o| entry_level(ctx, o).is_some())
        .filter_map(|o| symbol_name(ctx, o).map(str::to_string))
        .collect();
    if let Some(e) = entry {
        if !names.iter().any(|n| n == e) {
            return Err(usage(format!(
                "no entry named '{e}' in {file} (found: {})",
                names.join(", ")
            )));
        }
    } else if names.len() > 1 {
        return Err(usage(format!(
            "{file} has several entries ({}); choose one with --entry",
            names.join(", ")
        )));
    }
    let mut reg = PassRegistry::new();
    visa::lowering::register_passes(&mut reg);
    let pipeline = match lvl {
        Level::Stream => Some(match entry {
            Some(e) => format!(
                "builtin.module(convert-stream-to-engine{{entry={e}}},convert-engine-to-hw)"
            ),
            None => "builtin.module(lower-to-hw)".to_string(),
        }),
        Level::Engine => Some("builtin.module(convert-engine-to-hw)".to_string()),
        Level::Hw => None,
    };
    if let Some(p) = pipeline {
        let mut pm = reg.parse_pipeline(&p).map_err(|e| {
            program_error(format!(
                "visa-run: internal pipeline error: {}",
                e.render(&p)
            ))
        })?;
        pm.enable_verifier(true);
        pm.run(ctx, module)
            .map_err(|ds| program_error(render_all(ctx, &ds)))?;
    }
    let progs: Vec<OpId> = top_ops(ctx, module)
        .into_iter()
        .filter(|&o| entry_level(ctx, o) == Some(Level::Hw))
        .collect();
    let prog = match entry {
        Some(e) => progs
            .iter()
            .copied()
            .find(|&o| symbol_name(ctx, o) == Some(e)),
        None => progs.first().copied(),
    }
    .ok_or_else(|| program_error("visa-run: error: the lowering produced no hw.program"))?;
    let p = visa::hw::translate(ctx, prog).map_err(|d| program_error(render_all(ctx, &[d])))?;
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
            return Err(program_error(render_all(ctx, &[d])));
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
            return Err(program_error(render_all(ctx, &[d])));
        }
    }
    Ok(p)
}

/// The most elements visa-run generates, reads or writes for one host tensor (2^28, the
/// simulator's limit on the accesses of one sequencer), so that its buffers stay small.
pub const MAX_HOST_ELEMENTS: u64 = 1 << 28;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// The `.npy` type string of an element type visa-run reads and writes.
pub fn npy_descr(d: DType) -> Option<&'static str> {
    Some(match d {
        DType::I8 => "|i1",
        DType::I16 => "<i2",
        DType::I32 => "<i4",
        DType::F32 => "<f4",
        _ => return None,
    })
}

fn elem_bytes(t: &HostTensor) -> usize {
    (t.dtype.bits() / 8) as usize
}

/// Seeded random little-endian element bytes for `t`.
pub fn random_bytes(t: &HostTensor, seed: u64) -> Vec<u8> {
    let mut rng = Rng(seed);
    let n = t.elements() as usize;
    let mut out = Vec::with_capacity(n * elem_bytes(t));
    for _ in 0..n {
        let r = rng.next();
        match t.dtype {
            DType::F32 => {
                let f = (r >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0;
                out.extend_from_slice(&f.to_le_bytes());
            }
            // Finite values in [-1, 1), as for f32 (raw bits would be NaN or infinity
            // 1 time in 128 and make every sum NaN).
            DType::Bf16 => {
                let f = (r >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0;
                out.extend_from_slice(&half::bf16::from_f32(f).to_le_bytes());
            }
            _ => out.extend_from_slice(&r.to_le_bytes()[..elem_bytes(t)]),
        }
    }
    out
}

/// Reads a `.npy` for argument `index` and checks its dtype and shape against `t`;
/// returns the little-endian element bytes in row-major order.
pub fn read_npy(path: &str, index: usize, t: &HostTensor) -> Result<Vec<u8>, RunError> {
    let descr = npy_descr(t.dtype).ok_or_else(|| {
        usage(format!(
            "argument {index} has element type {:?}, which .npy inputs do not support",
            t.dtype
        ))
    })?;
    let bytes = std::fs::read(path)
        .map_err(|e| usage(format!("cannot read '{path}' for argument {index}: {e}")))?;
    let npy = npyz::NpyFile::new(&bytes[..])
        .map_err(|e| usage(format!("'{path}' is not a .npy file: {e}")))?;
    let got_descr = npy.dtype().descr();
    let want = format!("'{descr}'");
    // NumPy writes 1-byte types with either byte-order mark.
    let same = got_descr == want || (descr == "|i1" && got_descr == "'<i1'");
    if !same {
        return Err(usage(format!(
            "'{path}' holds dtype {got_descr}; argument {index} needs {want} ({:?})",
            t.dtype
        )));
    }
    if npy.shape() != t.shape.as_slice() {
        return Err(usage(format!(
            "'{path}' has shape {:?}; argument {index} needs {:?}",
            npy.shape(),
            t.shape
        )));
    }
    if npy.order() != npyz::Order::C {
        return Err(usage(format!(
            "'{path}' is in Fortran order; write it in C order"
        )));
    }
    let err = |e: std::io::Error| usage(format!("'{path}': {e}"));
    Ok(match t.dtype {
        DType::I8 => npy
            .into_vec::<i8>()
            .map_err(err)?
            .iter()
            .map(|v| *v as u8)
            .collect(),
        DType::I16 => npy
            .into_vec::<i16>()
            .map_err(err)?
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect(),
        DType::I32 => npy
            .into_vec::<i32>()
            .map_err(err)?
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect(),
        DType::F32 => npy
            .into_vec::<f32>()
            .map_err(err)?
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect(),
        // `npy_descr` accepts only the four types above.
        _ => unreachable!("npy_descr accepted the dtype"),
    })
}

fn write_typed<T: npyz::AutoSerialize + npyz::Serialize>(
    path: &str,
    shape: &[u64],
    values: &[T],
) -> Result<(), RunError> {
    use npyz::WriterBuilder;
    let file =
        std::fs::File::create(path).map_err(|e| usage(format!("cannot create '{path}': {e}")))?;
    let io = |e: std::io::Error| program_error(format!("visa-run: error: writing '{path}': {e}"));
    let mut w = npyz::WriteOptions::<T>::new()
        .default_dtype()
        .shape(shape)
        .writer(std::io::BufWriter::new(file))
        .begin_nd()
        .map_err(io)?;
    for v in values {
        w.push(v).map_err(io)?;
    }
    w.finish().map_err(io)
}

/// Writes row-major little-endian element bytes of `t` as a `.npy`.
pub fn write_npy(path: &str, t: &HostTensor, data: &[u8]) -> Result<(), RunError> {
    let shape = &t.shape;
    match t.dtype {
        DType::I8 => write_typed(
            path,
            shape,
            &data.iter().map(|&b| b as i8).collect::<Vec<_>>(),
        ),
        DType::I16 => write_typed(
            path,
            shape,
            &data
                .chunks_exact(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]))
                .collect::<Vec<_>>(),
        ),
        DType::I32 => write_typed(
            path,
            shape,
            &data
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect::<Vec<_>>(),
        ),
        DType::F32 => write_typed(
            path,
            shape,
            &data
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect::<Vec<_>>(),
        ),
        // bf16 and f16 results widen exactly to `<f4` (issue 8, item 5).
        DType::Bf16 | DType::F16 => write_typed(
            path,
            shape,
            &data
                .chunks_exact(2)
                .map(|c| {
                    let b = u16::from_le_bytes([c[0], c[1]]);
                    if t.dtype == DType::Bf16 {
                        half::bf16::from_bits(b).to_f32()
                    } else {
                        half::f16::from_bits(b).to_f32()
                    }
                })
                .collect::<Vec<_>>(),
        ),
        d => Err(program_error(format!(
            "visa-run: error: result element type {d:?} cannot be written as .npy"
        ))),
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
    /// The outcome of `--check`.
    pub check: Option<Verdict>,
}

/// Runs `opts` end to end.
pub fn run(opts: &RunOptions) -> Result<RunOutcome, RunError> {
    let text = std::fs::read_to_string(&opts.file)
        .map_err(|e| usage(format!("cannot read '{}': {e}", opts.file)))?;
    let mut sources = SourceMgr::new();
    sources.add(&opts.file, &text);
    // The reference is loaded first: --check on a file not at stream level is a
    // command-line error, reported before any lowering.
    let reference = match (&opts.check_against, opts.check) {
        (Some(path), _) => {
            let t = std::fs::read_to_string(path)
                .map_err(|e| usage(format!("cannot read '{path}': {e}")))?;
            Some(Reference::load(
                dialects(),
                path,
                &t,
                opts.entry.as_deref(),
                true,
            )?)
        }
        (None, true) => Some(Reference::load(
            dialects(),
            &opts.file,
            &text,
            opts.entry.as_deref(),
            false,
        )?),
        (None, false) => None,
    };
    let mut ctx = Context::new(dialects());
    let p = compile(&mut ctx, &sources, &text, &opts.file, opts.entry.as_deref())?;
    for (i, _) in &opts.inputs {
        if *i >= p.inputs.len() {
            return Err(usage(format!(
                "--input {i}: the program takes {} argument(s) (positions 0..{})",
                p.inputs.len(),
                p.inputs.len()
            )));
        }
    }
    let mut sim = Simulator::new(SimConfig {
        chips: p.chips,
        ..SimConfig::default()
    });
    let mut input_bytes = Vec::with_capacity(p.inputs.len());
    for t in &p.inputs {
        let data = match opts.inputs.iter().find(|(i, _)| *i == t.index) {
            Some((_, path)) => read_npy(path, t.index, t)?,
            None => random_bytes(t, opts.seed.wrapping_add(t.index as u64)),
        };
        let mut pos = 0usize;
        for (off, len) in t.byte_runs() {
            let len = len as usize;
            sim.memory_mut()
                .write(Space::Host, t.addr + off, &data[pos..pos + len])
                .map_err(|e| {
                    program_error(format!(
                        "visa-run: error: placing argument {}: {e}",
                        t.index
                    ))
                })?;
            pos += len;
        }
        input_bytes.push(data);
    }
    let report = sim
        .run(&p.program)
        .map_err(|e| program_error(format!("visa-run: simulation failed: {e}")))?;
    std::fs::create_dir_all(&opts.output_dir)
        .map_err(|e| usage(format!("cannot create '{}': {e}", opts.output_dir)))?;
    let mut results = Vec::new();
    let mut result_bytes = Vec::new();
    for t in &p.outputs {
        let mut data = Vec::with_capacity(t.elements() as usize * elem_bytes(t));
        for (off, len) in t.byte_runs() {
            let b = sim
                .memory()
                .read(Space::Host, t.addr + off, len)
                .map_err(|e| {
                    program_error(format!("visa-run: error: reading result {}: {e}", t.index))
                })?;
            data.extend_from_slice(&b);
        }
        let path = format!(
            "{}/result_{}.npy",
            opts.output_dir.trim_end_matches('/'),
            t.index
        );
        write_npy(&path, t, &data)?;
        results.push(path);
        result_bytes.push(data);
    }
    if let Some(path) = &opts.trace {
        std::fs::write(path, report.trace_json())
            .map_err(|e| usage(format!("cannot write trace '{path}': {e}")))?;
    }
    let check = match &reference {
        Some(r) => Some(r.check(&p.inputs, &input_bytes, &p.outputs, &result_bytes)?),
        None => None,
    };
    let mut engines = BTreeMap::new();
    for r in &report.resources {
        let name = if r.resource.chip == 0 {
            r.resource.kind.keyword().to_string()
        } else {
            format!("chip{}.{}", r.resource.chip, r.resource.kind.keyword())
        };
        engines.insert(name, r.busy_cycles);
    }
    Ok(RunOutcome {
        cycles: report.total_cycles,
        results,
        engines,
        summary: report.summary(),
        result_bytes,
        check,
    })
}

/// The JSON object printed with `--json`.
pub fn json(o: &RunOutcome) -> String {
    let mut j = serde_json::json!({
        "cycles": o.cycles,
        "results": o.results,
        "engines": o.engines,
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
        None => {}
    }
    j.to_string()
}

/// The `visa-run` entry point; returns the exit status.
pub fn visa_run_main(args: impl IntoIterator<Item = OsString>) -> i32 {
    let result = parse_args(args).and_then(|opts| run(&opts).map(|o| (opts, o)));
    match result {
        Ok((opts, o)) => {
            let mut out = std::io::stdout().lock();
            if opts.json {
                let _ = writeln!(out, "{}", json(&o));
            } else {
                let _ = write!(out, "{}", o.summary);
                for r in &o.results {
                    let _ = writeln!(out, "wrote {r}");
                }
                if let Some(Verdict::Pass { elements }) = &o.check {
                    let _ = writeln!(
                        out,
                        "check: pass ({elements} result elements equal the interpreter's)"
                    );
                }
            }
            if let Some(Verdict::Fail(m)) = &o.check {
                let _ = out.flush();
                let _ = writeln!(std::io::stderr(), "visa-run: check failed: {m}");
                return 1;
            }
            0
        }
        Err(e) => {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "{}", e.message);
            if !e.message.ends_with('\n') {
                let _ = writeln!(err);
            }
            e.code
        }
    }
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
        let mut opts = parse_args(["visa-run".into(), inputs("k2.mlir").into()]).unwrap();
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
            loc: Context::new(DialectRegistry::new()).unknown_loc(),
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
        let _ = std::fs::remove_dir_all(&od);
    }
}
