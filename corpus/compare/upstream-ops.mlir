// Ops that upstream passes leave in a program run on both backends:
// --canonicalize turns a dynamic alloc with a constant size into a static
// one plus memref.cast, and --remove-dead-values leaves ub.poison in dead
// positions. Integers of 33 to 63 bits print sign-extended.
// RUN: cute-run %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: cute-interp %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: cute-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: cute-opt %s --canonicalize | cute-run - --compare | FileCheck %s --strict-whitespace --match-full-lines
// CANON: memref.cast %{{.*}} : memref<4xi32> to memref<?xi32>

// CHECK:7
// CHECK-NEXT:4
// CHECK-NEXT:1
// CHECK-NEXT:-6
// CHECK-NEXT:-1
// CHECK-NEXT:140737488355327
func.func @use(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xi32>
  cute.print(%v) : i32
  %d = memref.dim %m, %c0 : memref<?xi32>
  cute.print(%d) : index
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : i32
  %m = memref.alloc(%c4) : memref<?xi32>
  memref.store %c7, %m[%c0] : memref<?xi32>
  func.call @use(%m) : (memref<?xi32>) -> ()
  memref.dealloc %m : memref<?xi32>
  %p = ub.poison : !cute.shape<"(?,4)">
  %q = ub.poison : i32
  %one = arith.constant 1 : i32
  cute.print(%one) : i32
  %a = arith.constant -6 : i33
  cute.print(%a) : i33
  %b = arith.constant -1 : i48
  cute.print(%b) : i48
  %c = arith.constant 140737488355327 : i48
  cute.print(%c) : i48
  return
}
