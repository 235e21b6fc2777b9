// cute-oracle reproducer flat_divide.missing-error.interpreter-vs-jit
// missing-error: flat_divide (arguments form), interpreter vs jit
//   expected: error: flat_divide: complement: expects a positive cotarget but got -1
//   actual:   <end of output>
// seed 1, structure 5; reproduce: cute-fuzz --seed 1 --replay 5 --backends interp,jit
// first differs after --cute-expand (changes the output)
// tools: cute-oracle (cute-interp, cute-run), LLVM/MLIR 22.1.8
// RUN: not cute-interp %s
// RUN: not cute-run %s

module {
  func.func @main() {
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = cute.make_int_tuple(%c-1_i32) : (i32) -> !cute.int_tuple<"(?)">
    %1 = cute.make_int_tuple(%c0_i32) : (i32) -> !cute.int_tuple<"(?)">
    %2 = cute.make_layout_raw(%0, %1) : (!cute.int_tuple<"(?)">, !cute.int_tuple<"(?)">) -> !cute.layout<"(?):(?)">
    %3 = cute.make_shape(%c1_i32) : (i32) -> !cute.shape<"?">
    %4 = cute.flat_divide(%2, %3) : (!cute.layout<"(?):(?)">, !cute.shape<"?">) -> !cute.layout<"(?,?):(?,?)">
    return
  }
}

