//===- Layout.cpp - Layout construction, queries and simplification -------===//
// Symbolic twin (the same functions on run-time leaves, for --cute-expand):
// lower/lib/SymLayout.cpp.
#include "Detail.h"
#include "cute-oracle/core/DomainWalk.h"
#include "cute-oracle/core/IntegerPaths.h"
#include "cute-oracle/core/Text.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <optional>

namespace cute::core {

//===--- Construction ------------------------------------------------------===//

static bool validExtents(const IntTuple &shape) {
  if (shape.isLeaf())
    return shape.isDynamic() || (shape.isInt() && shape.value() > 0);
  for (const IntTuple &e : shape.elems())
    if (!validExtents(e))
      return false;
  return true;
}

Result<bool> validateLayout(const Layout &l) {
  if (!congruent(l.shape, l.stride))
    return Error{"invalid layout " + print(l) + ": shape and stride are not congruent"};
  if (!validExtents(l.shape) || hasUnderscore(l.stride))
    return Error{"invalid layout " + print(l) +
                 ": extents must be positive integers or '?' and strides may not be '_'"};
  return true;
}

static Result<bool> requireExtents(std::string_view op, const IntTuple &shape) {
  if (!validExtents(shape))
    return fail(op, "extents must be positive integers or '?' but got " + print(shape));
  return true;
}

static Result<Layout> compactLayout(const IntTuple &shape, bool rowMajor) {
  CUTE_TRY(valid, requireExtents("make_layout", shape));
  (void)valid;
  CUTE_TRY(stride, compactMajor(shape, IntTuple::of(1), rowMajor));
  return Layout{shape, std::move(stride)};
}

Result<Layout> makeLayout(const IntTuple &shape) { return compactLayout(shape, false); }

Result<Layout> makeLayoutRight(const IntTuple &shape) { return compactLayout(shape, true); }

Result<Layout> makeLayout(const IntTuple &shape, const IntTuple &stride) {
  if (!congruent(shape, stride))
    return fail("make_layout", "shape " + print(shape) + " and stride " + print(stride) +
                                   " are not congruent");
  Layout l{shape, stride};
  CUTE_TRY(valid, validateLayout(l));
  (void)valid;
  return l;
}

Layout concatLayouts(std::vector<Layout> modes) {
  ModeConcat result(modes.size());
  for (Layout &m : modes)
    result.add(std::move(m));
  return std::move(result).take();
}

Result<Layout> makeOrderedLayout(const IntTuple &shape, const IntTuple &order) {
  CUTE_TRY(valid, requireExtents("make_ordered_layout", shape));
  (void)valid;
  if (!weaklyCongruent(order, shape))
    return fail("make_ordered_layout", "order " + print(order) +
                                           " is not weakly congruent to shape " + print(shape));
  CUTE_TRY(stride, compactOrder(shape, order));
  return Layout{shape, std::move(stride)};
}

/// filter_zeros(stride, shape): extent 1 where the stride is a static 0.
static IntTuple extentOneAtZeroStride(const IntTuple &stride, const IntTuple &shape) {
  if (stride.isLeaf())
    return stride.isInt(0) ? repeatLike(shape, IntTuple::of(1)) : shape;
  std::vector<IntTuple> out;
  for (size_t i = 0; i < stride.rank(); ++i)
    out.push_back(extentOneAtZeroStride(stride.elems()[i], shape.mode(i)));
  return IntTuple::tuple(std::move(out));
}

Result<Layout> makeLayoutLike(const Layout &l) {
  for (const IntTuple &d : leaves(l.stride))
    if (!isIntegerLeaf(d))
      return fail("make_layout_like", "expects integer strides but got " + print(l));
  CUTE_TRY(stride, compactOrder(extentOneAtZeroStride(l.stride, l.shape), l.stride));
  return Layout{l.shape, std::move(stride)};
}

Result<Layout> makeIdentityLayout(const IntTuple &shape) {
  CUTE_TRY(valid, requireExtents("make_identity_layout", shape));
  (void)valid;
  return Layout{shape, shape.isLeaf() ? IntTuple::of(1) : basisLike(shape)};
}

//===--- Shape queries -----------------------------------------------------===//

int64_t rank(const Layout &l) { return l.shape.rank(); }
int64_t depth(const Layout &l) { return depth(l.shape); }

Result<IntTuple> size(const Layout &l) {
  return guarded("size", [&] { return product(l.shape); });
}

/// |d| of a stride leaf as C++'s abs_fn gives it: a static or run-time
/// integer, or a scaled basis with its modes.
static IntTuple absStride(const IntTuple &d) {
  if (!d.isBasis())
    return leafAbs(d);
  if (!d.isDynamicBasis())
    return IntTuple::basis(arith::abs(d.value()), d.modes());
  return dynamicResult(
      d, d, [](int64_t x, int64_t) { return arith::abs(x); }, d.modes());
}

/// C++'s inner_product(shape - 1, |stride|): a leaf's (s - 1) * |d|; a
/// tuple's 0 + each mode's own inner product, in mode order. An arithmetic
/// tuple where strides are scaled bases. Leaves keep C++'s typing: a static
/// 0 times a run-time integer is a static 0, and a run-time integer does not
/// add to a scaled basis.
static Result<IntTuple> innerReach(const IntTuple &shape, const IntTuple &stride) {
  if (shape.isLeaf() != stride.isLeaf() || shape.rank() != stride.rank())
    return fail("cosize",
                "shape " + print(shape) + " and stride " + print(stride) + " are not congruent");
  if (shape.isLeaf()) {
    CUTE_TRY(extentLess, tupleSub(shape, IntTuple::of(1)));
    return leafMul(extentLess, absStride(stride));
  }
  IntTuple acc = IntTuple::of(0);
  for (size_t i = 0; i < shape.rank(); ++i) {
    CUTE_TRY(term, innerReach(shape.elems()[i], stride.elems()[i]));
    CUTE_TRY(sum, arithAdd(acc, term));
    acc = std::move(sum);
  }
  return acc;
}

/// cosize(L) as C++ computes it (layout.hpp coshape): innerReach, 1 added
/// to each of its leaves, then their product, every sum and product grouped
/// by mode, each run-time leaf with C++'s type (static where C++'s integral
/// constants make it static).
Result<IntTuple> cosize(const Layout &l) {
  return guarded("cosize", [&]() -> Result<IntTuple> {
    CUTE_TRY(reach, innerReach(l.shape, l.stride));
    IntTuple co = asArithmeticTuple(reach);
    CUTE_TRY(coshape, arithAdd(co, repeatLike(co, IntTuple::of(1))));
    return product(coshape);
  });
}

//===--- Modes -------------------------------------------------------------===//

Result<Layout> getMode(const Layout &l, const std::vector<int64_t> &path) {
  CUTE_TRY(shape, getMode(l.shape, path));
  CUTE_TRY(stride, getMode(l.stride, path));
  return Layout{std::move(shape), std::move(stride)};
}

Result<int64_t> modeSize(const Layout &l, int64_t i) {
  CUTE_TRY(mode, getMode(l, {i}));
  CUTE_TRY(n, size(mode));
  if (!n.isInt())
    return fail("size", "mode " + std::to_string(i) + " of " + print(l) + " has no integer size");
  return n.value();
}

Result<Layout> select(const Layout &l, const std::vector<int64_t> &modes) {
  CUTE_TRY(shape, select(l.shape, modes));
  CUTE_TRY(stride, select(l.stride, modes));
  return Layout{std::move(shape), std::move(stride)};
}

Result<Layout> take(const Layout &l, int64_t begin, int64_t end) {
  CUTE_TRY(shape, take(l.shape, begin, end));
  CUTE_TRY(stride, take(l.stride, begin, end));
  return Layout{std::move(shape), std::move(stride)};
}

Layout flatten(const Layout &l) { return Layout{flatten(l.shape), flatten(l.stride)}; }

Result<Layout> groupModes(const Layout &l, int64_t begin, int64_t end) {
  CUTE_TRY(shape, group(l.shape, begin, end));
  CUTE_TRY(stride, group(l.stride, begin, end));
  return Layout{std::move(shape), std::move(stride)};
}

Layout append(const Layout &l, const Layout &x) {
  return Layout{append(l.shape, x.shape), append(l.stride, x.stride)};
}

Layout prepend(const Layout &l, const Layout &x) {
  return Layout{prepend(l.shape, x.shape), prepend(l.stride, x.stride)};
}

Result<Layout> appendToRank(const Layout &l, int64_t n, const Layout &x) {
  CUTE_TRY(shape, appendToRank(l.shape, n, x.shape));
  CUTE_TRY(stride, appendToRank(l.stride, n, x.stride));
  return Layout{std::move(shape), std::move(stride)};
}

Result<Layout> prependToRank(const Layout &l, int64_t n, const Layout &x) {
  CUTE_TRY(shape, prependToRank(l.shape, n, x.shape));
  CUTE_TRY(stride, prependToRank(l.stride, n, x.stride));
  return Layout{std::move(shape), std::move(stride)};
}

Result<Layout> replace(const Layout &l, int64_t i, const Layout &x) {
  CUTE_TRY(shape, replace(l.shape, i, x.shape));
  CUTE_TRY(stride, replace(l.stride, i, x.stride));
  return Layout{std::move(shape), std::move(stride)};
}

Result<Layout> slice(const IntTuple &c, const Layout &l) {
  CUTE_TRY(shape, slice(c, l.shape));
  CUTE_TRY(stride, slice(c, l.stride));
  return Layout{std::move(shape), std::move(stride)};
}

Result<Layout> dice(const IntTuple &c, const Layout &l) {
  CUTE_TRY(shape, dice(c, l.shape));
  CUTE_TRY(stride, dice(c, l.stride));
  return Layout{std::move(shape), std::move(stride)};
}

//===--- Evaluation --------------------------------------------------------===//

Result<IntTuple> evaluate(const Layout &l, const IntTuple &c) {
  if (c.isInt())
    if (std::optional<int64_t> index = indexOfInteger(c.value(), l.shape, l.stride))
      return IntTuple::of(*index);
  if (hasUnderscore(c))
    return fail("layout_eval", "coordinate " + print(c) + " contains '_'; use slice");
  return guarded("layout_eval", [&] { return crd2idx(c, l.shape, l.stride); });
}

Result<std::vector<int64_t>> evaluateDomain(const Layout &l) {
  constexpr int64_t kMaxPoints = int64_t(1) << 26;
  IntTuple shape = flatten(l.shape), stride = flatten(l.stride);
  std::vector<int64_t> extents, steps;
  int64_t points = 1;
  for (size_t i = 0; i < shape.rank(); ++i) {
    const IntTuple &s = shape.mode(i), &d = stride.mode(i);
    if (!s.isInt() || !d.isInt() || s.value() < 0)
      return fail("layout_eval", "the domain of " + print(l) +
                                     " is walked only with static integer shape and strides");
    extents.push_back(s.value());
    steps.push_back(d.value());
    if (s.value() > 0 && points > kMaxPoints / s.value())
      return fail("layout_eval", "the domain of " + print(l) + " has more than 2^26 points");
    points *= s.value();
  }
  std::vector<int64_t> out;
  out.reserve(points);
  Odometer odometer(std::move(extents), std::move(steps));
  int64_t index = 0;
  auto shift = [&](size_t, int64_t amount, bool forward) {
    return forward ? !__builtin_add_overflow(index, amount, &index)
                   : !__builtin_sub_overflow(index, amount, &index);
  };
  for (int64_t p = 0; p < points; ++p) {
    out.push_back(index);
    if (p + 1 < points && !odometer.advance(shift))
      return fail("layout_eval", "an index of " + print(l) + " is outside int64");
  }
  return out;
}

Result<int64_t> evaluate(const Swizzle &s, int64_t x) {
  uint64_t bitMask = (uint64_t(1) << s.bits) - 1;
  uint64_t yyy = bitMask << (s.base + std::max(0, s.shift));
  uint64_t ux = static_cast<uint64_t>(x), y = ux & yyy;
  uint64_t moved = s.shift >= 0 ? y >> s.shift : y << -s.shift;
  return static_cast<int64_t>(ux ^ moved);
}

Result<IntTuple> evaluate(const ComposedLayout &c, const IntTuple &coord) {
  CUTE_TRY(b, evaluate(c.outer, coord));
  CUTE_TRY(x, guarded("layout_eval", [&] { return arithAdd(c.offset, b); }));
  if (const auto *a = std::get_if<Layout>(&c.inner))
    return evaluate(*a, x);
  return evaluate(std::get<Swizzle>(c.inner), x);
}

Result<IntTuple> evaluate(const Swizzle &s, const IntTuple &x) {
  if (!isIntegerLeaf(x))
    return fail("layout_eval", "a swizzle needs an integer but got " + print(x));
  if (x.isInt() || x.known()) {
    CUTE_TRY(y, evaluate(s, *x.known()));
    return x.isInt() ? IntTuple::of(y) : IntTuple::bound(unsigned(x.value()), y);
  }
  return IntTuple::dynamic(unsigned(x.value()));
}

//===--- Simplification ----------------------------------------------------===//

/// Appends t's leaves to `out` (shape or stride), while all are static
/// integers and fit; false otherwise.
static bool appendIntegerLeaves(const IntTuple &t,
                                std::array<int64_t, IntegerModes::kCapacity> &out, size_t &count) {
  if (t.isTuple())
    return std::ranges::all_of(
        t.elems(), [&](const IntTuple &e) { return appendIntegerLeaves(e, out, count); });
  if (!t.isInt() || count == IntegerModes::kCapacity)
    return false;
  out[count++] = t.value();
  return true;
}

std::optional<IntegerModes> integerModes(const Layout &l) {
  if (!GeneralPathsOnly::integerPathsOn())
    return std::nullopt;
  IntegerModes m;
  size_t strides = 0;
  if (!appendIntegerLeaves(l.shape, m.shape, m.rank) ||
      !appendIntegerLeaves(l.stride, m.stride, strides) || strides != m.rank)
    return std::nullopt;
  return m;
}

Layout layoutOf(const IntegerModes &m) {
  assert(m.rank >= 1 && "a layout of no integer modes");
  if (m.rank == 1)
    return Layout{IntTuple::of(m.shape[0]), IntTuple::of(m.stride[0])};
  std::vector<IntTuple> shape, stride;
  shape.reserve(m.rank);
  stride.reserve(m.rank);
  for (size_t i = 0; i < m.rank; ++i) {
    shape.push_back(IntTuple::of(m.shape[i]));
    stride.push_back(IntTuple::of(m.stride[i]));
  }
  return Layout{IntTuple::tuple(std::move(shape)), IntTuple::tuple(std::move(stride))};
}

/// coalesceFlat's steps on integers (every leaf static, so a mode merges
/// into the next whenever s * d reaches the next stride).
std::optional<IntegerModes> coalesceIntegers(const IntegerModes &m, Coalesce how) {
  IntegerModes out; // last mode first until the reversal at the end
  if (m.rank == 0) {
    out.push(1, 0);
    return out;
  }
  auto extent = [&](size_t k) {
    return how == Coalesce::ZeroStridesDropped && m.stride[k] == 0 ? 1 : m.shape[k];
  };
  size_t r = m.rank;
  out.push(extent(r - 1), m.stride[r - 1]);
  if (how == Coalesce::FunctionPreserving && out.shape[0] == 1)
    out.shape[0] = 2;
  for (size_t k = r - 1; k-- > 0;) {
    int64_t s = extent(k), d = m.stride[k];
    if (s == 1)
      continue;
    if (out.rank == 1 && out.shape[0] == 1) {
      out.shape[0] = s;
      out.stride[0] = d;
      continue;
    }
    std::optional<int64_t> reach = mulOrNull(s, d);
    if (!reach)
      return std::nullopt;
    size_t last = out.rank - 1;
    if (*reach == out.stride[last]) {
      std::optional<int64_t> merged = mulOrNull(s, out.shape[last]);
      if (!merged)
        return std::nullopt;
      out.shape[last] = *merged;
      out.stride[last] = d;
      continue;
    }
    out.push(s, d);
  }
  std::reverse(out.shape.begin(), out.shape.begin() + out.rank);
  std::reverse(out.stride.begin(), out.stride.begin() + out.rank);
  if (out.rank == 1 && out.shape[0] == 1)
    out.stride[0] = 0;
  return out;
}

/// bw_coalesce over the flattened modes, from the last mode to the first.
/// The leaves are read in place (a layout's shape and stride are
/// congruent, see validateLayout), and only the result's modes are built.
static Result<Layout> coalesceFlat(const Layout &l, Coalesce how) {
  if (std::optional<IntegerModes> m = integerModes(l))
    if (std::optional<IntegerModes> coalesced = coalesceIntegers(*m, how))
      return layoutOf(*coalesced);
  const IntTuple one = IntTuple::of(1);
  std::vector<const IntTuple *> shape = leafRefs(l.shape);
  std::vector<const IntTuple *> stride = leafRefs(l.stride);
  assert(shape.size() == stride.size() && "coalesce of a non-congruent layout");
  if (shape.empty())
    return Layout{IntTuple::of(1), IntTuple::of(0)};
  auto extent = [&](size_t k) -> const IntTuple & {
    return how == Coalesce::ZeroStridesDropped && stride[k]->isInt(0) ? one : *shape[k];
  };
  // The result's modes, last first: ns.back() is the mode being merged.
  size_t r = shape.size();
  std::vector<IntTuple> ns, nd;
  ns.reserve(r);
  nd.reserve(r);
  ns.push_back(extent(r - 1));
  nd.push_back(*stride[r - 1]);
  if (how == Coalesce::FunctionPreserving && ns[0].isInt(1))
    ns[0] = IntTuple::of(2);
  for (size_t k = r - 1; k-- > 0;) {
    const IntTuple &s = extent(k), &d = *stride[k];
    if (s.isInt(1))
      continue;
    if (ns.size() == 1 && ns[0].isInt(1)) {
      ns[0] = s;
      nd[0] = d;
      continue;
    }
    // C++ tests s*d == d' on types only: the product is static when both
    // are, or when either is a static 0 (C++'s `_0 * x` is `_0`); a
    // run-time product is never computed, so it cannot overflow.
    std::optional<IntTuple> reach;
    if (isStatic(s) && isStatic(d)) {
      CUTE_TRY(product, leafMul(s, d));
      reach = std::move(product);
    } else if (s.isInt(0) || d.isInt(0)) {
      reach = IntTuple::of(0);
    }
    if (isStatic(ns.back()) && reach && *reach == nd.back()) {
      CUTE_TRY(merged, leafMul(s, ns.back()));
      ns.back() = std::move(merged);
      nd.back() = d;
      continue;
    }
    ns.push_back(s);
    nd.push_back(d);
  }
  if (ns.size() == 1)
    return ns[0].isInt(1) ? Layout{IntTuple::of(1), IntTuple::of(0)}
                          : Layout{std::move(ns[0]), std::move(nd[0])};
  std::reverse(ns.begin(), ns.end());
  std::reverse(nd.begin(), nd.end());
  return Layout{IntTuple::tuple(std::move(ns)), IntTuple::tuple(std::move(nd))};
}

static Result<Layout> coalesceByProfile(const Layout &l, const IntTuple &profile, Coalesce how) {
  if (profile.isLeaf())
    return coalesceFlat(l, how);
  if (profile.rank() > l.shape.rank())
    return fail("coalesce", "expects target_profile rank (" + std::to_string(profile.rank()) +
                                ") to not exceed the layout rank (" +
                                std::to_string(l.shape.rank()) + ")");
  ModeConcat result(l.shape.rank());
  for (size_t i = 0; i < l.shape.rank(); ++i) {
    if (i >= profile.rank()) {
      result.add(modeOf(l, i));
      continue;
    }
    CUTE_TRY(m, coalesceByProfile(modeOf(l, i), profile.elems()[i], how));
    result.add(std::move(m));
  }
  return std::move(result).take();
}

/// coalesce (Plain) or filter (ZeroStridesDropped) of the whole layout.
static Result<Layout> coalesceWhole(const Layout &l, Coalesce how) {
  // C++ does not compile coalesce of the empty layout ():(); NVIDIA's
  // cute_ir keeps it, the same function of size 1.
  if (l.shape.isTuple() && l.shape.rank() == 0)
    return l;
  return guarded("coalesce", [&] { return coalesceFlat(l, how); });
}

Result<Layout> coalesce(const Layout &l) { return coalesceWhole(l, Coalesce::Plain); }

Result<Layout> coalesce(const Layout &l, const IntTuple &profile) {
  return guarded("coalesce", [&] { return coalesceByProfile(l, profile, Coalesce::Plain); });
}

Result<Layout> coalesceFunctionPreserving(const Layout &l, const IntTuple &profile) {
  return guarded("composition",
                 [&] { return coalesceByProfile(l, profile, Coalesce::FunctionPreserving); });
}

Layout filterZeros(const Layout &l) {
  return Layout{extentOneAtZeroStride(l.stride, l.shape), l.stride};
}

Result<Layout> filterZeros(const Layout &l, const IntTuple &profile) {
  if (!weaklyCongruent(profile, l.shape))
    return fail("filter_zeros", "profile " + print(profile) +
                                    " is not weakly congruent to the layout " + print(l));
  return Layout{extentOneAtZeroStride(profile, l.shape), l.stride};
}

Result<Layout> filter(const Layout &l) { return coalesceWhole(l, Coalesce::ZeroStridesDropped); }

Result<Layout> filter(const Layout &l, const IntTuple &profile) {
  if (profile.isLeaf())
    return filter(l);
  if (profile.rank() > l.shape.rank())
    return fail("filter", "profile " + print(profile) + " has more modes than " + print(l));
  ModeConcat result(l.shape.rank());
  for (size_t i = 0; i < l.shape.rank(); ++i) {
    if (i >= profile.rank()) {
      result.add(modeOf(l, i));
      continue;
    }
    CUTE_TRY(m, filter(modeOf(l, i), profile.elems()[i]));
    result.add(std::move(m));
  }
  return std::move(result).take();
}

//===--- Swizzles ----------------------------------------------------------===//

Value composeSwizzle(const Swizzle &s, const Layout &l) {
  return composition(std::variant<Layout, Swizzle>(s), IntTuple::of(0), l);
}

uint64_t yyyMask(const Swizzle &s) {
  return ((uint64_t(1) << s.bits) - 1) << (s.base + std::max(0, s.shift));
}

uint64_t zzzMask(const Swizzle &s) {
  return ((uint64_t(1) << s.bits) - 1) << (s.base - std::min(0, s.shift));
}

Result<Swizzle> makeSwizzle(int64_t y, int64_t z) {
  auto invalid = [&](std::string_view why) {
    return fail("make_swizzle", "the masks y=" + std::to_string(y) + " and z=" +
                                    std::to_string(z) + " " + std::string(why));
  };
  if (y < 0 || z < 0 || y > int64_t(UINT32_MAX) || z > int64_t(UINT32_MAX))
    return invalid("are not 32-bit unsigned integers");
  int bits = __builtin_popcountll(uint64_t(y));
  if (bits != __builtin_popcountll(uint64_t(z)))
    return invalid("have different numbers of bits");
  int ty = y ? __builtin_ctzll(uint64_t(y)) : 32, tz = z ? __builtin_ctzll(uint64_t(z)) : 32;
  Swizzle s{bits, std::min(ty, tz) % 32, ty - tz};
  if (std::abs(s.shift) < s.bits || uint64_t(y | z) != (yyyMask(s) | zzzMask(s)))
    return invalid("are not the masks of a swizzle");
  return s;
}

Result<Swizzle> composeSwizzles(const Swizzle &a, const Swizzle &b) {
  if (a.shift != b.shift)
    return fail("composition", "can only merge swizzles of the same shift but got " + print(a) +
                                   " and " + print(b));
  return makeSwizzle(int64_t(yyyMask(a) ^ yyyMask(b)), int64_t(zzzMask(a) ^ zzzMask(b)));
}

} // namespace cute::core
