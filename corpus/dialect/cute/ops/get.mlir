// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape_mode(
// CHECK: %{{.*}} = cute.get<[1]> (%{{.*}}) : !cute.shape<"(3,(5,2))"> -> !cute.shape<"(5,2)">
// CHECK: return %{{.*}} : !cute.shape<"(5,2)">
func.func @shape_mode(%s: !cute.shape<"(3,(5,2))">) -> !cute.shape<"(5,2)"> {
  %r = cute.get<[1]> (%s) : !cute.shape<"(3,(5,2))"> -> !cute.shape<"(5,2)">
  return %r : !cute.shape<"(5,2)">
}

// CHECK-LABEL: func.func @layout_leaf(
// CHECK: %{{.*}} = cute.get<[1]> (%{{.*}}) : !cute.layout<"(6,2):(2,12)"> -> !cute.layout<"2:12">
// CHECK: return %{{.*}} : !cute.layout<"2:12">
func.func @layout_leaf(%l: !cute.layout<"(6,2):(2,12)">) -> !cute.layout<"2:12"> {
  %r = cute.get<[1]> (%l) : !cute.layout<"(6,2):(2,12)"> -> !cute.layout<"2:12">
  return %r : !cute.layout<"2:12">
}

// CHECK-LABEL: func.func @two_level(
// CHECK: %{{.*}} = cute.get<[1, 1]> (%{{.*}}) : !cute.layout<"((2,3),(5,4)):((1,2),(6,30))"> -> !cute.layout<"4:30">
// CHECK: return %{{.*}} : !cute.layout<"4:30">
func.func @two_level(%l: !cute.layout<"((2,3),(5,4)):((1,2),(6,30))">) -> !cute.layout<"4:30"> {
  %r = cute.get<[1, 1]> (%l) : !cute.layout<"((2,3),(5,4)):((1,2),(6,30))"> -> !cute.layout<"4:30">
  return %r : !cute.layout<"4:30">
}

// CHECK-LABEL: func.func @three_level(
// CHECK: %{{.*}} = cute.get<[1, 1, 1]> (%{{.*}}) : !cute.int_tuple<"(1,(2,(7,9)))"> -> !cute.int_tuple<"9">
// CHECK: return %{{.*}} : !cute.int_tuple<"9">
func.func @three_level(%s: !cute.int_tuple<"(1,(2,(7,9)))">) -> !cute.int_tuple<"9"> {
  %r = cute.get<[1, 1, 1]> (%s) : !cute.int_tuple<"(1,(2,(7,9)))"> -> !cute.int_tuple<"9">
  return %r : !cute.int_tuple<"9">
}

// CHECK-LABEL: func.func @identity(
// CHECK: %{{.*}} = cute.get (%{{.*}}) : !cute.shape<"(5,3)"> -> !cute.shape<"(5,3)">
// CHECK: %{{.*}} = cute.get<[]> (%{{.*}}) : !cute.layout<"(5,3):(3,1)"> -> !cute.layout<"(5,3):(3,1)">
// CHECK: return %{{.*}}, %{{.*}} : !cute.shape<"(5,3)">, !cute.layout<"(5,3):(3,1)">
func.func @identity(%s: !cute.shape<"(5,3)">, %l: !cute.layout<"(5,3):(3,1)">) -> (!cute.shape<"(5,3)">, !cute.layout<"(5,3):(3,1)">) {
  %r0 = cute.get (%s) : !cute.shape<"(5,3)"> -> !cute.shape<"(5,3)">
  %r1 = cute.get<[]> (%l) : !cute.layout<"(5,3):(3,1)"> -> !cute.layout<"(5,3):(3,1)">
  return %r0, %r1 : !cute.shape<"(5,3)">, !cute.layout<"(5,3):(3,1)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.get<[1, 1]> (%{{.*}}) : !cute.stride<"(1,(?,?{i64}))"> -> !cute.stride<"?{i64}">
// CHECK: return %{{.*}} : !cute.stride<"?{i64}">
func.func @dynamic(%d: !cute.stride<"(1,(?,?{i64}))">) -> !cute.stride<"?{i64}"> {
  %r = cute.get<[1, 1]> (%d) : !cute.stride<"(1,(?,?{i64}))"> -> !cute.stride<"?{i64}">
  return %r : !cute.stride<"?{i64}">
}

// CHECK-LABEL: func.func @tile(
// CHECK: %{{.*}} = cute.get<[0]> (%{{.*}}) : !cute.tile<"[(2,6):(1,2);_;5:1]"> -> !cute.tile<"(2,6):(1,2)">
// CHECK: %{{.*}} = cute.get<[1]> (%{{.*}}) : !cute.tile<"[(2,6):(1,2);_;5:1]"> -> !cute.tile<"_">
// CHECK: return %{{.*}}, %{{.*}} : !cute.tile<"(2,6):(1,2)">, !cute.tile<"_">
func.func @tile(%t: !cute.tile<"[(2,6):(1,2);_;5:1]">) -> (!cute.tile<"(2,6):(1,2)">, !cute.tile<"_">) {
  %r0 = cute.get<[0]> (%t) : !cute.tile<"[(2,6):(1,2);_;5:1]"> -> !cute.tile<"(2,6):(1,2)">
  %r1 = cute.get<[1]> (%t) : !cute.tile<"[(2,6):(1,2);_;5:1]"> -> !cute.tile<"_">
  return %r0, %r1 : !cute.tile<"(2,6):(1,2)">, !cute.tile<"_">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.get<[1]> (%{{.*}}) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
// CHECK: return %{{.*}} : !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
func.func @composed(%cl: !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3"> {
  %r = cute.get<[1]> (%cl) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
  return %r : !cute.composed_layout<"(6,4):(1,6) o 3 o 2:3">
}

// CHECK-LABEL: func.func @basis(
// CHECK: %{{.*}} = cute.get<[1, 1]> (%{{.*}}) : !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))"> -> !cute.layout<"3:1@1@1">
// CHECK: return %{{.*}} : !cute.layout<"3:1@1@1">
func.func @basis(%l: !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">) -> !cute.layout<"3:1@1@1"> {
  %r = cute.get<[1, 1]> (%l) : !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))"> -> !cute.layout<"3:1@1@1">
  return %r : !cute.layout<"3:1@1@1">
}
