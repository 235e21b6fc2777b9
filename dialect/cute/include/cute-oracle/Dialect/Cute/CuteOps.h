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

#define GET_OP_CLASSES
#include "cute-oracle/Dialect/Cute/CuteOps.h.inc"

#endif
