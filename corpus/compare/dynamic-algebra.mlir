// Composition, complement, divides and products on run-time leaves. The
// structure (which leaves are run-time) and the values are CuTe C++'s with
// run-time ints for the `?` leaves (checked against include/cute compiled
// with g++): e.g. composition((k,2):(8,2), 3:1) is (3,1):(8,2), where the
// all-static layout gives 3:8.
// RUN: cute-run %s --args 32,12,6 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 32,12,6 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 32,12,6 --compare > /dev/null
// RUN: cute-run %s --args 30,13,5 | FileCheck --check-prefix=ODD --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 30,13,5 --compare > /dev/null

func.func @main(%m: i32, %n: i32, %k: i32) {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = cute.make_stride(%m) : (i32) -> !cute.stride<"(1,?)">
  %L = cute.make_layout(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%L) : !cute.layout<"(?,?):(1,?)">

  %b = cute.static : !cute.layout<"(2,2):(3,1)">
  %c1 = cute.composition(%L, %b) : (!cute.layout<"(?,?):(1,?)">, !cute.layout<"(2,2):(3,1)">) -> !cute.layout<"((?,?),(?,?)):((3,?),(1,?))">
  cute.print(%c1) : !cute.layout<"((?,?),(?,?)):((3,?),(1,?))">
  %t = cute.static : !cute.tile<"[8:1;4:2]">
  %c2 = cute.composition(%L, %t) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:2]">) -> !cute.layout<"(8,4):(1,?)">
  cute.print(%c2) : !cute.layout<"(8,4):(1,?)">
  %sh = cute.static : !cute.shape<"(4,3)">
  %c3 = cute.composition(%L, %sh) : (!cute.layout<"(?,?):(1,?)">, !cute.shape<"(4,3)">) -> !cute.layout<"(4,3):(1,?)">
  cute.print(%c3) : !cute.layout<"(4,3):(1,?)">

  %as = cute.make_shape(%m) : (i32) -> !cute.shape<"(2,?)">
  %ad = cute.static : !cute.stride<"(1,8)">
  %A = cute.make_layout(%as, %ad) : (!cute.shape<"(2,?)">, !cute.stride<"(1,8)">) -> !cute.layout<"(2,?):(1,8)">
  %cot = cute.static : !cute.shape<"256">
  %k1 = cute.complement(%A, %cot) : (!cute.layout<"(2,?):(1,8)">, !cute.shape<"256">) -> !cute.layout<"(4,?):(2,?)">
  cute.print(%k1) : !cute.layout<"(4,?):(2,?)">
  %four = cute.static : !cute.layout<"4:2">
  %dn = cute.make_shape(%n) : (i32) -> !cute.shape<"?">
  %k2 = cute.complement(%four, %dn) : (!cute.layout<"4:2">, !cute.shape<"?">) -> !cute.layout<"(2,?):(1,8)">
  cute.print(%k2) : !cute.layout<"(2,?):(1,8)">

  %dt = cute.static : !cute.tile<"[8:1;4:1]">
  %v1 = cute.logical_divide(%L, %dt) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"((8,?),(4,?)):((1,8),(?,?))">
  cute.print(%v1) : !cute.layout<"((8,?),(4,?)):((1,8),(?,?))">
  %v2 = cute.zipped_divide(%L, %dt) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"((8,4),(?,?)):((1,?),(8,?))">
  cute.print(%v2) : !cute.layout<"((8,4),(?,?)):((1,?),(8,?))">
  %v3 = cute.tiled_divide(%L, %dt) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"((8,4),?,?):((1,?),8,?)">
  cute.print(%v3) : !cute.layout<"((8,4),?,?):((1,?),8,?)">
  %v4 = cute.flat_divide(%L, %dt) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"(8,4,?,?):(1,?,8,?)">
  cute.print(%v4) : !cute.layout<"(8,4,?,?):(1,?,8,?)">
  %e = cute.static : !cute.layout<"8:2">
  %v5 = cute.logical_divide(%L, %e) : (!cute.layout<"(?,?):(1,?)">, !cute.layout<"8:2">) -> !cute.layout<"((?,?),((?,?),(?,?))):((2,?),((1,?),(16,?)))">
  cute.print(%v5) : !cute.layout<"((?,?),((?,?),(?,?))):((2,?),((1,?),(16,?)))">

  %B = cute.static : !cute.layout<"(2,2):(1,2)">
  %ks = cute.make_shape(%k) : (i32) -> !cute.shape<"?">
  %one = cute.static : !cute.stride<"1">
  %kl = cute.make_layout(%ks, %one) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %p1 = cute.logical_product(%B, %kl) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"?:1">) -> !cute.layout<"((2,2),?):((1,2),4)">
  cute.print(%p1) : !cute.layout<"((2,2),?):((1,2),4)">
  %kt = cute.make_tile(%k) : (i32) -> !cute.tile<"[?:1;2:1]">
  %p2 = cute.zipped_product(%B, %kt) : (!cute.layout<"(2,2):(1,2)">, !cute.tile<"[?:1;2:1]">) -> !cute.layout<"((2,2),(?,2)):((1,2),(2,1))">
  cute.print(%p2) : !cute.layout<"((2,2),(?,2)):((1,2),(2,1))">

  %ds = cute.make_shape(%k) : (i32) -> !cute.shape<"(?,2)">
  %dd = cute.static : !cute.stride<"(8,2)">
  %D = cute.make_layout(%ds, %dd) : (!cute.shape<"(?,2)">, !cute.stride<"(8,2)">) -> !cute.layout<"(?,2):(8,2)">
  %three = cute.static : !cute.layout<"3:1">
  %c4 = cute.composition(%D, %three) : (!cute.layout<"(?,2):(8,2)">, !cute.layout<"3:1">) -> !cute.layout<"(?,?):(8,?)">
  cute.print(%c4) : !cute.layout<"(?,?):(8,?)">
  return
}
// CHECK:(32,12):(1,32)
// CHECK-NEXT:((2,1),(2,1)):((3,32),(1,32))
// CHECK-NEXT:(8,4):(1,64)
// CHECK-NEXT:(4,3):(1,32)
// CHECK-NEXT:(4,1):(2,256)
// CHECK-NEXT:(2,2):(1,8)
// CHECK-NEXT:((8,4),(4,3)):((1,8),(32,128))
// CHECK-NEXT:((8,4),(4,3)):((1,32),(8,128))
// CHECK-NEXT:((8,4),4,3):((1,32),8,128)
// CHECK-NEXT:(8,4,4,3):(1,32,8,128)
// CHECK-NEXT:((8,1),((2,1),(2,12))):((2,32),((1,32),(16,32)))
// CHECK-NEXT:((2,2),6):((1,2),4)
// CHECK-NEXT:((2,2),(6,2)):((1,2),(2,1))
// CHECK-NEXT:(3,1):(8,2)

// ODD:(30,13):(1,30)
// ODD-NEXT:((2,1),(2,1)):((3,30),(1,30))
// ODD-NEXT:(8,4):(1,60)
// ODD-NEXT:(4,3):(1,30)
// ODD-NEXT:(4,2):(2,240)
// ODD-NEXT:(2,2):(1,8)
// ODD-NEXT:((8,4),(4,4)):((1,8),(30,120))
// ODD-NEXT:((8,4),(4,4)):((1,30),(8,120))
// ODD-NEXT:((8,4),4,4):((1,30),8,120)
// ODD-NEXT:(8,4,4,4):(1,30,8,120)
// ODD-NEXT:((8,1),((2,1),(2,13))):((2,30),((1,30),(16,30)))
// ODD-NEXT:((2,2),5):((1,2),4)
// ODD-NEXT:((2,2),(5,2)):((1,2),(2,1))
// ODD-NEXT:(3,1):(8,2)
