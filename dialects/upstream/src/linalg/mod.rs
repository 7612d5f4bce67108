//! The `linalg` dialect, MLIR-compatible: `linalg.generic`, a loop nest
//! described by one affine indexing map per operand and an iterator type per loop,
//! whose body computes the output elements, and its terminator `linalg.yield`.
//!
//! ```text
//! %r = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]}
//!     ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
//! ^bb0(%in: f32, %out: f32):
//!   linalg.yield %in : f32
//! } -> tensor<4xf32>
//! ```
//!
//! The operands are the inputs then the outputs (inits), split by the
//! `operandSegmentSizes` property; the iterator types are stored as
//! `#linalg.iterator_type<parallel>` ([`IteratorType`]) and written as strings in the
//! custom form, as upstream does. The named ops `linalg.fill` and `linalg.matmul`
//! and the contractions (`named.rs`) build their body from their operand types when
//! parsed; `transpose`, `broadcast`, `map` and `reduce` (`structured.rs`) have their own
//! forms; the elementwise binary ops (`add`, `sub`, `mul`, `div`, `div_unsigned`, `max`,
//! `min`) have the named-op form and a one-op body; `linalg.index` reads a loop index
//! inside a body; `linalg.softmax` (`softmax.rs`) has its own form and no body.
//! `linalg.elementwise` (`elementwise.rs`) names its function by
//! `#linalg.elementwise_kind<...>`.

mod elementwise;
mod named;
mod softmax;
mod structured;
mod syntax;
mod verify;

pub use elementwise::{arity as elementwise_arity, ELEMENTWISE_KINDS};
pub use named::{
    batch_matmul_default_maps, matmul_default_maps, BatchMatmulMaps, MatmulMaps, TYPE_FNS,
};

#[cfg(test)]
mod tests;

use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{Attribute, Context, Dialect, KeywordAttr, OpId, Value};

/// The keywords of `#linalg.iterator_type<...>` (upstream's `utils::IteratorType`).
pub const ITERATOR_TYPES: &[&str] = &["parallel", "reduction"];

/// `#linalg.iterator_type<parallel>` or `<reduction>`: how a loop of a linalg op runs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IteratorType {
    /// Iterations are independent.
    Parallel,
    /// Iterations accumulate into the same output elements.
    Reduction,
}

impl IteratorType {
    /// The keyword (`parallel`, `reduction`).
    pub fn keyword(self) -> &'static str {
        match self {
            IteratorType::Parallel => "parallel",
            IteratorType::Reduction => "reduction",
        }
    }

    /// The iterator type named `keyword`.
    pub fn from_keyword(keyword: &str) -> Option<Self> {
        match keyword {
            "parallel" => Some(IteratorType::Parallel),
            "reduction" => Some(IteratorType::Reduction),
            _ => None,
        }
    }

    /// The attribute `#linalg.iterator_type<keyword>`.
    pub fn attr(self, ctx: &mut Context) -> Attribute {
        ctx.dialect_attr(KeywordAttr {
            dialect: "linalg",
            mnemonic: "iterator_type",
            keyword: self.keyword(),
        })
    }

    /// The iterator type of an `#linalg.iterator_type<...>` attribute.
    pub fn of(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr_as::<KeywordAttr>(attr)
            .filter(|k| k.dialect == "linalg" && k.mnemonic == "iterator_type")
            .and_then(|k| Self::from_keyword(k.keyword))
    }
}

visa_ir::op! {
    /// `%r = linalg.generic {indexing_maps = [...], iterator_types = [...]} ins(...)
    /// outs(...) { ^bb0(...): ... linalg.yield ... } -> T`.
    pub struct Generic = "linalg.generic" {
        summary: "Generic Linalg op form where the key properties of the computation are specified as attributes",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [
            indexing_maps: any,
            iterator_types: any,
            doc: any [optional],
            library_call: any [optional],
            operandSegmentSizes: any,
        ],
        verify: verify::verify_generic,
        block_arg_names: in_out_names,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: syntax::parse_generic,
        print: syntax::print_generic,
    }
}

visa_ir::op! {
    /// `%r = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>`: every
    /// element of the output set to the value.
    pub struct Fill = "linalg.fill" {
        summary: "Fills the output tensor with the given value.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [operandSegmentSizes: any],
        verify: named::verify_fill,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_fill,
        print: named::print_fill,
    }
}

visa_ir::op! {
    /// `%r = linalg.matmul ins(%a, %b : A, B) outs(%c : C) -> C`: `C += A * B`, the
    /// inputs cast to the output's element type (`cast`, signed by default).
    pub struct Matmul = "linalg.matmul" {
        summary: "Performs a matrix multiplication of two 2D inputs without broadcast or transpose.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [
            indexing_maps: custom(MatmulMaps) [default],
            cast: any [optional],
            operandSegmentSizes: any,
        ],
        verify: named::verify_matmul,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_matmul,
        print: named::print_matmul,
    }
}

visa_ir::op! {
    /// `%r = linalg.batch_matmul ins(%a, %b : A, B) outs(%c : C) -> C`: one matmul per
    /// batch index.
    pub struct BatchMatmul = "linalg.batch_matmul" {
        summary: "Performs a batched matrix multiplication of two 3D inputs.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [
            indexing_maps: custom(BatchMatmulMaps) [default],
            cast: any [optional],
            operandSegmentSizes: any,
        ],
        verify: named::verify_batch_matmul,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_batch_matmul,
        print: named::print_batch_matmul,
    }
}

visa_ir::op! {
    /// `%r = linalg.matvec ins(%m, %v : M, V) outs(%y : Y) -> Y`: `y += M v`.
    pub struct Matvec = "linalg.matvec" {
        summary: "Performs a matrix-vector multiplication.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [cast: any [optional], operandSegmentSizes: any],
        verify: named::verify_matvec,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_matvec,
        print: named::print_fixed,
    }
}

visa_ir::op! {
    /// `%r = linalg.vecmat ins(%v, %m : V, M) outs(%y : Y) -> Y`: `y += v M`.
    pub struct Vecmat = "linalg.vecmat" {
        summary: "Performs a vector-matrix multiplication.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [cast: any [optional], operandSegmentSizes: any],
        verify: named::verify_vecmat,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_vecmat,
        print: named::print_fixed,
    }
}

visa_ir::op! {
    /// `%r = linalg.dot ins(%a, %b : A, B) outs(%s : tensor<f32>) -> tensor<f32>`: the
    /// inner product accumulated into a scalar.
    pub struct Dot = "linalg.dot" {
        summary: "Performs a dot product of two vectors to a scalar result.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [cast: any [optional], operandSegmentSizes: any],
        verify: named::verify_dot,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_dot,
        print: named::print_fixed,
    }
}

visa_ir::op! {
    /// `%r = linalg.contract indexing_maps = [#a, #b, #c] ins(%a, %b : A, B) outs(%c : C)
    /// -> C`: `C += A * B` over the maps' iteration space (MLIR 22).
    pub struct Contract = "linalg.contract" {
        summary: "Perform a contraction on two inputs, accumulating into the third.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [indexing_maps: any, cast: any [optional], operandSegmentSizes: any],
        verify: named::verify_contract,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_contract,
        print: named::print_contract,
    }
}

/// Declares a window op (convolution or pooling over NHWC images).
macro_rules! window_op {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [SINGLE_BLOCK],
                operands: [operands: variadic],
                results: [result_tensors: variadic],
                regions: [region],
                attrs: [
                    strides: any [optional],
                    dilations: any [optional],
                    operandSegmentSizes: any,
                ],
                verify: named::verify_window,
                interfaces: [LinalgOp = LinalgOp::Segments],
                parse: named::parse_window,
                print: named::print_fixed,
            }
        }
    };
}

window_op!(
    /// `%r = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%img, %f :
    /// I, F) outs(%o : O) -> O`: 2-D convolution, filter `(kh, kw, c, f)`.
    Conv2DNhwcHwcf = "linalg.conv_2d_nhwc_hwcf", "Performs 2-D convolution."
);
window_op!(
    /// `linalg.conv_2d_nhwc_fhwc`: 2-D convolution, filter `(f, kh, kw, c)`.
    Conv2DNhwcFhwc = "linalg.conv_2d_nhwc_fhwc", "Performs 2-D convolution."
);
window_op!(
    /// `linalg.pooling_nhwc_max`: the maximum over each window (the second input gives
    /// the window's shape).
    PoolingNhwcMax = "linalg.pooling_nhwc_max", "Performs max pooling."
);
window_op!(
    /// `linalg.pooling_nhwc_sum`: the sum over each window.
    PoolingNhwcSum = "linalg.pooling_nhwc_sum", "Performs sum pooling."
);
window_op!(
    /// `linalg.conv_2d_nchw_fchw`: 2-D convolution on NCHW images, filter `(f, c, kh, kw)`.
    Conv2DNchwFchw = "linalg.conv_2d_nchw_fchw", "Performs 2-D convolution."
);
window_op!(
    /// `linalg.pooling_nhwc_min`: the minimum over each window.
    PoolingNhwcMin = "linalg.pooling_nhwc_min", "Performs min pooling."
);
window_op!(
    /// `linalg.pooling_nchw_max`: the maximum over each window of NCHW images.
    PoolingNchwMax = "linalg.pooling_nchw_max", "Performs max pooling."
);
window_op!(
    /// `linalg.pooling_nchw_sum`: the sum over each window of NCHW images.
    PoolingNchwSum = "linalg.pooling_nchw_sum", "Performs sum pooling."
);

visa_ir::op! {
    /// `%r = linalg.quantized_matmul ins(%a, %b, %azp, %bzp : A, B, i32, i32) outs(%c : C)
    /// -> C`: `C += (A - azp) * (B - bzp)`, operands cast (signed) to `C`'s element type.
    pub struct QuantizedMatmul = "linalg.quantized_matmul" {
        summary: "Performs a matrix multiplication of two 2D inputs.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [operandSegmentSizes: any],
        verify: named::verify_quantized_matmul,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_quantized_matmul,
        print: named::print_fixed,
    }
}

visa_ir::op! {
    /// `%r = linalg.quantized_batch_matmul ins(%a, %b, %azp, %bzp : A, B, i32, i32)
    /// outs(%c : C) -> C`: one `quantized_matmul` per batch index.
    pub struct QuantizedBatchMatmul = "linalg.quantized_batch_matmul" {
        summary: "Performs a batched matrix multiplication of two 3D inputs.",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [operandSegmentSizes: any],
        verify: named::verify_quantized_batch_matmul,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: named::parse_quantized_batch_matmul,
        print: named::print_fixed,
    }
}

visa_ir::op! {
    /// `%t = linalg.transpose ins(%a : A) outs(%b : B) permutation = [1, 0]`.
    pub struct Transpose = "linalg.transpose" {
        summary: "Transpose operator",
        traits: [SINGLE_BLOCK],
        operands: [input: single, init: single],
        results: [result: variadic],
        regions: [region],
        attrs: [permutation: any],
        verify: structured::verify_transpose,
        result_names: transposed,
        interfaces: [LinalgOp = LinalgOp::LastInit],
        parse: structured::parse_transpose,
        print: structured::print_transpose,
    }
}

visa_ir::op! {
    /// `%b = linalg.broadcast ins(%v : V) outs(%m : M) dimensions = [0]`.
    pub struct Broadcast = "linalg.broadcast" {
        summary: "Static broadcast operator",
        traits: [SINGLE_BLOCK],
        operands: [input: single, init: single],
        results: [result: variadic],
        regions: [region],
        attrs: [dimensions: any],
        verify: structured::verify_broadcast,
        result_names: broadcasted,
        interfaces: [LinalgOp = LinalgOp::LastInit],
        parse: structured::parse_broadcast,
        print: structured::print_broadcast,
    }
}

visa_ir::op! {
    /// `%m = linalg.map { arith.addf } ins(%a, %b : A, B) outs(%c : C)`, or with an
    /// explicit body `(%in: f32, %in_0: f32, %init: f32) { ... }`.
    pub struct Map = "linalg.map" {
        summary: "Elementwise operations",
        traits: [SINGLE_BLOCK],
        operands: [inputs: variadic, init: single],
        results: [result: variadic],
        regions: [mapper],
        verify: structured::verify_map,
        result_names: mapped,
        block_arg_names: structured::in_init_names,
        interfaces: [LinalgOp = LinalgOp::LastInit],
        parse: structured::parse_map,
        print: structured::print_map,
    }
}

visa_ir::op! {
    /// `%r = linalg.reduce { arith.addf } ins(%a : A) outs(%r : R) dimensions = [1]`.
    pub struct Reduce = "linalg.reduce" {
        summary: "Reduce operator",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result: variadic],
        regions: [combiner],
        attrs: [dimensions: any],
        verify: structured::verify_reduce,
        result_names: reduced,
        block_arg_names: structured::in_init_names,
        interfaces: [LinalgOp = LinalgOp::Halves],
        parse: structured::parse_reduce,
        print: structured::print_reduce,
    }
}

/// `%transposed`, and likewise for the ops below.
fn transposed(ctx: &Context, op: OpId) -> Vec<Option<String>> {
    named_results(ctx, op, "transposed")
}

fn broadcasted(ctx: &Context, op: OpId) -> Vec<Option<String>> {
    named_results(ctx, op, "broadcasted")
}

fn mapped(ctx: &Context, op: OpId) -> Vec<Option<String>> {
    named_results(ctx, op, "mapped")
}

fn reduced(ctx: &Context, op: OpId) -> Vec<Option<String>> {
    named_results(ctx, op, "reduced")
}

/// `name` for the first result (upstream's `getAsmResultNames` of these ops).
fn named_results(ctx: &Context, op: OpId, name: &str) -> Vec<Option<String>> {
    let mut names = vec![None; ctx.results(op).len()];
    if let Some(first) = names.first_mut() {
        *first = Some(name.to_string());
    }
    names
}

/// Upstream's `LinalgOp` interface, as much as visa asks of it: the op is a structured
/// op (a `linalg.yield` may end its body, `linalg.index` read its loops) and its
/// operands split into inputs and inits so.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LinalgOp {
    /// By the `operandSegmentSizes` property (`ins`, then `outs`).
    Segments,
    /// The last operand is the only init (`transpose`, `broadcast`, `map`).
    LastInit,
    /// The second half of the operands are the inits (`reduce`).
    Halves,
}

/// The mnemonics of the elementwise binary named ops (`linalg.add`, ...).
pub const BINARY_OPS: &[&str] = &["add", "sub", "mul", "div", "div_unsigned", "max", "min"];

/// Declares an elementwise binary named op.
macro_rules! binary_op {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [SINGLE_BLOCK],
                operands: [operands: variadic],
                results: [result_tensors: variadic],
                regions: [region],
                attrs: [operandSegmentSizes: any],
                verify: named::verify_binary,
                interfaces: [LinalgOp = LinalgOp::Segments],
                parse: named::parse_binary,
                print: named::print_fill,
            }
        }
    };
}

binary_op!(
    /// `%r = linalg.add ins(%a, %b : A, B) outs(%c : C) -> C`: `a + b` elementwise.
    Add = "linalg.add", "Adds two tensors elementwise."
);
binary_op!(
    /// `linalg.sub`: `a - b` elementwise.
    Sub = "linalg.sub", "Subtracts two tensors elementwise."
);
binary_op!(
    /// `linalg.mul`: `a * b` elementwise.
    Mul = "linalg.mul", "Multiplies two tensors elementwise."
);
binary_op!(
    /// `linalg.div`: `a / b` elementwise (signed for integers).
    Div = "linalg.div", "Divides the first tensor by the second tensor, elementwise."
);
binary_op!(
    /// `linalg.div_unsigned`: `a / b` elementwise, unsigned for integers.
    DivUnsigned = "linalg.div_unsigned", "Divides the first tensor by the second tensor, elementwise. For integer types, performs an unsigned division."
);
binary_op!(
    /// `linalg.max`: the larger of `a` and `b` elementwise (signed for integers).
    Max = "linalg.max", "Takes the max (signed) between two inputs, elementwise."
);
binary_op!(
    /// `linalg.min`: the smaller of `a` and `b` elementwise (signed for integers).
    Min = "linalg.min", "Takes the min (signed) between two inputs, elementwise."
);

visa_ir::op! {
    /// `%r = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : A, B)
    /// outs(%c : C) -> C`: the kind's function of the inputs, element by element.
    pub struct Elementwise = "linalg.elementwise" {
        summary: "Performs element-wise operation",
        traits: [SINGLE_BLOCK],
        operands: [operands: variadic],
        results: [result_tensors: variadic],
        regions: [region],
        attrs: [kind: any, indexing_maps: any, operandSegmentSizes: any],
        verify: elementwise::verify_elementwise,
        interfaces: [LinalgOp = LinalgOp::Segments],
        parse: elementwise::parse_elementwise,
        print: elementwise::print_elementwise,
    }
}

visa_ir::op! {
    /// `%r = linalg.softmax dimension(1) ins(%a : A) outs(%b : B) -> B`: the softmax of
    /// the input along `dimension`.
    pub struct Softmax = "linalg.softmax" {
        summary: "Softmax operator",
        operands: [input: single, output: single],
        results: [result: variadic],
        attrs: [dimension: i64],
        verify: softmax::verify_softmax,
        parse: softmax::parse_softmax,
        print: softmax::print_softmax,
    }
}

visa_ir::op! {
    /// `%i = linalg.index 0 : index`: the iteration index along loop `dim` of the
    /// enclosing linalg op.
    pub struct Index = "linalg.index" {
        summary: "linalg index operation",
        traits: [PURE],
        results: [result: single],
        attrs: [dim: i64],
        verify: verify::verify_index,
        format: "$dim attr-dict `:` type($result)",
    }
}

visa_ir::op! {
    /// `linalg.yield %a, %b : T, U`: the values of the output elements.
    pub struct Yield = "linalg.yield" {
        summary: "Linalg yield operation",
        traits: [TERMINATOR, RETURN_LIKE, PURE],
        operands: [values: variadic],
        verify: verify::verify_yield,
        format: "attr-dict ($values^ `:` type($values))?",
    }
}

/// Parses the body of `#linalg.<mnemonic>...`: `iterator_type<parallel>`, with
/// upstream's two errors for an unknown keyword.
fn parse_attr(p: &mut AsmParser<'_>, mnemonic: &str) -> ParseResult<Attribute> {
    if mnemonic == "elementwise_kind" {
        return elementwise::parse_kind_attr(p);
    }
    if mnemonic == "type_fn" {
        return KeywordAttr::parse(p, "linalg", "type_fn", "type function", TYPE_FNS);
    }
    if mnemonic != "iterator_type" {
        return Err(p.emit_error(format!(
            "unknown attribute `{mnemonic}` in dialect `linalg`"
        )));
    }
    p.parse_less()?;
    let loc = p.current_loc();
    let got = p.parse_optional_keyword_any();
    let Some(it) = got.and_then(IteratorType::from_keyword) else {
        let second = p.emit_error(
            "failed to parse IteratorTypeEnum parameter 'value' which is to be a `::mlir::utils::IteratorType`",
        );
        p.ctx().emit(second);
        return Err(p.emit_error_at(
            loc,
            "expected ::mlir::utils::IteratorType to be one of: parallel, reduction",
        ));
    };
    p.parse_greater()?;
    Ok(it.attr(p.ctx()))
}

/// `%in` for each input's block argument, `%out` for each output's (upstream's
/// `getAsmBlockArgumentNames` of the linalg ops).
fn in_out_names(ctx: &Context, op: OpId, _region: usize) -> Vec<Option<String>> {
    let Some((ins, outs)) = inputs_and_outputs(ctx, op) else {
        return Vec::new();
    };
    let mut names = vec![Some("in".to_string()); ins.len()];
    names.extend(std::iter::repeat_n(Some("out".to_string()), outs.len()));
    names
}

/// The `linalg` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("linalg", "MLIR's linear algebra on tensors and buffers");
    d.ops = vec![
        Generic::def(),
        Fill::def(),
        Matmul::def(),
        BatchMatmul::def(),
        Matvec::def(),
        Vecmat::def(),
        Dot::def(),
        Contract::def(),
        Conv2DNhwcHwcf::def(),
        Conv2DNhwcFhwc::def(),
        PoolingNhwcMax::def(),
        PoolingNhwcSum::def(),
        Conv2DNchwFchw::def(),
        PoolingNhwcMin::def(),
        PoolingNchwMax::def(),
        PoolingNchwSum::def(),
        QuantizedMatmul::def(),
        QuantizedBatchMatmul::def(),
        Transpose::def(),
        Broadcast::def(),
        Map::def(),
        Reduce::def(),
        Add::def(),
        Sub::def(),
        Mul::def(),
        Div::def(),
        DivUnsigned::def(),
        Max::def(),
        Min::def(),
        Elementwise::def(),
        Softmax::def(),
        Index::def(),
        Yield::def(),
    ];
    d.parse_attr = Some(parse_attr);
    d
}

/// The input and output (init) operands of a linalg op, split as its [`LinalgOp`]
/// interface says. `None` for an op without the interface or whose operands cannot be
/// split so.
pub fn inputs_and_outputs(ctx: &Context, op: OpId) -> Option<(&[Value], &[Value])> {
    let operands = ctx.operands(op);
    let split = match ctx.interface::<LinalgOp>(op)? {
        LinalgOp::LastInit => operands.len().checked_sub(1)?,
        LinalgOp::Halves if operands.len().is_multiple_of(2) => operands.len() / 2,
        LinalgOp::Halves => return None,
        LinalgOp::Segments => {
            let segs = crate::tensor::lists::segments(ctx, op, 2).ok()?;
            return Some((&operands[segs[0].clone()], &operands[segs[1].clone()]));
        }
    };
    Some(operands.split_at(split))
}
