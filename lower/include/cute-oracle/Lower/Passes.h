//===- Passes.h - cute lowering passes --------------------------*- C++ -*-===//
#ifndef CUTE_ORACLE_LOWER_PASSES_H
#define CUTE_ORACLE_LOWER_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cute::lower {
#define GEN_PASS_DECL
#include "cute-oracle/Lower/Passes.h.inc"
#define GEN_PASS_REGISTRATION
#include "cute-oracle/Lower/Passes.h.inc"

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

/// Registers the passes above and the `cute-to-llvm-pipeline` pipeline.
void registerLowerPasses();
} // namespace cute::lower

#endif
