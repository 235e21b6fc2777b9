// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.crd2idx(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
// CHECK: return %{{.*}} : !cute.int_tuple<"9">
func.func @shape(%c: !cute.coord<"(1,2)">, %s: !cute.shape<"(4,8)">) -> !cute.int_tuple<"9"> {
  %r = cute.crd2idx(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
  return %r : !cute.int_tuple<"9">
}

// CHECK-LABEL: func.func @shape_stride(
// CHECK: %{{.*}} = cute.crd2idx(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.coord<"(3,5)">, !cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.int_tuple<"29">
// CHECK: return %{{.*}} : !cute.int_tuple<"29">
func.func @shape_stride(%c: !cute.coord<"(3,5)">, %s: !cute.shape<"(4,8)">, %d: !cute.stride<"(8,1)">) -> !cute.int_tuple<"29"> {
  %r = cute.crd2idx(%c, %s, %d) : (!cute.coord<"(3,5)">, !cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.int_tuple<"29">
  return %r : !cute.int_tuple<"29">
}

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.crd2idx(%{{.*}}, %{{.*}}) : (!cute.coord<"(2,1)">, !cute.layout<"(3,6):(6,1)">) -> !cute.int_tuple<"13">
// CHECK: return %{{.*}} : !cute.int_tuple<"13">
func.func @layout(%c: !cute.coord<"(2,1)">, %l: !cute.layout<"(3,6):(6,1)">) -> !cute.int_tuple<"13"> {
  %r = cute.crd2idx(%c, %l) : (!cute.coord<"(2,1)">, !cute.layout<"(3,6):(6,1)">) -> !cute.int_tuple<"13">
  return %r : !cute.int_tuple<"13">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.crd2idx(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,(2,1))">, !cute.shape<"(2,(3,4))">) -> !cute.int_tuple<"11">
// CHECK: return %{{.*}} : !cute.int_tuple<"11">
func.func @nested(%c: !cute.coord<"(1,(2,1))">, %s: !cute.shape<"(2,(3,4))">) -> !cute.int_tuple<"11"> {
  %r = cute.crd2idx(%c, %s) : (!cute.coord<"(1,(2,1))">, !cute.shape<"(2,(3,4))">) -> !cute.int_tuple<"11">
  return %r : !cute.int_tuple<"11">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.crd2idx(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,3)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"?">
// CHECK: return %{{.*}} : !cute.int_tuple<"?">
func.func @dynamic(%c: !cute.coord<"(?,3)">, %s: !cute.shape<"(4,8)">) -> !cute.int_tuple<"?"> {
  %r = cute.crd2idx(%c, %s) : (!cute.coord<"(?,3)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"?">
  return %r : !cute.int_tuple<"?">
}
