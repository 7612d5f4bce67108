//! The interpreter's fast reading of a mapping whose normal form is made of digits and
//! exact padding blocks (every mapping the kernels of issue 8 use): its positions and
//! the tensor index (as a [`Key`]) each holds, enumerated digit by digit as an odometer
//! (`position = offset + Σ vᵢ·position_strideᵢ`, `key[axis] += vᵢ·strideᵢ`) instead of
//! evaluating `map(p)` at every position. Mappings outside that form (derived axes,
//! opaque sub-mappings, partly valid blocks) give `None`, and callers fall back to
//! `map(p)`.

use super::tensor::{AxisOrder, Key};
use visa_mapping::factor::digits;
use visa_mapping::normal::{normalize, Factor};
use visa_mapping::Mapping;

/// Whether every block of `fs` holds exactly its content (no resize inside a block),
/// so that every digit combination is a held position.
fn exact(fs: &[Factor]) -> bool {
    fs.iter().all(|f| match f {
        Factor::Digit { .. } => true,
        Factor::Block { valid, inner, .. } => {
            *valid == inner.iter().map(Factor::size).product::<u64>() && exact(inner)
        }
        Factor::Opaque(_) => false,
    })
}

/// Every held position of `m` with its key, in odometer order (the first digit
/// outermost); `None` when `m` is not in digit form.
pub fn positions(m: &Mapping, order: &AxisOrder) -> Option<Vec<(u64, Key)>> {
    if !exact(&normalize(m).0) {
        return None;
    }
    let (ds, offset) = digits(m).ok()?;
    let mut axis = Vec::with_capacity(ds.len());
    for d in &ds {
        axis.push(order.0.iter().position(|a| *a == d.axis)?);
    }
    let n: u64 = ds.iter().map(|d| d.values).product();
    let mut out = Vec::with_capacity(n as usize);
    let mut v = vec![0u64; ds.len()];
    let mut key = vec![0u64; order.0.len()];
    let mut pos = offset;
    if ds.iter().any(|d| d.values == 0) {
        return Some(out);
    }
    loop {
        out.push((pos, key.clone()));
        // Advance the odometer, innermost digit first.
        let mut i = ds.len();
        loop {
            if i == 0 {
                return Some(out);
            }
            i -= 1;
            let d = &ds[i];
            v[i] += 1;
            key[axis[i]] += d.stride;
            pos += d.position_stride;
            if v[i] < d.values {
                break;
            }
            key[axis[i]] -= d.stride * v[i];
            pos -= d.position_stride * v[i];
            v[i] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_mapping::{parse, Axes, Image};

    /// The odometer gives what `map(p)` gives, position by position.
    #[test]
    fn positions_agree_with_map() {
        let axes: Axes = "I = 8, J = 8, K = 16".parse().unwrap();
        let order = AxisOrder(axes.iter().map(|(a, _)| a.clone()).collect());
        for src in [
            "m[[I / 4, J / 4] # 8, J % 4, I % 4, K / 2, K % 2]",
            "m[1 # 2, I, K % 4 # 8]",
            "m[J % 4 # 16, I / 2]",
            "m[K]",
        ] {
            let m = parse(src, &axes).unwrap();
            let got = positions(&m, &order).expect("digit form");
            let mut want = Vec::new();
            for p in 0..m.size() {
                if let Image::Index(idx) = m.map(p) {
                    want.push((p, order.key(&idx)));
                }
            }
            let mut got = got;
            got.sort();
            assert_eq!(got, want, "{src}");
        }
    }
}
