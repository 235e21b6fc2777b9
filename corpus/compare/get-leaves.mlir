// get_leaves of run-time values on both backends, one result per leaf;
// a single leaf gives a single result.
// RUN: cute-run %s --args 7,3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 7,3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 7,3 --compare > /dev/null

// CHECK:7
// CHECK-NEXT:3
// CHECK-NEXT:4
// CHECK-NEXT:3@1
// CHECK-NEXT:3:1
func.func @main(%a: i32, %b: i32) {
  %s = cute.make_shape(%a) : (i32) -> !cute.shape<"?">
  %l = cute.get_leaves(%s) : !cute.shape<"?">
  cute.print(%l) : !cute.shape<"?">
  %t = cute.make_shape(%b) : (i32) -> !cute.shape<"(?,(4))">
  %x:2 = cute.get_leaves(%t) : !cute.shape<"(?,(4))">
  cute.print(%x#0) : !cute.shape<"?">
  cute.print(%x#1) : !cute.shape<"4">
  %d = cute.make_stride(%b) : (i32) -> !cute.stride<"(?@1)">
  %e = cute.get_leaves(%d) : !cute.stride<"(?@1)">
  cute.print(%e) : !cute.stride<"?@1">
  %tile = cute.make_tile(%b) : (i32) -> !cute.tile<"[?:1]">
  %m = cute.get_leaves(%tile) : !cute.tile<"[?:1]">
  cute.print(%m) : !cute.layout<"?:1">
  return
}
