// A declared result type that writes the inferred layout's function in
// another form (a size-1 mode's stride, or a size-1 mode left out) is
// compatible: the value takes the declared form on both backends.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:((6,1),4):((1,6),6)
// CHECK-NEXT:((6,1),4):((1,0),6)
// CHECK-NEXT:(6,4):(1,6)
// CHECK-NEXT:((6,1),4):((1,0),6)
// CHECK-NEXT:(1,1):(0,1)
// CHECK-NEXT:((4,128),4):((128,1),512)
// CHECK-NEXT:4
func.func @f(%n: i32) -> !cute.layout<"((?,1),4):((1,0),?)"> {
  %s = cute.make_shape(%n) : (i32) -> !cute.shape<"((?,1),4)">
  %d = cute.make_stride(%n, %n) : (i32, i32) -> !cute.stride<"((1,?),?)">
  %a = cute.make_layout(%s, %d) : (!cute.shape<"((?,1),4)">, !cute.stride<"((1,?),?)">) -> !cute.layout<"((?,1),4):((1,?),?)">
  %r = cute.select<[0, 1]>(%a) : !cute.layout<"((?,1),4):((1,?),?)"> -> !cute.layout<"((?,1),4):((1,0),?)">
  cute.print(%a) : !cute.layout<"((?,1),4):((1,?),?)">
  cute.print(%r) : !cute.layout<"((?,1),4):((1,0),?)">
  %g = cute.select<[0, 1]>(%a) : !cute.layout<"((?,1),4):((1,?),?)"> -> !cute.layout<"(?,4):(1,?)">
  cute.print(%g) : !cute.layout<"(?,4):(1,?)">
  %h = cute.select<[0, 1]>(%g) : !cute.layout<"(?,4):(1,?)"> -> !cute.layout<"((?,1),4):((1,0),?)">
  cute.print(%h) : !cute.layout<"((?,1),4):((1,0),?)">
  return %r : !cute.layout<"((?,1),4):((1,0),?)">
}
func.func @main() {
  %c = arith.constant 6 : i32
  %r = func.call @f(%c) : (i32) -> !cute.layout<"((?,1),4):((1,0),?)">
  %a = cute.static : !cute.layout<"1:1">
  %b = cute.static : !cute.layout<"1:0">
  %p = cute.logical_product(%a, %b) : (!cute.layout<"1:1">, !cute.layout<"1:0">) -> !cute.layout<"(1,1):(0,1)">
  cute.print(%p) : !cute.layout<"(1,1):(0,1)">
  %k = cute.static : !cute.layout<"128:1">
  %l = cute.static : !cute.layout<"(4,4):(1,4)">
  %q = cute.raked_product(%k, %l) : (!cute.layout<"128:1">, !cute.layout<"(4,4):(1,4)">) -> !cute.layout<"((4,128),4):((128,1),512)">
  cute.print(%q) : !cute.layout<"((4,128),4):((128,1),512)">
  %z = cute.size(%q) : (!cute.layout<"((4,128),4):((128,1),512)">) -> !cute.int_tuple<"2048">
  %w = cute.get<[1]>(%q) : !cute.layout<"((4,128),4):((128,1),512)"> -> !cute.layout<"4:512">
  %y = cute.size(%w) : (!cute.layout<"4:512">) -> !cute.int_tuple<"4">
  cute.print(%y) : !cute.int_tuple<"4">
  return
}
