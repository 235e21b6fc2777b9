// blocked_product, raked_product and tile_to_shape with run-time leaves in
// the tiler or the target shape. Expected: include/cute compiled with g++
// on the same run-time ints.
// RUN: cute-run %s --args 3,6 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 3,6 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 3,6 --compare > /dev/null
// RUN: cute-run %s --args 5,10 | FileCheck --check-prefix=FIVE --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 5,10 --compare > /dev/null

func.func @main(%k: i32, %m: i32) {
  %B = cute.static : !cute.layout<"(2,2):(1,2)">
  %ts = cute.make_shape(%k) : (i32) -> !cute.shape<"(?,3)">
  %td = cute.make_stride(%k) : (i32) -> !cute.stride<"(1,?)">
  %T = cute.make_layout(%ts, %td) : (!cute.shape<"(?,3)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,3):(1,?)">
  %b = cute.blocked_product(%B, %T) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(?,3):(1,?)">) -> !cute.layout<"((2,?),(2,3)):((1,4),(2,?))">
  cute.print(%b) : !cute.layout<"((2,?),(2,3)):((1,4),(2,?))">
  %r = cute.raked_product(%B, %T) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(?,3):(1,?)">) -> !cute.layout<"((?,2),(3,2)):((4,1),(?,2))">
  cute.print(%r) : !cute.layout<"((?,2),(3,2)):((4,1),(?,2))">
  %four = cute.static : !cute.layout<"4:1">
  %ks = cute.make_shape(%k) : (i32) -> !cute.shape<"?">
  %one = cute.static : !cute.stride<"1">
  %K = cute.make_layout(%ks, %one) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %b1 = cute.blocked_product(%four, %K) : (!cute.layout<"4:1">, !cute.layout<"?:1">) -> !cute.layout<"((4,?)):((1,4))">
  cute.print(%b1) : !cute.layout<"((4,?)):((1,4))">
  %target = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,8)">
  %s1 = cute.tile_to_shape(%B, %target) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,8)">) -> !cute.layout<"((2,?),(2,4)):((1,4),(2,?))">
  cute.print(%s1) : !cute.layout<"((2,?),(2,4)):((1,4),(2,?))">
  %order = cute.static : !cute.int_tuple<"(1,0)">
  %s2 = cute.tile_to_shape(%B, %target, %order) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,?),(2,4)):((1,16),(2,4))">
  cute.print(%s2) : !cute.layout<"((2,?),(2,4)):((1,16),(2,4))">
  // A run-time target need not be divisible: C++ rounds the tile count up
  // (7 / 2 -> 4 tiles), asserting divisibility only for a static target.
  %odd = cute.make_shape(%k) : (i32) -> !cute.shape<"(?,7)">
  %s3 = cute.tile_to_shape(%B, %odd) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,7)">) -> !cute.layout<"((2,?),(2,4)):((1,4),(2,?))">
  cute.print(%s3) : !cute.layout<"((2,?),(2,4)):((1,4),(2,?))">
  %s4 = cute.tile_to_shape(%B, %odd, %order) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,7)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,?),(2,4)):((1,16),(2,4))">
  cute.print(%s4) : !cute.layout<"((2,?),(2,4)):((1,16),(2,4))">
  return
}
// CHECK:((2,3),(2,3)):((1,4),(2,12))
// CHECK-NEXT:((3,2),(3,2)):((4,1),(12,2))
// CHECK-NEXT:((4,3)):((1,4))
// CHECK-NEXT:((2,3),(2,4)):((1,4),(2,12))
// CHECK-NEXT:((2,3),(2,4)):((1,16),(2,4))
// CHECK-NEXT:((2,2),(2,4)):((1,4),(2,8))
// CHECK-NEXT:((2,2),(2,4)):((1,16),(2,4))

// FIVE:((2,5),(2,3)):((1,4),(2,20))
// FIVE-NEXT:((5,2),(3,2)):((4,1),(20,2))
// FIVE-NEXT:((4,5)):((1,4))
// FIVE-NEXT:((2,5),(2,4)):((1,4),(2,20))
// FIVE-NEXT:((2,5),(2,4)):((1,16),(2,4))
// FIVE-NEXT:((2,3),(2,4)):((1,4),(2,12))
// FIVE-NEXT:((2,3),(2,4)):((1,16),(2,4))
