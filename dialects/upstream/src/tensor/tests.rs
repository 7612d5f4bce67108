//! Unit tests of the `tensor` dialect's helpers.

use super::verify::tensor_str;
use visa_ir::{Context, DialectRegistry, FloatKind};

#[test]
fn tensor_str_matches_the_printer() {
    let mut ctx = Context::new(DialectRegistry::new());
    let f32 = ctx.float_type(FloatKind::F32);
    for shape in [&[][..], &[4], &[4, visa_ir::types::DYNAMIC, 1]] {
        let t = ctx.tensor_type(shape, f32).unwrap();
        assert_eq!(tensor_str(&ctx, shape, f32), ctx.type_to_string(t));
    }
}
