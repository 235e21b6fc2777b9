// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.make_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(8,3)">, !cute.stride<"(3,1)">) -> !cute.layout<"(8,3):(3,1)">
// CHECK: return %{{.*}} : !cute.layout<"(8,3):(3,1)">
func.func @static(%s: !cute.shape<"(8,3)">, %d: !cute.stride<"(3,1)">) -> !cute.layout<"(8,3):(3,1)"> {
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(8,3)">, !cute.stride<"(3,1)">) -> !cute.layout<"(8,3):(3,1)">
  return %l : !cute.layout<"(8,3):(3,1)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.make_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,6)">, !cute.stride<"(?,16)">) -> !cute.layout<"(?,6):(?,16)">
// CHECK: return %{{.*}} : !cute.layout<"(?,6):(?,16)">
func.func @dynamic(%s: !cute.shape<"(?,6)">, %d: !cute.stride<"(?,16)">) -> !cute.layout<"(?,6):(?,16)"> {
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,6)">, !cute.stride<"(?,16)">) -> !cute.layout<"(?,6):(?,16)">
  return %l : !cute.layout<"(?,6):(?,16)">
}

// CHECK-LABEL: func.func @scalar_i64(
// CHECK: %{{.*}} = cute.make_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"?{i64}">, !cute.stride<"1">) -> !cute.layout<"?{i64}:1">
// CHECK: return %{{.*}} : !cute.layout<"?{i64}:1">
func.func @scalar_i64(%s: !cute.shape<"?{i64}">, %d: !cute.stride<"1">) -> !cute.layout<"?{i64}:1"> {
  %l = cute.make_layout(%s, %d) : (!cute.shape<"?{i64}">, !cute.stride<"1">) -> !cute.layout<"?{i64}:1">
  return %l : !cute.layout<"?{i64}:1">
}

// CHECK-LABEL: func.func @basis(
// CHECK: %{{.*}} = cute.make_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(16,(2,4))">, !cute.stride<"(1@1,(1@0,?@0))">) -> !cute.layout<"(16,(2,4)):(1@1,(1@0,?@0))">
// CHECK: return %{{.*}} : !cute.layout<"(16,(2,4)):(1@1,(1@0,?@0))">
func.func @basis(%s: !cute.shape<"(16,(2,4))">, %d: !cute.stride<"(1@1,(1@0,?@0))">) -> !cute.layout<"(16,(2,4)):(1@1,(1@0,?@0))"> {
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(16,(2,4))">, !cute.stride<"(1@1,(1@0,?@0))">) -> !cute.layout<"(16,(2,4)):(1@1,(1@0,?@0))">
  return %l : !cute.layout<"(16,(2,4)):(1@1,(1@0,?@0))">
}

// CHECK-LABEL: func.func @from_ctors(
// CHECK: %{{.*}} = cute.make_shape(%{{.*}}) : (i32) -> !cute.shape<"(?,4)">
// CHECK: %{{.*}} = cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"(1,?)">
// CHECK: %{{.*}} = cute.make_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
// CHECK: return %{{.*}} : !cute.layout<"(?,4):(1,?)">
func.func @from_ctors(%m: i32, %k: i32) -> !cute.layout<"(?,4):(1,?)"> {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %d = cute.make_stride(%k) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  return %l : !cute.layout<"(?,4):(1,?)">
}
