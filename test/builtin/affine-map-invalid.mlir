// Malformed affine maps and sets: upstream's words at upstream's places (checked with
// mlir-opt-22), never a crash.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m = affine_map<(d0, d1) -> (d0 * d1)>

// -----
// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
#m = affine_map<(d0, d1) -> (d0 floordiv d1)>

// -----
// expected-error @+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
#m = affine_map<(d0, d1) -> (d0 ceildiv (d1 + 1))>

// -----
// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
#m = affine_map<(d0)[s0] -> (s0 mod d0)>

// -----
// The error of a chain is placed at the operator that follows the faulty product.
// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m = affine_map<(d0)[s0] -> (d0 - (d0 + s0) * d0)>

// -----
// expected-error @+1 {{redefinition of identifier 'i'}}
#m = affine_map<(i, j)[i] -> (i)>

// -----
// expected-error @+1 {{use of undeclared identifier}}
#m = affine_map<(d0) -> (d0 + d1)>

// -----
// expected-error @+1 {{missing right operand of binary operator}}
#m = affine_map<(d0) -> (d0 +)>

// -----
// expected-error @+1 {{missing left operand of binary operator}}
#m = affine_map<(d0) -> (* d0)>

// -----
// expected-error @+2 {{expected affine expression}}
// expected-error @+1 {{missing operand of negation}}
#m = affine_map<(d0) -> (-)>

// -----
// expected-error @+1 {{no expression inside parentheses}}
#m = affine_map<(d0) -> (d0 + ())>

// -----
// expected-error @+1 {{constant too large for index}}
#m = affine_map<(d0) -> (d0 + 9223372036854775808)>

// -----
// expected-error @+1 {{expected '->' or ':'}}
#m = affine_map<(d0) (d0)>

// -----
// expected-error @+1 {{expected AffineMap, but got IntegerSet}}
#m = affine_map<(d0) : (d0 >= 0)>

// -----
// expected-error @+1 {{expected IntegerSet, but got AffineMap}}
#s = affine_set<(d0) -> (d0)>

// -----
// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
#s = affine_set<(d0) : (d0 > 0)>

// -----
// expected-error @+1 {{expected ')' in dimensional identifier list}}
#m = affine_map<(d0 -> (d0)>

// -----
// expected-error @+1 {{expected ']' in symbol list}}
#m = affine_map<(d0)[s0 -> (d0)>

// -----
// expected-error @+1 {{expected bare identifier}}
#m = affine_map<(d0,) -> (d0)>

// -----
// expected-error @+1 {{unexpected ssa identifier}}
#m = affine_map<(d0) -> (%x)>

// -----
// expected-error @+1 {{expected '>' in affine map}}
#m = affine_map<(d0) -> (d0)

// -----
// expected-error @+1 {{expected '<' in integer set}}
#s = affine_set

// -----
// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
"x.o"() {a = memref<4x4xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// -----
// expected-error @+1 {{cannot have affine map for unranked memref type}}
"x.o"() {a = memref<*xf32, affine_map<(d0) -> (d0)>>} : () -> ()
