//===- RegisterPasses.cpp - Passes of cute-opt --------------------------===//
#include "RegisterPasses.h"

#include "cute-oracle/Dialect/Cute/Passes.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

void cute::registerCuteOptPasses() {
  cute::dialect::registerCutePasses();
  mlir::registerTransformsPasses();
  cute::lower::registerLowerPasses();
  // The upstream passes cute-to-ptx-pipeline is made of, to run its steps
  // one by one.
  mlir::registerConvertGpuOpsToNVVMOps();
  mlir::registerReconcileUnrealizedCastsPass();
  mlir::registerGpuNVVMAttachTarget();
  mlir::registerGpuModuleToBinaryPass();
}
