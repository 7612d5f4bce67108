// The custom forms of every math op: parse, print, parse the printed text again; the
// generic form reads back to the same custom text. The expected text is mlir-opt-22's
// (scalar, vector, ranked and unranked tensor operands; fastmath flags in the custom
// clause and, for the classification ops, in the attribute dictionary).
// RUN: visa-opt %s | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s
// RUN: visa-opt %s --mlir-print-op-generic | visa-opt | FileCheck %s

// CHECK-LABEL: func.func @ops(
func.func @ops(%x: f32, %y: f64, %v: vector<4xf16>, %t: tensor<?x2xbf16>, %i: i32, %n: index, %vi: vector<4xi8>, %ti: tensor<?x2xi64>, %u: tensor<*xf32>) -> f32 {
  // CHECK-NEXT: %0 = math.absf %arg0 : f32
  %0 = math.absf %x : f32
  // CHECK-NEXT: %1 = math.acos %arg0 fastmath<nnan> : f32
  %1 = math.acos %x fastmath<nnan> : f32
  // CHECK-NEXT: %2 = math.acosh %arg1 : f64
  %2 = math.acosh %y : f64
  // CHECK-NEXT: %3 = math.asin %arg2 : vector<4xf16>
  %3 = math.asin %v : vector<4xf16>
  // CHECK-NEXT: %4 = math.asinh %arg3 fastmath<fast> : tensor<?x2xbf16>
  %4 = math.asinh %t fastmath<fast> : tensor<?x2xbf16>
  // CHECK-NEXT: %5 = math.atan %arg0 : f32
  %5 = math.atan %x : f32
  // CHECK-NEXT: %6 = math.atanh %arg0 : f32
  %6 = math.atanh %x : f32
  // CHECK-NEXT: %7 = math.cbrt %arg1 fastmath<afn> : f64
  %7 = math.cbrt %y fastmath<afn> : f64
  // CHECK-NEXT: %8 = math.ceil %arg0 : f32
  %8 = math.ceil %x : f32
  // CHECK-NEXT: %9 = math.cos %arg0 : f32
  %9 = math.cos %x : f32
  // CHECK-NEXT: %10 = math.cosh %arg0 : f32
  %10 = math.cosh %x : f32
  // CHECK-NEXT: %11 = math.erf %arg0 : f32
  %11 = math.erf %x : f32
  // CHECK-NEXT: %12 = math.erfc %arg8 : tensor<*xf32>
  %12 = math.erfc %u : tensor<*xf32>
  // CHECK-NEXT: %13 = math.exp %arg0 : f32
  %13 = math.exp %x : f32
  // CHECK-NEXT: %14 = math.exp2 %arg0 : f32
  %14 = math.exp2 %x : f32
  // CHECK-NEXT: %15 = math.expm1 %arg0 : f32
  %15 = math.expm1 %x : f32
  // CHECK-NEXT: %16 = math.floor %arg0 : f32
  %16 = math.floor %x : f32
  // CHECK-NEXT: %17 = math.log %arg0 fastmath<nnan,nsz> : f32
  %17 = math.log %x fastmath<nsz,nnan> : f32
  // CHECK-NEXT: %18 = math.log10 %arg0 : f32
  %18 = math.log10 %x : f32
  // CHECK-NEXT: %19 = math.log1p %arg0 : f32
  %19 = math.log1p %x : f32
  // CHECK-NEXT: %20 = math.log2 %arg0 : f32
  %20 = math.log2 %x : f32
  // CHECK-NEXT: %21 = math.round %arg0 : f32
  %21 = math.round %x : f32
  // CHECK-NEXT: %22 = math.roundeven %arg0 : f32
  %22 = math.roundeven %x : f32
  // CHECK-NEXT: %23 = math.rsqrt %arg0 : f32
  %23 = math.rsqrt %x : f32
  // CHECK-NEXT: %24 = math.sin %arg0 : f32
  %24 = math.sin %x : f32
  // CHECK-NEXT: %25 = math.sinh %arg0 : f32
  %25 = math.sinh %x : f32
  // CHECK-NEXT: %26 = math.sqrt %arg0 : f32
  %26 = math.sqrt %x : f32
  // CHECK-NEXT: %27 = math.tan %arg0 : f32
  %27 = math.tan %x : f32
  // CHECK-NEXT: %28 = math.tanh %arg0 : f32
  %28 = math.tanh %x : f32
  // CHECK-NEXT: %29 = math.trunc %arg0 : f32
  %29 = math.trunc %x : f32
  // CHECK-NEXT: %30 = math.atan2 %arg0, %arg0 : f32
  %30 = math.atan2 %x, %x : f32
  // CHECK-NEXT: %31 = math.copysign %arg2, %arg2 fastmath<reassoc> : vector<4xf16>
  %31 = math.copysign %v, %v fastmath<reassoc> : vector<4xf16>
  // CHECK-NEXT: %32 = math.powf %arg1, %arg1 : f64
  %32 = math.powf %y, %y : f64
  // CHECK-NEXT: %33 = math.fma %arg0, %arg0, %arg0 fastmath<contract> : f32
  %33 = math.fma %x, %x, %x fastmath<contract> : f32
  // CHECK-NEXT: %34 = math.clampf %arg0 to {{\[}}%arg0, %arg0] : f32
  %34 = math.clampf %x to [%x, %x] : f32
  // CHECK-NEXT: %35 = math.absi %arg4 : i32
  %35 = math.absi %i : i32
  // CHECK-NEXT: %36 = math.ctlz %arg5 : index
  %36 = math.ctlz %n : index
  // CHECK-NEXT: %37 = math.cttz %arg6 : vector<4xi8>
  %37 = math.cttz %vi : vector<4xi8>
  // CHECK-NEXT: %38 = math.ctpop %arg7 : tensor<?x2xi64>
  %38 = math.ctpop %ti : tensor<?x2xi64>
  // CHECK-NEXT: %39 = math.ipowi %arg4, %arg4 : i32
  %39 = math.ipowi %i, %i : i32
  // CHECK-NEXT: %40 = math.fpowi %arg0, %arg4 fastmath<fast> : f32, i32
  %40 = math.fpowi %x, %i fastmath<fast> : f32, i32
  // CHECK-NEXT: %41 = math.fpowi %arg3, %arg7 : tensor<?x2xbf16>, tensor<?x2xi64>
  %41 = math.fpowi %t, %ti : tensor<?x2xbf16>, tensor<?x2xi64>
  // CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
  %s:2 = math.sincos %x : f32
  // CHECK-NEXT: %42 = math.isfinite %arg0 : f32
  %42 = math.isfinite %x : f32
  // CHECK-NEXT: %43 = math.isinf %arg2 : vector<4xf16>
  %43 = math.isinf %v : vector<4xf16>
  // CHECK-NEXT: %44 = math.isnan %arg3 {fastmath = #arith.fastmath<nnan>} : tensor<?x2xbf16>
  %44 = math.isnan %t {fastmath = #arith.fastmath<nnan>} : tensor<?x2xbf16>
  // CHECK-NEXT: %45 = math.isnormal %arg8 : tensor<*xf32>
  %45 = math.isnormal %u : tensor<*xf32>
  // CHECK-NEXT: %46 = math.sqrt %arg0 {tag} : f32
  %46 = math.sqrt %x {tag} : f32
  // CHECK-NEXT: return %0 : f32
  return %0 : f32
}
