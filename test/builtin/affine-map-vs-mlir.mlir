// Affine maps and integer sets against mlir-opt-22: every form visa-opt prints (custom
// and generic) is what mlir-opt prints for the same input, byte for byte, including
// the `#map`/`#set` aliases and their numbering, and each tool reads the other's output
// back to the same text. The expressions cover the syntax of upstream's
// test/IR/affine-map.mlir with our own chunks: folding, operand order, merged terms,
// `mod` recognition, divisions of known multiples, parenthesization, keywords and
// integer types as identifiers, overflow, memref layouts (identity maps dropped).
// REQUIRES: mlir-opt
// RUN: visa-opt %s --allow-unregistered-dialect > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.visa.g
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.mlir.g
// RUN: diff -B %t.visa.g %t.mlir.g
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-local-scope > %t.visa.l
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-local-scope > %t.mlir.l
// RUN: diff -B %t.visa.l %t.mlir.l
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect > %t.back
// RUN: diff -B %t.back %t.mlir
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | visa-opt --allow-unregistered-dialect > %t.read
// RUN: diff %t.read %t.visa

#id2 = affine_map<(a, b) -> (a, b)>
#id2s = affine_map<(a, b)[n] -> (a, b)>
#zero = affine_map<() -> (0)>
#t = affine_map<(x, y) -> (y, x)>

// Constant folding and operand order.
"x.fold"() {a = affine_map<(i, j) -> (2 + i, 4*j + 1, 7 - 3*2 + i, i + 2 + 0, 10 - 9 + i * 1 - 1)>, b = affine_map<(i, j) -> (6+2, 3*3, 9-10, 101 floordiv 10, 11 mod 4, 11 ceildiv 4, -7 floordiv 2, -7 mod 2, -7 ceildiv 2)>, c = affine_map<(i, j) -> (4 mod 3 + 1, 6*4 - 5, 64 * (300 ceildiv 64), 50 floordiv 8 * 2)>} : () -> ()
"x.order"() {a = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d0, s0 + d0, 3 + s1, s1 + s0, s1 * s0, d2 + d1 + d0, (d1 + 3) + d0, s1 * 2 + d1, 5 * s0, s0 * d2)>} : () -> ()
"x.assoc"() {a = affine_map<(i, j)[n] -> (i + n, j + 6, i + j + n, 3 + i + j + n, (i + j) + 4, i + (j + 4), (i + j + 1) + 4, (j) + 2)>} : () -> ()

// Merged terms, recognized mods, known multiples.
"x.merge"() {a = affine_map<(i, j) -> (5*i - 3*i + i, (i + j) + (i + j), 3 * (i mod 3) - i mod 3, i - i + j, -i + i + i, (2 + i + j floordiv 3) - (i + j floordiv 3 + 2))>} : () -> ()
"x.mods"() {a = affine_map<(d0)[s0] -> (d0 - d0 floordiv 8 * 8, d0 - d0 floordiv (2 * s0) * (2 * s0), d0 + (d0 floordiv 8 - 8), d0 + (d0 floordiv 8) * -8, d0 + (d0 floordiv -8) * 8, d0 + (d0 floordiv s0) * (s0 * -1), d0 + ((d0 floordiv 8) * 8 - 1))>} : () -> ()
"x.multiples"() {a = affine_map<(i, j, k)[n] -> (i * 0, 1 * j, i * 256 floordiv 32, k * 0 floordiv 16, i * 32 ceildiv 32, i * 96 ceildiv 32, 8 * j mod 8, 2 * j * 8 mod 4, k mod 1, (i * 6 + 12) mod 6, 16 * j * n * 4 mod 64, (6 * i + (j * (n * 3))) mod 3, (6 * i + 5) mod 3)>} : () -> ()
"x.splits"() {a = affine_map<(d0, d1) -> ((6*d0 + 3) floordiv 6, (6*d0 + 12*d1 + 7) floordiv 3, (3*d0 + 9*d1 + 4) mod 3, (5*d0 - 7) mod 5, (6*d0 + 12*d1) mod 12, (d0 mod 24) mod 6, (d1 mod 24) mod 5, (((d0 * 6) mod 12) floordiv 3) mod 2)>} : () -> ()
"x.negdiv"() {a = affine_map<(d0, d1)[s0] -> (7 floordiv -2, 7 ceildiv -2, -7 floordiv -2, 0 floordiv -3, 7 mod -2, (s0 * 2) ceildiv -2, (d0 * -2) floordiv -2, (d1 * 2 + 6) floordiv -2, d0 floordiv -1, (d0 mod -2) floordiv 9)>} : () -> ()
// (`(d0 + s0) - (d1 floordiv 2)` prints `d0 + -(d1 floordiv 2) + s0`, which reads back
// as another tree in both tools: unit tests.)
"x.sumsplit"() {a = affine_map<(d0, d1, d2)[s0] -> ((d0 + d1) - (d1 floordiv 2) * 2, (d1 + d2) - (d1 floordiv 2) * 2, (d0 + (d1 floordiv 4) * 2) + (d1 floordiv 4) * 3, (d0 + s0) - ((d0 + s0) floordiv 4) * 4, (d0 + s0) + (d1 ceildiv 2) * -1)>} : () -> ()
"x.divone"() {a = affine_map<(i, j)[s0] -> ((i * 3 + 2) ceildiv 1, (j + s0) floordiv 1, i mod 0, j floordiv -3, i ceildiv 0)>} : () -> ()

// Products, negations, parentheses.
"x.products"() {a = affine_map<(i, j)[s0, s1] -> (i * s0, s0 + i, 3 + i, j * 3, s1 * 3, 3 + s0, (i * 2) * s0, i * (s0 * s1), s0 * s0 * 4 * i + 7, i*s1*s0 + j*s1 + 1)>} : () -> ()
"x.negations"() {a = affine_map<(i, j)[s0, s1] -> (-3*i, -2*j, -5, -1*(i+j), -1*s0, -4+-3-(-2), -1*j, -(i * 3), -(i floordiv 2), i - (i * 4), i - (i mod 3), i + (-3) * i, i - 3*j - 2, i - s1*j + 4)>} : () -> ()
"x.parens"() {a = affine_map<(d0)[s0] -> (8*d0 + ((d0 + 2) * -1) + 6, d0 - (d0 + 2), -s0 ceildiv 3, d0 floordiv -2, (d0 * 3) floordiv 2, (d0 ceildiv 5) mod s0, d0 - 3 * (d0 + s0), (d0 + s0) * 2 - d0)>} : () -> ()
"x.empty"() {a = affine_map<() -> ()>, b = #zero, c = affine_map<(d0) -> ()>, d = affine_map<()[s0] -> (s0)>} : () -> ()

// Identifiers: integer types and keywords.
"x.names"() {a = affine_map<(i8, i16)[mod, floordiv] -> (mod floordiv 2 - i8, floordiv mod 3 - i16, i8 + i16 + mod)>, b = affine_map<(f32, index)[step, loc] -> (step - f32, loc - index)>} : () -> ()

// Overflow: a constant sum or product that overflows is kept. (A result printed with
// i64::MIN, `d0 - -9223372036854775808`, reads back in neither tool: unit tests.)
"x.overflow"() {a = affine_map<(d0) -> (9223372036854775807 + 1, 9223372036854775807 * 2, (d0 * 9223372036854775807) * 2, d0 * 9223372036854775807 + d0 * 2, (-9223372036854775807 - 1) floordiv 3, (-9223372036854775807 - 1) mod 3, (-9223372036854775807 - 1) ceildiv 3)>} : () -> ()

// Integer sets.
"x.sets"() {a = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 == 0, d0 - 1 >= 0)>, b = affine_set<() : ()>, c = affine_set<(d0, d1) : (d0 <= d1, d0 * 2 == d1 + 4, d1 floordiv 2 >= 0)>, d = affine_set<(i)[N] : (N - i - 1 >= 0, i mod 2 == 0)>} : () -> ()

// Aliases are shared: equal maps written differently are one map.
"x.shared"() {a = affine_map<(i, j) -> (i + 1, j * 4 + 2)>, b = affine_map<(i, j) -> (1 + i, 2 * 2 * j + 2)>, c = affine_map<(i, j) -> (i + 3 - 2, j * 4 * 1 + 2)>, d = [#t, #t]} : () -> ()

// Memref layouts: identity maps (also with symbols) are dropped, others kept.
func.func private @layouts(memref<2x4xi8, #id2, 1>, memref<2x4xi8, #id2s>, memref<i8, #zero>, memref<2x4xf32, #t>, memref<2x4x8xf32, affine_map<(d0, d1, d2) -> (d0 * 32 + d1 * 8 + d2)>>, memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 3>)
func.func @use(%a: memref<4x4xf32, #t>) -> memref<4x4xf32, #t> {
  %b = "x.copy"(%a) {m = affine_map<(d0) -> (d0 * 5)>, s = affine_set<(d0) : (d0 == 0)>} : (memref<4x4xf32, #t>) -> memref<4x4xf32, #t>
  %c = "x.region"(%b) ({
  ^bb0(%x: memref<8xf32, affine_map<(d0) -> (d0 * 2 + 1)>>):
    "x.yield"() {q = affine_map<(d0) -> (d0 * 9)>} : () -> ()
  }) {z = [affine_map<(d0) -> (d0 * 7)>, affine_set<(d0) : (d0 >= 3)>]} : (memref<4x4xf32, #t>) -> memref<4x4xf32, #t>
  return %c : memref<4x4xf32, #t>
}
"x.encoding"() {t = tensor<4xf32, affine_map<(d0) -> (d0 * 11)>>, u = memref<8xf32, affine_map<(d0) -> (d0)>>} : () -> ()
