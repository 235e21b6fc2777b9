// cute-oracle reproducer right_inverse.missing-error.interpreter-vs-jit
// missing-error: right_inverse (arguments form), interpreter vs jit
//   expected: error: right_inverse: coalesce: int64 overflow in 2 * 9223372036854775807
//   actual:   <end of output>
// The interpreter's coalesce computed s*d for a run-time stride, which C++
// only tests in decltype (never computed): both backends now succeed.
// seed 1, structure 1736; reproduce: cute-fuzz --seed 1 --replay 1736 --backends interp,jit
// tools: cute-oracle (cute-interp, cute-run), LLVM/MLIR 22.1.8
// RUN: cute-interp %s
// RUN: cute-run %s
module {
  func.func @case(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) {
    %0 = cute.static : !cute.int_tuple<"(2,2)">
    %1 = cute.make_int_tuple(%arg4, %arg5) : (i64, i64) -> !cute.int_tuple<"(?{i64},?{i64})">
    %2 = cute.make_layout_raw(%0, %1) : (!cute.int_tuple<"(2,2)">, !cute.int_tuple<"(?{i64},?{i64})">) -> !cute.layout<"(2,2):(?{i64},?{i64})">
    %3 = cute.right_inverse(%2) : (!cute.layout<"(2,2):(?{i64},?{i64})">) -> !cute.layout<"1:0">
    return
  }
  func.func @main() {
    %c0_i64 = arith.constant 0 : i64
    %c0_i64_0 = arith.constant 0 : i64
    %c0_i64_1 = arith.constant 0 : i64
    %c0_i64_2 = arith.constant 0 : i64
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %c0_i64_3 = arith.constant 0 : i64
    call @case(%c0_i64, %c0_i64_0, %c0_i64_1, %c0_i64_2, %c9223372036854775807_i64, %c0_i64_3) : (i64, i64, i64, i64, i64, i64) -> ()
    return
  }
}

