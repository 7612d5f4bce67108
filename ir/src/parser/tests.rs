//! Parser and printer unit tests: each construct, both forms, and diagnostics.

use super::parse_source;
use crate::printer::{print_op, PrintOptions};
use crate::{Context, DialectRegistry};

fn ctx() -> Context {
    let mut c = Context::new(DialectRegistry::new());
    c.allow_unregistered = true;
    c
}

const GENERIC: PrintOptions = PrintOptions {
    generic: true,
    debug_info: false,
    print_aliases: false,
};
const CUSTOM: PrintOptions = PrintOptions {
    generic: false,
    debug_info: false,
    print_aliases: false,
};

/// Parses `src`, prints it with `opts`, and checks that parsing the output prints the
/// same text again.
fn roundtrip(src: &str, opts: &PrintOptions) -> String {
    let mut c = ctx();
    let m = parse_source(&mut c, src, "in.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    let text = print_op(&c, m, opts);
    let mut c2 = ctx();
    let m2 = parse_source(&mut c2, &text, "out.mlir")
        .unwrap_or_else(|d| panic!("reparse failed: {d:?}\n{text}"));
    assert_eq!(print_op(&c2, m2, opts), text);
    text
}

/// The error message and `line:col` of parsing `src`.
fn error(src: &str) -> (String, u32, u32) {
    let mut c = ctx();
    let d = parse_source(&mut c, src, "in.mlir").expect_err("expected a parse error");
    let (_, line, col) = crate::diagnostic::file_line_col(&c, d.loc).expect("file location");
    (d.message, line, col)
}

#[test]
fn smoke() {
    let src = "%0 = \"t.c\"() {v = 1 : i32} : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n";
    let out = roundtrip(src, &CUSTOM);
    assert_eq!(
        out,
        "module {\n  %0 = \"t.c\"() {v = 1 : i32} : () -> i32\n  \"t.use\"(%0) : (i32) -> ()\n}\n"
    );
    let _ = error("%0 = ");
}
