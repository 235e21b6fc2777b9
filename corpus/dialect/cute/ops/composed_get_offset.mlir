// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.composed_get_offset(%{{.*}}) : <"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.int_tuple<"3">
// CHECK: return %{{.*}} : !cute.int_tuple<"3">
func.func @scalar(%cl: !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">) -> !cute.int_tuple<"3"> {
  %o = cute.composed_get_offset(%cl) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)"> -> !cute.int_tuple<"3">
  return %o : !cute.int_tuple<"3">
}

// CHECK-LABEL: func.func @tuple(
// CHECK: %{{.*}} = cute.composed_get_offset(%{{.*}}) : <"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)"> -> !cute.int_tuple<"(1,2)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(1,2)">
func.func @tuple(%cl: !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)">) -> !cute.int_tuple<"(1,2)"> {
  %o = cute.composed_get_offset(%cl) : !cute.composed_layout<"(8,3):(1,8) o (1,2) o (2,4):(1@1,2@0)"> -> !cute.int_tuple<"(1,2)">
  return %o : !cute.int_tuple<"(1,2)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.composed_get_offset(%{{.*}}) : <"S<3,3,3> o ? o (64,8):(1,64)"> -> !cute.int_tuple<"?">
// CHECK: return %{{.*}} : !cute.int_tuple<"?">
func.func @dynamic(%cl: !cute.composed_layout<"S<3,3,3> o ? o (64,8):(1,64)">) -> !cute.int_tuple<"?"> {
  %o = cute.composed_get_offset(%cl) : !cute.composed_layout<"S<3,3,3> o ? o (64,8):(1,64)"> -> !cute.int_tuple<"?">
  return %o : !cute.int_tuple<"?">
}
