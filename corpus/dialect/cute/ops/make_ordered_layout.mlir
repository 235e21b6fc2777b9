// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @col_major(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(3,5)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"(3,5):(1,3)">
// CHECK: return %{{.*}} : !cute.layout<"(3,5):(1,3)">
func.func @col_major(%s: !cute.shape<"(3,5)">, %o: !cute.int_tuple<"(0,1)">) -> !cute.layout<"(3,5):(1,3)"> {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(3,5)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"(3,5):(1,3)">
  return %l : !cute.layout<"(3,5):(1,3)">
}

// CHECK-LABEL: func.func @row_major(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(3,5)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(3,5):(5,1)">
// CHECK: return %{{.*}} : !cute.layout<"(3,5):(5,1)">
func.func @row_major(%s: !cute.shape<"(3,5)">, %o: !cute.int_tuple<"(1,0)">) -> !cute.layout<"(3,5):(5,1)"> {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(3,5)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(3,5):(5,1)">
  return %l : !cute.layout<"(3,5):(5,1)">
}

// CHECK-LABEL: func.func @rank3(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,3,2)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(4,3,2):(6,1,3)">
// CHECK: return %{{.*}} : !cute.layout<"(4,3,2):(6,1,3)">
func.func @rank3(%s: !cute.shape<"(4,3,2)">, %o: !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(4,3,2):(6,1,3)"> {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,3,2)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(4,3,2):(6,1,3)">
  return %l : !cute.layout<"(4,3,2):(6,1,3)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(2,?,5)">, !cute.int_tuple<"(0,2,1)">) -> !cute.layout<"(2,?,5):(1,10,2)">
// CHECK: return %{{.*}} : !cute.layout<"(2,?,5):(1,10,2)">
func.func @dynamic(%s: !cute.shape<"(2,?,5)">, %o: !cute.int_tuple<"(0,2,1)">) -> !cute.layout<"(2,?,5):(1,10,2)"> {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(2,?,5)">, !cute.int_tuple<"(0,2,1)">) -> !cute.layout<"(2,?,5):(1,10,2)">
  return %l : !cute.layout<"(2,?,5):(1,10,2)">
}

// CHECK-LABEL: func.func @dynamic_tail(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,4,3)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(?,4,3):(1,?,?)">
// CHECK: return %{{.*}} : !cute.layout<"(?,4,3):(1,?,?)">
func.func @dynamic_tail(%s: !cute.shape<"(?,4,3)">, %o: !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(?,4,3):(1,?,?)"> {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(?,4,3)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(?,4,3):(1,?,?)">
  return %l : !cute.layout<"(?,4,3):(1,?,?)">
}
