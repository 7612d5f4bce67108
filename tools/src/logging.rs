//! Logging set-up shared by the tools: `RUST_LOG` selects what `tracing` prints on
//! standard error (`RUST_LOG=info` shows each pass's start and end), without timestamps,
//! and with ANSI colours only when standard error is a terminal and `NO_COLOR` is unset,
//! so a log piped to a file or `grep` carries no escape codes.

use std::io::IsTerminal as _;

/// Whether log lines get ANSI colours: only on a terminal, and never with `NO_COLOR` set
/// to a non-empty value (<https://no-color.org>).
pub fn use_colour(stderr_is_terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
    stderr_is_terminal && no_color.is_none_or(|v| v.is_empty())
}

/// Installs the tools' `tracing` subscriber (once per process; later calls do nothing).
pub fn init() {
    let ansi = use_colour(
        std::io::stderr().is_terminal(),
        std::env::var_os("NO_COLOR").as_deref(),
    );
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_writer(std::io::stderr)
        .with_ansi(ansi)
        .without_time()
        .try_init();
}

#[cfg(test)]
mod tests {
    use super::use_colour;
    use std::ffi::OsStr;

    #[test]
    fn colours_only_on_a_terminal_without_no_color() {
        assert!(use_colour(true, None));
        assert!(use_colour(true, Some(OsStr::new(""))));
        assert!(!use_colour(true, Some(OsStr::new("1"))));
        assert!(!use_colour(false, None));
        assert!(!use_colour(false, Some(OsStr::new("1"))));
    }
}
