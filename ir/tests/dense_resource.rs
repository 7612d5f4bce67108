//! A `dense_resource` blob of 8 MiB: parsed into one shared byte buffer equal to the
//! bytes the text encodes (generated here by a plain xorshift and hex-formatted with
//! `format!`, independently of the code under test), and printed back byte for byte.
//! The 2 GiB figures come from `ir/examples/dense_resource_scale.rs`.

use visa_ir::parser::parse_source;
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{Context, DialectRegistry};

#[test]
fn an_8_mib_blob_round_trips_and_is_held_once() {
    let n: usize = 8 << 20;
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes: Vec<u8> = (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 56) as u8
        })
        .collect();
    let mut hex = String::with_capacity(2 * n);
    for b in &bytes {
        hex.push_str(&format!("{b:02X}"));
    }
    let text = format!(
        "module {{\n  \"test.a\"() {{value = dense_resource<w> : tensor<{}xf32>}} : () -> ()\n  \
         \"test.b\"() {{value = dense_resource<w> : tensor<{n}xi8>}} : () -> ()\n}}\n\n\
         {{-#\n  dialect_resources: {{\n    builtin: {{\n      w: \"0x10000000{hex}\"\n    }}\n  }}\n#-}}\n",
        n / 4
    );
    let mut ctx = Context::new(DialectRegistry::new());
    ctx.allow_unregistered = true;
    let m = parse_source(&mut ctx, &text, "big.mlir").unwrap();
    let ops: Vec<_> = ctx.block_ops(ctx.module_body(m)).collect();
    let a = ctx.attrs(ops[0])[0].1;
    let b = ctx.attrs(ops[1])[0].1;
    let da = ctx.dense_resource_data(a).unwrap();
    let db = ctx.dense_resource_data(b).unwrap();
    assert!(da == &bytes[..]);
    // Both attributes read the one buffer.
    assert!(std::ptr::eq(da.as_ptr(), db.as_ptr()));
    let sym = ctx.lookup_sym("w").unwrap();
    assert_eq!(ctx.resource_blob(sym).unwrap().alignment, 16);
    let printed = print_op(&ctx, m, &PrintOptions::default());
    assert!(printed == text, "the blob does not print back identically");
}
