//! `visa-run` on a module at the nt level (a `func.func` whose arguments are
//! `!nt.tensor`s): binds the inputs by position and the `nt.parameter`s by name, plans
//! the module with visa-plan (`visa::plan::lower`) and runs it (decisions.md RNT-1,
//! RNT-5).
//!
//! - Inputs: `--input I=FILE.npy` as on the stream path ([`super::host::read_npy`]);
//!   an argument without one gets the same seeded random values.
//! - Parameters: `--param NAME=FILE.npy` first, then the `--weights FILE.safetensors`
//!   files; a name held by two weight files is an error (decisions.md RNT-1). The
//!   tensor's dtype and shape must equal the declared type's (its element type, its
//!   axis sizes in order); a missing or mismatched parameter is an error located at its
//!   `nt.parameter` op (exit status 1).
//! - Planned: the planned stream program (`FILE (planned)` in diagnostics) runs as a
//!   stream file does ([`super::run_program`]: lowered, simulated, checked bit for bit by
//!   the stream interpreter), on the argument bytes bound here; the nt reference
//!   interpreter ([`visa::nt::interp`]) runs on the same values, and the planned results
//!   are compared with its results within the bound of [`super::compare`] (integers
//!   exactly, floats within 1 ulp per elementwise op). Both verdicts are printed; either
//!   failing is exit status 1. Results are the planned program's, in the nt type's shapes
//!   and axis order, written all or nothing ([`super::stage`]). `--no-check` skips both
//!   checks, `--explain` prints the planner's report, `--check-against` is a usage error.
//! - Not planned: the nt interpreter alone runs and its results are written, all or
//!   nothing; a note gives the planner's first diagnostic (`FILE:LINE:COL: message`).
//!   `--check` or `--trace`, which need the planned program, are then an error naming
//!   that reason, exit status 2 as for `--check` on any file not at stream level.

use std::collections::BTreeMap;

use super::compare::{compare, Bound, NtVerdict, Pair};
use super::host::{elem_bytes, npy_descr, npy_file, preview, random_bytes, read_npy};
use super::stage::Stage;
use super::{notes_for, ArgSource, Binding, RunOptions};
use visa::driver::{diagnostics, program_error, usage, Error as RunError};
use visa::hw::HostTensor;
use visa::ir::diagnostic::{file_line_col, render};
use visa::ir::interfaces::FunctionOpInterface;
use visa::ir::parser::parse_source;
use visa::ir::verifier::verify;
use visa::ir::{Context, Diagnostic, OpId, SourceMgr};
use visa::nt::interp::tensor::sign_extend;
use visa::nt::interp::{interpret, Tensor};
use visa::nt::types::{element_dtype, tensor as nt_tensor, Axis};
use visa::sim::DType;
use visa::weights::safetensors::SafeTensors;

/// How many leading elements of each result the nt story shows (more than the stream
/// path's [`super::PREVIEW`], so that a batch of ten labels prints whole).
pub const NT_PREVIEW: usize = 16;

/// The registry of an nt module: the stream path's dialects and `nt`.
pub fn nt_dialects() -> visa::ir::DialectRegistry {
    let mut d = super::dialects();
    visa::nt::register(&mut d);
    d
}

/// The result of [`run_nt`].
#[derive(Debug, Clone)]
pub struct NtOutcome {
    /// The entry function's name.
    pub entry: String,
    /// The arguments and where their values came from.
    pub arguments: Vec<(Binding, ArgSource)>,
    /// The results' shapes and types, by position.
    pub outputs: Vec<Binding>,
    /// Each result's axis names, in order.
    pub axes: Vec<Vec<String>>,
    /// The results' little-endian element bytes, row-major.
    pub result_bytes: Vec<Vec<u8>>,
    /// Written result files, by position.
    pub results: Vec<String>,
    /// The parameters bound: name and where from.
    pub parameters: Vec<(String, String)>,
    /// The planned run, when visa-plan planned the module: the results above are then
    /// the planned program's.
    pub planned: Option<Box<Planned>>,
    /// Why visa-plan did not plan the module (its first diagnostic, `FILE:LINE:COL:
    /// message`), when it did not: the results above are the nt interpreter's.
    pub not_planned: Option<String>,
}

/// The planned half of an nt run ([`run_nt`]).
#[derive(Debug, Clone)]
pub struct Planned {
    /// The planned stream program's run: simulation and the stream check, as
    /// [`super::run`] reports a stream file.
    pub run: super::RunOutcome,
    /// The planner's report (`visa-plan`'s `Lowered::explain`).
    pub explain: String,
    /// Each result's bound against the nt interpreter, or why it has none.
    pub bounds: Vec<Result<Bound, String>>,
    /// The comparison with the nt interpreter; `None` with `--no-check`.
    pub nt_check: Option<NtVerdict>,
}

/// Parses `text` with the nt dialect when it mentions an nt type and returns the
/// module with its nt entry functions, or `None` when the file is not at the
/// nt level (the stream path then handles it). A file that mentions `!nt.` but does
/// not parse or verify is an error here.
pub fn detect(file: &str, text: &str, sources: &SourceMgr) -> Result<Option<NtModule>, RunError> {
    if !text.contains("!nt.") {
        return Ok(None);
    }
    let mut ctx = Context::new(nt_dialects());
    let module =
        parse_source(&mut ctx, text, file).map_err(|d| diagnostics(render(&ctx, sources, &d)))?;
    verify(&ctx, module).map_err(|ds| {
        diagnostics(
            ds.iter()
                .map(|d| render(&ctx, sources, d))
                .collect::<String>(),
        )
    })?;
    let mut funcs = Vec::new();
    for op in ctx.block_ops(ctx.module_body(module)).collect::<Vec<_>>() {
        if ctx.interface::<FunctionOpInterface>(op).is_none() {
            continue;
        }
        let Some(block) = ctx.entry_block(ctx.region(op, 0)) else {
            continue;
        };
        let args = ctx.block_args(block);
        let nt_args = !args.is_empty()
            && args
                .iter()
                .all(|&a| nt_tensor(&ctx, ctx.value_type(a)).is_some());
        if let (true, Some(name)) = (nt_args, visa::ir::symbol::symbol_name(&ctx, op)) {
            funcs.push((name.to_string(), op));
        }
    }
    if funcs.is_empty() {
        return Ok(None);
    }
    Ok(Some(NtModule {
        ctx,
        module,
        funcs,
        embedded: BTreeMap::new(),
    }))
}

/// Imports the ONNX model `opts.file` ([`visa::onnx::import`], symbolic dims bound by
/// `--bind-dim`) as an nt module, its initializers the values of its `nt.parameter`s.
/// The imported module is printed into `sources` as `FILE (imported)`, so a diagnostic
/// about it points at the nt text `visa-translate --import-onnx` would write.
pub fn import_onnx(opts: &RunOptions, sources: &mut SourceMgr) -> Result<NtModule, RunError> {
    let file = &opts.file;
    let model = visa::onnx::Model::read(file).map_err(|e| program_error(e.to_string()))?;
    let mut ctx = Context::new(nt_dialects());
    let import = visa::onnx::import::ImportOptions {
        bind_dims: opts.bind_dims.clone(),
    };
    let module = visa::onnx::import::import_model_with(&mut ctx, &model, &import)
        .map_err(|e| program_error(format!("{file}: {e}")))?;
    let mut text = visa::ir::printer::print_op(&ctx, module, &Default::default());
    text.push('\n');
    let name = format!("{file} (imported)");
    sources.add(&name, &text);
    let mut m = detect(&name, &text, sources)?
        .ok_or_else(|| program_error(format!("{file}: the model has no graph inputs to run on")))?;
    for t in &model.graph.initializer {
        let tensor = visa::weights::Tensor {
            name: t.name.clone(),
            dtype: weights_dtype(t.data_type),
            shape: t.dims.clone(),
            data: t.data.clone(),
            offset: 0,
        };
        m.embedded
            .insert(t.name.clone(), (format!("{file} (initializer)"), tensor));
    }
    Ok(m)
}

/// The weight-file dtype of an ONNX element type.
fn weights_dtype(t: visa::onnx::DataType) -> visa::weights::Dtype {
    use visa::onnx::DataType as O;
    use visa::weights::Dtype as W;
    match t {
        O::Float => W::F32,
        O::Uint8 => W::U8,
        O::Int8 => W::I8,
        O::Uint16 => W::U16,
        O::Int16 => W::I16,
        O::Int32 => W::I32,
        O::Int64 => W::I64,
        O::Bool => W::Bool,
        O::Float16 => W::F16,
        O::Double => W::F64,
        O::Uint32 => W::U32,
        O::Uint64 => W::U64,
        O::Bfloat16 => W::Bf16,
        O::Float8E4M3FN => W::F8E4M3,
        O::Float8E5M2 => W::F8E5M2,
    }
}

/// A parsed, verified nt-level module ([`detect`]).
pub struct NtModule {
    /// Its context.
    pub ctx: Context,
    /// The module op.
    pub module: OpId,
    /// The functions over `!nt.tensor` arguments, by name.
    pub funcs: Vec<(String, OpId)>,
    /// Parameter values the module's file carries itself (an ONNX model's initializers):
    /// name to (where from, value); `--param` overrides them, `--weights` comes after.
    pub embedded: BTreeMap<String, (String, visa::weights::Tensor)>,
}

/// The host tensor visa-run's `.npy` helpers take for an nt value of `axes` and `dtype`.
fn host_tensor(ctx: &Context, index: usize, axes: &[Axis], dtype: DType, op: OpId) -> HostTensor {
    let shape: Vec<u64> = axes.iter().map(|a| a.size).collect();
    let mut strides = vec![1i64; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        strides[k] = strides[k + 1] * shape[k + 1] as i64;
    }
    HostTensor {
        index,
        addr: 0,
        dtype,
        shape,
        strides,
        loc: ctx.op_loc(op),
    }
}

/// The interpreter's bit patterns of little-endian element bytes (integers
/// sign-extended, floats as their encoding).
pub fn bits_of_bytes(dtype: DType, bytes: &[u8]) -> Vec<u32> {
    let eb = elem_bytes(dtype).max(1);
    bytes
        .chunks_exact(eb)
        .map(|c| {
            let raw = c.iter().rev().fold(0u128, |a, &b| (a << 8) | b as u128);
            if dtype.is_int() {
                sign_extend(dtype, raw)
            } else {
                raw as u32
            }
        })
        .collect()
}

/// Little-endian element bytes of the interpreter's bit patterns.
pub fn bytes_of_bits(dtype: DType, bits: &[u32]) -> Vec<u8> {
    let eb = elem_bytes(dtype).max(1);
    let mut out = Vec::with_capacity(bits.len() * eb);
    for b in bits {
        out.extend_from_slice(&b.to_le_bytes()[..eb]);
    }
    out
}

fn describe(dtype: DType, shape: &[u64]) -> String {
    format!("{} {shape:?}", dtype.keyword())
}

/// Runs an nt module found by [`detect`].
pub fn run_nt(opts: &RunOptions, sources: &SourceMgr, m: NtModule) -> Result<NtOutcome, RunError> {
    let NtModule {
        mut ctx,
        module,
        funcs,
        embedded,
    } = m;
    let located = |ctx: &Context, op: OpId, msg: String| {
        diagnostics(render(
            ctx,
            sources,
            &Diagnostic::error(ctx.op_loc(op), msg),
        ))
    };
    let names = || {
        funcs
            .iter()
            .map(|(n, _)| n.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (entry, func) = match &opts.entry {
        Some(e) => funcs.iter().find(|(n, _)| n == e).cloned().ok_or_else(|| {
            usage(format!(
                "no entry named '{e}' in {} (found: {})",
                opts.file,
                names()
            ))
        })?,
        None if funcs.len() == 1 => funcs[0].clone(),
        None => {
            return Err(usage(format!(
                "{} has several entries ({}); choose one with --entry",
                opts.file,
                names()
            )))
        }
    };
    if opts.check_against.is_some() {
        // Exit status 2, as --check on any file not at stream level.
        return Err(usage(format!(
            "{}: function @{entry} is at the nt level: --check-against takes a stream-level reference, and an nt module is checked against its own plan and the nt reference interpreter (--check)",
            opts.file
        )));
    }
    // The planner decides the path: a planned module runs on the simulator, checked by
    // the stream interpreter and compared with the nt interpreter; any other runs on
    // the nt interpreter alone.
    let planned = visa::plan::lower(&mut ctx, module).map_err(|ds| first_reason(&ctx, &ds));
    if let Err(why) = &planned {
        if opts.check || opts.trace.is_some() {
            let what = if opts.trace.is_some() && !opts.check {
                "--trace needs a simulation"
            } else {
                "--check needs the stream-level program"
            };
            // Exit status 2, as --check on any file not at stream level.
            return Err(usage(format!(
                "{}: function @{entry} is at the nt level and visa-plan did not plan it: {why}; {what}, so run without it to interpret the module",
                opts.file
            )));
        }
    }
    let block = ctx
        .entry_block(ctx.region(func, 0))
        .expect("detect keeps functions with a body");
    let args = ctx.block_args(block).to_vec();
    for (i, _) in &opts.inputs {
        if *i >= args.len() {
            return Err(usage(format!(
                "--input {i}: '{entry}' takes {} argument(s) (positions 0..{})",
                args.len(),
                args.len()
            )));
        }
    }
    // Inputs.
    let mut inputs = Vec::new();
    let mut arguments = Vec::new();
    let mut given = Vec::new();
    for (i, &a) in args.iter().enumerate() {
        let t = nt_tensor(&ctx, ctx.value_type(a)).expect("detect checked the arguments");
        let dtype = element_dtype(&ctx, t.element).expect("a verified nt type has a TCP dtype");
        if dtype.bits() < 8 {
            return Err(located(
                &ctx,
                func,
                format!("argument {i} has element type {}; visa-run binds host tensors of whole-byte elements only", dtype.keyword()),
            ));
        }
        let ht = host_tensor(&ctx, i, &t.axes, dtype, func);
        let (bytes, source) = match opts.inputs.iter().find(|(j, _)| *j == i) {
            Some((_, path)) => {
                let l = read_npy(path, i, &ht)?;
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
            None => {
                if npy_descr(dtype).is_none() {
                    return Err(usage(format!(
                        "argument {i} has element type {}, which visa-run does not bind",
                        dtype.keyword()
                    )));
                }
                let seed = opts.seed.wrapping_add(i as u64);
                (random_bytes(&ht, seed), ArgSource::Random { seed })
            }
        };
        inputs.push(Tensor {
            axes: t.axes.clone(),
            dtype,
            bits: bits_of_bytes(dtype, &bytes),
        });
        let b = Binding {
            index: i,
            shape: ht.shape.clone(),
            dtype,
        };
        arguments.push((b.clone(), source.clone()));
        given.push((b, source, bytes));
    }
    // Parameter sources.
    let mut files = Vec::new();
    for path in &opts.weights {
        let st = SafeTensors::read(path).map_err(|e| usage(format!("--weights: {e}")))?;
        files.push(st);
    }
    let mut npys = embedded;
    for (name, path) in &opts.params {
        let t =
            visa::weights::npy::read(path).map_err(|e| usage(format!("--param {name}: {e}")))?;
        npys.insert(name.clone(), (path.clone(), t));
    }
    // Bind every nt.parameter of the entry, checked against its declared type.
    let mut bound: BTreeMap<String, Tensor> = BTreeMap::new();
    let mut parameters = Vec::new();
    let mut params_ops = Vec::new();
    ctx.walk(func, &mut |op| {
        if let Some(p) = visa::nt::ops::Parameter::matches(&ctx, op) {
            params_ops.push(p);
        }
    });
    for p in params_ops {
        let op = p.0;
        let name = p.name(&ctx).to_string();
        if bound.contains_key(&name) {
            continue;
        }
        let want = nt_tensor(&ctx, ctx.value_type(ctx.result(op, 0))).expect("verified");
        let want_dtype = element_dtype(&ctx, want.element).expect("verified");
        let want_shape: Vec<u64> = want.axes.iter().map(|a| a.size).collect();
        let (from, dtype, shape, data): (String, _, Vec<u64>, Vec<u8>) = if let Some((path, t)) =
            npys.get(&name)
        {
            (path.clone(), t.dtype, t.shape.clone(), t.data.clone())
        } else {
            let holders: Vec<&SafeTensors> =
                files.iter().filter(|f| f.get(&name).is_ok()).collect();
            match holders.as_slice() {
                [] => {
                    let searched = if opts.weights.is_empty() && opts.params.is_empty() {
                        "no --weights or --param was given".to_string()
                    } else {
                        let mut s: Vec<String> = opts.weights.clone();
                        s.extend(opts.params.iter().map(|(n, p)| format!("{n}={p}")));
                        format!("searched {}", s.join(", "))
                    };
                    return Err(located(
                        &ctx,
                        op,
                        format!("parameter '{name}' is not bound ({searched})"),
                    ));
                }
                [f] => {
                    let v = f.get(&name).expect("filtered");
                    (
                        f.file().to_string(),
                        v.dtype,
                        v.shape.to_vec(),
                        v.data.to_vec(),
                    )
                }
                several => {
                    let fs: Vec<&str> = several.iter().map(|f| f.file()).collect();
                    return Err(located(
                            &ctx,
                            op,
                            format!(
                                "parameter '{name}' is held by several weight files ({}); visa-run binds each name from one",
                                fs.join(", ")
                            ),
                        ));
                }
            }
        };
        if dtype.tcp() != Some(want_dtype) || shape != want_shape {
            return Err(located(
                &ctx,
                op,
                format!(
                    "parameter '{name}' from {from} holds {dtype} {shape:?}; declared {}",
                    describe(want_dtype, &want_shape)
                ),
            ));
        }
        bound.insert(
            name.clone(),
            Tensor {
                axes: want.axes.clone(),
                dtype: want_dtype,
                bits: bits_of_bytes(want_dtype, &data),
            },
        );
        parameters.push((name, from));
    }
    let lowered = match planned {
        Ok(lowered) => lowered,
        Err(why) => {
            let mut o = interpret_only(opts, sources, &ctx, module, func, &entry, &inputs, &bound)?;
            o.arguments = arguments;
            o.parameters = parameters;
            o.not_planned = Some(why);
            return Ok(o);
        }
    };
    // The interpreter runs first: a run-time error of the nt program (a zero divisor)
    // is then reported before anything is simulated or written.
    let reference = if opts.no_check {
        None
    } else {
        Some(
            interpret(&ctx, module, &entry, &inputs, &|n| bound.get(n).cloned())
                .map_err(|d| diagnostics(render(&ctx, sources, &d)))?,
        )
    };
    let name = format!("{} (planned)", opts.file);
    let mut planned_sources = SourceMgr::new();
    planned_sources.add(&name, &lowered.text);
    let run = super::run_program(
        opts,
        &super::Program {
            name: &name,
            text: &lowered.text,
            sources: &planned_sources,
            entry: Some(&entry),
            given: Some(&given),
        },
    )?;
    // The planned results must have the nt function's result types, axis by axis.
    let types = result_types(&ctx, func);
    let want: Vec<Binding> = types
        .iter()
        .enumerate()
        .map(|(i, (axes, dtype))| Binding {
            index: i,
            shape: axes.iter().map(|a| a.size).collect(),
            dtype: *dtype,
        })
        .collect();
    if want != run.outputs {
        let list = |bs: &[Binding]| {
            bs.iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(located(
            &ctx,
            func,
            format!(
                "internal planner error: the planned program returns ({}), the function ({})",
                list(&run.outputs),
                list(&want)
            ),
        ));
    }
    let (ops, unbounded) = rounding_ops(&ctx, func);
    let bounds: Vec<Result<Bound, String>> = types
        .iter()
        .map(|(_, d)| super::compare::bound(*d, ops, unbounded.as_deref()))
        .collect();
    let nt_check = reference.map(|out| {
        if let Some(why) = bounds.iter().find_map(|b| b.as_ref().err()) {
            return NtVerdict::NotCompared(why.clone());
        }
        let planned_bits: Vec<Vec<u32>> = run
            .outputs
            .iter()
            .zip(&run.result_bytes)
            .map(|(b, bytes)| bits_of_bytes(b.dtype, bytes))
            .collect();
        let pairs: Vec<Pair<'_>> = out
            .iter()
            .zip(&run.outputs)
            .zip(&planned_bits)
            .zip(&bounds)
            .map(|(((t, b), p), bd)| Pair {
                dtype: b.dtype,
                shape: &b.shape,
                reference: &t.bits,
                planned: p,
                tolerance: bd
                    .as_ref()
                    .map(|x| x.tolerance)
                    .unwrap_or(super::compare::Tolerance::Exact),
            })
            .collect();
        if out.len() != run.outputs.len() {
            return NtVerdict::NotCompared(format!(
                "the interpreter returned {} result(s), the planned program {}",
                out.len(),
                run.outputs.len()
            ));
        }
        compare(&pairs)
    });
    Ok(NtOutcome {
        entry,
        arguments,
        outputs: run.outputs.clone(),
        axes: types
            .iter()
            .map(|(axes, _)| axes.iter().map(|a| a.name.clone()).collect())
            .collect(),
        result_bytes: run.result_bytes.clone(),
        results: run.results.clone(),
        parameters,
        planned: Some(Box::new(Planned {
            run,
            explain: lowered.explain,
            bounds,
            nt_check,
        })),
        not_planned: None,
    })
}

/// The planner's first diagnostic on one line: `FILE:LINE:COL: message`.
fn first_reason(ctx: &Context, ds: &[Diagnostic]) -> String {
    let Some(d) = ds.first() else {
        return "the planner gave no reason".to_string();
    };
    match file_line_col(ctx, d.loc) {
        Some((f, l, c)) => format!("{f}:{l}:{c}: {}", d.message),
        None => d.message.clone(),
    }
}

/// The entry's result types: axes and element type, by position.
fn result_types(ctx: &Context, func: OpId) -> Vec<(Vec<Axis>, DType)> {
    let Some(block) = ctx.entry_block(ctx.region(func, 0)) else {
        return Vec::new();
    };
    let Some(ret) = ctx.block_ops(block).last() else {
        return Vec::new();
    };
    ctx.operands(ret)
        .iter()
        .filter_map(|&v| {
            let t = nt_tensor(ctx, ctx.value_type(v))?;
            Some((t.axes.clone(), element_dtype(ctx, t.element)?))
        })
        .collect()
}

/// The rounding ops of the entry for the bound against the interpreter (decisions.md
/// RNT-5): how many elementwise add/sub/mul it computes (max and min select, so they
/// round nothing), and the first op whose planned numerics have no stated bound.
fn rounding_ops(ctx: &Context, func: OpId) -> (u64, Option<String>) {
    use visa::nt::kinds::BinaryFn;
    let Some(block) = ctx.entry_block(ctx.region(func, 0)) else {
        return (0, None);
    };
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    let mut n = 0u64;
    for (i, &op) in ops.iter().enumerate() {
        if i + 1 == ops.len()
            || visa::nt::ops::Constant::matches(ctx, op).is_some()
            || visa::nt::ops::Parameter::matches(ctx, op).is_some()
        {
            continue;
        }
        match visa::nt::ops::Binary::matches(ctx, op).map(|b| b.kind(ctx)) {
            Some(BinaryFn::Add | BinaryFn::Sub | BinaryFn::Mul) => n += 1,
            Some(BinaryFn::Max | BinaryFn::Min) => {}
            Some(f) => return (n, Some(format!("nt.binary {}", f.keyword()))),
            None => return (n, Some(ctx.op_name_text(ctx.op_name(op)).to_string())),
        }
    }
    (n, None)
}

/// Runs the entry on the nt interpreter alone and writes its results (the path of a
/// module visa-plan did not plan). Arguments and parameters are filled in by the caller.
#[allow(clippy::too_many_arguments)]
fn interpret_only(
    opts: &RunOptions,
    sources: &SourceMgr,
    ctx: &Context,
    module: OpId,
    func: OpId,
    entry: &str,
    inputs: &[Tensor],
    bound: &BTreeMap<String, Tensor>,
) -> Result<NtOutcome, RunError> {
    let located = |ctx: &Context, op: OpId, msg: String| {
        diagnostics(render(
            ctx,
            sources,
            &Diagnostic::error(ctx.op_loc(op), msg),
        ))
    };
    let out = interpret(ctx, module, entry, inputs, &|n| bound.get(n).cloned())
        .map_err(|d| diagnostics(render(ctx, sources, &d)))?;
    // Results, all or nothing.
    let mut stage = Stage::default();
    let mut results = Vec::new();
    let mut outputs = Vec::new();
    let mut axes = Vec::new();
    let mut result_bytes = Vec::new();
    for (i, t) in out.iter().enumerate() {
        if t.dtype.bits() < 8 {
            return Err(located(
                ctx,
                func,
                format!("result {i} has element type {}; visa-run writes host tensors of whole-byte elements only", t.dtype.keyword()),
            ));
        }
        let ht = host_tensor(ctx, i, &t.axes, t.dtype, func);
        let bytes = bytes_of_bits(t.dtype, &t.bits);
        let path = format!("{}/result_{i}.npy", opts.output_dir.trim_end_matches('/'));
        stage.add(&path, npy_file(&ht, &bytes)?);
        results.push(path);
        outputs.push(Binding {
            index: i,
            shape: ht.shape.clone(),
            dtype: t.dtype,
        });
        axes.push(t.axes.iter().map(|a| a.name.clone()).collect());
        result_bytes.push(bytes);
    }
    stage.commit().map_err(|e| {
        usage(format!(
            "cannot write '{}': {}; no file was written",
            e.path.display(),
            e.error
        ))
    })?;
    Ok(NtOutcome {
        entry: entry.to_string(),
        arguments: Vec::new(),
        outputs,
        axes,
        result_bytes,
        results,
        parameters: Vec::new(),
        planned: None,
        not_planned: None,
    })
}

/// The JSON object printed with `--json` for an nt run. Not planned: `{"level": "nt",
/// "planned": false, "not_planned": REASON, "entry", "arguments": [...], "parameters":
/// [{"name", "file"}], "results": [paths], "outputs": [{"file", "shape", "dtype",
/// "axes"}], "check": "unavailable"}`. Planned: the stream run's object ([`super::json`]:
/// cycles, engines, `check` of the stream interpreter) with `"level": "nt"`, `"planned":
/// true`, the entry, parameters, the outputs' axes and `"nt_check": {"verdict":
/// "within" | "fail" | "not-compared", "bounds", "elements", "max_error", "mismatch" |
/// "reason"}` (absent with `--no-check`). `--explain` adds `"explain"` (the planner's
/// report, or the reason it did not plan).
pub fn json(opts: &RunOptions, o: &NtOutcome) -> String {
    let arguments: Vec<serde_json::Value> = o
        .arguments
        .iter()
        .map(|(b, s)| super::argument_json(b, s))
        .collect();
    let outputs: Vec<serde_json::Value> = o
        .outputs
        .iter()
        .zip(&o.results)
        .zip(&o.axes)
        .map(|((b, file), axes)| {
            serde_json::json!({"file": file, "shape": b.shape, "dtype": b.dtype.keyword(), "axes": axes})
        })
        .collect();
    let parameters: Vec<serde_json::Value> = o
        .parameters
        .iter()
        .map(|(n, f)| serde_json::json!({"name": n, "file": f}))
        .collect();
    let mut j = match &o.planned {
        None => serde_json::json!({
            "level": "nt",
            "planned": false,
            "not_planned": o.not_planned,
            "entry": o.entry,
            "arguments": arguments,
            "parameters": parameters,
            "results": o.results,
            "outputs": outputs,
            "check": "unavailable",
        }),
        Some(p) => {
            let mut j: serde_json::Value =
                serde_json::from_str(&super::json(&p.run)).unwrap_or_default();
            j["level"] = "nt".into();
            j["planned"] = true.into();
            j["entry"] = o.entry.clone().into();
            j["parameters"] = parameters.into();
            j["outputs"] = outputs.into();
            if let Some(v) = &p.nt_check {
                let bounds: Vec<serde_json::Value> = p
                    .bounds
                    .iter()
                    .map(|b| match b {
                        Ok(b) => b.text.clone().into(),
                        Err(_) => serde_json::Value::Null,
                    })
                    .collect();
                j["nt_check"] = match v {
                    NtVerdict::Within {
                        elements,
                        max_error,
                        ..
                    } => serde_json::json!({
                        "verdict": "within", "bounds": bounds,
                        "elements": elements, "max_error": max_error,
                    }),
                    NtVerdict::Fail(m) => serde_json::json!({
                        "verdict": "fail", "bounds": bounds,
                        "mismatch": {
                            "result": m.result, "element": m.element, "index": m.index,
                            "interpreter": m.reference, "planned": m.planned,
                            "error": m.error, "differing": m.differing,
                        },
                    }),
                    NtVerdict::NotCompared(why) => serde_json::json!({
                        "verdict": "not-compared", "bounds": bounds, "reason": why,
                    }),
                };
            }
            j
        }
    };
    if opts.explain {
        j["explain"] = match (&o.planned, &o.not_planned) {
            (Some(p), _) => p.explain.clone().into(),
            (None, Some(why)) => format!("not planned: {why}").into(),
            (None, None) => serde_json::Value::Null,
        };
    }
    j.to_string()
}

/// The verdict line of the comparison with the nt interpreter.
fn nt_check_line(p: &Planned) -> Option<String> {
    let bounds: Vec<&str> = p
        .bounds
        .iter()
        .filter_map(|b| b.as_ref().ok().map(|b| b.text.as_str()))
        .collect();
    let bounds = bounds.join("; ");
    Some(match p.nt_check.as_ref()? {
        NtVerdict::Within {
            elements,
            max_error,
            ulp,
            ..
        } => format!(
            "check: planned result within {bounds} of the nt reference interpreter ({elements} elements, max error {max_error}{})",
            if *ulp { " ulp" } else { "" }
        ),
        NtVerdict::Fail(_) => format!(
            "check: FAIL: the planned result is not within {bounds} of the nt reference interpreter (see stderr)"
        ),
        NtVerdict::NotCompared(why) => {
            format!("check: planned result not compared with the nt reference interpreter: {why}")
        }
    })
}

/// The human-readable story of an nt run: with `--explain` the planner's report first;
/// then, planned, the stream run's story ([`super::story_with`]) and the comparison
/// with the nt interpreter, or, not planned, the nt interpreter's results.
pub fn story(opts: &RunOptions, o: &NtOutcome) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    if opts.explain {
        match (&o.planned, &o.not_planned) {
            (Some(p), _) => s.push_str(&p.explain),
            (None, Some(why)) => {
                let _ = writeln!(s, "plan @{}: not planned: {why}", o.entry);
            }
            (None, None) => {}
        }
    }
    if let Some(p) = &o.planned {
        s.push_str(&super::story_with(
            &format!(
                "ran {} (nt level, planned by visa-plan, lowered by lower-to-hw) on the simulator: function @{}",
                opts.file, o.entry
            ),
            &p.run,
        ));
        if let Some(line) = nt_check_line(p) {
            let _ = writeln!(s, "{line}");
        }
        return s;
    }
    let _ = writeln!(
        s,
        "ran {} (nt level, on the nt reference interpreter): function @{}",
        opts.file, o.entry
    );
    for (b, src) in &o.arguments {
        let from = match src {
            ArgSource::File { path, descr, .. } => format!("from {path} ({descr})"),
            ArgSource::Random { seed } => format!("random, seed {seed}"),
        };
        let _ = writeln!(s, "argument {}: {b}, {from}", b.index);
    }
    let _ = writeln!(s, "{} parameter(s) bound", o.parameters.len());
    for ((b, data), axes) in o.outputs.iter().zip(&o.result_bytes).zip(&o.axes) {
        let first = preview(b.dtype, data, NT_PREVIEW);
        let n: u64 = b.shape.iter().product();
        let more = if n as usize > first.len() {
            format!(", ... (first {} of {n})", first.len())
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "result {}: {b} (axes {}) = [{}{more}]",
            b.index,
            axes.join(", "),
            first.join(", ")
        );
    }
    for r in &o.results {
        let _ = writeln!(s, "wrote {r}");
    }
    let _ = writeln!(
        s,
        "check: skipped (not planned by visa-plan, so nothing was simulated to check)"
    );
    s
}

/// The notes on stderr: why the module was not planned, random arguments, rounded file
/// values; planned, the stream run's warnings and remarks too.
pub fn notes(o: &NtOutcome) -> Vec<String> {
    match (&o.planned, &o.not_planned) {
        (Some(p), _) => super::notes(&p.run),
        (None, why) => {
            let mut out: Vec<String> = why
                .iter()
                .map(|w| {
                    format!(
                        "visa-run: note: @{} was not planned, so it ran on the nt reference interpreter only: {w}",
                        o.entry
                    )
                })
                .collect();
            out.extend(notes_for(&o.arguments));
            out
        }
    }
}

/// The exit status of an nt run whose output is printed: 1 when the stream check or
/// the comparison with the nt interpreter failed (each failure named on stderr).
pub fn status(o: &NtOutcome) -> i32 {
    let Some(p) = &o.planned else {
        return 0;
    };
    let mut code = super::check_status(&p.run);
    if let Some(NtVerdict::Fail(m)) = &p.nt_check {
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "visa-run: check failed: the planned result is not within its bound of the nt reference interpreter: {m}"
        );
        code = 1;
    }
    code
}
