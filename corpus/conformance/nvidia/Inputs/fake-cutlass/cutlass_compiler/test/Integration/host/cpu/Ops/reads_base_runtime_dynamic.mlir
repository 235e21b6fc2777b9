// A *runtime_dynamic* file reads its base value from the environment the
// RUN line sets (the runner sets CUTLASS_COMPILER_TEST_BASE=0).
// RUN: env CUTLASS_COMPILER_TEST_BASE=0 cute-run %s | FileCheck %s
// CHECK: (3,4):(1,3)
llvm.func @getenv(!llvm.ptr) -> !llvm.ptr
llvm.func @atoi(!llvm.ptr) -> i32
llvm.mlir.global internal constant @env_name("CUTLASS_COMPILER_TEST_BASE\00") {addr_space = 0 : i32}
func.func @main() {
  %name = llvm.mlir.addressof @env_name : !llvm.ptr
  %env = llvm.call @getenv(%name) : (!llvm.ptr) -> !llvm.ptr
  %base = llvm.call @atoi(%env) : (!llvm.ptr) -> i32
  %c3 = arith.constant 3 : i32
  %n = arith.addi %base, %c3 : i32
  %s = cute.make_shape(%n) : (i32) -> !cute.shape<"(?,4)">
  %d = cute.make_stride(%n) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  cute.print(%l) : !cute.layout<"(?,4):(1,?)">
  return
}
