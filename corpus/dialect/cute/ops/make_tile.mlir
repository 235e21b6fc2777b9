// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.make_tile() : () -> !cute.tile<"[(4,2):(1,4)]">
// CHECK: return %{{.*}} : !cute.tile<"[(4,2):(1,4)]">
func.func @static() -> !cute.tile<"[(4,2):(1,4)]"> {
  %t = cute.make_tile() : () -> !cute.tile<"[(4,2):(1,4)]">
  return %t : !cute.tile<"[(4,2):(1,4)]">
}

// CHECK-LABEL: func.func @underscore(
// CHECK: %{{.*}} = cute.make_tile() : () -> !cute.tile<"[_]">
// CHECK: return %{{.*}} : !cute.tile<"[_]">
func.func @underscore() -> !cute.tile<"[_]"> {
  %t = cute.make_tile() : () -> !cute.tile<"[_]">
  return %t : !cute.tile<"[_]">
}

// CHECK-LABEL: func.func @static_and_underscore(
// CHECK: %{{.*}} = cute.make_tile() : () -> !cute.tile<"[_;8:1]">
// CHECK: return %{{.*}} : !cute.tile<"[_;8:1]">
func.func @static_and_underscore() -> !cute.tile<"[_;8:1]"> {
  %t = cute.make_tile() : () -> !cute.tile<"[_;8:1]">
  return %t : !cute.tile<"[_;8:1]">
}

// CHECK-LABEL: func.func @dynamic_one(
// CHECK: %{{.*}} = cute.make_tile(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.tile<"[(?,5):(1,?)]">
// CHECK: return %{{.*}} : !cute.tile<"[(?,5):(1,?)]">
func.func @dynamic_one(%m: i32, %n: i32) -> !cute.tile<"[(?,5):(1,?)]"> {
  %t = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,5):(1,?)]">
  return %t : !cute.tile<"[(?,5):(1,?)]">
}

// CHECK-LABEL: func.func @dynamic_two(
// CHECK: %{{.*}} = cute.make_tile(%{{.*}}, %{{.*}}, %{{.*}}) : (i32, i32, i32) -> !cute.tile<"[?:1;_;(2,?):(?,2)]">
// CHECK: return %{{.*}} : !cute.tile<"[?:1;_;(2,?):(?,2)]">
func.func @dynamic_two(%a: i32, %b: i32, %c: i32) -> !cute.tile<"[?:1;_;(2,?):(?,2)]"> {
  %t = cute.make_tile(%a, %b, %c) : (i32, i32, i32) -> !cute.tile<"[?:1;_;(2,?):(?,2)]">
  return %t : !cute.tile<"[?:1;_;(2,?):(?,2)]">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.make_tile() : () -> !cute.tile<"{{\[\[}}2:1;4:1];6:1]">
// CHECK: return %{{.*}} : !cute.tile<"{{\[\[}}2:1;4:1];6:1]">
func.func @nested() -> !cute.tile<"[[2:1;4:1];6:1]"> {
  %t = cute.make_tile() : () -> !cute.tile<"[[2:1;4:1];6:1]">
  return %t : !cute.tile<"[[2:1;4:1];6:1]">
}
