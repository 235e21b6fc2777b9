//===- Pipeline.cpp - cute-to-llvm-pipeline and pass registration ---------===//
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h"
#include "cute-oracle/Lower/Passes.h"
#include "cute-oracle/Lower/Pipeline.h"

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
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
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
      // ub.poison of a cute value (cute-to-llvm gives it the struct type).
      {"convert-ub-to-llvm", [] { return mlir::createUBToLLVMConversionPass(); }},
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

namespace {
/// The PTX ISA version (80 for ptx80) a subtarget's features select: the
/// highest `ptxNN` feature it has, 0 when none.
unsigned ptxVersionOf(const llvm::MCSubtargetInfo &info) {
  unsigned best = 0;
  for (const llvm::SubtargetFeatureKV &f : info.getAllProcessorFeatures()) {
    llvm::StringRef key(f.Key);
    unsigned version = 0;
    if (key.consume_front("ptx") && !key.getAsInteger(10, version) &&
        info.getFeatureBits().test(f.Value))
      best = std::max(best, version);
  }
  return best;
}

/// The error of a feature list that is not `+name` or `-name` items of
/// features the NVPTX backend has.
std::optional<std::string> featuresError(const llvm::MCSubtargetInfo &info,
                                         llvm::StringRef features) {
  llvm::SmallVector<llvm::StringRef> items;
  features.split(items, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    llvm::StringRef name = item.drop_front();
    bool known = llvm::any_of(info.getAllProcessorFeatures(),
                              [&](const llvm::SubtargetFeatureKV &f) { return name == f.Key; });
    if ((item.starts_with("+") || item.starts_with("-")) && known)
      continue;
    return "unknown feature '" + item.str() +
           "': expected +name or -name of a feature of LLVM's NVPTX backend, such as +ptx80";
  }
  return std::nullopt;
}

/// The first PTX ISA version that knows `chip` (the PTX ISA's release
/// history, as LLVM's NVPTX backend checks it), 0 for a chip not listed.
unsigned firstPtxVersionOf(llvm::StringRef chip) {
  struct Since {
    unsigned ptx;
    std::initializer_list<const char *> chips;
  };
  static const Since table[] = {
      {32, {"sm_20", "sm_21", "sm_30", "sm_35"}},
      {40, {"sm_32", "sm_50"}},
      {41, {"sm_37", "sm_52"}},
      {42, {"sm_53"}},
      {50, {"sm_60", "sm_61", "sm_62"}},
      {60, {"sm_70"}},
      {61, {"sm_72"}},
      {63, {"sm_75"}},
      {70, {"sm_80"}},
      {71, {"sm_86"}},
      {74, {"sm_87"}},
      {78, {"sm_89", "sm_90"}},
      {80, {"sm_90a"}},
      {86, {"sm_100", "sm_100a", "sm_101", "sm_101a"}},
      {87, {"sm_120", "sm_120a"}},
      {88,
       {"sm_100f", "sm_101f", "sm_103", "sm_103f", "sm_103a", "sm_120f", "sm_121", "sm_121f",
        "sm_121a"}},
      {90, {"sm_88", "sm_110", "sm_110f", "sm_110a"}},
  };
  for (const Since &row : table)
    if (llvm::is_contained(row.chips, chip))
      return row.ptx;
  return 0;
}

std::string ptxText(unsigned version) {
  return std::to_string(version / 10) + "." + std::to_string(version % 10);
}
} // namespace

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
  std::unique_ptr<llvm::MCSubtargetInfo> generic(nvptx->createMCSubtargetInfo(triple, "", ""));
  if (!generic || !generic->isCPUStringValid(target.chip))
    return "unknown chip '" + target.chip +
           "': expected a processor of LLVM's NVPTX backend, such as sm_90 or sm_90a";
  if (std::optional<std::string> bad = featuresError(*generic, target.features))
    return bad;
  // The backend aborts (LLVM ERROR) on an explicit PTX version older than
  // the chip's first; with no ptx feature it picks that first version.
  std::unique_ptr<llvm::MCSubtargetInfo> asked(
      nvptx->createMCSubtargetInfo(triple, target.chip, target.features));
  unsigned least = firstPtxVersionOf(target.chip);
  unsigned chosen = ptxVersionOf(*asked);
  if (chosen != 0 && chosen < least)
    return "features '" + target.features + "' select PTX " + ptxText(chosen) + ", but " +
           target.chip + " needs PTX " + ptxText(least) + " or newer (for example +ptx" +
           std::to_string(least) + ")";
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
      "cute-to-llvm, then the upstream scf/memref (with lower-affine)/arith/index/cf/func/ub "
      "to LLVM conversions and reconcile-unrealized-casts",
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
