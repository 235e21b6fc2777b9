// Divides by a !cute.shape tiler with run-time extents: each extent n is
// the layout n:1, as in C++ (make_layout(n)). Expected values are CuTe
// C++'s with run-time ints (include/cute compiled with g++).
// RUN: cute-run %s --args 2,3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 2,3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 2,3 --compare > /dev/null
// RUN: cute-run %s --args 4,2 | FileCheck --check-prefix=B --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 4,2 --compare > /dev/null
// A tile entry that is a tuple of integers divides a scalar mode by its
// product (C++: ceil_div((8,6), [(2,2);3]) = (2,2)).
// RUN: cute-run %s --entry tuple_entry --args 8 | FileCheck --check-prefix=ENTRY --match-full-lines %s
// RUN: cute-run %s --entry tuple_entry --args 9 --compare > /dev/null

// CHECK:((2,4),(3,2)):((1,2),(8,24))
// CHECK-NEXT:((2,3),(4,2)):((1,8),(2,24))
// CHECK-NEXT:((2,3),4,2):((1,8),2,24)
// CHECK-NEXT:(2,3,4,2):(1,8,2,24)
// B:((4,2),(2,3)):((1,4),(8,16))
// B-NEXT:((4,2),(2,3)):((1,8),(4,16))
// B-NEXT:((4,2),2,3):((1,8),4,16)
// B-NEXT:(4,3,2,2):(1,8,4,24)
func.func @main(%w: i32, %x: i32) {
  %L = cute.static : !cute.layout<"(8,6):(1,8)">
  %t = cute.make_shape(%w, %x) : (i32, i32) -> !cute.shape<"(?,?)">
  %ld = cute.logical_divide(%L, %t) : (!cute.layout<"(8,6):(1,8)">, !cute.shape<"(?,?)">) -> !cute.layout<"((?,?),(?,?)):((1,?),(8,?))">
  cute.print(%ld) : !cute.layout<"((?,?),(?,?)):((1,?),(8,?))">
  %zd = cute.zipped_divide(%L, %t) : (!cute.layout<"(8,6):(1,8)">, !cute.shape<"(?,?)">) -> !cute.layout<"((?,?),(?,?)):((1,8),(?,?))">
  cute.print(%zd) : !cute.layout<"((?,?),(?,?)):((1,8),(?,?))">
  %td = cute.tiled_divide(%L, %t) : (!cute.layout<"(8,6):(1,8)">, !cute.shape<"(?,?)">) -> !cute.layout<"((?,?),?,?):((1,8),?,?)">
  cute.print(%td) : !cute.layout<"((?,?),?,?):((1,8),?,?)">
  %t3 = cute.make_shape(%w) : (i32) -> !cute.shape<"(?,3)">
  %fd = cute.flat_divide(%L, %t3) : (!cute.layout<"(8,6):(1,8)">, !cute.shape<"(?,3)">) -> !cute.layout<"(?,3,?,2):(1,8,?,24)">
  cute.print(%fd) : !cute.layout<"(?,3,?,2):(1,8,?,24)">
  return
}

// ENTRY:(2,2)
func.func @tuple_entry(%m: i32) {
  %a = cute.make_int_tuple(%m) : (i32) -> !cute.int_tuple<"(?,6)">
  %t = cute.static : !cute.tile<"[(2,2);3]">
  %r = cute.ceil_div(%a, %t) : (!cute.int_tuple<"(?,6)">, !cute.tile<"[(2,2);3]">) -> !cute.int_tuple<"(?,2)">
  cute.print(%r) : !cute.int_tuple<"(?,2)">
  return
}
