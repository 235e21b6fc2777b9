// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"6"> -> !cute.layout<"6:1">
// CHECK: return %{{.*}} : !cute.layout<"6:1">
func.func @scalar(%s: !cute.shape<"6">) -> !cute.layout<"6:1"> {
  %l = cute.make_identity_layout(%s) : !cute.shape<"6"> -> !cute.layout<"6:1">
  return %l : !cute.layout<"6:1">
}

// CHECK-LABEL: func.func @flat(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"(3,5,2)"> -> !cute.layout<"(3,5,2):(1@0,1@1,1@2)">
// CHECK: return %{{.*}} : !cute.layout<"(3,5,2):(1@0,1@1,1@2)">
func.func @flat(%s: !cute.shape<"(3,5,2)">) -> !cute.layout<"(3,5,2):(1@0,1@1,1@2)"> {
  %l = cute.make_identity_layout(%s) : !cute.shape<"(3,5,2)"> -> !cute.layout<"(3,5,2):(1@0,1@1,1@2)">
  return %l : !cute.layout<"(3,5,2):(1@0,1@1,1@2)">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"((2,4),3)"> -> !cute.layout<"((2,4),3):((1@0@0,1@1@0),1@1)">
// CHECK: return %{{.*}} : !cute.layout<"((2,4),3):((1@0@0,1@1@0),1@1)">
func.func @nested(%s: !cute.shape<"((2,4),3)">) -> !cute.layout<"((2,4),3):((1@0@0,1@1@0),1@1)"> {
  %l = cute.make_identity_layout(%s) : !cute.shape<"((2,4),3)"> -> !cute.layout<"((2,4),3):((1@0@0,1@1@0),1@1)">
  return %l : !cute.layout<"((2,4),3):((1@0@0,1@1@0),1@1)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"(?,?{i64})"> -> !cute.layout<"(?,?{i64}):(1@0,1@1)">
// CHECK: return %{{.*}} : !cute.layout<"(?,?{i64}):(1@0,1@1)">
func.func @dynamic(%s: !cute.shape<"(?,?{i64})">) -> !cute.layout<"(?,?{i64}):(1@0,1@1)"> {
  %l = cute.make_identity_layout(%s) : !cute.shape<"(?,?{i64})"> -> !cute.layout<"(?,?{i64}):(1@0,1@1)">
  return %l : !cute.layout<"(?,?{i64}):(1@0,1@1)">
}
