//! [`Builder`]: creates operations at an insertion point.

use crate::attributes::Attribute;
use crate::block::BlockId;
use crate::location::Location;
use crate::operation::{OpId, OperationState};
use crate::types::Type;
use crate::value::Value;
use crate::Context;

/// Where a [`Builder`] inserts new operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// Just before an operation.
    Before(OpId),
    /// Nowhere: ops stay detached.
    Detached,
}

/// Creates operations at an insertion point with a current location.
///
/// ```
/// use visa_ir::{Builder, Context, DialectRegistry};
/// let mut ctx = Context::new(DialectRegistry::new());
/// let module = ctx.create_module(None);
/// let body = ctx.module_body(module);
/// let mut b = Builder::at_end(&mut ctx, body);
/// let i32 = b.ctx.integer_type(32);
/// let op = b.op("test.thing").results(&[i32]).build();
/// assert_eq!(b.ctx.results(op).len(), 1);
/// ```
pub struct Builder<'c> {
    /// The IR being built.
    pub ctx: &'c mut Context,
    ip: InsertPoint,
    loc: Location,
}

impl<'c> Builder<'c> {
    /// A builder appending to `block`.
    pub fn at_end(ctx: &'c mut Context, block: BlockId) -> Self {
        let loc = ctx.unknown_loc();
        Builder {
            ctx,
            ip: InsertPoint::End(block),
            loc,
        }
    }

    /// A builder inserting before `op`.
    pub fn before(ctx: &'c mut Context, op: OpId) -> Self {
        let loc = ctx.op_loc(op);
        Builder {
            ctx,
            ip: InsertPoint::Before(op),
            loc,
        }
    }

    /// Moves the insertion point.
    pub fn set_insert_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// The insertion point.
    pub fn insert_point(&self) -> InsertPoint {
        self.ip
    }

    /// Sets the location given to new ops.
    pub fn set_loc(&mut self, loc: Location) {
        self.loc = loc;
    }

    /// The location given to new ops.
    pub fn loc(&self) -> Location {
        self.loc
    }

    /// Creates `state` as an op at the insertion point.
    pub fn insert(&mut self, state: OperationState) -> OpId {
        let op = self.ctx.create_op(state);
        match self.ip {
            InsertPoint::End(b) => self.ctx.append_op(b, op),
            InsertPoint::Before(anchor) => self.ctx.insert_op_before(anchor, op),
            InsertPoint::Detached => {}
        }
        op
    }

    /// Starts an op named `name` at the current location; finish with
    /// [`OpBuild::build`].
    pub fn op<'b>(&'b mut self, name: &str) -> OpBuild<'b, 'c> {
        let name = self.ctx.intern_op_name(name);
        let state = OperationState::new(name, self.loc);
        OpBuild {
            builder: self,
            state,
        }
    }
}

/// An operation under construction; see [`Builder::op`].
pub struct OpBuild<'b, 'c> {
    builder: &'b mut Builder<'c>,
    state: OperationState,
}

impl OpBuild<'_, '_> {
    /// Adds operands.
    pub fn operands(mut self, values: &[Value]) -> Self {
        self.state.operands.extend_from_slice(values);
        self
    }

    /// Adds result types.
    pub fn results(mut self, types: &[Type]) -> Self {
        self.state.result_types.extend_from_slice(types);
        self
    }

    /// Adds an attribute.
    pub fn attr(mut self, name: &str, value: Attribute) -> Self {
        self.state.add_attr(self.builder.ctx, name, value);
        self
    }

    /// Adds `n` empty regions.
    pub fn regions(mut self, n: usize) -> Self {
        for _ in 0..n {
            self.state.add_region(self.builder.ctx);
        }
        self
    }

    /// Adds successor blocks.
    pub fn successors(mut self, blocks: &[BlockId]) -> Self {
        self.state.successors.extend_from_slice(blocks);
        self
    }

    /// Creates the op at the builder's insertion point.
    pub fn build(self) -> OpId {
        self.builder.insert(self.state)
    }

    /// Creates the op and returns its only result.
    ///
    /// # Panics
    /// If the op does not have exactly one result.
    pub fn build_value(self) -> Value {
        let builder = self.builder;
        let op = builder.insert(self.state);
        let results = builder.ctx.results(op);
        assert_eq!(
            results.len(),
            1,
            "build_value on an op with {} results",
            results.len()
        );
        results[0]
    }
}
