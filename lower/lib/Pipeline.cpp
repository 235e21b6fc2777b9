//===- Pipeline.cpp - cute-to-llvm-pipeline and pass registration ---------===//
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

void cute::lower::buildCuteToLLVMPipeline(mlir::OpPassManager &pm) {
  // The order is fixed here, not by registration order: desugar produces
  // the primitive constructors and loops expand and to-llvm expect.
  pm.addPass(createCuteDesugar());
  pm.addPass(createCuteExpand());
  pm.addPass(createCuteToLLVM());
  pm.addPass(mlir::createSCFToControlFlowPass());
  pm.addPass(mlir::memref::createExpandStridedMetadataPass());
  pm.addPass(mlir::createArithToLLVMConversionPass());
  pm.addPass(mlir::createConvertIndexToLLVMPass());
  pm.addPass(mlir::createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(mlir::createConvertControlFlowToLLVMPass());
  pm.addPass(mlir::createConvertFuncToLLVMPass());
  pm.addPass(mlir::createReconcileUnrealizedCastsPass());
}

void cute::lower::registerLowerPasses() {
  registerCuteDesugar();
  registerCuteExpand();
  registerCuteToLLVM();
  mlir::PassPipelineRegistration<>(
      "cute-to-llvm-pipeline",
      "Lower cute IR to the LLVM dialect: cute-desugar, cute-expand, cute-to-llvm, then the "
      "upstream scf/memref/arith/index/cf/func to LLVM conversions and "
      "reconcile-unrealized-casts",
      [](mlir::OpPassManager &pm) { buildCuteToLLVMPipeline(pm); });
  // The public CuTe IR spec's pass names.
  mlir::PassPipelineRegistration<>(
      "cute-expand-ops",
      "The spec's name for cute-desugar then cute-expand: leaves only constructors, "
      "cute.static, cute.print and cute.get_scalars",
      [](mlir::OpPassManager &pm) {
        pm.addPass(createCuteDesugar());
        pm.addPass(createCuteExpand());
      });
  mlir::PassPipelineRegistration<>("cute-to-base", "The spec's name for cute-to-llvm",
                                   [](mlir::OpPassManager &pm) { pm.addPass(createCuteToLLVM()); });
}
