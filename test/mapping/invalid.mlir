// Errors in mapping attributes and axis declarations.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --mapping-verify

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // expected-error @+1 {{'test.op' op mapping in attribute `m` m[B] is ill-formed at column 1: unknown axis `B`}}
  "test.op"() {m = #mapping<m[B]>} : () -> ()
}

// -----

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  // expected-error @+1 {{mapping in attribute `m` m[A % 3] is ill-formed at column 5: Modulo size must divide the original size (3 does not divide 2048)}}
  "test.op"() {m = [#mapping<m[A % 3]>]} : () -> ()
}

// -----

module {
  // expected-error @+1 {{'test.op' op uses mapping expressions but no enclosing op declares `mapping.axes = #mapping.axes<...>`}}
  "test.op"() {m = #mapping<m[A]>} : () -> ()
}

// -----

// expected-error @+1 {{unbalanced brackets in dialect body}}
"test.op"() {m = #mapping<m[A)]>} : () -> ()

// -----

// expected-error @+1 {{expected a mapping `m[...]`}}
"test.op"() {m = #mapping<A / 8>} : () -> ()

// -----

// expected-error @+1 {{invalid axes: axis `A` declared twice}}
module attributes {mapping.axes = #mapping.axes<A = 8, A = 2>} {
}

// -----

// expected-error @+1 {{unknown attribute `#mapping.foo`}}
"test.op"() {m = #mapping.foo<1>} : () -> ()

// -----

// The axes declaration must be a `#mapping.axes<...>`.
// expected-error @+1 {{attribute `mapping.axes` must be a `#mapping.axes<...>`}}
module attributes {mapping.axes = 2048 : i64} {
  "test.op"() {m = #mapping<m[A]>} : () -> ()
}
