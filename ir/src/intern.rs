//! Uniquing tables: each distinct value is stored once and named by a small handle, so
//! equality of interned values is equality of handles.

use indexmap::IndexSet;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A small fast hasher for short keys (rustc's Fx hash); the IR's tables hash small
/// trusted keys, where SipHash's cost dominated parsing.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

const FX_K: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(FX_K);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([
                c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
            ]));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(buf) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// The build-hasher of [`FxHasher`].
pub type FxBuild = BuildHasherDefault<FxHasher>;

/// A hash map with [`FxHasher`].
pub type FxMap<K, V> = HashMap<K, V, FxBuild>;

/// A table that stores each distinct `T` once.
#[derive(Clone, Debug)]
pub struct Interner<T: Hash + Eq> {
    set: IndexSet<T, FxBuild>,
}

impl<T: Hash + Eq> Interner<T> {
    /// An empty table.
    pub fn new() -> Self {
        Interner {
            set: IndexSet::default(),
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
