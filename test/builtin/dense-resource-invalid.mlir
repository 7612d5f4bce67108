// Every refusal of `dense_resource` and the resource section: upstream's (the same
// chunks as dense-resource-invalid-vs-mlir.mlir, which mlir-opt-22 runs) and visa's own
// (decision TY-4), each located.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{`dense_resource` expected a shaped type}}
"test.op"() {a = dense_resource<aa> : i32} : () -> ()

// -----

"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'aa'}}
      aa: "0x0200000001000200030"
    }
  }
#-}

// -----

"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'aa'}}
      aa: "abcd"
    }
  }
#-}

// -----

"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'aa'}}
      aa: "0x02000000zz000200"
    }
  }
#-}

// -----

"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'aa'}}
      aa: true
    }
  }
#-}

// -----

"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'aa' to encode alignment in first 4 bytes}}
      aa: "0x01"
    }
  }
#-}

// -----

"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'aa' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      aa: "0x0300000001000200"
    }
  }
#-}

// -----

"test.op"() {} : () -> ()
{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'foo' is unknown}}
    foo: { x: "0x04000000ABCD" }
  }
#-}

// -----

"test.op"() {} : () -> ()
{-#
  // expected-error @+1 {{unknown key 'bogus' in file metadata dictionary}}
  bogus: {}
#-}

// -----

"test.op"() {} : () -> ()
{-#
  external_resources: {
    // expected-error @+1 {{expected string value for key 'x'}}
    foo: { x: 1 }
  }
#-}

// -----

// A reference to a blob the file does not define (upstream accepts it and fails on
// first access: decision TY-4).
// expected-error @+1 {{dense_resource 'nope' is not defined in the file's dialect_resources}}
"test.op"() {a = dense_resource<nope> : tensor<3xi16>} : () -> ()

// -----

// A blob whose size does not match its type (decision TY-4).
// expected-error @+1 {{dense_resource 'aa' holds 3 bytes but tensor<3xi16> needs 6}}
"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      aa: "0x02000000010002"
    }
  }
#-}

// -----

// Complex elements take twice their part's bytes.
// expected-error @+1 {{dense_resource 'c' holds 4 bytes but tensor<1xcomplex<f32>> needs 8}}
"test.op"() {a = dense_resource<c> : tensor<1xcomplex<f32>>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      c: "0x040000000000803F"
    }
  }
#-}

// -----

"test.op"() {} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      aa: "0x0400000001000000",
      // expected-error @+1 {{resource 'aa' is defined twice}}
      aa: "0x0400000001000000"
    }
  }
#-}

// -----

// An alignment of 0 is not a power of two (mlir-opt-22 runs out of memory on it:
// decision TY-4).
"test.op"() {a = dense_resource<aa> : tensor<3xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'aa' to encode alignment in first 4 bytes, but got non-power-of-2 value: 0}}
      aa: "0x00000000010002000300"
    }
  }
#-}
