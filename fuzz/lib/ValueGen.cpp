//===- ValueGen.cpp - RapidCheck generators for cute values ---------------===//
//
// Extents favour 1 (size-1 modes) and small powers of two, with a tail of
// odd and large extents; strides are compact, permuted-compact, zero,
// negative or arbitrary, the arbitrary ones with a tail at the boundaries
// of the arithmetic the lowering emits (10^k - 1..10^k + 1, where a
// table's column width grows; 2^k - 1..2^k + 1 from 2^16 to 2^34, about
// and past the i32 limit). Scaled-basis strides `n@m` (genBasisLayoutValue)
// and the composed layouts whose B has them and whose offset is a tuple
// (genTupleOffsetComposedValue) are fresh inputs of the families that take
// them; results with basis leaves are not reused, since most ops on them
// give basis-valued tuples that no integer-tuple type holds. Values are
// drawn inside rc::gen::exec, so each draw is a pick that RapidCheck shrinks.
//
//===----------------------------------------------------------------------===//
#include "ValueGen.h"
#include "Leaves.h"

#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cute::fuzz {

using core::IntTuple;

int64_t draw(int64_t lo, int64_t hi) {
  return hi <= lo ? lo : *rc::gen::inRange<int64_t>(lo, hi + 1);
}

bool chance(int percent) { return draw(0, 99) < percent; }

int64_t genExtent() {
  int64_t k = draw(0, 99);
  if (k < 20)
    return 1;
  if (k < 60)
    return int64_t(1) << draw(1, 3);
  if (k < 90)
    return draw(2, 9);
  return draw(10, 32);
}

IntTuple extentLeaf() { return IntTuple::of(genExtent()); }

int64_t genStrideMagnitude() {
  int64_t k = draw(0, 99);
  if (k < 85)
    return draw(0, 12);
  if (k < 95) {
    int64_t power = int64_t(std::pow(10, draw(1, 3)));
    return power + draw(-1, 1);
  }
  return (int64_t(1) << draw(16, 34)) + draw(-1, 1);
}

IntTuple genProfile(int depth, const std::function<IntTuple()> &leaf) {
  if (depth == 0 || chance(55))
    return leaf();
  std::vector<IntTuple> elems;
  for (int64_t i = 0, n = draw(1, depth == 3 ? 3 : 2); i < n; ++i)
    elems.push_back(genProfile(depth - 1, leaf));
  return IntTuple::tuple(std::move(elems));
}

IntTuple genShapeValue() {
  IntTuple s = genProfile(3, extentLeaf);
  if (s.isLeaf() && chance(30))
    s = IntTuple::tuple({s});
  return s;
}

core::Layout compactLayout(const IntTuple &shape, bool permuted) {
  if (!permuted)
    return *core::makeLayout(shape);
  size_t n = core::leaves(shape).size();
  std::vector<int64_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  for (size_t i = n; i > 1; --i)
    std::swap(order[i - 1], order[size_t(draw(0, int64_t(i) - 1))]);
  size_t next = 0;
  IntTuple orderT = sameProfile(shape, [&](const IntTuple &) { return IntTuple::of(order[next++]); });
  return *core::makeOrderedLayout(shape, orderT);
}

core::Layout genLayoutValue() {
  IntTuple shape = genShapeValue();
  int64_t k = draw(0, 99);
  if (k < 35)
    return compactLayout(shape, false);
  if (k < 55)
    return compactLayout(shape, true);
  if (k < 75) {
    // Compact, with some strides zero or (as often) negated.
    bool negate = k >= 65;
    core::Layout l = compactLayout(shape, chance(50));
    l.stride = sameProfile(l.stride, [negate](const IntTuple &d) {
      return !chance(40) ? d : IntTuple::of(negate ? -d.value() : 0);
    });
    return l;
  }
  bool negative = chance(30);
  return {shape, sameProfile(shape, [&](const IntTuple &) {
            int64_t d = genStrideMagnitude();
            return IntTuple::of(negative && chance(40) ? -d : d);
          })};
}

core::Layout genBasisLayoutValue(int64_t modes) {
  IntTuple shape = genProfile(2, extentLeaf);
  if (int64_t(core::leaves(shape).size()) < modes)
    shape = genProfile(0, [&] {
      return IntTuple::tuple(std::vector<IntTuple>(size_t(modes), extentLeaf()));
    });
  int64_t next = 0;
  return {shape, sameProfile(shape, [&](const IntTuple &) {
            int64_t scale = chance(70) ? 1 : draw(0, 3);
            int mode = int(next < modes ? next : draw(0, modes - 1));
            ++next;
            return IntTuple::basis(scale, {mode});
          })};
}

core::ComposedLayout genTupleOffsetComposedValue() {
  int64_t rank = draw(1, 3);
  core::ComposedLayout c;
  c.outer = genBasisLayoutValue(rank);
  // A's extent in mode m covers the offset plus the largest value B gives
  // in mode m, so that A is evaluated inside its domain.
  std::vector<int64_t> reach(size_t(rank), 0);
  std::vector<IntTuple> shapes = core::leaves(c.outer.shape), strides = core::leaves(c.outer.stride);
  for (size_t k = 0; k < shapes.size(); ++k)
    reach[size_t(strides[k].modes()[0])] += strides[k].value() * (shapes[k].value() - 1);
  std::vector<IntTuple> extents, offset;
  for (int64_t m = 0; m < rank; ++m) {
    int64_t o = draw(0, 3);
    offset.push_back(IntTuple::of(o));
    extents.push_back(IntTuple::of(o + reach[size_t(m)] + draw(1, 2)));
  }
  c.inner = compactLayout(IntTuple::tuple(extents), chance(50));
  c.offset = IntTuple::tuple(offset);
  return c;
}

core::Swizzle genSwizzleValue() {
  int bits = int(draw(0, 3)), base = int(draw(0, 4));
  int shift = int(draw(bits, bits + 3));
  return {bits, base, chance(20) ? -shift : shift};
}

core::ComposedLayout genComposedValue() {
  core::ComposedLayout c;
  c.outer = compactLayout(genProfile(2, extentLeaf), chance(50));
  if (chance(70))
    c.inner = genSwizzleValue();
  else
    c.inner = compactLayout(genProfile(1, extentLeaf), chance(50));
  c.offset = chance(60) ? IntTuple::of(0) : IntTuple::of(draw(1, 16));
  return c;
}

core::Tile genTileValue() {
  std::vector<core::Tiler> modes;
  for (int64_t i = 0, n = draw(1, 3); i < n; ++i) {
    int64_t k = draw(0, 2);
    if (k == 0)
      modes.push_back(core::Tiler::ofLeaf(chance(30) ? IntTuple::underscore()
                                                     : IntTuple::of(genExtent())));
    else
      modes.push_back(core::Tiler::ofLayout(compactLayout(genProfile(1, extentLeaf), chance(30))));
  }
  return core::Tile{core::Tiler::ofTuple(std::move(modes))};
}

rc::Gen<IntTuple> genShape() { return rc::gen::exec(genShapeValue); }
rc::Gen<core::Layout> genLayout() { return rc::gen::exec(genLayoutValue); }
rc::Gen<core::Swizzle> genSwizzle() { return rc::gen::exec(genSwizzleValue); }
rc::Gen<core::ComposedLayout> genComposedLayout() { return rc::gen::exec(genComposedValue); }
rc::Gen<core::Tile> genTile() { return rc::gen::exec(genTileValue); }

} // namespace cute::fuzz
