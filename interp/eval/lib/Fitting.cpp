//===- Fitting.cpp - Fitting run-time cute values to declared types -------===//
#include "Fitting.h"

#include "cute-oracle/core/Arith.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <cassert>
#include <cstdint>

namespace cute::eval {

core::Value asDeclaredKind(const core::Value &d, const core::Value &v) {
  if (!std::holds_alternative<core::Tile>(d))
    return v;
  if (const auto *l = std::get_if<core::Layout>(&v))
    return core::Tile{core::Tiler::ofLayout(*l)};
  if (const auto *t = std::get_if<IntTuple>(&v))
    return core::Tile{core::Tiler::ofLeaf(*t)};
  return v;
}

/// Whether x is a value of a `?` leaf of the given width (32 or 64).
static bool fitsWidth(int64_t width, int64_t x) {
  return width != 32 || core::fitsInt32(x);
}

Result<IntTuple> fitInteger(const IntTuple &d, int64_t x) {
  assert(isUnboundDynamic(d) && "fitInteger binds only an unbound ? leaf");
  if (!fitsWidth(d.value(), x))
    return core::Error{"the value " + std::to_string(x) + " overflows the i32 leaf " +
                       core::print(d)};
  return IntTuple::bound(unsigned(d.value()), x, d.modes());
}

Result<IntTuple> fitLeaf(const IntTuple &d, const IntTuple &v) {
  if (!isUnboundDynamic(d)) {
    bool same = d.isUnderscore() ? v.isUnderscore()
                                 : v.isLeaf() && v.known() == d.known() && v.modes() == d.modes();
    if (same)
      return d;
    return core::Error{"the static leaf " + core::print(d) + " holds " + core::print(v)};
  }
  if (!v.isLeaf() || !v.known() || v.modes() != d.modes())
    return core::Error{"the dynamic leaf " + core::print(d) + " cannot hold " + core::print(v)};
  return fitInteger(d, *v.known());
}

/// Whether `computed` fits the declared value by structure alone, as
/// --cute-expand decides at compile time: a `?` holds any leaf of its kind,
/// a static leaf only the same static leaf (a run-time value is not known to
/// equal it). Values (an i32 `?` holding a wide value) are checked later.
static bool leafFitsByStructure(const IntTuple &d, const IntTuple &v) {
  return isUnboundDynamic(d) ? v.isLeaf() && v.modes() == d.modes()
                             : !v.isBound() && fitLeaf(d, v).ok();
}

bool fitsByStructure(const core::Value &declared, const core::Value &computed) {
  auto leaf = [](const IntTuple &d, const IntTuple &v) -> Result<IntTuple> {
    if (!leafFitsByStructure(d, v))
      return core::Error{"no fit"};
    return d;
  };
  return mapValue</*Build=*/false>(declared, computed, leaf).ok();
}

Result<core::Value> fitWhereStructureFits(const core::Value &declared,
                                          const core::Value &computed) {
  auto leaf = [](const IntTuple &d, const IntTuple &v) -> Result<IntTuple> {
    if (!leafFitsByStructure(d, v))
      return core::Error{"no fit"};
    return fitLeaf(d, v);
  };
  return mapValue(declared, computed, leaf);
}

/// Whether `v` is already what fitLeaf makes of it in the declared leaf
/// `d`: the declared static leaf, or a bound leaf of the declared `?`'s
/// kind, width and modes whose value fits that width.
static bool isOwnLeaf(const IntTuple &d, const IntTuple &v) {
  if (!isUnboundDynamic(d))
    return v == d;
  return v.isBound() && v.kind() == d.kind() && v.value() == d.value() && v.modes() == d.modes() &&
         fitsWidth(d.value(), *v.known());
}

/// isItsOwnFit of two integer tuples, leaf by leaf in mapTuple's order.
/// Unlike mapTuple it builds no Result at any node: a run checks most of
/// its results this way, and they are tuples and layouts.
static bool isOwnTuple(const IntTuple &d, const IntTuple &v) {
  if (d.isLeaf())
    return isOwnLeaf(d, v);
  if (!v.isTuple() || v.rank() != d.rank())
    return false;
  for (size_t i = 0; i < d.rank(); ++i)
    if (!isOwnTuple(d.elems()[i], v.elems()[i]))
      return false;
  return true;
}

bool isItsOwnFit(const core::Value &declared, const core::Value &computed) {
  if (declared.index() != computed.index())
    return false;
  if (const auto *t = std::get_if<IntTuple>(&declared))
    return isOwnTuple(*t, std::get<IntTuple>(computed));
  if (const auto *l = std::get_if<core::Layout>(&declared)) {
    const auto &c = std::get<core::Layout>(computed);
    return isOwnTuple(l->shape, c.shape) && isOwnTuple(l->stride, c.stride);
  }
  auto leaf = [](const IntTuple &d, const IntTuple &v) -> Result<IntTuple> {
    if (!isOwnLeaf(d, v))
      return core::Error{"no fit"};
    return IntTuple();
  };
  return mapValue</*Build=*/false>(declared, computed, leaf).ok();
}

std::optional<core::Value> staticize(const core::Value &v) {
  bool known = true;
  auto f = [&](const IntTuple &d, const IntTuple &) -> Result<IntTuple> {
    std::optional<IntTuple> k = core::knownValues(d);
    known &= k.has_value();
    return k ? *k : d;
  };
  Result<core::Value> r = mapValue(v, v, f);
  if (!r || !known)
    return std::nullopt;
  return *r;
}

bool isKnown(const core::Value &v) {
  auto f = [](const IntTuple &d, const IntTuple &) -> Result<IntTuple> {
    if (isUnboundDynamic(d))
      return core::Error{"unknown"};
    return d;
  };
  return mapValue</*Build=*/false>(v, v, f).ok();
}

} // namespace cute::eval
