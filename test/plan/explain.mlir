// visa-opt --plan --explain reports the chosen layout, each op's Vector Engine op, the
// best candidates' estimated cycles and the refused candidates (issue 22). 256-byte
// packets per slice win: smaller ones are partial HBM writes (read-modify-write, PLN-4).
// RUN: visa-opt --plan --explain %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: plan @main: axes [A: 4096] (I32) -> Slice m[A / 64 # 256] (64 slices used), Time 8 flit(s), Element m[A % 64]; padded to 4096
// CHECK-NEXT: nt.binary add -> stream.vector_fxp add_fxp_sat (immediate 3), ALU FxpAdd
// CHECK-NEXT: candidates (estimated cycles):
// CHECK-NEXT: chosen E ={{.*}}64 per slice, {{.*}}64 slices: {{.*}}pcie
// CHECK: refused E = 8 per slice: needs 512 slices, a cluster has 256 (L131)
// RUN: visa-opt --plan %s | FileCheck %s --check-prefix=IR
// IR: stream.kernel @kernel
// IR: stream.vector_fxp add_fxp_sat %{{.*}}, 3
// IR: stream.host_func @main
func.func @main(%x: !nt.tensor<[A: 4096], i32>) -> !nt.tensor<[A: 4096], i32> {
  %c = nt.constant dense<3> : tensor<i32> : !nt.tensor<[], i32>
  %y = nt.binary add %c, %x : !nt.tensor<[], i32>, !nt.tensor<[A: 4096], i32> -> !nt.tensor<[A: 4096], i32>
  return %y : !nt.tensor<[A: 4096], i32>
}
