//! Object-safe equality and hashing, so dialect-defined type and attribute storage can
//! live behind `dyn` and still be interned.

use std::any::Any;
use std::hash::{Hash, Hasher};

/// Equality and hashing through `dyn`; implemented for every `Eq + Hash + 'static` type.
pub trait DynKey: Any {
    /// `self == other` when `other` has the same concrete type.
    fn dyn_eq(&self, other: &dyn Any) -> bool;
    /// Feeds `self` into `state`.
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// `self` as `Any`, for downcasting.
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Eq + Hash> DynKey for T {
    fn dyn_eq(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
    fn dyn_hash(&self, mut state: &mut dyn Hasher) {
        std::any::TypeId::of::<T>().hash(&mut state);
        self.hash(&mut state);
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
