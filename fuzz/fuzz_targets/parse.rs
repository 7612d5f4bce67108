//! Fuzz target `parse`: any UTF-8 input goes through the parser, which must not panic;
//! when it parses, the module is verified and printed in both forms, and each printed
//! text must parse back and print identically.
//!
//! Run (nightly): `cargo fuzz run parse` from `fuzz/`. The stable stand-in is
//! `cargo test -p visa-ir --test roundtrip_mutations`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_ir::parser::parse_source;
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{verifier, Context, DialectRegistry};

fn ctx() -> Context {
    let mut c = Context::new(DialectRegistry::new());
    c.allow_unregistered = true;
    c
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut c = ctx();
    let Ok(m) = parse_source(&mut c, text, "fuzz.mlir") else {
        return;
    };
    let _ = verifier::verify(&c, m);
    for generic in [true, false] {
        let opts = PrintOptions {
            generic,
            debug_info: true,
            print_aliases: false,
            ..PrintOptions::DEFAULT
        };
        let printed = print_op(&c, m, &opts);
        let mut c2 = ctx();
        let m2 = parse_source(&mut c2, &printed, "printed.mlir").expect("printed text reparses");
        assert_eq!(print_op(&c2, m2, &opts), printed, "printing is stable");
    }
});
