// A static index 0 passes run-time zero extents on both backends: C++'s
// _0 % n and _0 / n are _0, with no division (idx2crd(_0{}, (z,1)) printed
// (_0,_0) with g++ against include/cute). A run-time index 0 divides by the
// zero extent (SIGFPE in C++): both refuse. cute-fuzz's boundary valuations
// found the interpreter refusing the static index too.
// RUN: cute-interp %s | FileCheck %s
// RUN: cute-run %s | FileCheck %s
// RUN: not cute-interp %s --entry=dynamic_index 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not cute-run %s --entry=dynamic_index 2>&1 | FileCheck %s --check-prefix=JIT
// CHECK: (0,0)
// CHECK-NEXT: 0
// INTERP: crd2idx: zero extent in shape (0,1)
// JIT: 'cute.idx2crd' op divides by zero at run time
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i = cute.static : !cute.int_tuple<"0">
  %s = cute.make_shape(%c0, %c1) : (i32, i32) -> !cute.shape<"(?,?)">
  %c = cute.idx2crd(%i, %s) : (!cute.int_tuple<"0">, !cute.shape<"(?,?)">) -> !cute.coord<"(?,?)">
  cute.print(%c) : !cute.coord<"(?,?)">
  %d = cute.make_stride(%c1) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %e = cute.layout_eval(%i, %l) : (!cute.int_tuple<"0">, !cute.layout<"(?,?):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%e) : !cute.int_tuple<"?">
  return
}
func.func @dynamic_index() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i = cute.make_int_tuple(%c0) : (i32) -> !cute.int_tuple<"?">
  %s = cute.make_shape(%c0, %c1) : (i32, i32) -> !cute.shape<"(?,?)">
  %c = cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(?,?)">) -> !cute.coord<"(?,?)">
  cute.print(%c) : !cute.coord<"(?,?)">
  return
}
