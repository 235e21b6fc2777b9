//===- RegisterPasses.cpp - Passes of cute-opt --------------------------===//
#include "RegisterPasses.h"

#include "cute-oracle/Dialect/Cute/Passes.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Transforms/Passes.h"

void cute::registerCuteOptPasses() {
  cute::dialect::registerCutePasses();
  mlir::registerTransformsPasses();
  cute::lower::registerLowerPasses();
}
