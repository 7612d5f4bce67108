// mlir-opt-22 gives the errors of these chunks, which dense-resource-invalid.mlir
// expects too (that file also holds visa's own refusals, decision TY-4).
// REQUIRES: mlir-opt
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

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
