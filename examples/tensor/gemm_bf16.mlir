// The tensor-level GEMM beside examples/gemm_bf16.mlir (same host signature):
// C[I, J] = Σ_K A[I, K]·B[K, J], bf16 inputs, f32 accumulation, bf16 result.
// `visa-opt --plan` chooses the layout (B's 32-column tiles in the TRF, 4 per Row; A's
// 32-row tiles streamed; 256 slices); `--explain` lists the alternatives.
// planner/tests/planned.rs checks the planned result against f64 loops.
// RUN: visa-opt --plan %s -o %t.mlir
// RUN: visa-run %t.mlir --check --output-dir %t.out | FileCheck %s
// CHECK: check: pass (262144 result elements equal the interpreter's)
func.func @main(%a: !nt.tensor<[I: 512, K: 1024], bf16>, %b: !nt.tensor<[K: 1024, J: 512], bf16>) -> !nt.tensor<[I: 512, J: 512], bf16> {
  %c = nt.einsum %a, %b acc f32 : !nt.tensor<[I: 512, K: 1024], bf16>, !nt.tensor<[K: 1024, J: 512], bf16> -> !nt.tensor<[I: 512, J: 512], bf16>
  return %c : !nt.tensor<[I: 512, J: 512], bf16>
}
