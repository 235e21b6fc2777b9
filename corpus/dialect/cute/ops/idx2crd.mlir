// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"11">, !cute.shape<"(4,8)">) -> !cute.coord<"(3,2)">
// CHECK: return %{{.*}} : !cute.coord<"(3,2)">
func.func @static(%i: !cute.int_tuple<"11">, %s: !cute.shape<"(4,8)">) -> !cute.coord<"(3,2)"> {
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"11">, !cute.shape<"(4,8)">) -> !cute.coord<"(3,2)">
  return %r : !cute.coord<"(3,2)">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"17">, !cute.shape<"(2,(3,4))">) -> !cute.coord<"(1,(2,2))">
// CHECK: return %{{.*}} : !cute.coord<"(1,(2,2))">
func.func @nested(%i: !cute.int_tuple<"17">, %s: !cute.shape<"(2,(3,4))">) -> !cute.coord<"(1,(2,2))"> {
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"17">, !cute.shape<"(2,(3,4))">) -> !cute.coord<"(1,(2,2))">
  return %r : !cute.coord<"(1,(2,2))">
}

// CHECK-LABEL: func.func @dynamic_index(
// CHECK: %{{.*}} = cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"?">, !cute.shape<"(5,3)">) -> !cute.coord<"(?,?)">
// CHECK: return %{{.*}} : !cute.coord<"(?,?)">
func.func @dynamic_index(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(5,3)">) -> !cute.coord<"(?,?)"> {
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(5,3)">) -> !cute.coord<"(?,?)">
  return %r : !cute.coord<"(?,?)">
}

// CHECK-LABEL: func.func @dynamic_shape(
// CHECK: %{{.*}} = cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"6">, !cute.shape<"(5,?)">) -> !cute.coord<"(?,?)">
// CHECK: return %{{.*}} : !cute.coord<"(?,?)">
func.func @dynamic_shape(%i: !cute.int_tuple<"6">, %s: !cute.shape<"(5,?)">) -> !cute.coord<"(?,?)"> {
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"6">, !cute.shape<"(5,?)">) -> !cute.coord<"(?,?)">
  return %r : !cute.coord<"(?,?)">
}
