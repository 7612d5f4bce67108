// convert-stream-to-engine needs one host function to lower: the only one, or the one
// named by its `entry` option.
// RUN: visa-opt %s --split-input-file --convert-stream-to-engine --verify-diagnostics
// RUN: not visa-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stream-to-engine{entry=other})' 2>&1 | FileCheck %s --check-prefix=ENTRY

// expected-error @+1 {{has no `stream.host_func` to run}}
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
}

// -----

// expected-error @+1 {{has several `stream.host_func`s; name the entry}}
module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.host_func @a() {
    stream.return
  }
  stream.host_func @b() {
    stream.return
  }
}

// ENTRY: error: 'builtin.module' op has no `stream.host_func @other`
// ENTRY: error: 'builtin.module' op has no `stream.host_func @other`
