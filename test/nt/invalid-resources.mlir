// The nt.constant rules for dense_resource elements (the blob's existence and size are the parser's checks).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @f() {
  // expected-error @+1 {{the elements have shape [2] but the result's sizes are [1, 2]}}
  %c = nt.constant dense_resource<b> : tensor<2xf32> : !nt.tensor<[A: 1, M: 2], f32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      b: "0x040000000000803F00000040"
    }
  }
#-}

// -----

func.func @f() {
  // expected-error @+1 {{the elements are bf16 but the result's element type is f32}}
  %c = nt.constant dense_resource<b> : tensor<2xbf16> : !nt.tensor<[M: 2], f32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      b: "0x04000000803F0040"
    }
  }
#-}

// -----

func.func @f() {
  // expected-error @+1 {{the value must be a dense<...> or dense_resource<...> elements attribute}}
  %c = nt.constant dense<["ab", "cd"]> : tensor<2x!nt.tensor<[M: 1], f32>> : !nt.tensor<[M: 2], f32>
  return
}
