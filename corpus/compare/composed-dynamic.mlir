// print {table} of composed layouts whose offset, outer and inner layouts
// have run-time leaves. Expected: cute-interp --print-layout of the static
// equivalents S<2,1,2> o 1 o (4,8):(8,1) and (2,4):(4,1) o 2 o (2,2):(1,2).
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @main() {
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c4 = arith.constant 4 : i32
  %sw = cute.make_swizzle<2, 1, 2> : !cute.swizzle<"S<2,1,2>">
  %off = cute.make_int_tuple(%c1) : (i32) -> !cute.int_tuple<"?">
  %s = cute.make_shape(%c4, %c8) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = cute.make_stride(%c8) : (i32) -> !cute.stride<"(?,1)">
  %b = cute.make_layout(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(?,?):(?,1)">
  %c = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<2,1,2>">, !cute.int_tuple<"?">, !cute.layout<"(?,?):(?,1)">) -> !cute.composed_layout<"S<2,1,2> o ? o (?,?):(?,1)">
  cute.print(%c) : !cute.composed_layout<"S<2,1,2> o ? o (?,?):(?,1)"> {table}
  %as = cute.make_shape(%c4) : (i32) -> !cute.shape<"(2,?)">
  %ad = cute.make_stride(%c4) : (i32) -> !cute.stride<"(?,1)">
  %a = cute.make_layout(%as, %ad) : (!cute.shape<"(2,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(2,?):(?,1)">
  %o2 = cute.static : !cute.int_tuple<"2">
  %o = cute.static : !cute.layout<"(2,2):(1,2)">
  %cl = cute.make_composed_layout(%a, %o2, %o) : (!cute.layout<"(2,?):(?,1)">, !cute.int_tuple<"2">, !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"(2,?):(?,1) o 2 o (2,2):(1,2)">
  cute.print(%cl) : !cute.composed_layout<"(2,?):(?,1) o 2 o (2,2):(1,2)"> {table}
  return
}
// CHECK:S<2,1,2> o 1 o (4,8):(8,1)
// CHECK-NEXT:       0    1    2    3    4    5    6    7 
// CHECK-NEXT:    +----+----+----+----+----+----+----+----+
// CHECK-NEXT: 0  |  1 |  2 |  3 |  4 |  5 |  6 |  7 | 10 |
// CHECK-NEXT:    +----+----+----+----+----+----+----+----+
// CHECK-NEXT: 1  | 11 |  8 |  9 | 14 | 15 | 12 | 13 | 20 |
// CHECK-NEXT:    +----+----+----+----+----+----+----+----+
// CHECK-NEXT: 2  | 21 | 22 | 23 | 16 | 17 | 18 | 19 | 30 |
// CHECK-NEXT:    +----+----+----+----+----+----+----+----+
// CHECK-NEXT: 3  | 31 | 28 | 29 | 26 | 27 | 24 | 25 | 32 |
// CHECK-NEXT:    +----+----+----+----+----+----+----+----+
// CHECK-NEXT:(2,4):(4,1) o 2 o (2,2):(1,2)
// CHECK-NEXT:      0   1 
// CHECK-NEXT:    +---+---+
// CHECK-NEXT: 0  | 1 | 2 |
// CHECK-NEXT:    +---+---+
// CHECK-NEXT: 1  | 5 | 6 |
// CHECK-NEXT:    +---+---+
