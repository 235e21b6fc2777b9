// memref alloc/alloca/store/load/dim/dealloc, run by both backends: the
// pipeline lowers memref through expand-strided-metadata and
// finalize-memref-to-llvm.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi32>
  %a = memref.alloca(%c4) : memref<?xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    %w = arith.muli %v, %v : i32
    memref.store %w, %m[%i] : memref<4xi32>
  }
  %d = memref.dim %a, %c0 : memref<?xi64>
  %di = arith.index_cast %d : index to i32
  cute.print(%di) : i32
  %y = memref.load %m[%c1] : memref<4xi32>
  cute.print(%y) : i32
  memref.dealloc %m : memref<4xi32>
  return
}
// CHECK:4
// CHECK-NEXT:1
