//===- Pipeline.h - The pipelines from cute to LLVM and PTX -----*- C++ -*-===//
//
// The cute-to-llvm pipeline (host JIT), the cute-to-ptx pipeline (kernels),
// and the pass list bisection walks. Declares no pass and includes no
// dialect, so the oracle and the campaign include it cheaply.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_PIPELINE_H
#define CUTE_ORACLE_LOWER_PIPELINE_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/LogicalResult.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class ModuleOp;
class OpPassManager;
class Pass;
} // namespace mlir

namespace cute::lower {

/// One pass of a pipeline: its command-line name and a factory.
struct PipelinePass {
  std::string name;
  std::function<std::unique_ptr<mlir::Pass>()> create;
  /// The same pass leaving ops whose pattern application was skipped (for
  /// per-pattern bisection); empty when the pass has no such mode.
  std::function<std::unique_ptr<mlir::Pass>()> createPartial = nullptr;
};

/// The passes of the cute-to-llvm pipeline, in order (what
/// buildCuteToLLVMPipeline adds), for per-pass bisection.
std::vector<PipelinePass> cuteToLLVMPipelinePasses();

/// Adds lower-views -> desugar -> expand -> to-llvm -> upstream func/arith/scf/cf/index to
/// LLVM -> reconcile-unrealized-casts to `pm`, in that order.
void buildCuteToLLVMPipeline(mlir::OpPassManager &pm);

/// The GPU a PTX pipeline targets.
struct PTXTarget {
  std::string chip = "sm_90";
  std::string features = "+ptx80";
  /// gpu-module-to-binary's compilation target: isa (PTX text), bin, fatbin.
  std::string format = "isa";
};

/// Adds lower-views -> desugar -> expand -> atoms-to-nvvm -> to-llvm -> scf-to-cf -> (gpu.module)
/// convert-gpu-to-nvvm with the kernel-entry ABI -> nvvm-attach-target ->
/// gpu-module-to-binary to `pm`: every gpu.module becomes a gpu.binary.
void buildCuteToPTXPipeline(mlir::OpPassManager &pm, const PTXTarget &target);

/// Why `target` cannot be built: an unknown format (isa, bin or fatbin) or
/// a chip that LLVM's NVPTX backend does not know; none when it can.
std::optional<std::string> ptxTargetError(const PTXTarget &target);

/// The PTX text of one gpu.module.
struct PTXModule {
  std::string name;
  std::string ptx;
};

/// Lowers `module` in place with buildCuteToPTXPipeline for `target` (its
/// format set to isa) and gives the PTX of every gpu.module, in module
/// order; failure, with the pipeline's diagnostics, when it does not lower.
/// A module with an SM90 GMMA call asked for sm_90 is lowered for sm_90a,
/// the only target with wgmma.
mlir::FailureOr<std::vector<PTXModule>> lowerToPTX(mlir::ModuleOp module, PTXTarget target);

} // namespace cute::lower

#endif
