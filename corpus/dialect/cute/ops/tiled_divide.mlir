// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape_tiler(
// CHECK: %{{.*}} = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,3),2,2):((6,1),24,3)">
// CHECK: return %{{.*}} : !cute.layout<"((4,3),2,2):((6,1),24,3)">
func.func @shape_tiler(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.shape<"(4,3)">) -> !cute.layout<"((4,3),2,2):((6,1),24,3)"> {
  %r = cute.tiled_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.layout<"((4,3),2,2):((6,1),24,3)">
  return %r : !cute.layout<"((4,3),2,2):((6,1),24,3)">
}

// CHECK-LABEL: func.func @tile_tiler(
// CHECK: %{{.*}} = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[4:1;3:1]">) -> !cute.layout<"((4,3),2,2):((6,1),24,3)">
// CHECK: return %{{.*}} : !cute.layout<"((4,3),2,2):((6,1),24,3)">
func.func @tile_tiler(%a: !cute.layout<"(8,6):(6,1)">, %t: !cute.tile<"[4:1;3:1]">) -> !cute.layout<"((4,3),2,2):((6,1),24,3)"> {
  %r = cute.tiled_divide(%a, %t) : (!cute.layout<"(8,6):(6,1)">, !cute.tile<"[4:1;3:1]">) -> !cute.layout<"((4,3),2,2):((6,1),24,3)">
  return %r : !cute.layout<"((4,3),2,2):((6,1),24,3)">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,3),2,2):((6,1),24,3)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o ((4,3),2,2):((6,1),24,3)">
func.func @composed(%a: !cute.composed_layout<"S<2,4,3> o 0 o (8,6):(6,1)">, %t: !cute.shape<"(4,3)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,3),2,2):((6,1),24,3)"> {
  %r = cute.tiled_divide(%a, %t) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,6):(6,1)">, !cute.shape<"(4,3)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,3),2,2):((6,1),24,3)">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o ((4,3),2,2):((6,1),24,3)">
}

// CHECK-LABEL: func.func @layout_tiler_rank3(
// CHECK: %{{.*}} = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,4,3):(4,1,8)">, !cute.layout<"2:4">) -> !cute.layout<"(2,(2,2),3):(2,(4,1),8)">
// CHECK: return %{{.*}} : !cute.layout<"(2,(2,2),3):(2,(4,1),8)">
func.func @layout_tiler_rank3(%a: !cute.layout<"(2,4,3):(4,1,8)">, %t: !cute.layout<"2:4">) -> !cute.layout<"(2,(2,2),3):(2,(4,1),8)"> {
  %r = cute.tiled_divide(%a, %t) : (!cute.layout<"(2,4,3):(4,1,8)">, !cute.layout<"2:4">) -> !cute.layout<"(2,(2,2),3):(2,(4,1),8)">
  return %r : !cute.layout<"(2,(2,2),3):(2,(4,1),8)">
}
