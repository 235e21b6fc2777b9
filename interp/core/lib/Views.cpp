//===- Views.cpp - Where a view's elements lie ----------------------------===//
#include "cute-oracle/core/Views.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <algorithm>

namespace cute::core {
namespace {

constexpr std::string_view kOp = "view";
constexpr int64_t kMaxComposedPoints = int64_t(1) << 22;

/// The integer a shape or stride leaf stands for, if known and not a basis.
std::optional<int64_t> integerLeaf(const IntTuple &leaf) {
  if (leaf.isBasis())
    return std::nullopt;
  return leaf.known();
}

Result<OffsetRange> layoutRange(const Layout &l) {
  OffsetRange r{0, 0};
  std::vector<IntTuple> shapes = leaves(l.shape), strides = leaves(l.stride);
  for (size_t i = 0; i < shapes.size(); ++i) {
    std::optional<int64_t> s = integerLeaf(shapes[i]), d = integerLeaf(strides[i]);
    if (!s || !d)
      return fail(kOp, "a view's layout needs integer shape and strides, got " + print(l));
    if (*s <= 0)
      return OffsetRange{};
    int64_t reach = 0;
    if (__builtin_mul_overflow(*s - 1, *d, &reach) ||
        __builtin_add_overflow(reach < 0 ? r.lo : r.hi, reach, reach < 0 ? &r.lo : &r.hi))
      return fail(kOp, "the offsets of " + print(l) + " overflow int64");
  }
  return r;
}

/// The bits below which Swizzle<B,M,S> may flip bits: it XORs B bits at
/// M + max(0, -S) with the B bits S places away.
int swizzleReach(const Swizzle &s) { return s.base + std::max(0, -s.shift) + s.bits; }

Result<OffsetRange> composedRange(const ComposedLayout &c) {
  CUTE_TRY(outer, layoutRange(c.outer));
  std::optional<int64_t> offset = c.offset.isLeaf() ? integerLeaf(c.offset) : std::nullopt;
  if (outer.empty())
    return outer;
  if (const auto *swizzle = std::get_if<Swizzle>(&c.inner)) {
    if (!offset || __builtin_add_overflow(outer.lo, *offset, &outer.lo) ||
        __builtin_add_overflow(outer.hi, *offset, &outer.hi))
      return fail(kOp, "the offsets of " + print(c) + " are not integers in int64");
    int reach = swizzleReach(*swizzle);
    if (reach >= 62)
      return fail(kOp, "the swizzle of " + print(c) + " reaches past int64");
    int64_t below = (int64_t(1) << reach) - 1;
    return OffsetRange{outer.lo & ~below, outer.hi | below};
  }
  CUTE_TRY(n, size(c.outer));
  if (!n.known() || *n.known() > kMaxComposedPoints)
    return fail(kOp, "the offsets of " + print(c) + " are not bounded beyond 2^22 points");
  OffsetRange r{INT64_MAX, INT64_MIN};
  for (int64_t i = 0; i < *n.known(); ++i) {
    CUTE_TRY(at, elementOffset(c, IntTuple::of(i)));
    r.lo = std::min(r.lo, at);
    r.hi = std::max(r.hi, at);
  }
  return r;
}

} // namespace

const Layout &outerLayout(const Value &layout) {
  if (const auto *l = std::get_if<Layout>(&layout))
    return *l;
  return std::get<ComposedLayout>(layout).outer;
}

int64_t viewElements(const Value &layout) { return *(*size(outerLayout(layout))).known(); }

Result<bool> inDomain(const IntTuple &c, const IntTuple &shape) {
  if (c.isLeaf()) {
    CUTE_TRY(n, product(shape));
    std::optional<int64_t> i = integerLeaf(c), extent = n.known();
    if (!i || !extent)
      return fail(kOp, "a view's coordinate needs known integers, got " + print(c));
    return *i >= 0 && *i < *extent;
  }
  if (!shape.isTuple() || shape.rank() != c.rank())
    return false;
  for (size_t i = 0; i < c.rank(); ++i) {
    CUTE_TRY(ok, inDomain(c.mode(i), shape.mode(i)));
    if (!ok)
      return false;
  }
  return true;
}

Result<OffsetRange> offsetRange(const Value &layout) {
  if (const auto *l = std::get_if<Layout>(&layout))
    return layoutRange(*l);
  if (const auto *c = std::get_if<ComposedLayout>(&layout))
    return composedRange(*c);
  return fail(kOp, "a view's layout must be a layout or a composed layout");
}

Result<int64_t> elementOffset(const Value &layout, const IntTuple &coord) {
  const auto *l = std::get_if<Layout>(&layout);
  const auto *c = std::get_if<ComposedLayout>(&layout);
  if (!l && !c)
    return fail(kOp, "a view's layout must be a layout or a composed layout");
  const IntTuple &shape = outerLayout(layout).shape;
  CUTE_TRY(inside, inDomain(coord, shape));
  if (!inside)
    return fail(kOp, "coordinate " + print(coord) + " is outside the shape " + print(shape));
  CUTE_TRY(offset, l ? evaluate(*l, coord) : evaluate(*c, coord));
  if (!offset.isLeaf() || !integerLeaf(offset))
    return fail(kOp, "a view's layout must give integer offsets, got " + print(offset));
  return *integerLeaf(offset);
}

} // namespace cute::core
