//! Running a lowered program on the simulator with given host tensors, as data: the
//! makespan, the busy cycles of each resource, the result tensors and the full report.
//!
//! [`simulate`] is the one place that places the arguments in host memory, runs the
//! simulator and reads the results back. [`try_simulate`] does the same but keeps a
//! failure as data ([`Failure`]), so that a caller holding the program's source (as
//! `visa-run` does) can locate it with [`Failure::located`].

use crate::error::{diagnostics, program_error, usage, Error};
use crate::tensor::Tensor;
use std::collections::BTreeMap;
use visa_hw::{HostTensor, HwProgram};
use visa_ir::diagnostic::render;
use visa_ir::{Context, Diagnostic, SourceMgr};
use visa_sim::{RunReport, SimConfig, SimError, Simulator, Space};

/// What a simulation produced.
#[derive(Debug, Clone)]
pub struct Simulation {
    /// Makespan in cycles.
    pub cycles: u64,
    /// Busy cycles per resource (`main`, `sub`, `pdma`, `tdma`; `chipC.` prefixed
    /// beyond chip 0).
    pub busy: BTreeMap<String, u64>,
    /// The results, by position.
    pub results: Vec<Tensor>,
    /// The simulator's whole report (per-command timing, warnings, the trace via
    /// [`RunReport::trace_json`]).
    pub report: RunReport,
}

fn fits(t: &HostTensor, x: &Tensor) -> Result<(), Error> {
    if x.dtype != t.dtype || x.shape != t.shape {
        return Err(usage(format!(
            "argument {} must be {:?} of shape {:?}; got {:?} of shape {:?}",
            t.index, t.dtype, t.shape, x.dtype, x.shape
        )));
    }
    let want = t.elements() * u64::from(t.dtype.bits() / 8);
    if x.bytes.len() as u64 != want {
        return Err(usage(format!(
            "argument {} must hold {want} bytes; got {}",
            t.index,
            x.bytes.len()
        )));
    }
    Ok(())
}

/// Why a simulation failed, kept as data.
#[derive(Debug, Clone)]
pub enum Failure {
    /// The inputs do not fit the program's arguments (a usage error, already rendered).
    Arguments(Error),
    /// Argument `index` could not be placed in host memory.
    Place {
        /// The argument's position.
        index: usize,
        /// The simulator memory's error.
        error: SimError,
    },
    /// The simulator stopped (its error names the failing command and its location).
    Run(SimError),
    /// Result `index` could not be read back: the program did not (entirely) write it.
    Read {
        /// The result's position.
        index: usize,
        /// The simulator memory's error.
        error: SimError,
    },
}

/// `[shape] type`, as messages name a host tensor.
fn describe(t: &HostTensor) -> String {
    format!("{:?} {}", t.shape, t.dtype.keyword())
}

impl Failure {
    /// The failure as an unlocated [`Error`] (what [`simulate`] returns).
    pub fn into_error(self) -> Error {
        match self {
            Failure::Arguments(e) => e,
            Failure::Place { index, error } => {
                program_error(format!("placing argument {index}: {error}"))
            }
            Failure::Run(e) => program_error(format!("simulation failed: {e}")),
            Failure::Read { index, error } => {
                program_error(format!("reading result {index}: {error}"))
            }
        }
    }

    /// The failure as a located, rendered diagnostic: a placing or reading failure at
    /// the host tensor's location in `program`, a simulator error at the op its command
    /// was translated from (with the command's index). `ctx` and `sources` are those the
    /// program was parsed and lowered in.
    ///
    /// ```
    /// use visa_driver::simulate::{try_simulate, Failure};
    /// use visa_driver::Kernel;
    /// let text = "hw.program @p {\n}\n";
    /// let lowered = Kernel::parse("p.mlir", text)?.lower()?;
    /// // A program with no argument given one: a usage error, whatever the source.
    /// let x = visa_driver::Tensor::from_i32(&[1], &[0]).unwrap();
    /// let f = try_simulate(&lowered.program, &[x]).err().unwrap();
    /// assert!(matches!(f, Failure::Arguments(_)));
    /// let mut ctx = lowered.ctx;
    /// let e = f.located(&mut ctx, &visa_ir::SourceMgr::new(), &lowered.program);
    /// assert_eq!((e.code(), e.message()), (2, "the program takes 0 argument(s); 1 given"));
    /// # Ok::<(), visa_driver::Error>(())
    /// ```
    pub fn located(self, ctx: &mut Context, sources: &SourceMgr, program: &HwProgram) -> Error {
        let at = |ctx: &Context, t: &HostTensor, what: String| {
            diagnostics(render(ctx, sources, &Diagnostic::error(t.loc, what)))
        };
        match self {
            Failure::Arguments(e) => e,
            Failure::Place { index, error } => {
                match program.inputs.iter().find(|t| t.index == index) {
                    Some(t) => at(ctx, t, format!("placing argument {index}: {error}")),
                    None => Failure::Place { index, error }.into_error(),
                }
            }
            Failure::Read { index, error } => {
                match program.outputs.iter().find(|t| t.index == index) {
                    Some(t) => at(
                        ctx,
                        t,
                        format!(
                        "result {index} ({}) was not (entirely) written by the program: {error}",
                        describe(t)
                    ),
                    ),
                    None => Failure::Read { index, error }.into_error(),
                }
            }
            Failure::Run(e) => {
                let what = match e.command {
                    Some(i) => format!("simulation failed at command #{i}: {}", e.kind),
                    None => format!("simulation failed: {}", e.kind),
                };
                let loc = e.loc.as_deref().and_then(|l| {
                    let mut parts = l.rsplitn(3, ':');
                    let col: u32 = parts.next()?.parse().ok()?;
                    let line: u32 = parts.next()?.parse().ok()?;
                    let file = parts.next()?;
                    Some(ctx.file_loc(file, line, col))
                });
                match loc {
                    Some(loc) => diagnostics(render(ctx, sources, &Diagnostic::error(loc, what))),
                    None => program_error(what),
                }
            }
        }
    }
}

/// Runs `program` with `inputs` (one per argument, of its element type and shape) and
/// reads its results back.
pub fn simulate(program: &HwProgram, inputs: &[Tensor]) -> Result<Simulation, Error> {
    try_simulate(program, inputs).map_err(Failure::into_error)
}

/// [`simulate`], with a failure kept as data ([`Failure`]).
pub fn try_simulate(program: &HwProgram, inputs: &[Tensor]) -> Result<Simulation, Failure> {
    if inputs.len() != program.inputs.len() {
        return Err(Failure::Arguments(usage(format!(
            "the program takes {} argument(s); {} given",
            program.inputs.len(),
            inputs.len()
        ))));
    }
    for (t, x) in program.inputs.iter().zip(inputs) {
        if t.dtype.bits() % 8 != 0 {
            return Err(Failure::Arguments(usage(format!(
                "argument {} has element type {:?}; host tensors of whole-byte elements only",
                t.index, t.dtype
            ))));
        }
        fits(t, x).map_err(Failure::Arguments)?;
    }
    let mut sim = Simulator::new(SimConfig {
        chips: program.chips,
        ..SimConfig::default()
    });
    for (t, x) in program.inputs.iter().zip(inputs) {
        let mut pos = 0usize;
        for (off, len) in t.byte_runs() {
            let len = len as usize;
            sim.memory_mut()
                .write(Space::Host, t.addr + off, &x.bytes[pos..pos + len])
                .map_err(|error| Failure::Place {
                    index: t.index,
                    error,
                })?;
            pos += len;
        }
    }
    let report = sim.run(&program.program).map_err(Failure::Run)?;
    let mut results = Vec::with_capacity(program.outputs.len());
    for t in &program.outputs {
        let mut bytes = Vec::with_capacity(byte_len(t));
        for (off, len) in t.byte_runs() {
            let b = sim
                .memory()
                .read(Space::Host, t.addr + off, len)
                .map_err(|error| Failure::Read {
                    index: t.index,
                    error,
                })?;
            bytes.extend_from_slice(&b);
        }
        results.push(Tensor {
            dtype: t.dtype,
            shape: t.shape.clone(),
            bytes,
        });
    }
    let mut busy = BTreeMap::new();
    for r in &report.resources {
        let name = if r.resource.chip == 0 {
            r.resource.kind.keyword().to_string()
        } else {
            format!("chip{}.{}", r.resource.chip, r.resource.kind.keyword())
        };
        busy.insert(name, r.busy_cycles);
    }
    Ok(Simulation {
        cycles: report.total_cycles,
        busy,
        results,
        report,
    })
}

/// The byte size of host tensor `t` (whole-byte elements).
fn byte_len(t: &HostTensor) -> usize {
    (t.elements() * u64::from(t.dtype.bits() / 8)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Kernel;

    /// A result the program never writes: a [`Failure::Read`], plain from [`simulate`]
    /// and located at its `hw.host_output` by [`Failure::located`].
    #[test]
    fn unwritten_result_is_a_read_failure_located_at_its_output() {
        let text = "hw.program @main {\n  hw.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 4>, strides = array<i64: 1>}\n}\n";
        let lowered = Kernel::parse("u.mlir", text).unwrap().lower().ok().unwrap();
        let e = simulate(&lowered.program, &[]).unwrap_err();
        assert_eq!(e.code(), 1);
        assert!(e.message().starts_with("reading result 0: "), "{e}");
        let f = try_simulate(&lowered.program, &[]).unwrap_err();
        assert!(matches!(f, Failure::Read { index: 0, .. }), "{f:?}");
        let mut sources = SourceMgr::new();
        sources.add("u.mlir", text);
        let mut ctx = lowered.ctx;
        let e = f.located(&mut ctx, &sources, &lowered.program);
        assert_eq!(e.code(), 1);
        assert!(
            e.message().contains(
                "u.mlir:2:3: error: result 0 ([4] i32) was not (entirely) written by the program: read of unwritten memory"
            ),
            "{e}"
        );
    }

    /// Arguments that do not fit are usage errors, whatever the caller holds.
    #[test]
    fn arguments_must_fit() {
        let text = "hw.program @main {\n  hw.host_input {addr = 0 : i64, dtype = i32, arg = 0 : i64, shape = array<i64: 4>, strides = array<i64: 1>}\n}\n";
        let lowered = Kernel::parse("a.mlir", text).unwrap().lower().ok().unwrap();
        let x = Tensor::from_i32(&[3], &[1, 2, 3]).unwrap();
        let e = simulate(&lowered.program, &[x]).unwrap_err();
        assert_eq!(e.code(), 2, "{e}");
        assert!(e.message().contains("argument 0 must be"), "{e}");
    }
}
