//===- CuteDialect.cpp - The cute dialect ---------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.cpp.inc"

namespace {
/// cute ops compute values only: any of them may be inlined.
struct CuteInlinerInterface : mlir::DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(mlir::Operation *, mlir::Region *, bool, mlir::IRMapping &) const final {
    return true;
  }
};
} // namespace

void cute::dialect::CuteDialect::initialize() {
  registerTypesAndAttributes();
  addOperations<
#define GET_OP_LIST
#include "cute-oracle/Dialect/Cute/CuteOps.cpp.inc"
      >();
  addInterfaces<CuteInlinerInterface>();
}

#define GET_OP_CLASSES
#include "cute-oracle/Dialect/Cute/CuteOps.cpp.inc"

bool cute::dialect::runsOnStaticOperandsOnly(mlir::Operation *op) {
  return llvm::all_of(op->getOperandTypes(),
                      [](mlir::Type t) { return staticValue(t).has_value(); });
}
