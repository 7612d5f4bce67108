// locations.mlir against mlir-opt-22 under --mlir-print-debuginfo: the same text with
// `#loc` aliases (custom and generic form), in the local scope, in the pretty form,
// and without debug info; and mlir-opt reads visa-opt's aliased output back.
// REQUIRES: mlir-opt
// (`diff -B`: mlir-opt ends its output with an empty line.)
// RUN: visa-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo > %t.visa
// RUN: mlir-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo > %t.mlir
// RUN: diff -B %t.visa %t.mlir
// RUN: visa-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic > %t.visa.g
// RUN: mlir-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic > %t.mlir.g
// RUN: diff -B %t.visa.g %t.mlir.g
// RUN: visa-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope > %t.visa.l
// RUN: mlir-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope > %t.mlir.l
// RUN: diff -B %t.visa.l %t.mlir.l
// RUN: visa-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo > %t.visa.p
// RUN: mlir-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo > %t.mlir.p
// RUN: diff -B %t.visa.p %t.mlir.p
// RUN: visa-opt %S/locations.mlir --allow-unregistered-dialect > %t.visa.n
// RUN: mlir-opt %S/locations.mlir --allow-unregistered-dialect > %t.mlir.n
// RUN: diff -B %t.visa.n %t.mlir.n
// RUN: visa-opt %S/locations.mlir --allow-unregistered-dialect --mlir-print-debuginfo | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope > %t.back
// RUN: diff -B %t.back %t.mlir.l

// The same for upstream ops with block and function arguments.
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-debuginfo > %t.f.visa
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo > %t.f.mlir
// RUN: diff -B %t.f.visa %t.f.mlir
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic > %t.f.visa.g
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic > %t.f.mlir.g
// RUN: diff -B %t.f.visa.g %t.f.mlir.g
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo > %t.f.visa.p
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo > %t.f.mlir.p
// RUN: diff -B %t.f.visa.p %t.f.mlir.p

module @m {
  func.func @args(%a: i32 loc("a_arg"), %b: i32, %c: index loc(callsite("f" at "g.mlir":4:2))) -> i32 {
    %0 = arith.addi %a, %b : i32 loc(fused["add", "g.mlir":5:6])
    "t.br"(%0)[^bb1] : (i32) -> () loc("br")
  ^bb1(%x: i32 loc("bb_arg")):
    return %x : i32 loc("g.mlir":7:8 to :12)
  } loc("g.mlir":1:1 to 9:2)
  func.func private @decl(i32 {foo.loc = loc("in_arg_attr")})
  func.func @loops(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index loc(unknown)
    scf.for %i = %c0 to %n step %c1 {
      %t = arith.index_cast %i : index to i32 loc("cast")
    } loc("loop")
    // A loop over i8: mlir-opt-22 writes two spaces before `: i8` under debuginfo.
    %lb = arith.constant 0 : i8
    %st = arith.constant 1 : i8
    %s = scf.for %j = %lb to %lb step %st iter_args(%acc = %c0) -> (index) : i8 {
      scf.yield %acc : index
    } loc("loop8")
    return
  }
} loc("module_loc")
