// cosize-fails.mlir with its extents as arguments: cute-reduce --entry
// case --args 4,3 reduces the run of @case on (4,3). The flatten between
// the shape and the layout is bypassed.
func.func @case(%a: i32, %b: i32) {
  %s = cute.make_shape(%a, %b) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = cute.make_stride(%b) : (i32) -> !cute.stride<"(1,?)">
  %f = cute.flatten(%s) : (!cute.shape<"(?,?)">) -> !cute.shape<"(?,?)">
  %l = cute.make_layout(%f, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%l) : !cute.layout<"(?,?):(1,?)">
  %n = cute.size(%l) : (!cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%n) : !cute.int_tuple<"?">
  %k = cute.cosize(%l) : (!cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%k) : !cute.int_tuple<"?">
  return
}
