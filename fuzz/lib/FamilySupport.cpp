//===- FamilySupport.cpp - What the op-family generators share ------------===//
#include "FamilySupport.h"
#include "Leaves.h"
#include "ValueGen.h"

#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"

namespace cute::fuzz {

using core::IntTuple;
using core::Layout;

int64_t sizeOf(const IntTuple &shape) {
  core::Result<IntTuple> s = core::product(shape);
  return s && s->isInt() ? s->value() : 1;
}

static std::vector<int64_t> flatExtents(const IntTuple &shape) {
  std::vector<int64_t> out;
  for (const IntTuple &leaf : core::leaves(shape))
    out.push_back(leaf.isInt() ? std::max<int64_t>(leaf.value(), 1) : 1);
  if (out.empty())
    out.push_back(1);
  return out;
}

std::vector<int64_t> divisors(int64_t n) {
  std::vector<int64_t> out;
  for (int64_t d = 1; d <= n; ++d)
    if (n % d == 0)
      out.push_back(d);
  return out;
}

int64_t pickOf(const std::vector<int64_t> &v) { return v[size_t(draw(0, int64_t(v.size()) - 1))]; }

/// An extent that divides a prefix of `shape`'s flattened extents: the
/// product of the first j extents times a divisor of the (j+1)-th. A
/// tiler of this extent and stride 1 composes with a layout of `shape`.
int64_t prefixExtent(const IntTuple &shape) {
  std::vector<int64_t> a = flatExtents(shape);
  size_t j = size_t(draw(0, int64_t(a.size()) - 1));
  int64_t prefix = 1;
  for (size_t i = 0; i < j; ++i)
    prefix *= a[i];
  return prefix * pickOf(divisors(a[j]));
}

/// A mode s:d that composes with a layout of `shape`: |d| is a prefix
/// extent, s divides what is left of that mode (or spans it and the next
/// modes whole); or a broadcast s:0.
static Layout composableMode(const IntTuple &shape) {
  if (chance(10))
    return {IntTuple::of(genExtent()), IntTuple::of(0)};
  std::vector<int64_t> a = flatExtents(shape);
  size_t j = size_t(draw(0, int64_t(a.size()) - 1));
  int64_t prefix = 1;
  for (size_t i = 0; i < j; ++i)
    prefix *= a[i];
  int64_t e = pickOf(divisors(a[j]));
  int64_t rest = a[j] / e, s = pickOf(divisors(rest));
  if (s == rest)
    for (size_t i = j + 1; i < a.size() && chance(50); ++i)
      s *= a[i];
  // A negative stride walks the same elements backwards.
  return {IntTuple::of(s), IntTuple::of(chance(15) ? -prefix * e : prefix * e)};
}

/// A layout of 1-2 composable modes for a left operand of `shape`.
Layout composableRight(const IntTuple &shape) {
  Layout m = composableMode(shape);
  if (chance(50))
    return m;
  Layout m2 = composableMode(shape);
  return {IntTuple::tuple({m.shape, m2.shape}), IntTuple::tuple({m.stride, m2.stride})};
}

/// A sub-layout of a compact (permuted) layout: injective, positive
/// strides, so it has a complement and a left inverse.
Layout injectiveLayout(int64_t *cotarget) {
  IntTuple shape = genProfile(1, extentLeaf);
  if (shape.isLeaf())
    shape = IntTuple::tuple({shape, IntTuple::of(genExtent())});
  Layout full = compactLayout(shape, chance(60));
  if (cotarget)
    *cotarget = sizeOf(shape);
  std::vector<int64_t> keep;
  for (size_t i = 0; i < shape.rank(); ++i)
    if (chance(70))
      keep.push_back(int64_t(i));
  if (keep.empty())
    keep.push_back(0);
  return *core::select(full, keep);
}

/// A coordinate of `shape`'s domain, one entry per top-level mode (an
/// integer inside the mode's size, or `_` with probability `underscore`%).
IntTuple coordIn(const IntTuple &shape, int underscore) {
  std::vector<IntTuple> c;
  for (size_t i = 0; i < shape.rank(); ++i)
    c.push_back(chance(underscore) ? IntTuple::underscore()
                                   : IntTuple::of(draw(0, sizeOf(shape.mode(i)) - 1)));
  return shape.isLeaf() ? c[0] : IntTuple::tuple(std::move(c));
}

/// A coordinate congruent with `shape`, each leaf inside its extent.
IntTuple congruentCoord(const IntTuple &shape) {
  return sameProfile(shape, [](const IntTuple &e) {
    return IntTuple::of(e.isInt() ? draw(0, e.value() - 1) : 0);
  });
}

const Layout &layoutOf(const core::Value &v) { return std::get<Layout>(v); }

size_t someLayout(ProgramBuilder &b) { return b.reuseOr(Kind::Layout, genLayoutValue); }

static bool hasBasisLeaf(const core::Value &v) {
  for (const IntTuple &leaf : valueLeaves(v))
    if (leaf.isBasis())
      return true;
  return false;
}

/// An integer tuple without scaled-basis leaves: an earlier result or a
/// new shape or int_tuple.
size_t someTuple(ProgramBuilder &b) {
  std::optional<size_t> old = b.reuse({Kind::IntTuple, Kind::Shape});
  if (old && !hasBasisLeaf(b.witness(*old)))
    return *old;
  Kind k = chance(50) ? Kind::Shape : Kind::IntTuple;
  return b.input(k, genShapeValue());
}

std::string i32(const char *name, int64_t v) {
  return std::string(name) + " = " + std::to_string(v) + " : i32";
}

std::string modeArray(const std::vector<int64_t> &modes) {
  std::string s = "mode = array<i32";
  for (size_t i = 0; i < modes.size(); ++i)
    s += (i ? ", " : ": ") + std::to_string(modes[i]);
  return s + ">";
}

} // namespace cute::fuzz
