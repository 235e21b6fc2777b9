// Products of a composed layout whose offset is a run-time value: the
// product applies to B and the offset passes through. Expected: include/cute
// (blocked_product/logical_product of ComposedLayout<Swizzle<1,1,2>,int,...>)
// compiled with g++ for offset 5.
// RUN: cute-run %s --args 5 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 5 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 5 --compare > /dev/null

// CHECK:S<1,1,2> o 5 o ((2,3),(3,1)):((1,12),(2,0))
// CHECK-NEXT:S<1,1,2> o 5 o ((2,3),3):((1,2),12)
func.func @main(%o: i32) {
  %sw = cute.static : !cute.swizzle<"S<1,1,2>">
  %off = cute.make_int_tuple(%o) : (i32) -> !cute.int_tuple<"?">
  %B = cute.static : !cute.layout<"(2,3):(1,2)">
  %cl = cute.make_composed_layout(%sw, %off, %B) : (!cute.swizzle<"S<1,1,2>">, !cute.int_tuple<"?">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"S<1,1,2> o ? o (2,3):(1,2)">
  %T = cute.static : !cute.layout<"3:2">
  %bp = cute.blocked_product(%cl, %T) : (!cute.composed_layout<"S<1,1,2> o ? o (2,3):(1,2)">, !cute.layout<"3:2">) -> !cute.composed_layout<"S<1,1,2> o ? o ((2,3),(3,1)):((1,12),(2,0))">
  cute.print(%bp) : !cute.composed_layout<"S<1,1,2> o ? o ((2,3),(3,1)):((1,12),(2,0))">
  %lp = cute.logical_product(%cl, %T) : (!cute.composed_layout<"S<1,1,2> o ? o (2,3):(1,2)">, !cute.layout<"3:2">) -> !cute.composed_layout<"S<1,1,2> o ? o ((2,3),3):((1,2),12)">
  cute.print(%lp) : !cute.composed_layout<"S<1,1,2> o ? o ((2,3),3):((1,2),12)">
  return
}
