// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @mode(
// CHECK: %{{.*}} = cute.size<[1]> (%{{.*}}) : (!cute.shape<"(2,(3,4),5)">) -> !cute.int_tuple<"12">
// CHECK: return %{{.*}} : !cute.int_tuple<"12">
func.func @mode(%s: !cute.shape<"(2,(3,4),5)">) -> !cute.int_tuple<"12"> {
  %r = cute.size<[1]> (%s) : (!cute.shape<"(2,(3,4),5)">) -> !cute.int_tuple<"12">
  return %r : !cute.int_tuple<"12">
}

// CHECK-LABEL: func.func @nested_mode(
// CHECK: %{{.*}} = cute.size<[1, 1]> (%{{.*}}) : (!cute.shape<"(2,(3,4),5)">) -> !cute.int_tuple<"4">
// CHECK: return %{{.*}} : !cute.int_tuple<"4">
func.func @nested_mode(%s: !cute.shape<"(2,(3,4),5)">) -> !cute.int_tuple<"4"> {
  %r = cute.size<[1, 1]> (%s) : (!cute.shape<"(2,(3,4),5)">) -> !cute.int_tuple<"4">
  return %r : !cute.int_tuple<"4">
}

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.size (%{{.*}}) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"24">
// CHECK: return %{{.*}} : !cute.int_tuple<"24">
func.func @layout(%l: !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"24"> {
  %r = cute.size (%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"24">
  return %r : !cute.int_tuple<"24">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.size (%{{.*}}) : (!cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"?">
// CHECK: %{{.*}} = cute.size<[0]> (%{{.*}}) : (!cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"4">
// CHECK: return %{{.*}}, %{{.*}} : !cute.int_tuple<"?">, !cute.int_tuple<"4">
func.func @dynamic(%l: !cute.layout<"(4,?):(1,4)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"4">) {
  %r = cute.size (%l) : (!cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"?">
  %r0 = cute.size<[0]> (%l) : (!cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"4">
  return %r, %r0 : !cute.int_tuple<"?">, !cute.int_tuple<"4">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.size (%{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">) -> !cute.int_tuple<"128">
// CHECK: return %{{.*}} : !cute.int_tuple<"128">
func.func @composed(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">) -> !cute.int_tuple<"128"> {
  %r = cute.size (%cl) : (!cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">) -> !cute.int_tuple<"128">
  return %r : !cute.int_tuple<"128">
}
