// recast_layout and stencil_divide with run-time leaves. Expected for
// recast_layout: include/cute compiled with g++ on the same run-time ints
// (a run-time stride is divided by an upcast and multiplied by a downcast;
// a static stride 1 scales the extent). Expected for stencil_divide: seed
// 003's stencil_output_len, 1 + (size - ((w - 1) * d + 1)) / s, by hand.
// RUN: cute-run %s --args 8,16,1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 8,16,1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 8,16,1 --compare > /dev/null
// RUN: cute-run %s --args 5,64,2 | FileCheck --check-prefix=FIVE --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 5,64,2 | FileCheck --check-prefix=FIVE --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 5,64,2 --compare > /dev/null
// An upcast divides a run-time stride, which C++'s safe_div asserts is a
// multiple of the ratio: 18 is a multiple of 2 (recast<16,8>) but not of 4
// (recast<32,8>), so both backends stop after the first three lines.
// RUN: not cute-run %s --args 5,18,2 --compare 2>&1 | FileCheck --check-prefix=NOT-MULTIPLE --match-full-lines %s
// NOT-MULTIPLE:(3,8):(1,9)
// NOT-MULTIPLE-NEXT:(10,8):(1,36)
// NOT-MULTIPLE-NEXT:(20,8):(1,72)
// NOT-MULTIPLE-NEXT:cute-run: error: assertion failed: 'cute.recast_layout' op expects a run-time stride that is a multiple of 4 at run time
// NOT-MULTIPLE-NEXT:cute-run: the interpreter failed too: recast_layout: the run-time stride 18 is not a multiple of 4

func.func @main(%k: i32, %m: i32, %s: i32) {
  %ls = cute.make_shape(%k) : (i32) -> !cute.shape<"(?,8)">
  %ld = cute.make_stride(%m) : (i32) -> !cute.stride<"(1,?)">
  %L = cute.make_layout(%ls, %ld) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
  %up = cute.recast_layout<16, 8>(%L) : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"(?,8):(1,?)">
  cute.print(%up) : !cute.layout<"(?,8):(1,?)">
  %down = cute.recast_layout<8, 16>(%L) : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"(?,8):(1,?)">
  cute.print(%down) : !cute.layout<"(?,8):(1,?)">
  %down4 = cute.recast_layout<8, 32>(%L) : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"(?,8):(1,?)">
  cute.print(%down4) : !cute.layout<"(?,8):(1,?)">
  %ns = cute.make_shape(%k) : (i32) -> !cute.shape<"((4,?),2)">
  %nd = cute.make_stride(%m) : (i32) -> !cute.stride<"((?,1),0)">
  %N = cute.make_layout(%ns, %nd) : (!cute.shape<"((4,?),2)">, !cute.stride<"((?,1),0)">) -> !cute.layout<"((4,?),2):((?,1),0)">
  %up4 = cute.recast_layout<32, 8>(%N) : !cute.layout<"((4,?),2):((?,1),0)"> -> !cute.layout<"((4,?),2):((?,1),0)">
  cute.print(%up4) : !cute.layout<"((4,?),2):((?,1),0)">
  %sw = cute.make_swizzle<2, 3, 3> : !cute.swizzle<"S<2,3,3>">
  %zero = cute.static : !cute.int_tuple<"0">
  %C = cute.make_composed_layout(%sw, %zero, %L) : (!cute.swizzle<"S<2,3,3>">, !cute.int_tuple<"0">, !cute.layout<"(?,8):(1,?)">) -> !cute.composed_layout<"S<2,3,3> o 0 o (?,8):(1,?)">
  %cup = cute.recast_layout<16, 8>(%C) : !cute.composed_layout<"S<2,3,3> o 0 o (?,8):(1,?)"> -> !cute.composed_layout<"S<2,2,3> o 0 o (?,8):(1,?)">
  cute.print(%cup) : !cute.composed_layout<"S<2,2,3> o 0 o (?,8):(1,?)">
  %cdown = cute.recast_layout<8, 16>(%C) : !cute.composed_layout<"S<2,3,3> o 0 o (?,8):(1,?)"> -> !cute.composed_layout<"S<2,4,3> o 0 o (?,8):(1,?)">
  cute.print(%cdown) : !cute.composed_layout<"S<2,4,3> o 0 o (?,8):(1,?)">
  // A composed layout's offset is divided by the upcast ratio (C++'s
  // safe_div) and multiplied by the downcast ratio: the spec's example, and
  // a run-time offset 2 * %s.
  %src = cute.static : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,4):(1,8)">
  %r32 = cute.recast_layout<32, 16>(%src) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,4):(1,8)"> -> !cute.composed_layout<"(2,5):(1,2) o 1 o (4,4):(1,4)">
  cute.print(%r32) : !cute.composed_layout<"(2,5):(1,2) o 1 o (4,4):(1,4)">
  %c2 = arith.constant 2 : i32
  %s2 = arith.muli %s, %c2 : i32
  %off = cute.make_int_tuple(%s2) : (i32) -> !cute.int_tuple<"?">
  %inner = cute.static : !cute.layout<"(8,8):(1,8)">
  %D = cute.make_composed_layout(%sw, %off, %inner) : (!cute.swizzle<"S<2,3,3>">, !cute.int_tuple<"?">, !cute.layout<"(8,8):(1,8)">) -> !cute.composed_layout<"S<2,3,3> o ? o (8,8):(1,8)">
  %dup = cute.recast_layout<16, 8>(%D) : !cute.composed_layout<"S<2,3,3> o ? o (8,8):(1,8)"> -> !cute.composed_layout<"S<2,2,3> o ? o (4,8):(1,4)">
  cute.print(%dup) : !cute.composed_layout<"S<2,2,3> o ? o (4,8):(1,4)">
  %ddown = cute.recast_layout<8, 32>(%D) : !cute.composed_layout<"S<2,3,3> o ? o (8,8):(1,8)"> -> !cute.composed_layout<"S<2,5,3> o ? o (32,8):(1,32)">
  cute.print(%ddown) : !cute.composed_layout<"S<2,5,3> o ? o (32,8):(1,32)">
  // stencil_divide: a run-time extent (mode 0) and a run-time stride.
  %w = cute.static : !cute.int_tuple<"(3,2)">
  %st = cute.make_int_tuple(%s) : (i32) -> !cute.int_tuple<"(1,?)">
  %dil = cute.static : !cute.int_tuple<"(2,1)">
  %sd = cute.stencil_divide(%L, %w, %st, %dil) : (!cute.layout<"(?,8):(1,?)">, !cute.int_tuple<"(3,2)">, !cute.int_tuple<"(1,?)">, !cute.int_tuple<"(2,1)">) -> !cute.layout<"((3,?),(2,?)):((2,1),(?,?))">
  cute.print(%sd) : !cute.layout<"((3,?),(2,?)):((2,1),(?,?))">
  return
}
// CHECK:(4,8):(1,8)
// CHECK-NEXT:(16,8):(1,32)
// CHECK-NEXT:(32,8):(1,64)
// CHECK-NEXT:((4,2),2):((4,1),0)
// CHECK-NEXT:S<2,2,3> o 0 o (4,8):(1,8)
// CHECK-NEXT:S<2,4,3> o 0 o (16,8):(1,32)
// CHECK-NEXT:(2,5):(1,2) o 1 o (4,4):(1,4)
// CHECK-NEXT:S<2,2,3> o 1 o (4,8):(1,4)
// CHECK-NEXT:S<2,5,3> o 8 o (32,8):(1,32)
// CHECK-NEXT:((3,4),(2,7)):((2,1),(16,16))

// FIVE:(3,8):(1,32)
// FIVE-NEXT:(10,8):(1,128)
// FIVE-NEXT:(20,8):(1,256)
// FIVE-NEXT:((4,2),2):((16,1),0)
// FIVE-NEXT:S<2,2,3> o 0 o (3,8):(1,32)
// FIVE-NEXT:S<2,4,3> o 0 o (10,8):(1,128)
// FIVE-NEXT:(2,5):(1,2) o 1 o (4,4):(1,4)
// FIVE-NEXT:S<2,2,3> o 2 o (4,8):(1,4)
// FIVE-NEXT:S<2,5,3> o 16 o (32,8):(1,32)
// FIVE-NEXT:((3,1),(2,4)):((2,1),(64,128))
