// coalesce merges a run-time extent over a static 0 stride, as C++ does
// (`_0 * x` is `_0`, so s*d == d' is decided on types); a run-time product
// is never computed. C++ witness: zipped_divide((((_1,5)),_1):(((3,_0)),_0), 5)
// with run-time 5 and 3 prints (5,1):(_0,_0).
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:(5,1):(0,0)
// CHECK-NEXT:(2,15):(3,0)
func.func @main() {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = cute.make_int_tuple(%c5) : (i32) -> !cute.int_tuple<"(((1,?)),1)">
  %1 = cute.make_int_tuple(%c3) : (i32) -> !cute.int_tuple<"(((?,0)),0)">
  %2 = cute.make_layout_raw(%0, %1) : (!cute.int_tuple<"(((1,?)),1)">, !cute.int_tuple<"(((?,0)),0)">) -> !cute.layout<"(((1,?)),1):(((?,0)),0)">
  %3 = cute.make_shape(%c5) : (i32) -> !cute.shape<"?">
  %4 = cute.zipped_divide(%2, %3) : (!cute.layout<"(((1,?)),1):(((?,0)),0)">, !cute.shape<"?">) -> !cute.layout<"(?,?):(0,0)">
  cute.print(%4) : !cute.layout<"(?,?):(0,0)">
  %s = cute.make_shape(%c5) : (i32) -> !cute.shape<"(2,?,3)">
  %d = cute.make_stride(%c3) : (i32) -> !cute.stride<"(?,0,0)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(2,?,3)">, !cute.stride<"(?,0,0)">) -> !cute.layout<"(2,?,3):(?,0,0)">
  %c = cute.coalesce(%l) : (!cute.layout<"(2,?,3):(?,0,0)">) -> !cute.layout<"(2,?):(?,0)">
  cute.print(%c) : !cute.layout<"(2,?):(?,0)">
  return
}
