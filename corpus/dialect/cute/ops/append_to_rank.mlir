// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.append_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.shape<"(6,2)">, !cute.shape<"1">
// CHECK: return %{{.*}} : !cute.shape<"(6,2,1)">
func.func @shape(%s: !cute.shape<"(6,2)">, %e: !cute.shape<"1">) -> !cute.shape<"(6,2,1)"> {
  %r = cute.append_to_rank<3> (%s, %e) : !cute.shape<"(6,2)">, !cute.shape<"1">
  return %r : !cute.shape<"(6,2,1)">
}

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.append_to_rank<2> (%{{.*}}, %{{.*}}) : !cute.layout<"8:2">, !cute.layout<"1:0">
// CHECK: return %{{.*}} : !cute.layout<"(8,1):(2,0)">
func.func @layout(%l: !cute.layout<"8:2">, %e: !cute.layout<"1:0">) -> !cute.layout<"(8,1):(2,0)"> {
  %r = cute.append_to_rank<2> (%l, %e) : !cute.layout<"8:2">, !cute.layout<"1:0">
  return %r : !cute.layout<"(8,1):(2,0)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.append_to_rank<4> (%{{.*}}, %{{.*}}) : !cute.int_tuple<"(?,3)">, !cute.int_tuple<"0">
// CHECK: return %{{.*}} : !cute.int_tuple<"(?,3,0,0)">
func.func @dynamic(%s: !cute.int_tuple<"(?,3)">, %e: !cute.int_tuple<"0">) -> !cute.int_tuple<"(?,3,0,0)"> {
  %r = cute.append_to_rank<4> (%s, %e) : !cute.int_tuple<"(?,3)">, !cute.int_tuple<"0">
  return %r : !cute.int_tuple<"(?,3,0,0)">
}

// CHECK-LABEL: func.func @noop(
// CHECK: %{{.*}} = cute.append_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.shape<"(2,3,4)">, !cute.shape<"1">
// CHECK: return %{{.*}} : !cute.shape<"(2,3,4)">
func.func @noop(%s: !cute.shape<"(2,3,4)">, %e: !cute.shape<"1">) -> !cute.shape<"(2,3,4)"> {
  %r = cute.append_to_rank<3> (%s, %e) : !cute.shape<"(2,3,4)">, !cute.shape<"1">
  return %r : !cute.shape<"(2,3,4)">
}
