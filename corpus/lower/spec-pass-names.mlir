// The spec's pass names run the same passes as ours.
// RUN: cute-opt %s --cute-expand-ops > %t.spec
// RUN: cute-opt %s --cute-desugar --cute-expand > %t.ours
// RUN: diff %t.spec %t.ours
// RUN: cute-opt %s --cute-expand-ops --cute-to-base > %t.spec-base
// RUN: cute-opt %s --cute-desugar --cute-expand --cute-to-llvm > %t.ours-base
// RUN: diff %t.spec-base %t.ours-base
// RUN: FileCheck %s < %t.spec
// RUN: FileCheck --check-prefix=BASE %s < %t.spec-base

// CHECK-LABEL: func.func @f
// CHECK:         cute.get_scalars
// CHECK:         arith.muli
// CHECK-NOT:     cute.size(
// BASE-LABEL:  func.func @f
// BASE-NOT:      cute.
// BASE:          arith.muli
// BASE:          llvm.call @printf
func.func @f(%s: !cute.shape<"(?,4)">) {
  %n = cute.size(%s) : (!cute.shape<"(?,4)">) -> !cute.int_tuple<"?">
  cute.print(%n) : !cute.int_tuple<"?">
  return
}
