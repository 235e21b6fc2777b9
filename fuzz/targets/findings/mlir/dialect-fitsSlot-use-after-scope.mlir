

func.func @depth_one_operand(%x: i32) {
  %i = cute.make_int_tuple(%x, %x) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  // expected-error @+1 {{'cute.make_int_tuple' op operand #0 must be i32, i64, index or a scalar dynamic cute tuple, but got '!cute.int_tuple<"(?,?)">'}}
  %t = cute.make_int_tuple(%i) : (!cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"?">
  return
}

