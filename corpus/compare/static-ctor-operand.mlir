// A static scalar tuple fills a constructor's `?` slot of any width it fits
// (NVIDIA's cute_ir writes make_stride(%t) : (!cute.int_tuple<"4">) -> ...).
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:4
// CHECK-NEXT:(7,3)
func.func @main() {
  %t = cute.static : !cute.int_tuple<"4">
  %s = cute.make_stride(%t) : (!cute.int_tuple<"4">) -> !cute.stride<"?">
  %u = cute.static : !cute.int_tuple<"7">
  %c = arith.constant 3 : i64
  %i = cute.make_int_tuple(%u, %c) : (!cute.int_tuple<"7">, i64) -> !cute.int_tuple<"(?,?{i64})">
  cute.print(%s) : !cute.stride<"?">
  cute.print(%i) : !cute.int_tuple<"(?,?{i64})">
  return
}
