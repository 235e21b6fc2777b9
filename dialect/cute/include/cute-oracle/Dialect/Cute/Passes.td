//===- Passes.td - cute passes -----------------------------*- tablegen -*-===//
#ifndef CUTE_PASSES_TD
#define CUTE_PASSES_TD

include "mlir/Pass/PassBase.td"

def CuteFoldStatic : Pass<"cute-fold-static"> {
  let summary = "Fold pure ops with static cute results to cute.static and remove dead pure ops";
  let description = [{
    Replaces every pure cute op whose results are fully static cute values
    with `cute.static`, folds `cute.equal`, `cute.elem_less` and
    `cute.tuple_eq` on static operands to `arith.constant`, and erases pure
    ops whose results are unused.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

#endif
