// Cute values through arith.select (what --canonicalize makes of an scf.if
// yielding them) and through a multi-block scf.execute_region, on both
// backends.
// RUN: cute-run %s --args 3,1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 3,1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 3,1 --compare > /dev/null
// RUN: cute-run %s --args 3,0 | FileCheck --check-prefix=FALSE --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 3,0 --compare > /dev/null
// RUN: cute-opt %s --canonicalize | cute-run - --entry if_yield --args 3,0 --compare | FileCheck --check-prefix=CANON %s
// RUN: cute-opt %s --canonicalize | FileCheck --check-prefix=SELECT %s

// CHECK:(3,4)
// CHECK-NEXT:(3,4)
// CHECK-NEXT:(3,4):(1,3)
// FALSE:(9,4)
// FALSE-NEXT:(9,4)
// FALSE-NEXT:(9,4):(1,9)
func.func @main(%m: i32, %p: i1) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %c9 = arith.constant 9 : i32
  %t = cute.make_shape(%c9) : (i32) -> !cute.shape<"(?,4)">
  %sel = arith.select %p, %s, %t : !cute.shape<"(?,4)">
  cute.print(%sel) : !cute.shape<"(?,4)">
  %e = scf.execute_region -> !cute.shape<"(?,4)"> {
    cf.cond_br %p, ^a(%s : !cute.shape<"(?,4)">), ^b
  ^a(%x: !cute.shape<"(?,4)">):
    scf.yield %x : !cute.shape<"(?,4)">
  ^b:
    scf.yield %t : !cute.shape<"(?,4)">
  }
  cute.print(%e) : !cute.shape<"(?,4)">
  func.call @if_yield(%m, %p) : (i32, i1) -> ()
  return
}

// SELECT-LABEL: func.func @if_yield
// SELECT:         arith.select %{{.*}} : !cute.layout<"(?,4):(1,?)">
// CANON:(9,4):(1,9)
func.func @if_yield(%m: i32, %p: i1) {
  %c9 = arith.constant 9 : i32
  %a = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %b = cute.make_shape(%c9) : (i32) -> !cute.shape<"(?,4)">
  %da = cute.make_stride(%m) : (i32) -> !cute.stride<"(1,?)">
  %db = cute.make_stride(%c9) : (i32) -> !cute.stride<"(1,?)">
  %la = cute.make_layout(%a, %da) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  %lb = cute.make_layout(%b, %db) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  %l = scf.if %p -> !cute.layout<"(?,4):(1,?)"> {
    scf.yield %la : !cute.layout<"(?,4):(1,?)">
  } else {
    scf.yield %lb : !cute.layout<"(?,4):(1,?)">
  }
  cute.print(%l) : !cute.layout<"(?,4):(1,?)">
  return
}
