// Affine maps and integer sets: parsed, simplified on construction as upstream does,
// printed as `#map`/`#set` aliases at the top (numbered in printing order, maps
// first); identity memref layouts are dropped. Our own chunks over the syntax of
// upstream's test/IR/affine-map.mlir; each expected form is worked out by hand from
// upstream's rules (affine-map-vs-mlir.mlir checks the same ground against mlir-opt).
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: #map = affine_map<(d0, d1) -> (d0 + 1, d1 * 4 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 + s0 + 5 + d1, d1 mod s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 mod 4, d0 + d0 floordiv 4 - 4)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 * 3, 0, d0 * 2, d1 mod 5)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 * 16 - (d0 + 1) + 15, -(d0 floordiv 2), (-s0) floordiv 4, d0 - s0 * 2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map6 = affine_map<() -> (0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 == 0, -d0 + 3 >= 0)>
// CHECK-NEXT: #set1 = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {

// Written three ways, one map: `1 + i` and `2*2*j` are canonicalized.
// CHECK: "x.same"() {a = #map, b = #map, c = #map}
"x.same"() {a = affine_map<(i, j) -> (i + 1, 4*j + 2)>, b = affine_map<(i, j) -> (1 + i, 2*2*j + 2)>, c = affine_map<(i, j) -> (3 - 2 + i + 0, j*4*1 + 2)>} : () -> ()
// Constants go right, symbols after dims (`5 + s + i` is `i + (s + 5)`, and `+ j` does
// not reorder it); `mod` by a symbol is semi-affine.
// CHECK: "x.order"() {a = #map1}
"x.order"() {a = affine_map<(i, j)[s] -> (5 + s + i + j, j mod s)>} : () -> ()
// `e - (e floordiv 4) * 4` is `e mod 4`; `e + (e floordiv 4 - 4)` is not.
// CHECK: "x.mod"() {a = #map2}
"x.mod"() {a = affine_map<(d0) -> (d0 - d0 floordiv 4 * 4, d0 + ((d0 floordiv 4) - 4))>} : () -> ()
// Merged coefficients; known multiples of the divisor.
// CHECK: "x.merge"() {a = #map3}
"x.merge"() {a = affine_map<(d0, d1) -> (4*d0 - 2*d0 + d0, (d0 * 8 + 4) mod 4, d0 * 128 floordiv 64, (d1 mod 35) mod 5)>} : () -> ()
// Parentheses and subtraction as printed.
// CHECK: "x.print"() {a = #map4}
"x.print"() {a = affine_map<(d0)[s0] -> (16*d0 + ((d0 + 1) * -1) + 15, -(d0 floordiv 2), -s0 floordiv 4, d0 - 2*s0)>} : () -> ()
// Constraints are kept as `e >= 0` / `e == 0`; an empty set is `0 == 0`.
// CHECK: "x.sets"() {a = #set, b = #set1}
"x.sets"() {a = affine_set<(d0)[s0] : (d0 >= 0, s0 == d0, d0 <= 3)>, b = affine_set<() : ()>} : () -> ()

// Layouts: an identity map (symbols allowed) is the default layout and disappears.
// CHECK: func.func private @f(memref<2x4xi8, 1>, memref<2x4xi8>, memref<2x4xi8, #map5>, memref<i8, #map6>)
func.func private @f(memref<2x4xi8, affine_map<(i, j) -> (i, j)>, 1>, memref<2x4xi8, affine_map<(i, j)[s] -> (i, j)>>, memref<2x4xi8, affine_map<(i, j) -> (j, i)>>, memref<i8, affine_map<() -> (0)>>)

// LOCAL-NOT: #map
// LOCAL: "x.same"() {a = affine_map<(d0, d1) -> (d0 + 1, d1 * 4 + 2)>, b = affine_map<(d0, d1) -> (d0 + 1, d1 * 4 + 2)>
// LOCAL: "x.sets"() {a = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 == 0, -d0 + 3 >= 0)>, b = affine_set<() : (0 == 0)>}
