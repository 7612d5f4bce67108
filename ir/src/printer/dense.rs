//! Printing `dense<...>` as MLIR's `printDenseElementsAttr` does: a splat as its one
//! element, otherwise nested `[...]` row by row (`printDenseElementsAttrImpl`'s
//! mixed-radix counter), integers signed unless `uiN` (`true`/`false` for `i1`),
//! floats as float attributes print, complex pairs as `(re,im)`; a non-splat numeric
//! attribute with more elements than the hex limit as `"0x..."` of its raw bytes; any
//! non-splat attribute above the elision limit as `dense_resource<__elided__>`.

use super::float::write_float;
use super::{write_string_literal, AsmPrinter};
use crate::dense::{DenseElements, DenseScalar};
use std::fmt::Write as _;

impl AsmPrinter<'_> {
    /// Whether a non-splat attribute of `num` elements is elided
    /// (`--mlir-elide-elementsattrs-if-larger`).
    fn elide_elements(&self, splat: bool, num: u64) -> bool {
        !splat
            && self
                .opts
                .elide_elements_if_larger
                .is_some_and(|limit| num > limit)
    }

    /// `dense<...>` of a numeric attribute, without its type.
    pub(super) fn print_dense_elements(&mut self, d: &DenseElements<'_>) {
        if self.elide_elements(d.is_splat(), d.num_elements()) {
            self.out.push_str("dense_resource<__elided__>");
            return;
        }
        self.out.push_str("dense<");
        let hex_limit = self.opts.hex_elements_if_larger;
        if !d.is_splat() && hex_limit >= 0 && d.num_elements() > hex_limit as u64 {
            self.out.push_str("\"0x");
            for b in d.raw_data() {
                let _ = write!(self.out, "{b:02X}");
            }
            self.out.push_str("\">");
            return;
        }
        let scalar = d.layout().scalar;
        let complex = d.layout().complex;
        let shape = d.shape().to_vec();
        let mut element = |p: &mut Self, i: u64| {
            if complex {
                p.out.push('(');
                p.print_dense_scalar(d, scalar, 2 * i);
                p.out.push(',');
                p.print_dense_scalar(d, scalar, 2 * i + 1);
                p.out.push(')');
            } else {
                p.print_dense_scalar(d, scalar, i);
            }
        };
        self.print_nested(d.is_splat(), d.num_elements(), &shape, &mut element);
        self.out.push('>');
    }

    /// `dense<...>` of a string attribute, without its type.
    pub(super) fn print_dense_strings(&mut self, values: &[String], splat: bool, shape: &[i64]) {
        let num = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d.max(0) as u64))
            .unwrap_or(u64::MAX);
        if self.elide_elements(splat, num) {
            self.out.push_str("dense_resource<__elided__>");
            return;
        }
        self.out.push_str("dense<");
        self.print_nested(splat, num, shape, &mut |p: &mut Self, i: u64| {
            write_string_literal(&mut p.out, &values[i as usize]);
        });
        self.out.push('>');
    }

    /// Scalar `i` of `d`.
    fn print_dense_scalar(&mut self, d: &DenseElements<'_>, scalar: DenseScalar, i: u64) {
        let bits = d.bits(i);
        match scalar {
            DenseScalar::Int { width: 1, .. } => {
                self.out.push_str(if bits != 0 { "true" } else { "false" })
            }
            DenseScalar::Float(k) => write_float(&mut self.out, bits, k),
            DenseScalar::Int { width, signedness } if width > 128 => {
                let bytes = d.scalar_bytes(i).unwrap_or(&[]);
                let signed = signedness != crate::types::Signedness::Unsigned;
                self.out
                    .push_str(&crate::dense::wide::to_decimal(bytes, width, signed));
            }
            _ => {
                let v = d.int_value(i).unwrap_or(0);
                if let DenseScalar::Int {
                    width: 128,
                    signedness: crate::types::Signedness::Unsigned,
                } = scalar
                {
                    let _ = write!(self.out, "{bits}");
                } else {
                    let _ = write!(self.out, "{v}");
                }
            }
        }
    }

    /// The elements in nested brackets (MLIR's `printDenseElementsAttrImpl`): a splat
    /// prints element 0 alone, no elements print nothing.
    fn print_nested(
        &mut self,
        splat: bool,
        num: u64,
        shape: &[i64],
        element: &mut dyn FnMut(&mut Self, u64),
    ) {
        if splat {
            element(self, 0);
            return;
        }
        if num == 0 {
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..num {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            element(self, idx);
            if rank == 0 {
                continue;
            }
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    self.out.push(']');
                }
            }
        }
        while open > 0 {
            self.out.push(']');
            open -= 1;
        }
    }
}
