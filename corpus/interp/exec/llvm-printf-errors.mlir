// The interpreter's llvm subset is printf of constant strings; anything
// else is a diagnostic at the op, never a crash.
// RUN: not cute-interp %s --entry string_arg 2>&1 | FileCheck %s --check-prefix=CONV
// CONV: llvm-printf-errors.mlir:[[@LINE+10]]:8: error: the interpreter's printf does not format '%s'
// RUN: not cute-interp %s --entry mutable 2>&1 | FileCheck %s --check-prefix=MUT
// MUT: error: the interpreter addresses only constant global strings, not @counter
// RUN: not cute-interp %s --entry missing_arg 2>&1 | FileCheck %s --check-prefix=ARG
// ARG: error: printf conversion '%d' has no integer argument
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.mlir.global internal constant @fmt_s("%s\0A\00") {addr_space = 0 : i32}
func.func @string_arg() {
  %p = llvm.mlir.addressof @fmt_s : !llvm.ptr
  %r = llvm.call @printf(%p, %p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
  return
}

llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32
func.func @mutable() {
  %p = llvm.mlir.addressof @counter : !llvm.ptr
  return
}

llvm.mlir.global internal constant @fmt_d("%d\0A\00") {addr_space = 0 : i32}
func.func @missing_arg() {
  %p = llvm.mlir.addressof @fmt_d : !llvm.ptr
  %r = llvm.call @printf(%p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  return
}

// RUN: not cute-interp %s --entry other_callee 2>&1 | FileCheck %s --check-prefix=CALL
// CALL: error: the interpreter calls only printf (with a constant format), getenv and atoi through llvm.call
func.func @other_callee() {
  %p = llvm.mlir.addressof @fmt_d : !llvm.ptr
  %r = llvm.call @puts(%p) : (!llvm.ptr) -> i32
  return
}
