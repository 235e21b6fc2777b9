// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @step(
// CHECK: %{{.*}} = cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(0,4)">, !cute.shape<"(3,6)">) -> !cute.coord<"(1,4)">
// CHECK: return %{{.*}} : !cute.coord<"(1,4)">
func.func @step(%c: !cute.coord<"(0,4)">, %s: !cute.shape<"(3,6)">) -> !cute.coord<"(1,4)"> {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(0,4)">, !cute.shape<"(3,6)">) -> !cute.coord<"(1,4)">
  return %r : !cute.coord<"(1,4)">
}

// CHECK-LABEL: func.func @wrap(
// CHECK: %{{.*}} = cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(2,4)">, !cute.shape<"(3,6)">) -> !cute.coord<"(0,5)">
// CHECK: return %{{.*}} : !cute.coord<"(0,5)">
func.func @wrap(%c: !cute.coord<"(2,4)">, %s: !cute.shape<"(3,6)">) -> !cute.coord<"(0,5)"> {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(2,4)">, !cute.shape<"(3,6)">) -> !cute.coord<"(0,5)">
  return %r : !cute.coord<"(0,5)">
}

// CHECK-LABEL: func.func @nested_wrap(
// CHECK: %{{.*}} = cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,(2,0))">, !cute.shape<"(2,(3,4))">) -> !cute.coord<"(0,(0,1))">
// CHECK: return %{{.*}} : !cute.coord<"(0,(0,1))">
func.func @nested_wrap(%c: !cute.coord<"(1,(2,0))">, %s: !cute.shape<"(2,(3,4))">) -> !cute.coord<"(0,(0,1))"> {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(1,(2,0))">, !cute.shape<"(2,(3,4))">) -> !cute.coord<"(0,(0,1))">
  return %r : !cute.coord<"(0,(0,1))">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,?)">, !cute.shape<"(3,6)">) -> !cute.coord<"(?,?)">
// CHECK: return %{{.*}} : !cute.coord<"(?,?)">
func.func @dynamic(%c: !cute.coord<"(?,?)">, %s: !cute.shape<"(3,6)">) -> !cute.coord<"(?,?)"> {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(3,6)">) -> !cute.coord<"(?,?)">
  return %r : !cute.coord<"(?,?)">
}
