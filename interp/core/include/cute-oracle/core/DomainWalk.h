//===- DomainWalk.h - L(0), L(1), ... without idx2crd per point -*- C++ -*-===//
//
// A walk over the domain of a layout whose shape is static and whose strides
// are static integers or static scaled bases: the flat coordinate advances
// like an odometer, an integer layout keeps its index by one addition per
// point, and a layout with scaled-basis strides sums each point's basis
// terms in crd2idx's leaf order. It serves `layout_eval(L)` over the whole
// domain, where one crd2idx per point cost an idx2crd and a tree of
// temporaries per point.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_DOMAINWALK_H
#define CUTE_ORACLE_CORE_DOMAINWALK_H

#include "cute-oracle/core/Value.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace cute::core {

/// The flat coordinate of a domain in idx2crd's order (the first mode
/// fastest) and each mode's offset coord_j * step_j, kept by additions.
/// advance() moves to the next point: the mode that moves adds its step,
/// each mode that wraps takes its offset back; it reports each change to
/// the caller's sum as shift(j, amount, forward) (forward: + amount, else
/// - amount), which returns false to stop on an overflow.
/// @post after advance() returns true, offset_j == coord_j * step_j for
/// every mode j, computed without leaving int64.
class Odometer {
public:
  Odometer() = default;
  Odometer(std::vector<int64_t> extents, std::vector<int64_t> steps)
      : extents(std::move(extents)), steps(std::move(steps)), coord(this->extents.size(), 0),
        offsets(this->extents.size(), 0) {}

  template <class Shift> bool advance(Shift shift) {
    for (size_t j = 0; j < extents.size(); ++j) {
      if (++coord[j] < extents[j])
        return shift(j, steps[j], true) &&
               !__builtin_add_overflow(offsets[j], steps[j], &offsets[j]);
      if (!shift(j, offsets[j], false))
        return false;
      coord[j] = 0;
      offsets[j] = 0;
    }
    return true;
  }

private:
  std::vector<int64_t> extents, steps, coord, offsets;
};

/// Walks i = 0, 1, ... over the domain of L. next() gives L(i) and moves to
/// i + 1. The walk is all or nothing: next() gives std::nullopt at every
/// point when the layout is not walked: not static, a term could overflow,
/// an integer stride that moves beside a scaled-basis one (whose sum
/// crd2idx forms in its own order and may refuse), the scaled basis of a
/// mode that moves with a mode path another's extends, or bases that do
/// not add up. The caller then evaluates each point with evaluate(L, i),
/// whose value or error is the reference. The rule is conservative: some
/// layouts crd2idx evaluates are not walked.
///
/// crd2idx's value at a point has the same form at every point (0 + the
/// terms coord_j * stride_j; an integer stride's term is an int, a scaled
/// basis's a scaled basis even with scale 0), so the walk keeps L(0)'s form
/// and one integer per leaf of it, and each odometer step adds stride j's
/// integer or scale to the leaf its term lands in.
/// @post a value next() gives at point i equals *evaluate(L, i).
class DomainWalk {
public:
  explicit DomainWalk(const Layout &l);
  std::optional<IntTuple> next();

private:
  bool formOfTerms(const std::vector<IntTuple> &strides, const std::vector<int64_t> &extents,
                   std::vector<int64_t> &steps);

  bool walkable = false;
  /// L(0): an int, a scaled basis, or an arithmetic tuple.
  IntTuple form = IntTuple::of(0);
  /// Per flat mode: the leaf of `form` (in depth-first order) its step
  /// adds to.
  std::vector<size_t> slots;
  /// The current point's integer in each leaf of `form`.
  std::vector<int64_t> values;
  Odometer odometer;
};

} // namespace cute::core

#endif
