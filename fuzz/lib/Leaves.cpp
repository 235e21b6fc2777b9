//===- Leaves.cpp - The integer leaves of a cute value, in order ----------===//
#include "Leaves.h"

#include <memory>

namespace cute::fuzz {

using core::IntTuple;

IntTuple sameProfile(const IntTuple &t, const LeafMap &f) {
  if (t.isLeaf())
    return f(t);
  std::vector<IntTuple> elems;
  for (const IntTuple &e : t.elems())
    elems.push_back(sameProfile(e, f));
  return IntTuple::tuple(std::move(elems));
}

namespace {

core::Layout mapLayout(const core::Layout &l, const LeafMap &f) {
  IntTuple shape = sameProfile(l.shape, f);
  return {shape, sameProfile(l.stride, f)};
}

core::Tiler mapTiler(const core::Tiler &t, const LeafMap &f) {
  switch (t.kind) {
  case core::Tiler::Kind::Leaf:
    return core::Tiler::ofLeaf(sameProfile(t.leaf, f));
  case core::Tiler::Kind::Layout:
    return core::Tiler::ofLayout(mapLayout(t.layout, f));
  case core::Tiler::Kind::Tuple:
    break;
  }
  std::vector<core::Tiler> elems;
  for (const core::Tiler &e : t.elems)
    elems.push_back(mapTiler(e, f));
  return core::Tiler::ofTuple(std::move(elems));
}

/// The leaf map that marks the leaves flagged in `dynamic`, in order, and
/// applies `f` to them (others are kept).
LeafMap onMarked(const std::vector<bool> &dynamic, LeafMap f) {
  auto next = std::make_shared<size_t>(0);
  return [&dynamic, next, f = std::move(f)](const IntTuple &leaf) {
    size_t i = (*next)++;
    return i < dynamic.size() && dynamic[i] ? f(leaf) : leaf;
  };
}

} // namespace

core::Value mapLeaves(const core::Value &v, const LeafMap &f) {
  if (const auto *t = std::get_if<IntTuple>(&v))
    return sameProfile(*t, f);
  if (const auto *l = std::get_if<core::Layout>(&v))
    return mapLayout(*l, f);
  if (const auto *c = std::get_if<core::ComposedLayout>(&v)) {
    core::ComposedLayout out = *c;
    if (const auto *inner = std::get_if<core::Layout>(&c->inner))
      out.inner = mapLayout(*inner, f);
    out.offset = sameProfile(c->offset, f);
    out.outer = mapLayout(c->outer, f);
    return out;
  }
  if (const auto *t = std::get_if<core::Tile>(&v))
    return core::Tile{mapTiler(t->tiler, f)};
  return v;
}

std::vector<IntTuple> valueLeaves(const core::Value &v) {
  std::vector<IntTuple> out;
  (void)mapLeaves(v, [&](const IntTuple &leaf) {
    out.push_back(leaf);
    return leaf;
  });
  return out;
}

core::Value withDynamicLeaves(const core::Value &v, const std::vector<bool> &dynamic,
                              unsigned width) {
  return mapLeaves(v, onMarked(dynamic, [width](const IntTuple &leaf) {
                     return leaf.isBasis() ? IntTuple::dynamicBasis(width, leaf.modes())
                                           : IntTuple::dynamic(width);
                   }));
}

core::Value withValues(const core::Value &v, const std::vector<bool> &dynamic,
                       const std::vector<int64_t> &values, size_t &next) {
  return mapLeaves(v, onMarked(dynamic, [&](const IntTuple &leaf) {
                     if (next == values.size())
                       return leaf;
                     int64_t x = values[next++];
                     return leaf.isBasis() ? IntTuple::basis(x, leaf.modes()) : IntTuple::of(x);
                   }));
}

} // namespace cute::fuzz
