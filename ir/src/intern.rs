//! Uniquing tables: each distinct value is stored once and named by a small handle, so
//! equality of interned values is equality of handles.

use indexmap::IndexSet;
use std::hash::Hash;

/// A table that stores each distinct `T` once.
#[derive(Clone, Debug)]
pub struct Interner<T: Hash + Eq> {
    set: IndexSet<T>,
}

impl<T: Hash + Eq> Interner<T> {
    /// An empty table.
    pub fn new() -> Self {
        Interner {
            set: IndexSet::new(),
        }
    }

    /// The index of `value`, inserting it if new.
    pub fn intern(&mut self, value: T) -> u32 {
        let (index, _) = self.set.insert_full(value);
        u32::try_from(index).expect("interner overflow")
    }

    /// The index of `value` if it was interned.
    pub fn lookup<Q>(&self, value: &Q) -> Option<u32>
    where
        T: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.set.get_index_of(value).map(|i| i as u32)
    }

    /// The value at `index`.
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.set[index as usize]
    }

    /// How many distinct values are stored.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// An interned string: identifiers, attribute names, file names.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Symbol(pub(crate) u32);
