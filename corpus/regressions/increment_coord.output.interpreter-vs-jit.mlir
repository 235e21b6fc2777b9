// cute-oracle reproducer increment_coord.output.interpreter-vs-jit
// output: increment_coord (arguments form), interpreter vs jit
//   expected: (((1,0),0),0)
//   actual:   (((1,0),0),1)
// Here the oracle was wrong: CuTe C++'s detail::increment gives
// (((1,0),0),1) (an extent-0 leaf carries); interp/core was fixed, and the
// CHECK lines below were rewritten by cute-interp --emit-checks.
// seed 1, structure 983; reproduce: cute-fuzz --seed 1 --replay 983 --backends interp,jit
// first differs after --cute-expand (changes the output)
// tools: cute-oracle (cute-interp, cute-run), LLVM/MLIR 22.1.8
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

module {
  func.func @main() {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = cute.make_coord(%c0_i32, %c0_i32, %c0_i32_0, %c0_i32) : (i32, i32, i32, i32) -> !cute.coord<"(((?,?),?),?)">
    %1 = cute.make_shape(%c0_i32_0, %c1_i32, %c0_i32_0, %c1_i32) : (i32, i32, i32, i32) -> !cute.shape<"(((?,?),?),?)">
    %2 = cute.increment_coord(%0, %1) : (!cute.coord<"(((?,?),?),?)">, !cute.shape<"(((?,?),?),?)">) -> !cute.coord<"(((?,?),?),?)">
    cute.print(%2) : !cute.coord<"(((?,?),?),?)">
    return
  }
}


// CHECK:(((1,0),0),1)
