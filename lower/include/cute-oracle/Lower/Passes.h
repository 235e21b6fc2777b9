//===- Passes.h - cute lowering passes --------------------------*- C++ -*-===//
//
// The lowering passes (Passes.td) and their registration. Light on
// purpose: the dialects a pass produces are included by the file that
// defines it, and the pipelines built from the passes are in Pipeline.h.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_PASSES_H
#define CUTE_ORACLE_LOWER_PASSES_H

#include "mlir/Pass/Pass.h"

namespace cute::lower {
#define GEN_PASS_DECL
#include "cute-oracle/Lower/Passes.h.inc"
#define GEN_PASS_REGISTRATION
#include "cute-oracle/Lower/Passes.h.inc"

/// Registers the passes above and the `cute-to-llvm-pipeline` pipeline
/// (Pipeline.h).
void registerLowerPasses();
} // namespace cute::lower

#endif
