//===- Pipeline.cpp - cute-to-llvm-pipeline and pass registration ---------===//
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

std::vector<cute::lower::PipelinePass> cute::lower::cuteToLLVMPipelinePasses() {
  // The order is fixed here, not by registration order: desugar produces
  // the primitive constructors and loops expand and to-llvm expect.
  return {
      {"cute-lower-views", [] { return createCuteLowerViews(); }},
      {"cute-desugar", [] { return createCuteDesugar(); }},
      {"cute-expand", [] { return createCuteExpand(); },
       [] { return createCuteExpand(CuteExpandOptions{/*allowPartial=*/true}); }},
      {"cute-to-llvm", [] { return createCuteToLLVM(); }},
      {"convert-scf-to-cf", [] { return mlir::createSCFToControlFlowPass(); }},
      {"expand-strided-metadata", [] { return mlir::memref::createExpandStridedMetadataPass(); }},
      // A subview of a subview (a partition of a view of a run-time
      // offset) leaves affine.apply behind.
      {"lower-affine", [] { return mlir::createLowerAffinePass(); }},
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

void cute::lower::buildCuteToPTXPipeline(mlir::OpPassManager &pm, const PTXTarget &target) {
  // SM90 GMMA's descriptors are built from the views its calls take.
  pm.addPass(createCuteAtomsToNVVM(CuteAtomsToNVVMOptions{target.chip}));
  pm.addPass(createCuteLowerViews());
  pm.addPass(createCuteDesugar());
  pm.addPass(createCuteExpand());
  pm.addPass(createCuteToLLVM());
  pm.addPass(mlir::createSCFToControlFlowPass());
  // The kernel-entry ABI needs LLVM-legal kernel arguments: its markers are
  // carried across convert-gpu-to-nvvm (which drops argument attributes it
  // does not know) and applied on the llvm.func it produces.
  pm.addPass(createCuteKernelArgsToLLVM());
  mlir::OpPassManager &device = pm.nest<mlir::gpu::GPUModuleOp>();
  // Subviews (an atom call's fragments) and strided metadata become
  // affine index arithmetic on the descriptor's fields, then arith.
  device.addPass(mlir::memref::createExpandStridedMetadataPass());
  device.addPass(mlir::createLowerAffinePass());
  device.addPass(mlir::createConvertGpuOpsToNVVMOps());
  // NVVM ops with no LLVM intrinsic (wgmma.mma_async) become inline PTX.
  device.addPass(mlir::createConvertNVVMToLLVMPass());
  device.addPass(mlir::createReconcileUnrealizedCastsPass());
  pm.addPass(createCuteKernelToNVVM());
  mlir::GpuNVVMAttachTargetOptions attach;
  attach.chip = target.chip;
  attach.features = target.features;
  pm.addPass(mlir::createGpuNVVMAttachTarget(attach));
  mlir::GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = target.format;
  pm.addPass(mlir::createGpuModuleToBinaryPass(binary));
}

std::optional<std::string> cute::lower::ptxTargetError(const PTXTarget &target) {
  if (target.format != "isa" && target.format != "bin" && target.format != "fatbin")
    return "unknown format '" + target.format + "': expected isa, bin or fatbin";
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTargetMC();
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string error;
  const llvm::Target *nvptx = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!nvptx)
    return "this LLVM has no NVPTX backend: " + error;
  std::unique_ptr<llvm::MCSubtargetInfo> info(nvptx->createMCSubtargetInfo(triple, "", ""));
  if (!info || !info->isCPUStringValid(target.chip))
    return "unknown chip '" + target.chip +
           "': expected a processor of LLVM's NVPTX backend, such as sm_90 or sm_90a";
  return std::nullopt;
}

namespace {
/// Whether `module` calls an SM90 GMMA atom, whose wgmma only sm_90a has.
bool callsGmma(mlir::ModuleOp module) {
  return module
      .walk([](cute::dialect::MmaAtomCallOp call) {
        auto atom = mlir::cast<cute::dialect::MmaAtomType>(call.getAtom().getType());
        return mlir::isa<cute::nvgpu::Sm90MmaType>(atom.getFamily()) ? mlir::WalkResult::interrupt()
                                                                     : mlir::WalkResult::advance();
      })
      .wasInterrupted();
}
} // namespace

mlir::FailureOr<std::vector<cute::lower::PTXModule>> cute::lower::lowerToPTX(mlir::ModuleOp module,
                                                                             PTXTarget target) {
  // wgmma exists only on the arch-specific target: asked for sm_90, a
  // module with SM90 GMMA gets sm_90a, the others stay portable.
  if (target.chip == "sm_90" && callsGmma(module))
    target.chip = "sm_90a";
  target.format = "isa";
  if (std::optional<std::string> error = ptxTargetError(target))
    return module.emitError(*error);
  mlir::PassManager pm(module->getContext());
  buildCuteToPTXPipeline(pm, target);
  if (mlir::failed(pm.run(module)))
    return mlir::failure();
  std::vector<PTXModule> out;
  module.walk([&](mlir::gpu::BinaryOp binary) {
    for (mlir::Attribute a : binary.getObjects())
      if (auto object = mlir::dyn_cast<mlir::gpu::ObjectAttr>(a);
          object && object.getFormat() == mlir::gpu::CompilationTarget::Assembly)
        out.push_back({binary.getName().str(), object.getObject().str()});
  });
  return out;
}

namespace {
/// The options of cute-to-ptx-pipeline.
struct PTXPipelineOptions : mlir::PassPipelineOptions<PTXPipelineOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("The target GPU (default sm_90; a module with SM90 "
                                          "GMMA needs sm_90a)"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{*this, "features", llvm::cl::desc("PTX features (default +ptx80)"),
                               llvm::cl::init("+ptx80")};
  Option<std::string> format{*this, "format",
                             llvm::cl::desc("gpu-module-to-binary's format: isa (PTX text, the "
                                            "default), bin or fatbin (need ptxas)"),
                             llvm::cl::init("isa")};
};
} // namespace

void cute::lower::registerLowerPasses() {
  registerCuteLowerViews();
  registerCuteDesugar();
  registerCuteExpand();
  registerCuteToLLVM();
  registerCuteAtomsToNVVM();
  registerCuteKernelArgsToLLVM();
  registerCuteKernelToNVVM();
  // Registered with an error handler, so that a chip or format the NVPTX
  // backend does not know is an error of the pipeline's options.
  mlir::registerPassPipeline(
      "cute-to-ptx-pipeline",
      "Lower cute IR in gpu.module kernels to PTX: cute-atoms-to-nvvm, cute-lower-views, "
      "cute-desugar, cute-expand, cute-to-llvm, "
      "convert-scf-to-cf, expand-strided-metadata, lower-affine, convert-gpu-to-nvvm and "
      "convert-nvvm-to-llvm with the "
      "kernel-entry ABI (cute-kernel-args-to-llvm, "
      "cute-kernel-to-nvvm), nvvm-attach-target{chip features}, gpu-module-to-binary{format}; "
      "host code is left as it is",
      [](mlir::OpPassManager &pm, llvm::StringRef text,
         llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler) {
        PTXPipelineOptions o;
        if (mlir::failed(o.parseFromString(text)))
          return mlir::failure();
        PTXTarget target{o.chip, o.features, o.format};
        if (std::optional<std::string> error = ptxTargetError(target))
          return errorHandler("cute-to-ptx-pipeline: " + *error);
        buildCuteToPTXPipeline(pm, target);
        return mlir::success();
      },
      [](llvm::function_ref<void(const mlir::detail::PassOptions &)> optionsHandler) {
        optionsHandler(PTXPipelineOptions());
      });
  mlir::PassPipelineRegistration<>(
      "cute-to-llvm-pipeline",
      "Lower cute IR to the LLVM dialect: cute-lower-views, cute-desugar, cute-expand, "
      "cute-to-llvm, then the upstream scf/memref (with lower-affine)/arith/index/cf/func to "
      "LLVM conversions and "
      "reconcile-unrealized-casts",
      [](mlir::OpPassManager &pm) { buildCuteToLLVMPipeline(pm); });
  // The public CuTe IR spec's pass names.
  mlir::PassPipelineRegistration<>(
      "cute-expand-ops",
      "The spec's name for cute-lower-views, cute-desugar then cute-expand: leaves only "
      "constructors, cute.static, cute.print and cute.get_scalars",
      [](mlir::OpPassManager &pm) {
        pm.addPass(createCuteLowerViews());
        pm.addPass(createCuteDesugar());
        pm.addPass(createCuteExpand());
      });
  mlir::PassPipelineRegistration<>("cute-to-base", "The spec's name for cute-to-llvm",
                                   [](mlir::OpPassManager &pm) { pm.addPass(createCuteToLLVM()); });
}
