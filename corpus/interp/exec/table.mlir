// cute.print {table}: a layout over its coordinate domain, and --svg.
// RUN: cute-interp %s --args 4 | FileCheck %s
// RUN: cute-run %s --args 4 --compare | FileCheck %s
// RUN: rm -rf %t && mkdir %t && cute-interp %s --args 4 --svg %t > /dev/null && FileCheck %s --check-prefix=SVG < %t/layout-0.svg
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// CHECK:      (4,2):(2,1)
// CHECK-NEXT:       0   1
// CHECK-NEXT:     +---+---+
// CHECK-NEXT:  0  | 0 | 1 |
// CHECK-NEXT:     +---+---+
// CHECK-NEXT:  1  | 2 | 3 |
// CHECK:       3  | 6 | 7 |
// CHECK-NEXT:     +---+---+
// CHECK-NEXT: ((3,2)):((1,3))
// CHECK-NEXT: 0 -> 0
// CHECK-NEXT: 1 -> 1
// CHECK-NEXT: 2 -> 2
// CHECK-NEXT: 3 -> 3
// CHECK-NEXT: 4 -> 4
// CHECK-NEXT: 5 -> 5
// SVG: <svg
// SVG: (4,2):(2,1)
// FILES: layout-0.svg
// FILES-NEXT: layout-1.svg
func.func @main(%m: i32) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,2)">
  %d = cute.static : !cute.stride<"(2,1)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(2,1)">) -> !cute.layout<"(?,2):(2,1)">
  cute.print(%l) : !cute.layout<"(?,2):(2,1)"> {table}
  %one = cute.static : !cute.layout<"((3,2)):((1,3))">
  cute.print(%one) : !cute.layout<"((3,2)):((1,3))"> {table}
  return
}
