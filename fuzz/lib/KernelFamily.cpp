//===- KernelFamily.cpp - The generated GPU kernel families ---------------===//
#include "cute-oracle/Fuzz/KernelFamily.h"
#include "cute-oracle/Fuzz/AtomCallKernels.h"
#include "cute-oracle/Fuzz/TiledCopyKernels.h"
#include "cute-oracle/Fuzz/TiledMmaKernels.h"

#include <sstream>

namespace cute::fuzz {

namespace {

/// Case `index` of the atom-call family: atom `index` modulo the atoms,
/// on data of `seed`.
rc::Shrinkable<KernelCase> atomCall(uint64_t seed, uint64_t index) {
  const std::vector<AtomCallCase> &atoms = atomCallAtoms();
  AtomCallCase c = atoms[index % atoms.size()];
  c.seed = seed;
  return rc::shrinkable::just(KernelCase{
      "atom call " + std::to_string(index) + " (" + c.atom + ", data seed " +
          std::to_string(seed) + ")",
      c.isMma ? "mma_atom_call" : "copy_atom_call",
      [c](const std::string &name) { return writeAtomCallKernel(c, name); },
      writeAtomCallModule(c), expectedOutput(c), atomCallThreads(c)});
}

/// A whole-tile case drawn by `gen` from `seed`, written by the family's
/// functions.
template <typename Case, typename Kernel, typename Module, typename Expected, typename Threads>
rc::Shrinkable<KernelCase> wholeTile(const std::string &family, const std::string &callOp,
                                     uint64_t seed, uint64_t index, rc::Gen<Case> gen,
                                     Kernel kernel, Module module, Expected expected,
                                     Threads threads) {
  return rc::shrinkable::map(gen(rc::Random(seed), rc::kNominalSize), [=](const Case &c) {
    std::ostringstream what;
    what << family << " " << index << " (" << c << ")";
    return KernelCase{what.str(), callOp,
                      [c, kernel](const std::string &name) { return kernel(c, name); },
                      module(c), expected(c), threads(c)};
  });
}

} // namespace

const std::vector<KernelFamily> &kernelFamilies() {
  static const std::vector<KernelFamily> families = {
      {"atom call", "what interp/core's atom call computes", atomCall},
      {"tiled MMA", "the matrix product",
       [](uint64_t seed, uint64_t index) {
         return wholeTile("tiled MMA", "mma_atom_call", seed, index, genTiledMmaKernelCase(),
                          writeTiledMmaKernel, writeTiledMmaModule, expectedTiledMmaOutput,
                          tiledMmaThreads);
       }},
      {"tiled copy", "D(i,j) = S(i,j)",
       [](uint64_t seed, uint64_t index) {
         return wholeTile("tiled copy", "copy_atom_call", seed, index, genTiledCopyKernelCase(),
                          writeTiledCopyKernel, writeTiledCopyModule, expectedTiledCopyOutput,
                          tiledCopyThreads);
       }},
  };
  return families;
}

} // namespace cute::fuzz
