// --cute-expand under MLIR's debug counter on apply-pattern: with
// allow-partial the op whose expansion was skipped stays (per-pattern
// bisection interprets such IR); without it the pass says which op.
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-expand{allow-partial})' -mlir-debug-counter=apply-pattern-count=0 | FileCheck %s --check-prefix=PARTIAL
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-expand{allow-partial})' -mlir-debug-counter=apply-pattern-count=0 | cute-interp - | FileCheck %s --check-prefix=INTERP
// RUN: not cute-opt %s --pass-pipeline='builtin.module(cute-expand)' -mlir-debug-counter=apply-pattern-count=0 2>&1 | FileCheck %s --check-prefix=ERROR

func.func @main() {
  %c = arith.constant 7 : i32
  %s = cute.make_shape(%c) : (i32) -> !cute.shape<"(?,2)">
  %n = cute.size(%s) : (!cute.shape<"(?,2)">) -> !cute.int_tuple<"?">
  cute.print(%n) : !cute.int_tuple<"?">
  return
}
// PARTIAL: cute.size
// INTERP: 14
// ERROR: error: 'cute.size' op was not expanded: its pattern application was skipped (allow-partial keeps such ops)
