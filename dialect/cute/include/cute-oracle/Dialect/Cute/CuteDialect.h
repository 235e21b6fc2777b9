//===- CuteDialect.h - The cute dialect -------------------------*- C++ -*-===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_CUTEDIALECT_H
#define CUTE_ORACLE_DIALECT_CUTE_CUTEDIALECT_H

#include "mlir/IR/Dialect.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.h.inc"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"

#endif
