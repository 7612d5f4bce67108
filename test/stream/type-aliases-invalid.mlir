// Errors for attribute aliases inside stream types, at the alias's column.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{undefined symbol alias id 'nope'}}
"test.op"() : () -> !stream.hbm<i8, m[1], #nope>

// -----

#n = 42 : i64
// expected-error @+1 {{attribute alias '#n' is `42 : i64`, not a mapping `#mapping<m[...]>`}}
"test.op"() : () -> !stream.hbm<i8, #n, m[1]>

// -----

#late = #mapping<m[1]>
// expected-error @+1 {{expected a mapping `m[...]` or an attribute alias `#name`}}
"test.op"() : () -> !stream.hbm<i8, #late m[1], m[1]>
