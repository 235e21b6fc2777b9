// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape_tiler(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
// CHECK: return %{{.*}} : !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
func.func @shape_tiler(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.shape<"(4,3)">) -> !cute.layout<"((4,2),(3,2)):((6,24),(1,3))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
  return %r : !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
}

// CHECK-LABEL: func.func @tile_tiler(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[4:1;3:1]">) -> !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
// CHECK: return %{{.*}} : !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
func.func @tile_tiler(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.tile<"[4:1;3:1]">) -> !cute.layout<"((4,2),(3,2)):((6,24),(1,3))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[4:1;3:1]">) -> !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
  return %r : !cute.layout<"((4,2),(3,2)):((6,24),(1,3))">
}

// CHECK-LABEL: func.func @layout_tiler(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"12:1">, !cute.layout<"3:2">) -> !cute.layout<"(3,(2,2)):(2,(1,6))">
// CHECK: return %{{.*}} : !cute.layout<"(3,(2,2)):(2,(1,6))">
func.func @layout_tiler(%a: !cute.layout<"12:1">, %t: !cute.layout<"3:2">) -> !cute.layout<"(3,(2,2)):(2,(1,6))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"12:1">, !cute.layout<"3:2">) -> !cute.layout<"(3,(2,2)):(2,(1,6))">
  return %r : !cute.layout<"(3,(2,2)):(2,(1,6))">
}

// CHECK-LABEL: func.func @underscore_tile(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[_;3:1]">) -> !cute.layout<"(8,(3,2)):(6,(1,3))">
// CHECK: return %{{.*}} : !cute.layout<"(8,(3,2)):(6,(1,3))">
func.func @underscore_tile(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.tile<"[_;3:1]">) -> !cute.layout<"(8,(3,2)):(6,(1,3))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[_;3:1]">) -> !cute.layout<"(8,(3,2)):(6,(1,3))">
  return %r : !cute.layout<"(8,(3,2)):(6,(1,3))">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,2),(3,2)):((6,24),(1,3))">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o ((4,2),(3,2)):((6,24),(1,3))">
func.func @composed(%a: !cute.composed_layout<"S<2,4,3> o 0 o (8,6):(6,1)">, %t: !cute.shape<"(4,3)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,2),(3,2)):((6,24),(1,3))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,2),(3,2)):((6,24),(1,3))">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o ((4,2),(3,2)):((6,24),(1,3))">
}

// CHECK-LABEL: func.func @nested_tile(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"{{\[\[}}2:1];3:1]">) -> !cute.layout<"(((2,4)),(3,2)):(((6,12)),(1,3))">
// CHECK: return %{{.*}} : !cute.layout<"(((2,4)),(3,2)):(((6,12)),(1,3))">
func.func @nested_tile(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.tile<"[[2:1];3:1]">) -> !cute.layout<"(((2,4)),(3,2)):(((6,12)),(1,3))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[[2:1];3:1]">) -> !cute.layout<"(((2,4)),(3,2)):(((6,12)),(1,3))">
  return %r : !cute.layout<"(((2,4)),(3,2)):(((6,12)),(1,3))">
}

// CHECK-LABEL: func.func @dynamic_input(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(?,6):(1,?)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,?),(3,2)):((1,4),(?,?))">
// CHECK: return %{{.*}} : !cute.layout<"((4,?),(3,2)):((1,4),(?,?))">
func.func @dynamic_input(%a: !cute.layout<"(?,6):(1,?)">, %t: !cute.shape<"(4,3)">) -> !cute.layout<"((4,?),(3,2)):((1,4),(?,?))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(?,6):(1,?)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,?),(3,2)):((1,4),(?,?))">
  return %r : !cute.layout<"((4,?),(3,2)):((1,4),(?,?))">
}
