// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.make_shape() : () -> !cute.shape<"(32,16)">
// CHECK: return %{{.*}} : !cute.shape<"(32,16)">
func.func @static() -> !cute.shape<"(32,16)"> {
  %s = cute.make_shape() : () -> !cute.shape<"(32,16)">
  return %s : !cute.shape<"(32,16)">
}

// CHECK-LABEL: func.func @static_nested(
// CHECK: %{{.*}} = cute.make_shape() : () -> !cute.shape<"(2,(3,5))">
// CHECK: return %{{.*}} : !cute.shape<"(2,(3,5))">
func.func @static_nested() -> !cute.shape<"(2,(3,5))"> {
  %s = cute.make_shape() : () -> !cute.shape<"(2,(3,5))">
  return %s : !cute.shape<"(2,(3,5))">
}

// CHECK-LABEL: func.func @all_dynamic(
// CHECK: %{{.*}} = cute.make_shape(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.shape<"(?,?)">
// CHECK: return %{{.*}} : !cute.shape<"(?,?)">
func.func @all_dynamic(%m: i32, %n: i32) -> !cute.shape<"(?,?)"> {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  return %s : !cute.shape<"(?,?)">
}

// CHECK-LABEL: func.func @partial(
// CHECK: %{{.*}} = cute.make_shape(%{{.*}}) : (i32) -> !cute.shape<"(8,?)">
// CHECK: return %{{.*}} : !cute.shape<"(8,?)">
func.func @partial(%n: i32) -> !cute.shape<"(8,?)"> {
  %s = cute.make_shape(%n) : (i32) -> !cute.shape<"(8,?)">
  return %s : !cute.shape<"(8,?)">
}

// CHECK-LABEL: func.func @i64_leaf(
// CHECK: %{{.*}} = cute.make_shape(%{{.*}}, %{{.*}}) : (i64, i32) -> !cute.shape<"(?{i64},(4,?))">
// CHECK: return %{{.*}} : !cute.shape<"(?{i64},(4,?))">
func.func @i64_leaf(%m: i64, %n: i32) -> !cute.shape<"(?{i64},(4,?))"> {
  %s = cute.make_shape(%m, %n) : (i64, i32) -> !cute.shape<"(?{i64},(4,?))">
  return %s : !cute.shape<"(?{i64},(4,?))">
}
