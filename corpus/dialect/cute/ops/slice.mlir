// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(1,_,0)">
// CHECK: return %{{.*}} : !cute.layout<"(3):(4)">
func.func @layout(%l: !cute.layout<"(4,3,2):(1,4,12)">, %c: !cute.coord<"(1,_,0)">) -> !cute.layout<"(3):(4)"> {
  %r = cute.slice(%l, %c) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(1,_,0)">
  return %r : !cute.layout<"(3):(4)">
}

// CHECK-LABEL: func.func @layout_dynamic_coord(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(_,?,_)">
// CHECK: return %{{.*}} : !cute.layout<"(4,2):(1,12)">
func.func @layout_dynamic_coord(%l: !cute.layout<"(4,3,2):(1,4,12)">, %c: !cute.coord<"(_,?,_)">) -> !cute.layout<"(4,2):(1,12)"> {
  %r = cute.slice(%l, %c) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(_,?,_)">
  return %r : !cute.layout<"(4,2):(1,12)">
}

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.shape<"(5,6,7)">, !cute.coord<"(_,2,_)">
// CHECK: return %{{.*}} : !cute.shape<"(5,7)">
func.func @shape(%s: !cute.shape<"(5,6,7)">, %c: !cute.coord<"(_,2,_)">) -> !cute.shape<"(5,7)"> {
  %r = cute.slice(%s, %c) : !cute.shape<"(5,6,7)">, !cute.coord<"(_,2,_)">
  return %r : !cute.shape<"(5,7)">
}

// CHECK-LABEL: func.func @stride(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.stride<"(?,3,?{i64})">, !cute.coord<"(_,1,_)">
// CHECK: return %{{.*}} : !cute.stride<"(?,?{i64})">
func.func @stride(%d: !cute.stride<"(?,3,?{i64})">, %c: !cute.coord<"(_,1,_)">) -> !cute.stride<"(?,?{i64})"> {
  %r = cute.slice(%d, %c) : !cute.stride<"(?,3,?{i64})">, !cute.coord<"(_,1,_)">
  return %r : !cute.stride<"(?,?{i64})">
}

// CHECK-LABEL: func.func @int_tuple(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.int_tuple<"(9,(4,5))">, !cute.coord<"(2,_)">
// CHECK: return %{{.*}} : !cute.int_tuple<"((4,5))">
func.func @int_tuple(%t: !cute.int_tuple<"(9,(4,5))">, %c: !cute.coord<"(2,_)">) -> !cute.int_tuple<"((4,5))"> {
  %r = cute.slice(%t, %c) : !cute.int_tuple<"(9,(4,5))">, !cute.coord<"(2,_)">
  return %r : !cute.int_tuple<"((4,5))">
}

// CHECK-LABEL: func.func @coord(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.coord<"(3,_,2)">, !cute.coord<"(_,_,_)">
// CHECK: return %{{.*}} : !cute.coord<"(3,_,2)">
func.func @coord(%x: !cute.coord<"(3,_,2)">, %c: !cute.coord<"(_,_,_)">) -> !cute.coord<"(3,_,2)"> {
  %r = cute.slice(%x, %c) : !cute.coord<"(3,_,2)">, !cute.coord<"(_,_,_)">
  return %r : !cute.coord<"(3,_,2)">
}

// CHECK-LABEL: func.func @composed_offset(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, !cute.coord<"(2,_)">
// CHECK: return %{{.*}} : !cute.composed_layout<"(6,4):(1,6) o 5 o (2):(3)">
func.func @composed_offset(%cl: !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, %c: !cute.coord<"(2,_)">) -> !cute.composed_layout<"(6,4):(1,6) o 5 o (2):(3)"> {
  %r = cute.slice(%cl, %c) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, !cute.coord<"(2,_)">
  return %r : !cute.composed_layout<"(6,4):(1,6) o 5 o (2):(3)">
}

// CHECK-LABEL: func.func @composed_full(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, !cute.coord<"(1,1)">
// CHECK: return %{{.*}} : !cute.composed_layout<"(6,4):(1,6) o 7 o ():()">
func.func @composed_full(%cl: !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, %c: !cute.coord<"(1,1)">) -> !cute.composed_layout<"(6,4):(1,6) o 7 o ():()"> {
  %r = cute.slice(%cl, %c) : !cute.composed_layout<"(6,4):(1,6) o 3 o (3,2):(1,3)">, !cute.coord<"(1,1)">
  return %r : !cute.composed_layout<"(6,4):(1,6) o 7 o ():()">
}

// CHECK-LABEL: func.func @scalar_underscore(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"(4,3):(3,1)">, !cute.coord<"_">
// CHECK: return %{{.*}} : !cute.layout<"(4,3):(3,1)">
func.func @scalar_underscore(%l: !cute.layout<"(4,3):(3,1)">, %c: !cute.coord<"_">) -> !cute.layout<"(4,3):(3,1)"> {
  %r = cute.slice(%l, %c) : !cute.layout<"(4,3):(3,1)">, !cute.coord<"_">
  return %r : !cute.layout<"(4,3):(3,1)">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"((_,1),_)">
// CHECK: return %{{.*}} : !cute.layout<"(3,4):(1,6)">
func.func @nested(%l: !cute.layout<"((3,2),4):((1,3),6)">, %c: !cute.coord<"((_,1),_)">) -> !cute.layout<"(3,4):(1,6)"> {
  %r = cute.slice(%l, %c) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"((_,1),_)">
  return %r : !cute.layout<"(3,4):(1,6)">
}

// CHECK-LABEL: func.func @nested_keep(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"(_,2)">
// CHECK: return %{{.*}} : !cute.layout<"((3,2)):((1,3))">
func.func @nested_keep(%l: !cute.layout<"((3,2),4):((1,3),6)">, %c: !cute.coord<"(_,2)">) -> !cute.layout<"((3,2)):((1,3))"> {
  %r = cute.slice(%l, %c) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"(_,2)">
  return %r : !cute.layout<"((3,2)):((1,3))">
}
