// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.get_shape(%{{.*}}) : !cute.layout<"(6,(2,3)):(1,(6,12))"> -> !cute.shape<"(6,(2,3))">
// CHECK: return %{{.*}} : !cute.shape<"(6,(2,3))">
func.func @layout(%l: !cute.layout<"(6,(2,3)):(1,(6,12))">) -> !cute.shape<"(6,(2,3))"> {
  %s = cute.get_shape(%l) : !cute.layout<"(6,(2,3)):(1,(6,12))"> -> !cute.shape<"(6,(2,3))">
  return %s : !cute.shape<"(6,(2,3))">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.get_shape(%{{.*}}) : !cute.layout<"(?,?{i64}):(1,?)"> -> !cute.shape<"(?,?{i64})">
// CHECK: return %{{.*}} : !cute.shape<"(?,?{i64})">
func.func @dynamic(%l: !cute.layout<"(?,?{i64}):(1,?)">) -> !cute.shape<"(?,?{i64})"> {
  %s = cute.get_shape(%l) : !cute.layout<"(?,?{i64}):(1,?)"> -> !cute.shape<"(?,?{i64})">
  return %s : !cute.shape<"(?,?{i64})">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.get_shape(%{{.*}}) : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)"> -> !cute.shape<"(16,8)">
// CHECK: return %{{.*}} : !cute.shape<"(16,8)">
func.func @composed(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">) -> !cute.shape<"(16,8)"> {
  %s = cute.get_shape(%cl) : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)"> -> !cute.shape<"(16,8)">
  return %s : !cute.shape<"(16,8)">
}

// A tile's shape has one element per slot: its layout's shape.
// CHECK-LABEL: func.func @tile(
// CHECK: cute.get_shape(%{{.*}}) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.shape<"((4,8),(2,3))">
// CHECK: cute.get_shape(%{{.*}}) : !cute.tile<"[4:1;[8:1;(2,2):(1,4)]]"> -> !cute.shape<"(4,(8,(2,2)))">
func.func @tile(%t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">, %n: !cute.tile<"[4:1;[8:1;(2,2):(1,4)]]">) {
  %s = cute.get_shape(%t) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.shape<"((4,8),(2,3))">
  %s2 = cute.get_shape(%n) : !cute.tile<"[4:1;[8:1;(2,2):(1,4)]]"> -> !cute.shape<"(4,(8,(2,2)))">
  return
}
