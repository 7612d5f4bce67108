// The math ops print as mlir-opt-22 prints them, in both directions and through the
// generic form (the twin of math-ops.mlir, with the shapes and flags mlir-opt accepts).
// REQUIRES: mlir-opt
// RUN: visa-opt %s > %t.visa
// RUN: mlir-opt %s | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt | visa-opt > %t.generic
// RUN: diff %t.visa %t.generic
// RUN: mlir-opt %s --mlir-print-op-generic | visa-opt > %t.fromgeneric
// RUN: diff %t.visa %t.fromgeneric
func.func @ops(%x: f32, %y: f64, %v: vector<4xf16>, %t: tensor<?x2xbf16>, %i: i32, %n: index, %vi: vector<4xi8>, %ti: tensor<?x2xi64>, %u: tensor<*xf32>) -> f32 {
  %0 = math.absf %x : f32
  %1 = math.acos %x fastmath<nnan> : f32
  %2 = math.acosh %y : f64
  %3 = math.asin %v : vector<4xf16>
  %4 = math.asinh %t fastmath<fast> : tensor<?x2xbf16>
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %y fastmath<afn> : f64
  %8 = math.ceil %x : f32
  %9 = math.cos %x : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %u : tensor<*xf32>
  %13 = math.exp %x : f32
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %x : f32
  %17 = math.log %x fastmath<nsz,nnan> : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %x : f32
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %x : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x : f32
  %29 = math.trunc %x : f32
  %30 = math.atan2 %x, %x : f32
  %31 = math.copysign %v, %v fastmath<reassoc> : vector<4xf16>
  %32 = math.powf %y, %y : f64
  %33 = math.fma %x, %x, %x fastmath<contract> : f32
  %34 = math.clampf %x to [%x, %x] : f32
  %35 = math.absi %i : i32
  %36 = math.ctlz %n : index
  %37 = math.cttz %vi : vector<4xi8>
  %38 = math.ctpop %ti : tensor<?x2xi64>
  %39 = math.ipowi %i, %i : i32
  %40 = math.fpowi %x, %i fastmath<fast> : f32, i32
  %41 = math.fpowi %t, %ti : tensor<?x2xbf16>, tensor<?x2xi64>
  %s:2 = math.sincos %x : f32
  %42 = math.isfinite %x : f32
  %43 = math.isinf %v : vector<4xf16>
  %44 = math.isnan %t {fastmath = #arith.fastmath<nnan>} : tensor<?x2xbf16>
  %45 = math.isnormal %u : tensor<*xf32>
  %46 = math.sqrt %x {tag} : f32
  return %0 : f32
}

func.func @flags(%x: f64, %v: vector<2x[4]xf32>, %z: vector<f32>, %n: index, %i: i16) -> (f64, i16) {
  %0 = math.sqrt %x fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %1 = math.exp %v fastmath<none> : vector<2x[4]xf32>
  %2 = math.powf %z, %z fastmath<arcp,nnan> : vector<f32>
  %3:2 = math.sincos %v fastmath<afn> : vector<2x[4]xf32>
  %4 = math.clampf %x to [%x, %x] fastmath<nnan> {tag = 1 : i32} : f64
  %5 = math.fpowi %x, %n : f64, index
  %6 = math.isnan %v : vector<2x[4]xf32>
  %7 = math.ipowi %i, %i {note = "x"} : i16
  %8 = math.fma %z, %z, %z : vector<f32>
  return %0, %7 : f64, i16
}
