//===- CuteOps.h - cute operations ------------------------------*- C++ -*-===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_CUTEOPS_H
#define CUTE_ORACLE_DIALECT_CUTE_CUTEOPS_H

#include "cute-oracle/Dialect/Cute/CuteDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace cute::dialect {

/// Whether `op` may be executed speculatively (hoisted out of a loop that
/// might not run it): only when every operand is a fully static cute
/// value, whose result the verifier computed. An op on run-time values may
/// fail at run time (a zero divisor, an overflow, a broken precondition).
bool runsOnStaticOperandsOnly(mlir::Operation *op);

/// The ConditionallySpeculatable implementation of every cute op but print.
template <typename ConcreteOp>
class SpeculatableOnStaticOperands
    : public mlir::OpTrait::TraitBase<ConcreteOp, SpeculatableOnStaticOperands> {
public:
  mlir::Speculation::Speculatability getSpeculatability() {
    return runsOnStaticOperandsOnly(this->getOperation()) ? mlir::Speculation::Speculatable
                                                          : mlir::Speculation::NotSpeculatable;
  }
};

} // namespace cute::dialect

#define GET_OP_CLASSES
#include "cute-oracle/Dialect/Cute/CuteOps.h.inc"

#endif
