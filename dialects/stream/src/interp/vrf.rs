//! The interpreter's side of a lane-broadcast VRF operand (docs/decisions.md C9E-1):
//! the operand is read at the stream element's index with the axes the stream lacks at
//! 0, which is what the hardware's lane-by-lane read gives only when the operand holds
//! one value along those axes. This checks that it does, so a kernel whose result would
//! depend on the lane is a located error rather than a silent disagreement.

use super::tensor::{self, Scalar, Tensor};
use super::Evaluator;
use visa_ir::{Diagnostic, OpId};

fn same(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::Int(x), Scalar::Int(y)) => x == y,
        (Scalar::Float(x), Scalar::Float(y)) => x.to_bits() == y.to_bits(),
        _ => false,
    }
}

/// Checks that `vrf` is constant along every axis `x` does not use.
pub fn check_broadcast(
    ev: &Evaluator<'_>,
    op: OpId,
    x: &Tensor,
    vrf: &Tensor,
) -> Result<(), Diagnostic> {
    let xs = x.used_axes();
    let vs = vrf.used_axes();
    if vs.is_subset(&xs) {
        return Ok(());
    }
    let keep: std::collections::BTreeSet<usize> = vs.intersection(&xs).copied().collect();
    for (key, v) in vrf.iter() {
        let base = tensor::project(&key, &keep);
        if base == key {
            continue;
        }
        let b = vrf.get(&base);
        if !b.is_some_and(|b| same(b, v)) {
            return Err(ev.err(
                op,
                format!(
                    "the VRF operand is read as a lane broadcast but differs at {} from its value at {} (the hardware would read a different value in each lane; docs/decisions.md C9E-1)",
                    ev.order.index(&key),
                    ev.order.index(&base)
                ),
            ));
        }
    }
    Ok(())
}
