// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.make_stride() : () -> !cute.stride<"(1,16)">
// CHECK: return %{{.*}} : !cute.stride<"(1,16)">
func.func @static() -> !cute.stride<"(1,16)"> {
  %d = cute.make_stride() : () -> !cute.stride<"(1,16)">
  return %d : !cute.stride<"(1,16)">
}

// CHECK-LABEL: func.func @dynamic_scalar(
// CHECK: %{{.*}} = cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"?">
// CHECK: return %{{.*}} : !cute.stride<"?">
func.func @dynamic_scalar(%s: i32) -> !cute.stride<"?"> {
  %d = cute.make_stride(%s) : (i32) -> !cute.stride<"?">
  return %d : !cute.stride<"?">
}

// CHECK-LABEL: func.func @dynamic_basis(
// CHECK: %{{.*}} = cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"?@1">
// CHECK: return %{{.*}} : !cute.stride<"?@1">
func.func @dynamic_basis(%s: i32) -> !cute.stride<"?@1"> {
  %d = cute.make_stride(%s) : (i32) -> !cute.stride<"?@1">
  return %d : !cute.stride<"?@1">
}

// CHECK-LABEL: func.func @static_basis(
// CHECK: %{{.*}} = cute.make_stride() : () -> !cute.stride<"8@0">
// CHECK: return %{{.*}} : !cute.stride<"8@0">
func.func @static_basis() -> !cute.stride<"8@0"> {
  %d = cute.make_stride() : () -> !cute.stride<"8@0">
  return %d : !cute.stride<"8@0">
}

// CHECK-LABEL: func.func @hier_basis(
// CHECK: %{{.*}} = cute.make_stride() : () -> !cute.stride<"(1@1@0,2@1)">
// CHECK: return %{{.*}} : !cute.stride<"(1@1@0,2@1)">
func.func @hier_basis() -> !cute.stride<"(1@1@0,2@1)"> {
  %d = cute.make_stride() : () -> !cute.stride<"(1@1@0,2@1)">
  return %d : !cute.stride<"(1@1@0,2@1)">
}

// CHECK-LABEL: func.func @mixed(
// CHECK: %{{.*}} = cute.make_stride(%{{.*}}, %{{.*}}) : (i32, i64) -> !cute.stride<"(1,(?,?{i64}))">
// CHECK: return %{{.*}} : !cute.stride<"(1,(?,?{i64}))">
func.func @mixed(%a: i32, %b: i64) -> !cute.stride<"(1,(?,?{i64}))"> {
  %d = cute.make_stride(%a, %b) : (i32, i64) -> !cute.stride<"(1,(?,?{i64}))">
  return %d : !cute.stride<"(1,(?,?{i64}))">
}

// CHECK-LABEL: func.func @zero_and_dyn_basis(
// CHECK: %{{.*}} = cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"(0,?@0)">
// CHECK: return %{{.*}} : !cute.stride<"(0,?@0)">
func.func @zero_and_dyn_basis(%a: i32) -> !cute.stride<"(0,?@0)"> {
  %d = cute.make_stride(%a) : (i32) -> !cute.stride<"(0,?@0)">
  return %d : !cute.stride<"(0,?@0)">
}
