// CHECK: an old check line that --emit-checks drops
func.func @main() {
  %c = arith.constant 7 : i32
  %s = cute.make_shape(%c) : (i32) -> !cute.shape<"(?,2)">
  %t = cute.size(%s) : (!cute.shape<"(?,2)">) -> !cute.int_tuple<"?">
  cute.print(%t) : !cute.int_tuple<"?">
  cute.print(%s) : !cute.shape<"(?,2)">
  return
}
