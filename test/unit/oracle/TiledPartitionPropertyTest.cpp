//===- TiledPartitionPropertyTest.cpp - cute.tiled_partition on random atoms ===//
//
// The tiled-partition family (fuzz/TiledPartitions.h): every thread of a
// random tiled MMA or tiled copy marks its cute.tiled_partition of a view
// of the operand's tensor; the interpreter and the lowered program must
// print what interp/core's partitions give (RapidCheck properties: a
// failure shrinks and prints its seed and reproduce string), and the
// partitions of C and of a copy's destination cover the view exactly once.
// Inadmissible combinations get the verifiers' diagnostics: a view whose
// extent the tiled atom's tile does not divide, and a tiled builder whose
// result names another atom.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/TiledPartitions.h"
#include "cute-oracle/Oracle/JitBackend.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledCopy.h"
#include "cute-oracle/core/TiledMma.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>

namespace {

using cute::fuzz::PartitionCase;

std::pair<std::string, std::string> programAndExpectation(const PartitionCase &c) {
  RC_LOG() << c << "\n";
  cute::core::Result<std::string> text = cute::fuzz::writePartitionProgram(c);
  RC_ASSERT(bool(text));
  RC_LOG() << *text;
  cute::core::Result<std::string> expected = cute::fuzz::expectedPartitionOutput(c);
  RC_ASSERT(bool(expected));
  return {*text, *expected};
}

RC_GTEST_PROP(TiledPartitions, InterpreterMarksEveryThreadsPartition, ()) {
  auto [text, expected] = programAndExpectation(*cute::fuzz::genPartitionCase());
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(text);
  RC_LOG() << run.error;
  RC_ASSERT(run.ok());
  RC_ASSERT(run.printed == expected);
}

RC_GTEST_PROP(TiledPartitions, LoweredProgramMarksEveryThreadsPartition, ()) {
  auto [text, expected] = programAndExpectation(*cute::fuzz::genPartitionCase());
  cute::oracle::RunOutput run =
      cute::campaign::runOnText(text, [] { return cute::oracle::makeJitBackend(); });
  RC_LOG() << run.error;
  RC_ASSERT(run.ok());
  RC_ASSERT(run.printed == expected);
}

/// Every line the program prints for a partition of C or of a copy's
/// destination is one mark (count 1, in the high half): each element is
/// covered once. (A copy's source may be read by several threads: ldmatrix
/// x1 and x2.)
RC_GTEST_PROP(TiledPartitions, PartitionsOfCAndOfACopysDestinationCoverTheViewOnce, ()) {
  PartitionCase c = *cute::fuzz::genPartitionCase();
  RC_PRE(c.operand == 'C' || c.operand == 'D');
  auto [text, expected] = programAndExpectation(c);
  cute::oracle::RunOutput run = cute::campaign::runInterpreterOnText(text);
  RC_ASSERT(run.ok());
  std::istringstream lines(run.printed);
  for (int64_t x; lines >> x;)
    RC_ASSERT(x / 65536 == 1);
}

/// The tile of the case's tiled atom over its operand's view: (M,K),
/// (N,K) or (M,N) of a tiled MMA, (M,N) of a tiled copy.
cute::core::IntTuple tileOf(const PartitionCase &c) {
  if (c.mma)
    return *cute::core::operandTile(
        *cute::core::makeTiledMma(c.mma->op, c.mma->atomLayout, c.mma->permutation), c.operand);
  return cute::core::makeTiledCopy(c.copy->atom, c.copy->thr, c.copy->val)->tileMN;
}

/// The diagnostics of `text` when it fails to parse and verify (RC_ASSERT).
std::string errorsOf(const std::string &text) {
  RC_LOG() << text;
  mlir::MLIRContext ctx(cute::campaign::backendRegistry());
  std::string errors;
  mlir::OwningOpRef<mlir::ModuleOp> module = cute::campaign::parseText(ctx, text, errors);
  RC_LOG() << errors;
  RC_ASSERT(!module);
  return errors;
}

/// A view one of whose modes is not a multiple of the tile's extent in it
/// (k tiles and a remainder) gets phase three's diagnostic naming the mode,
/// the view's shape, the extent and the view's extent.
RC_GTEST_PROP(TiledPartitions, ViewsTheTileDoesNotDivideGetTheVerifiersDiagnostic, ()) {
  PartitionCase c = *cute::fuzz::genPartitionCase();
  cute::core::IntTuple tile = tileOf(c);
  int mode = *rc::gen::inRange(0, 2);
  int64_t extent = cute::core::product(tile.mode(mode))->value(),
          other = cute::core::product(tile.mode(1 - mode))->value();
  RC_PRE(extent > 1);
  int64_t n = extent * *rc::gen::inRange<int64_t>(0, 3) + *rc::gen::inRange<int64_t>(1, extent);
  auto of = [](int64_t v) { return cute::core::IntTuple::of(v); };
  cute::core::IntTuple shape = cute::core::IntTuple::tuple(
      mode == 0 ? std::vector{of(n), of(other)} : std::vector{of(other), of(n)});
  cute::core::Layout view = *cute::core::makeLayout(shape);
  std::string layout = "!cute.layout<\"" + cute::core::print(view) + "\">";
  std::string memref = "memref<" + std::to_string(n * other) + "xi32>";
  std::string viewType = "!cute.view<" + memref + ", " + layout + ">";
  cute::fuzz::TiledAtomTypes types = *(c.mma ? c.mma->mlirTypes() : c.copy->mlirTypes());
  std::string text =
      "func.func @f(%tiled: " + types.tiled + ", %m: " + memref + ", %t: index) {\n" +
      "  %l = cute.static : " + layout + "\n  %v = cute.make_view %m, %l : " + viewType +
      "\n  %f = cute.tiled_partition<\"" + std::string(1, c.operand) +
      "\">(%tiled, %v, %t) : " + types.tiled + ", " + viewType +
      " -> !cute.view<memref<?xi32, strided<[1], offset: ?>>, !cute.layout<\"(1,1,1):(0,0,0)\">>" +
      "\n  return\n}\n";
  std::string expected = "'cute.tiled_partition' op expects mode " + std::to_string(mode) +
                         " of the view's shape " + cute::core::print(shape) +
                         " to be a multiple of the tiled atom's tile extent " +
                         std::to_string(extent) + " in it, but got " + std::to_string(n);
  RC_LOG() << "expected: " << expected << "\n";
  RC_ASSERT(errorsOf(text).find(expected) != std::string::npos);
}

/// The MLIR spelling of a type as the verifier prints it.
std::string printed(const std::string &type) {
  mlir::MLIRContext ctx(cute::campaign::backendRegistry());
  ctx.loadAllAvailableDialects();
  std::string out;
  llvm::raw_string_ostream os(out);
  os << mlir::parseType(type, &ctx);
  return out;
}

/// make_tiled_mma / make_tiled_copy of one registry atom whose result is
/// a tiled form of another gets the dialect documents' diagnostic naming both atoms.
RC_GTEST_PROP(TiledPartitions, TiledBuilderOfAnotherAtomGetsTheVerifiersDiagnostic, ()) {
  bool mma = *rc::gen::arbitrary<bool>();
  std::optional<cute::fuzz::TiledAtomTypes> from, to;
  if (mma) {
    from = (*cute::fuzz::genTiledMmaStructure()).mlirTypes();
    to = (*cute::fuzz::genTiledMmaStructure()).mlirTypes();
  } else {
    from = (*cute::fuzz::genTiledCopyStructure()).mlirTypes();
    to = (*cute::fuzz::genTiledCopyStructure()).mlirTypes();
  }
  RC_PRE(from && to && from->atom != to->atom);
  std::string op = mma ? "cute.make_tiled_mma" : "cute.make_tiled_copy";
  std::string text = "func.func @f() {\n  %a = cute.make_atom : " + from->atom + "\n  %t = " + op +
                     "(%a) : " + from->atom + " -> " + to->tiled + "\n  return\n}\n";
  std::string expected = "'" + op + "' op expects the result atom type '" + printed(to->atom) +
                         "' to match the operand atom type '" + printed(from->atom) + "'";
  RC_LOG() << "expected: " << expected << "\n";
  RC_ASSERT(errorsOf(text).find(expected) != std::string::npos);
}

} // namespace
