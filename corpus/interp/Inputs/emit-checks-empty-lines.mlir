// Prints an empty line first, a value, then an empty line: FileCheck
// refuses an empty CHECK-NEXT pattern.
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @newline("\0A\00") {addr_space = 0 : i32}

func.func @main() {
  %nl = llvm.mlir.addressof @newline : !llvm.ptr
  %r0 = llvm.call @printf(%nl) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  %s = cute.make_shape() : () -> !cute.shape<"(2,3)">
  cute.print(%s) : !cute.shape<"(2,3)">
  %r1 = llvm.call @printf(%nl) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  cute.print(%s) : !cute.shape<"(2,3)">
  return
}
