// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,3),(2,2)):((3,1),(6,12))">
// CHECK: return %{{.*}} : !cute.layout<"((2,3),(2,2)):((3,1),(6,12))">
func.func @layout(%a: !cute.layout<"(2,3):(3,1)">, %b: !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,3),(2,2)):((3,1),(6,12))"> {
  %r = cute.logical_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,3),(2,2)):((3,1),(6,12))">
  return %r : !cute.layout<"((2,3),(2,2)):((3,1),(6,12))">
}

// CHECK-LABEL: func.func @dynamic_tiler(
// CHECK: %{{.*}} = cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(?,2):(1,3)">) -> !cute.layout<"((2,3),(?,2)):((3,1),(6,18))">
// CHECK: return %{{.*}} : !cute.layout<"((2,3),(?,2)):((3,1),(6,18))">
func.func @dynamic_tiler(%a: !cute.layout<"(2,3):(3,1)">, %b: !cute.layout<"(?,2):(1,3)">) -> !cute.layout<"((2,3),(?,2)):((3,1),(6,18))"> {
  %r = cute.logical_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(?,2):(1,3)">) -> !cute.layout<"((2,3),(?,2)):((3,1),(6,18))">
  return %r : !cute.layout<"((2,3),(?,2)):((3,1),(6,18))">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,8),(2,2)):((8,1),(32,64))">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o ((4,8),(2,2)):((8,1),(32,64))">
func.func @composed(%a: !cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">, %b: !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,8),(2,2)):((8,1),(32,64))"> {
  %r = cute.logical_product(%a, %b) : (!cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((4,8),(2,2)):((8,1),(32,64))">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o ((4,8),(2,2)):((8,1),(32,64))">
}

// Only B of a composed input must be static: the offset and an affine A
// pass through (C++: composition(a.layout_a(), a.offset(), product(B, T))).
// CHECK-LABEL: func.func @composed_dynamic_offset(
// CHECK: -> !cute.composed_layout<"(?,5):(1,?) o ? o ((2,3),3):((1,2),12)">
func.func @composed_dynamic_offset(%a: !cute.composed_layout<"(?,5):(1,?) o ? o (2,3):(1,2)">, %b: !cute.layout<"3:2">) -> !cute.composed_layout<"(?,5):(1,?) o ? o ((2,3),3):((1,2),12)"> {
  %r = cute.logical_product(%a, %b) : (!cute.composed_layout<"(?,5):(1,?) o ? o (2,3):(1,2)">, !cute.layout<"3:2">) -> !cute.composed_layout<"(?,5):(1,?) o ? o ((2,3),3):((1,2),12)">
  return %r : !cute.composed_layout<"(?,5):(1,?) o ? o ((2,3),3):((1,2),12)">
}
