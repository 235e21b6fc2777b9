//===- RegisterPasses.cpp - Passes of cute-opt --------------------------===//
//
// Only the passes cute-opt offers, each from its own header (not
// mlir/Conversion/Passes.h, which declares every upstream conversion).
//
//===----------------------------------------------------------------------===//
#include "RegisterPasses.h"

#include "cute-oracle/Dialect/Cute/Passes.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

void cute::registerCuteOptPasses() {
  cute::dialect::registerCutePasses();
  mlir::registerTransformsPasses();
  cute::lower::registerLowerPasses();
  // The upstream passes cute-to-ptx-pipeline is made of, to run its steps
  // one by one.
  mlir::registerPass([] { return mlir::createConvertGpuOpsToNVVMOps(); });
  mlir::registerPass([] { return mlir::createReconcileUnrealizedCastsPass(); });
  mlir::registerGpuNVVMAttachTarget();
  mlir::registerGpuModuleToBinaryPass();
}
