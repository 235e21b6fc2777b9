// Static cute values and integers printed through the host JIT. Expected
// lines are the canonical texts (cute-interp --expr) and C's decimal output.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @main() {
  %s = cute.static : !cute.shape<"(2,(3,4))">
  cute.print(%s) : !cute.shape<"(2,(3,4))">
  %l = cute.static : !cute.layout<"(4,8):(8,1)">
  cute.print(%l) : !cute.layout<"(4,8):(8,1)">
  %c = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">
  cute.print(%c) : !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">
  %w = cute.make_swizzle<2, 1, 2> : !cute.swizzle<"S<2,1,2>">
  cute.print(%w) : !cute.swizzle<"S<2,1,2>">
  %t = cute.static : !cute.tile<"[4:1;_;(2,2):(1,8)]">
  cute.print(%t) : !cute.tile<"[4:1;_;(2,2):(1,8)]">
  %k = cute.static : !cute.coord<"(1,_,(2,_))">
  cute.print(%k) : !cute.coord<"(1,_,(2,_))">
  %i32 = arith.constant -7 : i32
  cute.print(%i32) : i32
  %i64 = arith.constant 123456789012 : i64
  cute.print(%i64) : i64
  %idx = arith.constant 42 : index
  cute.print(%idx) : index
  %t1 = arith.constant true
  cute.print(%t1) : i1
  %f1 = arith.constant false
  cute.print(%f1) : i1
  return
}
// CHECK:(2,(3,4))
// CHECK-NEXT:(4,8):(8,1)
// CHECK-NEXT:S<3,4,3> o 0 o (8,8):(8,1)
// CHECK-NEXT:S<2,1,2>
// CHECK-NEXT:[4:1;_;(2,2):(1,8)]
// CHECK-NEXT:(1,_,(2,_))
// CHECK-NEXT:-7
// CHECK-NEXT:123456789012
// CHECK-NEXT:42
// CHECK-NEXT:1
// CHECK-NEXT:0
