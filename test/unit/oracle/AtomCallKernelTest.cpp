//===- AtomCallKernelTest.cpp - Generated atom-call kernels ---------------===//
//
// The atom-call family (fuzz/AtomCallKernels.h): for random registry atoms
// and data, the interpreter runs the generated kernel on the atom's threads
// and prints what interp/core's atom call computes on the same registers
// (a RapidCheck property: a failure shrinks to one atom and prints its seed
// and reproduce string, and logs the module). Every atom's kernel lowers
// to PTX (ptxas assembles them in corpus/tools/gpu-batch-atoms.test). A
// fragment broken one way gets the verifier's diagnostic for that fault.
//
//===----------------------------------------------------------------------===//
#include "KernelFamilies.h"
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Fuzz/AtomCallKernels.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using cute::fuzz::AtomCallCase;

RC_GTEST_PROP(AtomCallKernels, InterpreterComputesTheAtomCall, ()) {
  AtomCallCase c = *cute::fuzz::genAtomCallCase();
  cute::test::assertInterpreterPrints(cute::fuzz::writeAtomCallModule(c),
                                      cute::fuzz::expectedOutput(c));
}

/// A fragment's memref type: `values` elements of `element`, in shared
/// memory or not, with an extra leading unit dimension when `rankTwo`.
std::string memrefType(int64_t values, const std::string &element, bool shared, bool rankTwo) {
  return "memref<" + std::string(rankTwo ? "1x" : "") + std::to_string(values) + "x" + element +
         (shared ? ", 3>" : ">");
}

/// A GMMA tile's view type: `elements` of `element` viewed by `layoutType`,
/// in shared memory or not.
std::string viewType(int64_t elements, const std::string &element, bool shared,
                     const std::string &layoutType) {
  return "!cute.view<" + memrefType(elements, element, shared, false) + ", " + layoutType + ">";
}

/// The type of a fragment broken by `fault` (-1: none; 0: its element
/// type, 1: its number of values, 2: its rank, or a memref for a GMMA
/// tile, 3: its memory) and the verifier's words for that fault.
std::pair<std::string, std::string> brokenFragment(const cute::fuzz::AtomCallFragment &f,
                                                   int fault) {
  std::string element = fault == 0 ? (f.elementType == "f32" ? "f16" : "f32") : f.elementType;
  bool shared = f.shared != (fault == 3);
  std::string type, prefix = "expects `" + f.name + "` ";
  if (f.tile) {
    // One more 8-row group of an INTERLEAVE tile has 128 more values.
    int64_t rows = f.values / 16 + (fault == 1 ? 8 : 0);
    cute::fuzz::GmmaTile tile = *f.tile;
    if (fault == 1)
      tile = {"!cute.layout<\"((8," + std::to_string(rows / 8) + "),(8,2)):((8,64),(1," +
                  std::to_string(rows * 8) + "))\">",
              rows * 16};
    type = fault == 2 ? memrefType(f.values, element, true, false)
                      : viewType(tile.elements, element, shared, tile.layoutType);
    std::string words[] = {
        prefix + "to hold the atom's element type '" + f.elementType + "', but got '" + type + "'",
        prefix + "to view the " + std::to_string(f.values) + " values of the atom's ",
        prefix + "to be a !cute.view of its tile in shared memory", prefix + "in shared memory"};
    return {type, fault < 0 ? "" : words[fault]};
  }
  int64_t values = fault == 1 ? f.values + 1 : f.values;
  type = memrefType(values, element, shared, fault == 2);
  if (fault < 0)
    return {type, ""};
  std::string words[] = {
      prefix + "to hold the atom's element type '" + f.elementType + "', but got '" + type + "'",
      prefix + "to hold the " + std::to_string(f.values) + " values the atom's layout ",
      prefix + "to be a rank-1 memref of static size (the thread's fragment), but got '" + type +
          "'",
      prefix + "in " + f.place};
  return {type, words[fault]};
}

/// A fragment of a valid atom call broken one way (its element type, its
/// number of values, its rank or its memory) gets the verifier's diagnostic
/// naming that fragment and that fault.
RC_GTEST_PROP(AtomCallKernels, VerifierNamesTheBrokenFragment, ()) {
  AtomCallCase c = *cute::fuzz::genAtomCallCase();
  cute::core::Result<cute::fuzz::AtomCallSignature> sig = cute::fuzz::atomCallSignature(c);
  RC_ASSERT(bool(sig));
  size_t broken = *rc::gen::inRange<size_t>(0, sig->fragments.size());
  int fault = *rc::gen::inRange(0, sig->anyMemory ? 3 : 4);
  std::string args = "%atom: " + sig->atomType, operands = "%atom", types = sig->atomType;
  std::string expected;
  for (size_t i = 0; i < sig->fragments.size(); ++i) {
    auto [type, words] = brokenFragment(sig->fragments[i], i == broken ? fault : -1);
    args += ", %x" + std::to_string(i) + ": " + type;
    operands += ", %x" + std::to_string(i);
    types += ", " + type;
    if (i == broken)
      expected = words;
  }
  std::string op = c.isMma ? "cute.mma_atom_call" : "cute.copy_atom_call";
  std::string text =
      "func.func @f(" + args + ") {\n  " + op + "(" + operands + ") : " + types + "\n  return\n}\n";
  RC_LOG() << text << "expected: " << expected << "\n";
  mlir::MLIRContext ctx(cute::campaign::backendRegistry());
  std::string errors;
  mlir::OwningOpRef<mlir::ModuleOp> module = cute::campaign::parseText(ctx, text, errors);
  RC_LOG() << errors;
  RC_ASSERT(!module);
  RC_ASSERT(errors.find("'" + op + "' op " + expected) != std::string::npos);
}

TEST(AtomCallKernels, EveryAtomLowersToPTX) {
  for (const AtomCallCase &c : cute::fuzz::atomCallAtoms()) {
    cute::core::Result<std::string> text = cute::fuzz::writeAtomCallModule(c);
    ASSERT_TRUE(bool(text)) << c;
    std::string ptx;
    ASSERT_TRUE(cute::test::lowersToOnePTXModule(*text, ptx)) << c;
    // A universal copy between private fragments becomes register moves:
    // it has no instruction of its own to look for.
    if (c.atom.starts_with("UniversalCopy"))
      continue;
    std::string instruction = c.atom.find("CP_ASYNC") != std::string::npos ? "cp.async.ca"
                              : !c.isMma                                   ? "ldmatrix"
                              : c.atom.starts_with("SM90_")                ? "wgmma.mma_async"
                                                                           : "mma.sync";
    EXPECT_NE(ptx.find(instruction), std::string::npos) << c;
  }
}

} // namespace
