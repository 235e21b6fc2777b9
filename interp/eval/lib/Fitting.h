//===- Fitting.h - Walking and fitting run-time cute values -----*- C++ -*-===//
//
// A run-time result must fit the value its type declares: the same
// structure, equal static leaves, and `?` leaves bound to values that fit
// their widths. mapValue walks a declared value and a computed one leaf by
// leaf; the fitting functions below are built on it.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_EVAL_FITTING_H
#define CUTE_ORACLE_EVAL_FITTING_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/Value.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace cute::eval {

using cute::core::IntTuple;
using cute::core::Result;

/// A `?` leaf (dynamic, or a basis with a dynamic scale) with no value.
inline bool isUnboundDynamic(const IntTuple &t) {
  return (t.isDynamic() || t.isDynamicBasis()) && !t.isBound();
}

/// Rebuilds `d`'s structure, replacing each leaf of `d` by f(leaf of d,
/// the sub-value of v at the same place); fails when v's structure differs.
/// With Build false only the walk and its failures count: tuples are not
/// rebuilt (the result is an empty tuple), so a check allocates nothing.
template <bool Build = true, class F>
Result<IntTuple> mapTuple(const IntTuple &d, const IntTuple &v, F &f) {
  if (d.isLeaf())
    return f(d, v);
  if (!v.isTuple() || v.rank() != d.rank())
    return core::Error{"expected a tuple of rank " + std::to_string(d.rank()) + " but got " +
                       core::print(v)};
  std::vector<IntTuple> out;
  if (Build)
    out.reserve(d.rank());
  for (size_t i = 0; i < d.rank(); ++i) {
    CUTE_TRY(e, mapTuple<Build>(d.elems()[i], v.elems()[i], f));
    if (Build)
      out.push_back(std::move(e));
  }
  return Build ? IntTuple::tuple(std::move(out)) : IntTuple();
}

template <bool Build = true, class F>
Result<core::Layout> mapLayout(const core::Layout &d, const core::Layout &v, F &f) {
  CUTE_TRY(shape, mapTuple<Build>(d.shape, v.shape, f));
  CUTE_TRY(stride, mapTuple<Build>(d.stride, v.stride, f));
  return core::Layout{std::move(shape), std::move(stride)};
}

template <bool Build = true, class F>
Result<core::Tiler> mapTiler(const core::Tiler &d, const core::Tiler &v, F &f) {
  if (d.kind != v.kind)
    return core::Error{"expected the tile " + core::print(d) + " but got " + core::print(v)};
  switch (d.kind) {
  case core::Tiler::Kind::Leaf: {
    CUTE_TRY(leaf, mapTuple<Build>(d.leaf, v.leaf, f));
    return core::Tiler::ofLeaf(std::move(leaf));
  }
  case core::Tiler::Kind::Layout: {
    CUTE_TRY(layout, mapLayout<Build>(d.layout, v.layout, f));
    return core::Tiler::ofLayout(std::move(layout));
  }
  case core::Tiler::Kind::Tuple:
    break;
  }
  if (d.elems.size() != v.elems.size())
    return core::Error{"expected the tile " + core::print(d) + " but got " + core::print(v)};
  std::vector<core::Tiler> out;
  for (size_t i = 0; i < d.elems.size(); ++i) {
    CUTE_TRY(e, mapTiler<Build>(d.elems[i], v.elems[i], f));
    if (Build)
      out.push_back(std::move(e));
  }
  return core::Tiler::ofTuple(std::move(out));
}

/// A layout or integer tuple where a tile is declared (get of a tile's
/// mode) is that tile's single element.
core::Value asDeclaredKind(const core::Value &d, const core::Value &v);

/// mapTuple over every integer tuple of two values of the same kind, in
/// the order of their leaves: shape then stride; inner, offset, outer.
/// With Build false it only walks (see mapTuple) and gives `true`.
template <bool Build = true, class F>
Result<core::Value> mapValue(const core::Value &d, const core::Value &given, F f) {
  const core::Value *v = &given;
  core::Value asDeclared;
  if (std::holds_alternative<core::Tile>(d) && !std::holds_alternative<core::Tile>(given)) {
    asDeclared = asDeclaredKind(d, given);
    v = &asDeclared;
  }
  if (d.index() != v->index())
    return core::Error{"expected a value like " + core::print(d) + " but got " + core::print(*v)};
  auto built = [](auto &&x) { return Build ? core::Value(std::move(x)) : core::Value(true); };
  if (const auto *t = std::get_if<IntTuple>(&d)) {
    CUTE_TRY(r, mapTuple<Build>(*t, std::get<IntTuple>(*v), f));
    return built(std::move(r));
  }
  if (const auto *l = std::get_if<core::Layout>(&d)) {
    CUTE_TRY(r, mapLayout<Build>(*l, std::get<core::Layout>(*v), f));
    return built(std::move(r));
  }
  if (const auto *c = std::get_if<core::ComposedLayout>(&d)) {
    const auto &cv = std::get<core::ComposedLayout>(*v);
    std::optional<core::Layout> innerOut;
    if (const auto *inner = std::get_if<core::Layout>(&c->inner)) {
      const auto *innerV = std::get_if<core::Layout>(&cv.inner);
      if (!innerV)
        return core::Error{"expected a layout-inner composed layout but got " + core::print(*v)};
      CUTE_TRY(r, mapLayout<Build>(*inner, *innerV, f));
      innerOut = std::move(r);
    } else if (c->inner != cv.inner) {
      return core::Error{"expected " + core::print(d) + " but got " + core::print(*v)};
    }
    CUTE_TRY(offset, mapTuple<Build>(c->offset, cv.offset, f));
    CUTE_TRY(outer, mapLayout<Build>(c->outer, cv.outer, f));
    if (!Build)
      return core::Value(true);
    core::ComposedLayout out{innerOut ? decltype(c->inner)(std::move(*innerOut)) : c->inner,
                             std::move(offset), std::move(outer)};
    return core::Value(std::move(out));
  }
  if (const auto *t = std::get_if<core::Tile>(&d)) {
    CUTE_TRY(r, mapTiler<Build>(t->tiler, std::get<core::Tile>(*v).tiler, f));
    return built(core::Tile{std::move(r)});
  }
  if (d != *v)
    return core::Error{"expected " + core::print(d) + " but got " + core::print(*v)};
  return Build ? d : core::Value(true);
}

/// The unbound `?` leaf `d` (a dynamic leaf or dynamic-scale basis) bound
/// to `x`, if `x` fits its width.
Result<IntTuple> fitInteger(const IntTuple &d, int64_t x);
/// Fits a computed leaf (or sub-tuple) into a declared leaf: a static leaf
/// must be equal, a `?` takes the value if it fits the leaf's width.
Result<IntTuple> fitLeaf(const IntTuple &d, const IntTuple &v);
/// Whether `computed` fits the declared value by structure alone, as
/// --cute-expand decides at compile time (leafFitsByStructure, Fitting.cpp).
bool fitsByStructure(const core::Value &declared, const core::Value &computed);
/// `computed` fitted into `declared` (fitLeaf at each leaf) when every
/// leaf also fits by structure: the common case of bindFitted in one walk.
Result<core::Value> fitWhereStructureFits(const core::Value &declared, const core::Value &computed);
/// Whether fitting `computed` into `declared` would rebuild `computed`
/// itself: a value of the declared kind where each leaf is already its fit
/// (isOwnLeaf, Fitting.cpp).
bool isItsOwnFit(const core::Value &declared, const core::Value &computed);
/// v with each bound leaf made static; none when a leaf is unknown.
std::optional<core::Value> staticize(const core::Value &v);
/// Whether every leaf of `v` is known (static, or bound to its value).
bool isKnown(const core::Value &v);

} // namespace cute::eval

#endif
