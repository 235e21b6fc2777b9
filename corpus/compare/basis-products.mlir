// Products of a layout with scaled-basis strides: CuTe C++ does not compile
// one (no min over ScaledBasis strides in complement); NVIDIA's cute_ir
// defines them, and so does this project (core's basisProductComplement,
// the BasisProductsAreInjectiveAndKeepA law). The results are NVIDIA's.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:((4,3),(2,5)):((1@0,1@1),(3@1,6@1))
// CHECK-NEXT:((4,3),(2,5)):((2@0,1@1),(1@0,3@1))
// CHECK-NEXT:(4,3):(1@0,4@0)
// CHECK-NEXT:((4,2),(3,5)):((1@0,3@1),(1@1,6@1))
// CHECK-NEXT:((2,4),(5,3)):((3@1,1@0),(6@1,1@1))
func.func @main() {
  %a = cute.static : !cute.layout<"(4,3):(1@0,1@1)">
  %a2 = cute.static : !cute.layout<"(4,3):(2@0,1@1)">
  %a3 = cute.static : !cute.layout<"4:1@0">
  %b = cute.static : !cute.layout<"(2,5):(1,2)">
  %b3 = cute.static : !cute.layout<"3:1">
  %p = cute.logical_product(%a, %b) : (!cute.layout<"(4,3):(1@0,1@1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((4,3),(2,5)):((1@0,1@1),(3@1,6@1))">
  cute.print(%p) : !cute.layout<"((4,3),(2,5)):((1@0,1@1),(3@1,6@1))">
  %p2 = cute.logical_product(%a2, %b) : (!cute.layout<"(4,3):(2@0,1@1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((4,3),(2,5)):((2@0,1@1),(1@0,3@1))">
  cute.print(%p2) : !cute.layout<"((4,3),(2,5)):((2@0,1@1),(1@0,3@1))">
  %p3 = cute.logical_product(%a3, %b3) : (!cute.layout<"4:1@0">, !cute.layout<"3:1">) -> !cute.layout<"(4,3):(1@0,4@0)">
  cute.print(%p3) : !cute.layout<"(4,3):(1@0,4@0)">
  %bl = cute.blocked_product(%a, %b) : (!cute.layout<"(4,3):(1@0,1@1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((4,2),(3,5)):((1@0,3@1),(1@1,6@1))">
  cute.print(%bl) : !cute.layout<"((4,2),(3,5)):((1@0,3@1),(1@1,6@1))">
  %rk = cute.raked_product(%a, %b) : (!cute.layout<"(4,3):(1@0,1@1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,4),(5,3)):((3@1,1@0),(6@1,1@1))">
  cute.print(%rk) : !cute.layout<"((2,4),(5,3)):((3@1,1@0),(6@1,1@1))">
  return
}
