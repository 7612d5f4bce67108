//! `visa-run --check`: the stream-level reference interpreter
//! ([`visa_stream::interp`]) run beside the simulator on the same inputs, and the
//! byte-for-byte comparison of their results.
//!
//! The two sides meet in host memory, the one place both define. The interpreter
//! reads and writes host arrays in host-buffer order (position `p` of the host
//! mapping, `m[...]` of `!stream.host`); the simulator's host tensor puts the element
//! of row-major position `r` of its shape (the order of the `.npy` files) at host
//! element offset `p_r` (`HostTensor::element_offsets`). So an argument is handed to
//! both as the same bytes: the simulator gets them at `p_r`, the interpreter gets
//! element `r` at position `p_r`. A result is compared element by element in `.npy`
//! order as the little-endian bytes of its element type (floats bit for bit, so
//! `-0.0 != 0.0` and NaN payloads count), and the first difference is reported with
//! its result position, element position, `.npy` index, the tensor index the
//! reference's host mapping gives it, and both values.
//!
//! Before running, the reference's host function must match the simulated program:
//! as many arguments and results, the same element types, and host layouts that put
//! every element of the simulated tensor at a distinct position holding a tensor
//! element of the host mapping, with no element left over.
//!
//! The reference is the run file itself, which must then be at stream level, or a
//! stream-level file given with `--check-against` (an engine- or hw-level program,
//! e.g. a hand-edited lowering, checked against the stream program it implements).
//! Enumerating elements is fine here: the check is a test oracle, not the compiler.

use crate::error::{diagnostics, program_error, usage, Error as RunError};
use crate::lower::{level, Level};
use visa_hw::HostTensor;
use visa_ir::diagnostic::render;
use visa_ir::parser::parse_source;
use visa_ir::{Context, Diagnostic, DialectRegistry, OpId, SourceMgr};
use visa_mapping::Image;
use visa_sim::DType;
use visa_stream::geom::INTERPRETER_LIMIT;
use visa_stream::interp::{self, HostArray, HostSlot, Scalar};

/// A stream-level program to interpret, parsed and verified.
pub struct Reference {
    ctx: Context,
    module: OpId,
    entry: Option<String>,
    sources: SourceMgr,
    file: String,
    /// Given with `--check-against`: a reference that does not fit the program is a
    /// command-line error (exit 2) rather than a bug of the lowering (exit 1).
    against: bool,
}

/// The outcome of a check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every result element is equal; `elements` counts them over all results.
    Pass {
        /// Result elements compared.
        elements: u64,
    },
    /// Some element differs; the first one.
    Fail(Mismatch),
    /// The reference interpreter stopped with an error before it produced results: the
    /// simulation stands unchecked (a limit or a gap of the reference, not a verdict on
    /// the simulator).
    ReferenceFailed {
        /// The interpreter's diagnostics, rendered against the source.
        diagnostics: String,
    },
}

/// The first result element where the interpreter and the simulator disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// Result position.
    pub result: usize,
    /// Element position in row-major order of the result's shape (its `.npy`).
    pub element: u64,
    /// The element's multi-dimensional index in the result's `.npy`.
    pub index: Vec<u64>,
    /// The tensor index the reference's host mapping gives the element, over the
    /// mapping's axes in `.npy` order, e.g. `{B: 0, A: 5}`.
    pub logical: String,
    /// The interpreter's value, formatted in the element type.
    pub interpreter: String,
    /// The simulator's value, formatted in the element type.
    pub simulator: String,
    /// How many elements of this result differ.
    pub differing: u64,
    /// How many elements the result has.
    pub elements: u64,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "result {}, element {} (index {:?}, {}): interpreter {}, simulator {} ({} of {} elements differ)",
            self.result,
            self.element,
            self.index,
            self.logical,
            self.interpreter,
            self.simulator,
            self.differing,
            self.elements
        )
    }
}

impl Reference {
    /// Parses and verifies `file` (whose text is `text`) as the reference for entry
    /// `entry`. It must be at stream level: when it is not and `against` is false
    /// (`--check` on the run file itself), the message says to give the stream-level
    /// source with `--check-against`.
    pub fn load(
        registry: DialectRegistry,
        file: &str,
        text: &str,
        entry: Option<&str>,
        against: bool,
    ) -> Result<Reference, RunError> {
        let mut sources = SourceMgr::new();
        sources.add(file, text);
        let mut ctx = Context::new(registry);
        let module = parse_source(&mut ctx, text, file)
            .map_err(|d| diagnostics(render(&ctx, &sources, &d)))?;
        if let Err(ds) = visa_ir::verifier::verify(&ctx, module) {
            let all: String = ds.iter().map(|d| render(&ctx, &sources, d)).collect();
            return Err(diagnostics(all));
        }
        match level(&ctx, module) {
            Some(Level::Stream) => {}
            other if !against => {
                let what = match other {
                    Some(Level::Engine) => "an engine-level program (engine.program)",
                    Some(Level::Hw) => "a hw-level program (hw.program)",
                    _ => "no program",
                };
                return Err(usage(format!(
                    "--check compares the simulation with the stream-level interpreter, \
                     and {file} holds {what}, not a stream.host_func; give its stream-level \
                     source with --check-against FILE"
                )));
            }
            _ => {
                return Err(usage(format!(
                    "--check-against {file}: the reference must be a stream-level program \
                     (a stream.host_func)"
                )))
            }
        }
        // The entry is looked up when checking: `compile` reports an unknown or
        // ambiguous entry of the run file first, as a command-line error.
        Ok(Reference {
            ctx,
            module,
            entry: entry.map(str::to_string),
            sources,
            file: file.to_string(),
            against,
        })
    }

    fn render(&self, d: &Diagnostic) -> String {
        render(&self.ctx, &self.sources, d)
    }

    /// A reference that does not fit the simulated program.
    fn unfit(&self, message: String) -> RunError {
        let message = format!(
            "--check: the reference {} does not match the simulated program: {message}",
            self.file
        );
        if self.against {
            usage(message)
        } else {
            program_error(message)
        }
    }

    /// The host function's argument and result slots.
    fn slots(&self) -> Result<(Vec<HostSlot>, Vec<HostSlot>), RunError> {
        // `compile` found the entry in the run file, so only a `--check-against`
        // reference can lack it (or have several host functions and no `--entry`).
        let func = interp::find_entry(&self.ctx, self.module, self.entry.as_deref())
            .map_err(|d| self.unfit(self.render(&d)))?;
        interp::signature(&self.ctx, func).map_err(|d| diagnostics(self.render(&d)))
    }

    /// Runs the reference on the simulated program's `inputs` (their row-major element
    /// bytes in `data`) and compares its results with the simulated `outputs` (their
    /// row-major element bytes in `results`).
    ///
    /// # Panics
    ///
    /// If `data` or `results` do not hold one buffer of `elements() * element bytes`
    /// per tensor (API misuse; `run` builds them from the tensors).
    pub fn check(
        &self,
        inputs: &[HostTensor],
        data: &[Vec<u8>],
        outputs: &[HostTensor],
        results: &[Vec<u8>],
    ) -> Result<Verdict, RunError> {
        for (ts, bufs) in [(inputs, data), (outputs, results)] {
            assert_eq!(ts.len(), bufs.len(), "one buffer per host tensor");
            for (t, b) in ts.iter().zip(bufs) {
                let want = t.elements() as usize * elem_bytes(t.dtype);
                assert_eq!(b.len(), want, "host tensor {} has {want} bytes", t.index);
            }
        }
        let (ins, outs) = self.slots()?;
        if ins.len() != inputs.len() || outs.len() != outputs.len() {
            return Err(self.unfit(format!(
                "it takes {} argument(s) and returns {} result(s), the program {} and {}",
                ins.len(),
                outs.len(),
                inputs.len(),
                outputs.len()
            )));
        }
        let mut arrays = Vec::with_capacity(ins.len());
        for ((slot, t), bytes) in ins.iter().zip(inputs).zip(data) {
            let pos = self.positions(slot, t, "argument")?;
            let eb = elem_bytes(t.dtype);
            let mut values = vec![None; slot.mapping.size() as usize];
            for (r, &p) in pos.iter().enumerate() {
                let v = decode(t.dtype, &bytes[r * eb..(r + 1) * eb]).ok_or_else(|| {
                    self.unfit(format!(
                        "argument {} has element type {:?}, which --check does not compare",
                        t.index, t.dtype
                    ))
                })?;
                values[p] = Some(v);
            }
            arrays.push(HostArray {
                dtype: slot.dtype,
                values,
            });
        }
        let got = match interp::run(&self.ctx, self.module, self.entry.as_deref(), &arrays) {
            Ok(got) => got,
            Err(d) => {
                return Ok(Verdict::ReferenceFailed {
                    diagnostics: self.render(&d),
                })
            }
        };
        let mut elements = 0;
        for ((slot, t), (array, sim)) in outs.iter().zip(outputs).zip(got.iter().zip(results)) {
            let pos = self.positions(slot, t, "result")?;
            match compare(t, sim, &pos, array, slot) {
                Ok(n) => elements += n,
                Err(Compared::Differ(m)) => return Ok(Verdict::Fail(*m)),
                Err(Compared::Unencodable(msg)) => {
                    return Err(program_error(format!("--check: {msg}")))
                }
            }
        }
        Ok(Verdict::Pass { elements })
    }

    /// The host-buffer position of every element of `t` in row-major order, checked
    /// against the reference's `slot`: same element type, every position distinct and
    /// a tensor element of the host mapping, and no element of the mapping left out.
    fn positions(
        &self,
        slot: &HostSlot,
        t: &HostTensor,
        what: &str,
    ) -> Result<Vec<usize>, RunError> {
        let i = t.index;
        if visa_hw::attrs::dtype_of(&self.ctx, slot.dtype) != Some(t.dtype) {
            return Err(self.unfit(format!(
                "{what} {i} has element type {} in the reference and {:?} in the program",
                self.ctx.type_to_string(slot.dtype),
                t.dtype
            )));
        }
        let size = slot.mapping.size();
        if size > INTERPRETER_LIMIT {
            return Err(program_error(format!(
                "--check: {what} {i} has host mapping {} of {size} positions; \
                 the reference interpreter handles at most {INTERPRETER_LIMIT}",
                slot.mapping
            )));
        }
        let eb = elem_bytes(t.dtype) as u64;
        let mut taken = vec![false; size as usize];
        let mut out = Vec::with_capacity(t.elements() as usize);
        for off in t.element_offsets() {
            let p = off / eb;
            let is_element = p < size && matches!(slot.mapping.map(p), Image::Index(_));
            if !is_element || taken[p as usize] {
                return Err(self.unfit(format!(
                    "{what} {i} has an element at host position {p}, which the reference's \
                     host mapping {} {}",
                    slot.mapping,
                    if is_element {
                        "gives another element too"
                    } else {
                        "leaves as padding"
                    }
                )));
            }
            taken[p as usize] = true;
            out.push(p as usize);
        }
        let held = (0..size)
            .filter(|&p| matches!(slot.mapping.map(p), Image::Index(_)))
            .count();
        if held != out.len() {
            return Err(self.unfit(format!(
                "{what} {i} has {} elements, and the reference's host mapping {} holds {held}",
                out.len(),
                slot.mapping
            )));
        }
        Ok(out)
    }
}

/// Why [`compare`] did not pass.
#[derive(Debug)]
enum Compared {
    Differ(Box<Mismatch>),
    /// The interpreter's value cannot be written in the element type.
    Unencodable(String),
}

/// Compares the simulated result `t` (row-major element bytes `sim`) with the
/// interpreter's host array `array`, element `r` at host position `pos[r]`; returns
/// the number of elements compared.
fn compare(
    t: &HostTensor,
    sim: &[u8],
    pos: &[usize],
    array: &HostArray,
    slot: &HostSlot,
) -> Result<u64, Compared> {
    let eb = elem_bytes(t.dtype);
    let mut first: Option<(usize, String)> = None;
    let mut differing = 0u64;
    for (r, &p) in pos.iter().enumerate() {
        let got = &sim[r * eb..(r + 1) * eb];
        let want = match array.values.get(p).copied().flatten() {
            Some(v) => Some(encode(t.dtype, v).map_err(|e| {
                Compared::Unencodable(format!(
                    "result {}, element {r}: the interpreter's value {e}",
                    t.index
                ))
            })?),
            None => None,
        };
        if want.as_deref() != Some(got) {
            differing += 1;
            if first.is_none() {
                let shown = match &want {
                    Some(b) => format_value(t.dtype, b),
                    None => "(no element)".to_string(),
                };
                first = Some((r, shown));
            }
        }
    }
    let Some((r, interpreter)) = first else {
        return Ok(pos.len() as u64);
    };
    let logical = match slot.mapping.map(pos[r] as u64) {
        Image::Index(i) => {
            // Every axis of the host mapping, in order of first appearance (the order
            // of the `.npy` axes), zero coordinates included.
            let mut names: Vec<String> = Vec::new();
            for s in slot.mapping.symbols() {
                let n = s.axis.to_string();
                if !names.contains(&n) {
                    names.push(n);
                }
            }
            let coords: Vec<String> = names.iter().map(|n| format!("{n}: {}", i.get(n))).collect();
            format!("{{{}}}", coords.join(", "))
        }
        _ => "padding".to_string(),
    };
    Err(Compared::Differ(Box::new(Mismatch {
        result: t.index,
        element: r as u64,
        index: unravel(r as u64, &t.shape),
        logical,
        interpreter,
        simulator: format_value(t.dtype, &sim[r * eb..(r + 1) * eb]),
        differing,
        elements: pos.len() as u64,
    })))
}

/// The row-major multi-dimensional index of flat position `r` in `shape`.
fn unravel(mut r: u64, shape: &[u64]) -> Vec<u64> {
    let mut out = vec![0; shape.len()];
    for (o, &n) in out.iter_mut().zip(shape).rev() {
        *o = r % n.max(1);
        r /= n.max(1);
    }
    out
}

fn elem_bytes(d: DType) -> usize {
    (d.bits() / 8) as usize
}

/// Whether the check compares elements of type `d` (whole-byte integers, `bf16`,
/// `f16`, `f32`; not `i4`, `i5`, `i9` or the 8-bit floats).
pub fn compares(d: DType) -> bool {
    decode(d, &[0; 4]).is_some()
}

/// Reads one little-endian element as the interpreter's scalar; `None` for element
/// types the check does not handle (narrower than a byte, 8-bit floats).
fn decode(d: DType, b: &[u8]) -> Option<Scalar> {
    Some(match d {
        DType::I8 => Scalar::Int(i64::from(b[0] as i8)),
        DType::I16 => Scalar::Int(i64::from(i16::from_le_bytes([b[0], b[1]]))),
        DType::I32 => Scalar::Int(i64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]]))),
        // Floats bit for bit: a NaN keeps its sign and payload (T19N-1).
        DType::F32 => Scalar::from_f32(f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        DType::Bf16 | DType::F16 => {
            let kind = visa_dtype::float_kind(d)?;
            let bits = u128::from(u16::from_le_bytes([b[0], b[1]]));
            Scalar::Float(visa_ir::float::to_f64_keeping_nan(kind, bits))
        }
        DType::I4 | DType::I5 | DType::I9 | DType::F8E4M3 | DType::F8E5M2 => return None,
    })
}

/// Writes the interpreter's scalar as one little-endian element of `d`: integers
/// must be in range (the interpreter keeps them sign-extended), floats round to
/// nearest even and a NaN keeps its sign and payload bits (T19N-1).
fn encode(d: DType, v: Scalar) -> Result<Vec<u8>, String> {
    let int = |bits: u32| -> Result<i64, String> {
        match v {
            Scalar::Int(i) if i >= -(1i64 << (bits - 1)) && i < (1i64 << (bits - 1)) => Ok(i),
            Scalar::Int(i) => Err(format!("{i} does not fit in i{bits}")),
            Scalar::Float(f) => Err(format!("{f:?} is a float, the result is i{bits}")),
        }
    };
    let float = || -> Result<f64, String> {
        match v {
            Scalar::Float(f) => Ok(f),
            Scalar::Int(i) => Err(format!("{i} is an integer, the result is {d:?}")),
        }
    };
    Ok(match d {
        DType::I8 => vec![int(8)? as u8],
        DType::I16 => (int(16)? as i16).to_le_bytes().to_vec(),
        DType::I32 => (int(32)? as i32).to_le_bytes().to_vec(),
        DType::F32 => visa_ir::float::f64_to_f32_keeping_nan(float()?)
            .to_le_bytes()
            .to_vec(),
        DType::Bf16 | DType::F16 => {
            let kind = visa_dtype::float_kind(d).ok_or("a float type has a format")?;
            let bits = visa_ir::float::from_f64_keeping_nan(kind, float()?)
                .ok_or("an IEEE format has NaNs")?;
            (bits as u16).to_le_bytes().to_vec()
        }
        DType::I4 | DType::I5 | DType::I9 | DType::F8E4M3 | DType::F8E5M2 => {
            return Err(format!("cannot be compared as {d:?}"))
        }
    })
}

/// One little-endian element of `d` as a number in that type (floats as the shortest
/// text that reads back, followed by their bits).
fn format_value(d: DType, b: &[u8]) -> String {
    let bits = || {
        b.iter()
            .rev()
            .map(|x| format!("{x:02x}"))
            .collect::<String>()
    };
    match d {
        DType::F32 => format!(
            "{:?} (0x{})",
            f32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            bits()
        ),
        DType::Bf16 => format!(
            "{:?} (0x{})",
            half::bf16::from_le_bytes([b[0], b[1]]),
            bits()
        ),
        DType::F16 => format!(
            "{:?} (0x{})",
            half::f16::from_le_bytes([b[0], b[1]]),
            bits()
        ),
        _ => match decode(d, b) {
            Some(Scalar::Int(i)) => i.to_string(),
            _ => format!("0x{}", bits()),
        },
    }
}

#[cfg(test)]
mod tests;
