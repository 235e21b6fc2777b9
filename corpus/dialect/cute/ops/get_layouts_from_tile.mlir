// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @two(
// CHECK: %{{.*}}:2 = cute.get_layouts_from_tile(%{{.*}}) : <"[(2,6):(1,2);5:1]">
// CHECK: return %{{.*}}, %{{.*}} : !cute.layout<"(2,6):(1,2)">, !cute.layout<"5:1">
func.func @two(%t: !cute.tile<"[(2,6):(1,2);5:1]">) -> (!cute.layout<"(2,6):(1,2)">, !cute.layout<"5:1">) {
  %l0, %l1 = cute.get_layouts_from_tile(%t) : !cute.tile<"[(2,6):(1,2);5:1]">
  return %l0, %l1 : !cute.layout<"(2,6):(1,2)">, !cute.layout<"5:1">
}

// CHECK-LABEL: func.func @underscore(
// CHECK: %{{.*}} = cute.get_layouts_from_tile(%{{.*}}) : <"[_;8:2]">
// CHECK: return %{{.*}} : !cute.layout<"8:2">
func.func @underscore(%t: !cute.tile<"[_;8:2]">) -> !cute.layout<"8:2"> {
  %l0 = cute.get_layouts_from_tile(%t) : !cute.tile<"[_;8:2]">
  return %l0 : !cute.layout<"8:2">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}}:4 = cute.get_layouts_from_tile(%{{.*}}) : <"[3:1;[_;2:4;6:1];7:1]">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.layout<"3:1">, !cute.layout<"2:4">, !cute.layout<"6:1">, !cute.layout<"7:1">
func.func @nested(%t: !cute.tile<"[3:1;[_;2:4;6:1];7:1]">) -> (!cute.layout<"3:1">, !cute.layout<"2:4">, !cute.layout<"6:1">, !cute.layout<"7:1">) {
  %l:4 = cute.get_layouts_from_tile(%t) : !cute.tile<"[3:1;[_;2:4;6:1];7:1]">
  return %l#0, %l#1, %l#2, %l#3 : !cute.layout<"3:1">, !cute.layout<"2:4">, !cute.layout<"6:1">, !cute.layout<"7:1">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}}:2 = cute.get_layouts_from_tile(%{{.*}}) : <"[(?,2):(1,?);4:1]">
// CHECK: return %{{.*}}, %{{.*}} : !cute.layout<"(?,2):(1,?)">, !cute.layout<"4:1">
func.func @dynamic(%t: !cute.tile<"[(?,2):(1,?);4:1]">) -> (!cute.layout<"(?,2):(1,?)">, !cute.layout<"4:1">) {
  %l0, %l1 = cute.get_layouts_from_tile(%t) : !cute.tile<"[(?,2):(1,?);4:1]">
  return %l0, %l1 : !cute.layout<"(?,2):(1,?)">, !cute.layout<"4:1">
}
