//===- Dialects.cpp - The dialects programs run by the backends use -------===//
#include "cute-oracle/Oracle/JitBackend.h"
#include "cute-oracle/Registration/Dialects.h"

#include "mlir/IR/DialectRegistry.h"

void cute::oracle::registerBackendDialects(mlir::DialectRegistry &registry) {
  cute::registerCuteOracleDialects(registry);
  registerJitTranslations(registry);
}
