// Dynamic cute values passed to and returned from functions.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @show(%l: !cute.layout<"(?,4):(1,?)">, %n: i32) {
  cute.print(%l) : !cute.layout<"(?,4):(1,?)">
  cute.print(%n) : i32
  return
}

func.func @build(%m: i32, %s: i32) -> !cute.layout<"(?,4):(1,?)"> {
  %shape = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %stride = cute.make_stride(%s) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%shape, %stride) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  return %l : !cute.layout<"(?,4):(1,?)">
}

func.func @main() {
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %l = func.call @build(%c6, %c7) : (i32, i32) -> !cute.layout<"(?,4):(1,?)">
  func.call @show(%l, %c7) : (!cute.layout<"(?,4):(1,?)">, i32) -> ()
  %c2 = arith.constant 2 : i32
  %l2 = func.call @build(%c2, %c6) : (i32, i32) -> !cute.layout<"(?,4):(1,?)">
  func.call @show(%l2, %c2) : (!cute.layout<"(?,4):(1,?)">, i32) -> ()
  return
}
// CHECK:(6,4):(1,7)
// CHECK-NEXT:7
// CHECK-NEXT:(2,4):(1,6)
// CHECK-NEXT:2
