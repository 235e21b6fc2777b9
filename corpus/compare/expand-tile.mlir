// --cute-expand on a dynamic tile passed through a function argument: get,
// select, get_layouts_from_tile, get_leaves, get_shape, and ceil_div by a
// tile of layouts. Expected values are cute-interp --expr on the static equivalent
// [8:1;_;(2,3):(1,5)] (in the comments).
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @tiles(%t: !cute.tile<"[?:1;_;(2,?):(1,?)]">) {
  // get([8:1;_;(2,3):(1,5)], 2) = (2,3):(1,5)
  %g = cute.get<[2]>(%t) : !cute.tile<"[?:1;_;(2,?):(1,?)]"> -> !cute.tile<"(2,?):(1,?)">
  cute.print(%g) : !cute.tile<"(2,?):(1,?)">
  // select([8:1;_;(2,3):(1,5)], 2, 0) = [(2,3):(1,5);8:1]
  %s = cute.select<[2, 0]>(%t) : !cute.tile<"[?:1;_;(2,?):(1,?)]"> -> !cute.tile<"[(2,?):(1,?);?:1]">
  cute.print(%s) : !cute.tile<"[(2,?):(1,?);?:1]">
  %l:2 = cute.get_layouts_from_tile(%t) : !cute.tile<"[?:1;_;(2,?):(1,?)]">
  cute.print(%l#0) : !cute.layout<"?:1">
  cute.print(%l#1) : !cute.layout<"(2,?):(1,?)">
  %v:3 = cute.get_leaves(%t) : !cute.tile<"[?:1;_;(2,?):(1,?)]">
  cute.print(%v#1) : !cute.tile<"_">
  cute.print(%v#2) : !cute.layout<"(2,?):(1,?)">
  return
}

// ceil_div((8,10), [3:1;(2,2):(1,2)]) = (3,3)
func.func @divide(%a: !cute.shape<"(?,10)">, %t: !cute.tile<"[?:1;(2,?):(1,2)]">) {
  %r = cute.ceil_div(%a, %t) : (!cute.shape<"(?,10)">, !cute.tile<"[?:1;(2,?):(1,2)]">) -> !cute.shape<"(?,?)">
  cute.print(%r) : !cute.shape<"(?,?)">
  // get_shape([3:1;(2,2):(1,2)]) = (3,(2,2))
  %s = cute.get_shape(%t) : !cute.tile<"[?:1;(2,?):(1,2)]"> -> !cute.shape<"(?,(2,?))">
  cute.print(%s) : !cute.shape<"(?,(2,?))">
  return
}

func.func @main() {
  %c8 = arith.constant 8 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %t = cute.make_tile(%c8, %c3, %c5) : (i32, i32, i32) -> !cute.tile<"[?:1;_;(2,?):(1,?)]">
  func.call @tiles(%t) : (!cute.tile<"[?:1;_;(2,?):(1,?)]">) -> ()
  %a = cute.make_shape(%c8) : (i32) -> !cute.shape<"(?,10)">
  %d = cute.make_tile(%c3, %c2) : (i32, i32) -> !cute.tile<"[?:1;(2,?):(1,2)]">
  func.call @divide(%a, %d) : (!cute.shape<"(?,10)">, !cute.tile<"[?:1;(2,?):(1,2)]">) -> ()
  return
}
// CHECK:(2,3):(1,5)
// CHECK-NEXT:[(2,3):(1,5);8:1]
// CHECK-NEXT:8:1
// CHECK-NEXT:(2,3):(1,5)
// CHECK-NEXT:_
// CHECK-NEXT:(2,3):(1,5)
// CHECK-NEXT:(3,3)
// CHECK-NEXT:(3,(2,2))
