//===- Passes.h - cute passes -----------------------------------*- C++ -*-===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_PASSES_H
#define CUTE_ORACLE_DIALECT_CUTE_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Pass/Pass.h"

namespace cute::dialect {
#define GEN_PASS_DECL
#include "cute-oracle/Dialect/Cute/Passes.h.inc"
#define GEN_PASS_REGISTRATION
#include "cute-oracle/Dialect/Cute/Passes.h.inc"

/// Replaces the uses of a pure cute op's results by cute.static (or an
/// equal/elem_less/tuple_eq on static operands by an arith.constant) when
/// they are fully static; false when `op` is not such an op. The op is
/// left in place, without uses. --cute-fold-static and the cute reduction
/// pattern (CuteReduction.cpp) share it.
bool replaceUsesByStatic(mlir::Operation *op, mlir::RewriterBase &rewriter);

/// Registers the cute dialect's DialectReductionPatternInterface: the
/// patterns MLIR's reducer (and cute-reduce) try on cute IR.
void registerCuteReductionPatterns(mlir::DialectRegistry &registry);
} // namespace cute::dialect

#endif
