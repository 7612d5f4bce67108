//! `--split-input-file`: one input, several independent chunks separated by lines
//! `// -----`.

/// The separator line, also used to join the outputs of the chunks.
pub const SPLIT_MARKER: &str = "// -----";

/// One chunk of a split input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// The chunk's text, preceded by as many empty lines as the chunk is deep in the
    /// file, so that line numbers in diagnostics are those of the whole file.
    pub text: String,
    /// The 1-based line of the file where the chunk starts.
    pub first_line: u32,
    /// How many lines the chunk has.
    pub num_lines: u32,
}

/// Splits `source` at lines whose trimmed text is exactly [`SPLIT_MARKER`].
pub fn split_input(source: &str) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut first_line = 1u32;
    let mut num_lines = 0u32;
    for (i, line) in source.split_inclusive('\n').enumerate() {
        let line_no = i as u32 + 1;
        if line.trim() == SPLIT_MARKER {
            chunks.push(make_chunk(&current, first_line, num_lines));
            current.clear();
            first_line = line_no + 1;
            num_lines = 0;
        } else {
            current.push_str(line);
            num_lines += 1;
        }
    }
    chunks.push(make_chunk(&current, first_line, num_lines));
    chunks
}

fn make_chunk(body: &str, first_line: u32, num_lines: u32) -> Chunk {
    let mut text = "\n".repeat(first_line as usize - 1);
    text.push_str(body);
    Chunk {
        text,
        first_line,
        num_lines,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_file_line_numbers() {
        let chunks = split_input("a\nb\n// -----\nc\n  // -----  \nd");
        assert_eq!(chunks.len(), 3);
        assert_eq!(
            chunks[0],
            Chunk {
                text: "a\nb\n".into(),
                first_line: 1,
                num_lines: 2
            }
        );
        assert_eq!(chunks[1].first_line, 4);
        assert_eq!(chunks[1].text.lines().nth(3), Some("c"));
        assert_eq!(chunks[2].first_line, 6);
        assert_eq!(chunks[2].text.lines().nth(5), Some("d"));
    }

    #[test]
    fn no_marker_is_one_chunk() {
        let chunks = split_input("x\n");
        assert_eq!(
            chunks,
            vec![Chunk {
                text: "x\n".into(),
                first_line: 1,
                num_lines: 1
            }]
        );
    }
}
