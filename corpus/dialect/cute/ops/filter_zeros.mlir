// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @flat(
// CHECK: %{{.*}} = cute.filter_zeros(%{{.*}}) : (!cute.layout<"(4,3):(0,1)">) -> !cute.layout<"(1,3):(0,1)">
// CHECK: return %{{.*}} : !cute.layout<"(1,3):(0,1)">
func.func @flat(%l: !cute.layout<"(4,3):(0,1)">) -> !cute.layout<"(1,3):(0,1)"> {
  %r = cute.filter_zeros(%l) : (!cute.layout<"(4,3):(0,1)">) -> !cute.layout<"(1,3):(0,1)">
  return %r : !cute.layout<"(1,3):(0,1)">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.filter_zeros(%{{.*}}) : (!cute.layout<"(5,(2,3)):(0,(0,5))">) -> !cute.layout<"(1,(1,3)):(0,(0,5))">
// CHECK: return %{{.*}} : !cute.layout<"(1,(1,3)):(0,(0,5))">
func.func @nested(%l: !cute.layout<"(5,(2,3)):(0,(0,5))">) -> !cute.layout<"(1,(1,3)):(0,(0,5))"> {
  %r = cute.filter_zeros(%l) : (!cute.layout<"(5,(2,3)):(0,(0,5))">) -> !cute.layout<"(1,(1,3)):(0,(0,5))">
  return %r : !cute.layout<"(1,(1,3)):(0,(0,5))">
}

// CHECK-LABEL: func.func @no_zeros(
// CHECK: %{{.*}} = cute.filter_zeros(%{{.*}}) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(2,6):(6,1)">
// CHECK: return %{{.*}} : !cute.layout<"(2,6):(6,1)">
func.func @no_zeros(%l: !cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(2,6):(6,1)"> {
  %r = cute.filter_zeros(%l) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(2,6):(6,1)">
  return %r : !cute.layout<"(2,6):(6,1)">
}

// CHECK-LABEL: func.func @profile(
// CHECK: %{{.*}} = cute.filter_zeros(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,3):(0,1)">, !cute.shape<"(0,9)">) -> !cute.layout<"(1,3):(0,1)">
// CHECK: return %{{.*}} : !cute.layout<"(1,3):(0,1)">
func.func @profile(%l: !cute.layout<"(4,3):(0,1)">, %p: !cute.shape<"(0,9)">) -> !cute.layout<"(1,3):(0,1)"> {
  %r = cute.filter_zeros(%l, %p) : (!cute.layout<"(4,3):(0,1)">, !cute.shape<"(0,9)">) -> !cute.layout<"(1,3):(0,1)">
  return %r : !cute.layout<"(1,3):(0,1)">
}

// CHECK-LABEL: func.func @profile_marks_nonzero(
// CHECK: %{{.*}} = cute.filter_zeros(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,3):(1,4)">, !cute.shape<"(5,0)">) -> !cute.layout<"(4,1):(1,4)">
// CHECK: return %{{.*}} : !cute.layout<"(4,1):(1,4)">
func.func @profile_marks_nonzero(%l: !cute.layout<"(4,3):(1,4)">, %p: !cute.shape<"(5,0)">) -> !cute.layout<"(4,1):(1,4)"> {
  %r = cute.filter_zeros(%l, %p) : (!cute.layout<"(4,3):(1,4)">, !cute.shape<"(5,0)">) -> !cute.layout<"(4,1):(1,4)">
  return %r : !cute.layout<"(4,1):(1,4)">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.filter_zeros(%{{.*}}) : (!cute.composed_layout<"S<1,2,2> o 0 o (8,2):(1,0)">) -> !cute.composed_layout<"S<1,2,2> o 0 o (8,1):(1,0)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<1,2,2> o 0 o (8,1):(1,0)">
func.func @composed(%cl: !cute.composed_layout<"S<1,2,2> o 0 o (8,2):(1,0)">) -> !cute.composed_layout<"S<1,2,2> o 0 o (8,1):(1,0)"> {
  %r = cute.filter_zeros(%cl) : (!cute.composed_layout<"S<1,2,2> o 0 o (8,2):(1,0)">) -> !cute.composed_layout<"S<1,2,2> o 0 o (8,1):(1,0)">
  return %r : !cute.composed_layout<"S<1,2,2> o 0 o (8,1):(1,0)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.filter_zeros(%{{.*}}) : (!cute.layout<"(?,4):(0,?)">) -> !cute.layout<"(1,4):(0,?)">
// CHECK: return %{{.*}} : !cute.layout<"(1,4):(0,?)">
func.func @dynamic(%l: !cute.layout<"(?,4):(0,?)">) -> !cute.layout<"(1,4):(0,?)"> {
  %r = cute.filter_zeros(%l) : (!cute.layout<"(?,4):(0,?)">) -> !cute.layout<"(1,4):(0,?)">
  return %r : !cute.layout<"(1,4):(0,?)">
}
