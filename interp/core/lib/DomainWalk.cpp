//===- DomainWalk.cpp - L(0), L(1), ... without idx2crd per point ---------===//
#include "cute-oracle/core/DomainWalk.h"

#include "cute-oracle/core/TupleAlgebra.h"

#include <algorithm>

namespace cute::core {

namespace {

/// |x| * n, or std::nullopt when it leaves int64.
std::optional<int64_t> magnitudeTimes(int64_t x, int64_t n) {
  if (n == 0)
    return 0;
  int64_t magnitude, product;
  if (__builtin_sub_overflow(int64_t(0), x, &magnitude))
    return std::nullopt;
  magnitude = x < 0 ? magnitude : x;
  if (__builtin_mul_overflow(magnitude, n, &product))
    return std::nullopt;
  return product;
}

/// The leaves' integers (a scaled basis's scale) in depth-first order.
void leafValues(const IntTuple &t, std::vector<int64_t> &out) {
  if (t.isLeaf())
    out.push_back(t.value());
  for (const IntTuple &e : t.elems())
    leafValues(e, out);
}

/// `form` with its leaves' integers replaced by values[cursor...].
IntTuple withLeafValues(const IntTuple &form, const std::vector<int64_t> &values, size_t &cursor) {
  if (form.isBasis())
    return IntTuple::basis(values[cursor++], form.modes());
  if (form.isLeaf())
    return IntTuple::of(values[cursor++]);
  std::vector<IntTuple> elems;
  elems.reserve(form.rank());
  for (const IntTuple &e : form.elems())
    elems.push_back(withLeafValues(e, values, cursor));
  return IntTuple::tuple(std::move(elems));
}

/// crd2idx's sum 0 + sum_j scale_j@path_j of the scaled-basis strides in flat
/// order (its integer terms are 0, the identity).
Result<IntTuple> sumOfBasisTerms(const std::vector<IntTuple> &strides,
                                 const std::vector<int64_t> &scales) {
  IntTuple sum = IntTuple::of(0);
  for (size_t j = 0; j < strides.size(); ++j) {
    if (!strides[j].isBasis())
      continue;
    CUTE_TRY(next, arithAdd(sum, IntTuple::basis(scales[j], strides[j].modes())));
    sum = std::move(next);
  }
  return sum;
}

/// True when the mode path of scaled basis a is a proper prefix of b's: then
/// a's scale sits where b has a tuple, and the sum fails unless a's scale is
/// 0 (a static 0 adds to anything), so the form depends on the values.
bool nestsInside(const IntTuple &a, const IntTuple &b) {
  const std::vector<int> &outer = a.modes(), &inner = b.modes();
  return outer.size() < inner.size() && std::equal(outer.begin(), outer.end(), inner.begin());
}

} // namespace

/// Walkable when every extent is a static integer and every stride a static
/// integer or a static scaled basis, when sum_j (extent_j - 1) * |stride_j|
/// fits in int64 (then no product or partial sum of crd2idx overflows), when
/// no integer stride that moves (extent > 1, stride != 0) meets a scaled
/// basis, when no basis of a mode that moves has a path another basis's
/// path extends, and when the scaled bases add up.
DomainWalk::DomainWalk(const Layout &l) {
  IntTuple shape = flatten(l.shape), flatStride = flatten(l.stride);
  if (shape.rank() != flatStride.rank())
    return;
  std::vector<IntTuple> strides;
  std::vector<int64_t> extents, steps;
  int64_t bound = 0;
  bool hasBasis = false, movingInteger = false;
  for (size_t j = 0; j < shape.rank(); ++j) {
    const IntTuple &s = shape.mode(j), &d = flatStride.mode(j);
    if (!s.isInt() || s.value() < 0 || !(d.isInt() || (d.isBasis() && !d.isDynamicBasis())))
      return;
    std::optional<int64_t> reach = magnitudeTimes(d.value(), std::max<int64_t>(s.value() - 1, 0));
    if (!reach || __builtin_add_overflow(bound, *reach, &bound))
      return;
    hasBasis |= d.isBasis();
    movingInteger |= d.isInt() && *reach != 0;
    extents.push_back(s.value());
    steps.push_back(d.value());
    strides.push_back(d);
  }
  if (hasBasis && movingInteger)
    return;
  slots.assign(extents.size(), 0);
  values.assign(1, 0); // form = 0, one leaf; formOfTerms sets a basis form's
  if (hasBasis && !formOfTerms(strides, extents, steps))
    return;
  walkable = true;
  odometer = Odometer(std::move(extents), std::move(steps));
}

/// form = crd2idx's value at coordinate 0, and each scaled-basis stride's
/// slot = the leaf where a scale of 1 lands when every other scale is 0.
/// Integer strides (all standing still) and modes of extent 1 add 0 to
/// slot 0 (their steps become 0). False when no single form holds every
/// point: the bases of modes that move nest around others, or the bases do
/// not add up.
bool DomainWalk::formOfTerms(const std::vector<IntTuple> &strides,
                             const std::vector<int64_t> &extents, std::vector<int64_t> &steps) {
  // A mode of extent 1 keeps scale 0 at every point, and a static 0 adds
  // to anything: its basis may nest around another.
  for (size_t a = 0; a < strides.size(); ++a)
    for (const IntTuple &b : strides)
      if (extents[a] > 1 && strides[a].isBasis() && b.isBasis() && nestsInside(strides[a], b))
        return false;
  std::vector<int64_t> scales(strides.size(), 0);
  Result<IntTuple> zero = sumOfBasisTerms(strides, scales);
  if (!zero)
    return false;
  form = std::move(*zero);
  std::vector<int64_t> formValues;
  leafValues(form, formValues);
  values.assign(formValues.size(), 0);
  for (size_t j = 0; j < strides.size(); ++j) {
    if (!strides[j].isBasis() || extents[j] <= 1) {
      steps[j] = 0;
      continue;
    }
    scales[j] = 1;
    Result<IntTuple> unit = sumOfBasisTerms(strides, scales);
    scales[j] = 0;
    if (!unit)
      return false;
    std::vector<int64_t> unitValues;
    leafValues(*unit, unitValues);
    auto one = std::find(unitValues.begin(), unitValues.end(), 1);
    if (one == unitValues.end() || unitValues.size() != values.size())
      return false;
    slots[j] = size_t(one - unitValues.begin());
  }
  return true;
}

/// The constructor's bound on sum_j (extent_j - 1) * |step_j| keeps every
/// leaf's sum and offset inside int64, so the shifts never stop the walk.
std::optional<IntTuple> DomainWalk::next() {
  if (!walkable)
    return std::nullopt;
  size_t cursor = 0;
  IntTuple value = withLeafValues(form, values, cursor);
  odometer.advance([&](size_t j, int64_t amount, bool forward) {
    values[slots[j]] += forward ? amount : -amount;
    return true;
  });
  return value;
}

} // namespace cute::core
