// printf through the llvm dialect, as hand-written test programs print
// integers: both backends print the same bytes.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:v=-7 w=   42 x=ff 100%
// CHECK-NEXT:big=-9000000000 u=4294967295
// CHECK-NEXT:tail
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("v=%d w=%5d x=%x 100%%\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt64("big=%lld u=%u\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @tail("xxtail\0A\00") {addr_space = 0 : i32}

func.func @main() {
  %a = arith.constant -7 : i32
  %b = arith.constant 42 : i32
  %c = arith.constant 255 : i32
  %p = llvm.mlir.addressof @fmt : !llvm.ptr
  %f = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<23 x i8>
  %r = llvm.call @printf(%f, %a, %b, %c) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  %big = arith.constant -9000000000 : i64
  %m = arith.constant -1 : i32
  %q = llvm.mlir.addressof @fmt64 : !llvm.ptr
  %r2 = llvm.call @printf(%q, %big, %m) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  %t = llvm.mlir.addressof @tail : !llvm.ptr
  %t2 = llvm.getelementptr %t[2] : (!llvm.ptr) -> !llvm.ptr, i8
  %r3 = llvm.call @printf(%t2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  return
}
