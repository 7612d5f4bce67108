//! The whole path of visa as a library returning data: parse (or build) a kernel,
//! lower it to the device's command queues, simulate it, check it against the
//! stream-level reference interpreter, and read its results and cycles.
//!
//! - [`Kernel`]: a verified program ([`Kernel::parse`], or [`Kernel::from_module`] for one
//!   built with the typed op builders), with [`Kernel::lower`], [`Kernel::run`] and
//!   [`Kernel::check`].
//! - [`lower::lower_to_hw`]: the lowering on a module you hold (`lower-to-hw`, or
//!   `convert-engine-to-hw` from the engine level) and the translation to a
//!   [`visa_hw::HwProgram`].
//! - [`simulate::simulate`]: host [`Tensor`]s in, a [`Simulation`] out (cycles, busy
//!   cycles per resource, result tensors, the report and its trace).
//! - [`check`]: the interpreter beside the simulator on the same inputs, compared byte for
//!   byte ([`Verdict`]).
//!
//! `visa-run` is this crate plus a command line, `.npy` files and printing.
//!
//! ```
//! use visa_driver::{Kernel, Tensor, Verdict};
//! let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/constant_add.mlir"))?;
//! let kernel = Kernel::parse("constant_add.mlir", &text)?;
//! let x: Vec<i32> = (0..2048).map(|i| i * 3 - 1000).collect();
//! let run = kernel.run(&[Tensor::from_i32(&[2048], &x).unwrap()])?;
//! let y = run.simulation.results[0].to_i32().unwrap();
//! assert!(y.iter().zip(&x).all(|(y, x)| *y == x + 1)); // the kernel adds 1
//! assert!(run.simulation.cycles > 0);
//! assert_eq!(run.verdict, Verdict::Pass { elements: 2048 });
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A kernel with two host functions needs its entry named:
//!
//! ```
//! let text = "hw.program @a {\n}\nhw.program @b {\n}\n";
//! let k = visa_driver::Kernel::parse("two.mlir", text).unwrap();
//! let e = k.lower().err().unwrap();
//! assert_eq!((e.code(), e.message()), (2, "two.mlir: several entries (a, b); choose one"));
//! assert_eq!(k.with_entry("b").lower().ok().unwrap().program.name, "b");
//! ```
#![deny(missing_docs)]

pub mod check;
pub mod error;
pub mod lower;
pub mod simulate;
pub mod tensor;

pub use check::{Mismatch, Reference, Verdict};
pub use error::{diagnostics, program_error, usage, Error};
pub use lower::{dialects, level, Level, LowerError};
pub use simulate::{Failure, Simulation};
pub use tensor::Tensor;

use visa_hw::HwProgram;
use visa_ir::diagnostic::render;
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{Context, Diagnostic, OpId, SourceMgr};

/// A verified program at any level (stream, engine or hw), kept as its text so it can
/// be lowered and interpreted independently (lowering rewrites a module in place).
#[derive(Debug, Clone)]
pub struct Kernel {
    name: String,
    text: String,
    entry: Option<String>,
}

/// A kernel lowered to `hw`: the module (in `ctx`) and the translated program.
pub struct Lowered {
    /// The context holding the lowered module.
    pub ctx: Context,
    /// The lowered module.
    pub module: OpId,
    /// The entry's commands and host tensors.
    pub program: HwProgram,
}

impl Lowered {
    /// The lowered module's text (custom form).
    pub fn text(&self) -> String {
        print_op(&self.ctx, self.module, &PrintOptions::default())
    }
}

/// What [`Kernel::run`] produced: the simulation and the interpreter's verdict.
#[derive(Debug, Clone)]
pub struct Run {
    /// The simulation.
    pub simulation: Simulation,
    /// Whether the simulator's results equal the stream-level interpreter's.
    pub verdict: Verdict,
}

fn render_all(ctx: &Context, sources: &SourceMgr, ds: &[Diagnostic]) -> String {
    ds.iter().map(|d| render(ctx, sources, d)).collect()
}

impl Kernel {
    /// Parses and verifies `text` (named `name` in diagnostics); a failure is an
    /// [`Error`] with the rendered, located diagnostics.
    pub fn parse(name: &str, text: &str) -> Result<Kernel, Error> {
        let k = Kernel {
            name: name.to_string(),
            text: text.to_string(),
            entry: None,
        };
        k.module()?;
        Ok(k)
    }

    /// The kernel `module` of `ctx` (built with the typed op builders, say), verified.
    pub fn from_module(ctx: &Context, module: OpId) -> Result<Kernel, Error> {
        let generic = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
        Kernel::parse("<built>", &print_op(ctx, module, &generic))
    }

    /// Chooses the host function (or program) to run when there are several.
    pub fn with_entry(mut self, entry: &str) -> Kernel {
        self.entry = Some(entry.to_string());
        self
    }

    /// The program's text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// A fresh parse of the program.
    fn module(&self) -> Result<(Context, OpId, SourceMgr), Error> {
        let mut sources = SourceMgr::new();
        sources.add(&self.name, &self.text);
        let mut ctx = Context::new(dialects());
        let module = visa_ir::parser::parse_source(&mut ctx, &self.text, &self.name)
            .map_err(|d| diagnostics(render(&ctx, &sources, &d)))?;
        visa_ir::verifier::verify(&ctx, module)
            .map_err(|ds| diagnostics(render_all(&ctx, &sources, &ds)))?;
        Ok((ctx, module, sources))
    }

    /// Lowers the kernel to `hw` and translates its entry.
    pub fn lower(&self) -> Result<Lowered, Error> {
        let (mut ctx, module, sources) = self.module()?;
        let program =
            lower::lower_to_hw(&mut ctx, module, self.entry.as_deref()).map_err(|e| match e {
                LowerError::Diagnostics(ds) => diagnostics(render_all(&ctx, &sources, &ds)),
                other => usage(format!("{}: {other}", self.name)),
            })?;
        Ok(Lowered {
            ctx,
            module,
            program,
        })
    }

    /// Lowers, simulates with `inputs` (one per argument) and checks the results against
    /// the stream-level interpreter; the kernel must be at stream level.
    pub fn run(&self, inputs: &[Tensor]) -> Result<Run, Error> {
        let lowered = self.lower()?;
        let simulation = simulate::simulate(&lowered.program, inputs)?;
        let verdict = self.check(&lowered.program, inputs, &simulation)?;
        Ok(Run {
            simulation,
            verdict,
        })
    }

    /// Runs the stream-level interpreter on `inputs` and compares its results with
    /// `simulation`'s byte for byte; `program` is this kernel (or any lowering of it).
    pub fn check(
        &self,
        program: &HwProgram,
        inputs: &[Tensor],
        simulation: &Simulation,
    ) -> Result<Verdict, Error> {
        let reference = Reference::load(
            dialects(),
            &self.name,
            &self.text,
            self.entry.as_deref(),
            false,
        )?;
        let ins: Vec<Vec<u8>> = inputs.iter().map(|t| t.bytes.clone()).collect();
        let outs: Vec<Vec<u8>> = simulation.results.iter().map(|t| t.bytes.clone()).collect();
        reference.check(&program.inputs, &ins, &program.outputs, &outs)
    }
}
