//! `visa-run`'s second check of a planned nt module: the planned program's results
//! against the nt reference interpreter's ([`visa::nt::interp`]) on the same inputs,
//! within a stated bound (docs/decisions.md RNT-5).
//!
//! The first check ([`crate::check`]) compares the simulator with the stream
//! interpreter bit for bit: both run the same planned stream program. This one compares
//! the planned program with the tensor-level meaning of the nt function, so the bound is
//! the planner's numerics against the interpreter's:
//!
//! - integer results must be equal ([`Tolerance::Exact`]);
//! - float results may differ by at most [`ULPS_PER_OP`] unit in the last place per
//!   rounding op of the function ([`Tolerance::Ulps`], [`bound`]); the distance of two
//!   finite values is the number of representable values of the element type between
//!   them ([`distance`]: `-0` and `+0` are the same value, subnormals are counted like
//!   any other step), an infinity equals only the same infinity, and a NaN equals any
//!   NaN whatever its payload (the Vector Engine returns the canonical quiet NaN,
//!   decisions.md C9-1; the interpreter keeps the payload its f64 arithmetic made).
//!
//! The values are the interpreter's storage ([`visa::nt::interp::Tensor::bits`]: one
//! `u32` per element, floats as their encoding in the low bits, integers sign-extended),
//! so both sides are compared in the same representation, in row-major order of the nt
//! type's axes.

use visa::sim::DType;

/// Units in the last place an elementwise float op of the function may add to the
/// difference between the planned result and the interpreter's (decisions.md RNT-5).
pub const ULPS_PER_OP: u64 = 1;

/// How far a planned result element may be from the interpreter's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tolerance {
    /// The same value (integer results).
    Exact,
    /// At most this many representable steps of the element type ([`distance`]).
    Ulps(u64),
}

/// A result's tolerance and how it is stated in the verdict line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bound {
    /// The tolerance.
    pub tolerance: Tolerance,
    /// E.g. `0 (exact, i32)` or `2 ulp (1 ulp per f32 op, 2 ops)`.
    pub text: String,
}

/// The bound of a result of element type `dtype` computed by `ops` rounding ops (the
/// function's elementwise float ops). `unbounded` names an op the function computes
/// whose planned numerics have no stated bound yet: a float result then has no bound
/// (`Err` with the reason) and is not compared; an integer result is still exact.
pub fn bound(dtype: DType, ops: u64, unbounded: Option<&str>) -> Result<Bound, String> {
    if dtype.is_int() {
        return Ok(Bound {
            tolerance: Tolerance::Exact,
            text: format!("0 (exact, {})", dtype.keyword()),
        });
    }
    if let Some(op) = unbounded {
        return Err(format!(
            "no bound is stated for the planned numerics of {op} on {} yet (decisions.md RNT-5)",
            dtype.keyword()
        ));
    }
    let n = ops.saturating_mul(ULPS_PER_OP);
    Ok(Bound {
        tolerance: Tolerance::Ulps(n),
        text: format!(
            "{n} ulp ({ULPS_PER_OP} ulp per {} op, {ops} op{})",
            dtype.keyword(),
            if ops == 1 { "" } else { "s" }
        ),
    })
}

/// An element's value: NaN, an infinity (negative or not), or a finite value at a
/// position of the type's ordered lattice (negative positions below zero).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Nan,
    Inf(bool),
    Finite(i64),
}

/// The width of `dtype`'s encoding in bits.
fn width(dtype: DType) -> u32 {
    dtype.bits().clamp(1, 32)
}

fn classify(dtype: DType, bits: u32) -> Class {
    let w = width(dtype);
    let bits = if w == 32 {
        bits
    } else {
        bits & ((1u32 << w) - 1)
    };
    let sign = 1u32 << (w - 1);
    let mag = bits & (sign - 1);
    let negative = bits & sign != 0;
    // Exponent and mantissa widths; f8e4m3fn has no infinity and one NaN pattern.
    let (mant, ieee) = match dtype {
        DType::F32 => (23, true),
        DType::Bf16 => (7, true),
        DType::F16 => (10, true),
        DType::F8E5M2 => (2, true),
        DType::F8E4M3 => (3, false),
        _ => (0, true),
    };
    let exp_ones = (sign - 1) & !((1u32 << mant) - 1);
    let frac = mag & ((1u32 << mant) - 1);
    if ieee && mag & exp_ones == exp_ones {
        return if frac == 0 {
            Class::Inf(negative)
        } else {
            Class::Nan
        };
    }
    if !ieee && mag == sign - 1 {
        return Class::Nan;
    }
    let m = i64::from(mag);
    Class::Finite(if negative { -m } else { m })
}

/// The distance between two elements of `dtype` given as the interpreter's bits:
/// for integers the difference of the values; for floats the number of representable
/// steps between two finite values (0 for `-0` against `+0`), 0 for the same infinity
/// and for two NaNs of any payloads. `None` when they are not comparable: a NaN against
/// a number, an infinity against anything but itself.
pub fn distance(dtype: DType, a: u32, b: u32) -> Option<u64> {
    if dtype.is_int() {
        // Sign-extended: the i32 view is the value for every integer width.
        return Some((i64::from(a as i32) - i64::from(b as i32)).unsigned_abs());
    }
    match (classify(dtype, a), classify(dtype, b)) {
        (Class::Nan, Class::Nan) => Some(0),
        (Class::Inf(x), Class::Inf(y)) if x == y => Some(0),
        (Class::Finite(x), Class::Finite(y)) => Some((x - y).unsigned_abs()),
        _ => None,
    }
}

/// One result's two sides.
#[derive(Debug, Clone, Copy)]
pub struct Pair<'a> {
    /// Element type.
    pub dtype: DType,
    /// Logical shape (the nt type's axis sizes in order).
    pub shape: &'a [u64],
    /// The interpreter's elements, row-major.
    pub reference: &'a [u32],
    /// The planned program's elements, row-major.
    pub planned: &'a [u32],
    /// What they may differ by.
    pub tolerance: Tolerance,
}

/// The first result element outside the bound.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NtMismatch {
    /// Result position.
    pub result: usize,
    /// Element position, row-major.
    pub element: u64,
    /// Its index over the result's axes.
    pub index: Vec<u64>,
    /// The interpreter's value, formatted (floats with their bits).
    pub reference: String,
    /// The planned program's value, formatted.
    pub planned: String,
    /// Their distance (`incomparable` for a NaN or infinity against something else).
    pub error: String,
    /// The bound, as stated.
    pub bound: String,
    /// How many elements of this result are outside the bound.
    pub differing: u64,
    /// How many elements the result has.
    pub elements: u64,
}

impl std::fmt::Display for NtMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "result {}, element {} (index {:?}): nt interpreter {}, planned {} (error {}, bound {}; {} of {} elements outside the bound)",
            self.result,
            self.element,
            self.index,
            self.reference,
            self.planned,
            self.error,
            self.bound,
            self.differing,
            self.elements
        )
    }
}

/// The outcome of the comparison.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NtVerdict {
    /// Every element within its result's bound.
    Within {
        /// Elements compared over all results.
        elements: u64,
        /// The largest distance seen ([`distance`]).
        max_error: u64,
        /// The bounds, joined (`; ` between results of different bounds).
        bound: String,
        /// Whether the results are floats (the error is then in ulp).
        ulp: bool,
    },
    /// An element outside the bound; the first one.
    Fail(NtMismatch),
    /// The results were not compared (no stated bound, or the sides do not fit).
    NotCompared(String),
}

/// Formats one element for a mismatch message: integers as values, floats as values
/// with their encoding.
pub fn format_value(dtype: DType, bits: u32) -> String {
    let bytes = super::nt::bytes_of_bits(dtype, &[bits]);
    let v = super::host::preview(dtype, &bytes, 1)
        .pop()
        .unwrap_or_default();
    if dtype.is_int() {
        v
    } else {
        let w = width(dtype) as usize;
        let masked = if w == 32 {
            bits
        } else {
            bits & ((1u32 << w) - 1)
        };
        format!("{v} ({masked:#0digits$x})", digits = w / 4 + 2)
    }
}

/// The row-major index of element `k` of `shape`.
fn index_of(shape: &[u64], mut k: u64) -> Vec<u64> {
    let mut index = vec![0; shape.len()];
    for (i, &d) in shape.iter().enumerate().rev() {
        let d = d.max(1);
        index[i] = k % d;
        k /= d;
    }
    index
}

/// Compares every result's sides within its tolerance; the first element outside is
/// the verdict's mismatch (with the count of such elements in its result).
pub fn compare(results: &[Pair<'_>]) -> NtVerdict {
    let mut elements = 0u64;
    let mut max_error = 0u64;
    let mut bounds: Vec<String> = Vec::new();
    let mut ulp = false;
    for (r, p) in results.iter().enumerate() {
        let n: u64 = p.shape.iter().product();
        if p.reference.len() as u64 != n || p.planned.len() as u64 != n {
            return NtVerdict::NotCompared(format!(
                "result {r} has {} element(s) from the interpreter and {} from the planned program; its shape {:?} holds {n}",
                p.reference.len(),
                p.planned.len(),
                p.shape
            ));
        }
        let allowed = match p.tolerance {
            Tolerance::Exact => 0,
            Tolerance::Ulps(u) => u,
        };
        let mut first: Option<(u64, Option<u64>)> = None;
        let mut differing = 0u64;
        for (k, (&a, &b)) in p.reference.iter().zip(p.planned).enumerate() {
            let d = distance(p.dtype, a, b);
            match d {
                Some(d) if d <= allowed => max_error = max_error.max(d),
                _ => {
                    differing += 1;
                    first.get_or_insert((k as u64, d));
                }
            }
        }
        if let Some((k, d)) = first {
            let bound_text = match p.tolerance {
                Tolerance::Exact => "0 (exact)".to_string(),
                Tolerance::Ulps(u) => format!("{u} ulp"),
            };
            let error = match (d, p.tolerance) {
                (None, _) => "incomparable".to_string(),
                (Some(d), Tolerance::Exact) => d.to_string(),
                (Some(d), Tolerance::Ulps(_)) => format!("{d} ulp"),
            };
            return NtVerdict::Fail(NtMismatch {
                result: r,
                element: k,
                index: index_of(p.shape, k),
                reference: format_value(p.dtype, p.reference[k as usize]),
                planned: format_value(p.dtype, p.planned[k as usize]),
                error,
                bound: bound_text,
                differing,
                elements: n,
            });
        }
        elements += n;
        ulp |= !p.dtype.is_int();
        let b = match p.tolerance {
            Tolerance::Exact => format!("0 (exact, {})", p.dtype.keyword()),
            Tolerance::Ulps(u) => format!("{u} ulp"),
        };
        if !bounds.contains(&b) {
            bounds.push(b);
        }
    }
    NtVerdict::Within {
        elements,
        max_error,
        bound: bounds.join("; "),
        ulp,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u32 {
        x.to_bits()
    }

    fn pair<'a>(
        dtype: DType,
        shape: &'a [u64],
        r: &'a [u32],
        p: &'a [u32],
        t: Tolerance,
    ) -> Pair<'a> {
        Pair {
            dtype,
            shape,
            reference: r,
            planned: p,
            tolerance: t,
        }
    }

    #[test]
    fn integers_compare_exactly() {
        let r = [1u32, (-5i32) as u32, i32::MAX as u32];
        let same = r;
        let v = compare(&[pair(DType::I32, &[3], &r, &same, Tolerance::Exact)]);
        assert_eq!(
            v,
            NtVerdict::Within {
                elements: 3,
                max_error: 0,
                bound: "0 (exact, i32)".into(),
                ulp: false
            }
        );
        // i32::MAX against the wrapped i32::MIN: one element off, named with both values.
        let off = [1u32, (-5i32) as u32, i32::MIN as u32];
        let NtVerdict::Fail(m) = compare(&[pair(DType::I32, &[3], &r, &off, Tolerance::Exact)])
        else {
            panic!("a difference must fail");
        };
        assert_eq!((m.result, m.element, m.index.clone()), (0, 2, vec![2]));
        assert_eq!(m.reference, "2147483647");
        assert_eq!(m.planned, "-2147483648");
        assert_eq!(m.error, "4294967295");
        assert_eq!((m.differing, m.elements), (1, 3));
        // Off by one is still a failure: integers have no tolerance.
        assert_eq!(distance(DType::I32, 7, 8), Some(1));
        assert!(matches!(
            compare(&[pair(DType::I32, &[1], &[7], &[8], Tolerance::Exact)]),
            NtVerdict::Fail(_)
        ));
        // Narrow integers are sign-extended in the interpreter's storage.
        assert_eq!(distance(DType::I8, (-1i32) as u32, 1), Some(2));
    }

    #[test]
    fn bounds_follow_the_dtype_and_the_op_count() {
        let b = bound(DType::I32, 5, Some("nt.einsum")).unwrap();
        assert_eq!(b.tolerance, Tolerance::Exact);
        assert_eq!(b.text, "0 (exact, i32)");
        let b = bound(DType::F32, 3, None).unwrap();
        assert_eq!(b.tolerance, Tolerance::Ulps(3 * ULPS_PER_OP));
        assert_eq!(b.text, "3 ulp (1 ulp per f32 op, 3 ops)");
        assert_eq!(
            bound(DType::F32, 1, None).unwrap().text,
            "1 ulp (1 ulp per f32 op, 1 op)"
        );
        let e = bound(DType::F32, 1, Some("nt.einsum")).unwrap_err();
        assert!(e.contains("nt.einsum") && e.contains("RNT-5"), "{e}");
    }

    #[test]
    fn floats_within_the_bound_pass_and_beyond_it_fail() {
        let one = f(1.0);
        let next = one + 1;
        let two_up = one + 2;
        assert_eq!(distance(DType::F32, one, next), Some(1));
        // Across zero: -min_subnormal to +min_subnormal is two steps; -0 is +0.
        assert_eq!(distance(DType::F32, f(-0.0), f(0.0)), Some(0));
        assert_eq!(distance(DType::F32, 0x8000_0001, 0x0000_0001), Some(2));
        // Across a binade: the largest value below 2 and 2 are one step apart.
        assert_eq!(distance(DType::F32, f(2.0) - 1, f(2.0)), Some(1));
        let r = [one, one, f(-3.5)];
        let p = [next, one, f(-3.5)];
        let v = compare(&[pair(DType::F32, &[1, 3], &r, &p, Tolerance::Ulps(1))]);
        assert_eq!(
            v,
            NtVerdict::Within {
                elements: 3,
                max_error: 1,
                bound: "1 ulp".into(),
                ulp: true
            }
        );
        let p = [two_up, one, f(-3.5)];
        let NtVerdict::Fail(m) = compare(&[pair(DType::F32, &[1, 3], &r, &p, Tolerance::Ulps(1))])
        else {
            panic!("two steps beyond a one-ulp bound must fail");
        };
        assert_eq!(m.index, vec![0, 0]);
        assert_eq!(m.error, "2 ulp");
        assert_eq!(m.reference, "1.0 (0x3f800000)");
        assert_eq!(m.planned, "1.0000002 (0x3f800002)");
        // Exact equality is a zero-ulp tolerance.
        assert!(matches!(
            compare(&[pair(DType::F32, &[1], &[one], &[next], Tolerance::Ulps(0))]),
            NtVerdict::Fail(_)
        ));
    }

    #[test]
    fn nan_equals_any_nan_and_infinities_only_themselves() {
        let canonical = 0x7FC0_0000;
        let payload = 0xFFC0_1234;
        assert_eq!(distance(DType::F32, canonical, payload), Some(0));
        assert_eq!(distance(DType::F32, canonical, f(1.0)), None);
        assert_eq!(
            distance(DType::F32, f(f32::INFINITY), f(f32::INFINITY)),
            Some(0)
        );
        assert_eq!(
            distance(DType::F32, f(f32::INFINITY), f(f32::NEG_INFINITY)),
            None
        );
        // The largest finite value is one lattice step below infinity, yet not within 1 ulp.
        assert_eq!(distance(DType::F32, f(f32::MAX), f(f32::INFINITY)), None);
        let NtVerdict::Fail(m) = compare(&[pair(
            DType::F32,
            &[2],
            &[f(1.0), canonical],
            &[f(1.0), f(0.0)],
            Tolerance::Ulps(1000),
        )]) else {
            panic!("NaN against a number must fail");
        };
        assert_eq!((m.element, m.error.as_str()), (1, "incomparable"));
        assert!(
            m.reference.starts_with("NaN (0x7fc00000)"),
            "{}",
            m.reference
        );
        // Other formats: bf16 and f16 NaN and infinity, f8e4m3fn's single NaN pattern.
        assert_eq!(distance(DType::Bf16, 0x7FC0, 0xFFC1), Some(0));
        assert_eq!(distance(DType::Bf16, 0x7F80, 0x7F7F), None);
        assert_eq!(distance(DType::Bf16, 0x3F80, 0x3F81), Some(1));
        assert_eq!(distance(DType::F16, 0x7C00, 0x7C00), Some(0));
        assert_eq!(distance(DType::F8E4M3, 0x7F, 0xFF), Some(0));
        assert_eq!(distance(DType::F8E4M3, 0x7E, 0x7F), None);
        assert_eq!(distance(DType::F8E4M3, 0x7E, 0x7D), Some(1));
    }

    #[test]
    fn results_that_do_not_fit_are_not_compared() {
        let v = compare(&[pair(DType::I32, &[2], &[1, 2], &[1], Tolerance::Exact)]);
        assert!(matches!(v, NtVerdict::NotCompared(_)), "{v:?}");
    }

    #[test]
    fn several_results_count_together_and_fail_at_the_first() {
        let a = [1u32, 2];
        let b = [f(1.0)];
        let v = compare(&[
            pair(DType::I32, &[2], &a, &a, Tolerance::Exact),
            pair(DType::F32, &[1], &b, &b, Tolerance::Ulps(2)),
        ]);
        assert_eq!(
            v,
            NtVerdict::Within {
                elements: 3,
                max_error: 0,
                bound: "0 (exact, i32); 2 ulp".into(),
                ulp: true
            }
        );
        let NtVerdict::Fail(m) = compare(&[
            pair(DType::I32, &[2], &a, &a, Tolerance::Exact),
            pair(DType::F32, &[1], &b, &[f(2.0)], Tolerance::Ulps(2)),
        ]) else {
            panic!("the second result differs");
        };
        assert_eq!(m.result, 1);
    }
}
