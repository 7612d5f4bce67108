//! The `tensor` dialect, MLIR-compatible: creation (`empty`, `splat`, `from_elements`,
//! `generate`), element access (`extract`, `insert`), slices (`extract_slice`,
//! `insert_slice`, `parallel_insert_slice`) with MLIR's mixed static/dynamic offsets,
//! sizes and strides, reshapes (`expand_shape`, `collapse_shape`, `reshape`), `pad`,
//! `concat`, `cast`, `bitcast`, `dim`, `rank`, and the region terminator `yield`.
//!
//! Custom syntax is upstream's (`TensorOps.td`), parsed and printed by hand in
//! `syntax.rs` where types are inferred (`tensor.extract %t[%i] : tensor<4xf32>` yields an
//! `f32`); mixed lists and reassociations are in `lists.rs`. Verifiers (`verify.rs`) use
//! upstream's wording (`mlir/test/Dialect/Tensor/invalid.mlir`).

pub(crate) mod lists;
mod syntax;
mod verify;

#[cfg(test)]
mod tests;

use visa_ir::Dialect;

/// Declares a result-name hook returning one fixed name (MLIR's `getAsmResultNames`).
macro_rules! result_name {
    ($fn:ident, $name:literal) => {
        fn $fn(_: &visa_ir::Context, _: visa_ir::OpId) -> Vec<Option<String>> {
            vec![Some($name.to_string())]
        }
    };
}

result_name!(extracted, "extracted");
result_name!(inserted, "inserted");
result_name!(extracted_slice, "extracted_slice");
result_name!(inserted_slice, "inserted_slice");
result_name!(expanded, "expanded");
result_name!(collapsed, "collapsed");
result_name!(padded, "padded");
result_name!(concat, "concat");
result_name!(splat, "splat");
result_name!(cast, "cast");
result_name!(dim, "dim");
result_name!(rank, "rank");
result_name!(from_elements, "from_elements");
result_name!(generated, "generated");
result_name!(reshape, "reshape");

visa_ir::op! {
    /// `%t = tensor.empty(%d0) : tensor<?x4xf32>`: a tensor of unspecified contents.
    pub struct Empty = "tensor.empty" {
        summary: "empty tensor operation",
        traits: [PURE],
        operands: [dynamicSizes: variadic],
        results: [result: single],
        verify: verify::empty,
        parse: syntax::parse_empty,
        print: syntax::print_empty,
    }
}

visa_ir::op! {
    /// `%e = tensor.extract %t[%i, %j] : tensor<4x4xf32>`.
    pub struct Extract = "tensor.extract" {
        summary: "element extraction operation",
        traits: [PURE],
        operands: [tensor: single, indices: variadic],
        results: [result: single],
        verify: verify::extract,
        result_names: extracted,
        parse: syntax::parse_extract,
        print: syntax::print_extract,
    }
}

visa_ir::op! {
    /// `%r = tensor.insert %s into %t[%i, %j] : tensor<4x4xf32>`.
    pub struct Insert = "tensor.insert" {
        summary: "element insertion operation",
        traits: [PURE],
        operands: [scalar: single, dest: single, indices: variadic],
        results: [result: single],
        verify: verify::insert,
        result_names: inserted,
        parse: syntax::parse_insert,
        print: syntax::print_insert,
    }
}

visa_ir::op! {
    /// `%s = tensor.extract_slice %t[0, %i] [4, 4] [1, 1] : tensor<8x16xf32> to
    /// tensor<4x4xf32>`; the dynamic offsets, sizes and strides follow the source, split
    /// by `operandSegmentSizes`.
    pub struct ExtractSlice = "tensor.extract_slice" {
        summary: "extract slice operation",
        traits: [PURE],
        operands: [source: single, dynamic: variadic],
        results: [result: single],
        attrs: [
            static_offsets: any,
            static_sizes: any,
            static_strides: any,
            operandSegmentSizes: any,
        ],
        verify: verify::extract_slice,
        result_names: extracted_slice,
        parse: syntax::parse_extract_slice,
        print: syntax::print_extract_slice,
    }
}

visa_ir::op! {
    /// `%r = tensor.insert_slice %s into %t[0, %i] [4, 4] [1, 1] : tensor<4x4xf32> into
    /// tensor<8x16xf32>`.
    pub struct InsertSlice = "tensor.insert_slice" {
        summary: "insert_slice operation",
        traits: [PURE],
        operands: [source: single, dest: single, dynamic: variadic],
        results: [result: single],
        attrs: [
            static_offsets: any,
            static_sizes: any,
            static_strides: any,
            operandSegmentSizes: any,
        ],
        verify: verify::insert_slice,
        result_names: inserted_slice,
        parse: syntax::parse_insert_slice,
        print: syntax::print_insert_slice,
    }
}

visa_ir::op! {
    /// `tensor.parallel_insert_slice %s into %t[...] [...] [...] : T into U`, inside
    /// `scf.forall`'s `scf.forall.in_parallel`.
    pub struct ParallelInsertSlice = "tensor.parallel_insert_slice" {
        summary: "specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op",
        operands: [source: single, dest: single, dynamic: variadic],
        attrs: [
            static_offsets: any,
            static_sizes: any,
            static_strides: any,
            operandSegmentSizes: any,
        ],
        verify: verify::parallel_insert_slice,
        interfaces: [crate::scf::ParallelCombining = crate::scf::ParallelCombining {
            updated_destinations: |ctx, op| ctx.operands(op).get(1..2).unwrap_or(&[]).to_vec(),
        }],
        parse: syntax::parse_parallel_insert_slice,
        print: syntax::print_parallel_insert_slice,
    }
}

visa_ir::op! {
    /// `%e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32>
    /// into tensor<2x4x16xf32>`.
    pub struct ExpandShape = "tensor.expand_shape" {
        summary: "operation to produce a tensor with a higher rank",
        traits: [PURE],
        operands: [src: single, output_shape: variadic],
        results: [result: single],
        attrs: [reassociation: any, static_output_shape: any],
        verify: verify::expand_shape,
        result_names: expanded,
        parse: syntax::parse_expand_shape,
        print: syntax::print_expand_shape,
    }
}

visa_ir::op! {
    /// `%c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x4x16xf32> into
    /// tensor<8x16xf32>`.
    pub struct CollapseShape = "tensor.collapse_shape" {
        summary: "operation to produce a tensor with a smaller rank",
        traits: [PURE],
        operands: [src: single],
        results: [result: single],
        attrs: [reassociation: any],
        verify: verify::collapse_shape,
        result_names: collapsed,
        parse: syntax::parse_collapse_shape,
        print: syntax::print_collapse_shape,
    }
}

visa_ir::op! {
    /// `%p = tensor.pad %t low[1, %i] high[2, 3] { ^bb0(%a: index, %b: index): tensor.yield
    /// %v : f32 } : tensor<8x16xf32> to tensor<11x?xf32>`.
    pub struct Pad = "tensor.pad" {
        summary: "tensor pad operation",
        traits: [PURE, SINGLE_BLOCK],
        operands: [source: single, dynamic: variadic],
        results: [result: single],
        regions: [region],
        attrs: [
            static_low: any,
            static_high: any,
            nofold: any [optional],
            operandSegmentSizes: any,
        ],
        verify: verify::pad,
        result_names: padded,
        parse: syntax::parse_pad,
        print: syntax::print_pad,
    }
}

visa_ir::op! {
    /// `tensor.yield %v : f32`: the value of an element of `tensor.pad` or
    /// `tensor.generate`.
    pub struct Yield = "tensor.yield" {
        summary: "terminator for generate and pad operations",
        traits: [TERMINATOR, RETURN_LIKE, PURE],
        parents: [Pad::NAME, Generate::NAME],
        operands: [value: single],
        format: "$value attr-dict `:` type($value)",
    }
}

visa_ir::op! {
    /// `%c = tensor.concat dim(0) %a, %b : (tensor<8x16xf32>, tensor<8x16xf32>) ->
    /// tensor<16x16xf32>`.
    pub struct Concat = "tensor.concat" {
        summary: "tensor concatenation operation",
        traits: [PURE],
        operands: [inputs: variadic],
        results: [result: single],
        attrs: [dim: i64],
        verify: verify::concat,
        result_names: concat,
        parse: syntax::parse_concat,
        print: syntax::print_concat,
    }
}

visa_ir::op! {
    /// `%s = tensor.splat %v[%d] : tensor<?x4xf32>`: every element `%v`.
    pub struct Splat = "tensor.splat" {
        summary: "tensor splat or broadcast operation",
        traits: [PURE],
        operands: [input: single, dynamicSizes: variadic],
        results: [aggregate: single],
        verify: verify::splat,
        result_names: splat,
        parse: syntax::parse_splat,
        print: syntax::print_splat,
    }
}

visa_ir::op! {
    /// `%c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>`.
    pub struct Cast = "tensor.cast" {
        summary: "tensor cast operation",
        traits: [PURE],
        operands: [source: single],
        results: [dest: single],
        verify: verify::cast,
        result_names: cast,
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

visa_ir::op! {
    /// `%b = tensor.bitcast %t : tensor<4xf32> to tensor<4xi32>`.
    pub struct Bitcast = "tensor.bitcast" {
        summary: "tensor bitcast operation",
        traits: [PURE],
        operands: [source: single],
        results: [dest: single],
        verify: verify::bitcast,
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

visa_ir::op! {
    /// `%d = tensor.dim %t, %i : tensor<?x4xf32>`.
    pub struct Dim = "tensor.dim" {
        summary: "dimension index operation",
        traits: [PURE],
        operands: [source: single, index: single],
        results: [result: single],
        verify: verify::dim,
        result_names: dim,
        parse: syntax::parse_dim,
        print: syntax::print_dim,
    }
}

visa_ir::op! {
    /// `%r = tensor.rank %t : tensor<*xf32>`.
    pub struct Rank = "tensor.rank" {
        summary: "rank operation",
        traits: [PURE],
        operands: [tensor: single],
        results: [result: single],
        verify: verify::rank,
        result_names: rank,
        parse: syntax::parse_rank,
        print: syntax::print_rank,
    }
}

visa_ir::op! {
    /// `%t = tensor.from_elements %a, %b : tensor<2xf32>`.
    pub struct FromElements = "tensor.from_elements" {
        summary: "tensor from elements operation.",
        traits: [PURE],
        operands: [elements: variadic],
        results: [result: single],
        verify: verify::from_elements,
        result_names: from_elements,
        parse: syntax::parse_from_elements,
        print: syntax::print_from_elements,
    }
}

visa_ir::op! {
    /// `%t = tensor.generate %d { ^bb0(%i: index, %j: index): tensor.yield %v : f32 } :
    /// tensor<?x3xf32>`.
    pub struct Generate = "tensor.generate" {
        summary: "creates a dynamically sized tensor from elements",
        traits: [SINGLE_BLOCK, RECURSIVELY_PURE],
        operands: [dynamicExtents: variadic],
        results: [result: single],
        regions: [body],
        verify: verify::generate,
        result_names: generated,
        parse: syntax::parse_generate,
        print: syntax::print_generate,
    }
}

visa_ir::op! {
    /// `%r = tensor.reshape %t(%shape) : (tensor<8x16xf32>, tensor<1xindex>) ->
    /// tensor<128xf32>`.
    pub struct Reshape = "tensor.reshape" {
        summary: "tensor reshape operation",
        traits: [PURE],
        operands: [source: single, shape: single],
        results: [result: single],
        verify: verify::reshape,
        result_names: reshape,
        parse: syntax::parse_reshape,
        print: syntax::print_reshape,
    }
}

/// The `tensor` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("tensor", "MLIR's tensor dialect");
    d.ops = vec![
        Empty::def(),
        Extract::def(),
        Insert::def(),
        ExtractSlice::def(),
        InsertSlice::def(),
        ParallelInsertSlice::def(),
        ExpandShape::def(),
        CollapseShape::def(),
        Pad::def(),
        Yield::def(),
        Concat::def(),
        Splat::def(),
        Cast::def(),
        Bitcast::def(),
        Dim::def(),
        Rank::def(),
        FromElements::def(),
        Generate::def(),
        Reshape::def(),
    ];
    d
}
