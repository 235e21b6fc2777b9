// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static_scalar(
// CHECK: %{{.*}} = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
// CHECK: return %{{.*}} : !cute.int_tuple<"7">
func.func @static_scalar() -> !cute.int_tuple<"7"> {
  %t = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
  return %t : !cute.int_tuple<"7">
}

// CHECK-LABEL: func.func @static_nested(
// CHECK: %{{.*}} = cute.make_int_tuple() : () -> !cute.int_tuple<"(5,(2,9))">
// CHECK: return %{{.*}} : !cute.int_tuple<"(5,(2,9))">
func.func @static_nested() -> !cute.int_tuple<"(5,(2,9))"> {
  %t = cute.make_int_tuple() : () -> !cute.int_tuple<"(5,(2,9))">
  return %t : !cute.int_tuple<"(5,(2,9))">
}

// CHECK-LABEL: func.func @dynamic_scalar(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}) : (i32) -> !cute.int_tuple<"?">
// CHECK: return %{{.*}} : !cute.int_tuple<"?">
func.func @dynamic_scalar(%n: i32) -> !cute.int_tuple<"?"> {
  %t = cute.make_int_tuple(%n) : (i32) -> !cute.int_tuple<"?">
  return %t : !cute.int_tuple<"?">
}

// CHECK-LABEL: func.func @dynamic_i64(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}) : (i64) -> !cute.int_tuple<"?{i64}">
// CHECK: return %{{.*}} : !cute.int_tuple<"?{i64}">
func.func @dynamic_i64(%n: i64) -> !cute.int_tuple<"?{i64}"> {
  %t = cute.make_int_tuple(%n) : (i64) -> !cute.int_tuple<"?{i64}">
  return %t : !cute.int_tuple<"?{i64}">
}

// CHECK-LABEL: func.func @mixed(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}, %{{.*}}) : (i32, i64) -> !cute.int_tuple<"(?,16,(?{i64},3))">
// CHECK: return %{{.*}} : !cute.int_tuple<"(?,16,(?{i64},3))">
func.func @mixed(%a: i32, %b: i64) -> !cute.int_tuple<"(?,16,(?{i64},3))"> {
  %t = cute.make_int_tuple(%a, %b) : (i32, i64) -> !cute.int_tuple<"(?,16,(?{i64},3))">
  return %t : !cute.int_tuple<"(?,16,(?{i64},3))">
}

// CHECK-LABEL: func.func @scalar_tuple_operand(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}) : (i32) -> !cute.int_tuple<"?">
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}, %{{.*}}) : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(?,?)">
func.func @scalar_tuple_operand(%a: i32, %k: i32) -> !cute.int_tuple<"(?,?)"> {
  %inner = cute.make_int_tuple(%k) : (i32) -> !cute.int_tuple<"?">
  %t = cute.make_int_tuple(%a, %inner) : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
  return %t : !cute.int_tuple<"(?,?)">
}
