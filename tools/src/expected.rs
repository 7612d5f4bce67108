//! `--verify-diagnostics`: checks the diagnostics a run produced against
//! `expected-error`, `expected-warning`, `expected-note` and `expected-remark` comments
//! in the input, as `mlir-opt` does.
//!
//! ```text
//! // expected-error @+1 {{requires the same type}}
//! %0 = arith.addi %a, %b : i32
//! ```
//! The text between `{{` and `}}` must occur in the message. The designation is the
//! comment's own line, `@+N` / `@-N` lines below / above it, or `@above` / `@below`.

use visa::ir::Severity;

/// One expectation read from the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    /// The severity it expects.
    pub severity: Severity,
    /// The line (1-based) the diagnostic must be reported on.
    pub line: u32,
    /// The text the message must contain.
    pub text: String,
    /// The line of the comment itself, for reporting.
    pub comment_line: u32,
    /// The column of `expected-...` in that line.
    pub comment_col: u32,
}

/// A malformed expectation comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectedSyntaxError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

/// Reads every expectation in `text` (whose line 1 is the file's line 1).
pub fn parse_expectations(text: &str) -> Result<Vec<Expected>, ExpectedSyntaxError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i as u32 + 1;
        let mut search = 0;
        while let Some(pos) = line[search..].find("expected-") {
            let start = search + pos;
            search = start + "expected-".len();
            let rest = &line[search..];
            let (severity, word) = match () {
                _ if rest.starts_with("error") => (Severity::Error, "error"),
                _ if rest.starts_with("warning") => (Severity::Warning, "warning"),
                _ if rest.starts_with("note") => (Severity::Note, "note"),
                _ if rest.starts_with("remark") => (Severity::Remark, "remark"),
                _ => continue,
            };
            let err = |message: &str| ExpectedSyntaxError {
                line: line_no,
                col: start as u32 + 1,
                message: message.to_string(),
            };
            let mut rest = rest[word.len()..].trim_start();
            let mut target = line_no as i64;
            if let Some(des) = rest.strip_prefix('@') {
                let end = des
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(des.len());
                let (word, after) = des.split_at(end);
                target = match word {
                    "above" => line_no as i64 - 1,
                    "below" => line_no as i64 + 1,
                    _ => {
                        let delta: i64 = word
                            .strip_prefix('+')
                            .unwrap_or(word)
                            .parse()
                            .map_err(|_| err("expected '@above', '@below' or '@+N'/'@-N'"))?;
                        line_no as i64 + delta
                    }
                };
                rest = after.trim_start();
            }
            let Some(body) = rest.strip_prefix("{{") else {
                return Err(err("expected '{{' after the expected diagnostic kind"));
            };
            let Some(end) = body.find("}}") else {
                return Err(err("expected '}}' to close the expected message"));
            };
            if target < 1 {
                return Err(err("expected diagnostic designates a line before the file"));
            }
            out.push(Expected {
                severity,
                line: target as u32,
                text: body[..end].to_string(),
                comment_line: line_no,
                comment_col: start as u32 + 1,
            });
            search = line.len() - body[end + 2..].len();
        }
    }
    Ok(out)
}

/// A diagnostic that was produced, reduced to what matching needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Produced {
    /// Its severity.
    pub severity: Severity,
    /// Its line, if it points into the checked file.
    pub line: Option<u32>,
    /// Its message.
    pub message: String,
}

/// A mismatch between expectations and what was produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// A diagnostic nobody expected, by its index in the produced list.
    Unexpected(usize),
    /// An expectation that nothing met.
    Missing(Expected),
}

/// Pairs each produced diagnostic with an unmet expectation of its severity on its line
/// whose text it contains; returns whatever is left unpaired on either side.
pub fn match_diagnostics(expected: &[Expected], produced: &[Produced]) -> Vec<Mismatch> {
    let mut used = vec![false; expected.len()];
    let mut mismatches = Vec::new();
    for (k, p) in produced.iter().enumerate() {
        let hit = expected.iter().enumerate().position(|(i, e)| {
            !used[i]
                && e.severity == p.severity
                && Some(e.line) == p.line
                && p.message.contains(&e.text)
        });
        match hit {
            Some(i) => used[i] = true,
            None => mismatches.push(Mismatch::Unexpected(k)),
        }
    }
    for (e, u) in expected.iter().zip(used) {
        if !u {
            mismatches.push(Mismatch::Missing(e.clone()));
        }
    }
    mismatches
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_designations() {
        let text = "// expected-error {{a}}\n\
                    x // expected-warning @+1 {{b c}}\n\
                    y\n\
                    // expected-note @above {{d}} expected-remark@below{{e}}\n\
                    // expected-error @-3 {{f}}\n";
        let e = parse_expectations(text).unwrap();
        let got: Vec<_> = e
            .iter()
            .map(|e| (e.severity, e.line, e.text.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![
                (Severity::Error, 1, "a"),
                (Severity::Warning, 3, "b c"),
                (Severity::Note, 3, "d"),
                (Severity::Remark, 5, "e"),
                (Severity::Error, 2, "f"),
            ]
        );
    }

    #[test]
    fn rejects_malformed_comments() {
        assert!(parse_expectations("// expected-error @x {{a}}").is_err());
        assert!(parse_expectations("// expected-error {{a").is_err());
        assert!(parse_expectations("// expected-error a").is_err());
        assert!(parse_expectations("// expected-error @-5 {{a}}").is_err());
    }

    #[test]
    fn matches_by_line_severity_and_substring() {
        let e = parse_expectations("// expected-error @+1 {{bad type}}\nz\n").unwrap();
        let ok = Produced {
            severity: Severity::Error,
            line: Some(2),
            message: "a bad type!".into(),
        };
        assert!(match_diagnostics(&e, std::slice::from_ref(&ok)).is_empty());
        let wrong_line = Produced {
            line: Some(1),
            ..ok.clone()
        };
        assert_eq!(
            match_diagnostics(&e, std::slice::from_ref(&wrong_line)).len(),
            2
        );
        let warning = Produced {
            severity: Severity::Warning,
            ..ok.clone()
        };
        assert_eq!(match_diagnostics(&e, &[warning]).len(), 2);
        assert_eq!(
            match_diagnostics(&e, &[]),
            vec![Mismatch::Missing(e[0].clone())]
        );
    }
}
