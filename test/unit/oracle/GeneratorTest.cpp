//===- GeneratorTest.cpp - The program generators cover every cute op -----===//
//
// Every op of the cute dialect is emitted by some op family's generator
// (constructors through the inputs of the Constants and Arguments forms;
// the atom calls by the atom-call kernels),
// every family's own op appears in all three forms, and generated programs
// verify in every form. The last is a RapidCheck property over the typed
// generator, so a failure shrinks to a small program and prints its seed.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/AtomCallKernels.h"
#include "cute-oracle/Fuzz/Generators.h"
#include "cute-oracle/Fuzz/TiledPartitions.h"
#include "cute-oracle/Fuzz/ViewCopies.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"
#include "cute-oracle/core/Text.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <regex>
#include <set>

namespace {

using cute::fuzz::Form;

TEST(Generators, EveryCuteOpIsEmittedBySomeFamily) {
  std::set<std::string> emitted;
  for (const std::string &family : cute::fuzz::opFamilies())
    for (const std::string &op : cute::fuzz::opsEmittedBy(family))
      emitted.insert(op);
  // The atom calls run in kernels only: their family writes kernels.
  for (const std::string &op : cute::fuzz::opsEmittedByAtomCallKernels())
    emitted.insert(op);
  // Views hold memrefs: their family writes whole modules.
  for (const std::string &op : cute::fuzz::opsEmittedByViewCopies())
    emitted.insert(op);
  for (const std::string &op : cute::fuzz::opsEmittedByPartitions())
    emitted.insert(op);
  for (const std::string &op : cute::campaign::allCuteOps())
    EXPECT_TRUE(emitted.count(op)) << "no generator emits cute." << op;
}

TEST(Generators, KnowWhichOpsInferTheirResultTypes) {
  mlir::DialectRegistry registry;
  cute::oracle::registerBackendDialects(registry);
  mlir::MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  for (const std::string &op : cute::campaign::allCuteOps()) {
    std::optional<mlir::RegisteredOperationName> name =
        mlir::RegisteredOperationName::lookup("cute." + op, &ctx);
    ASSERT_TRUE(name) << op;
    EXPECT_EQ(name->hasInterface<mlir::InferTypeOpInterface>(), cute::fuzz::infersItsResultType(op))
        << "cute." << op;
  }
}

TEST(Generators, EveryFamilyEmitsItsOpInEveryForm) {
  cute::fuzz::ProgramOptions o;
  o.maxOps = 1;
  for (const std::string &family : cute::fuzz::opFamilies()) {
    o.focus = {family};
    std::set<Form> seen;
    for (uint64_t seed = 0; seed < 400 && seen.size() < 3; ++seed) {
      cute::fuzz::Program p =
          cute::fuzz::genProgram(o)(rc::Random(seed), rc::kNominalSize).value();
      for (Form f : {Form::Static, Form::Constants, Form::Arguments}) {
        bool dynamicForm = f != Form::Static;
        if (dynamicForm && p.numDynamicLeaves() == 0)
          continue;
        std::vector<std::string> ops = cute::fuzz::cuteOpsIn(cute::fuzz::writeProgram(p, f));
        if (std::find(ops.begin(), ops.end(), family) != ops.end())
          seen.insert(f);
      }
    }
    EXPECT_EQ(seen.size(), 3u) << family << " is emitted in " << seen.size() << " forms";
  }
}

/// Scaled-basis strides (static `n@m` and run-time `?@m`) and composed
/// layouts with a tuple offset are generated, in the run-time forms too.
TEST(Generators, EmitScaledBasisStridesAndTupleOffsets) {
  cute::fuzz::ProgramOptions o;
  bool staticBasis = false, dynamicBasis = false, tupleOffset = false;
  for (const char *family : {"layout_eval", "coalesce", "composed_get_offset"}) {
    o.focus = {family};
    for (uint64_t seed = 0; seed < 200; ++seed) {
      cute::fuzz::Program p = cute::fuzz::genProgram(o)(rc::Random(seed), rc::kNominalSize).value();
      std::string text = cute::fuzz::writeProgram(p, Form::Arguments);
      staticBasis |= text.find("1@0") != std::string::npos;
      dynamicBasis |= text.find("?@1") != std::string::npos;
      tupleOffset |= std::regex_search(text, std::regex(R"( o \([0-9?,]*\) o )"));
    }
  }
  EXPECT_TRUE(staticBasis);
  EXPECT_TRUE(dynamicBasis);
  EXPECT_TRUE(tupleOffset);
}

/// Some layout results are also printed as tables, and the lines of a
/// table are attributed to print (its own lowering), not to the op whose
/// result it shows. A program outside a profile without print_table has
/// none.
TEST(Generators, PrintSomeLayoutsAsTablesWhoseLinesArePrints) {
  cute::fuzz::ProgramOptions o;
  o.focus = {"coalesce", "logical_divide", "composition"};
  cute::fuzz::Profile noTables;
  noTables.excluded = {"print_table"};
  int tables = 0;
  for (uint64_t seed = 0; seed < 200; ++seed) {
    cute::fuzz::Program p = cute::fuzz::genProgram(o)(rc::Random(seed), rc::kNominalSize).value();
    std::string text = cute::fuzz::writeProgram(p, Form::Static, {}, "main");
    EXPECT_EQ(text.find("{table}") != std::string::npos, bool(noTables.firstExcluded(p)));
    if (text.find("{table}") == std::string::npos)
      continue;
    ++tables;
    mlir::DialectRegistry registry;
    cute::oracle::registerBackendDialects(registry);
    mlir::MLIRContext ctx(registry);
    auto module = mlir::parseSourceString<mlir::ModuleOp>(text, &ctx);
    ASSERT_TRUE(module) << text;
    std::unique_ptr<cute::oracle::Backend> interp = cute::oracle::makeInterpreterBackend();
    ASSERT_TRUE(mlir::succeeded(interp->prepare(*module)));
    cute::oracle::RunOutput out = interp->run("main", {});
    ASSERT_TRUE(out.ok()) << out.error;
    llvm::SmallVector<llvm::StringRef> lines;
    llvm::StringRef(out.printed).split(lines, '\n', -1, false);
    for (auto [line, printed] : llvm::enumerate(lines))
      if (printed.starts_with("    +") || printed.contains(" -> "))
        EXPECT_EQ(cute::campaign::opAtLine(p, Form::Static, line), "print")
            << "seed " << seed << ", line " << line << ":\n" << out.printed;
  }
  EXPECT_GT(tables, 5);
}

/// The op a campaign attributes a printed line to (from the program) is
/// the one the module's text names (what the reducer and the re-check of a
/// finding see), in every form: an input by the op that writes it in that
/// form, a value passed through a call by the op before the call, a
/// table's lines by print.
TEST(Generators, ProgramAndModuleNameTheSameOpForEveryPrintedLine) {
  mlir::DialectRegistry registry;
  cute::oracle::registerBackendDialects(registry);
  mlir::MLIRContext ctx(registry);
  int calls = 0;
  for (uint64_t seed = 0; seed < 60; ++seed) {
    cute::fuzz::Program p =
        cute::fuzz::genProgram()(rc::Random(seed), rc::kNominalSize).value();
    for (Form f : {Form::Static, Form::Constants, Form::Arguments}) {
      std::string text = cute::fuzz::writeProgram(p, f) +
                         cute::fuzz::writeBatchMain(p, {{"case", f, {p.witness()}}});
      calls += text.find("func.call @case_pass") != std::string::npos;
      auto module = mlir::parseSourceString<mlir::ModuleOp>(text, &ctx);
      ASSERT_TRUE(module) << text;
      std::vector<std::string> printers;
      cute::eval::Options options;
      options.onPrint = [&](mlir::Operation *print) {
        printers.push_back(cute::campaign::printedBy(print));
      };
      std::unique_ptr<cute::oracle::Backend> interp =
          cute::oracle::makeInterpreterBackend(options);
      ASSERT_TRUE(mlir::succeeded(interp->prepare(*module)));
      cute::oracle::RunOutput out = interp->run("main", {});
      if (!out.ok())
        continue;
      for (size_t line = 0; line < printers.size(); ++line)
        EXPECT_EQ(cute::campaign::opAtLine(p, f, line), printers[line])
            << "seed " << seed << ", " << cute::fuzz::formName(f) << " form, line " << line
            << ":\n" << text;
    }
  }
  EXPECT_GT(calls, 5);
}

/// Each value generator gives well-formed values: their canonical text
/// parses back to them.
template <class T> void roundTrips(const rc::Gen<T> &gen) {
  T v = *gen;
  std::string text = cute::core::print(v);
  cute::core::Result<cute::core::Value> back = cute::core::parseValue(text);
  RC_LOG() << text << "\n";
  RC_ASSERT(bool(back));
  RC_ASSERT(cute::core::print(*back) == text);
}

RC_GTEST_PROP(Generators, GeneratedValuesRoundTrip, ()) {
  roundTrips(cute::fuzz::genShape());
  roundTrips(cute::fuzz::genLayout());
  roundTrips(cute::fuzz::genSwizzle());
  roundTrips(cute::fuzz::genComposedLayout());
  roundTrips(cute::fuzz::genTile());
}

mlir::MLIRContext &backendContext() {
  static mlir::MLIRContext *ctx = [] {
    mlir::DialectRegistry registry;
    cute::oracle::registerBackendDialects(registry);
    auto *c = new mlir::MLIRContext(registry);
    c->loadAllAvailableDialects();
    return c;
  }();
  return *ctx;
}

/// The diagnostics of the first form of `p` that does not verify (with
/// its text); empty when every form verifies.
std::string firstFormThatFails(const cute::fuzz::Program &p) {
  mlir::MLIRContext &ctx = backendContext();
  for (Form f : {Form::Static, Form::Constants, Form::Arguments}) {
    std::string text = cute::fuzz::writeProgram(p, f), diagnostics;
    mlir::ScopedDiagnosticHandler handler(&ctx, [&](mlir::Diagnostic &d) {
      diagnostics += d.str() + "\n";
      return mlir::success();
    });
    if (!mlir::parseSourceString<mlir::ModuleOp>(text, &ctx))
      return std::string(cute::fuzz::formName(f)) + " form:\n" + text + diagnostics;
  }
  return "";
}

RC_GTEST_PROP(Generators, ProgramsVerifyInEveryForm, ()) {
  std::string failure = firstFormThatFails(*cute::fuzz::genProgram());
  RC_LOG() << failure;
  RC_ASSERT(failure.empty());
}

/// Each family focused, so that one op's verifier rules are met on many of
/// its own programs (tiled_divide's partition ranks, the run-time types of
/// right_inverse and get_scalars once were not).
TEST(Generators, EveryFamilysProgramsVerify) {
  cute::fuzz::ProgramOptions o;
  for (const std::string &family : cute::fuzz::opFamilies()) {
    o.focus = {family};
    for (uint64_t seed = 0; seed < 40; ++seed) {
      std::string failure =
          firstFormThatFails(cute::fuzz::genProgram(o)(rc::Random(seed), rc::kNominalSize).value());
      EXPECT_TRUE(failure.empty()) << family << ", seed " << seed << ": " << failure;
      if (!failure.empty())
        break;
    }
  }
}

} // namespace
