//===- CoreOperations.h - Each cute op class to its core operation -*- C++ -*-===//
//
// The table from op class to the interp/core operation (Operations.h) that
// the op computes on its operand values followed by its integer attributes
// in name order. The interpreter runs ops through it; the verifiers name
// their operation constants directly.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_COREOPERATIONS_H
#define CUTE_ORACLE_DIALECT_CUTE_COREOPERATIONS_H

#include "cute-oracle/core/Operations.h"

#include "mlir/IR/OperationSupport.h"

namespace cute::dialect {

/// The core operation ops named `op` compute; null for the ops that compute none:
/// the tuple constructors (filled from scalars), cute.static, cute.print,
/// get_scalars and get_leaves (which split a value), and non-cute ops.
/// make_layout_raw computes make_layout, make_composed_layout_raw
/// make_composed_layout (operands inner, offset, outer), tuple_eq equal.
const core::Operation *coreOperationOf(mlir::OperationName op);

} // namespace cute::dialect

#endif
