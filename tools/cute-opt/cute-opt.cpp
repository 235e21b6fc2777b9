//===- cute-opt.cpp - mlir-opt for the cute dialects ----------------------===//
//
// Parses, verifies, transforms and prints cute IR with MLIR's standard
// driver flags (-split-input-file, -verify-diagnostics,
// -mlir-print-op-generic, --pass-pipeline, ...).
//
//===----------------------------------------------------------------------===//
#include "RegisterPasses.h"
#include "cute-oracle/Registration/Dialects.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  cute::registerCuteOracleDialects(registry);
  cute::registerCuteOptPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "cute-opt: cute dialect optimizer driver\n", registry));
}
