// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @layout(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(1,_,1)">
// CHECK: return %{{.*}} : !cute.layout<"(4,2):(1,12)">
func.func @layout(%l: !cute.layout<"(4,3,2):(1,4,12)">, %c: !cute.coord<"(1,_,1)">) -> !cute.layout<"(4,2):(1,12)"> {
  %r = cute.dice(%l, %c) : !cute.layout<"(4,3,2):(1,4,12)">, !cute.coord<"(1,_,1)">
  return %r : !cute.layout<"(4,2):(1,12)">
}

// CHECK-LABEL: func.func @shape(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.shape<"(5,6,7)">, !cute.coord<"(_,_,0)">
// CHECK: return %{{.*}} : !cute.shape<"(7)">
func.func @shape(%s: !cute.shape<"(5,6,7)">, %c: !cute.coord<"(_,_,0)">) -> !cute.shape<"(7)"> {
  %r = cute.dice(%s, %c) : !cute.shape<"(5,6,7)">, !cute.coord<"(_,_,0)">
  return %r : !cute.shape<"(7)">
}

// CHECK-LABEL: func.func @stride(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.stride<"(1,?,5)">, !cute.coord<"(0,2,_)">
// CHECK: return %{{.*}} : !cute.stride<"(1,?)">
func.func @stride(%d: !cute.stride<"(1,?,5)">, %c: !cute.coord<"(0,2,_)">) -> !cute.stride<"(1,?)"> {
  %r = cute.dice(%d, %c) : !cute.stride<"(1,?,5)">, !cute.coord<"(0,2,_)">
  return %r : !cute.stride<"(1,?)">
}

// CHECK-LABEL: func.func @int_tuple(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.int_tuple<"(9,(4,5))">, !cute.coord<"(_,0)">
// CHECK: return %{{.*}} : !cute.int_tuple<"((4,5))">
func.func @int_tuple(%t: !cute.int_tuple<"(9,(4,5))">, %c: !cute.coord<"(_,0)">) -> !cute.int_tuple<"((4,5))"> {
  %r = cute.dice(%t, %c) : !cute.int_tuple<"(9,(4,5))">, !cute.coord<"(_,0)">
  return %r : !cute.int_tuple<"((4,5))">
}

// CHECK-LABEL: func.func @coord(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.coord<"(_,4,1)">, !cute.coord<"(1,_,1)">
// CHECK: return %{{.*}} : !cute.coord<"(_,1)">
func.func @coord(%x: !cute.coord<"(_,4,1)">, %c: !cute.coord<"(1,_,1)">) -> !cute.coord<"(_,1)"> {
  %r = cute.dice(%x, %c) : !cute.coord<"(_,4,1)">, !cute.coord<"(1,_,1)">
  return %r : !cute.coord<"(_,1)">
}

// CHECK-LABEL: func.func @composed_layout_a(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"(6,4):(1,6) o 3 o (2,3,2):(1,2,6)">, !cute.coord<"(_,0,_)">
// CHECK: return %{{.*}} : !cute.composed_layout<"(6,4):(1,6) o 3 o (3):(2)">
func.func @composed_layout_a(%cl: !cute.composed_layout<"(6,4):(1,6) o 3 o (2,3,2):(1,2,6)">, %c: !cute.coord<"(_,0,_)">) -> !cute.composed_layout<"(6,4):(1,6) o 3 o (3):(2)"> {
  %r = cute.dice(%cl, %c) : !cute.composed_layout<"(6,4):(1,6) o 3 o (2,3,2):(1,2,6)">, !cute.coord<"(_,0,_)">
  return %r : !cute.composed_layout<"(6,4):(1,6) o 3 o (3):(2)">
}

// CHECK-LABEL: func.func @composed_swizzle(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)">, !cute.coord<"(_,1,1)">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)">
func.func @composed_swizzle(%cl: !cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)">, %c: !cute.coord<"(_,1,1)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)"> {
  %r = cute.dice(%cl, %c) : !cute.composed_layout<"S<2,4,3> o 0 o (4,8,2):(8,1,32)">, !cute.coord<"(_,1,1)">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o (8,2):(1,32)">
}

// CHECK-LABEL: func.func @scalar(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"(4,3):(3,1)">, !cute.coord<"0">
// CHECK: return %{{.*}} : !cute.layout<"(4,3):(3,1)">
func.func @scalar(%l: !cute.layout<"(4,3):(3,1)">, %c: !cute.coord<"0">) -> !cute.layout<"(4,3):(3,1)"> {
  %r = cute.dice(%l, %c) : !cute.layout<"(4,3):(3,1)">, !cute.coord<"0">
  return %r : !cute.layout<"(4,3):(3,1)">
}

// CHECK-LABEL: func.func @nested(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"((_,1),_)">
// CHECK: return %{{.*}} : !cute.layout<"(2):(3)">
func.func @nested(%l: !cute.layout<"((3,2),4):((1,3),6)">, %c: !cute.coord<"((_,1),_)">) -> !cute.layout<"(2):(3)"> {
  %r = cute.dice(%l, %c) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"((_,1),_)">
  return %r : !cute.layout<"(2):(3)">
}

// CHECK-LABEL: func.func @nested_keep(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"(0,_)">
// CHECK: return %{{.*}} : !cute.layout<"((3,2)):((1,3))">
func.func @nested_keep(%l: !cute.layout<"((3,2),4):((1,3),6)">, %c: !cute.coord<"(0,_)">) -> !cute.layout<"((3,2)):((1,3))"> {
  %r = cute.dice(%l, %c) : !cute.layout<"((3,2),4):((1,3),6)">, !cute.coord<"(0,_)">
  return %r : !cute.layout<"((3,2)):((1,3))">
}
