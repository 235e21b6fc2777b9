// tuple_sub of tuples of different ranks pads the shorter side with `_0`,
// and `_0 - u` is -u (CuTe C++'s ArithmeticTuple, run-time integers:
// ((5,8),(3,4)) - ((1,2),(1,1),(0,1)) = ((4,6),(2,3),(0,-1))), on both backends.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:((4,6),(2,3),(0,-1))
// CHECK-NEXT:(7,6,-5)
func.func @main() {
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %a = cute.make_int_tuple(%c5) : (i32) -> !cute.int_tuple<"((?,8),(3,4))">
  %b = cute.make_int_tuple(%c1) : (i32) -> !cute.int_tuple<"((?,2),(1,1),(0,1))">
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"((?,8),(3,4))">, !cute.int_tuple<"((?,2),(1,1),(0,1))">) -> !cute.int_tuple<"((?,6),(2,3),(0,-1))">
  cute.print(%r) : !cute.int_tuple<"((?,6),(2,3),(0,-1))">
  %c10 = arith.constant 10 : i32
  %x = cute.make_int_tuple(%c10) : (i32) -> !cute.int_tuple<"(?,8)">
  %y = cute.make_int_tuple(%c5) : (i32) -> !cute.int_tuple<"(3,2,?)">
  %z = cute.tuple_sub(%x, %y) : (!cute.int_tuple<"(?,8)">, !cute.int_tuple<"(3,2,?)">) -> !cute.int_tuple<"(?,6,?)">
  cute.print(%z) : !cute.int_tuple<"(?,6,?)">
  return
}
