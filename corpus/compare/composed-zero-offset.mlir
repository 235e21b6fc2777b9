// A static 0 offset over a scaled-basis B (NVIDIA's "A o 0 o B" with a
// coordinate-valued B): 0 + B(c) is B(c), as C++'s `_0 + ArithmeticTuple`.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:5
// CHECK-NEXT:(4,3):(1,4) o 0 o ((4,3),(2,5)):((1@0,1@1),(3@1,6@1))
func.func @main() {
  %c = cute.static : !cute.composed_layout<"(4,3):(1,4) o 0 o (4,3):(1@0,1@1)">
  %n = arith.constant 5 : i32
  %x = cute.make_coord(%n) : (i32) -> !cute.coord<"?">
  %r = cute.layout_eval(%x, %c) : (!cute.coord<"?">, !cute.composed_layout<"(4,3):(1,4) o 0 o (4,3):(1@0,1@1)">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  %b = cute.static : !cute.layout<"(2,5):(1,2)">
  %p = cute.logical_product(%c, %b) : (!cute.composed_layout<"(4,3):(1,4) o 0 o (4,3):(1@0,1@1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"(4,3):(1,4) o 0 o ((4,3),(2,5)):((1@0,1@1),(3@1,6@1))">
  cute.print(%p) : !cute.composed_layout<"(4,3):(1,4) o 0 o ((4,3),(2,5)):((1@0,1@1),(3@1,6@1))">
  return
}
