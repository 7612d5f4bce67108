//! `--split-input-file`: one input, several independent chunks separated by lines
//! `// -----`.

/// The separator line, also used to join the outputs of the chunks.
pub const SPLIT_MARKER: &str = "// -----";

/// Splits `source` at lines whose trimmed text is exactly [`SPLIT_MARKER`].
///
/// Each chunk is preceded by as many empty lines as it is deep in the file, so line
/// numbers in its diagnostics are those of the whole file.
pub fn split_input(source: &str) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    for (i, line) in source.split_inclusive('\n').enumerate() {
        if line.trim() == SPLIT_MARKER {
            chunks.push(std::mem::take(&mut current));
            // The next chunk starts on the line after the marker (line i + 2).
            current = "\n".repeat(i + 1);
        } else {
            current.push_str(line);
        }
    }
    chunks.push(current);
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_file_line_numbers() {
        let chunks = split_input("a\nb\n// -----\nc\n  // -----  \nd");
        assert_eq!(chunks, vec!["a\nb\n", "\n\n\nc\n", "\n\n\n\n\nd"]);
        // `c` is line 4 of the file and `d` line 6.
        assert_eq!(chunks[1].lines().nth(3), Some("c"));
        assert_eq!(chunks[2].lines().nth(5), Some("d"));
    }

    #[test]
    fn no_marker_is_one_chunk() {
        assert_eq!(split_input("x\n"), vec!["x\n"]);
    }
}
