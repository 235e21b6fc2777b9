// composition with a scaled-basis right operand (layout.hpp): A is
// coalesced by B's coprofile, then a stride v@m... composes v with the mode
// of A it names. Interpreter and --cute-expand agree on run-time leaves.
// A = ((2,3),(4,5)):((1,2),(5,7)): mode 0 coalesces to 6:1 under a flat
// profile, and stays (2,3):(1,2) when a stride names its sub-modes.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @f(%a: !cute.layout<"((2,?),(4,?)):((1,2),(?,?))">) {
  %b = cute.static : !cute.layout<"(2,(2,2)):(1@0,(1@1,2@1))">
  %r = cute.composition(%a, %b) : (!cute.layout<"((2,?),(4,?)):((1,2),(?,?))">, !cute.layout<"(2,(2,2)):(1@0,(1@1,2@1))">) -> !cute.layout<"(2,(2,2)):(1,(?,?))">
  cute.print(%r) : !cute.layout<"(2,(2,2)):(1,(?,?))">
  %b2 = cute.static : !cute.layout<"(2,3):(1@1@0,1@0@1)">
  %r2 = cute.composition(%a, %b2) : (!cute.layout<"((2,?),(4,?)):((1,2),(?,?))">, !cute.layout<"(2,3):(1@1@0,1@0@1)">) -> !cute.layout<"(2,3):(2,?)">
  cute.print(%r2) : !cute.layout<"(2,3):(2,?)">
  return
}
func.func @main() {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %sh = cute.make_shape(%c3, %c5) : (i32, i32) -> !cute.shape<"((2,?),(4,?))">
  %st = cute.make_stride(%c5, %c7) : (i32, i32) -> !cute.stride<"((1,2),(?,?))">
  %a = cute.make_layout(%sh, %st) : (!cute.shape<"((2,?),(4,?))">, !cute.stride<"((1,2),(?,?))">) -> !cute.layout<"((2,?),(4,?)):((1,2),(?,?))">
  func.call @f(%a) : (!cute.layout<"((2,?),(4,?)):((1,2),(?,?))">) -> ()
  return
}
// CHECK:(2,(2,2)):(1,(5,10))
// CHECK-NEXT:(2,3):(2,5)
