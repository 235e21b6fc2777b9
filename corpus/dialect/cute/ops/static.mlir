// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.static : !cute.layout<"(3,7):(7,1)">
// CHECK: return %{{.*}} : !cute.layout<"(3,7):(7,1)">
func.func @layout() -> !cute.layout<"(3,7):(7,1)"> {
  %0 = cute.static : !cute.layout<"(3,7):(7,1)">
  return %0 : !cute.layout<"(3,7):(7,1)">
}

// CHECK-LABEL: func.func @tuples(
// CHECK: %{{.*}} = cute.static : !cute.shape<"9">
// CHECK: %{{.*}} = cute.static : !cute.stride<"(2,8@1)">
// CHECK: %{{.*}} = cute.static : !cute.int_tuple<"(1,(2,3))">
// CHECK: %{{.*}} = cute.static : !cute.coord<"(_,4)">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.shape<"9">, !cute.stride<"(2,8@1)">, !cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,4)">
func.func @tuples() -> (!cute.shape<"9">, !cute.stride<"(2,8@1)">, !cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,4)">) {
  %0 = cute.static : !cute.shape<"9">
  %1 = cute.static : !cute.stride<"(2,8@1)">
  %2 = cute.static : !cute.int_tuple<"(1,(2,3))">
  %3 = cute.static : !cute.coord<"(_,4)">
  return %0, %1, %2, %3 : !cute.shape<"9">, !cute.stride<"(2,8@1)">, !cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,4)">
}

// CHECK-LABEL: func.func @others(
// CHECK: %{{.*}} = cute.static : !cute.tile<"[2:1;_]">
// CHECK: %{{.*}} = cute.static : !cute.swizzle<"S<3,4,3>">
// CHECK: %{{.*}} = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(16,1)">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.tile<"[2:1;_]">, !cute.swizzle<"S<3,4,3>">, !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(16,1)">
func.func @others() -> (!cute.tile<"[2:1;_]">, !cute.swizzle<"S<3,4,3>">, !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(16,1)">) {
  %0 = cute.static : !cute.tile<"[2:1;_]">
  %1 = cute.static : !cute.swizzle<"S<3,4,3>">
  %2 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(16,1)">
  return %0, %1, %2 : !cute.tile<"[2:1;_]">, !cute.swizzle<"S<3,4,3>">, !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(16,1)">
}
