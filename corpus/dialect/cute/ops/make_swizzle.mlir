// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @identity(
// CHECK: %{{.*}} = cute.make_swizzle<0, 4, 3> : !cute.swizzle<"S<0,4,3>">
// CHECK: return %{{.*}} : !cute.swizzle<"S<0,4,3>">
func.func @identity() -> !cute.swizzle<"S<0,4,3>"> {
  %s = cute.make_swizzle<0, 4, 3> : !cute.swizzle<"S<0,4,3>">
  return %s : !cute.swizzle<"S<0,4,3>">
}

// CHECK-LABEL: func.func @nontrivial(
// CHECK: %{{.*}} = cute.make_swizzle<2, 4, 3> : !cute.swizzle<"S<2,4,3>">
// CHECK: return %{{.*}} : !cute.swizzle<"S<2,4,3>">
func.func @nontrivial() -> !cute.swizzle<"S<2,4,3>"> {
  %s = cute.make_swizzle<2, 4, 3> : !cute.swizzle<"S<2,4,3>">
  return %s : !cute.swizzle<"S<2,4,3>">
}

// CHECK-LABEL: func.func @small(
// CHECK: %{{.*}} = cute.make_swizzle<1, 0, 2> : !cute.swizzle<"S<1,0,2>">
// CHECK: return %{{.*}} : !cute.swizzle<"S<1,0,2>">
func.func @small() -> !cute.swizzle<"S<1,0,2>"> {
  %s = cute.make_swizzle<1, 0, 2> : !cute.swizzle<"S<1,0,2>">
  return %s : !cute.swizzle<"S<1,0,2>">
}
