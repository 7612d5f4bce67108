// Every builtin location form, printed under --mlir-print-debuginfo in the local
// scope (inline), with `#loc` aliases (the default: MLIR's numbering, op locations
// deferred after the module, argument locations and location attributes before it),
// and in the pretty form. mlir-opt-22 prints the same: see locations-vs-mlir.mlir.
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=ALIAS
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | visa-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s --check-prefix=PRETTY
// RUN: visa-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=PLAIN

// Locations of block arguments and attributes are defined first (numbered after the
// op locations met before them).
// ALIAS: #loc17 = loc("arg_name")
// ALIAS-NEXT: #loc18 = loc("{{.*}}locations.mlir":87:31)
// ALIAS-NEXT: #loc19 = loc("in_attr")
// ALIAS-NEXT: module {
// Without debug info a location attribute is still aliased; op locations are not printed.
// PLAIN: #loc = loc("in_attr")
// PLAIN-NEXT: module {
// PLAIN-NEXT: "t.file"() : () -> (){{$}}

// LOCAL: "t.file"() : () -> () loc("f.mlir":1:2)
// ALIAS-NEXT: "t.file"() : () -> () loc(#loc1)
// PRETTY: "t.file"() : () -> () f.mlir:1:2
"t.file"() : () -> () loc("f.mlir":1:2)
// A range over lines, within one line (both spellings), empty, and a line alone.
// LOCAL-NEXT: "t.lines"() : () -> () loc("f.mlir":1:2 to 3:4)
// LOCAL-NEXT: "t.cols"() : () -> () loc("f.mlir":1:2 to :4)
// LOCAL-NEXT: "t.cols2"() : () -> () loc("f.mlir":1:2 to :4)
// LOCAL-NEXT: "t.empty"() : () -> () loc("f.mlir":1:2)
// LOCAL-NEXT: "t.line"() : () -> () loc("f.mlir":7:0)
// PRETTY-NEXT: "t.lines"() : () -> () f.mlir:1:2 to 3:4
"t.lines"() : () -> () loc("f.mlir":1:2 to 3:4)
"t.cols"() : () -> () loc("f.mlir":1:2 to :4)
"t.cols2"() : () -> () loc("f.mlir":1:2 to 1:4)
"t.empty"() : () -> () loc("f.mlir":1:2 to 1:2)
"t.line"() : () -> () loc("f.mlir":7)
// LOCAL-NEXT: "t.unknown"() : () -> () loc(unknown)
// PRETTY: "t.unknown"() : () -> () [unknown]
"t.unknown"() : () -> () loc(unknown)
// Names, escaped as strings; an unknown child is no child.
// LOCAL-NEXT: "t.name"() : () -> () loc("a\0Ab")
// LOCAL-NEXT: "t.named"() : () -> () loc("n"("f.mlir":1:2))
// LOCAL-NEXT: "t.unnamed_child"() : () -> () loc("n")
"t.name"() : () -> () loc("a\nb")
"t.named"() : () -> () loc("n"("f.mlir":1:2))
"t.unnamed_child"() : () -> () loc("n"(unknown))
// Fused: flattened, unknown and repeated parts dropped, metadata kept (an empty list
// with metadata keeps `[unknown]`), a part with other metadata not flattened.
// LOCAL-NEXT: "t.fused"() : () -> () loc(fused["a", "b"])
// LOCAL-NEXT: "t.fused_one"() : () -> () loc("a")
// LOCAL-NEXT: "t.fused_none"() : () -> () loc(unknown)
// LOCAL-NEXT: "t.meta"() : () -> () loc(fused<"pass">["a"])
// LOCAL-NEXT: "t.meta_empty"() : () -> () loc(fused<"pass">[unknown])
// LOCAL-NEXT: "t.meta_dict"() : () -> () loc(fused<{k = 1 : i64}>["a", "b"])
// LOCAL-NEXT: "t.meta_nested"() : () -> () loc(fused<true>[fused<false>["a", "b"], "c"])
// LOCAL-NEXT: "t.meta_same"() : () -> () loc(fused<true>["a", "b", "c"])
// LOCAL-NEXT: "t.meta_loc"() : () -> () loc(fused<loc("m")>["a"])
// PRETTY: "t.fused"() : () -> () [#loc{{[0-9]+}}, #loc{{[0-9]+}}]
// PRETTY: "t.meta"() : () -> () <"pass">[#loc{{[0-9]+}}]
"t.fused"() : () -> () loc(fused["a", unknown, fused["b", "a"]])
"t.fused_one"() : () -> () loc(fused[unknown, "a"])
"t.fused_none"() : () -> () loc(fused[])
"t.meta"() : () -> () loc(fused<"pass">["a"])
"t.meta_empty"() : () -> () loc(fused<"pass">[])
"t.meta_dict"() : () -> () loc(fused<{k = 1}>["a", "a", unknown, "b"])
"t.meta_nested"() : () -> () loc(fused<true>[fused<false>["a", "b"], "c"])
"t.meta_same"() : () -> () loc(fused<true>[fused<true>["a", "b"], "c"])
"t.meta_loc"() : () -> () loc(fused<loc("m")>["a"])
// LOCAL-NEXT: "t.call"() : () -> () loc(callsite("g" at "f.mlir":2:3))
// LOCAL-NEXT: "t.call2"() : () -> () loc(callsite(callsite("a" at "b") at "c"))
// A name called from a file position stays on one line in the pretty form.
// PRETTY: "t.call"() : () -> () #loc{{[0-9]+}} at #loc{{[0-9]+}}
// PRETTY-NEXT: "t.call2"() : () -> () #loc{{[0-9]+}}
// PRETTY-NEXT: {{^}} at #loc{{[0-9]+}}
"t.call"() : () -> () loc(callsite("g" at "f.mlir":2:3))
"t.call2"() : () -> () loc(callsite(callsite("a" at "b") at "c"))
// Location attributes, and locations of block arguments (printed inline, the
// defaulted one at the argument's own position).
// LOCAL-NEXT: "t.attr"() ({
// LOCAL-NEXT: ^bb0(%arg0: i32 loc("arg_name"), %arg1: i32 loc("{{.*}}locations.mlir":[[# @LINE+6]]:31)):
// LOCAL-NEXT: }) {a = loc("in_attr")} : () -> () loc("f.mlir":9:9)
// ALIAS: "t.attr"() ({
// ALIAS-NEXT: ^bb0(%arg0: i32 loc("arg_name"), %arg1: i32 loc("{{.*}}locations.mlir":[[# @LINE+3]]:31)):
// ALIAS-NEXT: }) {a = #loc19} : () -> () loc(#loc16)
"t.attr"() ({
^bb0(%x: i32 loc("arg_name"), %y: i32):
}) {a = loc("in_attr")} : () -> () loc("f.mlir":9:9)
// An op without a location written is at its own position; the implicit module at 0:0.
// LOCAL-NEXT: "t.here"() : () -> () loc("{{.*}}locations.mlir":[[# @LINE+2]]:1)
// LOCAL-NEXT: } loc("{{.*}}locations.mlir":0:0)
"t.here"() : () -> ()
// Op locations are defined after the module, numbered by depth (one more than the
// deepest location inside), then in order of first use; one alias per location, so
// the two spellings of a one-line range get two.
// ALIAS: } loc(#loc)
// ALIAS-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// ALIAS-NEXT: #loc1 = loc("f.mlir":1:2)
// ALIAS-NEXT: #loc2 = loc("f.mlir":1:2 to 3:4)
// ALIAS-NEXT: #loc3 = loc("f.mlir":1:2 to :4)
// ALIAS-NEXT: #loc4 = loc("f.mlir":1:2 to :4)
// ALIAS-NEXT: #loc5 = loc("f.mlir":1:2)
// ALIAS-NEXT: #loc6 = loc("f.mlir":7:0)
// ALIAS-NEXT: #loc7 = loc(unknown)
// ALIAS-NEXT: #loc8 = loc("a\0Ab")
// ALIAS-NEXT: #loc9 = loc("n")
// ALIAS-NEXT: #loc10 = loc("a")
// ALIAS-NEXT: #loc11 = loc("b")
// ALIAS-NEXT: #loc12 = loc("c")
// ALIAS-NEXT: #loc13 = loc("m")
// ALIAS-NEXT: #loc14 = loc("g")
// ALIAS-NEXT: #loc15 = loc("f.mlir":2:3)
// ALIAS-NEXT: #loc16 = loc("f.mlir":9:9)
// ALIAS-NEXT: #loc20 = loc("{{.*}}locations.mlir":92:1)
// ALIAS-NEXT: #loc21 = loc("n"(#loc1))
// ALIAS-NEXT: #loc22 = loc(fused[#loc10, #loc11])
// ALIAS-NEXT: #loc23 = loc(fused<"pass">[#loc10])
// ALIAS-NEXT: #loc24 = loc(fused<"pass">[#loc7])
// ALIAS-NEXT: #loc25 = loc(fused<{k = 1 : i64}>[#loc10, #loc11])
// ALIAS-NEXT: #loc26 = loc(fused<false>[#loc10, #loc11])
// ALIAS-NEXT: #loc27 = loc(fused<true>[#loc10, #loc11, #loc12])
// ALIAS-NEXT: #loc28 = loc(fused<#loc13>[#loc10])
// ALIAS-NEXT: #loc29 = loc(callsite(#loc14 at #loc15))
// ALIAS-NEXT: #loc30 = loc(callsite(#loc10 at #loc11))
// ALIAS-NEXT: #loc31 = loc(fused<true>[#loc26, #loc12])
// ALIAS-NEXT: #loc32 = loc(callsite(#loc30 at #loc12))
// ALIAS-NOT: #loc
// The pretty form spells the definitions the same way.
// PRETTY: } {{.*}}locations.mlir:0:0
// PRETTY-NEXT: #loc = {{.*}}locations.mlir:0:0
// PRETTY: #loc7 = [unknown]
// PRETTY: #loc21 = "n"(#loc1)
// PRETTY: #loc25 = <{k = 1 : i64}>[#loc10, #loc11]
// PRETTY: #loc32 = #loc30
// PRETTY-NEXT: {{^}} at #loc12
