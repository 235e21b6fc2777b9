// Dynamic leaves filled from constants inside @main: `?` (i32), `?{i64}`,
// a dynamic scaled-basis scale, a coordinate with `_`, a dynamic tile.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @main() {
  %c8 = arith.constant 8 : i32
  %c3 = arith.constant 3 : i32
  %c32 = arith.constant 32 : i64
  %cm5 = arith.constant -5 : i32
  %s = cute.make_shape(%c8) : (i32) -> !cute.shape<"(?,4)">
  %d = cute.make_stride(%c32) : (i64) -> !cute.stride<"(1,?{i64})">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,4):(1,?{i64})">
  cute.print(%l) : !cute.layout<"(?,4):(1,?{i64})">
  %b = cute.make_stride(%c3) : (i32) -> !cute.stride<"(1@0,?@1)">
  cute.print(%b) : !cute.stride<"(1@0,?@1)">
  %k = cute.make_coord(%cm5, %c3) : (i32, i32) -> !cute.coord<"(?,_,(2,?))">
  cute.print(%k) : !cute.coord<"(?,_,(2,?))">
  %i = cute.make_int_tuple(%c8, %c32) : (i32, i64) -> !cute.int_tuple<"((?,2),?{i64})">
  cute.print(%i) : !cute.int_tuple<"((?,2),?{i64})">
  %t = cute.make_tile(%c8, %c3) : (i32, i32) -> !cute.tile<"[?:1;_;(2,2):(1,?)]">
  cute.print(%t) : !cute.tile<"[?:1;_;(2,2):(1,?)]">
  return
}
// CHECK:(8,4):(1,32)
// CHECK-NEXT:(1@0,3@1)
// CHECK-NEXT:(-5,_,(2,3))
// CHECK-NEXT:((8,2),32)
// CHECK-NEXT:[8:1;_;(2,2):(1,3)]
