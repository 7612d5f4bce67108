// Folds of the math ops on constants; every expected value is worked by hand or with
// Python's math module in the comment above its check (f32 values are the double
// rounded to the nearest f32: struct.unpack('f', struct.pack('f', x))).
// RUN: visa-opt %s --canonicalize --split-input-file | FileCheck %s

// ceil(0.3) = 1; floor(-0.5) = -1; round(2.5) = 3 (ties away from zero); roundeven(2.5)
// = 2 (ties to even); trunc(-2.75) = -2; ceil(-0.5) = -0 (the sign is kept).
// CHECK-LABEL: func.func @roundings(
// CHECK-DAG: %[[A:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[B:.+]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[C:.+]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[D:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[E:.+]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG: %[[F:.+]] = arith.constant -0.000000e+00 : f32
// CHECK-NOT: math.
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @roundings() -> (f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.3 : f32
  %b = arith.constant -0.5 : f32
  %c = arith.constant 2.5 : f32
  %d = arith.constant -2.75 : f32
  %0 = math.ceil %a : f32
  %1 = math.floor %b : f32
  %2 = math.round %c : f32
  %3 = math.roundeven %c : f32
  %4 = math.trunc %d : f32
  %5 = math.ceil %b : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

// In f16 and bf16 only the exact folds apply: |-3.5| = 3.5, ceil(1.5) = 2,
// copysign(2, -0) = -2; exp is left alone (MLIR calls the C library for f32/f64 only).
// CHECK-LABEL: func.func @narrow(
// CHECK-DAG: arith.constant 3.500000e+00 : f16
// CHECK-DAG: arith.constant 2.000000e+00 : bf16
// CHECK-DAG: arith.constant -2.000000e+00 : f16
// CHECK: math.exp %{{.*}} : f16
// CHECK-NOT: math.
func.func @narrow() -> (f16, bf16, f16, f16) {
  %a = arith.constant -3.5 : f16
  %b = arith.constant 1.5 : bf16
  %c = arith.constant 2.0 : f16
  %z = arith.constant -0.0 : f16
  %0 = math.absf %a : f16
  %1 = math.ceil %b : bf16
  %2 = math.copysign %c, %z : f16
  %3 = math.exp %c : f16
  return %0, %1, %2, %3 : f16, bf16, f16, f16
}

// -----

// log2(4) = 2; log2(0) = -inf (0xFF800000); log2(-1) is not folded (negative operand);
// sqrt(4) = 2; sqrt(-0.0) is not folded (its sign bit is set); log10(100) = 2.
// CHECK-LABEL: func.func @logs(
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[M1:.+]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[NZ:.+]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[L:.+]] = math.log2 %[[M1]] : f32
// CHECK-DAG: %[[S:.+]] = math.sqrt %[[NZ]] : f32
// CHECK: return %[[TWO]], %[[NINF]], %[[L]], %[[TWO]], %[[S]], %[[TWO]]
func.func @logs() -> (f32, f32, f32, f32, f32, f32) {
  %four = arith.constant 4.0 : f32
  %zero = arith.constant 0.0 : f32
  %m1 = arith.constant -1.0 : f32
  %nz = arith.constant -0.0 : f32
  %hundred = arith.constant 100.0 : f32
  %0 = math.log2 %four : f32
  %1 = math.log2 %zero : f32
  %2 = math.log2 %m1 : f32
  %3 = math.sqrt %four : f32
  %4 = math.sqrt %nz : f32
  %5 = math.log10 %hundred : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

// Python: log1p(17) = 2.8903717578961645 -> f32 2.890371799468994; exp(2) =
// 7.38905609893065 -> f32 7.389056205749512; tanh(1) -> f32 0.7615941762924194;
// atan2(1, -1) = 3*pi/4 -> f32 2.356194496154785; log1p(-1) = -inf.
// CHECK-LABEL: func.func @functions_f32(
// CHECK-DAG: arith.constant 2.8903718 : f32
// CHECK-DAG: arith.constant 7.3890562 : f32
// CHECK-DAG: arith.constant 0.761594176 : f32
// CHECK-DAG: arith.constant 2.3561945 : f32
// CHECK-DAG: arith.constant 0xFF800000 : f32
// CHECK-NOT: math.
func.func @functions_f32() -> (f32, f32, f32, f32, f32) {
  %c17 = arith.constant 17.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c1 = arith.constant 1.0 : f32
  %m1 = arith.constant -1.0 : f32
  %0 = math.log1p %c17 : f32
  %1 = math.exp %c2 : f32
  %2 = math.tanh %c1 : f32
  %3 = math.atan2 %c1, %m1 : f32
  %4 = math.log1p %m1 : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// -----

// Python: erf(0.5) = 0.5204998778130465; cosh(1) = 1.5430806348152437;
// asinh(1) = 0.881373587019543; pow(2, 0.5) = 1.4142135623730951.
// CHECK-LABEL: func.func @functions_f64(
// CHECK-DAG: arith.constant 0.52049987781304652 : f64
// CHECK-DAG: arith.constant 1.5430806348152437 : f64
// CHECK-DAG: arith.constant 0.88137358701954305 : f64
// CHECK-DAG: arith.constant 1.4142135623730951 : f64
// CHECK-NOT: math.
func.func @functions_f64() -> (f64, f64, f64, f64) {
  %half = arith.constant 0.5 : f64
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %0 = math.erf %half : f64
  %1 = math.cosh %one : f64
  %2 = math.asinh %one : f64
  %3 = math.powf %two, %half : f64
  return %0, %1, %2, %3 : f64, f64, f64, f64
}

// -----

// ctlz(1 : i32) = 31; ctlz(1 : i8) = 7; cttz(256 : i32) = 8; ctpop(0xFF0000FF) = 16;
// absi(-128 : i8) wraps to -128; absi(-5 : i8) = 5.
// CHECK-LABEL: func.func @bits(
// CHECK-DAG: arith.constant 31 : i32
// CHECK-DAG: arith.constant 7 : i8
// CHECK-DAG: arith.constant 8 : i32
// CHECK-DAG: arith.constant 16 : i32
// CHECK-DAG: arith.constant -128 : i8
// CHECK-DAG: arith.constant 5 : i8
// CHECK-NOT: math.
func.func @bits() -> (i32, i8, i32, i32, i8, i8) {
  %one = arith.constant 1 : i32
  %one8 = arith.constant 1 : i8
  %c256 = arith.constant 256 : i32
  %mask = arith.constant 0xFF0000FF : i32
  %min = arith.constant -128 : i8
  %m5 = arith.constant -5 : i8
  %0 = math.ctlz %one : i32
  %1 = math.ctlz %one8 : i8
  %2 = math.cttz %c256 : i32
  %3 = math.ctpop %mask : i32
  %4 = math.absi %min : i8
  %5 = math.absi %m5 : i8
  return %0, %1, %2, %3, %4, %5 : i32, i8, i32, i32, i8, i8
}

// -----

// ipowi: (-5)^3 = -125; 3^5 = 243 = -13 (mod 256) in i8; 2^-1 = 0 (|base| > 1);
// (-1)^-3 = -1 (odd power); 0^-1 is not folded.
// CHECK-LABEL: func.func @ipowi(
// CHECK-DAG: arith.constant -125 : i8
// CHECK-DAG: arith.constant -13 : i8
// CHECK-DAG: %[[Z:.+]] = arith.constant 0 : i8
// CHECK-DAG: %[[M1:.+]] = arith.constant -1 : i8
// CHECK: math.ipowi %[[Z]], %[[M1]] : i8
func.func @ipowi() -> (i8, i8, i8, i8, i8) {
  %m5 = arith.constant -5 : i8
  %c3 = arith.constant 3 : i8
  %c5 = arith.constant 5 : i8
  %c2 = arith.constant 2 : i8
  %m1 = arith.constant -1 : i8
  %m3 = arith.constant -3 : i8
  %z = arith.constant 0 : i8
  %0 = math.ipowi %m5, %c3 : i8
  %1 = math.ipowi %c3, %c5 : i8
  %2 = math.ipowi %c2, %m1 : i8
  %3 = math.ipowi %m1, %m3 : i8
  %4 = math.ipowi %z, %m1 : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}

// -----

// 0x7FC00000 is a NaN, 0x7F800000 +inf, 0x00000001 the smallest subnormal: isnan,
// isinf, isfinite, isnormal of them fold to i1 constants.
// CHECK-LABEL: func.func @classes(
// CHECK-DAG: %[[T:.+]] = arith.constant true
// CHECK-DAG: %[[F:.+]] = arith.constant false
// CHECK: return %[[T]], %[[T]], %[[F]], %[[T]], %[[F]]
func.func @classes() -> (i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %sub = arith.constant 0x00000001 : f32
  %0 = math.isnan %nan : f32
  %1 = math.isinf %inf : f32
  %2 = math.isfinite %inf : f32
  %3 = math.isfinite %sub : f32
  %4 = math.isnormal %sub : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

// MLIR 22 folds none of cbrt, rsqrt, fma, clampf, fpowi and sincos.
// CHECK-LABEL: func.func @not_folded(
// CHECK: math.cbrt
// CHECK: math.rsqrt
// CHECK: math.fma
// CHECK: math.clampf
// CHECK: math.fpowi
// CHECK: math.sincos
func.func @not_folded() -> (f32, f32, f32, f32, f32, f32) {
  %c = arith.constant 8.0 : f32
  %i = arith.constant 2 : i32
  %0 = math.cbrt %c : f32
  %1 = math.rsqrt %c : f32
  %2 = math.fma %c, %c, %c : f32
  %3 = math.clampf %c to [%c, %c] : f32
  %4 = math.fpowi %c, %i : f32, i32
  %5:2 = math.sincos %c : f32
  return %0, %1, %2, %3, %4, %5#0 : f32, f32, f32, f32, f32, f32
}
