//! Typed indices and the arenas they index.
//!
//! Every IR object (operation, block, region, value) lives in an [`Arena`] owned by the
//! [`Context`](crate::Context) and is named by a small `Copy` handle. Handles are never
//! invalidated: erasing an object only unlinks it, so a stale handle is a logic error the
//! verifier can catch, not a dangling pointer.

use std::fmt;
use std::marker::PhantomData;

/// A typed index into an [`Arena`].
pub trait EntityRef: Copy + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// Makes a handle from a raw index.
    fn new(index: usize) -> Self;
    /// The raw index of this handle.
    fn index(self) -> usize;
}

/// Declares a `u32` handle type implementing [`EntityRef`].
///
/// The handle stores `index + 1` in a [`NonZeroU32`](std::num::NonZeroU32), so
/// `Option<Handle>` is as small as the handle (4 bytes): the IR stores many optional
/// links (an op's block, its neighbours). Order, equality and hashing follow the index.
#[macro_export]
macro_rules! entity {
    ($(#[$attr:meta])* $vis:vis struct $name:ident, $prefix:literal;) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis struct $name(::std::num::NonZeroU32);

        impl $name {
            /// The handle of index 0.
            #[allow(dead_code)]
            pub(crate) const FIRST: $name = $name(::std::num::NonZeroU32::MIN);
        }

        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                let raw = u32::try_from(index)
                    .ok()
                    .and_then(|i| i.checked_add(1))
                    .expect("arena index exceeds u32::MAX - 1");
                // `raw >= 1` by construction.
                $name(::std::num::NonZeroU32::new(raw).expect("index + 1 is non-zero"))
            }
            #[inline]
            fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(
                    f,
                    concat!($prefix, "{}"),
                    $crate::entity::EntityRef::index(*self)
                )
            }
        }
    };
}

/// A dense vector of `V` indexed by handles of type `K`.
#[derive(Clone)]
pub struct Arena<K, V> {
    items: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Arena<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        Arena {
            items: Vec::new(),
            _key: PhantomData,
        }
    }

    /// Stores `value` and returns its handle.
    pub fn push(&mut self, value: V) -> K {
        let key = K::new(self.items.len());
        self.items.push(value);
        key
    }

    /// The number of objects ever stored.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether nothing was ever stored.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// All handles with their objects, in creation order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> Default for Arena<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for Arena<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, key: K) -> &V {
        &self.items[key.index()]
    }
}

impl<K: EntityRef, V> std::ops::IndexMut<K> for Arena<K, V> {
    #[inline]
    fn index_mut(&mut self, key: K) -> &mut V {
        &mut self.items[key.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    entity! {
        struct Thing, "thing";
    }

    #[test]
    fn handles_index_their_objects() {
        let mut arena: Arena<Thing, &str> = Arena::new();
        let a = arena.push("a");
        let b = arena.push("b");
        assert_eq!(arena[a], "a");
        arena[b] = "c";
        assert_eq!(arena[b], "c");
        assert_eq!(format!("{b:?}"), "thing1");
        assert_eq!(arena.iter().map(|(k, _)| k).collect::<Vec<_>>(), vec![a, b]);
    }

    #[test]
    fn handles_have_a_niche_and_keep_index_order() {
        assert_eq!(std::mem::size_of::<Option<Thing>>(), 4);
        let xs: Vec<Thing> = [0usize, 1, 7, u32::MAX as usize - 1]
            .iter()
            .map(|&i| Thing::new(i))
            .collect();
        for (x, i) in xs.iter().zip([0usize, 1, 7, u32::MAX as usize - 1]) {
            assert_eq!(x.index(), i);
        }
        assert!(xs.windows(2).all(|w| w[0] < w[1]));
        assert!(std::panic::catch_unwind(|| Thing::new(u32::MAX as usize)).is_err());
    }
}
