// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.make_coord() : () -> !cute.coord<"(3,0)">
// CHECK: return %{{.*}} : !cute.coord<"(3,0)">
func.func @static() -> !cute.coord<"(3,0)"> {
  %c = cute.make_coord() : () -> !cute.coord<"(3,0)">
  return %c : !cute.coord<"(3,0)">
}

// CHECK-LABEL: func.func @underscore(
// CHECK: %{{.*}} = cute.make_coord() : () -> !cute.coord<"_">
// CHECK: return %{{.*}} : !cute.coord<"_">
func.func @underscore() -> !cute.coord<"_"> {
  %c = cute.make_coord() : () -> !cute.coord<"_">
  return %c : !cute.coord<"_">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.make_coord(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.coord<"(?,?)">
// CHECK: return %{{.*}} : !cute.coord<"(?,?)">
func.func @dynamic(%i: i32, %j: i32) -> !cute.coord<"(?,?)"> {
  %c = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  return %c : !cute.coord<"(?,?)">
}

// CHECK-LABEL: func.func @underscore_dynamic(
// CHECK: %{{.*}} = cute.make_coord(%{{.*}}) : (i32) -> !cute.coord<"(_,?)">
// CHECK: return %{{.*}} : !cute.coord<"(_,?)">
func.func @underscore_dynamic(%i: i32) -> !cute.coord<"(_,?)"> {
  %c = cute.make_coord(%i) : (i32) -> !cute.coord<"(_,?)">
  return %c : !cute.coord<"(_,?)">
}

// CHECK-LABEL: func.func @nested_mixed(
// CHECK: %{{.*}} = cute.make_coord(%{{.*}}) : (i64) -> !cute.coord<"(1,(_,?{i64}),_)">
// CHECK: return %{{.*}} : !cute.coord<"(1,(_,?{i64}),_)">
func.func @nested_mixed(%i: i64) -> !cute.coord<"(1,(_,?{i64}),_)"> {
  %c = cute.make_coord(%i) : (i64) -> !cute.coord<"(1,(_,?{i64}),_)">
  return %c : !cute.coord<"(1,(_,?{i64}),_)">
}
