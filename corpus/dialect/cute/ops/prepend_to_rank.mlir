// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.prepend_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.shape<"(6,2)">, !cute.shape<"1">
// CHECK: return %{{.*}} : !cute.shape<"(1,6,2)">
func.func @shape(%s: !cute.shape<"(6,2)">, %e: !cute.shape<"1">) -> !cute.shape<"(1,6,2)"> {
  %r = cute.prepend_to_rank<3> (%s, %e) : !cute.shape<"(6,2)">, !cute.shape<"1">
  return %r : !cute.shape<"(1,6,2)">
}

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.prepend_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.layout<"8:2">, !cute.layout<"1:0">
// CHECK: return %{{.*}} : !cute.layout<"(1,1,8):(0,0,2)">
func.func @layout(%l: !cute.layout<"8:2">, %e: !cute.layout<"1:0">) -> !cute.layout<"(1,1,8):(0,0,2)"> {
  %r = cute.prepend_to_rank<3> (%l, %e) : !cute.layout<"8:2">, !cute.layout<"1:0">
  return %r : !cute.layout<"(1,1,8):(0,0,2)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.prepend_to_rank<4> (%{{.*}}, %{{.*}}) : !cute.stride<"(?,3)">, !cute.stride<"0">
// CHECK: return %{{.*}} : !cute.stride<"(0,0,?,3)">
func.func @dynamic(%s: !cute.stride<"(?,3)">, %e: !cute.stride<"0">) -> !cute.stride<"(0,0,?,3)"> {
  %r = cute.prepend_to_rank<4> (%s, %e) : !cute.stride<"(?,3)">, !cute.stride<"0">
  return %r : !cute.stride<"(0,0,?,3)">
}

// CHECK-LABEL: func.func @noop(
// CHECK: %{{.*}} = cute.prepend_to_rank<1> (%{{.*}}, %{{.*}}) : !cute.shape<"(2,3,4)">, !cute.shape<"1">
// CHECK: return %{{.*}} : !cute.shape<"(2,3,4)">
func.func @noop(%s: !cute.shape<"(2,3,4)">, %e: !cute.shape<"1">) -> !cute.shape<"(2,3,4)"> {
  %r = cute.prepend_to_rank<1> (%s, %e) : !cute.shape<"(2,3,4)">, !cute.shape<"1">
  return %r : !cute.shape<"(2,3,4)">
}
