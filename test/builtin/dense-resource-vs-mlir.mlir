// `dense_resource` attributes and the file's resource section against mlir-opt-22: the
// blobs used are printed in order of first use (unused ones dropped), keys quoted when
// not bare identifiers, the alignment word kept, external resources kept (empty groups
// dropped), in upstream's layout and indentation; mlir-opt reads visa-opt's output.
// REQUIRES: mlir-opt
// (`diff -B`: mlir-opt ends its output with an empty line.)
// RUN: visa-opt %s --allow-unregistered-dialect > %t.visa
// RUN: mlir-opt %s --allow-unregistered-dialect > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.visa.g
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.mlir.g
// RUN: diff -B %t.visa.g %t.mlir.g
// RUN: visa-opt %s --allow-unregistered-dialect | mlir-opt --allow-unregistered-dialect > %t.back
// RUN: diff -B %t.back %t.mlir
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: "test.op"() {a = dense_resource<"a b"> : tensor<3xi16>, b = dense_resource<zz> : tensor<2xf32>, c = dense_resource<zz> : tensor<1xi64>, d = [dense_resource<w8> : memref<2xi8>]} : () -> ()
"test.op"() {b = dense_resource<zz> : tensor<2xf32>, a = dense_resource<"a b"> : tensor<3xi16>, c = dense_resource<zz> : tensor<1xi64>, d = [dense_resource<w8> : memref<2xi8>]} : () -> ()
// CHECK: "test.op2"() {v = dense_resource<cplx> : tensor<1xcomplex<f32>>} : () -> ()
"test.op2"() {v = dense_resource<cplx> : tensor<1xcomplex<f32>>} : () -> ()

// CHECK: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       "a b": "0x02000000010002000300",
// CHECK-NEXT:       zz: "0x0400000000000000000080BF",
// CHECK-NEXT:       w8: "0x010000007F80",
// CHECK-NEXT:       cplx: "0x080000000000803F00000040"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     foo: {
// CHECK-NEXT:       x: "hi",
// CHECK-NEXT:       y: true,
// CHECK-NEXT:       z: "0x04000000ABCD"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
{-#
  dialect_resources: {
    builtin: {
      cplx: "0x080000000000803F00000040",
      zz: "0x0400000000000000000080BF",
      unused: "0x0400000001000000",
      w8: "0x010000007f80",
      "a b": "0x02000000010002000300"
    }
  },
  external_resources: {
    foo: { x: "hi", y: true, z: "0x04000000ABCD" },
    empty: {}
  }
#-}
