// A small cute program: a column-major (m,n) layout built from run-time
// extents, queried and printed over its domain, and a swizzled atom
// evaluated at a run-time index.
//   build/bin/cute-interp examples/layouts.mlir --args 6,8
//   build/bin/cute-run --compare examples/layouts.mlir --args 6,8
func.func @main(%m: i32, %n: i32) {
  %shape = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %stride = cute.make_stride(%m) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%shape, %stride) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%l) : !cute.layout<"(?,?):(1,?)"> {table}
  %size = cute.size(%l) : (!cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%size) : !cute.int_tuple<"?">
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %crd = cute.make_coord(%c2, %c1) : (i32, i32) -> !cute.coord<"(?,?)">
  %off = cute.crd2idx(%crd, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%off) : !cute.int_tuple<"?">
  %flat = cute.coalesce(%l) : (!cute.layout<"(?,?):(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%flat) : !cute.layout<"(?,?):(1,?)">
  %atom = cute.static : !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">
  %i = arith.muli %m, %n : i32
  %k = cute.make_coord(%i) : (i32) -> !cute.coord<"?">
  %x = cute.layout_eval(%k, %atom) : (!cute.coord<"?">, !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.int_tuple<"?">
  cute.print(%x) : !cute.int_tuple<"?">
  return
}
