// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.select<[0, 2]> (%{{.*}}) : !cute.shape<"(6,3,9)"> -> !cute.shape<"(6,9)">
// CHECK: return %{{.*}} : !cute.shape<"(6,9)">
func.func @shape(%s: !cute.shape<"(6,3,9)">) -> !cute.shape<"(6,9)"> {
  %r = cute.select<[0, 2]> (%s) : !cute.shape<"(6,3,9)"> -> !cute.shape<"(6,9)">
  return %r : !cute.shape<"(6,9)">
}

// CHECK-LABEL: func.func @layout_permute(
// CHECK: %{{.*}} = cute.select<[2, 0]> (%{{.*}}) : !cute.layout<"(2,5,3):(1,2,10)"> -> !cute.layout<"(3,2):(10,1)">
// CHECK: return %{{.*}} : !cute.layout<"(3,2):(10,1)">
func.func @layout_permute(%l: !cute.layout<"(2,5,3):(1,2,10)">) -> !cute.layout<"(3,2):(10,1)"> {
  %r = cute.select<[2, 0]> (%l) : !cute.layout<"(2,5,3):(1,2,10)"> -> !cute.layout<"(3,2):(10,1)">
  return %r : !cute.layout<"(3,2):(10,1)">
}

// CHECK-LABEL: func.func @single(
// CHECK: %{{.*}} = cute.select<[1]> (%{{.*}}) : !cute.layout<"(6,2):(2,12)"> -> !cute.layout<"(2):(12)">
// CHECK: return %{{.*}} : !cute.layout<"(2):(12)">
func.func @single(%l: !cute.layout<"(6,2):(2,12)">) -> !cute.layout<"(2):(12)"> {
  %r = cute.select<[1]> (%l) : !cute.layout<"(6,2):(2,12)"> -> !cute.layout<"(2):(12)">
  return %r : !cute.layout<"(2):(12)">
}

// CHECK-LABEL: func.func @tile(
// CHECK: %{{.*}} = cute.select<[2, 1]> (%{{.*}}) : !cute.tile<"[3:1;_;(2,2):(1,2)]"> -> !cute.tile<"[(2,2):(1,2);_]">
// CHECK: return %{{.*}} : !cute.tile<"[(2,2):(1,2);_]">
func.func @tile(%t: !cute.tile<"[3:1;_;(2,2):(1,2)]">) -> !cute.tile<"[(2,2):(1,2);_]"> {
  %r = cute.select<[2, 1]> (%t) : !cute.tile<"[3:1;_;(2,2):(1,2)]"> -> !cute.tile<"[(2,2):(1,2);_]">
  return %r : !cute.tile<"[(2,2):(1,2);_]">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.select<[1, 2]> (%{{.*}}) : !cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)"> -> !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)">
func.func @composed(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)"> {
  %r = cute.select<[1, 2]> (%cl) : !cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)"> -> !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)">
}

// CHECK-LABEL: func.func @empty(
// CHECK: %{{.*}} = cute.select<[]> (%{{.*}}) : !cute.shape<"(5,5)"> -> !cute.shape<"()">
// CHECK: return %{{.*}} : !cute.shape<"()">
func.func @empty(%s: !cute.shape<"(5,5)">) -> !cute.shape<"()"> {
  %r = cute.select<[]> (%s) : !cute.shape<"(5,5)"> -> !cute.shape<"()">
  return %r : !cute.shape<"()">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.select<[2, 0]> (%{{.*}}) : !cute.layout<"(?,4,?{i64}):(1,?,8)"> -> !cute.layout<"(?{i64},?):(8,1)">
// CHECK: return %{{.*}} : !cute.layout<"(?{i64},?):(8,1)">
func.func @dynamic(%l: !cute.layout<"(?,4,?{i64}):(1,?,8)">) -> !cute.layout<"(?{i64},?):(8,1)"> {
  %r = cute.select<[2, 0]> (%l) : !cute.layout<"(?,4,?{i64}):(1,?,8)"> -> !cute.layout<"(?{i64},?):(8,1)">
  return %r : !cute.layout<"(?{i64},?):(8,1)">
}

// Selecting no mode of a tile gives the empty tile "[]".
// CHECK-LABEL: func.func @empty_tile(
// CHECK: %{{.*}} = cute.select<[]> (%{{.*}}) : !cute.tile<"[4:1;_]"> -> !cute.tile<"[]">
// CHECK: return %{{.*}} : !cute.tile<"[]">
func.func @empty_tile(%t: !cute.tile<"[4:1;_]">) -> !cute.tile<"[]"> {
  %r = cute.select<[]> (%t) : !cute.tile<"[4:1;_]"> -> !cute.tile<"[]">
  return %r : !cute.tile<"[]">
}
