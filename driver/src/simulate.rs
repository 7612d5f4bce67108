//! Running a lowered program on the simulator with given host tensors, as data: the
//! makespan, the busy cycles of each resource, the result tensors and the full report.

use crate::error::{program_error, usage, Error};
use crate::tensor::Tensor;
use std::collections::BTreeMap;
use visa_hw::{HostTensor, HwProgram};
use visa_sim::{RunReport, SimConfig, Simulator, Space};

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

/// Runs `program` with `inputs` (one per argument, of its element type and shape) and
/// reads its results back.
pub fn simulate(program: &HwProgram, inputs: &[Tensor]) -> Result<Simulation, Error> {
    if inputs.len() != program.inputs.len() {
        return Err(usage(format!(
            "the program takes {} argument(s); {} given",
            program.inputs.len(),
            inputs.len()
        )));
    }
    for (t, x) in program.inputs.iter().zip(inputs) {
        if t.dtype.bits() % 8 != 0 {
            return Err(usage(format!(
                "argument {} has element type {:?}; host tensors of whole-byte elements only",
                t.index, t.dtype
            )));
        }
        fits(t, x)?;
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
                .map_err(|e| program_error(format!("placing argument {}: {e}", t.index)))?;
            pos += len;
        }
    }
    let report = sim
        .run(&program.program)
        .map_err(|e| program_error(format!("simulation failed: {e}")))?;
    let mut results = Vec::with_capacity(program.outputs.len());
    for t in &program.outputs {
        let mut bytes = Vec::new();
        for (off, len) in t.byte_runs() {
            let b = sim
                .memory()
                .read(Space::Host, t.addr + off, len)
                .map_err(|e| program_error(format!("reading result {}: {e}", t.index)))?;
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
