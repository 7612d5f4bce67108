// The arith ops on vectors (fixed, scalable, 0-d) and tensors (static, dynamic,
// unranked where MLIR accepts them) and the casts on memrefs print as mlir-opt-22
// prints them, in both directions and through the generic form.
// REQUIRES: mlir-opt
// RUN: visa-opt %s > %t.visa
// RUN: mlir-opt %s | visa-opt > %t.mlir
// RUN: diff %t.visa %t.mlir
// RUN: visa-opt %s --mlir-print-op-generic | mlir-opt | visa-opt > %t.generic
// RUN: diff %t.visa %t.generic
// RUN: mlir-opt %s --mlir-print-op-generic | visa-opt > %t.from-generic
// RUN: diff %t.visa %t.from-generic

func.func @s1(%i: vector<4xi32>, %f: vector<4xf32>, %b: vector<4xi1>, %l: vector<4xi64>, %h: vector<4xf16>, %x: vector<4xindex>, %c: i1) {
  %0 = arith.addi %i, %i : vector<4xi32>
  %1 = arith.subi %i, %i : vector<4xi32>
  %2 = arith.muli %i, %i : vector<4xi32>
  %3 = arith.divsi %i, %i : vector<4xi32>
  %4 = arith.divui %i, %i : vector<4xi32>
  %5 = arith.ceildivsi %i, %i : vector<4xi32>
  %6 = arith.ceildivui %i, %i : vector<4xi32>
  %7 = arith.floordivsi %i, %i : vector<4xi32>
  %8 = arith.remsi %i, %i : vector<4xi32>
  %9 = arith.remui %i, %i : vector<4xi32>
  %10 = arith.andi %i, %i : vector<4xi32>
  %11 = arith.ori %i, %i : vector<4xi32>
  %12 = arith.xori %i, %i : vector<4xi32>
  %13 = arith.shli %i, %i : vector<4xi32>
  %14 = arith.shrsi %i, %i : vector<4xi32>
  %15 = arith.shrui %i, %i : vector<4xi32>
  %16 = arith.maxsi %i, %i : vector<4xi32>
  %17 = arith.maxui %i, %i : vector<4xi32>
  %18 = arith.minsi %i, %i : vector<4xi32>
  %19 = arith.minui %i, %i : vector<4xi32>
  %20 = arith.addi %i, %i overflow<nsw> : vector<4xi32>
  %21 = arith.addf %f, %f : vector<4xf32>
  %22 = arith.subf %f, %f : vector<4xf32>
  %23 = arith.mulf %f, %f : vector<4xf32>
  %24 = arith.divf %f, %f : vector<4xf32>
  %25 = arith.remf %f, %f : vector<4xf32>
  %26 = arith.maximumf %f, %f : vector<4xf32>
  %27 = arith.minimumf %f, %f : vector<4xf32>
  %28 = arith.maxnumf %f, %f : vector<4xf32>
  %29 = arith.minnumf %f, %f : vector<4xf32>
  %30 = arith.addf %f, %f fastmath<fast> : vector<4xf32>
  %31 = arith.negf %f : vector<4xf32>
  %32 = arith.cmpi slt, %i, %i : vector<4xi32>
  %33 = arith.cmpf olt, %f, %f fastmath<nnan> : vector<4xf32>
  %34 = arith.select %c, %i, %i : vector<4xi32>
  %35 = arith.select %b, %f, %f : vector<4xi1>, vector<4xf32>
  %36 = arith.extsi %i : vector<4xi32> to vector<4xi64>
  %37 = arith.extui %i : vector<4xi32> to vector<4xi64>
  %38 = arith.trunci %l : vector<4xi64> to vector<4xi32>
  %39 = arith.extf %h : vector<4xf16> to vector<4xf32>
  %40 = arith.truncf %f : vector<4xf32> to vector<4xf16>
  %41 = arith.sitofp %i : vector<4xi32> to vector<4xf32>
  %42 = arith.uitofp %i : vector<4xi32> to vector<4xf32>
  %43 = arith.fptosi %f : vector<4xf32> to vector<4xi32>
  %44 = arith.fptoui %f : vector<4xf32> to vector<4xi32>
  %45 = arith.bitcast %i : vector<4xi32> to vector<4xf32>
  %46 = arith.index_cast %i : vector<4xi32> to vector<4xindex>
  %47 = arith.index_castui %x : vector<4xindex> to vector<4xi32>
  %s:2 = arith.addui_extended %i, %i : vector<4xi32>, vector<4xi1>
  %m:2 = arith.mulsi_extended %i, %i : vector<4xi32>
  %u:2 = arith.mului_extended %i, %i : vector<4xi32>
  %e = arith.scaling_extf %h, %f : vector<4xf16>, vector<4xf32> to vector<4xf32>
  %t = arith.scaling_truncf %f, %h : vector<4xf32>, vector<4xf16> to vector<4xf16>
  return
}
func.func @s2(%i: vector<[4]xi32>, %f: vector<[4]xf32>, %b: vector<[4]xi1>, %l: vector<[4]xi64>, %h: vector<[4]xf16>, %x: vector<[4]xindex>, %c: i1) {
  %0 = arith.addi %i, %i : vector<[4]xi32>
  %1 = arith.subi %i, %i : vector<[4]xi32>
  %2 = arith.muli %i, %i : vector<[4]xi32>
  %3 = arith.divsi %i, %i : vector<[4]xi32>
  %4 = arith.divui %i, %i : vector<[4]xi32>
  %5 = arith.ceildivsi %i, %i : vector<[4]xi32>
  %6 = arith.ceildivui %i, %i : vector<[4]xi32>
  %7 = arith.floordivsi %i, %i : vector<[4]xi32>
  %8 = arith.remsi %i, %i : vector<[4]xi32>
  %9 = arith.remui %i, %i : vector<[4]xi32>
  %10 = arith.andi %i, %i : vector<[4]xi32>
  %11 = arith.ori %i, %i : vector<[4]xi32>
  %12 = arith.xori %i, %i : vector<[4]xi32>
  %13 = arith.shli %i, %i : vector<[4]xi32>
  %14 = arith.shrsi %i, %i : vector<[4]xi32>
  %15 = arith.shrui %i, %i : vector<[4]xi32>
  %16 = arith.maxsi %i, %i : vector<[4]xi32>
  %17 = arith.maxui %i, %i : vector<[4]xi32>
  %18 = arith.minsi %i, %i : vector<[4]xi32>
  %19 = arith.minui %i, %i : vector<[4]xi32>
  %20 = arith.addi %i, %i overflow<nsw> : vector<[4]xi32>
  %21 = arith.addf %f, %f : vector<[4]xf32>
  %22 = arith.subf %f, %f : vector<[4]xf32>
  %23 = arith.mulf %f, %f : vector<[4]xf32>
  %24 = arith.divf %f, %f : vector<[4]xf32>
  %25 = arith.remf %f, %f : vector<[4]xf32>
  %26 = arith.maximumf %f, %f : vector<[4]xf32>
  %27 = arith.minimumf %f, %f : vector<[4]xf32>
  %28 = arith.maxnumf %f, %f : vector<[4]xf32>
  %29 = arith.minnumf %f, %f : vector<[4]xf32>
  %30 = arith.addf %f, %f fastmath<fast> : vector<[4]xf32>
  %31 = arith.negf %f : vector<[4]xf32>
  %32 = arith.cmpi slt, %i, %i : vector<[4]xi32>
  %33 = arith.cmpf olt, %f, %f fastmath<nnan> : vector<[4]xf32>
  %34 = arith.select %c, %i, %i : vector<[4]xi32>
  %35 = arith.select %b, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  %36 = arith.extsi %i : vector<[4]xi32> to vector<[4]xi64>
  %37 = arith.extui %i : vector<[4]xi32> to vector<[4]xi64>
  %38 = arith.trunci %l : vector<[4]xi64> to vector<[4]xi32>
  %39 = arith.extf %h : vector<[4]xf16> to vector<[4]xf32>
  %40 = arith.truncf %f : vector<[4]xf32> to vector<[4]xf16>
  %41 = arith.sitofp %i : vector<[4]xi32> to vector<[4]xf32>
  %42 = arith.uitofp %i : vector<[4]xi32> to vector<[4]xf32>
  %43 = arith.fptosi %f : vector<[4]xf32> to vector<[4]xi32>
  %44 = arith.fptoui %f : vector<[4]xf32> to vector<[4]xi32>
  %45 = arith.bitcast %i : vector<[4]xi32> to vector<[4]xf32>
  %46 = arith.index_cast %i : vector<[4]xi32> to vector<[4]xindex>
  %47 = arith.index_castui %x : vector<[4]xindex> to vector<[4]xi32>
  %s:2 = arith.addui_extended %i, %i : vector<[4]xi32>, vector<[4]xi1>
  %m:2 = arith.mulsi_extended %i, %i : vector<[4]xi32>
  %u:2 = arith.mului_extended %i, %i : vector<[4]xi32>
  %e = arith.scaling_extf %h, %f : vector<[4]xf16>, vector<[4]xf32> to vector<[4]xf32>
  %t = arith.scaling_truncf %f, %h : vector<[4]xf32>, vector<[4]xf16> to vector<[4]xf16>
  return
}
func.func @s3(%i: vector<i32>, %f: vector<f32>, %b: vector<i1>, %l: vector<i64>, %h: vector<f16>, %x: vector<index>, %c: i1) {
  %0 = arith.addi %i, %i : vector<i32>
  %1 = arith.subi %i, %i : vector<i32>
  %2 = arith.muli %i, %i : vector<i32>
  %3 = arith.divsi %i, %i : vector<i32>
  %4 = arith.divui %i, %i : vector<i32>
  %5 = arith.ceildivsi %i, %i : vector<i32>
  %6 = arith.ceildivui %i, %i : vector<i32>
  %7 = arith.floordivsi %i, %i : vector<i32>
  %8 = arith.remsi %i, %i : vector<i32>
  %9 = arith.remui %i, %i : vector<i32>
  %10 = arith.andi %i, %i : vector<i32>
  %11 = arith.ori %i, %i : vector<i32>
  %12 = arith.xori %i, %i : vector<i32>
  %13 = arith.shli %i, %i : vector<i32>
  %14 = arith.shrsi %i, %i : vector<i32>
  %15 = arith.shrui %i, %i : vector<i32>
  %16 = arith.maxsi %i, %i : vector<i32>
  %17 = arith.maxui %i, %i : vector<i32>
  %18 = arith.minsi %i, %i : vector<i32>
  %19 = arith.minui %i, %i : vector<i32>
  %20 = arith.addi %i, %i overflow<nsw> : vector<i32>
  %21 = arith.addf %f, %f : vector<f32>
  %22 = arith.subf %f, %f : vector<f32>
  %23 = arith.mulf %f, %f : vector<f32>
  %24 = arith.divf %f, %f : vector<f32>
  %25 = arith.remf %f, %f : vector<f32>
  %26 = arith.maximumf %f, %f : vector<f32>
  %27 = arith.minimumf %f, %f : vector<f32>
  %28 = arith.maxnumf %f, %f : vector<f32>
  %29 = arith.minnumf %f, %f : vector<f32>
  %30 = arith.addf %f, %f fastmath<fast> : vector<f32>
  %31 = arith.negf %f : vector<f32>
  %32 = arith.cmpi slt, %i, %i : vector<i32>
  %33 = arith.cmpf olt, %f, %f fastmath<nnan> : vector<f32>
  %34 = arith.select %c, %i, %i : vector<i32>
  %35 = arith.select %b, %f, %f : vector<i1>, vector<f32>
  %36 = arith.extsi %i : vector<i32> to vector<i64>
  %37 = arith.extui %i : vector<i32> to vector<i64>
  %38 = arith.trunci %l : vector<i64> to vector<i32>
  %39 = arith.extf %h : vector<f16> to vector<f32>
  %40 = arith.truncf %f : vector<f32> to vector<f16>
  %41 = arith.sitofp %i : vector<i32> to vector<f32>
  %42 = arith.uitofp %i : vector<i32> to vector<f32>
  %43 = arith.fptosi %f : vector<f32> to vector<i32>
  %44 = arith.fptoui %f : vector<f32> to vector<i32>
  %45 = arith.bitcast %i : vector<i32> to vector<f32>
  %46 = arith.index_cast %i : vector<i32> to vector<index>
  %47 = arith.index_castui %x : vector<index> to vector<i32>
  %s:2 = arith.addui_extended %i, %i : vector<i32>, vector<i1>
  %m:2 = arith.mulsi_extended %i, %i : vector<i32>
  %u:2 = arith.mului_extended %i, %i : vector<i32>
  %e = arith.scaling_extf %h, %f : vector<f16>, vector<f32> to vector<f32>
  %t = arith.scaling_truncf %f, %h : vector<f32>, vector<f16> to vector<f16>
  return
}
func.func @s4(%i: tensor<?x2xi32>, %f: tensor<?x2xf32>, %b: tensor<?x2xi1>, %l: tensor<?x2xi64>, %h: tensor<?x2xf16>, %x: tensor<?x2xindex>, %c: i1) {
  %0 = arith.addi %i, %i : tensor<?x2xi32>
  %1 = arith.subi %i, %i : tensor<?x2xi32>
  %2 = arith.muli %i, %i : tensor<?x2xi32>
  %3 = arith.divsi %i, %i : tensor<?x2xi32>
  %4 = arith.divui %i, %i : tensor<?x2xi32>
  %5 = arith.ceildivsi %i, %i : tensor<?x2xi32>
  %6 = arith.ceildivui %i, %i : tensor<?x2xi32>
  %7 = arith.floordivsi %i, %i : tensor<?x2xi32>
  %8 = arith.remsi %i, %i : tensor<?x2xi32>
  %9 = arith.remui %i, %i : tensor<?x2xi32>
  %10 = arith.andi %i, %i : tensor<?x2xi32>
  %11 = arith.ori %i, %i : tensor<?x2xi32>
  %12 = arith.xori %i, %i : tensor<?x2xi32>
  %13 = arith.shli %i, %i : tensor<?x2xi32>
  %14 = arith.shrsi %i, %i : tensor<?x2xi32>
  %15 = arith.shrui %i, %i : tensor<?x2xi32>
  %16 = arith.maxsi %i, %i : tensor<?x2xi32>
  %17 = arith.maxui %i, %i : tensor<?x2xi32>
  %18 = arith.minsi %i, %i : tensor<?x2xi32>
  %19 = arith.minui %i, %i : tensor<?x2xi32>
  %20 = arith.addi %i, %i overflow<nsw> : tensor<?x2xi32>
  %21 = arith.addf %f, %f : tensor<?x2xf32>
  %22 = arith.subf %f, %f : tensor<?x2xf32>
  %23 = arith.mulf %f, %f : tensor<?x2xf32>
  %24 = arith.divf %f, %f : tensor<?x2xf32>
  %25 = arith.remf %f, %f : tensor<?x2xf32>
  %26 = arith.maximumf %f, %f : tensor<?x2xf32>
  %27 = arith.minimumf %f, %f : tensor<?x2xf32>
  %28 = arith.maxnumf %f, %f : tensor<?x2xf32>
  %29 = arith.minnumf %f, %f : tensor<?x2xf32>
  %30 = arith.addf %f, %f fastmath<fast> : tensor<?x2xf32>
  %31 = arith.negf %f : tensor<?x2xf32>
  %32 = arith.cmpi slt, %i, %i : tensor<?x2xi32>
  %33 = arith.cmpf olt, %f, %f fastmath<nnan> : tensor<?x2xf32>
  %34 = arith.select %c, %i, %i : tensor<?x2xi32>
  %35 = arith.select %b, %f, %f : tensor<?x2xi1>, tensor<?x2xf32>
  %36 = arith.extsi %i : tensor<?x2xi32> to tensor<?x2xi64>
  %37 = arith.extui %i : tensor<?x2xi32> to tensor<?x2xi64>
  %38 = arith.trunci %l : tensor<?x2xi64> to tensor<?x2xi32>
  %39 = arith.extf %h : tensor<?x2xf16> to tensor<?x2xf32>
  %40 = arith.truncf %f : tensor<?x2xf32> to tensor<?x2xf16>
  %41 = arith.sitofp %i : tensor<?x2xi32> to tensor<?x2xf32>
  %42 = arith.uitofp %i : tensor<?x2xi32> to tensor<?x2xf32>
  %43 = arith.fptosi %f : tensor<?x2xf32> to tensor<?x2xi32>
  %44 = arith.fptoui %f : tensor<?x2xf32> to tensor<?x2xi32>
  %45 = arith.bitcast %i : tensor<?x2xi32> to tensor<?x2xf32>
  %46 = arith.index_cast %i : tensor<?x2xi32> to tensor<?x2xindex>
  %47 = arith.index_castui %x : tensor<?x2xindex> to tensor<?x2xi32>
  %s:2 = arith.addui_extended %i, %i : tensor<?x2xi32>, tensor<?x2xi1>
  %m:2 = arith.mulsi_extended %i, %i : tensor<?x2xi32>
  %u:2 = arith.mului_extended %i, %i : tensor<?x2xi32>
  %e = arith.scaling_extf %h, %f : tensor<?x2xf16>, tensor<?x2xf32> to tensor<?x2xf32>
  %t = arith.scaling_truncf %f, %h : tensor<?x2xf32>, tensor<?x2xf16> to tensor<?x2xf16>
  return
}
func.func @s5(%i: tensor<4xi32>, %f: tensor<4xf32>, %b: tensor<4xi1>, %l: tensor<4xi64>, %h: tensor<4xf16>, %x: tensor<4xindex>, %c: i1) {
  %0 = arith.addi %i, %i : tensor<4xi32>
  %1 = arith.subi %i, %i : tensor<4xi32>
  %2 = arith.muli %i, %i : tensor<4xi32>
  %3 = arith.divsi %i, %i : tensor<4xi32>
  %4 = arith.divui %i, %i : tensor<4xi32>
  %5 = arith.ceildivsi %i, %i : tensor<4xi32>
  %6 = arith.ceildivui %i, %i : tensor<4xi32>
  %7 = arith.floordivsi %i, %i : tensor<4xi32>
  %8 = arith.remsi %i, %i : tensor<4xi32>
  %9 = arith.remui %i, %i : tensor<4xi32>
  %10 = arith.andi %i, %i : tensor<4xi32>
  %11 = arith.ori %i, %i : tensor<4xi32>
  %12 = arith.xori %i, %i : tensor<4xi32>
  %13 = arith.shli %i, %i : tensor<4xi32>
  %14 = arith.shrsi %i, %i : tensor<4xi32>
  %15 = arith.shrui %i, %i : tensor<4xi32>
  %16 = arith.maxsi %i, %i : tensor<4xi32>
  %17 = arith.maxui %i, %i : tensor<4xi32>
  %18 = arith.minsi %i, %i : tensor<4xi32>
  %19 = arith.minui %i, %i : tensor<4xi32>
  %20 = arith.addi %i, %i overflow<nsw> : tensor<4xi32>
  %21 = arith.addf %f, %f : tensor<4xf32>
  %22 = arith.subf %f, %f : tensor<4xf32>
  %23 = arith.mulf %f, %f : tensor<4xf32>
  %24 = arith.divf %f, %f : tensor<4xf32>
  %25 = arith.remf %f, %f : tensor<4xf32>
  %26 = arith.maximumf %f, %f : tensor<4xf32>
  %27 = arith.minimumf %f, %f : tensor<4xf32>
  %28 = arith.maxnumf %f, %f : tensor<4xf32>
  %29 = arith.minnumf %f, %f : tensor<4xf32>
  %30 = arith.addf %f, %f fastmath<fast> : tensor<4xf32>
  %31 = arith.negf %f : tensor<4xf32>
  %32 = arith.cmpi slt, %i, %i : tensor<4xi32>
  %33 = arith.cmpf olt, %f, %f fastmath<nnan> : tensor<4xf32>
  %34 = arith.select %c, %i, %i : tensor<4xi32>
  %35 = arith.select %b, %f, %f : tensor<4xi1>, tensor<4xf32>
  %36 = arith.extsi %i : tensor<4xi32> to tensor<4xi64>
  %37 = arith.extui %i : tensor<4xi32> to tensor<4xi64>
  %38 = arith.trunci %l : tensor<4xi64> to tensor<4xi32>
  %39 = arith.extf %h : tensor<4xf16> to tensor<4xf32>
  %40 = arith.truncf %f : tensor<4xf32> to tensor<4xf16>
  %41 = arith.sitofp %i : tensor<4xi32> to tensor<4xf32>
  %42 = arith.uitofp %i : tensor<4xi32> to tensor<4xf32>
  %43 = arith.fptosi %f : tensor<4xf32> to tensor<4xi32>
  %44 = arith.fptoui %f : tensor<4xf32> to tensor<4xi32>
  %45 = arith.bitcast %i : tensor<4xi32> to tensor<4xf32>
  %46 = arith.index_cast %i : tensor<4xi32> to tensor<4xindex>
  %47 = arith.index_castui %x : tensor<4xindex> to tensor<4xi32>
  %s:2 = arith.addui_extended %i, %i : tensor<4xi32>, tensor<4xi1>
  %m:2 = arith.mulsi_extended %i, %i : tensor<4xi32>
  %u:2 = arith.mului_extended %i, %i : tensor<4xi32>
  %e = arith.scaling_extf %h, %f : tensor<4xf16>, tensor<4xf32> to tensor<4xf32>
  %t = arith.scaling_truncf %f, %h : tensor<4xf32>, tensor<4xf16> to tensor<4xf16>
  return
}
func.func @memrefs(%m: memref<4xi32>, %n: memref<?xindex>) {
  %0 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %1 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %2 = arith.index_castui %n : memref<?xindex> to memref<?xi64>
  return
}
func.func @unranked(%u: tensor<*xi32>, %b: tensor<*xi1>, %f: tensor<*xf32>, %c: i1) {
  %0 = arith.addi %u, %u : tensor<*xi32>
  %1 = arith.select %b, %u, %u : tensor<*xi1>, tensor<*xi32>
  %2 = arith.select %c, %u, %u : tensor<*xi32>
  %3 = arith.cmpi slt, %u, %u : tensor<*xi32>
  %4:2 = arith.addui_extended %u, %u : tensor<*xi32>, tensor<*xi1>
  %5 = arith.maxnumf %f, %f : tensor<*xf32>
  return
}

func.func @zero_d_and_scalable(%a: tensor<index>, %b: tensor<i64>, %v: vector<i64>, %t: tensor<8x8xi64>, %sv: vector<[8]xi64>, %s: vector<[8]xf64>) {
  %0 = arith.index_cast %a : tensor<index> to tensor<i64>
  %1 = arith.index_cast %b : tensor<i64> to tensor<index>
  %2 = arith.cmpi ult, %v, %v : vector<i64>
  %sum, %overflow = arith.addui_extended %t, %t : tensor<8x8xi64>, tensor<8x8xi1>
  %3:2 = arith.addui_extended %sv, %sv : vector<[8]xi64>, vector<[8]xi1>
  %4 = arith.fptosi %s : vector<[8]xf64> to vector<[8]xi64>
  %5 = arith.constant {crazy = "func.foo"} 43: index
  %7 = arith.cmpf ult, %s, %s : vector<[8]xf64>
  %8 = arith.select %7, %s, %s : vector<[8]xi1>, vector<[8]xf64>
  return
}
