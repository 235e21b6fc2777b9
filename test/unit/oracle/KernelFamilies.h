//===- KernelFamilies.h - Checks shared by the kernel families' tests -*- C++ -*-===//
//
// The generated kernel families (fuzz/AtomCallKernels.h, TiledMmaKernels.h,
// TiledCopyKernels.h) are checked the same way: the interpreter runs a
// case's module and must print the family's reference, and the module
// lowers to one PTX module.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_TEST_KERNELFAMILIES_H
#define CUTE_ORACLE_TEST_KERNELFAMILIES_H

#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Lower/Pipeline.h"
#include "cute-oracle/core/Result.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>

namespace cute::test {

/// RapidCheck: the interpreter runs `module` and prints `expected` (both
/// logged on failure).
inline void assertInterpreterPrints(const core::Result<std::string> &module,
                                    const core::Result<std::string> &expected) {
  RC_ASSERT(bool(module));
  RC_LOG() << *module;
  RC_ASSERT(bool(expected));
  oracle::RunOutput run = campaign::runInterpreterOnText(*module);
  RC_LOG() << run.error << "the interpreter printed:\n"
           << run.printed << "the reference is:\n"
           << *expected;
  RC_ASSERT(run.ok());
  RC_ASSERT(run.printed == *expected);
}

/// gtest: `module` parses, verifies and lowers to one PTX module, whose
/// text goes to `ptx`.
inline testing::AssertionResult lowersToOnePTXModule(const std::string &module, std::string &ptx) {
  mlir::MLIRContext ctx(campaign::backendRegistry());
  std::string errors;
  mlir::OwningOpRef<mlir::ModuleOp> parsed = campaign::parseText(ctx, module, errors);
  if (!parsed)
    return testing::AssertionFailure() << errors;
  mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
    errors += d.str() + "\n";
    return mlir::success();
  });
  mlir::FailureOr<std::vector<lower::PTXModule>> lowered = lower::lowerToPTX(*parsed, {});
  if (mlir::failed(lowered) || lowered->size() != 1)
    return testing::AssertionFailure() << "no single PTX module:\n" << errors;
  ptx = lowered->front().ptx;
  return testing::AssertionSuccess();
}

} // namespace cute::test

#endif
