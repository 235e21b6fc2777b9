// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.raked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,2),(2,3)):((6,3),(12,1))">
// CHECK: return %{{.*}} : !cute.layout<"((2,2),(2,3)):((6,3),(12,1))">
func.func @layout(%a: !cute.layout<"(2,3):(3,1)">, %b: !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,2),(2,3)):((6,3),(12,1))"> {
  %r = cute.raked_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.layout<"((2,2),(2,3)):((6,3),(12,1))">
  return %r : !cute.layout<"((2,2),(2,3)):((6,3),(12,1))">
}

// CHECK-LABEL: func.func @dynamic_tiler(
// CHECK: %{{.*}} = cute.raked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(?,2):(1,3)">) -> !cute.layout<"((?,2),(2,3)):((6,3),(18,1))">
// CHECK: return %{{.*}} : !cute.layout<"((?,2),(2,3)):((6,3),(18,1))">
func.func @dynamic_tiler(%a: !cute.layout<"(2,3):(3,1)">, %b: !cute.layout<"(?,2):(1,3)">) -> !cute.layout<"((?,2),(2,3)):((6,3),(18,1))"> {
  %r = cute.raked_product(%a, %b) : (!cute.layout<"(2,3):(3,1)">, !cute.layout<"(?,2):(1,3)">) -> !cute.layout<"((?,2),(2,3)):((6,3),(18,1))">
  return %r : !cute.layout<"((?,2),(2,3)):((6,3),(18,1))">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.raked_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((2,4),(2,8)):((32,8),(64,1))">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o ((2,4),(2,8)):((32,8),(64,1))">
func.func @composed(%a: !cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">, %b: !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((2,4),(2,8)):((32,8),(64,1))"> {
  %r = cute.raked_product(%a, %b) : (!cute.composed_layout<"S<2,4,3> o 0 o (4,8):(8,1)">, !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((2,4),(2,8)):((32,8),(64,1))">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o ((2,4),(2,8)):((32,8),(64,1))">
}
