//! `linalg` through the text format: the forms mlir-opt-22 prints.

use crate::testutil::roundtrip;

#[test]
fn generic_prints_as_upstream() {
    let src = "#id = affine_map<(d0) -> (d0)>\n\
        func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n\
        %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {\n\
        ^bb0(%in: f32, %out: f32):\n\
        linalg.yield %in : f32\n\
        } -> tensor<4xf32>\n\
        return %0 : tensor<4xf32>\n\
        }\n";
    let out = roundtrip(src);
    assert!(
        out.starts_with("#map = affine_map<(d0) -> (d0)>\n"),
        "{out}"
    );
    assert!(
        out.contains("linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {"),
        "{out}"
    );
    assert!(out.contains("} -> tensor<4xf32>"), "{out}");
}

#[test]
fn named_ops_build_upstreams_body() {
    let src = "func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {\n\
        %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>\n\
        return %0 : tensor<4x16xf32>\n\
        }\n";
    let out = roundtrip(src);
    // The default maps are left out of the custom form.
    assert!(
        out.contains("%0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>"),
        "{out}"
    );
    let (ctx, m) = crate::testutil::parse(src).unwrap();
    let generic = crate::testutil::print(&ctx, m, true);
    // Signed casts of both inputs, then multiply and accumulate.
    for needle in [
        "\"arith.sitofp\"(%arg3) : (i8) -> f32",
        "\"arith.sitofp\"(%arg4) : (i8) -> f32",
        "\"arith.mulf\"",
        "\"arith.addf\"(%arg5, %3)",
        "indexing_maps = [#map, #map1, #map2]",
    ] {
        assert!(generic.contains(needle), "{needle} in {generic}");
    }
}

/// The shape check's evaluation of affine expressions: MLIR's `floordiv` rounds toward
/// -inf, `ceildiv` toward +inf, `mod` is non-negative (hand-worked values).
#[test]
fn shape_check_evaluates_affine_exprs_as_mlir() {
    use visa_ir::affine::AffineBinaryOp as B;
    let mut ctx = crate::testutil::context();
    let d0 = ctx.affine_dim(0);
    let d1 = ctx.affine_dim(1);
    let c3 = ctx.affine_constant(3);
    let c2 = ctx.affine_constant(2);
    // d0 * 2 + d1 (a strided window index).
    let m = ctx.affine_mul(d0, c2);
    let e = ctx.affine_add(m, d1);
    assert_eq!(super::verify::eval(&ctx, e, &[3, 4]), Some(10));
    let cases = [
        (B::FloorDiv, 7, Some(2)),
        (B::FloorDiv, -7, Some(-3)),
        (B::CeilDiv, 7, Some(3)),
        (B::CeilDiv, -7, Some(-2)),
        (B::Mod, 7, Some(1)),
        (B::Mod, -7, Some(2)),
    ];
    for (op, x, want) in cases {
        let e = ctx.affine_binary(op, d0, c3);
        assert_eq!(super::verify::eval(&ctx, e, &[x]), want, "{op:?} {x}");
    }
    // A dim beyond the point given has no value.
    assert_eq!(super::verify::eval(&ctx, d1, &[1]), None);
}
