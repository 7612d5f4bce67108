// Malformed distinct attributes, refused with mlir-opt-22's words at its places
// (see distinct-vs-mlir.mlir, where mlir-opt-22 checks the same expectations).
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{expected '[' after 'distinct'}}
"t.a"() {a = distinct(0)<1>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"t.a"() {a = distinct[x]<1>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"t.a"() {a = distinct[-1]<1>} : () -> ()

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
"t.a"() {a = distinct[18446744073709551616]<1>} : () -> ()

// -----

// expected-error @+1 {{expected ']' to close distinct ID}}
"t.a"() {a = distinct[0 <1>} : () -> ()

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
"t.a"() {a = distinct[0]} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
"t.a"() {a = distinct[0]<1} : () -> ()

// -----

// One N, two referenced attributes: the message names the first.
// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i64}}
"t.a"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()
