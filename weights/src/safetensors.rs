//! The safetensors format (huggingface/safetensors' README): 8 bytes of header length
//! `N` (little-endian u64), `N` bytes of UTF-8 JSON — an object mapping each tensor name
//! to `{"dtype", "shape", "data_offsets": [begin, end]}` (offsets relative to the data
//! area), and optionally `"__metadata__"`, a string-to-string map — then the data area.
//!
//! Validated as the format's reference implementation does, and refused with a located
//! [`Error`] otherwise: the header length at most [`MAX_HEADER_LEN`] and inside the file,
//! the header a JSON object with no repeated key, each entry exactly those three fields,
//! a dtype visa reads (an unknown one is refused by name), `end - begin` equal to
//! `product(shape) * size(dtype)`, and the tensors' ranges, sorted, tiling the data area
//! with no overlap and no hole (the format forbids holes so that a file cannot also be
//! another file; decisions.md WGT-3). Bytes after the header's JSON may only be spaces
//! (the format's padding).

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde_json::Value;

use crate::{byte_size, Dtype, Error, View};

/// The largest header accepted: 100 MB, what the format's reference reader allows
/// (`MAX_HEADER_SIZE`); decisions.md WGT-2.
pub const MAX_HEADER_LEN: u64 = 100_000_000;

/// One tensor's entry in the header, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The tensor's name.
    pub name: String,
    /// Its element type.
    pub dtype: Dtype,
    /// Its shape, outermost first.
    pub shape: Vec<u64>,
    /// Its byte range in the file (absolute, not relative to the data area).
    pub range: std::ops::Range<usize>,
}

/// A safetensors file, read and validated; tensors are looked up by name.
#[derive(Debug, Clone)]
pub struct SafeTensors {
    file: String,
    bytes: Vec<u8>,
    /// In header order.
    entries: Vec<Entry>,
    metadata: BTreeMap<String, String>,
}

impl SafeTensors {
    /// Reads and validates the file at `path`.
    pub fn read(path: impl AsRef<std::path::Path>) -> Result<SafeTensors, Error> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let bytes = std::fs::read(path)
            .map_err(|e| Error::new(&name, None, 0, format!("cannot read: {e}")))?;
        SafeTensors::parse(&name, bytes)
    }

    /// Validates `bytes` as a safetensors file called `file` (the name errors give).
    pub fn parse(file: &str, bytes: Vec<u8>) -> Result<SafeTensors, Error> {
        let at = |offset: u64, msg: String| Error::new(file, None, offset, msg);
        let Some(len) = bytes.get(..8) else {
            return Err(at(
                0,
                format!(
                    "the file is {} bytes long, shorter than the 8-byte header length",
                    bytes.len()
                ),
            ));
        };
        let len = u64::from_le_bytes(len.try_into().unwrap());
        if len > MAX_HEADER_LEN {
            return Err(at(
                0,
                format!("the header length {len} exceeds the limit of {MAX_HEADER_LEN} bytes"),
            ));
        }
        let data_start = 8 + len as usize;
        if data_start > bytes.len() {
            return Err(at(
                0,
                format!(
                    "the header length {len} runs past the end of the file ({} bytes)",
                    bytes.len()
                ),
            ));
        }
        let header = &bytes[8..data_start];
        let text = std::str::from_utf8(header).map_err(|e| {
            at(
                8 + e.valid_up_to() as u64,
                "the header is not valid UTF-8".into(),
            )
        })?;
        if !text.starts_with('{') {
            return Err(at(8, "the header does not start with '{'".into()));
        }
        // The JSON ends where serde_json stops; only spaces may follow (padding).
        let mut stream = serde_json::Deserializer::from_str(text).into_iter::<Value>();
        let json_err = |e: serde_json::Error| {
            at(
                8 + line_col_offset(text, e.line(), e.column()) as u64,
                format!("the header is not valid JSON: {e}"),
            )
        };
        if let Some(Err(e)) = stream.next() {
            return Err(json_err(e));
        }
        let end = stream.byte_offset();
        if let Some(i) = text[end..].bytes().position(|b| b != b' ') {
            return Err(at(
                8 + (end + i) as u64,
                "the header has bytes after its JSON object that are not space padding".into(),
            ));
        }
        let fields = Fields::parse(&text[..end]).map_err(json_err)?;
        let data_len = bytes.len() - data_start;
        let mut entries = Vec::with_capacity(fields.0.len());
        let mut metadata = BTreeMap::new();
        for (name, value) in fields.0 {
            // Where the entry's key is in the header, for errors about it.
            let key_at = 8 + key_offset(text, &name) as u64;
            let bad = |msg: String| Error::new(file, Some(&name), key_at, msg);
            if name == "__metadata__" {
                let Value::Object(map) = value else {
                    return Err(bad("__metadata__ must be an object of strings".into()));
                };
                for (k, v) in map {
                    let Value::String(v) = v else {
                        return Err(bad(format!("__metadata__ value of '{k}' is not a string")));
                    };
                    metadata.insert(k, v);
                }
                continue;
            }
            let Value::Object(map) = value else {
                return Err(bad("the entry is not an object".into()));
            };
            let mut keys: Vec<&str> = map.keys().map(String::as_str).collect();
            keys.sort_unstable();
            if keys != ["data_offsets", "dtype", "shape"] {
                return Err(bad(format!(
                    "the entry has fields {keys:?}; expected exactly dtype, shape and data_offsets"
                )));
            }
            let dtype = match &map["dtype"] {
                Value::String(s) => Dtype::from_safetensors_name(s).ok_or_else(|| {
                    bad(format!(
                        "dtype '{s}' is not one visa reads (expected one of {})",
                        {
                            let names: Vec<_> =
                                Dtype::ALL.iter().map(|d| d.safetensors_name()).collect();
                            names.join(", ")
                        }
                    ))
                })?,
                _ => return Err(bad("dtype is not a string".into())),
            };
            let uints = |v: &Value, what: &str| -> Result<Vec<u64>, Error> {
                let Value::Array(items) = v else {
                    return Err(bad(format!("{what} is not an array")));
                };
                items
                    .iter()
                    .map(|x| {
                        x.as_u64().ok_or_else(|| {
                            bad(format!("{what} holds {x}, not a non-negative integer"))
                        })
                    })
                    .collect()
            };
            let shape = uints(&map["shape"], "shape")?;
            let offsets = uints(&map["data_offsets"], "data_offsets")?;
            let [begin, end] = offsets[..] else {
                return Err(bad(format!(
                    "data_offsets has {} entries; expected [begin, end]",
                    offsets.len()
                )));
            };
            if begin > end || end > data_len as u64 {
                return Err(bad(format!(
                    "data_offsets [{begin}, {end}] are not a range inside the {data_len}-byte data area"
                )));
            }
            let (_, size) = byte_size(&shape, dtype)
                .ok_or_else(|| bad(format!("shape {shape:?} of {dtype} overflows")))?;
            if (end - begin) as usize != size {
                return Err(bad(format!(
                    "data_offsets [{begin}, {end}] hold {} bytes; shape {shape:?} of {dtype} needs {size}",
                    end - begin
                )));
            }
            entries.push(Entry {
                name,
                dtype,
                shape,
                range: data_start + begin as usize..data_start + end as usize,
            });
        }
        // Sorted by start (empty tensors first at equal starts), the ranges must tile
        // the data area.
        let mut order: Vec<&Entry> = entries.iter().collect();
        order.sort_by_key(|e| (e.range.start, e.range.end));
        let mut pos = data_start;
        for e in order {
            if e.range.start < pos {
                return Err(Error::new(
                    file,
                    Some(&e.name),
                    e.range.start as u64,
                    format!(
                        "its data (bytes {}..{}) overlaps the tensor before it, which ends at byte {pos}",
                        e.range.start, e.range.end
                    ),
                ));
            }
            if e.range.start > pos {
                return Err(Error::new(
                    file,
                    Some(&e.name),
                    pos as u64,
                    format!(
                        "bytes {pos}..{} before this tensor's data belong to no tensor (the format allows no holes)",
                        e.range.start
                    ),
                ));
            }
            pos = e.range.end;
        }
        if pos != bytes.len() {
            return Err(at(
                pos as u64,
                format!(
                    "bytes {pos}..{} at the end of the file belong to no tensor",
                    bytes.len()
                ),
            ));
        }
        Ok(SafeTensors {
            file: file.to_string(),
            bytes,
            entries,
            metadata,
        })
    }

    /// The file's name as given.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The tensors' entries, in header order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The tensors' names, in header order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|e| e.name.as_str())
    }

    /// The `__metadata__` map (empty if the file has none).
    pub fn metadata(&self) -> &BTreeMap<String, String> {
        &self.metadata
    }

    /// The tensor called `name`, or an error naming the file and the tensor.
    pub fn get(&self, name: &str) -> Result<View<'_>, Error> {
        let e = self
            .entries
            .iter()
            .find(|e| e.name == name)
            .ok_or_else(|| {
                Error::new(
                    &self.file,
                    Some(name),
                    0,
                    format!(
                        "no tensor named '{name}' (the file has {})",
                        self.entries.len()
                    ),
                )
            })?;
        Ok(self.view(e))
    }

    /// The tensor of `entry` (one of [`SafeTensors::entries`]).
    pub fn view<'a>(&'a self, e: &'a Entry) -> View<'a> {
        View {
            name: &e.name,
            dtype: e.dtype,
            shape: &e.shape,
            data: &self.bytes[e.range.clone()],
            offset: e.range.start as u64,
        }
    }

    /// Every tensor, in header order.
    pub fn tensors(&self) -> impl Iterator<Item = View<'_>> {
        self.entries.iter().map(|e| self.view(e))
    }

    /// [`SafeTensors::get`], with the tensor's dtype and shape checked: a mismatch is an
    /// error naming the tensor, what the file holds and what was expected.
    pub fn get_checked(&self, name: &str, dtype: Dtype, shape: &[u64]) -> Result<View<'_>, Error> {
        let v = self.get(name)?;
        if v.dtype != dtype || v.shape != shape {
            return Err(Error::new(
                &self.file,
                Some(name),
                v.offset,
                format!(
                    "holds {} {:?}; expected {dtype} {shape:?}",
                    v.dtype, v.shape
                ),
            ));
        }
        Ok(v)
    }
}

/// Writes a safetensors file holding `tensors` (name, dtype, shape, little-endian data)
/// in the given order, as the format's rules say: no padding beyond the 8-byte alignment
/// of the data area (spaces), offsets in order. For tests and tools that make fixtures.
///
/// # Panics
/// If a tensor's data length is not its shape's byte size (a caller's error).
pub fn write(tensors: &[(&str, Dtype, &[u64], &[u8])]) -> Vec<u8> {
    let mut header = serde_json::Map::new();
    let mut pos = 0usize;
    for (name, dtype, shape, data) in tensors {
        let (_, size) = byte_size(shape, *dtype).expect("shape fits");
        assert_eq!(size, data.len(), "tensor '{name}': data length");
        let mut m = serde_json::Map::new();
        m.insert("dtype".into(), dtype.safetensors_name().into());
        m.insert("shape".into(), (*shape).into());
        m.insert("data_offsets".into(), vec![pos, pos + size].into());
        header.insert(name.to_string(), Value::Object(m));
        pos += size;
    }
    let mut text = serde_json::to_string(&Value::Object(header)).unwrap();
    while !text.len().is_multiple_of(8) {
        text.push(' ');
    }
    let mut out = (text.len() as u64).to_le_bytes().to_vec();
    out.extend_from_slice(text.as_bytes());
    for (_, _, _, data) in tensors {
        out.extend_from_slice(data);
    }
    out
}

/// The byte offset of line `line`, column `col` (1-based, as serde_json counts) in `text`.
fn line_col_offset(text: &str, line: usize, col: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    (start + col.saturating_sub(1)).min(text.len())
}

/// Where `name`'s key first appears in the header (its JSON-escaped form followed by a
/// colon); 0 if not found as written (e.g. spelled with different escapes).
fn key_offset(text: &str, name: &str) -> usize {
    let quoted = serde_json::to_string(name).unwrap_or_default();
    let mut from = 0;
    while let Some(i) = text[from..].find(&quoted) {
        let at = from + i;
        if text[at + quoted.len()..].trim_start().starts_with(':') {
            return at;
        }
        from = at + quoted.len();
    }
    0
}

/// The header's top-level object as an ordered list of fields; a repeated key is an
/// error (serde_json's maps would keep the last silently).
struct Fields(Vec<(String, Value)>);

impl Fields {
    fn parse(text: &str) -> Result<Fields, serde_json::Error> {
        let mut d = serde_json::Deserializer::from_str(text);
        let f = (&mut d).deserialize_map(FieldsVisitor)?;
        d.end()?;
        Ok(f)
    }
}

struct FieldsVisitor;

impl<'de> Visitor<'de> for FieldsVisitor {
    type Value = Fields;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields, A::Error> {
        let mut out: Vec<(String, Value)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        while let Some((k, v)) = map.next_entry::<String, Value>()? {
            if !seen.insert(k.clone()) {
                return Err(de::Error::custom(format!("the key '{k}' is repeated")));
            }
            out.push((k, v));
        }
        Ok(Fields(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file_with(header: &str, data: &[u8]) -> Vec<u8> {
        let mut f = (header.len() as u64).to_le_bytes().to_vec();
        f.extend_from_slice(header.as_bytes());
        f.extend_from_slice(data);
        f
    }

    fn refused(header: &str, data: &[u8]) -> Error {
        SafeTensors::parse("t.safetensors", file_with(header, data)).unwrap_err()
    }

    #[test]
    fn writer_output_reads_back() {
        let a: Vec<u8> = [1.0f32, 2.0, 3.0]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let b = [0x80u8, 0x3f]; // bf16 1.0
        let f = write(&[("a", Dtype::F32, &[3], &a), ("b", Dtype::Bf16, &[], &b)]);
        let st = SafeTensors::parse("w", f).unwrap();
        assert_eq!(st.names().collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(st.get("a").unwrap().to_f64(), [1.0, 2.0, 3.0]);
        assert_eq!(st.get("b").unwrap().to_f64(), [1.0]);
        assert_eq!(st.get("b").unwrap().shape, &[] as &[u64]);
    }

    #[test]
    fn each_rule_is_a_located_error() {
        let ok = r#"{"a":{"dtype":"I16","shape":[2],"data_offsets":[0,4]}}"#;
        assert!(SafeTensors::parse("t", file_with(ok, &[0; 4])).is_ok());

        let e = SafeTensors::parse("t.safetensors", vec![1, 2, 3]).unwrap_err();
        assert_eq!(e.offset, 0);
        assert!(e.to_string().starts_with("t.safetensors: byte 0: "), "{e}");

        let mut big = (MAX_HEADER_LEN + 1).to_le_bytes().to_vec();
        big.extend_from_slice(b"{}");
        let e = SafeTensors::parse("t", big).unwrap_err();
        assert!(e.message.contains("exceeds the limit"), "{e}");

        let e = SafeTensors::parse("t", file_with("{}", b"")[..9].to_vec()).unwrap_err();
        assert!(e.message.contains("runs past the end"), "{e}");

        let e = refused(
            r#"{"a":{"dtype":"F4","shape":[2],"data_offsets":[0,1]}}"#,
            &[0],
        );
        assert!(
            e.message.contains("dtype 'F4' is not one visa reads"),
            "{e}"
        );
        assert_eq!(e.tensor.as_deref(), Some("a"));
        assert_eq!(e.offset, 9, "the key \"a\" is at header byte 1");

        let e = refused(
            r#"{"a":{"dtype":"I16","shape":[3],"data_offsets":[0,4]}}"#,
            &[0; 4],
        );
        assert!(
            e.message.contains("hold 4 bytes; shape [3] of I16 needs 6"),
            "{e}"
        );

        let e = refused(
            r#"{"a":{"dtype":"I16","shape":[2],"data_offsets":[0,8]}}"#,
            &[0; 4],
        );
        assert!(
            e.message
                .contains("not a range inside the 4-byte data area"),
            "{e}"
        );

        let two = r#"{"a":{"dtype":"U8","shape":[2],"data_offsets":[0,2]},"b":{"dtype":"U8","shape":[2],"data_offsets":[1,3]}}"#;
        let e = refused(two, &[0; 3]);
        assert!(e.message.contains("overlaps"), "{e}");
        assert_eq!(e.tensor.as_deref(), Some("b"));

        let hole = r#"{"a":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}}"#;
        let e = refused(hole, &[0; 2]);
        assert!(e.message.contains("belong to no tensor"), "{e}");

        let e = refused(ok, &[0; 5]);
        assert!(
            e.message
                .contains("at the end of the file belong to no tensor"),
            "{e}"
        );

        let dup = r#"{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0]},"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0]}}"#;
        let e = refused(dup, &[]);
        assert!(e.message.contains("the key 'a' is repeated"), "{e}");

        let e = refused(
            r#"{"a":{"dtype":"U8","shape":[-1],"data_offsets":[0,0]}}"#,
            &[],
        );
        assert!(e.message.contains("not a non-negative integer"), "{e}");

        let e = refused(
            r#"{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0],"x":1}}"#,
            &[],
        );
        assert!(e.message.contains("expected exactly"), "{e}");

        let e = refused(r#"{"a":1}x"#, &[]);
        assert!(e.message.contains("not space padding"), "{e}");
        assert_eq!(e.offset, 8 + 7);

        let e = refused("{\"a\":\n  tru}", &[]);
        assert!(e.message.contains("not valid JSON"), "{e}");
        assert!(e.offset > 8, "{e}");

        let e = refused(r#"{"__metadata__":{"k":1}}"#, &[]);
        assert!(e.message.contains("not a string"), "{e}");

        let meta = r#"{"__metadata__":{"format":"pt"}}  "#;
        let st = SafeTensors::parse("t", file_with(meta, &[])).unwrap();
        assert_eq!(st.metadata()["format"], "pt");
        assert_eq!(st.names().count(), 0);
    }

    #[test]
    fn checked_lookup_names_the_mismatch() {
        let f = write(&[("w", Dtype::Bf16, &[2, 3], &[0; 12])]);
        let st = SafeTensors::parse("m.safetensors", f).unwrap();
        assert!(st.get_checked("w", Dtype::Bf16, &[2, 3]).is_ok());
        let e = st.get_checked("w", Dtype::F32, &[2, 3]).unwrap_err();
        assert_eq!(e.tensor.as_deref(), Some("w"));
        assert!(
            e.message.contains("holds BF16 [2, 3]; expected F32 [2, 3]"),
            "{e}"
        );
        let e = st.get_checked("w", Dtype::Bf16, &[3, 2]).unwrap_err();
        assert!(e.message.contains("expected BF16 [3, 2]"), "{e}");
        let e = st.get("v").unwrap_err();
        assert!(
            e.to_string().contains("tensor 'v': no tensor named 'v'"),
            "{e}"
        );
    }
}
