// local_tile and local_partition of a layout with run-time extents and a
// run-time coordinate: zipped_divide, then the rest modes (local_tile) or
// the tile modes (local_partition) sliced by the coordinate. Expected:
// include/cute's local_tile/local_partition of a tensor with this layout,
// compiled with g++ on the same run-time ints.
// RUN: cute-run %s --args 32,12,1,2 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 32,12,1,2 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 32,12,1,2 --compare > /dev/null
// RUN: cute-run %s --args 30,13,3,2 | FileCheck --check-prefix=ODD --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 30,13,3,2 --compare > /dev/null

func.func @main(%m: i32, %n: i32, %i: i32, %j: i32) {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = cute.make_stride(%m) : (i32) -> !cute.stride<"(1,?)">
  %L = cute.make_layout(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %t = cute.static : !cute.tile<"[8:1;4:1]">
  %c = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %r = cute.local_tile(%L, %t, %c) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">, !cute.coord<"(?,?)">) -> !cute.layout<"(8,4):(1,?)">
  cute.print(%r) : !cute.layout<"(8,4):(1,?)">
  %tl = cute.static : !cute.layout<"(4,2):(2,1)">
  %p = cute.local_partition(%L, %tl, %c) : (!cute.layout<"(?,?):(1,?)">, !cute.layout<"(4,2):(2,1)">, !cute.coord<"(?,?)">) -> !cute.layout<"(?,?):(4,?)">
  cute.print(%p) : !cute.layout<"(?,?):(4,?)">
  %c1 = cute.make_coord(%i) : (i32) -> !cute.coord<"?">
  %q = cute.local_tile<[1]>(%L, %t, %c1) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">, !cute.coord<"?">) -> !cute.layout<"((4)):((1))">
  cute.print(%q) : !cute.layout<"((4)):((1))">
  // A scalar local_partition coordinate is a thread index, mapped through
  // the tiler as C++'s get_flat_coord does; a `_` keeps a rest mode.
  %pi = cute.local_partition(%L, %tl, %c1) : (!cute.layout<"(?,?):(1,?)">, !cute.layout<"(4,2):(2,1)">, !cute.coord<"?">) -> !cute.layout<"(?,?):(4,?)">
  cute.print(%pi) : !cute.layout<"(?,?):(4,?)">
  %cu = cute.make_coord(%i) : (i32) -> !cute.coord<"(?,_)">
  %u = cute.local_tile(%L, %t, %cu) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">, !cute.coord<"(?,_)">) -> !cute.layout<"(8,4,?):(1,?,?)">
  cute.print(%u) : !cute.layout<"(8,4,?):(1,?,?)">
  return
}
// CHECK:(8,4):(1,32)
// CHECK-NEXT:(8,6):(4,64)
// CHECK-NEXT:((4)):((1))
// CHECK-NEXT:(8,6):(4,64)
// CHECK-NEXT:(8,4,3):(1,32,128)

// ODD:(8,4):(1,30)
// ODD-NEXT:(8,7):(4,60)
// ODD-NEXT:((4)):((1))
// ODD-NEXT:(8,7):(4,60)
// ODD-NEXT:(8,4,4):(1,30,120)
