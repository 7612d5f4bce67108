// An nt function visa-plan refuses: i32 division has no fixed-point Vector Engine op
// (decisions.md PLN-3). Used by test/visa-run/nt-unplanned.test.
func.func @main(%x: !nt.tensor<[A: 64], i32>) -> !nt.tensor<[A: 64], i32> {
  %d = nt.constant dense<3> : tensor<i32> : !nt.tensor<[], i32>
  %y = nt.binary div %x, %d : !nt.tensor<[A: 64], i32>, !nt.tensor<[], i32> -> !nt.tensor<[A: 64], i32>
  return %y : !nt.tensor<[A: 64], i32>
}
