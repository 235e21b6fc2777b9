//===- Complement.cpp - complement, right_inverse, left_inverse -----------===//
//
// complement(L, M): the layout of the offsets below M that L does not reach,
// ordered by L's strides. right_inverse(L) / left_inverse(L): R with
// L(R(i)) == i on L's image prefix / R(L(c)) == c on L's domain. Each
// equals CuTe C++ (layout.hpp) on every vector we hold, canonical form
// included; inputs C++ would turn into no layout (negative strides, a
// cotarget of 0, non-injective layouts) are errors.
// Symbolic twin (run-time leaves, for --cute-expand):
// lower/lib/SymComposition.cpp (complement).
//
//===----------------------------------------------------------------------===//
#include "Detail.h"
#include "cute-oracle/core/Text.h"

#include <algorithm>

namespace cute::core {

static Result<IntTuple> coalescedShape(const IntTuple &shape) {
  std::vector<IntTuple> out;
  for (const IntTuple *leaf : leafRefs(shape)) {
    const IntTuple &s = *leaf;
    if (!out.empty() && isStatic(out.back()) == isStatic(s)) {
      CUTE_TRY(m, leafMul(out.back(), s));
      out.back() = std::move(m);
    } else {
      out.push_back(s);
    }
  }
  if (out.empty())
    return IntTuple::of(1);
  return out.size() == 1 ? out[0] : IntTuple::tuple(std::move(out));
}

Result<IntTuple> coalesceShape(const IntTuple &shape) {
  return guardedEntry("coalesce", [&] { return coalescedShape(shape); });
}

bool hasOnlyIntStrides(const Layout &l) { return hasOnlyIntLeaves(l.stride) && isStatic(l.shape); }

/// Integer strides, static where the (filtered) layout has several modes:
/// C++ orders the modes by stride at compile time.
static bool complementable(const Layout &f, const std::vector<const IntTuple *> &strides) {
  return std::ranges::all_of(strides, [](const IntTuple *d) { return isIntegerLeaf(*d); }) &&
         (strides.size() == 1 || isStatic(f.stride));
}

std::optional<IntegerModes> complementOfIntegers(const IntegerModes &m, int64_t cotarget) {
  if (cotarget < 1)
    return std::nullopt;
  std::optional<IntegerModes> f = coalesceIntegers(m, Coalesce::ZeroStridesDropped);
  if (!f || f->full() || (f->rank == 1 && f->stride[0] == 0) ||
      std::any_of(f->stride.begin(), f->stride.begin() + f->rank, [](int64_t d) { return d < 0; }))
    return std::nullopt;
  // The modes by increasing stride, each with the extent that reaches its
  // stride from the one before, as complementImpl places them.
  IntegerModes result;
  int64_t reached = 1; // complementImpl's resultStride.back()
  while (f->rank > 0) {
    // complementImpl would divide by 0 (after a 0 extent, which a valid
    // layout does not have).
    if (reached == 0)
      return std::nullopt;
    size_t minIdx = 0;
    for (size_t i = 1; i < f->rank; ++i)
      if (f->stride[i] < f->stride[minIdx])
        minIdx = i;
    int64_t extent = f->stride[minIdx] / reached;
    std::optional<int64_t> next = mulOrNull(f->stride[minIdx], f->shape[minIdx]);
    if (extent == 0 || !next)
      return std::nullopt;
    result.push(extent, reached);
    reached = *next;
    f->erase(minIdx);
  }
  // The rest of the cotarget: ceil_div(cotarget, reached) at stride
  // `reached`, its compact stride (0 for an extent of 1).
  std::optional<int64_t> sum = addOrNull(cotarget, reached);
  if (!sum || reached == 0)
    return std::nullopt;
  int64_t rest = (*sum - 1) / reached;
  if (rest != 1 && !mulOrNull(reached, rest))
    return std::nullopt;
  result.push(rest, rest == 1 ? 0 : reached);
  return coalesceIntegers(result, Coalesce::Plain);
}

/// complementImpl on integer modes where L's leaves and the cotarget are
/// static integers (IntegerPaths.h); std::nullopt otherwise and wherever
/// complementOfIntegers gives it.
/// @post a layout R means complementImpl(L, cotarget) == R.
static std::optional<Layout> complementLayoutOfIntegers(const Layout &l, const IntTuple &cotarget) {
  if (!cotarget.isInt())
    return std::nullopt;
  std::optional<IntegerModes> m = integerModes(l);
  if (!m)
    return std::nullopt;
  std::optional<IntegerModes> r = complementOfIntegers(*m, cotarget.value());
  return r ? std::optional(layoutOf(*r)) : std::nullopt;
}

static Result<Layout> complementImpl(const Layout &l, const IntTuple &cotarget) {
  if (std::optional<Layout> r = complementLayoutOfIntegers(l, cotarget))
    return std::move(*r);
  if (hasUnderscore(cotarget))
    return fail("complement", "expects an integer cotarget but got " + print(cotarget));
  for (const IntTuple &c : leaves(cotarget))
    if (c.known() && *c.known() < 1)
      return fail("complement", "expects a positive cotarget but got " + print(cotarget));
  CUTE_TRY(f, filter(l));
  std::vector<const IntTuple *> filteredStrides = leafRefs(f.stride);
  // Strides that filter drops (extent 1 or stride 0) may be anything.
  if (!complementable(f, filteredStrides))
    return fail("complement", "expects integer strides, static unless the filtered layout has "
                              "rank 1, but got " +
                                  print(l));
  // CuTe C++ computes negative extents from negative strides; that is no
  // layout, so it is an error here.
  for (const IntTuple *d : filteredStrides)
    if (d->known() && *d->known() < 0)
      return fail("complement", "expects non-negative strides but got " + print(l));
  // A layout without leaves (():()) filters to itself; as a function it is
  // 1:0 (one point at offset 0), and is complemented like it.
  if (f.stride.isInt(0) || filteredStrides.empty()) {
    CUTE_TRY(target, coalesceShape(cotarget));
    return makeLayout(target);
  }
  // The modes not yet placed, as pointers into f.
  std::vector<const IntTuple *> shape = modeRefs(f.shape), stride = modeRefs(f.stride);
  std::vector<IntTuple> resultShape, resultStride{IntTuple::of(1)};
  resultShape.reserve(shape.size());
  resultStride.reserve(shape.size() + 1);
  auto nonInjective = [&] { return fail("complement", "non-injective layout " + print(l)); };
  while (shape.size() > 1) {
    size_t minIdx = 0;
    for (size_t i = 1; i < stride.size(); ++i)
      if (stride[i]->value() < stride[minIdx]->value())
        minIdx = i;
    IntTuple newShape = leafDiv(*stride[minIdx], resultStride.back());
    if (newShape.known() == 0)
      return nonInjective();
    CUTE_TRY(newStride, leafMul(*stride[minIdx], *shape[minIdx]));
    resultShape.push_back(std::move(newShape));
    resultStride.push_back(std::move(newStride));
    shape.erase(shape.begin() + minIdx);
    stride.erase(stride.begin() + minIdx);
  }
  IntTuple lastShape = leafDiv(*stride[0], resultStride.back());
  if (lastShape.known() == 0)
    return nonInjective();
  resultShape.push_back(std::move(lastShape));
  CUTE_TRY(newStride, leafMul(*stride[0], *shape[0]));
  CUTE_TRY(restDiv, ceilDiv(cotarget, newStride));
  CUTE_TRY(restShape, coalesceShape(restDiv));
  CUTE_TRY(restStride, compactMajor(restShape, newStride, false));
  return coalesce(Layout{IntTuple::tuple({IntTuple::tuple(std::move(resultShape)), restShape}),
                         IntTuple::tuple({IntTuple::tuple(std::move(resultStride)), restStride})});
}

Result<Layout> complement(const Layout &l, const IntTuple &cotarget) {
  return guarded("complement", [&] { return complementImpl(l, cotarget); });
}

Result<Layout> complement(const Layout &l) {
  return guarded("complement", [&]() -> Result<Layout> {
    CUTE_TRY(f, filter(l));
    CUTE_TRY(target, cosize(f));
    return complementImpl(l, target);
  });
}

/// The coalesced layout's modes with prefix products of its shape and the
/// mode indices sorted by stride (CuTe's exchange sort, which is not stable).
struct SortedModes {
  std::vector<int64_t> shape, stride, prefix;
  std::vector<size_t> order;
};

/// With `runTimeStrides`, a static shape may have run-time integer strides:
/// such a mode is left out of `order` (C++'s right_inverse follows only
/// strides it knows at compile time).
static Result<SortedModes> sortedModes(std::string_view op, const Layout &l,
                                       bool runTimeStrides = false) {
  bool admissible = runTimeStrides
                        ? isStatic(l.shape) && std::ranges::all_of(leaves(l.stride), isIntegerLeaf)
                        : hasOnlyIntStrides(l);
  if (!admissible)
    return fail(op, std::string("expects a static ") + (runTimeStrides ? "shape" : "layout") +
                        " with integer strides but got " + print(l));
  CUTE_TRY(c, coalesce(l));
  SortedModes m;
  for (const IntTuple &s : modes(c.shape))
    m.shape.push_back(s.value());
  std::vector<IntTuple> strides = modes(c.stride);
  for (const IntTuple &d : strides)
    m.stride.push_back(d.isInt() ? d.value() : 0);
  m.prefix.push_back(1);
  for (int64_t s : m.shape)
    m.prefix.push_back(arith::mul(m.prefix.back(), s));
  for (size_t i = 0; i < m.shape.size(); ++i)
    if (strides[i].isInt())
      m.order.push_back(i);
  for (size_t i = 0; i < m.order.size(); ++i)
    for (size_t j = i + 1; j < m.order.size(); ++j)
      if (m.stride[m.order[j]] < m.stride[m.order[i]])
        std::swap(m.order[i], m.order[j]);
  return m;
}

static Layout intLayout(const std::vector<int64_t> &shape, const std::vector<int64_t> &stride) {
  std::vector<IntTuple> s, d;
  for (int64_t x : shape)
    s.push_back(IntTuple::of(x));
  for (int64_t x : stride)
    d.push_back(IntTuple::of(x));
  return Layout{IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d))};
}

Result<Layout> rightInverse(const Layout &l) {
  return guarded("right_inverse", [&]() -> Result<Layout> {
    CUTE_TRY(m, sortedModes("right_inverse", l, /*runTimeStrides=*/true));
    std::vector<int64_t> shape{1}, stride{0};
    int64_t current = 1;
    for (size_t i : m.order) {
      if (m.stride[i] != current)
        continue;
      shape.push_back(m.shape[i]);
      stride.push_back(m.prefix[i]);
      current = arith::mul(m.shape[i], m.stride[i]);
    }
    return coalesce(intLayout(shape, stride));
  });
}

Result<Layout> leftInverse(const Layout &l) {
  return guarded("left_inverse", [&]() -> Result<Layout> {
    CUTE_TRY(m, sortedModes("left_inverse", l));
    // C++'s left_inverse is right_inverse(make_layout(l, complement(l))),
    // and complement rejects negative strides (they give negative extents).
    for (int64_t d : m.stride)
      if (d < 0)
        return fail("left_inverse", "expects non-negative strides but got " + print(l));
    std::vector<int64_t> shape, stride{0};
    int64_t covered = 1;
    for (size_t i : m.order) {
      if (m.stride[i] == 0)
        continue;
      if (arith::mod(m.stride[i], covered) != 0)
        return fail("left_inverse", "divisibility condition violated: stride " +
                                        std::to_string(m.stride[i]) + " of " + print(l) +
                                        " is not a multiple of " + std::to_string(covered));
      shape.push_back(arith::div(m.stride[i], covered));
      stride.push_back(m.prefix[i]);
      covered = arith::mul(covered, shape.back());
    }
    // A layout without modes (():()) is 1:0 as a function; so is its inverse.
    shape.push_back(m.order.empty() ? 1 : m.shape[m.order.back()]);
    return coalesce(intLayout(shape, stride));
  });
}

} // namespace cute::core
