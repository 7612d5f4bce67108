//! Two-group mode's zip in the simulator (L5107–5117, L5154–5259, docs/decisions.md
//! T9G-1): the pass's packets alternate group 0, group 1 (the 2-way axis innermost in
//! Time), and the zip turns each consecutive pair into one packet, lane by lane
//! `op(a, b)` with `(a, b)` picked over the groups by the mode. The lane maths are the
//! simulator's own ([`crate::vector::FxpExec`], [`crate::vector_fp::apply`]).

use crate::error::{SimError, SimResult};
use crate::vector::FxpExec;
use visa_tcp::vector_zip::ZipOp;
use visa_tcp::{ArgMode, VeOp, VeOperand, VeType};

fn word(d: &[u8], lane: usize) -> u32 {
    u32::from_le_bytes(d[4 * lane..4 * lane + 4].try_into().expect("4 bytes"))
}

/// One lane of the zip: `op(a, b)` on the stream's element type `dtype`.
pub fn lane(op: ZipOp, dtype: VeType, a: u32, b: u32) -> SimResult<u32> {
    match op {
        ZipOp::Fxp(f) => f.apply(a as i32, b as i32).map(|r| r as u32),
        ZipOp::Fp(f) => crate::vector_fp::apply(
            &VeOp::FpBinary {
                op: f,
                operand: VeOperand::Imm(0),
                mode: ArgMode::Mode01,
            },
            dtype,
            a,
            &[b],
        ),
        ZipOp::Clip(c) => crate::vector_fp::apply(
            &VeOp::Clip {
                op: c,
                operand: VeOperand::Imm(0),
            },
            dtype,
            a,
            &[b],
        ),
    }
}

/// The zip of a slice's packets `flits` (32 bytes each, group 0 and group 1 alternating):
/// one packet per pair.
pub fn zip(op: ZipOp, mode: ArgMode, dtype: VeType, flits: &[u8]) -> SimResult<Vec<u8>> {
    if !flits.len().is_multiple_of(64) {
        return Err(SimError::invalid(
            "a two-group pass needs an even number of packets per slice (group 0, group 1)",
        ));
    }
    let mut out = Vec::with_capacity(flits.len() / 2);
    for pair in flits.chunks_exact(64) {
        let (g0, g1) = pair.split_at(32);
        for l in 0..8 {
            let (a, b) = mode.pick(word(g0, l), word(g1, l));
            out.extend_from_slice(&lane(op, dtype, a, b)?.to_le_bytes());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_tcp::{ClipOp, FpBinaryOp, FxpBinaryOp};

    fn flits(g0: [u32; 8], g1: [u32; 8]) -> Vec<u8> {
        g0.iter().chain(&g1).flat_map(|w| w.to_le_bytes()).collect()
    }

    /// GT-VE-16 (g1 − g0 = 8.5), GT-VE-17 (2 + 3 = 5, MAX + 1 wraps to MIN), by hand.
    #[test]
    fn golden_lanes() {
        let f = |v: f32| v.to_bits();
        let out = zip(
            ZipOp::Fp(FpBinaryOp::SubF),
            ArgMode::Mode10,
            VeType::F32,
            &flits([f(1.5); 8], [f(10.0); 8]),
        )
        .unwrap();
        assert_eq!(word(&out, 0), f(8.5));
        let out = zip(
            ZipOp::Clip(ClipOp::AddFxp),
            ArgMode::Mode01,
            VeType::I32,
            &flits(
                [2, i32::MAX as u32, 0, 0, 0, 0, 0, 0],
                [3, 1, 0, 0, 0, 0, 0, 0],
            ),
        )
        .unwrap();
        assert_eq!((word(&out, 0), word(&out, 1)), (5, i32::MIN as u32));
        let sat = lane(
            ZipOp::Fxp(FxpBinaryOp::AddFxpSat),
            VeType::I32,
            i32::MAX as u32,
            1,
        );
        assert_eq!(sat.unwrap(), i32::MAX as u32);
        assert!(zip(
            ZipOp::Clip(ClipOp::Max),
            ArgMode::Mode01,
            VeType::I32,
            &[0; 32]
        )
        .is_err());
    }
}
