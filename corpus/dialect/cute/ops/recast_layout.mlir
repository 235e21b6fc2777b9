// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @upcast(
// CHECK: %{{.*}} = cute.recast_layout<16, 8> (%{{.*}}) : !cute.layout<"(16,4):(1,16)"> -> !cute.layout<"(8,4):(1,8)">
// CHECK: return %{{.*}} : !cute.layout<"(8,4):(1,8)">
func.func @upcast(%l: !cute.layout<"(16,4):(1,16)">) -> !cute.layout<"(8,4):(1,8)"> {
  %r = cute.recast_layout<16, 8> (%l) : !cute.layout<"(16,4):(1,16)"> -> !cute.layout<"(8,4):(1,8)">
  return %r : !cute.layout<"(8,4):(1,8)">
}

// CHECK-LABEL: func.func @downcast(
// CHECK: %{{.*}} = cute.recast_layout<8, 16> (%{{.*}}) : !cute.layout<"(4,2):(1,4)"> -> !cute.layout<"(8,2):(1,8)">
// CHECK: return %{{.*}} : !cute.layout<"(8,2):(1,8)">
func.func @downcast(%l: !cute.layout<"(4,2):(1,4)">) -> !cute.layout<"(8,2):(1,8)"> {
  %r = cute.recast_layout<8, 16> (%l) : !cute.layout<"(4,2):(1,4)"> -> !cute.layout<"(8,2):(1,8)">
  return %r : !cute.layout<"(8,2):(1,8)">
}

// CHECK-LABEL: func.func @row_major_upcast(
// CHECK: %{{.*}} = cute.recast_layout<64, 16> (%{{.*}}) : !cute.layout<"(4,16):(16,1)"> -> !cute.layout<"(4,4):(4,1)">
// CHECK: return %{{.*}} : !cute.layout<"(4,4):(4,1)">
func.func @row_major_upcast(%l: !cute.layout<"(4,16):(16,1)">) -> !cute.layout<"(4,4):(4,1)"> {
  %r = cute.recast_layout<64, 16> (%l) : !cute.layout<"(4,16):(16,1)"> -> !cute.layout<"(4,4):(4,1)">
  return %r : !cute.layout<"(4,4):(4,1)">
}

// CHECK-LABEL: func.func @identity(
// CHECK: %{{.*}} = cute.recast_layout<16, 16> (%{{.*}}) : !cute.layout<"(6,2):(2,1)"> -> !cute.layout<"(6,2):(2,1)">
// CHECK: return %{{.*}} : !cute.layout<"(6,2):(2,1)">
func.func @identity(%l: !cute.layout<"(6,2):(2,1)">) -> !cute.layout<"(6,2):(2,1)"> {
  %r = cute.recast_layout<16, 16> (%l) : !cute.layout<"(6,2):(2,1)"> -> !cute.layout<"(6,2):(2,1)">
  return %r : !cute.layout<"(6,2):(2,1)">
}

// CHECK-LABEL: func.func @composed_layout_a(
// CHECK: %{{.*}} = cute.recast_layout<16, 8> (%{{.*}}) : !cute.composed_layout<"(8,2):(1,8) o 0 o (4,4):(1,4)"> -> !cute.composed_layout<"(4,2):(1,4) o 0 o (2,4):(1,2)">
// CHECK: return %{{.*}} : !cute.composed_layout<"(4,2):(1,4) o 0 o (2,4):(1,2)">
func.func @composed_layout_a(%cl: !cute.composed_layout<"(8,2):(1,8) o 0 o (4,4):(1,4)">) -> !cute.composed_layout<"(4,2):(1,4) o 0 o (2,4):(1,2)"> {
  %r = cute.recast_layout<16, 8> (%cl) : !cute.composed_layout<"(8,2):(1,8) o 0 o (4,4):(1,4)"> -> !cute.composed_layout<"(4,2):(1,4) o 0 o (2,4):(1,2)">
  return %r : !cute.composed_layout<"(4,2):(1,4) o 0 o (2,4):(1,2)">
}

// CHECK-LABEL: func.func @composed_swizzle(
// CHECK: %{{.*}} = cute.recast_layout<16, 8> (%{{.*}}) : !cute.composed_layout<"S<3,4,3> o 0 o (16,?):(1,?)"> -> !cute.composed_layout<"S<3,3,3> o 0 o (8,?):(1,?)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<3,3,3> o 0 o (8,?):(1,?)">
func.func @composed_swizzle(%cl: !cute.composed_layout<"S<3,4,3> o 0 o (16,?):(1,?)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,?):(1,?)"> {
  %r = cute.recast_layout<16, 8> (%cl) : !cute.composed_layout<"S<3,4,3> o 0 o (16,?):(1,?)"> -> !cute.composed_layout<"S<3,3,3> o 0 o (8,?):(1,?)">
  return %r : !cute.composed_layout<"S<3,3,3> o 0 o (8,?):(1,?)">
}

// CHECK-LABEL: func.func @dynamic_downcast(
// CHECK: %{{.*}} = cute.recast_layout<8, 16> (%{{.*}}) : !cute.layout<"(8,?):(1,?)"> -> !cute.layout<"(16,?):(1,?)">
// CHECK: return %{{.*}} : !cute.layout<"(16,?):(1,?)">
func.func @dynamic_downcast(%l: !cute.layout<"(8,?):(1,?)">) -> !cute.layout<"(16,?):(1,?)"> {
  %r = cute.recast_layout<8, 16> (%l) : !cute.layout<"(8,?):(1,?)"> -> !cute.layout<"(16,?):(1,?)">
  return %r : !cute.layout<"(16,?):(1,?)">
}
