// slice of S o off o B (static B) at a coordinate with run-time leaves, or
// with a run-time offset: the fixed coordinate folds into the offset bits at
// run time; where the sliced B never sets a y bit and its z bit the result
// decays to a plain layout whose strides depend on those bits (C++'s
// slice_and_offset). Expected: include/cute compiled with g++, with the
// coordinate and offset as run-time ints.
// RUN: cute-run %s --args 1,0,1,5,17 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 1,0,1,5,17 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 1,0,1,5,17 --compare > /dev/null
// RUN: cute-run %s --args 5,12,0,0,0 | FileCheck --check-prefix=OTHER --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 5,12,0,0,0 --compare > /dev/null
// RUN: cute-opt %s --cute-expand | FileCheck --check-prefix=EXPAND %s
// A negative run-time offset is an error on both backends, as a static one
// is the verifier's.
// RUN: not cute-run %s --args 1,-1,1,5,17 --compare 2>&1 | FileCheck --check-prefix=NEGATIVE --match-full-lines %s
// NEGATIVE:((4,2)):((8,36))
// NEGATIVE-NEXT:cute-run: error: assertion failed: 'cute.slice' op needs a non-negative swizzle offset at run time
// NEGATIVE-NEXT:cute-run: the interpreter failed too: slice: a swizzle needs a non-negative integer offset but got S<1,2,3> o -1 o (8,8):(8,1)

// CHECK:((4,2)):((8,36))
// CHECK-NEXT:((4,2)):((8,28))
// CHECK-NEXT:S<3,0,4> o 58 o (64):(2)
// CHECK-NEXT:((2,2,2)):((1,-30,68))
// OTHER:((4,2)):((8,28))
// OTHER-NEXT:((4,2)):((8,36))
// OTHER-NEXT:S<3,0,4> o 59 o (64):(2)
// OTHER-NEXT:((2,2,2)):((1,34,68))

// The decayed stride is a select on one offset bit; no slice is left.
// EXPAND-LABEL: func.func @main
// EXPAND-NOT:     cute.slice(
// EXPAND:         arith.select
// EXPAND-NOT:     cute.slice(
// EXPAND:         return
func.func @main(%c: i32, %o: i32, %c2: i32, %c3: i32, %o3: i32) {
  // A run-time coordinate, a static offset.
  %cl = cute.static : !cute.composed_layout<"S<1,2,3> o 0 o (8,8):(8,1)">
  %crd = cute.make_coord(%c) : (i32) -> !cute.coord<"(_,?)">
  %s1 = cute.slice(%cl, %crd) : !cute.composed_layout<"S<1,2,3> o 0 o (8,8):(8,1)">, !cute.coord<"(_,?)">
  cute.print(%s1) : !cute.layout<"((4,2)):((8,?))">
  // A run-time offset, a static coordinate.
  %sw = cute.static : !cute.swizzle<"S<1,2,3>">
  %b = cute.static : !cute.layout<"(8,8):(8,1)">
  %off = cute.make_int_tuple(%o) : (i32) -> !cute.int_tuple<"?">
  %cl2 = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<1,2,3>">, !cute.int_tuple<"?">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"S<1,2,3> o ? o (8,8):(8,1)">
  %k = cute.static : !cute.coord<"(_,4)">
  %s2 = cute.slice(%cl2, %k) : !cute.composed_layout<"S<1,2,3> o ? o (8,8):(8,1)">, !cute.coord<"(_,4)">
  cute.print(%s2) : !cute.layout<"((4,2)):((8,?))">
  // B reaches a y bit and its z bit: no decay, the offset becomes run-time.
  %cl3 = cute.static : !cute.composed_layout<"S<3,0,4> o 59 o (64,2):(2,1)">
  %crd3 = cute.make_coord(%c2) : (i32) -> !cute.coord<"(_,?)">
  %s3 = cute.slice(%cl3, %crd3) : !cute.composed_layout<"S<3,0,4> o 59 o (64,2):(2,1)">, !cute.coord<"(_,?)">
  cute.print(%s3) : !cute.composed_layout<"S<3,0,4> o ? o (64):(2)">
  // Both run-time, a negative swizzle shift.
  %sw4 = cute.static : !cute.swizzle<"S<2,1,-4>">
  %off4 = cute.make_int_tuple(%o3) : (i32) -> !cute.int_tuple<"?">
  %cl4 = cute.make_composed_layout(%sw4, %off4, %b) : (!cute.swizzle<"S<2,1,-4>">, !cute.int_tuple<"?">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"S<2,1,-4> o ? o (8,8):(8,1)">
  %crd4 = cute.make_coord(%c3) : (i32) -> !cute.coord<"(?,_)">
  %s4 = cute.slice(%cl4, %crd4) : !cute.composed_layout<"S<2,1,-4> o ? o (8,8):(8,1)">, !cute.coord<"(?,_)">
  cute.print(%s4) : !cute.layout<"((2,2,2)):((1,?,?))">
  return
}
