// print {table}: rank-2 layouts as CuTe's print_layout table, other ranks
// as `i -> offset` lines, with static and run-time shapes and strides. The
// expected text is cute-interp --print-layout of the static equivalents.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null
// A run-time domain larger than a picture (300 x 300) is still a table on
// both backends.
// RUN: cute-run %s --entry wide --args 300 --compare | FileCheck --check-prefix=WIDE %s

func.func @main() {
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  %s = cute.make_shape(%c3) : (i32) -> !cute.shape<"(?,4)">
  %d = cute.make_stride(%c3) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  cute.print(%l) : !cute.layout<"(?,4):(1,?)"> {table}
  %n = cute.static : !cute.layout<"((2,2),3):((1,6),2)">
  cute.print(%n) : !cute.layout<"((2,2),3):((1,6),2)"> {table}
  %w = cute.static : !cute.layout<"(2,3):(100,1000)">
  cute.print(%w) : !cute.layout<"(2,3):(100,1000)"> {table}
  %s1 = cute.make_shape(%c8) : (i32) -> !cute.shape<"?">
  %d1 = cute.static : !cute.stride<"2">
  %l1 = cute.make_layout(%s1, %d1) : (!cute.shape<"?">, !cute.stride<"2">) -> !cute.layout<"?:2">
  cute.print(%l1) : !cute.layout<"?:2"> {table}
  %r3 = cute.static : !cute.layout<"(2,2,2):(4,2,1)">
  cute.print(%r3) : !cute.layout<"(2,2,2):(4,2,1)"> {table}
  return
}
// CHECK-LABEL:(3,4):(1,3)
// CHECK-NEXT:       0    1    2    3 
// CHECK-NEXT:    +----+----+----+----+
// CHECK-NEXT: 0  |  0 |  3 |  6 |  9 |
// CHECK-NEXT:    +----+----+----+----+
// CHECK-NEXT: 1  |  1 |  4 |  7 | 10 |
// CHECK-NEXT:    +----+----+----+----+
// CHECK-NEXT: 2  |  2 |  5 |  8 | 11 |
// CHECK-NEXT:    +----+----+----+----+
// CHECK-NEXT:((2,2),3):((1,6),2)
// CHECK-NEXT:       0    1    2 
// CHECK-NEXT:    +----+----+----+
// CHECK-NEXT: 0  |  0 |  2 |  4 |
// CHECK-NEXT:    +----+----+----+
// CHECK-NEXT: 1  |  1 |  3 |  5 |
// CHECK-NEXT:    +----+----+----+
// CHECK-NEXT: 2  |  6 |  8 | 10 |
// CHECK-NEXT:    +----+----+----+
// CHECK-NEXT: 3  |  7 |  9 | 11 |
// CHECK-NEXT:    +----+----+----+
// CHECK-NEXT:(2,3):(100,1000)
// CHECK-NEXT:         0      1      2 
// CHECK-NEXT:    +------+------+------+
// CHECK-NEXT: 0  |    0 | 1000 | 2000 |
// CHECK-NEXT:    +------+------+------+
// CHECK-NEXT: 1  |  100 | 1100 | 2100 |
// CHECK-NEXT:    +------+------+------+
// CHECK-NEXT:8:2
// CHECK-NEXT:0 -> 0
// CHECK-NEXT:1 -> 2
// CHECK-NEXT:2 -> 4
// CHECK-NEXT:3 -> 6
// CHECK-NEXT:4 -> 8
// CHECK-NEXT:5 -> 10
// CHECK-NEXT:6 -> 12
// CHECK-NEXT:7 -> 14
// CHECK-NEXT:(2,2,2):(4,2,1)
// CHECK-NEXT:0 -> 0
// CHECK-NEXT:1 -> 4
// CHECK-NEXT:2 -> 2
// CHECK-NEXT:3 -> 6
// CHECK-NEXT:4 -> 1
// CHECK-NEXT:5 -> 5
// CHECK-NEXT:6 -> 3
// CHECK-NEXT:7 -> 7

// WIDE: (300,300):(1,0)
// WIDE-NEXT: 0 1 2
// WIDE: 297 {{ *}}298 {{ *}}299
func.func @wide(%a: i32) {
  %s = cute.make_shape(%a) : (i32) -> !cute.shape<"(?,300)">
  %d = cute.static : !cute.stride<"(1,0)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,300)">, !cute.stride<"(1,0)">) -> !cute.layout<"(?,300):(1,0)">
  cute.print(%l) : !cute.layout<"(?,300):(1,0)"> {table}
  return
}
