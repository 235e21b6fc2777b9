// One layout program in three variants: static, dynamic leaves built from
// constants inside @main, and dynamic leaves passed as function arguments.
// All three must print the same values.
// RUN: cute-interp %s --entry static | FileCheck %s
// RUN: cute-interp %s --entry inlined | FileCheck %s
// RUN: cute-interp %s --entry from_args --args 3,3 | FileCheck %s
// RUN: cute-run %s --entry from_args --args 3,3 --compare | FileCheck %s
// RUN: cute-run %s --entry static --compare | FileCheck %s
// RUN: cute-interp - --entry from_args --args 3,3 < %s | FileCheck %s

// CHECK: (3,4):(1,3)
// CHECK-NEXT: 7
// CHECK-NEXT: 12
// CHECK-NEXT: 12
// CHECK-NEXT: (2,1)
// CHECK-NEXT: (2,2)
// CHECK-NEXT: 1

func.func @static() {
  %l = cute.static : !cute.layout<"(3,4):(1,3)">
  cute.print(%l) : !cute.layout<"(3,4):(1,3)">
  %c = cute.static : !cute.coord<"(1,2)">
  %i = cute.crd2idx(%c, %l) : (!cute.coord<"(1,2)">, !cute.layout<"(3,4):(1,3)">) -> !cute.int_tuple<"7">
  cute.print(%i) : !cute.int_tuple<"7">
  %s = cute.size(%l) : (!cute.layout<"(3,4):(1,3)">) -> !cute.int_tuple<"12">
  cute.print(%s) : !cute.int_tuple<"12">
  %k = cute.cosize(%l) : (!cute.layout<"(3,4):(1,3)">) -> !cute.int_tuple<"12">
  cute.print(%k) : !cute.int_tuple<"12">
  %x = cute.static : !cute.int_tuple<"5">
  %shape = cute.get_shape(%l) : !cute.layout<"(3,4):(1,3)"> -> !cute.shape<"(3,4)">
  %crd = cute.idx2crd(%x, %shape) : (!cute.int_tuple<"5">, !cute.shape<"(3,4)">) -> !cute.coord<"(2,1)">
  cute.print(%crd) : !cute.coord<"(2,1)">
  %o = cute.static : !cute.int_tuple<"(0,1)">
  %t = cute.to_int_tuple(%crd) : !cute.coord<"(2,1)"> -> !cute.int_tuple<"(2,1)">
  %n = cute.tuple_add(%t, %o) : (!cute.int_tuple<"(2,1)">, !cute.int_tuple<"(0,1)">) -> !cute.int_tuple<"(2,2)">
  cute.print(%n) : !cute.int_tuple<"(2,2)">
  %lt = cute.elem_less(%crd, %shape) : (!cute.coord<"(2,1)">, !cute.shape<"(3,4)">) -> i1
  cute.print(%lt) : i1
  return
}

func.func @inlined() {
  %c3 = arith.constant 3 : i32
  func.call @from_args(%c3, %c3) : (i32, i32) -> ()
  return
}

func.func @from_args(%m: i32, %d: i32) {
  %shape0 = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %stride = cute.make_stride(%d) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%shape0, %stride) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  cute.print(%l) : !cute.layout<"(?,4):(1,?)">
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c = cute.make_coord(%c1, %c2) : (i32, i32) -> !cute.coord<"(?,?)">
  %i = cute.crd2idx(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%i) : !cute.int_tuple<"?">
  %s = cute.size(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%s) : !cute.int_tuple<"?">
  %k = cute.cosize(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%k) : !cute.int_tuple<"?">
  %c5 = arith.constant 5 : i32
  %x = cute.make_int_tuple(%c5) : (i32) -> !cute.int_tuple<"?">
  %shape = cute.get_shape(%l) : !cute.layout<"(?,4):(1,?)"> -> !cute.shape<"(?,4)">
  %crd = cute.idx2crd(%x, %shape) : (!cute.int_tuple<"?">, !cute.shape<"(?,4)">) -> !cute.coord<"(?,?)">
  cute.print(%crd) : !cute.coord<"(?,?)">
  %o = cute.static : !cute.int_tuple<"(0,1)">
  %t = cute.to_int_tuple(%crd) : !cute.coord<"(?,?)"> -> !cute.int_tuple<"(?,?)">
  %n = cute.tuple_add(%t, %o) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(0,1)">) -> !cute.int_tuple<"(?,?)">
  cute.print(%n) : !cute.int_tuple<"(?,?)">
  %lt = cute.elem_less(%crd, %shape) : (!cute.coord<"(?,?)">, !cute.shape<"(?,4)">) -> i1
  cute.print(%lt) : i1
  return
}
