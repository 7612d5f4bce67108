//! The protobuf wire format (protobuf.dev, "Encoding"): a message is a sequence of
//! fields, each a varint key (`field_number << 3 | wire_type`) and a value — a varint
//! (type 0), 8 little-endian bytes (1), a varint length and that many bytes (2), or 4
//! little-endian bytes (5). Groups (3, 4) are deprecated and refused. Every read is
//! bounds-checked; a malformed field is an error at its absolute byte offset.

/// One field's value, as the wire carries it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value<'a> {
    /// Wire type 0.
    Varint(u64),
    /// Wire type 1.
    Fixed64(u64),
    /// Wire type 2: the bytes and the absolute offset of the first.
    Bytes(&'a [u8], usize),
    /// Wire type 5.
    Fixed32(u32),
}

impl Value<'_> {
    /// The wire type's name, for errors.
    pub fn wire_name(&self) -> &'static str {
        match self {
            Value::Varint(_) => "varint",
            Value::Fixed64(_) => "fixed64",
            Value::Bytes(..) => "length-delimited",
            Value::Fixed32(_) => "fixed32",
        }
    }
}

/// A malformed field: its absolute byte offset and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireError {
    /// The absolute byte offset.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

/// Reads the fields of one message held in `buf`, whose first byte is at absolute
/// offset `base`.
#[derive(Debug, Clone)]
pub struct Fields<'a> {
    buf: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Fields<'a> {
    /// The fields of the message `buf`, starting at absolute offset `base`.
    pub fn new(buf: &'a [u8], base: usize) -> Fields<'a> {
        Fields { buf, pos: 0, base }
    }

    fn err<T>(&self, at: usize, message: impl Into<String>) -> Result<T, WireError> {
        Err(WireError {
            offset: self.base + at,
            message: message.into(),
        })
    }

    /// Reads a varint at the current position.
    fn varint(&mut self) -> Result<u64, WireError> {
        let start = self.pos;
        match read_varint(&self.buf[self.pos..]) {
            Some((v, n)) => {
                self.pos += n;
                Ok(v)
            }
            None => self.err(start, "a varint is truncated or longer than 10 bytes"),
        }
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], WireError> {
        let start = self.pos;
        match self.buf.get(self.pos..).filter(|r| r.len() >= n) {
            Some(r) => {
                self.pos += n;
                Ok(&r[..n])
            }
            None => self.err(
                start,
                format!(
                    "a field needs {n} bytes but the message has {} left",
                    self.buf.len() - start
                ),
            ),
        }
    }

    /// The next field: its absolute offset, its number and its value; `None` at the end.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Result<(usize, u32, Value<'a>), WireError>> {
        if self.pos >= self.buf.len() {
            return None;
        }
        Some(self.field())
    }

    fn field(&mut self) -> Result<(usize, u32, Value<'a>), WireError> {
        let at = self.pos;
        let key = self.varint()?;
        let number = key >> 3;
        if number == 0 || number > (1 << 29) - 1 {
            return self.err(at, format!("field number {number} is not valid"));
        }
        let value = match key & 7 {
            0 => Value::Varint(self.varint()?),
            1 => Value::Fixed64(u64::from_le_bytes(self.take(8)?.try_into().unwrap())),
            2 => {
                let len_at = self.pos;
                let len = self.varint()?;
                let Ok(len) = usize::try_from(len) else {
                    return self.err(len_at, format!("length {len} does not fit in memory"));
                };
                let start = self.base + self.pos;
                Value::Bytes(self.take(len)?, start)
            }
            5 => Value::Fixed32(u32::from_le_bytes(self.take(4)?.try_into().unwrap())),
            t => {
                return self.err(
                    at,
                    format!(
                        "wire type {t} (field {number}) is not one ONNX uses (groups are refused)"
                    ),
                )
            }
        };
        Ok((self.base + at, number as u32, value))
    }
}

/// Decodes a varint at the start of `b`: its value and its length in bytes; `None` if
/// truncated, longer than 10 bytes, or overflowing 64 bits.
pub fn read_varint(b: &[u8]) -> Option<(u64, usize)> {
    let mut v = 0u64;
    for (i, &byte) in b.iter().enumerate().take(10) {
        let bits = (byte & 0x7f) as u64;
        if i == 9 && bits > 1 {
            return None;
        }
        v |= bits << (7 * i);
        if byte & 0x80 == 0 {
            return Some((v, i + 1));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_as_the_encoding_guide_gives_them() {
        // protobuf.dev's examples: 1 is 01, 150 is 96 01.
        assert_eq!(read_varint(&[0x01]), Some((1, 1)));
        assert_eq!(read_varint(&[0x96, 0x01]), Some((150, 2)));
        // -1 as int64: ten bytes, ff x9 then 01.
        let mut m1 = vec![0xff; 9];
        m1.push(0x01);
        assert_eq!(read_varint(&m1), Some((u64::MAX, 10)));
        m1[9] = 0x02;
        assert_eq!(read_varint(&m1), None, "overflows 64 bits");
        assert_eq!(read_varint(&[0x80]), None, "truncated");
        assert_eq!(read_varint(&[0x80; 11]), None, "too long");
    }

    #[test]
    fn fields_and_their_errors() {
        // Field 1 varint 150; field 2 bytes "ab"; field 3 fixed32; field 4 fixed64.
        let msg = [
            0x08, 0x96, 0x01, 0x12, 0x02, b'a', b'b', 0x1d, 1, 0, 0, 0, 0x21, 2, 0, 0, 0, 0, 0, 0,
            0,
        ];
        let mut f = Fields::new(&msg, 100);
        assert_eq!(f.next().unwrap().unwrap(), (100, 1, Value::Varint(150)));
        assert_eq!(
            f.next().unwrap().unwrap(),
            (103, 2, Value::Bytes(b"ab", 105))
        );
        assert_eq!(f.next().unwrap().unwrap(), (107, 3, Value::Fixed32(1)));
        assert_eq!(f.next().unwrap().unwrap(), (112, 4, Value::Fixed64(2)));
        assert!(f.next().is_none());
        // A length past the end, a group, field number 0.
        let e = Fields::new(&[0x12, 0x05, b'a'], 10)
            .next()
            .unwrap()
            .unwrap_err();
        assert_eq!(e.offset, 12);
        let e = Fields::new(&[0x0b], 0).next().unwrap().unwrap_err();
        assert!(e.message.contains("wire type 3"), "{e:?}");
        let e = Fields::new(&[0x00, 0x00], 0).next().unwrap().unwrap_err();
        assert!(e.message.contains("field number 0"), "{e:?}");
    }
}
