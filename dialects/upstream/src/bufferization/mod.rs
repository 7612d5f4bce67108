//! The `bufferization` ops a framework's output carries, MLIR-compatible: the casts
//! between buffers and tensors and the tensor allocation and materialization ops.
//!
//! ```text
//! %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
//! %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
//! %a = bufferization.alloc_tensor(%d) copy(%t) size_hint=%h {memory_space = 1 : i64} : tensor<?xf32>
//! %r = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
//! bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
//! ```
//!
//! The unit flags (`restrict`, `writable`, `read_only`) are properties, as upstream;
//! `alloc_tensor`'s operand groups (dynamic sizes, copy, size hint) are split by
//! `operandSegmentSizes`. The verifiers say upstream's words (decision LNG-1 for the one
//! place they differ: the type-match rule of `to_tensor`/`to_buffer` reports one error,
//! where mlir-opt reports two).

mod syntax;
mod verify;

use visa_ir::Dialect;

visa_ir::op! {
    /// `%t = bufferization.to_tensor %m (restrict)? (writable)? : M to T`: the tensor
    /// whose contents are the buffer's.
    pub struct ToTensor = "bufferization.to_tensor" {
        summary: "create a buffer-like type from a tensor-like type",
        operands: [buffer: single],
        results: [result: single],
        attrs: [restrict: any [optional], writable: any [optional]],
        verify: verify::to_tensor,
        parse: syntax::parse_to_tensor,
        print: syntax::print_to_tensor,
    }
}

visa_ir::op! {
    /// `%m = bufferization.to_buffer %t (read_only)? : T to M`: a buffer holding the
    /// tensor's contents.
    pub struct ToBuffer = "bufferization.to_buffer" {
        summary: "cast a tensor-like type to buffer-like type",
        operands: [tensor: single],
        results: [buffer: single],
        attrs: [read_only: any [optional]],
        verify: verify::to_buffer,
        parse: syntax::parse_to_buffer,
        print: syntax::print_to_buffer,
    }
}

visa_ir::op! {
    /// `%a = bufferization.alloc_tensor(%sizes) (copy(%t))? (size_hint=%h)? : T`: a new
    /// tensor, uninitialized or a copy of `%t`.
    pub struct AllocTensor = "bufferization.alloc_tensor" {
        summary: "allocate buffer for a tensor",
        operands: [operands: variadic],
        results: [result: single],
        attrs: [memory_space: any [optional], operandSegmentSizes: any],
        verify: verify::alloc_tensor,
        parse: syntax::parse_alloc_tensor,
        print: syntax::print_alloc_tensor,
    }
}

visa_ir::op! {
    /// `bufferization.materialize_in_destination %t in (restrict)? (writable)? %d :
    /// (T, D) -> R`: `%t` stored in `%d`; a tensor result when `%d` is a tensor.
    pub struct MaterializeInDestination = "bufferization.materialize_in_destination" {
        summary: "copy a tensor",
        operands: [source: single, dest: single],
        results: [result: variadic],
        attrs: [restrict: any [optional], writable: any [optional]],
        verify: verify::materialize_in_destination,
        parse: syntax::parse_materialize,
        print: syntax::print_materialize,
    }
}

/// The `bufferization` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new(
        "bufferization",
        "MLIR's bufferization: buffers and tensors converted into each other",
    );
    d.ops = vec![
        ToTensor::def(),
        ToBuffer::def(),
        AllocTensor::def(),
        MaterializeInDestination::def(),
    ];
    d
}
