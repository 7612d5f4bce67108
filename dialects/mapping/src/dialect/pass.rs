//! The `mapping-canonicalize` pass, which rewrites every mapping in the module to the
//! algebra's normal form ([`crate::normal::normalize`]), in `#mapping<...>`
//! attributes and inside other dialects' types (through [`TypeMappings`] hooks),
//! and the `mapping-verify` pass.

use super::walk::{canonicalize_mappings, verify_mappings, TypeMappings};
use visa_ir::pass::{Pass, PassRegistry};
use visa_ir::{Context, Diagnostic, OpId};

/// The pass; `hooks` tell it where mappings live inside dialect types.
pub struct CanonicalizePass {
    hooks: Vec<TypeMappings>,
}

impl CanonicalizePass {
    /// A pass that sees the mappings of the types `hooks` describe.
    pub fn new(hooks: Vec<TypeMappings>) -> Self {
        CanonicalizePass { hooks }
    }
}

impl Pass for CanonicalizePass {
    fn name(&self) -> &'static str {
        "mapping-canonicalize"
    }
    fn display_name(&self) -> &'static str {
        "MappingCanonicalize"
    }
    fn description(&self) -> &'static str {
        "rewrite every mapping expression to the normal form of the mapping algebra"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        canonicalize_mappings(ctx, op, &self.hooks).map(|_| ())
    }
}

/// The `mapping-verify` pass: checks every mapping of every op (not only those of
/// ops whose verifiers check their own) against the axes in scope; reports each
/// failing op and fails.
pub struct VerifyPass {
    hooks: Vec<TypeMappings>,
}

impl VerifyPass {
    /// A pass that sees the mappings of the types `hooks` describe.
    pub fn new(hooks: Vec<TypeMappings>) -> Self {
        VerifyPass { hooks }
    }
}

impl Pass for VerifyPass {
    fn name(&self) -> &'static str {
        "mapping-verify"
    }
    fn display_name(&self) -> &'static str {
        "MappingVerify"
    }
    fn description(&self) -> &'static str {
        "check that every mapping expression uses declared axes and is well-formed"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        match verify_mappings(ctx, op, &self.hooks) {
            Ok(()) => Ok(()),
            Err(mut diags) => {
                let first = diags.remove(0);
                for d in diags {
                    ctx.emit(d);
                }
                Err(first)
            }
        }
    }
}

/// Registers `mapping-canonicalize` and `mapping-verify` seeing the types `hooks` describe (a driver
/// passes the hooks of every dialect it registers, e.g. `visa_stream::TYPE_MAPPINGS`).
pub fn register_passes(registry: &mut PassRegistry, hooks: &'static [TypeMappings]) {
    registry.register_pass(move || Box::new(CanonicalizePass::new(hooks.to_vec())));
    registry.register_pass(move || Box::new(VerifyPass::new(hooks.to_vec())));
}
