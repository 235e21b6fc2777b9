// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"10">, !cute.int_tuple<"4">) -> !cute.int_tuple<"3">
// CHECK: return %{{.*}} : !cute.int_tuple<"3">
func.func @scalar(%a: !cute.int_tuple<"10">, %b: !cute.int_tuple<"4">) -> !cute.int_tuple<"3"> {
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"10">, !cute.int_tuple<"4">) -> !cute.int_tuple<"3">
  return %r : !cute.int_tuple<"3">
}

// CHECK-LABEL: func.func @tuple(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(9,20)">, !cute.int_tuple<"(2,6)">) -> !cute.int_tuple<"(5,4)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(5,4)">
func.func @tuple(%a: !cute.int_tuple<"(9,20)">, %b: !cute.int_tuple<"(2,6)">) -> !cute.int_tuple<"(5,4)"> {
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(9,20)">, !cute.int_tuple<"(2,6)">) -> !cute.int_tuple<"(5,4)">
  return %r : !cute.int_tuple<"(5,4)">
}

// CHECK-LABEL: func.func @extra_mode(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(9,20,7)">, !cute.int_tuple<"(2,6)">) -> !cute.int_tuple<"(5,4,7)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(5,4,7)">
func.func @extra_mode(%a: !cute.int_tuple<"(9,20,7)">, %b: !cute.int_tuple<"(2,6)">) -> !cute.int_tuple<"(5,4,7)"> {
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(9,20,7)">, !cute.int_tuple<"(2,6)">) -> !cute.int_tuple<"(5,4,7)">
  return %r : !cute.int_tuple<"(5,4,7)">
}

// CHECK-LABEL: func.func @tile(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(7,10)">, !cute.tile<"[2:1;5:1]">) -> !cute.int_tuple<"(4,2)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(4,2)">
func.func @tile(%a: !cute.int_tuple<"(7,10)">, %t: !cute.tile<"[2:1;5:1]">) -> !cute.int_tuple<"(4,2)"> {
  %r = cute.ceil_div(%a, %t) : (!cute.int_tuple<"(7,10)">, !cute.tile<"[2:1;5:1]">) -> !cute.int_tuple<"(4,2)">
  return %r : !cute.int_tuple<"(4,2)">
}

// CHECK-LABEL: func.func @tile_single_layout(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(6,10)">, !cute.tile<"[(2,4):(1,2)]">) -> !cute.int_tuple<"(1,10)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(1,10)">
func.func @tile_single_layout(%a: !cute.int_tuple<"(6,10)">, %t: !cute.tile<"[(2,4):(1,2)]">) -> !cute.int_tuple<"(1,10)"> {
  %r = cute.ceil_div(%a, %t) : (!cute.int_tuple<"(6,10)">, !cute.tile<"[(2,4):(1,2)]">) -> !cute.int_tuple<"(1,10)">
  return %r : !cute.int_tuple<"(1,10)">
}

// CHECK-LABEL: func.func @shape_dynamic(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,8)">, !cute.shape<"(2,4)">) -> !cute.shape<"(?,2)">
// CHECK: return %{{.*}} : !cute.shape<"(?,2)">
func.func @shape_dynamic(%a: !cute.shape<"(?,8)">, %b: !cute.shape<"(2,4)">) -> !cute.shape<"(?,2)"> {
  %r = cute.ceil_div(%a, %b) : (!cute.shape<"(?,8)">, !cute.shape<"(2,4)">) -> !cute.shape<"(?,2)">
  return %r : !cute.shape<"(?,2)">
}

// A layout tiler gives shape(complement(tiler, target)) (layout.hpp), not
// the target divided by the tiler's size mode by mode.
// CHECK-LABEL: func.func @layout_tile(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(8,16)">, !cute.tile<"32:1">) -> !cute.int_tuple<"4">
func.func @layout_tile(%a: !cute.int_tuple<"(8,16)">, %t: !cute.tile<"32:1">) -> !cute.int_tuple<"4"> {
  %r = cute.ceil_div(%a, %t) : (!cute.int_tuple<"(8,16)">, !cute.tile<"32:1">) -> !cute.int_tuple<"4">
  return %r : !cute.int_tuple<"4">
}

// Per mode of a tile, the complement of a strided layout keeps its gaps.
// CHECK-LABEL: func.func @strided_tile(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(16,8,3)">, !cute.tile<"[4:2;8:1]">) -> !cute.int_tuple<"((2,2),1,3)">
func.func @strided_tile(%a: !cute.int_tuple<"(16,8,3)">, %t: !cute.tile<"[4:2;8:1]">) -> !cute.int_tuple<"((2,2),1,3)"> {
  %r = cute.ceil_div(%a, %t) : (!cute.int_tuple<"(16,8,3)">, !cute.tile<"[4:2;8:1]">) -> !cute.int_tuple<"((2,2),1,3)">
  return %r : !cute.int_tuple<"((2,2),1,3)">
}
