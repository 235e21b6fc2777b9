// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @all(
// CHECK: %{{.*}}:4 = cute.get_scalars (%{{.*}}) : !cute.layout<"(6,?):(?,1)">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i64, i32, i32, i64
func.func @all(%l: !cute.layout<"(6,?):(?,1)">) -> (i64, i32, i32, i64) {
  %s0, %s1, %s2, %s3 = cute.get_scalars (%l) : !cute.layout<"(6,?):(?,1)">
  return %s0, %s1, %s2, %s3 : i64, i32, i32, i64
}

// CHECK-LABEL: func.func @only_dynamic(
// CHECK: %{{.*}}:2 = cute.get_scalars<{only_dynamic}> (%{{.*}}) : !cute.layout<"(8,?{i64}):(1,?)">
// CHECK: return %{{.*}}, %{{.*}} : i64, i32
func.func @only_dynamic(%l: !cute.layout<"(8,?{i64}):(1,?)">) -> (i64, i32) {
  %d0, %d1 = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(8,?{i64}):(1,?)">
  return %d0, %d1 : i64, i32
}

// CHECK-LABEL: func.func @swizzle(
// CHECK: %{{.*}}:3 = cute.get_scalars (%{{.*}}) : !cute.swizzle<"S<2,4,3>">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32
func.func @swizzle(%sw: !cute.swizzle<"S<2,4,3>">) -> (i32, i32, i32) {
  %b, %m, %s = cute.get_scalars (%sw) : !cute.swizzle<"S<2,4,3>">
  return %b, %m, %s : i32, i32, i32
}

// CHECK-LABEL: func.func @tuple(
// CHECK: %{{.*}}:3 = cute.get_scalars (%{{.*}}) : !cute.int_tuple<"(3,(?,5))">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : i64, i32, i64
func.func @tuple(%t: !cute.int_tuple<"(3,(?,5))">) -> (i64, i32, i64) {
  %x:3 = cute.get_scalars (%t) : !cute.int_tuple<"(3,(?,5))">
  return %x#0, %x#1, %x#2 : i64, i32, i64
}

// CHECK-LABEL: func.func @static_only_dynamic(
// CHECK: cute.get_scalars<{only_dynamic}> (%{{.*}}) : !cute.shape<"(4,4)">
// CHECK: return
func.func @static_only_dynamic(%s: !cute.shape<"(4,4)">) {
  cute.get_scalars<{only_dynamic}> (%s) : !cute.shape<"(4,4)">
  return
}
