// Host code may read its environment the C way: llvm.call of getenv and
// atoi (NVIDIA's *runtime_dynamic* tests read their base value so, which
// keeps it out of constant folding). An unset variable is a null pointer,
// and atoi of it is an error rather than undefined behaviour.
// RUN: env CUTE_TEST_BASE=41 cute-interp %s | FileCheck %s
// CHECK: base + 1 = 42
// RUN: env -u CUTE_TEST_BASE not cute-interp %s 2>&1 | FileCheck %s --check-prefix=UNSET
// UNSET: error: @atoi of a null pointer
llvm.func @getenv(!llvm.ptr) -> !llvm.ptr
llvm.func @atoi(!llvm.ptr) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @name("CUTE_TEST_BASE\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt("base + 1 = %d\0A\00") {addr_space = 0 : i32}

func.func @main() {
  %n = llvm.mlir.addressof @name : !llvm.ptr
  %env = llvm.call @getenv(%n) : (!llvm.ptr) -> !llvm.ptr
  %base = llvm.call @atoi(%env) : (!llvm.ptr) -> i32
  %c1 = arith.constant 1 : i32
  %v = arith.addi %base, %c1 : i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  return
}
