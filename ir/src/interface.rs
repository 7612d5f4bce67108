//! Op interfaces: typed capabilities an op definition implements, queried by the
//! code that consumes ops instead of matching their names.
//!
//! Modelled on MLIR's op interfaces. An *interface* is any `'static` Rust type the
//! consumer defines — usually a trait object such as `&'static dyn MemoryEffects`, or
//! a struct of function pointers. An op definition attaches an implementation with
//! [`OpDef::implement`](crate::OpDef::implement); a consumer asks
//! [`Context::interface`](crate::Context::interface) for it and gets `None` when the op does not implement it.
//! The interfaces every dialect shares (memory effects, calls, functions, type
//! inference) are the IR core's, in [`crate::interfaces`]; one that only one dialect
//! asks is defined by that dialect, as a verifier, an interpreter or a lowering owns
//! the questions it asks.
//!
//! **External models.** A crate may attach an interface to an op it does not define
//! (MLIR's `attachInterface`, pliron's `#[op_interface_impl]`) with
//! [`DialectRegistry::attach_interface`](crate::DialectRegistry::attach_interface) while
//! it fills the registry: the registry keeps a table keyed by op and interface type and
//! merges it into the op's definition, so `ctx.interface::<I>(op)` finds both kinds at
//! the same cost.
//!
//! ```
//! use visa_ir::{Context, Dialect, DialectRegistry, OpDef, OperationState};
//!
//! /// An interface: how many cycles an op takes.
//! trait Latency: Send + Sync {
//!     fn cycles(&self) -> u64;
//! }
//! struct Three;
//! impl Latency for Three {
//!     fn cycles(&self) -> u64 { 3 }
//! }
//!
//! let mut d = Dialect::new("toy", "a toy dialect");
//! d.ops.push(OpDef::new("toy.slow", "takes three cycles").implement::<&'static dyn Latency>(&Three));
//! d.ops.push(OpDef::new("toy.plain", "implements nothing"));
//! let mut reg = DialectRegistry::new();
//! reg.register(d);
//! let mut ctx = Context::new(reg);
//! let loc = ctx.unknown_loc();
//! let slow = ctx.intern_op_name("toy.slow");
//! let plain = ctx.intern_op_name("toy.plain");
//! let a = ctx.create_op(OperationState::new(slow, loc));
//! let b = ctx.create_op(OperationState::new(plain, loc));
//! assert_eq!(ctx.interface::<&'static dyn Latency>(a).map(|l| l.cycles()), Some(3));
//! assert!(ctx.interface::<&'static dyn Latency>(b).is_none());
//! ```

use std::any::{Any, TypeId};
use std::sync::Arc;

/// The interface implementations of one op definition, keyed by interface type.
///
/// An op has a handful of interfaces at most, so a short vector searched linearly
/// beats a hash map.
#[derive(Clone, Default)]
pub struct Interfaces {
    impls: Vec<(TypeId, Arc<dyn Any + Send + Sync>)>,
}

impl Interfaces {
    /// No interfaces.
    pub const fn new() -> Self {
        Interfaces { impls: Vec::new() }
    }

    /// Adds (or replaces) the implementation of interface `I`.
    pub fn insert<I: Any + Send + Sync>(&mut self, imp: I) {
        let id = TypeId::of::<I>();
        self.impls.retain(|(k, _)| *k != id);
        self.impls.push((id, Arc::new(imp)));
    }

    /// Adds every implementation of `other` whose interface `self` lacks (an op's
    /// external models, [`DialectRegistry::attach_interface`](crate::DialectRegistry::attach_interface)).
    pub fn merge_missing(&mut self, other: &Interfaces) {
        for (id, imp) in &other.impls {
            if !self.impls.iter().any(|(k, _)| k == id) {
                self.impls.push((*id, Arc::clone(imp)));
            }
        }
    }

    /// The implementation of interface `I`, if any.
    pub fn get<I: Any + Send + Sync>(&self) -> Option<&I> {
        let id = TypeId::of::<I>();
        self.impls
            .iter()
            .find(|(k, _)| *k == id)
            .and_then(|(_, v)| v.downcast_ref::<I>())
    }

    /// Whether interface `I` is implemented.
    pub fn has<I: Any + Send + Sync>(&self) -> bool {
        self.get::<I>().is_some()
    }

    /// The number of implemented interfaces.
    pub fn len(&self) -> usize {
        self.impls.len()
    }

    /// Whether no interface is implemented.
    pub fn is_empty(&self) -> bool {
        self.impls.is_empty()
    }
}

impl std::fmt::Debug for Interfaces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Interfaces({})", self.impls.len())
    }
}

impl crate::Context {
    /// The implementation of interface `I` by `op`'s definition; `None` when the op is
    /// unregistered or does not implement `I`.
    pub fn interface<I: Any + Send + Sync>(&self, op: crate::OpId) -> Option<&I> {
        self.op_def(op)?.interfaces.get::<I>()
    }
}

#[cfg(test)]
mod tests {
    use super::Interfaces;
    use crate::{Context, Dialect, DialectRegistry, OpDef, OperationState};

    #[derive(Debug, PartialEq)]
    struct Stage(u8);

    #[test]
    fn insert_get_replace() {
        let mut i = Interfaces::new();
        assert!(i.get::<Stage>().is_none());
        i.insert(Stage(1));
        i.insert(5u32);
        assert_eq!(i.get::<Stage>(), Some(&Stage(1)));
        assert_eq!(i.get::<u32>(), Some(&5));
        i.insert(Stage(2));
        assert_eq!(i.get::<Stage>(), Some(&Stage(2)));
        assert_eq!(i.len(), 2);
        assert!(!i.has::<u64>());
    }

    fn toy() -> Dialect {
        let mut d = Dialect::new("toy", "a toy dialect");
        d.ops
            .push(OpDef::new("toy.own", "declares Stage(1)").implement(Stage(1)));
        d.ops.push(OpDef::new("toy.bare", "declares nothing"));
        d
    }

    fn stage_of(reg: DialectRegistry, name: &str) -> Option<u8> {
        let mut ctx = Context::new(reg);
        let loc = ctx.unknown_loc();
        let n = ctx.intern_op_name(name);
        let op = ctx.create_op(OperationState::new(n, loc));
        ctx.interface::<Stage>(op).map(|s| s.0)
    }

    /// An external model is found whether it is attached before or after the op's
    /// dialect is registered; the op's own implementation wins; re-attaching replaces.
    #[test]
    fn external_models() {
        let mut before = DialectRegistry::new();
        before.attach_interface("toy.bare", Stage(7));
        before.register(toy());
        assert_eq!(stage_of(before, "toy.bare"), Some(7));

        let mut after = DialectRegistry::new();
        after.register(toy());
        after.attach_interface("toy.bare", Stage(7));
        after.attach_interface("toy.bare", Stage(8));
        after.attach_interface("toy.own", Stage(9));
        after.attach_interface("toy.own", 3u32);
        assert_eq!(stage_of(after.clone(), "toy.bare"), Some(8));
        assert_eq!(stage_of(after.clone(), "toy.own"), Some(1));
        let def = after.op("toy.own").unwrap();
        assert_eq!(def.interfaces.get::<u32>(), Some(&3));
        assert_eq!(def.interfaces.len(), 2);

        let mut none = DialectRegistry::new();
        none.register(toy());
        assert_eq!(stage_of(none, "toy.bare"), None);
    }
}
