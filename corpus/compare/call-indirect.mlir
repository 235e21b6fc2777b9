// Function values: func.constant of a function with cute types, chosen at
// run time (arith.select, scf.if), passed to another function and called
// with func.call_indirect. --cute-to-llvm converts a function type with its
// signature; the interpreter binds a func.constant to its function.
// RUN: cute-run %s --args 3,1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ROW
// RUN: cute-interp %s --args 3,1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ROW
// RUN: cute-run %s --args 3,0 --compare | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=COL
// --canonicalize folds a call through a constant into a direct call.
// RUN: cute-opt %s --canonicalize | cute-run - --args 3,0 --compare | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=COL

!L = !cute.layout<"(?,4):(?,?)">
!S = !cute.shape<"(?,4)">

func.func @row_major(%s: !S) -> !L {
  %four = arith.constant 4 : i32
  %one = arith.constant 1 : i32
  %dyn = cute.make_stride(%four, %one) : (i32, i32) -> !cute.stride<"(?,?)">
  %l = cute.make_layout(%s, %dyn) : (!S, !cute.stride<"(?,?)">) -> !L
  return %l : !L
}

func.func @col_major(%s: !S) -> !L {
  %m = cute.get_scalars<{only_dynamic}> (%s) : !S
  %one = arith.constant 1 : i32
  %dyn = cute.make_stride(%one, %m) : (i32, i32) -> !cute.stride<"(?,?)">
  %l = cute.make_layout(%s, %dyn) : (!S, !cute.stride<"(?,?)">) -> !L
  return %l : !L
}

func.func @apply(%f: (!S) -> !L, %s: !S) -> !L {
  %l = func.call_indirect %f(%s) : (!S) -> !L
  return %l : !L
}

// ROW:(3,4):(4,1)
// ROW-NEXT:(3,4):(4,1)
// ROW-NEXT:(3,4):(1,3)
// COL:(3,4):(1,3)
// COL-NEXT:(3,4):(1,3)
// COL-NEXT:(3,4):(1,3)
func.func @main(%m: i32, %row: i1) {
  %s = cute.make_shape(%m) : (i32) -> !S
  %r = func.constant @row_major : (!S) -> !L
  %c = func.constant @col_major : (!S) -> !L
  %f = arith.select %row, %r, %c : (!S) -> !L
  %a = func.call @apply(%f, %s) : ((!S) -> !L, !S) -> !L
  cute.print(%a) : !L
  %g = scf.if %row -> ((!S) -> !L) {
    scf.yield %r : (!S) -> !L
  } else {
    scf.yield %c : (!S) -> !L
  }
  %b = func.call_indirect %g(%s) : (!S) -> !L
  cute.print(%b) : !L
  %d = func.call_indirect %c(%s) : (!S) -> !L
  cute.print(%d) : !L
  return
}
