// array<T: ...> of every element type MLIR's DenseArrayAttr takes (i1 as true/false,
// signless integers printed signed, uiN unsigned, floats of any format as float
// attributes print them, hex NaNs kept), and typed strings ("foo" : i32; ": none" is
// the untyped string). The CHECK lines are mlir-opt-22's output for this file,
// generated once with `mlir-opt-22 --allow-unregistered-dialect dense-array.mlir`
// (the generic form prints the same attribute text).
// RUN: visa-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: visa-opt --allow-unregistered-dialect %s --mlir-print-op-generic | visa-opt --allow-unregistered-dialect | FileCheck %s

"test.op"() {a = array<i1: true, false>, b = array<i8: -128, 127>, c = array<i16: 1, -2>, d = array<i32>, e = array<f32: 1.0, 0.1, 0x7FC00001>, f = array<f64: 1.5, 1.0e300>, g = "foo" : i32, k = array<i64: 1, 2>, l = array<i8: 255>} : () -> ()
"test.op"() {a = array<ui8: 255, 0>, b = array<si8: -1>, c = array<ui8: -1>, d = array<f8E4M3FN: 1.0, 0x7F>, e = array<bf16: 1.0>, f = array<i1: true>, g = array<i64: 9223372036854775808>, h = array<i64: 18446744073709551615>, i = array<ui64: 18446744073709551615>, j = array<f16: 0.1, 0x7C01>, k = array<f128: 1.0>, l = "x" : none, m = ["a" : i8, "b"]} : () -> ()

// CHECK-LABEL: module {
// CHECK-NEXT: "test.op"() {a = array<i1: true, false>, b = array<i8: -128, 127>, c = array<i16: 1, -2>, d = array<i32>, e = array<f32: 1.000000e+00, 1.000000e-01, 0x7FC00001>, f = array<f64: 1.500000e+00, 1.000000e+300>, g = "foo" : i32, k = array<i64: 1, 2>, l = array<i8: -1>} : () -> ()
// CHECK-NEXT: "test.op"() {a = array<ui8: 255, 0>, b = array<si8: -1>, c = array<ui8: 255>, d = array<f8E4M3FN: 1.000000e+00, 0x7F>, e = array<bf16: 1.000000e+00>, f = array<i1: true>, g = array<i64: -9223372036854775808>, h = array<i64: -1>, i = array<ui64: 18446744073709551615>, j = array<f16: 9.997550e-02, 0x7C01>, k = array<f128: 1.000000e+00>, l = "x", m = ["a" : i8, "b"]} : () -> ()
