//! Coloured diagnostics on a terminal (`--color=auto|always|never`), as clang and rustc
//! print them: the location bold, the severity word bold in its colour (error red,
//! warning magenta, note cyan, remark blue), the caret line green. `auto` colours only
//! when standard error is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`, so
//! files, pipes and lit tests get plain text.

use std::io::IsTerminal;

/// The `--color` values.
pub const CHOICES: [&str; 3] = ["auto", "always", "never"];

/// The `--color=WHEN` argument visa-opt and visa-run share.
pub fn arg() -> clap::Arg {
    clap::Arg::new("color")
        .long("color")
        .value_name("WHEN")
        .value_parser(CHOICES)
        .default_value("auto")
        .help("Colour diagnostics: 'auto' (when standard error is a terminal and NO_COLOR is unset), 'always' or 'never'")
}

/// Whether diagnostics on standard error are coloured under `choice`.
pub fn enabled(choice: &str) -> bool {
    match choice {
        "always" => true,
        "never" => false,
        _ => {
            std::io::stderr().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var("TERM").map_or(true, |t| t != "dumb")
        }
    }
}

const RESET: &str = "\x1b[0m";
const BOLD: &str = "\x1b[1m";

/// The severities a line may carry, with their colour.
const SEVERITIES: [(&str, &str); 4] = [
    ("error: ", "\x1b[1;31m"),
    ("warning: ", "\x1b[1;35m"),
    ("note: ", "\x1b[1;36m"),
    ("remark: ", "\x1b[1;34m"),
];

/// `text` (rendered diagnostics, one or more lines) with ANSI colours.
///
/// ```
/// let s = visa_tools::color::paint("a.mlir:1:2: error: bad\n  x\n  ^\n");
/// assert_eq!(s, "\x1b[1ma.mlir:1:2: \x1b[0m\x1b[1;31merror: \x1b[0mbad\n  x\n\x1b[1;32m  ^\x1b[0m\n");
/// ```
pub fn paint(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let (body, nl) = line.strip_suffix('\n').map_or((line, ""), |b| (b, "\n"));
        out.push_str(&paint_line(body));
        out.push_str(nl);
    }
    out
}

fn paint_line(line: &str) -> String {
    let trimmed = line.trim();
    if !trimmed.is_empty() && trimmed.chars().all(|c| c == '^' || c == '~') {
        return format!("\x1b[1;32m{line}{RESET}");
    }
    // The first severity word at the start of the line or after a `...: ` prefix.
    let found = SEVERITIES
        .iter()
        .filter_map(|&(word, colour)| {
            let at = if line.starts_with(word) {
                Some(0)
            } else {
                line.find(&format!(": {word}")).map(|i| i + 2)
            }?;
            Some((at, word, colour))
        })
        .min_by_key(|&(at, ..)| at);
    match found {
        Some((at, word, colour)) => {
            let (prefix, rest) = line.split_at(at);
            let rest = &rest[word.len()..];
            let prefix = if prefix.is_empty() {
                String::new()
            } else {
                format!("{BOLD}{prefix}{RESET}")
            };
            format!("{prefix}{colour}{word}{RESET}{rest}")
        }
        None => line.to_string(),
    }
}
