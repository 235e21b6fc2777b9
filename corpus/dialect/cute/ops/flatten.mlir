// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.shape<"(2,(3,(4,5)))">) -> !cute.shape<"(2,3,4,5)">
// CHECK: return %{{.*}} : !cute.shape<"(2,3,4,5)">
func.func @shape(%s: !cute.shape<"(2,(3,(4,5)))">) -> !cute.shape<"(2,3,4,5)"> {
  %r = cute.flatten(%s) : (!cute.shape<"(2,(3,(4,5)))">) -> !cute.shape<"(2,3,4,5)">
  return %r : !cute.shape<"(2,3,4,5)">
}

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.layout<"(4,(2,3)):(3,(1,12))">) -> !cute.layout<"(4,2,3):(3,1,12)">
// CHECK: return %{{.*}} : !cute.layout<"(4,2,3):(3,1,12)">
func.func @layout(%l: !cute.layout<"(4,(2,3)):(3,(1,12))">) -> !cute.layout<"(4,2,3):(3,1,12)"> {
  %r = cute.flatten(%l) : (!cute.layout<"(4,(2,3)):(3,(1,12))">) -> !cute.layout<"(4,2,3):(3,1,12)">
  return %r : !cute.layout<"(4,2,3):(3,1,12)">
}

// CHECK-LABEL: func.func @already_flat(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.layout<"(5,2):(2,1)">) -> !cute.layout<"(5,2):(2,1)">
// CHECK: return %{{.*}} : !cute.layout<"(5,2):(2,1)">
func.func @already_flat(%l: !cute.layout<"(5,2):(2,1)">) -> !cute.layout<"(5,2):(2,1)"> {
  %r = cute.flatten(%l) : (!cute.layout<"(5,2):(2,1)">) -> !cute.layout<"(5,2):(2,1)">
  return %r : !cute.layout<"(5,2):(2,1)">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o ((2,4),8):((1,2),8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (2,4,8):(1,2,8)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o (2,4,8):(1,2,8)">
func.func @composed(%cl: !cute.composed_layout<"S<2,4,3> o 0 o ((2,4),8):((1,2),8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (2,4,8):(1,2,8)"> {
  %r = cute.flatten(%cl) : (!cute.composed_layout<"S<2,4,3> o 0 o ((2,4),8):((1,2),8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (2,4,8):(1,2,8)">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o (2,4,8):(1,2,8)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.layout<"(?,(2,?{i64})):(1,(?,4))">) -> !cute.layout<"(?,2,?{i64}):(1,?,4)">
// CHECK: return %{{.*}} : !cute.layout<"(?,2,?{i64}):(1,?,4)">
func.func @dynamic(%l: !cute.layout<"(?,(2,?{i64})):(1,(?,4))">) -> !cute.layout<"(?,2,?{i64}):(1,?,4)"> {
  %r = cute.flatten(%l) : (!cute.layout<"(?,(2,?{i64})):(1,(?,4))">) -> !cute.layout<"(?,2,?{i64}):(1,?,4)">
  return %r : !cute.layout<"(?,2,?{i64}):(1,?,4)">
}

// CHECK-LABEL: func.func @basis(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">) -> !cute.layout<"(2,3,4):(1@0@0,1@1@0,1@1)">
// CHECK: return %{{.*}} : !cute.layout<"(2,3,4):(1@0@0,1@1@0,1@1)">
func.func @basis(%l: !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">) -> !cute.layout<"(2,3,4):(1@0@0,1@1@0,1@1)"> {
  %r = cute.flatten(%l) : (!cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">) -> !cute.layout<"(2,3,4):(1@0@0,1@1@0,1@1)">
  return %r : !cute.layout<"(2,3,4):(1@0@0,1@1@0,1@1)">
}

// A tile's leaves are its non-tuple tilers, depth-first.
// CHECK-LABEL: func.func @tile(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.tile<"{{\[\[}}2:1;_];4:2]">) -> !cute.tile<"[2:1;_;4:2]">
func.func @tile(%t: !cute.tile<"[[2:1;_];4:2]">) -> !cute.tile<"[2:1;_;4:2]"> {
  %r = cute.flatten(%t) : (!cute.tile<"[[2:1;_];4:2]">) -> !cute.tile<"[2:1;_;4:2]">
  return %r : !cute.tile<"[2:1;_;4:2]">
}
