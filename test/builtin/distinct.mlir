// distinct[N]<attr> (MLIR's DistinctAttr): the same N within a file is one attribute;
// the printer numbers them anew in order of printing, aliases each as #distinct,
// #distinct1, ... (not distinct[N]<>, which references unit). mlir-opt-22 prints the
// same: see distinct-vs-mlir.mlir.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<42 : i32>
// CHECK-NEXT: #distinct2 = distinct[2]<"s">
// CHECK-NEXT: #distinct3 = distinct[3]<{k = distinct[4]<>}>
// CHECK-NEXT: module {
// The unaliased distinct[N]<> gets its number when the body prints it.
// CHECK-NEXT: "t.a"() {a = #distinct, b = distinct[5]<>, c = #distinct, d = #distinct1, e = [#distinct2]} : () -> ()
// CHECK-NEXT: "t.b"() {x = distinct[5]<>, y = #distinct3} : () -> ()
// LOCAL: "t.a"() {a = distinct[0]<42 : i32>, b = distinct[1]<>, c = distinct[0]<42 : i32>, d = distinct[2]<42 : i32>, e = [distinct[3]<"s">]} : () -> ()
// LOCAL-NEXT: "t.b"() {x = distinct[1]<>, y = distinct[4]<{k = distinct[5]<>}>} : () -> ()
"t.a"() {a = distinct[5]<42 : i32>, b = distinct[3]<unit>, c = distinct[5]<42 : i32>, d = distinct[7]<42 : i32>, e = [distinct[9]<"s">]} : () -> ()
"t.b"() {x = distinct[3]<>, y = distinct[1]<{k = distinct[0]<>}>} : () -> ()
