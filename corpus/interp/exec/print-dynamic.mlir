// cute.print of tuples and layouts with run-time leaves: the interpreter
// fills the declared type's text at its `?`s (CutePlan::printPieces), and
// must print what core::print prints (and the host JIT, with --compare):
// negative values, 64-bit leaves, more than nine leaves, nested tuples.
// A poison value's unknown leaves: print-poison.mlir.
// RUN: cute-interp %s --entry main --args -3,12 | FileCheck %s
// RUN: cute-run %s --entry main --args -3,12 --compare | FileCheck %s

// CHECK: (-3,12)
// CHECK-NEXT: (-3,4):(1,12)
// CHECK-NEXT: (12,-3,12,-3,12,-3,12,-3,12,-3,12)
// CHECK-NEXT: ((-3,12),7)
func.func @main(%a: i32, %b: i64) {
  %t = cute.make_int_tuple(%a, %b) : (i32, i64) -> !cute.int_tuple<"(?,?{i64})">
  cute.print(%t) : !cute.int_tuple<"(?,?{i64})">
  %shape = cute.make_shape(%a) : (i32) -> !cute.shape<"(?,4)">
  %stride = cute.make_stride(%b) : (i64) -> !cute.stride<"(1,?{i64})">
  %l = cute.make_layout(%shape, %stride) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,4):(1,?{i64})">
  cute.print(%l) : !cute.layout<"(?,4):(1,?{i64})">
  %many = cute.make_int_tuple(%b, %a, %b, %a, %b, %a, %b, %a, %b, %a, %b) : (i64, i32, i64, i32, i64, i32, i64, i32, i64, i32, i64) -> !cute.int_tuple<"(?{i64},?,?{i64},?,?{i64},?,?{i64},?,?{i64},?,?{i64})">
  cute.print(%many) : !cute.int_tuple<"(?{i64},?,?{i64},?,?{i64},?,?{i64},?,?{i64},?,?{i64})">
  %nested = cute.make_int_tuple(%a, %b) : (i32, i64) -> !cute.int_tuple<"((?,?{i64}),7)">
  cute.print(%nested) : !cute.int_tuple<"((?,?{i64}),7)">
  return
}
