// --cute-expand checks at run time a value it computes for a leaf that the
// result type declares static, as the interpreter checks every result
// against its declared type. The verifier admits a static leaf only where
// the algebra computes one, so this input bypasses it: before the verifier
// inferred increment_coord's result with every leaf run-time, this type
// was accepted, and the JIT printed (0,2) where C++ gives (0,3).
// RUN: cute-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --cute-expand | FileCheck %s

// CHECK-LABEL: func.func @carry
// CHECK:         %[[WRAP:.*]] = arith.cmpi eq, %{{.*}}, %c7_i64 : i64
// CHECK:         %[[HIGH:.*]] = arith.select %[[WRAP]], %c3_i64, %c2_i64 : i64
// CHECK:         %[[TWO:.*]] = arith.constant 2 : i64
// CHECK-NEXT:    %[[SAME:.*]] = arith.cmpi eq, %[[HIGH]], %[[TWO]] : i64
// CHECK-NEXT:    cf.assert %[[SAME]], "'cute.increment_coord' op computes a result that differs from its declared static leaf 2 at run time"
func.func @carry(%c: !cute.coord<"(?,2)">, %s: !cute.shape<"(7,3)">) {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(?,2)">, !cute.shape<"(7,3)">) -> !cute.coord<"(?,2)">
  cute.print(%r) : !cute.coord<"(?,2)">
  return
}
