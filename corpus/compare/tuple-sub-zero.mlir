// x - 0 is x whatever x's profile: the interpreter (core) always had the
// rule, --cute-expand refused a tuple minus a static 0 (NVIDIA's
// arithmetic_dynamic integration test found it).
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:(7,11)
// CHECK-NEXT:((7,11),7)
func.func @main() {
  %a = arith.constant 7 : i32
  %b = arith.constant 11 : i32
  %t = cute.make_int_tuple(%a, %b) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %z = cute.static : !cute.int_tuple<"0">
  %r = cute.tuple_sub(%t, %z) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"0">) -> !cute.int_tuple<"(?,?)">
  cute.print(%r) : !cute.int_tuple<"(?,?)">
  %n = cute.make_int_tuple(%a, %b, %a) : (i32, i32, i32) -> !cute.int_tuple<"((?,?),?)">
  %m = cute.tuple_sub(%n, %z) : (!cute.int_tuple<"((?,?),?)">, !cute.int_tuple<"0">) -> !cute.int_tuple<"((?,?),?)">
  cute.print(%m) : !cute.int_tuple<"((?,?),?)">
  return
}
