//! Reading a source file for the tools: the bytes are read whole and decoded as UTF-8
//! here, so text that is not UTF-8 is reported like any other syntax error, at its
//! line and column (1-based, columns in bytes as the IR parser counts them), rather
//! than as a failure to open the file.

use std::io::Read as _;

/// Why a source could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The file could not be opened or read.
    Io(std::io::Error),
    /// The file is not UTF-8; `message` is the located diagnostic, rendered.
    Utf8 {
        /// `FILE:LINE:COL: error: ...` with the line and a caret.
        message: String,
    },
}

/// Reads `path` (`-` for standard input) as UTF-8 text; `name` is the file name
/// diagnostics use.
pub fn read_source(path: &str, name: &str) -> Result<String, ReadError> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(ReadError::Io)?;
    } else {
        bytes = std::fs::read(path).map_err(ReadError::Io)?;
    }
    decode(name, bytes)
}

/// Decodes `bytes` as UTF-8; the first invalid sequence is an error at its line and
/// column of `name`.
pub fn decode(name: &str, bytes: Vec<u8>) -> Result<String, ReadError> {
    match String::from_utf8(bytes) {
        Ok(s) => Ok(s),
        Err(e) => {
            let bytes = e.into_bytes();
            // `valid_up_to` is where the first invalid sequence starts.
            let at = match std::str::from_utf8(&bytes) {
                Err(u) => u.valid_up_to(),
                Ok(_) => bytes.len(),
            };
            let line_start = bytes[..at]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1);
            let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            let col = at - line_start + 1;
            let line_end = bytes[at..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |p| at + p);
            let text = String::from_utf8_lossy(&bytes[line_start..line_end]);
            // The caret sits under the replacement character the lossy line shows.
            let pad: String = String::from_utf8_lossy(&bytes[line_start..at])
                .chars()
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            Err(ReadError::Utf8 {
                message: format!(
                    "{name}:{line}:{col}: error: invalid UTF-8 (byte 0x{:02x}); source files must be UTF-8 text\n{text}\n{pad}^\n",
                    bytes[at]
                ),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(bytes: &[u8]) -> String {
        match decode("in.mlir", bytes.to_vec()) {
            Err(ReadError::Utf8 { message }) => message,
            other => panic!("expected a UTF-8 error, got {other:?}"),
        }
    }

    #[test]
    fn invalid_utf8_is_located_at_its_line_and_byte_column() {
        // Line 2, after "  %x = é" (é is two bytes: columns 8 and 9), byte 0xff at 10.
        let m = message(b"module {\n  %x = \xc3\xa9\xff z\n}\n");
        assert_eq!(
            m,
            "in.mlir:2:10: error: invalid UTF-8 (byte 0xff); source files must be UTF-8 text\n  %x = \u{e9}\u{fffd} z\n        ^\n"
        );
        // At the very start, and a truncated sequence at the end of the file.
        assert!(message(b"\x80abc").starts_with("in.mlir:1:1: error: invalid UTF-8 (byte 0x80)"));
        assert!(
            message(b"a\nb\n\xe2\x82").starts_with("in.mlir:3:1: error: invalid UTF-8 (byte 0xe2)")
        );
        assert_eq!(decode("x", b"ok \xc3\xa9".to_vec()).unwrap(), "ok \u{e9}");
    }
}
