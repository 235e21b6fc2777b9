//===- AtomCallKernelTest.cpp - Generated atom-call kernels ---------------===//
//
// The atom-call family (fuzz/AtomCallKernels.h): for random registry atoms
// and data, the interpreter runs the generated kernel on the atom's threads
// and prints what interp/core's atom call computes on the same registers
// (a RapidCheck property: a failure shrinks to one atom and prints its seed
// and reproduce string, and logs the module). Every atom's kernel lowers
// to PTX (ptxas assembles them in corpus/fuzz/atom-call-kernels.test).
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/AtomCallKernels.h"
#include "cute-oracle/Lower/Passes.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using cute::fuzz::AtomCallCase;

mlir::DialectRegistry registry() {
  mlir::DialectRegistry r;
  cute::oracle::registerBackendDialects(r);
  return r;
}

/// Parses `text` in `ctx`; the diagnostics are appended to `errors`.
mlir::OwningOpRef<mlir::ModuleOp> parse(mlir::MLIRContext &ctx, const std::string &text,
                                        std::string &errors) {
  mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
    errors += d.str() + "\n";
    return mlir::success();
  });
  return mlir::parseSourceString<mlir::ModuleOp>(text, &ctx);
}

RC_GTEST_PROP(AtomCallKernels, InterpreterComputesTheAtomCall, ()) {
  AtomCallCase c = *cute::fuzz::genAtomCallCase();
  cute::core::Result<std::string> text = cute::fuzz::writeAtomCallModule(c);
  RC_ASSERT(bool(text));
  RC_LOG() << *text;
  cute::core::Result<std::string> expected = cute::fuzz::expectedOutput(c);
  RC_ASSERT(bool(expected));
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(*text);
  RC_LOG() << run.error << "the interpreter printed:\n"
           << run.printed << "interp/core computes:\n"
           << *expected;
  RC_ASSERT(run.ok);
  RC_ASSERT(run.printed == *expected);
}

TEST(AtomCallKernels, EveryAtomLowersToPTX) {
  for (const AtomCallCase &c : cute::fuzz::atomCallAtoms()) {
    cute::core::Result<std::string> text = cute::fuzz::writeAtomCallModule(c);
    ASSERT_TRUE(bool(text)) << c;
    mlir::MLIRContext ctx(registry());
    std::string errors;
    mlir::OwningOpRef<mlir::ModuleOp> module = parse(ctx, *text, errors);
    ASSERT_TRUE(module) << c << "\n" << errors;
    mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
      errors += d.str() + "\n";
      return mlir::success();
    });
    mlir::FailureOr<std::vector<cute::lower::PTXModule>> ptx = cute::lower::lowerToPTX(*module, {});
    ASSERT_TRUE(mlir::succeeded(ptx)) << c << "\n" << errors;
    ASSERT_EQ(ptx->size(), 1u) << c;
    // A universal copy between private fragments becomes register moves.
    const char *instruction = c.isMma                                    ? "mma.sync"
                              : c.atom.find("LDSM") != std::string::npos ? "ldmatrix"
                                                                         : "";
    EXPECT_NE(ptx->front().ptx.find(instruction), std::string::npos) << c;
  }
}

} // namespace
