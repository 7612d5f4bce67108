module {
  func.func @main(%arg0: !nt.tensor<[d0: 2, d1: 4], f32>) -> !nt.tensor<[d0: 2, d5: 3], f32> {
    %0 = nt.parameter "w1" : !nt.tensor<[d2: 8, d3: 4], f32>
    %1 = nt.rename %0 : !nt.tensor<[d2: 8, d3: 4], f32> -> !nt.tensor<[d2: 8, d1: 4], f32>
    %2 = nt.einsum %arg0, %1 : !nt.tensor<[d0: 2, d1: 4], f32>, !nt.tensor<[d2: 8, d1: 4], f32> -> !nt.tensor<[d0: 2, d2: 8], f32>
    %3 = nt.parameter "b1" : !nt.tensor<[d4: 8], f32>
    %4 = nt.rename %3 : !nt.tensor<[d4: 8], f32> -> !nt.tensor<[d2: 8], f32>
    %5 = nt.binary add %2, %4 : !nt.tensor<[d0: 2, d2: 8], f32>, !nt.tensor<[d2: 8], f32> -> !nt.tensor<[d0: 2, d2: 8], f32>
    %6 = nt.unary relu %5 : !nt.tensor<[d0: 2, d2: 8], f32> -> !nt.tensor<[d0: 2, d2: 8], f32>
    %7 = nt.parameter "w2" : !nt.tensor<[d5: 3, d6: 8], f32>
    %8 = nt.rename %7 : !nt.tensor<[d5: 3, d6: 8], f32> -> !nt.tensor<[d5: 3, d2: 8], f32>
    %9 = nt.einsum %6, %8 : !nt.tensor<[d0: 2, d2: 8], f32>, !nt.tensor<[d5: 3, d2: 8], f32> -> !nt.tensor<[d0: 2, d5: 3], f32>
    %10 = nt.parameter "b2" : !nt.tensor<[d7: 3], f32>
    %11 = nt.rename %10 : !nt.tensor<[d7: 3], f32> -> !nt.tensor<[d5: 3], f32>
    %12 = nt.binary add %9, %11 : !nt.tensor<[d0: 2, d5: 3], f32>, !nt.tensor<[d5: 3], f32> -> !nt.tensor<[d0: 2, d5: 3], f32>
    return %12 : !nt.tensor<[d0: 2, d5: 3], f32>
  }
}

