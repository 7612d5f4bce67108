//! `visa-run` on a module at the nt level (a `func.func` whose arguments are
//! `!nt.tensor`s): binds the inputs by position and the `nt.parameter`s by name, runs
//! the nt reference interpreter ([`visa::nt::interp`]) and writes the results, all or
//! nothing ([`super::stage`]), with their logical shapes in the type's axis order.
//!
//! - Inputs: `--input I=FILE.npy` as on the stream path ([`super::host::read_npy`]);
//!   an argument without one gets the same seeded random values.
//! - Parameters: `--param NAME=FILE.npy` first, then the `--weights FILE.safetensors`
//!   files; a name held by two weight files is an error (decisions.md RNT-1). The
//!   tensor's dtype and shape must equal the declared type's (its element type, its
//!   axis sizes in order); a missing or mismatched parameter is an error located at its
//!   `nt.parameter` op (exit status 1).
//! - No simulation: nothing lowers the nt level to the stream level yet (issue 22), so
//!   `--check` (or `--check-against`, `--trace`) on an nt module is an error naming the
//!   file and entry function, exit status 2 as for `--check` on any file not at stream level.

use std::collections::BTreeMap;

use super::host::{elem_bytes, npy_descr, npy_file, preview, random_bytes, read_npy};
use super::stage::Stage;
use super::{notes_for, ArgSource, Binding, RunOptions};
use visa::driver::{diagnostics, program_error, usage, Error as RunError};
use visa::hw::HostTensor;
use visa::ir::diagnostic::render;
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
        ctx,
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
    if opts.check || opts.check_against.is_some() || opts.trace.is_some() {
        let what = if opts.trace.is_some() && !opts.check {
            "--trace needs a simulation"
        } else {
            "--check needs the stream-level program"
        };
        // Exit status 2, as --check on any file not at stream level.
        return Err(usage(format!(
            "{}: function @{entry} is at the nt level: no automatic lowering from the nt level yet (issue 22); {what}, so run without it to interpret the module",
            opts.file
        )));
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
        arguments.push((
            Binding {
                index: i,
                shape: ht.shape.clone(),
                dtype,
            },
            source,
        ));
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
    let out = interpret(&ctx, module, &entry, &inputs, &|n| bound.get(n).cloned())
        .map_err(|d| diagnostics(render(&ctx, sources, &d)))?;
    // Results, all or nothing.
    let mut stage = Stage::default();
    let mut results = Vec::new();
    let mut outputs = Vec::new();
    let mut axes = Vec::new();
    let mut result_bytes = Vec::new();
    for (i, t) in out.iter().enumerate() {
        if t.dtype.bits() < 8 {
            return Err(located(
                &ctx,
                func,
                format!("result {i} has element type {}; visa-run writes host tensors of whole-byte elements only", t.dtype.keyword()),
            ));
        }
        let ht = host_tensor(&ctx, i, &t.axes, t.dtype, func);
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
        entry,
        arguments,
        outputs,
        axes,
        result_bytes,
        results,
        parameters,
    })
}

/// The JSON object printed with `--json` for an nt run: `{"level": "nt", "entry",
/// "arguments": [...], "parameters": [{"name", "file"}], "results": [paths],
/// "outputs": [{"file", "shape", "dtype", "axes"}], "check": "unavailable"}`.
pub fn json(o: &NtOutcome) -> String {
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
    serde_json::json!({
        "level": "nt",
        "entry": o.entry,
        "arguments": arguments,
        "parameters": parameters,
        "results": o.results,
        "outputs": outputs,
        "check": "unavailable",
    })
    .to_string()
}

/// The human-readable story of an nt run.
pub fn story(opts: &RunOptions, o: &NtOutcome) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
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
        "check: skipped (no lowering from the nt level to the simulator yet, issue 22)"
    );
    s
}

/// The notes on stderr: random arguments, rounded file values.
pub fn notes(o: &NtOutcome) -> Vec<String> {
    notes_for(&o.arguments)
}
