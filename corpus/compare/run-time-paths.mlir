// Ops whose run-time integer path differs from their static one. Expected:
// include/cute compiled with g++ on the same run-time ints (make_layout_like,
// make_ordered_layout, shape_div, ==, ceil_div by a layout) and the swizzle/coordinate rules.
// RUN: cute-run %s --args 2,5 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 2,5 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 2,5 --compare > /dev/null
// RUN: cute-run %s --args 3,7 | FileCheck --check-prefix=SEVEN --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 3,7 --compare > /dev/null

func.func @main(%m: i32, %n: i32) {
  // A run-time stride ranks after every static one, whatever its value.
  %sh = cute.make_shape(%n) : (i32) -> !cute.shape<"(2,?,4)">
  %st = cute.make_stride(%m) : (i32) -> !cute.stride<"(4,?,1)">
  %L = cute.make_layout(%sh, %st) : (!cute.shape<"(2,?,4)">, !cute.stride<"(4,?,1)">) -> !cute.layout<"(2,?,4):(4,?,1)">
  %like = cute.make_layout_like(%L) : !cute.layout<"(2,?,4):(4,?,1)"> -> !cute.layout<"(2,?,4):(4,8,1)">
  cute.print(%like) : !cute.layout<"(2,?,4):(4,8,1)">
  %ord = cute.make_int_tuple(%m) : (i32) -> !cute.int_tuple<"(?,0,1)">
  %ol = cute.make_ordered_layout(%sh, %ord) : (!cute.shape<"(2,?,4)">, !cute.int_tuple<"(?,0,1)">) -> !cute.layout<"(2,?,4):(?,1,?)">
  cute.print(%ol) : !cute.layout<"(2,?,4):(?,1,?)">
  // shape_div is (a + b - 1) / b, unchecked between run-time operands.
  %a = cute.make_shape(%n) : (i32) -> !cute.shape<"?">
  %b = cute.make_shape(%m) : (i32) -> !cute.shape<"?">
  %q = cute.shape_div(%a, %b) : (!cute.shape<"?">, !cute.shape<"?">) -> !cute.shape<"?">
  cute.print(%q) : !cute.shape<"?">
  %a2 = cute.make_shape(%n) : (i32) -> !cute.shape<"(?,4)">
  %q2 = cute.shape_div(%a2, %b) : (!cute.shape<"(?,4)">, !cute.shape<"?">) -> !cute.shape<"(?,?)">
  cute.print(%q2) : !cute.shape<"(?,?)">
  // == compares values: a run-time 5 equals a static 5.
  %five = cute.static : !cute.shape<"(5,4)">
  %eq = cute.equal(%a2, %five) : (!cute.shape<"(?,4)">, !cute.shape<"(5,4)">) -> i1
  cute.print(%eq) : i1
  %lt = cute.elem_less(%a2, %five) : (!cute.shape<"(?,4)">, !cute.shape<"(5,4)">) -> i1
  cute.print(%lt) : i1
  // A swizzle of a run-time integer; increment_coord of run-time leaves.
  %sw = cute.static : !cute.swizzle<"S<2,1,2>">
  %c4 = arith.constant 4 : i32
  %n4 = arith.muli %n, %c4 : i32
  %x = cute.make_int_tuple(%n4) : (i32) -> !cute.int_tuple<"?">
  %y = cute.layout_eval(%x, %sw) : (!cute.int_tuple<"?">, !cute.swizzle<"S<2,1,2>">) -> !cute.int_tuple<"?">
  cute.print(%y) : !cute.int_tuple<"?">
  %c = cute.make_coord(%m, %m) : (i32, i32) -> !cute.coord<"(?,?)">
  %cs = cute.make_shape(%m) : (i32) -> !cute.shape<"(3,?)">
  %inc = cute.increment_coord(%c, %cs) : (!cute.coord<"(?,?)">, !cute.shape<"(3,?)">) -> !cute.coord<"(?,?)">
  cute.print(%inc) : !cute.coord<"(?,?)">
  // A static coordinate in a run-time shape: whether it carries depends on
  // the extent, so the verifier infers every leaf run-time.
  %sc = cute.static : !cute.coord<"(2,0)">
  %rs = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,3)">
  %sinc = cute.increment_coord(%sc, %rs) : (!cute.coord<"(2,0)">, !cute.shape<"(?,3)">) -> !cute.coord<"(?,?)">
  cute.print(%sinc) : !cute.coord<"(?,?)">
  // crd2idx(c, shape) is Horner's c0 + s0 * c1: an extent-1 mode still
  // scales the coordinate after it.
  %one = cute.static : !cute.shape<"(2,1)">
  %ci = cute.crd2idx(%c, %one) : (!cute.coord<"(?,?)">, !cute.shape<"(2,1)">) -> !cute.int_tuple<"?">
  cute.print(%ci) : !cute.int_tuple<"?">
  // get_scalars of a composed layout with a swizzle: S's three parameters,
  // then the offset and the outer layout's leaves.
  %cl = cute.static : !cute.composed_layout<"S<2,1,3> o 0 o 4:1">
  %z:6 = cute.get_scalars(%cl) : !cute.composed_layout<"S<2,1,3> o 0 o 4:1">
  cute.print(%z#0) : i32
  cute.print(%z#2) : i32
  cute.print(%z#4) : i64
  // ceil_div by a layout is shape(complement(layout, target)): with a
  // run-time target the rest extents stay run-time and coalesce together.
  %t = cute.make_shape(%n) : (i32) -> !cute.shape<"(?,16)">
  %l32 = cute.static : !cute.tile<"32:1">
  %cd = cute.ceil_div(%t, %l32) : (!cute.shape<"(?,16)">, !cute.tile<"32:1">) -> !cute.shape<"?">
  cute.print(%cd) : !cute.shape<"?">
  %tt = cute.static : !cute.tile<"[4:2;8:1]">
  %cdt = cute.ceil_div(%t, %tt) : (!cute.shape<"(?,16)">, !cute.tile<"[4:2;8:1]">) -> !cute.shape<"((2,?),2)">
  cute.print(%cdt) : !cute.shape<"((2,?),2)">
  return
}
// CHECK:(2,5,4):(4,8,1)
// CHECK-NEXT:(2,5,4):(20,1,5)
// CHECK-NEXT:3
// CHECK-NEXT:(3,4)
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:16
// CHECK-NEXT:(0,3)
// CHECK-NEXT:(3,0)
// CHECK-NEXT:6
// CHECK-NEXT:2
// CHECK-NEXT:3
// CHECK-NEXT:4
// CHECK-NEXT:3
// CHECK-NEXT:((2,1),2)

// SEVEN:(2,7,4):(4,8,1)
// SEVEN-NEXT:(2,7,4):(28,1,7)
// SEVEN-NEXT:3
// SEVEN-NEXT:(3,4)
// SEVEN-NEXT:0
// SEVEN-NEXT:0
// SEVEN-NEXT:26
// SEVEN-NEXT:(4,3)
// SEVEN-NEXT:(0,1)
// SEVEN-NEXT:9
