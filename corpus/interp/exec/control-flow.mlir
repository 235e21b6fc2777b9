// func/arith/scf/cf/memref execution, with i32 wrap-around as in LLVM.
// RUN: cute-interp %s | FileCheck %s

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %done -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %mem = memref.alloc() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    memref.store %sq, %mem[%i] : memref<4xi32>
  }
  %total = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> (index) {
    %v = memref.load %mem[%i] : memref<4xi32>
    %w = arith.index_cast %v : i32 to index
    %s = arith.addi %acc, %w : index
    scf.yield %s : index
  }
  // CHECK: 14
  cute.print(%total) : index
  %d = memref.dim %mem, %c0 : memref<4xi32>
  // CHECK-NEXT: 4
  cute.print(%d) : index
  memref.dealloc %mem : memref<4xi32>

  %c10 = arith.constant 10 : i64
  %f = func.call @fact(%c10) : (i64) -> i64
  // CHECK-NEXT: 3628800
  cute.print(%f) : i64

  %big = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %wrapped = arith.addi %big, %one : i32
  // CHECK-NEXT: -2147483648
  cute.print(%wrapped) : i32
  %ext = arith.extui %wrapped : i32 to i64
  // CHECK-NEXT: 2147483648
  cute.print(%ext) : i64

  // while x < 100: x = 3x
  %x0 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %c3 = arith.constant 3 : i32
  %x = scf.while (%x1 = %x0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x1, %c100 : i32
    scf.condition(%lt) %x1 : i32
  } do {
  ^bb0(%x2: i32):
    %n = arith.muli %x2, %c3 : i32
    scf.yield %n : i32
  }
  // CHECK-NEXT: 243
  cute.print(%x) : i32

  %t = arith.cmpi eq, %x, %x : i32
  cf.cond_br %t, ^yes(%c3 : i32), ^no
^yes(%y: i32):
  // CHECK-NEXT: 3
  cute.print(%y) : i32
  // CHECK-NEXT: 1
  cute.print(%t) : i1
  cf.br ^no
^no:
  %r = arith.remsi %c100, %c3 : i32
  %q = arith.ceildivsi %c100, %c3 : i32
  %fl = arith.floordivsi %c100, %c3 : i32
  // CHECK-NEXT: 1
  cute.print(%r) : i32
  // CHECK-NEXT: 34
  cute.print(%q) : i32
  // CHECK-NEXT: 33
  cute.print(%fl) : i32
  return
}
