//! MLIR's `MemoryEffectOpInterface`: which values (and which resources) an op reads,
//! writes, allocates or frees. The IR core's traits say the common cases without a
//! list (`PURE`: no effect; `MEMORY_READ_ONLY`: reads only), and [`effects_of`] and
//! [`may_write`] answer for both, so generic passes (dce, cse) ask one question.

use crate::{Context, OpId, Traits, Value};

/// What an effect does (MLIR's `MemoryEffects::{Read, Write, Allocate, Free}`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EffectKind {
    /// Reads the value's memory.
    Read,
    /// Writes the value's memory.
    Write,
    /// Allocates memory for the value.
    Allocate,
    /// Frees the value's memory.
    Free,
}

/// Which value of an op an effect is on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EffectOn {
    /// The `i`-th operand.
    Operand(usize),
    /// The `i`-th result.
    Result(usize),
}

/// The resource an effect acts on (MLIR's `SideEffects::Resource`): memory the effect
/// belongs to, told apart by name. [`Resource::DEFAULT`] is MLIR's `DefaultResource`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Resource(pub &'static str);

impl Resource {
    /// The resource of effects that name no other (MLIR's `<Default>`).
    pub const DEFAULT: Resource = Resource("<Default>");
}

/// One effect: its kind, the value it is on (`None`: on the resource as a whole), and
/// the resource.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Effect {
    /// Read, write, allocate or free.
    pub kind: EffectKind,
    /// On which value, if any.
    pub on: Option<EffectOn>,
    /// On which resource.
    pub resource: Resource,
}

impl Effect {
    /// A read of operand `i` in the default resource.
    pub const fn read(i: usize) -> Effect {
        Effect {
            kind: EffectKind::Read,
            on: Some(EffectOn::Operand(i)),
            resource: Resource::DEFAULT,
        }
    }

    /// A write of result `i` in the default resource.
    pub const fn write(i: usize) -> Effect {
        Effect {
            kind: EffectKind::Write,
            on: Some(EffectOn::Result(i)),
            resource: Resource::DEFAULT,
        }
    }

    /// The same effect in resource `r`.
    pub const fn in_resource(self, r: Resource) -> Effect {
        Effect {
            resource: r,
            ..self
        }
    }
}

/// The memory effects of an op (MLIR's `MemoryEffectOpInterface`): a static list, the
/// same for every instance of the op. An effect on an operand or result the instance
/// lacks (an optional operand left out) does not apply. An empty list is an op without
/// effects.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemoryEffectOpInterface(pub &'static [Effect]);

/// A read of the default resource as a whole: what the `MEMORY_READ_ONLY` trait says.
const READS: &[Effect] = &[Effect {
    kind: EffectKind::Read,
    on: None,
    resource: Resource::DEFAULT,
}];

/// The effects of `op`: its [`MemoryEffectOpInterface`], else `[]` for a `PURE` op
/// and a read of the default resource for a `MEMORY_READ_ONLY` one; `None` when they
/// are unknown (an unregistered op, or a registered one that says nothing, which may
/// do anything). A `RECURSIVELY_PURE` op's effects are its nested ops'; this returns
/// `None` for it, and callers walk its regions.
pub fn effects_of(ctx: &Context, op: OpId) -> Option<&'static [Effect]> {
    let def = ctx.op_def(op)?;
    if let Some(e) = def.interfaces.get::<MemoryEffectOpInterface>() {
        return Some(e.0);
    }
    if def.has(Traits::PURE) {
        Some(&[])
    } else if def.has(Traits::MEMORY_READ_ONLY) {
        Some(READS)
    } else {
        None
    }
}

/// Whether `op` has no memory effect of its own (MLIR's `isMemoryEffectFree`).
pub fn is_effect_free(ctx: &Context, op: OpId) -> bool {
    effects_of(ctx, op).is_some_and(|e| e.is_empty())
}

/// Whether `op` may write, allocate or free memory: its effects are unknown or one of
/// them is not a read. A `RECURSIVELY_PURE` op answers `false` (its nested ops answer
/// for themselves).
pub fn may_write(ctx: &Context, op: OpId) -> bool {
    if ctx.op_has_trait(op, Traits::RECURSIVELY_PURE) {
        return false;
    }
    effects_of(ctx, op).is_none_or(|e| e.iter().any(|e| e.kind != EffectKind::Read))
}

/// The value `on` names in `op`, if the op has it.
pub fn effect_value(ctx: &Context, op: OpId, on: EffectOn) -> Option<Value> {
    match on {
        EffectOn::Operand(i) => ctx.operands(op).get(i).copied(),
        EffectOn::Result(i) => ctx.results(op).get(i).copied(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Dialect, DialectRegistry, OpDef, OperationState};

    const WRITES: MemoryEffectOpInterface =
        MemoryEffectOpInterface(&[Effect::read(0), Effect::write(0)]);
    const READS_ONLY: MemoryEffectOpInterface = MemoryEffectOpInterface(&[Effect::read(0)]);

    fn with(mut def: OpDef, t: Traits) -> OpDef {
        def.traits = t;
        def
    }

    /// Traits and interface lists answer the same questions.
    #[test]
    fn effects_from_traits_and_interface() {
        let mut d = Dialect::new("toy", "");
        d.ops.push(with(OpDef::new("toy.pure", ""), Traits::PURE));
        d.ops
            .push(with(OpDef::new("toy.ro", ""), Traits::MEMORY_READ_ONLY));
        d.ops.push(OpDef::new("toy.w", "").implement(WRITES));
        d.ops.push(OpDef::new("toy.r", "").implement(READS_ONLY));
        d.ops
            .push(OpDef::new("toy.none", "").implement(MemoryEffectOpInterface(&[])));
        d.ops.push(OpDef::new("toy.silent", ""));
        let mut reg = DialectRegistry::new();
        reg.register(d);
        let mut ctx = Context::new(reg);
        let loc = ctx.unknown_loc();
        let mut op = |name: &str| {
            let n = ctx.intern_op_name(name);
            ctx.create_op(OperationState::new(n, loc))
        };
        let ops: Vec<_> = [
            "toy.pure",
            "toy.ro",
            "toy.w",
            "toy.r",
            "toy.none",
            "toy.silent",
            "other.x",
        ]
        .iter()
        .map(|n| op(n))
        .collect();
        let free: Vec<bool> = ops.iter().map(|&o| is_effect_free(&ctx, o)).collect();
        let writes: Vec<bool> = ops.iter().map(|&o| may_write(&ctx, o)).collect();
        assert_eq!(free, [true, false, false, false, true, false, false]);
        assert_eq!(writes, [false, false, true, false, false, true, true]);
        assert_eq!(effects_of(&ctx, ops[2]), Some(WRITES.0));
        assert_eq!(effects_of(&ctx, ops[5]), None);
    }
}
