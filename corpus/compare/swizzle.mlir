// Composed layouts with a swizzle: plain print and print {table} (the
// table's cell width comes from the cosize of the outer layout). The
// expected text is cute-interp --print-layout of the static equivalents.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @main() {
  %c8 = arith.constant 8 : i32
  %sw = cute.make_swizzle<2, 1, 2> : !cute.swizzle<"S<2,1,2>">
  %off = cute.static : !cute.int_tuple<"1">
  %s = cute.make_shape(%c8) : (i32) -> !cute.shape<"(4,?)">
  %d = cute.make_stride(%c8) : (i32) -> !cute.stride<"(?,1)">
  %b = cute.make_layout(%s, %d) : (!cute.shape<"(4,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(4,?):(?,1)">
  %c = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<2,1,2>">, !cute.int_tuple<"1">, !cute.layout<"(4,?):(?,1)">) -> !cute.composed_layout<"S<2,1,2> o 1 o (4,?):(?,1)">
  cute.print(%c) : !cute.composed_layout<"S<2,1,2> o 1 o (4,?):(?,1)">
  cute.print(%c) : !cute.composed_layout<"S<2,1,2> o 1 o (4,?):(?,1)"> {table}
  %sub = cute.static : !cute.composed_layout<"S<1,0,1> o 0 o 8:1">
  cute.print(%sub) : !cute.composed_layout<"S<1,0,1> o 0 o 8:1"> {table}
  %a = cute.static : !cute.layout<"(2,4):(4,1)">
  %o2 = cute.static : !cute.int_tuple<"2">
  %o = cute.static : !cute.layout<"(2,2):(1,2)">
  %cl = cute.make_composed_layout(%a, %o2, %o) : (!cute.layout<"(2,4):(4,1)">, !cute.int_tuple<"2">, !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"(2,4):(4,1) o 2 o (2,2):(1,2)">
  cute.print(%cl) : !cute.composed_layout<"(2,4):(4,1) o 2 o (2,2):(1,2)"> {table}
  return
}
// CHECK:S<2,1,2> o 1 o (4,8):(8,1)
// CHECK-NEXT:S<2,1,2> o 1 o (4,8):(8,1)
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
// CHECK-NEXT:S<1,0,1> o 0 o 8:1
// CHECK-NEXT:0 -> 0
// CHECK-NEXT:1 -> 1
// CHECK-NEXT:2 -> 3
// CHECK-NEXT:3 -> 2
// CHECK-NEXT:4 -> 4
// CHECK-NEXT:5 -> 5
// CHECK-NEXT:6 -> 7
// CHECK-NEXT:7 -> 6
// CHECK-NEXT:(2,4):(4,1) o 2 o (2,2):(1,2)
// CHECK-NEXT:      0   1 
// CHECK-NEXT:    +---+---+
// CHECK-NEXT: 0  | 1 | 2 |
// CHECK-NEXT:    +---+---+
// CHECK-NEXT: 1  | 5 | 6 |
// CHECK-NEXT:    +---+---+
