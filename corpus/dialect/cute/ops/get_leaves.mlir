// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}}:3 = cute.get_leaves(%{{.*}}) : !cute.shape<"(5,(3,2))">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.shape<"5">, !cute.shape<"3">, !cute.shape<"2">
func.func @shape(%sh: !cute.shape<"(5,(3,2))">) -> (!cute.shape<"5">, !cute.shape<"3">, !cute.shape<"2">) {
  %s0, %s1, %s2 = cute.get_leaves(%sh) : !cute.shape<"(5,(3,2))">
  return %s0, %s1, %s2 : !cute.shape<"5">, !cute.shape<"3">, !cute.shape<"2">
}

// CHECK-LABEL: func.func @stride(
// CHECK: %{{.*}}:3 = cute.get_leaves(%{{.*}}) : !cute.stride<"(1,?,2@1)">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.stride<"1">, !cute.stride<"?">, !cute.stride<"2@1">
func.func @stride(%st: !cute.stride<"(1,?,2@1)">) -> (!cute.stride<"1">, !cute.stride<"?">, !cute.stride<"2@1">) {
  %t:3 = cute.get_leaves(%st) : !cute.stride<"(1,?,2@1)">
  return %t#0, %t#1, %t#2 : !cute.stride<"1">, !cute.stride<"?">, !cute.stride<"2@1">
}

// CHECK-LABEL: func.func @coord(
// CHECK: %{{.*}}:2 = cute.get_leaves(%{{.*}}) : !cute.coord<"(2,_)">
// CHECK: return %{{.*}}, %{{.*}} : !cute.coord<"2">, !cute.coord<"_">
func.func @coord(%co: !cute.coord<"(2,_)">) -> (!cute.coord<"2">, !cute.coord<"_">) {
  %c0, %c1 = cute.get_leaves(%co) : !cute.coord<"(2,_)">
  return %c0, %c1 : !cute.coord<"2">, !cute.coord<"_">
}

// CHECK-LABEL: func.func @int_tuple(
// CHECK: %{{.*}}:3 = cute.get_leaves(%{{.*}}) : !cute.int_tuple<"((4,?{i64}),9)">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.int_tuple<"4">, !cute.int_tuple<"?{i64}">, !cute.int_tuple<"9">
func.func @int_tuple(%it: !cute.int_tuple<"((4,?{i64}),9)">) -> (!cute.int_tuple<"4">, !cute.int_tuple<"?{i64}">, !cute.int_tuple<"9">) {
  %i:3 = cute.get_leaves(%it) : !cute.int_tuple<"((4,?{i64}),9)">
  return %i#0, %i#1, %i#2 : !cute.int_tuple<"4">, !cute.int_tuple<"?{i64}">, !cute.int_tuple<"9">
}

// CHECK-LABEL: func.func @tile(
// CHECK: %{{.*}}:3 = cute.get_leaves(%{{.*}}) : !cute.tile<"[_;(2,2):(2,1);3:1]">
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.tile<"_">, !cute.layout<"(2,2):(2,1)">, !cute.layout<"3:1">
func.func @tile(%ti: !cute.tile<"[_;(2,2):(2,1);3:1]">) -> (!cute.tile<"_">, !cute.layout<"(2,2):(2,1)">, !cute.layout<"3:1">) {
  %u, %l0, %l1 = cute.get_leaves(%ti) : !cute.tile<"[_;(2,2):(2,1);3:1]">
  return %u, %l0, %l1 : !cute.tile<"_">, !cute.layout<"(2,2):(2,1)">, !cute.layout<"3:1">
}

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.get_leaves(%{{.*}}) : !cute.shape<"7">
// CHECK: return %{{.*}} : !cute.shape<"7">
func.func @scalar(%sh: !cute.shape<"7">) -> !cute.shape<"7"> {
  %s0 = cute.get_leaves(%sh) : !cute.shape<"7">
  return %s0 : !cute.shape<"7">
}
