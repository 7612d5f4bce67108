//! End-to-end canonicalization through the greedy driver (`--canonicalize`): folds,
//! constant materialization, patterns and dead-code removal together. Every expected
//! constant is worked by hand in the comments.

use crate::testutil::canonicalize;

#[test]
fn wrapping_constants_fold() {
    let out = canonicalize(
        "func.func @f() -> (i8, i8, i16, index, i1) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %s = arith.addi %a, %b : i8
  %m = arith.muli %a, %a : i8
  %c = arith.constant 300 : i16
  %p = arith.muli %c, %c : i16
  %i = arith.index_cast %m : i8 to index
  %lt = arith.cmpi ult, %s, %b : i8
  func.return %s, %m, %p, %i, %lt : i8, i8, i16, index, i1
}
",
    );
    // 127 + 1 = 128 = -128 (i8); 127 * 127 = 16129 = 63 * 256 + 1 = 1 (i8);
    // 300 * 300 = 90000 = 65536 + 24464 (i16); index_cast(1 : i8) = 1;
    // -128 <u 1 is 128 < 1: false.
    for want in [
        "arith.constant -128 : i8",
        "arith.constant 1 : i8",
        "arith.constant 24464 : i16",
        "arith.constant 1 : index",
        "arith.constant false",
    ] {
        assert!(out.contains(want), "{want} missing in\n{out}");
    }
    assert!(
        !out.contains("addi") && !out.contains("muli") && !out.contains("cmpi"),
        "{out}"
    );
}

#[test]
fn identities_and_constant_chains() {
    let out = canonicalize(
        "func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c1, %a : i32
  %d = arith.subi %b, %b : i32
  %e = arith.addi %c5, %y : i32
  %f = arith.addi %e, %c7 : i32
  %g = arith.subi %f, %c5 : i32
  func.return %b, %d, %g, %x : i32, i32, i32, i32
}
",
    );
    // b = (x + 0) * 1 = x; d = b - b = 0; g = ((5 + y) + 7) - 5 = y + 7.
    assert!(out.contains("func.return %arg0, %"), "{out}");
    assert!(out.contains("arith.constant 0 : i32"), "{out}");
    assert!(out.contains("arith.constant 7 : i32"), "{out}");
    assert_eq!(out.matches("arith.addi").count(), 1, "{out}");
    assert!(out.contains("arith.addi %arg1, %"), "{out}");
    assert!(!out.contains("subi") && !out.contains("muli"), "{out}");
}

#[test]
fn exact_output_of_a_small_function() {
    let out = canonicalize(
        "func.func @f(%x: i32) -> i1 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %x : i32
  %t = arith.addi %s, %c4 : i32
  %p = arith.cmpi sgt, %c4, %t : i32
  func.return %p : i1
}
",
    );
    // (3 + x) + 4 = x + 7;  4 > t  is  t < 4.
    let expected = "module {
  func.func @f(%arg0: i32) -> i1 {
    %0 = arith.constant 4 : i32
    %1 = arith.constant 7 : i32
    %2 = arith.addi %arg0, %1 : i32
    %3 = arith.cmpi slt, %2, %0 : i32
    func.return %3 : i1
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn select_and_cmpi_fold() {
    let out = canonicalize(
        "func.func @f(%x: i32, %y: i32, %c: i1) -> (i32, i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.select %t, %x, %y : i32
  %b = arith.select %c, %y, %y : i32
  %d = arith.select %c, %t, %f : i1
  %e = arith.cmpi sle, %x, %x : i32
  func.return %a, %b, %d, %e : i32, i32, i1, i1
}
",
    );
    // select true picks x; equal arms give y; select c, true, false is c; x <= x.
    assert!(out.contains("func.return %arg0, %arg1, %arg2, %"), "{out}");
    assert!(out.contains("arith.constant true"), "{out}");
    assert!(!out.contains("select") && !out.contains("cmpi"), "{out}");
}

#[test]
fn trivial_loops_disappear() {
    let out = canonicalize(
        "func.func @f(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %o = scf.for %i = %c0 to %c1 step %c10 iter_args(%a = %x) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %n = arith.addi %a, %k : i32
    scf.yield %n : i32
  }
  func.return %z, %o : i32, i32
}
",
    );
    // The first loop never runs (10 >= 0): x. The second runs once with i = 0:
    // x + index_cast(0) = x + 0 = x.
    let expected = "module {
  func.func @f(%arg0: i32) -> (i32, i32) {
    func.return %arg0, %arg0 : i32, i32
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn real_loops_stay() {
    let text = "module {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    %0 = arith.constant 0 : index
    %1 = arith.constant 1 : index
    %2 = scf.for %arg2 = %0 to %arg0 step %1 iter_args(%arg3 = %arg1) -> (i32) {
      %3 = arith.index_cast %arg2 : index to i32
      %4 = arith.addi %arg3, %3 : i32
      scf.yield %4 : i32
    }
    func.return %2 : i32
  }
}
";
    assert_eq!(canonicalize(text), text);
}
