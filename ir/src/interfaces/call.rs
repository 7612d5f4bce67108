//! MLIR's `CallOpInterface` (an op that calls a function) and `CallableOpInterface`
//! (an op that can be called: it has a body region).

use crate::{Context, OpId, RegionId};

/// An op that calls a function and returns its results (MLIR's `CallOpInterface`).
#[derive(Copy, Clone)]
pub struct CallOpInterface {
    /// The called op (a [`CallableOpInterface`]), `None` when the callee does not
    /// resolve (a verifier reports that).
    pub callee: fn(&Context, OpId) -> Option<OpId>,
}

impl std::fmt::Debug for CallOpInterface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CallOpInterface")
    }
}

/// An op that a call can run (MLIR's `CallableOpInterface`): the region holding its
/// body, `None` for a declaration without one.
#[derive(Copy, Clone)]
pub struct CallableOpInterface {
    /// The body region.
    pub callable_region: fn(&Context, OpId) -> Option<RegionId>,
}

impl std::fmt::Debug for CallableOpInterface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CallableOpInterface")
    }
}

impl CallableOpInterface {
    /// A callable whose body is its first region, when that region has a block.
    pub const FIRST_REGION: CallableOpInterface = CallableOpInterface {
        callable_region: first_nonempty_region,
    };
}

/// `op`'s first region, if it has one with a block.
pub fn first_nonempty_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    let r = *ctx.regions(op).first()?;
    (!ctx.region_blocks(r).is_empty()).then_some(r)
}

/// The op `call` calls, through its [`CallOpInterface`]; `None` when `call` is no call
/// or its callee does not resolve.
pub fn callee(ctx: &Context, call: OpId) -> Option<OpId> {
    (ctx.interface::<CallOpInterface>(call)?.callee)(ctx, call)
}
