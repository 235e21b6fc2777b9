//===- Generators.cpp - Random programs and valuations --------------------===//
#include "cute-oracle/Fuzz/Generators.h"
#include "Leaves.h"
#include "OpFamilies.h"
#include "ValueGen.h"

#include "cute-oracle/core/Text.h"

#include <set>

namespace cute::fuzz {

using core::IntTuple;

rc::Gen<Program> genProgram(ProgramOptions options) {
  std::vector<std::string> families;
  for (const std::string &f : options.focus.empty() ? opFamilies() : options.focus)
    if (options.profile.has(f))
      families.push_back(f);
  auto program = rc::gen::exec([options, families] {
    Program p;
    p.width = chance(70) ? 32 : 64;
    ProgramBuilder b(p, options.profile);
    for (int64_t i = 0, n = draw(1, options.maxOps); i < n; ++i)
      buildFamily(families[size_t(draw(0, int64_t(families.size()) - 1))], b);
    return p;
  });
  if (options.profile.isFull())
    return program;
  return rc::gen::suchThat(std::move(program),
                           [profile = options.profile](const Program &p) { return profile.admits(p); });
}

std::vector<std::string> opsEmittedBy(const std::string &family) {
  std::set<std::string> ops;
  ProgramOptions o;
  o.maxOps = 1;
  o.focus = {family};
  for (int seed = 0; seed < 200; ++seed) {
    Program p = genProgram(o)(rc::Random(uint64_t(seed)), rc::kNominalSize).value();
    for (Form f : {Form::Static, Form::Constants, Form::Arguments})
      for (const std::string &op : cuteOpsIn(writeProgram(p, f)))
        ops.insert(op);
  }
  return {ops.begin(), ops.end()};
}

namespace {

int64_t uniform(std::mt19937_64 &rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

/// A value for a run-time leaf whose witness is `w`.
int64_t perturb(int64_t w, unsigned width, std::mt19937_64 &rng) {
  int64_t limit = width == 32 ? INT32_MAX : INT64_MAX;
  switch (uniform(rng, 0, 9)) {
  case 0:
    return uniform(rng, 0, 1) ? limit : limit / uniform(rng, 2, 1 << 16);
  case 1:
    return -uniform(rng, 0, 8);
  case 2:
  case 3:
    return w * uniform(rng, 2, 4);
  case 4:
    return uniform(rng, 0, 16);
  default:
    return w;
  }
}

} // namespace

std::vector<std::vector<int64_t>> boundaryValuations(const Program &p, size_t max) {
  std::vector<int64_t> witness = p.witness();
  int64_t limit = p.width == 32 ? INT32_MAX : INT64_MAX;
  std::vector<std::vector<int64_t>> out;
  for (int64_t pick : {0, 1, 2, 3})
    for (size_t leaf = 0; leaf < witness.size() && out.size() < max; ++leaf) {
      int64_t w = witness[leaf];
      int64_t x = pick == 0 ? 0 : pick == 1 ? -1 : pick == 2 ? limit : 2 * w + 1;
      if (x == w || (pick == 3 && (w > limit / 4 || w < -limit / 4)))
        continue;
      out.push_back(witness);
      out.back()[leaf] = x;
    }
  return out;
}

std::vector<int64_t> randomValuation(const std::vector<int64_t> &witness, unsigned width,
                                     std::mt19937_64 &rng) {
  std::vector<int64_t> v = witness;
  if (uniform(rng, 0, 3) == 0)
    return v;
  for (int64_t &x : v)
    if (uniform(rng, 0, 2) == 0)
      x = perturb(x, width, rng);
  return v;
}

} // namespace cute::fuzz
