// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @merge(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"6:1">
// CHECK: return %{{.*}} : !cute.layout<"6:1">
func.func @merge(%l: !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"6:1"> {
  %r = cute.coalesce(%l) : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"6:1">
  return %r : !cute.layout<"6:1">
}

// CHECK-LABEL: func.func @no_merge(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(3,2):(2,8)">) -> !cute.layout<"(3,2):(2,8)">
// CHECK: return %{{.*}} : !cute.layout<"(3,2):(2,8)">
func.func @no_merge(%l: !cute.layout<"(3,2):(2,8)">) -> !cute.layout<"(3,2):(2,8)"> {
  %r = cute.coalesce(%l) : (!cute.layout<"(3,2):(2,8)">) -> !cute.layout<"(3,2):(2,8)">
  return %r : !cute.layout<"(3,2):(2,8)">
}

// CHECK-LABEL: func.func @drop_unit(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(2,1,4):(1,9,2)">) -> !cute.layout<"8:1">
// CHECK: return %{{.*}} : !cute.layout<"8:1">
func.func @drop_unit(%l: !cute.layout<"(2,1,4):(1,9,2)">) -> !cute.layout<"8:1"> {
  %r = cute.coalesce(%l) : (!cute.layout<"(2,1,4):(1,9,2)">) -> !cute.layout<"8:1">
  return %r : !cute.layout<"8:1">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(5,(2,4)):(16,(1,2))">) -> !cute.layout<"(5,8):(16,1)">
// CHECK: return %{{.*}} : !cute.layout<"(5,8):(16,1)">
func.func @nested(%l: !cute.layout<"(5,(2,4)):(16,(1,2))">) -> !cute.layout<"(5,8):(16,1)"> {
  %r = cute.coalesce(%l) : (!cute.layout<"(5,(2,4)):(16,(1,2))">) -> !cute.layout<"(5,8):(16,1)">
  return %r : !cute.layout<"(5,8):(16,1)">
}

// CHECK-LABEL: func.func @profile(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}, %{{.*}}) : (!cute.layout<"((2,4),(3,2)):((1,2),(8,24))">, !cute.coord<"(1,1)">) -> !cute.layout<"(8,6):(1,8)">
// CHECK: return %{{.*}} : !cute.layout<"(8,6):(1,8)">
func.func @profile(%l: !cute.layout<"((2,4),(3,2)):((1,2),(8,24))">, %p: !cute.coord<"(1,1)">) -> !cute.layout<"(8,6):(1,8)"> {
  %r = cute.coalesce(%l, %p) : (!cute.layout<"((2,4),(3,2)):((1,2),(8,24))">, !cute.coord<"(1,1)">) -> !cute.layout<"(8,6):(1,8)">
  return %r : !cute.layout<"(8,6):(1,8)">
}

// CHECK-LABEL: func.func @scalar_profile(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}, %{{.*}}) : (!cute.layout<"((2,4),(3,2)):((1,2),(8,24))">, !cute.coord<"1">) -> !cute.layout<"48:1">
// CHECK: return %{{.*}} : !cute.layout<"48:1">
func.func @scalar_profile(%l: !cute.layout<"((2,4),(3,2)):((1,2),(8,24))">, %p: !cute.coord<"1">) -> !cute.layout<"48:1"> {
  %r = cute.coalesce(%l, %p) : (!cute.layout<"((2,4),(3,2)):((1,2),(8,24))">, !cute.coord<"1">) -> !cute.layout<"48:1">
  return %r : !cute.layout<"48:1">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,4):(1,8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o 32:1">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o 32:1">
func.func @composed(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (8,4):(1,8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o 32:1"> {
  %r = cute.coalesce(%cl) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,4):(1,8)">) -> !cute.composed_layout<"S<2,4,3> o 0 o 32:1">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o 32:1">
}

// CHECK-LABEL: func.func @dynamic_blocked(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(?,3):(1,?)">) -> !cute.layout<"(?,3):(1,?)">
// CHECK: return %{{.*}} : !cute.layout<"(?,3):(1,?)">
func.func @dynamic_blocked(%l: !cute.layout<"(?,3):(1,?)">) -> !cute.layout<"(?,3):(1,?)"> {
  %r = cute.coalesce(%l) : (!cute.layout<"(?,3):(1,?)">) -> !cute.layout<"(?,3):(1,?)">
  return %r : !cute.layout<"(?,3):(1,?)">
}

// CHECK-LABEL: func.func @dynamic_tail(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(2,3,?):(1,2,?)">) -> !cute.layout<"(6,?):(1,?)">
// CHECK: return %{{.*}} : !cute.layout<"(6,?):(1,?)">
func.func @dynamic_tail(%l: !cute.layout<"(2,3,?):(1,2,?)">) -> !cute.layout<"(6,?):(1,?)"> {
  %r = cute.coalesce(%l) : (!cute.layout<"(2,3,?):(1,2,?)">) -> !cute.layout<"(6,?):(1,?)">
  return %r : !cute.layout<"(6,?):(1,?)">
}

// CHECK-LABEL: func.func @dynamic_rank1(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(?{i64}):(?)">) -> !cute.layout<"?{i64}:?">
// CHECK: return %{{.*}} : !cute.layout<"?{i64}:?">
func.func @dynamic_rank1(%l: !cute.layout<"(?{i64}):(?)">) -> !cute.layout<"?{i64}:?"> {
  %r = cute.coalesce(%l) : (!cute.layout<"(?{i64}):(?)">) -> !cute.layout<"?{i64}:?">
  return %r : !cute.layout<"?{i64}:?">
}
