//! Lowering a parsed module to the device's command queues, as data: which level a
//! module is at ([`level`]), which op is its entry, the pipeline that brings it to `hw`
//! (`lower-to-hw`, or `convert-engine-to-hw` from the engine level) and the translation
//! to the simulator's [`HwProgram`] ([`lower_to_hw`]). Failures are [`LowerError`]s
//! holding diagnostics, not rendered text.

use visa_hw::HwProgram;
use visa_ir::pass::PassRegistry;
use visa_ir::symbol::symbol_name;
use visa_ir::{Context, Diagnostic, DialectRegistry, OpId};

/// Every dialect a program may use at any level (builtin, upstream, mapping, stream,
/// engine, hw).
pub fn dialects() -> DialectRegistry {
    let mut d = DialectRegistry::new();
    d.register(visa_ir::builtin::dialect());
    visa_upstream::register(&mut d);
    visa_lowering::register_dialects(&mut d);
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
    if visa_stream::interfaces::is_host_func(ctx, op) {
        Some(Level::Stream)
    } else if visa_engine::ops::Program::matches(ctx, op).is_some() {
        Some(Level::Engine)
    } else if visa_hw::ops::Program::matches(ctx, op).is_some() {
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

/// Why [`lower_to_hw`] failed.
#[derive(Debug, Clone)]
pub enum LowerError {
    /// The module has no `stream.host_func`, `engine.program` or `hw.program`.
    NoEntry,
    /// `entry` names none of the module's entries (`found`).
    UnknownEntry {
        /// The name asked for.
        entry: String,
        /// The entries the module has.
        found: Vec<String>,
    },
    /// Several entries and none chosen.
    AmbiguousEntry {
        /// The entries the module has.
        found: Vec<String>,
    },
    /// A pass or the translation failed (located diagnostics).
    Diagnostics(Vec<Diagnostic>),
    /// The lowering left no `hw.program` of that name.
    NoHwProgram,
}

impl std::fmt::Display for LowerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LowerError::NoEntry => {
                f.write_str("no stream.host_func, engine.program or hw.program to run")
            }
            LowerError::UnknownEntry { entry, found } => {
                write!(f, "no entry named '{entry}' (found: {})", found.join(", "))
            }
            LowerError::AmbiguousEntry { found } => {
                write!(f, "several entries ({}); choose one", found.join(", "))
            }
            LowerError::Diagnostics(ds) => {
                let msgs: Vec<&str> = ds.iter().map(|d| d.message.as_str()).collect();
                f.write_str(&msgs.join("; "))
            }
            LowerError::NoHwProgram => f.write_str("the lowering produced no hw.program"),
        }
    }
}

/// The names of the runnable top-level ops of `module`.
pub fn entries(ctx: &Context, module: OpId) -> Vec<String> {
    top_ops(ctx, module)
        .into_iter()
        .filter(|&o| entry_level(ctx, o).is_some())
        .filter_map(|o| symbol_name(ctx, o).map(str::to_string))
        .collect()
}

/// Lowers the verified `module` in place to the `hw` dialect (nothing to do for a
/// `hw.program`) and translates the entry's `hw.program` into the simulator's
/// [`HwProgram`]: its commands and its host tensors (`inputs`, `outputs`). `entry` names
/// the host function (or program) when the module has several.
///
/// ```
/// use visa_driver::{dialects, lower::lower_to_hw};
/// let mut ctx = visa_ir::Context::new(dialects());
/// let text = "hw.program @main {\n}\n";
/// let module = visa_ir::parser::parse_source(&mut ctx, text, "k.mlir").unwrap();
/// let p = lower_to_hw(&mut ctx, module, None).unwrap();
/// assert_eq!((p.name.as_str(), p.inputs.len(), p.outputs.len()), ("main", 0, 0));
/// ```
pub fn lower_to_hw(
    ctx: &mut Context,
    module: OpId,
    entry: Option<&str>,
) -> Result<HwProgram, LowerError> {
    let lvl = level(ctx, module).ok_or(LowerError::NoEntry)?;
    let found = entries(ctx, module);
    match entry {
        Some(e) if !found.iter().any(|n| n == e) => {
            return Err(LowerError::UnknownEntry {
                entry: e.to_string(),
                found,
            })
        }
        None if found.len() > 1 => return Err(LowerError::AmbiguousEntry { found }),
        _ => {}
    }
    let mut reg = PassRegistry::new();
    visa_lowering::register_passes(&mut reg);
    let pipeline = match lvl {
        Level::Stream => Some(match entry {
            Some(e) => format!(
                "builtin.module(allocate-memory,select-switch-topology,convert-stream-to-engine{{entry={e}}},merge-sequencers,convert-engine-to-hw,schedule-commands{{bank-starvation=serialize}})"
            ),
            None => "builtin.module(lower-to-hw)".to_string(),
        }),
        Level::Engine => Some("builtin.module(convert-engine-to-hw)".to_string()),
        Level::Hw => None,
    };
    if let Some(p) = pipeline {
        let mut pm = reg.parse_pipeline(&p).map_err(|e| {
            LowerError::Diagnostics(vec![Diagnostic::error(
                ctx.op_loc(module),
                format!("internal pipeline error: {}", e.render(&p)),
            )])
        })?;
        pm.enable_verifier(true);
        pm.run(ctx, module).map_err(LowerError::Diagnostics)?;
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
    .ok_or(LowerError::NoHwProgram)?;
    visa_hw::translate(ctx, prog).map_err(|d| LowerError::Diagnostics(vec![d]))
}
