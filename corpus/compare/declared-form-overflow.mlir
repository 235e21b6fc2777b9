// Which form a result takes is decided by structure, never by values: a
// `?` stride of a size-1 mode that overflows its i32 leaf is an error on
// both backends, not a reason to take the declared form's 0 (cute-fuzz found
// the interpreter doing so: flat_divide.spurious-error.interpreter-vs-jit).
// RUN: not cute-interp %s 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not cute-run %s 2>&1 | FileCheck %s --check-prefix=JIT
// INTERP: run-time result (1,1,1):(3447717477,1,8388607) does not fit the declared type
// JIT: 'cute.flat_divide' op computes a result that overflows its i32 leaf at run time
module {
  func.func @main() {
    %c1_i32 = arith.constant 1 : i32
    %c8388607_i32 = arith.constant 8388607 : i32
    %c411_i32 = arith.constant 411 : i32
    %0 = cute.make_int_tuple(%c1_i32, %c8388607_i32) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %1 = cute.make_int_tuple(%c1_i32) : (i32) -> !cute.int_tuple<"(0,?)">
    %2 = cute.make_layout_raw(%0, %1) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(0,?)">) -> !cute.layout<"(?,?):(0,?)">
    %3 = cute.complement(%2) : (!cute.layout<"(?,?):(0,?)">) -> !cute.layout<"(?,?):(1,?)">
    %4 = cute.static : !cute.int_tuple<"1">
    %5 = cute.make_int_tuple(%c411_i32) : (i32) -> !cute.int_tuple<"?">
    %6 = cute.make_layout_raw(%4, %5) : (!cute.int_tuple<"1">, !cute.int_tuple<"?">) -> !cute.layout<"1:?">
    %7 = cute.flat_divide(%3, %6) : (!cute.layout<"(?,?):(1,?)">, !cute.layout<"1:?">) -> !cute.layout<"(1,?,?):(?,1,?)">
    cute.print(%7) : !cute.layout<"(1,?,?):(?,1,?)">
    return
  }
}

