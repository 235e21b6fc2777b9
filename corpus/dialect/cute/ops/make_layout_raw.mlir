// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @int_tuples(
// CHECK: %{{.*}} = cute.make_layout_raw(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(5,2)">, !cute.int_tuple<"(2,10)">) -> !cute.layout<"(5,2):(2,10)">
// CHECK: return %{{.*}} : !cute.layout<"(5,2):(2,10)">
func.func @int_tuples(%s: !cute.int_tuple<"(5,2)">, %d: !cute.int_tuple<"(2,10)">) -> !cute.layout<"(5,2):(2,10)"> {
  %l = cute.make_layout_raw(%s, %d) : (!cute.int_tuple<"(5,2)">, !cute.int_tuple<"(2,10)">) -> !cute.layout<"(5,2):(2,10)">
  return %l : !cute.layout<"(5,2):(2,10)">
}

// CHECK-LABEL: func.func @shape_stride(
// CHECK: %{{.*}} = cute.make_layout_raw(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,(2,2))">, !cute.stride<"(2,(1,8))">) -> !cute.layout<"(4,(2,2)):(2,(1,8))">
// CHECK: return %{{.*}} : !cute.layout<"(4,(2,2)):(2,(1,8))">
func.func @shape_stride(%s: !cute.shape<"(4,(2,2))">, %d: !cute.stride<"(2,(1,8))">) -> !cute.layout<"(4,(2,2)):(2,(1,8))"> {
  %l = cute.make_layout_raw(%s, %d) : (!cute.shape<"(4,(2,2))">, !cute.stride<"(2,(1,8))">) -> !cute.layout<"(4,(2,2)):(2,(1,8))">
  return %l : !cute.layout<"(4,(2,2)):(2,(1,8))">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.make_layout_raw(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,3)">, !cute.int_tuple<"(3,?)">) -> !cute.layout<"(?,3):(3,?)">
// CHECK: return %{{.*}} : !cute.layout<"(?,3):(3,?)">
func.func @dynamic(%s: !cute.int_tuple<"(?,3)">, %d: !cute.int_tuple<"(3,?)">) -> !cute.layout<"(?,3):(3,?)"> {
  %l = cute.make_layout_raw(%s, %d) : (!cute.int_tuple<"(?,3)">, !cute.int_tuple<"(3,?)">) -> !cute.layout<"(?,3):(3,?)">
  return %l : !cute.layout<"(?,3):(3,?)">
}
