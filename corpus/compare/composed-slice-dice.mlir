// --cute-expand slices and dices composed layouts with run-time leaves
// (layout_composed.hpp): B is sliced, and a slice adds B at the coordinate
// (with `_` as 0) to the offset: 2 + B(0,3) = 2 + 3*8 = 26. A swizzle A
// takes all-`_` slices and dices.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @f(%a: !cute.composed_layout<"(64,64):(1,64) o 2 o (8,?):(1,8)">, %c: !cute.coord<"(_,?)">) {
  %r = cute.slice(%a, %c) : !cute.composed_layout<"(64,64):(1,64) o 2 o (8,?):(1,8)">, !cute.coord<"(_,?)">
  cute.print(%r) : !cute.composed_layout<"(64,64):(1,64) o ? o (8):(1)">
  %c1 = cute.static : !cute.coord<"(_,1)">
  %d = cute.dice(%a, %c1) : !cute.composed_layout<"(64,64):(1,64) o 2 o (8,?):(1,8)">, !cute.coord<"(_,1)">
  cute.print(%d) : !cute.composed_layout<"(64,64):(1,64) o 2 o (?):(8)">
  return
}
func.func @g(%a: !cute.composed_layout<"S<2,1,3> o ? o (8,?):(1,8)">) {
  %c = cute.static : !cute.coord<"(_,_)">
  %r = cute.slice(%a, %c) : !cute.composed_layout<"S<2,1,3> o ? o (8,?):(1,8)">, !cute.coord<"(_,_)">
  cute.print(%r) : !cute.composed_layout<"S<2,1,3> o ? o (8,?):(1,8)">
  %c2 = cute.static : !cute.coord<"(_,1)">
  %d = cute.dice(%a, %c2) : !cute.composed_layout<"S<2,1,3> o ? o (8,?):(1,8)">, !cute.coord<"(_,1)">
  cute.print(%d) : !cute.composed_layout<"S<2,1,3> o ? o (?):(8)">
  return
}
func.func @main() {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %sh = cute.make_shape(%c5) : (i32) -> !cute.shape<"(8,?)">
  %st = cute.static : !cute.stride<"(1,8)">
  %b = cute.make_layout(%sh, %st) : (!cute.shape<"(8,?)">, !cute.stride<"(1,8)">) -> !cute.layout<"(8,?):(1,8)">
  %A = cute.static : !cute.layout<"(64,64):(1,64)">
  %o = cute.static : !cute.int_tuple<"2">
  %cl = cute.make_composed_layout(%A, %o, %b) : (!cute.layout<"(64,64):(1,64)">, !cute.int_tuple<"2">, !cute.layout<"(8,?):(1,8)">) -> !cute.composed_layout<"(64,64):(1,64) o 2 o (8,?):(1,8)">
  %c = cute.make_coord(%c3) : (i32) -> !cute.coord<"(_,?)">
  func.call @f(%cl, %c) : (!cute.composed_layout<"(64,64):(1,64) o 2 o (8,?):(1,8)">, !cute.coord<"(_,?)">) -> ()
  %S = cute.static : !cute.swizzle<"S<2,1,3>">
  %o2 = cute.make_int_tuple(%c3) : (i32) -> !cute.int_tuple<"?">
  %cs = cute.make_composed_layout(%S, %o2, %b) : (!cute.swizzle<"S<2,1,3>">, !cute.int_tuple<"?">, !cute.layout<"(8,?):(1,8)">) -> !cute.composed_layout<"S<2,1,3> o ? o (8,?):(1,8)">
  func.call @g(%cs) : (!cute.composed_layout<"S<2,1,3> o ? o (8,?):(1,8)">) -> ()
  return
}
// CHECK:(64,64):(1,64) o 26 o (8):(1)
// CHECK-NEXT:(64,64):(1,64) o 2 o (5):(8)
// CHECK-NEXT:S<2,1,3> o 3 o (8,5):(1,8)
// CHECK-NEXT:S<2,1,3> o 3 o (5):(8)
