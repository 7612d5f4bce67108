//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::block::BlockId;
use crate::dialect::{Arity, AttrConstraint, AttrSpec, Dialect, OpDef, Traits};
use crate::operation::{OpId, OperationState};
use crate::Context;

/// The name of the module op.
pub const MODULE: &str = "builtin.module";

const MODULE_ATTRS: &[AttrSpec] = &[AttrSpec::optional("sym_name", AttrConstraint::String)];

/// The builtin dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("builtin", "MLIR's builtin operations");
    d.ops.push(OpDef {
        traits: Traits::NO_TERMINATOR
            | Traits::SINGLE_BLOCK
            | Traits::SYMBOL_TABLE
            | Traits::ISOLATED_FROM_ABOVE
            | Traits::GRAPH_REGION,
        regions: Arity::Exact(1),
        attrs: MODULE_ATTRS,
        parse: Some(crate::parser::parse_module_custom),
        print: Some(crate::printer::print_module_custom),
        default_dialect: Some("builtin"),
        verify: Some(verify_module),
        ..OpDef::new(MODULE, "a top-level container of operations")
    });
    d.ops.push(OpDef {
        operands: Arity::ANY,
        results: Arity::ANY,
        traits: Traits::PURE,
        ..OpDef::new(
            "builtin.unrealized_conversion_cast",
            "a cast between types left by a partial conversion",
        )
    });
    d
}

/// MLIR's ODS constraint on the body (`SizedRegion<1>`): exactly one block.
fn verify_module(ctx: &Context, op: OpId) -> Result<(), crate::Diagnostic> {
    match ctx.regions(op).first() {
        Some(&r) if ctx.region_blocks(r).len() != 1 => Err(ctx.op_error(
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        )),
        _ => Ok(()),
    }
}

impl Context {
    /// Creates a detached `builtin.module` with an empty body block.
    pub fn create_module(&mut self, name: Option<&str>) -> OpId {
        let loc = self.unknown_loc();
        let op_name = self.intern_op_name(MODULE);
        let mut state = OperationState::new(op_name, loc);
        let region = state.add_region(self);
        if let Some(name) = name {
            let attr = self.string_attr(name);
            state.add_attr(self, "sym_name", attr);
        }
        let op = self.create_op(state);
        self.push_block(region);
        op
    }

    /// The body block of a module (or any single-block, single-region op).
    pub fn module_body(&self, module: OpId) -> BlockId {
        let region = self.region(module, 0);
        self.region_blocks(region)[0]
    }
}
