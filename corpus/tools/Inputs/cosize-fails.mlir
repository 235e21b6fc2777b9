// Fails on the misprint.sh backend (it computes cosize as size) among
// ops that do not matter: cute-reduce keeps the cosize and drops the rest.
func.func @main() {
  %c4 = arith.constant 4 : i32
  %c3 = arith.constant 3 : i32
  %s = cute.make_shape(%c4, %c3) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = cute.make_stride(%c3) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%l) : !cute.layout<"(?,?):(1,?)">
  %n = cute.size(%l) : (!cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%n) : !cute.int_tuple<"?">
  %f = cute.flatten(%s) : (!cute.shape<"(?,?)">) -> !cute.shape<"(?,?)">
  cute.print(%f) : !cute.shape<"(?,?)">
  %k = cute.cosize(%l) : (!cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%k) : !cute.int_tuple<"?">
  %p = cute.tuple_product(%s) : (!cute.shape<"(?,?)">) -> !cute.shape<"?">
  cute.print(%p) : !cute.shape<"?">
  return
}
