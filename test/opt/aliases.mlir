// Type and attribute aliases are expanded at their uses.
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-aliases | visa-opt --allow-unregistered-dialect | FileCheck %s

!t = !test.tile<8 x i32>
#attr = #test.tag<"hot">

// CHECK: "test.use"() {tag = #test.tag<"hot">} : () -> !test.tile<8 x i32>
%0 = "test.use"() {tag = #attr} : () -> !t
