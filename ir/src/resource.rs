//! Resources: the blobs behind `dense_resource<name> : tensor<...>` attributes and the
//! file's `{-# dialect_resources: {...}, external_resources: {...} #-}` section.
//!
//! A blob is held once, in the [`Context`], as raw bytes behind an `Arc` (no
//! per-element objects); attributes name it by key. The hex text of the section is
//! decoded with a 256-entry table, without per-byte allocation.

use crate::attributes::{AttrKind, Attribute};
use crate::intern::{FxBuild, Symbol};
use crate::types::{Type, TypeKind};
use crate::Context;
use indexmap::IndexMap;
use std::sync::Arc;

/// A `builtin` dialect resource: the bytes of a `dense_resource` and their alignment
/// (the first 4 bytes of its hex text, little-endian).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceBlob {
    /// The alignment the data asks for, a power of two.
    pub alignment: u32,
    /// The data, shared.
    pub data: Arc<Vec<u8>>,
}

/// A value of an `external_resources` entry, kept to be printed back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExternalValue {
    /// `true` / `false`.
    Bool(bool),
    /// A string (a hex blob is kept as its string).
    String(String),
}

/// The resources of a context: `builtin` blobs by key, and the external resources
/// (group → key → value) in the order read.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    pub(crate) blobs: IndexMap<Symbol, ResourceBlob, FxBuild>,
    pub(crate) external: Vec<(String, Vec<(String, ExternalValue)>)>,
}

/// Hex digit values; 0xFF marks a byte that is not a hex digit.
static HEX: [u8; 256] = {
    let mut t = [0xFFu8; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

/// Decodes hex digits (no `0x`) into bytes; `None` for an odd count or a non-hex byte.
///
/// ```
/// assert_eq!(visa_ir::resource::decode_hex(b"00ff1A"), Some(vec![0, 255, 26]));
/// assert_eq!(visa_ir::resource::decode_hex(b"0"), None);
/// assert_eq!(visa_ir::resource::decode_hex(b"zz"), None);
/// ```
pub fn decode_hex(digits: &[u8]) -> Option<Vec<u8>> {
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let mut out = vec![0u8; digits.len() / 2];
    let mut bad = 0u8;
    for (o, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        let hi = HEX[pair[0] as usize];
        let lo = HEX[pair[1] as usize];
        bad |= hi | lo;
        *o = (hi << 4) | (lo & 0x0F);
    }
    // Valid digits are < 16, so the high bit is set only by a 0xFF marker.
    (bad & 0x80 == 0).then_some(out)
}

/// Appends the upper-case hex digits of `bytes` to `out` (as MLIR prints blobs),
/// through a small stack buffer.
pub fn encode_hex_into(bytes: &[u8], out: &mut String) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let mut buf = [0u8; 8192];
    for chunk in bytes.chunks(buf.len() / 2) {
        for (i, &b) in chunk.iter().enumerate() {
            buf[2 * i] = DIGITS[(b >> 4) as usize];
            buf[2 * i + 1] = DIGITS[(b & 15) as usize];
        }
        // The digits are ASCII.
        out.push_str(std::str::from_utf8(&buf[..2 * chunk.len()]).unwrap_or_default());
    }
}

impl Context {
    /// `dense_resource<name> : ty`; the blob is looked up by name when used.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry};
    /// use std::sync::Arc;
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let i16 = ctx.integer_type(16);
    /// let t = ctx.tensor_type(&[3], i16).unwrap();
    /// ctx.set_resource_blob("w", 2, Arc::new(vec![1, 0, 2, 0, 3, 0]));
    /// let a = ctx.dense_resource_attr("w", t);
    /// assert_eq!(ctx.attr_to_string(a), "dense_resource<w> : tensor<3xi16>");
    /// assert_eq!(ctx.dense_resource_data(a), Some(&[1u8, 0, 2, 0, 3, 0][..]));
    /// ```
    pub fn dense_resource_attr(&mut self, name: &str, ty: Type) -> Attribute {
        let name = self.sym(name);
        self.intern_attr(AttrKind::DenseResource { name, ty })
    }

    /// Defines (or replaces) the `builtin` blob `name`.
    pub fn set_resource_blob(&mut self, name: &str, alignment: u32, data: Arc<Vec<u8>>) {
        let name = self.sym(name);
        self.resources
            .blobs
            .insert(name, ResourceBlob { alignment, data });
    }

    /// The `builtin` blob named `name`, if defined.
    pub fn resource_blob(&self, name: Symbol) -> Option<&ResourceBlob> {
        self.resources.blobs.get(&name)
    }

    /// The bytes behind a `dense_resource` attribute, if it is one and its blob exists.
    pub fn dense_resource_data(&self, attr: Attribute) -> Option<&[u8]> {
        match self.attr_kind(attr) {
            AttrKind::DenseResource { name, .. } => self.resource_blob(*name).map(|b| &b.data[..]),
            _ => None,
        }
    }

    /// The external resources read from the source (group, entries), printed back.
    pub fn external_resources(&self) -> &[(String, Vec<(String, ExternalValue)>)] {
        &self.resources.external
    }

    /// Adds the entries of external resource group `group`.
    pub fn add_external_resources(&mut self, group: &str, entries: Vec<(String, ExternalValue)>) {
        if let Some(g) = self.resources.external.iter_mut().find(|g| g.0 == group) {
            g.1.extend(entries);
        } else {
            self.resources.external.push((group.to_string(), entries));
        }
    }

    /// The bytes a static shaped type's elements take in a blob (each element
    /// rounded up to whole bytes, complex twice, `index` 8 bytes); `None` when the
    /// type is not static or an element's size is not known.
    pub fn dense_storage_bytes(&self, ty: Type) -> Option<u64> {
        let s = self.shaped(ty)?;
        let n = s.num_elements()?;
        let bytes = self.element_storage_bytes(s.element_type())?;
        n.checked_mul(bytes)
    }

    fn element_storage_bytes(&self, ty: Type) -> Option<u64> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some((*width as u64).div_ceil(8)),
            TypeKind::Index => Some(8),
            TypeKind::Float(k) => Some((k.width() as u64).div_ceil(8)),
            TypeKind::Complex(e) => self.element_storage_bytes(*e).map(|b| 2 * b),
            _ => None,
        }
    }
}

/// The `builtin` blobs the attributes under `root` use, in order of first use (the
/// order MLIR prints them in).
pub(crate) fn used_blobs(ctx: &Context, root: crate::OpId) -> Vec<Symbol> {
    let mut used: indexmap::IndexSet<Symbol, FxBuild> = Default::default();
    fn visit(ctx: &Context, a: Attribute, used: &mut indexmap::IndexSet<Symbol, FxBuild>) {
        match ctx.attr_kind(a) {
            AttrKind::DenseResource { name, .. } => {
                used.insert(*name);
            }
            AttrKind::Array(items) => items.iter().for_each(|&i| visit(ctx, i, used)),
            AttrKind::Dictionary(entries) => entries.iter().for_each(|&(_, i)| visit(ctx, i, used)),
            _ => {}
        }
    }
    if ctx.resources.blobs.is_empty() {
        return Vec::new();
    }
    ctx.walk(root, &mut |op| {
        for &(_, a) in ctx.attrs(op) {
            visit(ctx, a, &mut used);
        }
    });
    used.into_iter()
        .filter(|n| ctx.resources.blobs.contains_key(n))
        .collect()
}
