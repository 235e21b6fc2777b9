// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"24">, !cute.shape<"6">) -> !cute.shape<"4">
// CHECK: return %{{.*}} : !cute.shape<"4">
func.func @scalar(%a: !cute.shape<"24">, %b: !cute.shape<"6">) -> !cute.shape<"4"> {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"24">, !cute.shape<"6">) -> !cute.shape<"4">
  return %r : !cute.shape<"4">
}

// CHECK-LABEL: func.func @divisor_larger(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"4">, !cute.shape<"8">) -> !cute.shape<"1">
// CHECK: return %{{.*}} : !cute.shape<"1">
func.func @divisor_larger(%a: !cute.shape<"4">, %b: !cute.shape<"8">) -> !cute.shape<"1"> {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"4">, !cute.shape<"8">) -> !cute.shape<"1">
  return %r : !cute.shape<"1">
}

// CHECK-LABEL: func.func @tuple(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(9,20)">, !cute.shape<"(3,5)">) -> !cute.shape<"(3,4)">
// CHECK: return %{{.*}} : !cute.shape<"(3,4)">
func.func @tuple(%a: !cute.shape<"(9,20)">, %b: !cute.shape<"(3,5)">) -> !cute.shape<"(3,4)"> {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"(9,20)">, !cute.shape<"(3,5)">) -> !cute.shape<"(3,4)">
  return %r : !cute.shape<"(3,4)">
}

// CHECK-LABEL: func.func @sequential(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(2,3,8)">, !cute.shape<"12">) -> !cute.shape<"(1,1,4)">
// CHECK: return %{{.*}} : !cute.shape<"(1,1,4)">
func.func @sequential(%a: !cute.shape<"(2,3,8)">, %b: !cute.shape<"12">) -> !cute.shape<"(1,1,4)"> {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"(2,3,8)">, !cute.shape<"12">) -> !cute.shape<"(1,1,4)">
  return %r : !cute.shape<"(1,1,4)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,16)">, !cute.shape<"(4,4)">) -> !cute.shape<"(?,4)">
// CHECK: return %{{.*}} : !cute.shape<"(?,4)">
func.func @dynamic(%a: !cute.shape<"(?,16)">, %b: !cute.shape<"(4,4)">) -> !cute.shape<"(?,4)"> {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"(?,16)">, !cute.shape<"(4,4)">) -> !cute.shape<"(?,4)">
  return %r : !cute.shape<"(?,4)">
}
