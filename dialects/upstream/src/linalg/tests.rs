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
