//! MLIR's `FunctionOpInterface`: an op that defines a function, a callable symbol with
//! a signature.

use crate::{Context, OpId, Type};

/// An op that defines a function (MLIR's `FunctionOpInterface`). Such an op is also a
/// [`CallableOpInterface`](super::CallableOpInterface), attached beside it.
#[derive(Copy, Clone)]
pub struct FunctionOpInterface {
    /// The function's type (a builtin function type), `None` when the op carries no
    /// signature of that form (a device kernel, whose arguments are typed in its body).
    pub function_type: fn(&Context, OpId) -> Option<Type>,
}

impl std::fmt::Debug for FunctionOpInterface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FunctionOpInterface")
    }
}

impl FunctionOpInterface {
    /// A function without a builtin function type attribute.
    pub const UNTYPED: FunctionOpInterface = FunctionOpInterface {
        function_type: |_, _| None,
    };
}

/// Whether `op` defines a function.
pub fn is_function(ctx: &Context, op: OpId) -> bool {
    ctx.interface::<FunctionOpInterface>(op).is_some()
}
