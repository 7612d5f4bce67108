//! Reading a `.npy` file's header exactly as NumPy does (`numpy.lib.format`, format
//! versions 1.0, 2.0 and 3.0): the magic string, the header length, and a header that
//! is a Python dictionary literal with exactly the keys `descr`, `fortran_order` and
//! `shape`. What NumPy refuses is refused here with NumPy's reason; what NumPy writes
//! (little- or big-endian, C or Fortran order) is read, and [`parse`] decodes the data to
//! visa's layout (little-endian, row-major). Nothing here panics on hostile input: sizes
//! are checked before any allocation.

use std::fmt;

use crate::{byte_size, Dtype, Error, Tensor};

/// NumPy's limit on the header's length (`max_header_size`, numpy ≥ 1.24), above which
/// `np.load` refuses a file unless told to trust it.
pub const MAX_HEADER_LEN: usize = 10_000;

/// A parsed `.npy` header and where the data starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The format version, `(1, 0)`, `(2, 0)` or `(3, 0)`.
    pub version: (u8, u8),
    /// The type string, e.g. `<f4`, `|u1`, `>i4`.
    pub descr: String,
    /// Whether the data is in column-major (Fortran) order.
    pub fortran_order: bool,
    /// The shape, outermost first.
    pub shape: Vec<u64>,
    /// The offset of the first data byte in the file.
    pub data_offset: usize,
}

impl Header {
    /// The number of elements, or `None` if the product of the shape overflows `u64`.
    pub fn elements(&self) -> Option<u64> {
        self.shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d))
    }

    /// The byte order of `descr`: `true` for big-endian (`>`).
    pub fn big_endian(&self) -> bool {
        self.descr.starts_with('>')
    }

    /// `descr` with its byte-order mark as NumPy normalizes it for comparison: `<` for
    /// multi-byte types (big-endian data is byte-swapped on reading) and `|` for
    /// single-byte ones, where order does not apply.
    pub fn normalized_descr(&self) -> String {
        let body = self.descr.trim_start_matches(['<', '>', '=', '|']);
        if body.ends_with('1') {
            format!("|{body}")
        } else {
            format!("<{body}")
        }
    }
}

/// Why a `.npy` header was refused, in NumPy's words where NumPy has them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderError(pub String);

impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for HeaderError {}

fn err<T>(msg: impl Into<String>) -> Result<T, HeaderError> {
    Err(HeaderError(msg.into()))
}

/// Reads the header at the start of `file`.
///
/// ```
/// use visa_weights::npy::read_header;
/// let mut f = b"\x93NUMPY\x01\x00".to_vec();
/// let h = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }\n";
/// f.extend_from_slice(&(h.len() as u16).to_le_bytes());
/// f.extend_from_slice(h.as_bytes());
/// let header = read_header(&f).unwrap();
/// assert_eq!(header.shape, [2, 3]);
/// assert_eq!(header.descr, "<f4");
/// assert_eq!(header.data_offset, f.len());
/// ```
pub fn read_header(file: &[u8]) -> Result<Header, HeaderError> {
    const MAGIC: &[u8] = b"\x93NUMPY";
    if file.len() < MAGIC.len() + 2 || !file.starts_with(MAGIC) {
        return err("the magic string is not correct; expected b'\\x93NUMPY'");
    }
    let version = (file[6], file[7]);
    let (len_bytes, utf8) = match version {
        (1, 0) => (2, false),
        (2, 0) => (4, false),
        (3, 0) => (4, true),
        (a, b) => {
            return err(format!(
                "we only support format version (1,0), (2,0), and (3,0), not ({a}, {b})"
            ))
        }
    };
    let start = 8 + len_bytes;
    if file.len() < start {
        return err("EOF: reading array header length");
    }
    let len = if len_bytes == 2 {
        u16::from_le_bytes([file[8], file[9]]) as usize
    } else {
        u32::from_le_bytes([file[8], file[9], file[10], file[11]]) as usize
    };
    if len > MAX_HEADER_LEN {
        return err(format!(
            "header info length ({len}) is large and may not be safe to load securely \
             (NumPy's max_header_size is {MAX_HEADER_LEN})"
        ));
    }
    let Some(raw) = file.get(start..start + len) else {
        return err(format!(
            "EOF: reading array header, expected {len} bytes got {}",
            file.len() - start
        ));
    };
    // Versions 1 and 2 are latin-1, version 3 is UTF-8; the keys and values NumPy
    // accepts are ASCII either way, so a non-ASCII byte can only sit inside a string.
    let text: String = if utf8 {
        match std::str::from_utf8(raw) {
            Ok(s) => s.to_string(),
            Err(_) => return err("the header is not valid UTF-8"),
        }
    } else {
        raw.iter().map(|&b| b as char).collect()
    };
    let value = Literal::parse(&text)?;
    let Literal::Dict(entries) = value else {
        return err(format!("Header is not a dictionary: {text:?}"));
    };
    // A dict literal keeps the last value of a repeated key, as Python does.
    let get = |key: &str| entries.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v);
    let mut keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
    keys.sort_unstable();
    keys.dedup();
    if keys != ["descr", "fortran_order", "shape"] {
        return err(format!(
            "Header does not contain the correct keys: {keys:?}; expected \
             ['descr', 'fortran_order', 'shape']"
        ));
    }
    let shape = match get("shape") {
        Some(Literal::Tuple(items)) => {
            let mut shape = Vec::with_capacity(items.len());
            for item in items {
                match item {
                    Literal::Int(n) if *n >= 0 => shape.push(*n as u64),
                    Literal::Int(_) => return err("negative dimensions are not allowed"),
                    _ => return err("shape is not valid: its entries must be integers"),
                }
            }
            shape
        }
        _ => return err("shape is not valid: it must be a tuple"),
    };
    let fortran_order = match get("fortran_order") {
        Some(Literal::Bool(b)) => *b,
        _ => return err("fortran_order is not a valid bool"),
    };
    let descr = match get("descr") {
        Some(Literal::Str(s)) if is_simple_descr(s) => s.clone(),
        Some(Literal::Str(s)) => {
            return err(format!(
                "descr '{s}' is not a simple type string visa reads ('<f4', '|u1', ...)"
            ))
        }
        _ => return err("descr is not a valid dtype descriptor"),
    };
    Ok(Header {
        version,
        descr,
        fortran_order,
        shape,
        data_offset: start + len,
    })
}

/// A type string of one of NumPy's fixed-size numeric kinds: a byte-order mark, a kind
/// letter and a size (`<f4`, `|u1`, `>i2`).
fn is_simple_descr(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 3
        && matches!(b[0], b'<' | b'>' | b'|' | b'=')
        && matches!(b[1], b'b' | b'i' | b'u' | b'f')
        && s[2..].bytes().all(|c| c.is_ascii_digit())
}

/// The Python literals a `.npy` header may hold: what `ast.literal_eval` reads, as far
/// as a header needs (dicts, tuples, strings, integers, booleans).
#[derive(Debug, Clone, PartialEq)]
enum Literal {
    Dict(Vec<(String, Literal)>),
    Tuple(Vec<Literal>),
    Str(String),
    Int(i128),
    Bool(bool),
    Other,
}

impl Literal {
    fn parse(text: &str) -> Result<Literal, HeaderError> {
        let mut p = LiteralParser {
            s: text.as_bytes(),
            i: 0,
            depth: 0,
        };
        let v = p.value()?;
        p.skip_ws();
        if p.i != p.s.len() {
            return err(format!("Cannot parse header: {text:?}"));
        }
        Ok(v)
    }
}

struct LiteralParser<'a> {
    s: &'a [u8],
    i: usize,
    depth: usize,
}

impl LiteralParser<'_> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    fn fail<T>(&self) -> Result<T, HeaderError> {
        err(format!(
            "Cannot parse header: unexpected {} at byte {}",
            match self.s.get(self.i) {
                Some(c) => format!("{:?}", *c as char),
                None => "end".to_string(),
            },
            self.i
        ))
    }

    fn value(&mut self) -> Result<Literal, HeaderError> {
        self.depth += 1;
        if self.depth > 32 {
            return err("Cannot parse header: nested too deeply");
        }
        let v = match self.peek() {
            Some(b'{') => self.sequence(b'}', true),
            Some(b'(') => self.sequence(b')', false),
            Some(b'[') => self.sequence(b']', false).map(|_| Literal::Other),
            Some(q @ (b'\'' | b'"')) => self.string(q).map(Literal::Str),
            Some(b'-' | b'+' | b'0'..=b'9') => self.int(),
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_alphanumeric() {
                    self.i += 1;
                }
                match &self.s[start..self.i] {
                    b"True" => Ok(Literal::Bool(true)),
                    b"False" => Ok(Literal::Bool(false)),
                    b"None" => Ok(Literal::Other),
                    _ => {
                        self.i = start;
                        self.fail()
                    }
                }
            }
            _ => self.fail(),
        };
        self.depth -= 1;
        v
    }

    /// A dict (`{k: v, ...}`), tuple (`(a,)`, `()`, `(a, b)`) or list, after its opening
    /// bracket, with Python's optional trailing comma. `(a)` is `a`, not a tuple.
    fn sequence(&mut self, close: u8, dict: bool) -> Result<Literal, HeaderError> {
        self.i += 1;
        let mut entries = Vec::new();
        let mut items = Vec::new();
        let mut saw_comma = false;
        loop {
            if self.peek() == Some(close) {
                self.i += 1;
                break;
            }
            if dict {
                let Some(q @ (b'\'' | b'"')) = self.peek() else {
                    return self.fail();
                };
                let key = self.string(q)?;
                if self.peek() != Some(b':') {
                    return self.fail();
                }
                self.i += 1;
                entries.push((key, self.value()?));
            } else {
                items.push(self.value()?);
            }
            match self.peek() {
                Some(b',') => {
                    self.i += 1;
                    saw_comma = true;
                }
                Some(c) if c == close => {}
                _ => return self.fail(),
            }
        }
        Ok(if dict {
            Literal::Dict(entries)
        } else if close == b')' && items.len() == 1 && !saw_comma {
            items.pop().unwrap_or(Literal::Other)
        } else {
            Literal::Tuple(items)
        })
    }

    fn string(&mut self, quote: u8) -> Result<String, HeaderError> {
        self.i += 1;
        let mut out = String::new();
        loop {
            match self.s.get(self.i) {
                None | Some(b'\n') => return err("Cannot parse header: unterminated string"),
                Some(&c) if c == quote => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    // Header strings are type strings and keys; escapes are not needed,
                    // and refusing them keeps this reader small.
                    return err("Cannot parse header: escapes in strings are not supported");
                }
                Some(&c) => {
                    out.push(c as char);
                    self.i += 1;
                }
            }
        }
    }

    fn int(&mut self) -> Result<Literal, HeaderError> {
        let start = self.i;
        if matches!(self.s[self.i], b'-' | b'+') {
            self.i += 1;
        }
        let digits = self.i;
        while self.i < self.s.len() && (self.s[self.i].is_ascii_digit() || self.s[self.i] == b'_') {
            self.i += 1;
        }
        if self.i == digits {
            return self.fail();
        }
        // A float (`2.5`, `1e3`) is a valid literal but never a valid dimension.
        if matches!(self.s.get(self.i), Some(b'.' | b'e' | b'E')) {
            while self.i < self.s.len()
                && (self.s[self.i].is_ascii_digit()
                    || matches!(self.s[self.i], b'.' | b'e' | b'E' | b'+' | b'-'))
            {
                self.i += 1;
            }
            return Ok(Literal::Other);
        }
        let text: String = self.s[start..self.i]
            .iter()
            .filter(|&&c| c != b'_')
            .map(|&c| c as char)
            .collect();
        match text.parse::<i128>() {
            Ok(n) => Ok(Literal::Int(n)),
            Err(_) => err(format!("shape is not valid: {text} is too large")),
        }
    }
}

/// The [`Dtype`] of a normalized `.npy` type string ([`Header::normalized_descr`]), if
/// visa reads it: booleans, signed and unsigned integers of 1, 2, 4 and 8 bytes, and
/// floats of 2, 4 and 8 bytes.
pub fn dtype_of_descr(normalized: &str) -> Option<Dtype> {
    Some(match normalized {
        "|b1" => Dtype::Bool,
        "|u1" => Dtype::U8,
        "|i1" => Dtype::I8,
        "<u2" => Dtype::U16,
        "<i2" => Dtype::I16,
        "<f2" => Dtype::F16,
        "<u4" => Dtype::U32,
        "<i4" => Dtype::I32,
        "<f4" => Dtype::F32,
        "<u8" => Dtype::U64,
        "<i8" => Dtype::I64,
        "<f8" => Dtype::F64,
        _ => return None,
    })
}

/// Reads the `.npy` file at `path` as a [`Tensor`] named after the file.
pub fn read(path: impl AsRef<std::path::Path>) -> Result<Tensor, Error> {
    let path = path.as_ref();
    let name = path.display().to_string();
    let bytes =
        std::fs::read(path).map_err(|e| Error::new(&name, None, 0, format!("cannot read: {e}")))?;
    parse(&name, &bytes)
}

/// Decodes `bytes`, a `.npy` file called `file`, to a [`Tensor`] in visa's data layout:
/// little-endian, row-major. Big-endian data is byte-swapped and Fortran-ordered data
/// transposed; data bytes past the shape's size are ignored, as `np.load` ignores them.
pub fn parse(file: &str, bytes: &[u8]) -> Result<Tensor, Error> {
    let header = read_header(bytes)
        .map_err(|e| Error::new(file, None, 0, format!("not a .npy file NumPy reads: {e}")))?;
    let at = header.data_offset as u64;
    let norm = header.normalized_descr();
    let dtype = dtype_of_descr(&norm).ok_or_else(|| {
        Error::new(
            file,
            None,
            0,
            format!("dtype '{}' is not one visa reads", header.descr),
        )
    })?;
    let (n, size) = byte_size(&header.shape, dtype)
        .ok_or_else(|| Error::new(file, None, 0, format!("shape {:?} overflows", header.shape)))?;
    let raw = &bytes[header.data_offset..];
    if raw.len() < size {
        return Err(Error::new(
            file,
            None,
            at + raw.len() as u64,
            format!(
                "the data ends after {} bytes; shape {:?} of '{}' needs {size}",
                raw.len(),
                header.shape,
                header.descr
            ),
        ));
    }
    let mut data = raw[..size].to_vec();
    let es = dtype.size();
    if header.big_endian() && es > 1 {
        for c in data.chunks_exact_mut(es) {
            c.reverse();
        }
    }
    if header.fortran_order && header.shape.len() > 1 && n > 0 {
        data = fortran_to_c(&data, &header.shape, es, n);
    }
    Ok(Tensor {
        name: file.to_string(),
        dtype,
        shape: header.shape,
        data,
        offset: at,
    })
}

/// Column-major `data` of `shape` (elements of `es` bytes, `n` of them) in row-major order.
fn fortran_to_c(data: &[u8], shape: &[u64], es: usize, n: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len());
    // Column-major strides, in elements; the shape's product is n, so each fits.
    let mut strides = Vec::with_capacity(shape.len());
    let mut s = 1usize;
    for &d in shape {
        strides.push(s);
        s *= d as usize;
    }
    let mut idx = vec![0u64; shape.len()];
    for _ in 0..n {
        let f: usize = idx
            .iter()
            .zip(&strides)
            .map(|(&i, &s)| i as usize * s)
            .sum();
        out.extend_from_slice(&data[f * es..(f + 1) * es]);
        // Advance the row-major index, last axis fastest.
        for k in (0..shape.len()).rev() {
            idx[k] += 1;
            if idx[k] < shape[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(version: (u8, u8), header: &str) -> Vec<u8> {
        let mut f = b"\x93NUMPY".to_vec();
        f.extend_from_slice(&[version.0, version.1]);
        if version.0 == 1 {
            f.extend_from_slice(&(header.len() as u16).to_le_bytes());
        } else {
            f.extend_from_slice(&(header.len() as u32).to_le_bytes());
        }
        f.extend_from_slice(header.as_bytes());
        f
    }

    fn refused(header: &str) -> String {
        read_header(&file((1, 0), header)).unwrap_err().0
    }

    #[test]
    fn reads_what_numpy_writes() {
        // numpy 1.26: np.save of np.zeros((2, 3), '<f4') and of a scalar, a 1-D array,
        // a Fortran-ordered array and a big-endian one (headers written by hand here
        // from numpy.lib.format's `_write_array_header`).
        let h = read_header(&file(
            (1, 0),
            "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }          \n",
        ))
        .unwrap();
        assert_eq!((h.descr.as_str(), h.fortran_order), ("<f4", false));
        assert_eq!(h.shape, [2, 3]);
        assert_eq!(h.elements(), Some(6));
        let h = read_header(&file(
            (1, 0),
            "{'descr': '<i4', 'fortran_order': False, 'shape': (), }\n",
        ))
        .unwrap();
        assert_eq!((h.shape.len(), h.elements()), (0, Some(1)));
        let h = read_header(&file(
            (2, 0),
            "{'descr': '|u1', 'fortran_order': True, 'shape': (7,), }\n",
        ))
        .unwrap();
        assert_eq!((h.shape.as_slice(), h.fortran_order), (&[7u64][..], true));
        let h = read_header(&file(
            (3, 0),
            "{\"shape\": (4, 2), \"fortran_order\": False, \"descr\": \">f4\"}",
        ))
        .unwrap();
        assert!(h.big_endian());
        assert_eq!(h.normalized_descr(), "<f4");
        assert_eq!(h.shape, [4, 2]);
    }

    #[test]
    fn refuses_what_numpy_refuses() {
        assert!(refused("{'descr': '<f4', 'shape': (2,), }").contains("correct keys"));
        assert!(
            refused("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), 'extra': 1}")
                .contains("correct keys")
        );
        assert!(
            refused("{'descr': '<f4', 'fortran_order': 0, 'shape': (2,)}")
                .contains("fortran_order is not a valid bool")
        );
        assert!(
            refused("{'descr': '<f4', 'fortran_order': False, 'shape': [2]}")
                .contains("shape is not valid")
        );
        assert!(
            refused("{'descr': '<f4', 'fortran_order': False, 'shape': (2.5,)}")
                .contains("shape is not valid")
        );
        assert!(
            refused("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,)}")
                .contains("negative dimensions")
        );
        assert!(refused("['descr']").contains("not a dictionary"));
        assert!(refused("{'descr': '<f4'").contains("Cannot parse header"));
        assert!(
            refused("{'descr': '<f4', 'fortran_order': False, 'shape': (2,)} x")
                .contains("Cannot parse header")
        );
        assert!(
            refused("{'descr': 'O', 'fortran_order': False, 'shape': (2,)}")
                .contains("not a simple type string")
        );
        let deep = format!("{}1{}", "(".repeat(100), ")".repeat(100));
        assert!(refused(&deep).contains("nested too deeply"));
        let mut bad_version = file((1, 0), "{}");
        bad_version[6] = 4;
        assert!(read_header(&bad_version)
            .unwrap_err()
            .0
            .contains("format version"));
        assert!(read_header(b"NUMPY").unwrap_err().0.contains("magic"));
        let mut short = file((1, 0), "{'descr': '<f4'}");
        short.truncate(14);
        assert!(read_header(&short).unwrap_err().0.contains("EOF"));
        let long = format!("{{{}}}", " ".repeat(MAX_HEADER_LEN));
        assert!(read_header(&file((2, 0), &long))
            .unwrap_err()
            .0
            .contains("max_header_size"));
    }

    #[test]
    fn a_shape_whose_product_overflows_is_read_and_its_size_is_none() {
        // Issue 19's reproducer: npyz multiplied these and panicked.
        let h = read_header(&file(
            (1, 0),
            "{'descr': '<f4', 'fortran_order': False, 'shape': (8589934592, 8589934592), }",
        ))
        .unwrap();
        assert_eq!(h.elements(), None);
        let huge = "{'descr': '<f4', 'fortran_order': False, 'shape': (123456789012345678901234567890123456789012,)}";
        assert!(refused(huge).contains("too large"));
    }

    #[test]
    fn python_literal_details() {
        // `(2)` is the integer 2, not a tuple; a trailing comma makes a 1-tuple.
        assert!(
            refused("{'descr': '<f4', 'fortran_order': False, 'shape': (2)}")
                .contains("must be a tuple")
        );
        let h = read_header(&file(
            (1, 0),
            "{'descr':'<f4','fortran_order':False,'shape':(1_0,),'shape':(3,)}",
        ))
        .unwrap();
        assert_eq!(
            h.shape,
            [3],
            "the last of a repeated key wins, as in Python"
        );
    }

    #[test]
    fn decodes_data_big_endian_and_fortran() {
        // A 2x3 little-endian i16 array, row-major: 1 2 3 / 4 5 6.
        let le: Vec<u8> = [1i16, 2, 3, 4, 5, 6]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let mut f = file(
            (1, 0),
            "{'descr': '<i2', 'fortran_order': False, 'shape': (2, 3), }\n",
        );
        f.extend_from_slice(&le);
        let t = parse("a.npy", &f).unwrap();
        assert_eq!((t.dtype, t.shape.clone()), (Dtype::I16, vec![2, 3]));
        assert_eq!(t.view().to_f64(), [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        // The same array big-endian and column-major: 1 4 2 5 3 6.
        let be: Vec<u8> = [1i16, 4, 2, 5, 3, 6]
            .iter()
            .flat_map(|x| x.to_be_bytes())
            .collect();
        let mut f = file(
            (2, 0),
            "{'descr': '>i2', 'fortran_order': True, 'shape': (2, 3), }\n",
        );
        f.extend_from_slice(&be);
        let t = parse("b.npy", &f).unwrap();
        assert_eq!(t.view().to_f64(), [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        assert_eq!(t.data, le);
        // Short data is a located error; trailing bytes are ignored as np.load does.
        let mut f = file(
            (1, 0),
            "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }\n",
        );
        let start = f.len() as u64;
        f.extend_from_slice(&[0; 7]);
        let e = parse("c.npy", &f).unwrap_err();
        assert_eq!(e.offset, start + 7);
        assert!(e.to_string().contains("c.npy: byte"), "{e}");
        f.extend_from_slice(&[0; 3]);
        assert_eq!(parse("c.npy", &f).unwrap().data.len(), 8);
        // A type visa does not read is refused by name.
        let f = file(
            (1, 0),
            "{'descr': '<c8', 'fortran_order': False, 'shape': (), }\n",
        );
        assert!(parse("d.npy", &f).is_err());
        let f = file(
            (1, 0),
            "{'descr': '<u4', 'fortran_order': False, 'shape': (), }\n",
        );
        let e = parse("e.npy", &f).unwrap_err();
        assert!(e.message.contains("needs 4"), "{e}");
        // Dims whose running product overflows are refused (so the Fortran strides,
        // the same running products, always fit), even when a later dim is 0.
        let h = "{'descr': '<f4', 'fortran_order': True, 'shape': (4294967296, 4294967296, 0), }\n";
        let e = parse("z.npy", &file((1, 0), h)).unwrap_err();
        assert!(e.message.contains("overflows"), "{e}");
        let h = "{'descr': '<f4', 'fortran_order': True, 'shape': (3, 0, 5), }\n";
        assert!(parse("z.npy", &file((1, 0), h)).unwrap().data.is_empty());
    }
}
