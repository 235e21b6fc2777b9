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
} // namespace cute::dialect

#endif
