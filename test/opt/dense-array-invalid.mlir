// array<T: ...> and typed-string errors, in mlir-opt-22's words (checked with it),
// except the non-integer, non-float element type, on which mlir-opt-22 crashes
// (decision "attrs › Dense arrays").
// RUN: visa-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i7: 1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i8: 256>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i8: -129>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"test.op"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"test.op"() {a = array<i8: 1,>} : () -> ()

// -----

// expected-error @+1 {{unexpected decimal integer literal for a floating point value}}
"test.op"() {a = array<f32: 1>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"test.op"() {a = array<f32: -0x1>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"test.op"() {a = array<f16: 0x10000>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"test.op"() {a = array<i1: 2>} : () -> ()

// -----

// expected-error @+1 {{dense array element type must be an integer or float type}}
"test.op"() {a = array<index: 1>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = "s" : } : () -> ()
