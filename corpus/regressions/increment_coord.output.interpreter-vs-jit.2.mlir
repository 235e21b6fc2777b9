// cute-oracle reproducer increment_coord.output.interpreter-vs-jit
// output: increment_coord (arguments form), interpreter vs jit
//   expected: (2,0,2)  (CuTe C++ detail::increment of (1,1,1) in (1,1,0))
//   actual:   (2,1,1)  (--cute-expand followed the older recursive carry)
// seed 1, structure 542; reproduce: cute-fuzz --seed 1 --replay 542 --backends interp,jit
// first differed after --cute-expand (changes the output), pattern application 5 of 6 (ExpandPattern on cute.increment_coord at line 10 of the module)
// tools: cute-oracle (cute-interp, cute-run), LLVM/MLIR 22.1.8
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
module {
  func.func @main() {
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = cute.make_coord(%c1_i32_0, %c1_i32, %c1_i32_0) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
    %1 = cute.make_shape(%c1_i32, %c1_i32, %c0_i32) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
    %2 = cute.increment_coord(%0, %1) : (!cute.coord<"(?,?,?)">, !cute.shape<"(?,?,?)">) -> !cute.coord<"(?,?,?)">
    cute.print(%2) : !cute.coord<"(?,?,?)">
    return
  }
}

// CHECK:(2,0,2)
