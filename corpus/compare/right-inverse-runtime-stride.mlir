// right_inverse follows the strides C++ knows at compile time: a run-time
// stride ends the chain (CuTe C++ compiles right_inverse((_4,_3):(4,_1)) to
// _3:_4), so only the shape must be static.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:3:4
// CHECK-NEXT:(4,2):(2,1)
func.func @f(%n: i32) {
  %d = cute.make_stride(%n) : (i32) -> !cute.stride<"(?,1)">
  %s = cute.static : !cute.shape<"(4,3)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(4,3)">, !cute.stride<"(?,1)">) -> !cute.layout<"(4,3):(?,1)">
  %r = cute.right_inverse(%l) : (!cute.layout<"(4,3):(?,1)">) -> !cute.layout<"3:4">
  cute.print(%r) : !cute.layout<"3:4">
  %d2 = cute.make_stride(%n) : (i32) -> !cute.stride<"(4,1,?)">
  %s2 = cute.static : !cute.shape<"(2,4,6)">
  %l2 = cute.make_layout(%s2, %d2) : (!cute.shape<"(2,4,6)">, !cute.stride<"(4,1,?)">) -> !cute.layout<"(2,4,6):(4,1,?)">
  %r2 = cute.right_inverse(%l2) : (!cute.layout<"(2,4,6):(4,1,?)">) -> !cute.layout<"(4,2):(2,1)">
  cute.print(%r2) : !cute.layout<"(4,2):(2,1)">
  return
}
func.func @main() {
  %c = arith.constant 8 : i32
  func.call @f(%c) : (i32) -> ()
  return
}
