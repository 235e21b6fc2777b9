// arith.mulsi_extended / mului_extended (what --cute-expand emits for its
// int64 overflow checks) run in the interpreter, so per-pass bisection can
// interpret the IR after --cute-expand; both backends agree.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

func.func @main() {
  %a = arith.constant -3 : i64
  %b = arith.constant 9223372036854775807 : i64
  %l, %h = arith.mulsi_extended %a, %b : i64
  cute.print(%l) : i64
  cute.print(%h) : i64
  %c = arith.constant 100000 : i32
  %l2, %h2 = arith.mulsi_extended %c, %c : i32
  cute.print(%l2) : i32
  cute.print(%h2) : i32
  %m = arith.constant -1 : i32
  %l3, %h3 = arith.mului_extended %m, %m : i32
  cute.print(%l3) : i32
  cute.print(%h3) : i32
  return
}
// CHECK:-9223372036854775805
// CHECK-NEXT:-2
// CHECK-NEXT:1410065408
// CHECK-NEXT:2
// CHECK-NEXT:1
// CHECK-NEXT:-2
