//! The MLIR bridge: a visa module becomes an MLIR module inside the process, through
//! MLIR's C API (the `melior` crate over Debian's LLVM 22), and back; and an upstream
//! MLIR pass pipeline (`canonicalize`, `cse`, `inline`, ...) runs on a visa module's
//! upstream ops (`func`, `arith`, `scf`), visa's own dialects riding along as
//! unregistered operations MLIR leaves alone.
//!
//! Off by default: build with `--features mlir` where `llvm-22-dev libmlir-22-dev
//! libclang-22-dev libpolly-22-dev libzstd-dev zlib1g-dev` are installed (the repository's
//! `.cargo/config.toml` points melior at `/usr/lib/llvm-22`). Without the feature the crate
//! has only [`ENABLED`] (false), so `cargo build` and `cargo test` need no LLVM.
//!
//! How a module crosses (decision C11B-4): visa prints it in the generic form into a
//! string, MLIR's C parser (`mlirModuleCreateParse`) builds the MLIR module from that
//! string, and the way back is MLIR's C printer (generic form) into a string that visa's
//! parser reads. No process and no file is involved; the generic form is the common
//! language both sides already guarantee (`visa-opt`'s generic output round-trips through
//! `mlir-opt-22` byte for byte). MLIR's diagnostics come back as [`Error`] text.
#![deny(missing_docs)]

/// Whether this build has the bridge (the `mlir` feature).
pub const ENABLED: bool = cfg!(feature = "mlir");

/// A failure of the bridge: MLIR's (or visa's) diagnostics, rendered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

#[cfg(feature = "mlir")]
pub use bridge::{from_mlir, mlir_context, run_pipeline, to_mlir};

#[cfg(feature = "mlir")]
mod bridge {
    use super::Error;
    use melior::dialect::DialectRegistry as MlirRegistry;
    use melior::ir::operation::{OperationLike, OperationPrintingFlags};
    use melior::ir::Module;
    use melior::pass::PassManager;
    use melior::Context as MlirContext;
    use std::cell::RefCell;
    use std::rc::Rc;
    use visa_ir::diagnostic::render;
    use visa_ir::printer::{print_op, PrintOptions};
    use visa_ir::{Context, DialectRegistry, OpId, SourceMgr};

    /// An MLIR context with every upstream dialect loaded and unregistered dialects
    /// (visa's `stream`, `engine`, `hw`, `mapping`) allowed.
    pub fn mlir_context() -> MlirContext {
        let registry = MlirRegistry::new();
        melior::utility::register_all_dialects(&registry);
        let ctx = MlirContext::new();
        ctx.append_dialect_registry(&registry);
        ctx.load_all_available_dialects();
        ctx.set_allow_unregistered_dialects(true);
        ctx
    }

    /// Runs `f` with MLIR's diagnostics collected; returns them with `f`'s value.
    fn collecting<T>(mctx: &MlirContext, f: impl FnOnce() -> T) -> (T, Vec<String>) {
        let seen = Rc::new(RefCell::new(Vec::new()));
        let sink = Rc::clone(&seen);
        let id = mctx.attach_diagnostic_handler(move |d| {
            sink.borrow_mut().push(format!("{}: {d}", d.location()));
            true
        });
        let value = f();
        mctx.detach_diagnostic_handler(id);
        let messages = seen.borrow().clone();
        (value, messages)
    }

    fn failure(what: &str, diagnostics: Vec<String>) -> Error {
        if diagnostics.is_empty() {
            Error(what.to_string())
        } else {
            Error(format!("{what}:\n{}", diagnostics.join("\n")))
        }
    }

    /// The visa `module` of `ctx` as an MLIR module of `mctx`.
    pub fn to_mlir<'c>(
        mctx: &'c MlirContext,
        ctx: &Context,
        module: OpId,
    ) -> Result<Module<'c>, Error> {
        let generic = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
        let text = print_op(ctx, module, &generic);
        let (parsed, diagnostics) = collecting(mctx, || Module::parse(mctx, &text));
        let m = parsed.ok_or_else(|| failure("MLIR rejected the visa module", diagnostics))?;
        if !m.as_operation().verify() {
            return Err(Error("the module MLIR built does not verify".into()));
        }
        Ok(m)
    }

    /// The MLIR `module` as a visa module, in a new context with `dialects`; visa parses
    /// and verifies it.
    pub fn from_mlir(module: &Module, dialects: DialectRegistry) -> Result<(Context, OpId), Error> {
        let flags = OperationPrintingFlags::new().print_generic_operation_form();
        let text = module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|e| Error(format!("MLIR could not print the module: {e}")))?;
        let mut ctx = Context::new(dialects);
        let mut sources = SourceMgr::new();
        sources.add("<mlir>", &text);
        let m = visa_ir::parser::parse_source(&mut ctx, &text, "<mlir>")
            .map_err(|d| Error(render(&ctx, &sources, &d)))?;
        visa_ir::verifier::verify(&ctx, m)
            .map_err(|ds| Error(ds.iter().map(|d| render(&ctx, &sources, d)).collect()))?;
        Ok((ctx, m))
    }

    /// Runs the upstream MLIR pass `pipeline` (textual, e.g.
    /// `builtin.module(func.func(canonicalize,cse))`) on the visa `module` and returns the
    /// result as a visa module in a new context with `dialects`.
    pub fn run_pipeline(
        ctx: &Context,
        module: OpId,
        dialects: DialectRegistry,
        pipeline: &str,
    ) -> Result<(Context, OpId), Error> {
        static PASSES: std::sync::Once = std::sync::Once::new();
        PASSES.call_once(melior::utility::register_all_passes);
        let mctx = mlir_context();
        let mut m = to_mlir(&mctx, ctx, module)?;
        let pm = PassManager::new(&mctx);
        pm.enable_verifier(true);
        let (parsed, diagnostics) = collecting(&mctx, || {
            melior::utility::parse_pass_pipeline(pm.as_operation_pass_manager(), pipeline)
        });
        parsed.map_err(|e| {
            failure(
                &format!("invalid MLIR pass pipeline '{pipeline}': {e}"),
                diagnostics,
            )
        })?;
        let (ran, diagnostics) = collecting(&mctx, || pm.run(&mut m));
        ran.map_err(|e| {
            failure(
                &format!("MLIR pipeline '{pipeline}' failed: {e}"),
                diagnostics,
            )
        })?;
        from_mlir(&m, dialects)
    }
}
