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

std::vector<cute::lower::PipelinePass> cute::lower::cuteToLLVMPipelinePasses() {
  // The order is fixed here, not by registration order: desugar produces
  // the primitive constructors and loops expand and to-llvm expect.
  return {
      {"cute-desugar", [] { return createCuteDesugar(); }},
      {"cute-expand", [] { return createCuteExpand(); },
       [] { return createCuteExpand(CuteExpandOptions{/*allowPartial=*/true}); }},
      {"cute-to-llvm", [] { return createCuteToLLVM(); }},
      {"convert-scf-to-cf", [] { return mlir::createSCFToControlFlowPass(); }},
      {"expand-strided-metadata", [] { return mlir::memref::createExpandStridedMetadataPass(); }},
      {"convert-arith-to-llvm", [] { return mlir::createArithToLLVMConversionPass(); }},
      {"convert-index-to-llvm", [] { return mlir::createConvertIndexToLLVMPass(); }},
      {"finalize-memref-to-llvm", [] { return mlir::createFinalizeMemRefToLLVMConversionPass(); }},
      {"convert-cf-to-llvm", [] { return mlir::createConvertControlFlowToLLVMPass(); }},
      {"convert-func-to-llvm", [] { return mlir::createConvertFuncToLLVMPass(); }},
      {"reconcile-unrealized-casts", [] { return mlir::createReconcileUnrealizedCastsPass(); }},
  };
}

void cute::lower::buildCuteToLLVMPipeline(mlir::OpPassManager &pm) {
  for (const PipelinePass &p : cuteToLLVMPipelinePasses())
    pm.addPass(p.create());
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
