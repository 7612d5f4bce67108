//! Every nt op, declared once with `visa_ir::op!`: its operands, attributes, custom
//! syntax, verifier (in [`crate::verify`]), reference semantics (an
//! [`interp::Semantics`] in [`crate::interp`]) and, for the composites, its
//! decomposition into primitive ops ([`crate::decompose::Decompose`]).
//!
//! Operands relate by axis name: an axis of one operand meets the axis of the same
//! name in another (same size), and the result type says which axes remain, so the
//! einsum, broadcasting and reductions need no index strings:
//!
//! ```text
//! %w  = nt.parameter "fc1.weight" : !nt.tensor<[D: 64, F: 256], bf16>
//! %h  = nt.einsum %x, %w acc f32 : !nt.tensor<[B: 4, D: 64], bf16>, !nt.tensor<[D: 64, F: 256], bf16> -> !nt.tensor<[B: 4, F: 256], f32>
//! %g  = nt.unary gelu_tanh %h : !nt.tensor<[B: 4, F: 256], f32> -> !nt.tensor<[B: 4, F: 256], f32>
//! %s  = nt.reduce sum %g : !nt.tensor<[B: 4, F: 256], f32> -> !nt.tensor<[B: 4], f32>
//! %p  = nt.softmax %sc over "K" causal "Q" : !nt.tensor<[Q: 8, K: 8], f32> -> !nt.tensor<[Q: 8, K: 8], f32>
//! ```

use crate::decompose::{self, Decompose};
use crate::interp::{self, Semantics};
use crate::kinds::{BinaryFn, NormForm, Predicate, ReduceFn, UnaryFn, F64};
use crate::verify;
use visa_ir::OpDef;

visa_ir::op! {
    /// `%w = nt.parameter "name" : T`: a named weight bound when the program runs.
    pub struct Parameter = "nt.parameter" {
        summary: "a named weight, bound at run time",
        traits: [PURE],
        results: [output: single],
        attrs: [name: string],
        verify: verify::parameter,
        interfaces: [Semantics = Semantics::One(interp::parameter)],
        format: "$name attr-dict `:` type($output)",
    }
}

visa_ir::op! {
    /// `%c = nt.constant dense<...> : tensor<...> : T`: the elements in the order of
    /// T's axes (the dense shape is T's sizes in order, or a splat); or
    /// `dense_resource<blob>` (each element in whole little-endian bytes).
    pub struct Constant = "nt.constant" {
        summary: "a tensor of literal elements",
        traits: [PURE],
        results: [output: single],
        attrs: [value: elements],
        verify: verify::constant,
        interfaces: [Semantics = Semantics::One(interp::constant)],
        format: "$value attr-dict `:` type($output)",
    }
}

visa_ir::op! {
    /// `%i = nt.iota "K" : T`: each element is its index along axis `K`.
    pub struct Iota = "nt.iota" {
        summary: "the index along one axis",
        traits: [PURE],
        results: [output: single],
        attrs: [axis: string],
        verify: verify::iota,
        interfaces: [Semantics = Semantics::One(interp::iota)],
        format: "$axis attr-dict `:` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.einsum %a, %b (acc f32)? : A, B -> R`: the product of the inputs summed
    /// over every axis the result lacks; an axis the result has and an input lacks is a
    /// broadcast. Without `acc` the accumulation is f64; with `acc f32` (or `i32`) each
    /// product and partial sum is rounded to it (row-major order of the summed axes).
    pub struct Einsum = "nt.einsum" {
        summary: "contraction, batch and broadcast over named axes",
        traits: [PURE],
        operands: [inputs: variadic],
        results: [output: single],
        attrs: [acc: type [optional]],
        verify: verify::einsum,
        interfaces: [Semantics = Semantics::One(interp::einsum)],
        format: "$inputs (`acc` $acc^)? attr-dict `:` type($inputs) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.unary exp %x : T -> U`: a function of each element (f64, rounded once
    /// to U's dtype); U has T's axes (any order).
    pub struct Unary = "nt.unary" {
        summary: "an elementwise function of one tensor",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [kind: enum(UnaryFn, "unary function")],
        verify: verify::unary,
        interfaces: [Semantics = Semantics::One(interp::unary)],
        format: "$kind $input attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.binary add %a, %b : A, B -> R`: elementwise, broadcasting by axis name
    /// (each operand's axes are some of R's).
    pub struct Binary = "nt.binary" {
        summary: "an elementwise function of two tensors, broadcast by axis name",
        traits: [PURE],
        operands: [lhs: single, rhs: single],
        results: [output: single],
        attrs: [kind: enum(BinaryFn, "binary function")],
        verify: verify::binary,
        interfaces: [Semantics = Semantics::One(interp::binary)],
        format: "$kind $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.pow_const %x, 2.0 : T -> U`: each element to a constant power.
    pub struct PowConst = "nt.pow_const" {
        summary: "each element to a constant power",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [exponent: custom(F64)],
        verify: verify::pow_const,
        interfaces: [Semantics = Semantics::One(interp::pow_const)],
        format: "$input `,` $exponent attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%m = nt.compare lt %a, %b : A, B -> M`: 1 where the predicate holds, else 0, in
    /// M's integer dtype; broadcast by axis name.
    pub struct Compare = "nt.compare" {
        summary: "an elementwise comparison giving 0 or 1",
        traits: [PURE],
        operands: [lhs: single, rhs: single],
        results: [output: single],
        attrs: [predicate: enum(Predicate, "comparison predicate")],
        verify: verify::compare,
        interfaces: [Semantics = Semantics::One(interp::compare)],
        format: "$predicate $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.select %c, %a, %b : C, A, B -> R`: `a` where `c` is non-zero, else `b`
    /// (bit patterns kept when the dtypes agree); broadcast by axis name.
    pub struct Select = "nt.select" {
        summary: "an elementwise choice by an integer condition",
        traits: [PURE],
        operands: [cond: single, on_true: single, on_false: single],
        results: [output: single],
        verify: verify::select,
        interfaces: [Semantics = Semantics::One(interp::select)],
        format: "$cond `,` $on_true `,` $on_false attr-dict `:` type($cond) `,` type($on_true) `,` type($on_false) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.cast %x : T -> U`: the same axes in another dtype, rounded to nearest
    /// even; integers saturate, floats overflow to infinity where the format has one and
    /// saturate where it has none (f8E4M3FN, ±448), as the Cast Engine does.
    pub struct Cast = "nt.cast" {
        summary: "converts to another element type",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        verify: verify::cast,
        interfaces: [Semantics = Semantics::One(interp::cast)],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.reduce sum %x : T -> U`: reduces over every axis of T that U lacks.
    pub struct Reduce = "nt.reduce" {
        summary: "sum, max, min or mean over named axes",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [kind: enum(ReduceFn, "reduction")],
        verify: verify::reduce,
        interfaces: [Semantics = Semantics::One(interp::reduce)],
        format: "$kind $input attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%p = nt.softmax %x over "K" (causal "Q")? (mask %m)? : T(, M)? -> U`: softmax
    /// along `K`; `causal "Q"` keeps only key positions `k <= q`; a mask (axes among
    /// T's) keeps the positions where it is non-zero. A row with no kept position is 0.
    pub struct Softmax = "nt.softmax" {
        summary: "softmax along a named axis, optionally causal or masked",
        traits: [PURE],
        operands: [input: single, mask: optional],
        results: [output: single],
        attrs: [axis: string, causal: string [optional]],
        verify: verify::softmax,
        interfaces: [
            Semantics = Semantics::One(interp::softmax),
            Decompose = Decompose(decompose::softmax),
        ],
        format: "$input `over` $axis (`causal` $causal^)? (`mask` $mask^)? attr-dict `:` type(operands) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%y = nt.layernorm %x over "D" eps 1.0e-05 scale_bias %g, %b : T, G, B -> U`:
    /// `(x - mean) / sqrt(var + eps)` along `D` (biased variance), then `· g + b`.
    pub struct LayerNorm = "nt.layernorm" {
        summary: "layer normalization along a named axis",
        traits: [PURE],
        operands: [input: single, affine: variadic],
        results: [output: single],
        attrs: [axis: string, eps: custom(F64), form: enum(NormForm, "norm form")],
        verify: verify::layernorm,
        interfaces: [
            Semantics = Semantics::One(interp::layernorm),
            Decompose = Decompose(decompose::layernorm),
        ],
        format: "$input `over` $axis `eps` $eps $form $affine attr-dict `:` type(operands) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%y = nt.rmsnorm %x over "D" eps 1.0e-06 scale %g : T, G -> U`:
    /// `x / sqrt(mean(x²) + eps)` along `D`, then `· g (+ b)`.
    pub struct RmsNorm = "nt.rmsnorm" {
        summary: "RMS normalization along a named axis",
        traits: [PURE],
        operands: [input: single, affine: variadic],
        results: [output: single],
        attrs: [axis: string, eps: custom(F64), form: enum(NormForm, "norm form")],
        verify: verify::rmsnorm,
        interfaces: [
            Semantics = Semantics::One(interp::rmsnorm),
            Decompose = Decompose(decompose::rmsnorm),
        ],
        format: "$input `over` $axis `eps` $eps $form $affine attr-dict `:` type(operands) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.broadcast %x : T -> U`: U has every axis of T (same sizes, any order)
    /// and possibly more, along which the elements repeat; also the transpose.
    pub struct Broadcast = "nt.broadcast" {
        summary: "repeats a tensor along new axes, or reorders its axes",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        verify: verify::broadcast,
        interfaces: [Semantics = Semantics::One(interp::broadcast)],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.rename %x : T -> U`: the same elements with axes renamed position by
    /// position (same sizes and dtype).
    pub struct Rename = "nt.rename" {
        summary: "renames axes, position by position",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        verify: verify::rename,
        interfaces: [Semantics = Semantics::One(interp::rename)],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.slice %x along "K" at 4 : T -> U`: the elements at `K` positions
    /// `4 .. 4 + |U.K|`; every other axis unchanged.
    pub struct Slice = "nt.slice" {
        summary: "a contiguous range along one axis",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string, offset: u64],
        verify: verify::slice,
        interfaces: [Semantics = Semantics::One(interp::slice)],
        format: "$input `along` $axis `at` $offset attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.concat %a, %b along "K" : A, B -> R`: the inputs one after another along
    /// `K`; every other axis the same in all.
    pub struct Concat = "nt.concat" {
        summary: "joins tensors along one axis",
        traits: [PURE],
        operands: [inputs: variadic],
        results: [output: single],
        attrs: [axis: string],
        verify: verify::concat,
        interfaces: [Semantics = Semantics::One(interp::concat)],
        format: "$inputs `along` $axis attr-dict `:` type($inputs) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.gather %table[%idx] along "V" : T, I -> R`: `R[i..., rest...] =
    /// T[V = idx[i...], rest...]`; R's axes are I's and T's other than V. The index is
    /// an `i32` tensor read at run time; an index outside `0..|V|` is an error.
    pub struct Gather = "nt.gather" {
        summary: "reads along an axis at runtime indices",
        traits: [PURE],
        operands: [table: single, index: single],
        results: [output: single],
        attrs: [axis: string],
        verify: verify::gather,
        interfaces: [Semantics = Semantics::One(interp::gather)],
        format: "$table `[` $index `]` `along` $axis attr-dict `:` type($table) `,` type($index) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.argmax %x over "K" : T -> U`: the first position of the largest
    /// element along `K` (`i32`), U being T without `K`.
    pub struct Argmax = "nt.argmax" {
        summary: "the position of the largest element along an axis",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string],
        verify: verify::argmax,
        interfaces: [Semantics = Semantics::One(interp::argmax)],
        format: "$input `over` $axis attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.scatter %upd into %dest[%idx] along "S" : U, D, I -> D`: `dest` with
    /// `R[S = idx[i...], rest...] = upd[i..., rest...]` (U's axes are I's and D's other
    /// than S). Indices are read at run time; out of `0..|S|` is an error; of two
    /// updates to one place the later in row-major order of U wins.
    pub struct Scatter = "nt.scatter" {
        summary: "writes along an axis at runtime indices (KV-cache append, MoE combine)",
        traits: [PURE],
        operands: [updates: single, dest: single, index: single],
        results: [output: single],
        attrs: [axis: string],
        verify: verify::scatter,
        interfaces: [Semantics = Semantics::One(interp::scatter)],
        format: "$updates `into` $dest `[` $index `]` `along` $axis attr-dict `:` type($updates) `,` type($dest) `,` type($index) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.pad %x along "K" low 1 high 2 value 0.0 : T -> U`: `low` elements of
    /// `value` (rounded to the dtype) before, `high` after, along `K`.
    pub struct Pad = "nt.pad" {
        summary: "pads one axis with a constant",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string, low: u64, high: u64, value: custom(F64)],
        verify: verify::pad,
        interfaces: [Semantics = Semantics::One(interp::pad)],
        format: "$input `along` $axis `low` $low `high` $high `value` $value attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.split_axis %x "N" : T -> U`: axis `N` becomes the two consecutive axes
    /// of U at its place, `N = j·|K| + k` (row-major: the same elements in order).
    pub struct SplitAxis = "nt.split_axis" {
        summary: "splits one axis into two",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string],
        verify: verify::split_axis,
        interfaces: [Semantics = Semantics::One(interp::relabel)],
        format: "$input $axis attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = nt.merge_axes %x into "N" : T -> U`: the two consecutive axes of T at N's
    /// place in U become `N = j·|K| + k`.
    pub struct MergeAxes = "nt.merge_axes" {
        summary: "merges two consecutive axes into one",
        traits: [PURE],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string],
        verify: verify::merge_axes,
        interfaces: [Semantics = Semantics::One(interp::relabel)],
        format: "$input `into` $axis attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%v, %i = nt.topk %x over "K" : T -> V, I`: the `|V.J|` largest elements along
    /// `K` (largest first; of equal ones the lower position first) and their positions
    /// (`i32`); V and I are T with `K` replaced by one axis of size `k <= |K|`.
    pub struct TopK = "nt.topk" {
        summary: "the k largest elements along an axis and their positions",
        traits: [PURE],
        operands: [input: single],
        results: [values: single, indices: single],
        attrs: [axis: string],
        verify: verify::topk,
        interfaces: [Semantics = Semantics::Many(interp::topk)],
        format: "$input `over` $axis attr-dict `:` type($input) `->` type($values) `,` type($indices)",
    }
}

/// Every op of the dialect.
pub fn ops() -> Vec<OpDef> {
    vec![
        Parameter::def(),
        Constant::def(),
        Iota::def(),
        Einsum::def(),
        Unary::def(),
        Binary::def(),
        PowConst::def(),
        Compare::def(),
        Select::def(),
        Cast::def(),
        Reduce::def(),
        Softmax::def(),
        LayerNorm::def(),
        RmsNorm::def(),
        Broadcast::def(),
        Rename::def(),
        Slice::def(),
        Concat::def(),
        Gather::def(),
        Argmax::def(),
        Scatter::def(),
        Pad::def(),
        SplitAxis::def(),
        MergeAxes::def(),
        TopK::def(),
    ]
}
