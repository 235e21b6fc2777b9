//===- Composition.cpp - Functional composition of layouts ----------------===//
// Symbolic twin (the same functions on run-time leaves, for --cute-expand):
// lower/lib/SymComposition.cpp.
#include "Detail.h"
#include "cute-oracle/core/Text.h"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstdlib>

namespace cute::core {

/// composition_impl of CuTe: lhs (already coalesced) composed with one
/// rhs mode, or distributed over the modes of a tuple rhs.
static Result<Layout> composeImpl(const IntTuple &lshape, const IntTuple &lstride,
                                  const IntTuple &rshape, const IntTuple &rstride) {
  if (rshape.isTuple()) {
    ModeConcat result(rshape.rank());
    for (size_t i = 0; i < rshape.rank(); ++i) {
      CUTE_TRY(m, composeImpl(lshape, lstride, rshape.elems()[i], rstride.mode(i)));
      result.add(std::move(m));
    }
    return std::move(result).take();
  }
  if (rstride.isDynamicBasis())
    return fail("composition", "expects a static stride but got " + print(rstride));
  if (rstride.isBasis()) {
    std::vector<int64_t> path(rstride.modes().begin(), rstride.modes().end());
    CUTE_TRY(subShape, getMode(lshape, path));
    CUTE_TRY(subStride, getMode(lstride, path));
    return composeImpl(subShape, subStride, rshape, IntTuple::of(rstride.value()));
  }
  if (rstride.isInt(0))
    return Layout{rshape, rstride};
  if (lshape.isLeaf()) {
    CUTE_TRY(d, leafMul(rstride, lstride));
    return Layout{rshape, d};
  }
  if (!isIntegerLeaf(rshape) || !isIntegerLeaf(rstride))
    return fail("composition", "expects integer leaves but got " + print(rshape) + ":" +
                                   print(rstride));
  // C++'s fold: the divisibility conditions are checked where both sides
  // are static; run-time leaves give run-time results.
  std::vector<IntTuple> resultShape, resultStride;
  IntTuple restShape = rshape, restStride = rstride;
  size_t r = lshape.rank();
  for (size_t i = 0; i + 1 < r; ++i) {
    const IntTuple &currShape = lshape.elems()[i];
    const IntTuple &currStride = lstride.elems()[i];
    if (!isIntegerLeaf(currShape))
      return fail("composition", "expects integer extents but got " + print(lshape));
    if ((currShape.isInt() && currShape.value() <= 0) ||
        (restShape.isInt() && restShape.value() <= 0))
      return fail("composition", "expects positive extents but got " + print(lshape) + " and " +
                                     print(rshape));
    if (currShape.isInt() && restStride.isInt() &&
        arith::mod(restStride.value(), currShape.value()) != 0 &&
        !(restStride.value() < currShape.value()))
      return fail("composition", "stride divisibility condition violated: " +
                                     print(restStride) + " vs extent " + print(currShape) +
                                     " of " + print(lshape));
    IntTuple absStride = leafAbs(restStride);
    IntTuple nextShape = leafCeilDiv(currShape, absStride);
    CUTE_TRY(nextStride, leafMul(leafCeilDiv(absStride, currShape), leafSignum(restStride)));
    if (nextShape.isInt(1) || restShape.isInt(1)) {
      restStride = std::move(nextStride);
      continue;
    }
    IntTuple newShape = leafMin(nextShape, restShape);
    if (newShape.isInt() && restShape.isInt() &&
        arith::mod(restShape.value(), newShape.value()) != 0)
      return fail("composition", "shape divisibility condition violated: " + print(restShape) +
                                     " is not a multiple of " + print(newShape));
    CUTE_TRY(d, leafMul(restStride, currStride));
    restShape = leafDiv(restShape, newShape);
    resultShape.push_back(std::move(newShape));
    resultStride.push_back(std::move(d));
    restStride = std::move(nextStride);
  }
  CUTE_TRY(lastStride, leafMul(restStride, lstride.elems()[r - 1]));
  if (resultShape.empty())
    return Layout{restShape, lastStride};
  if (restShape.isInt(1))
    return Layout{unwrap(IntTuple::tuple(std::move(resultShape))),
                  unwrap(IntTuple::tuple(std::move(resultStride)))};
  resultShape.push_back(std::move(restShape));
  resultStride.push_back(std::move(lastStride));
  return Layout{IntTuple::tuple(std::move(resultShape)), IntTuple::tuple(std::move(resultStride))};
}

/// C++'s sum(t): 0 + sum(t0) + sum(t1) + ..., each mode summed first.
static Result<IntTuple> sum(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  IntTuple acc = IntTuple::of(0);
  for (const IntTuple &e : t.elems()) {
    CUTE_TRY(s, sum(e));
    CUTE_TRY(next, arithAdd(acc, s));
    acc = std::move(next);
  }
  return acc;
}

/// sum(t) when every leaf of t is a static integer, added in the same
/// order as sum(t), so it overflows where sum(t) does.
static int64_t intSum(const IntTuple &t) {
  if (t.isLeaf()) {
    assert(t.isInt() && "intSum of a tuple with a non-integer leaf");
    return t.value();
  }
  int64_t acc = 0;
  for (const IntTuple &e : t.elems())
    acc = arith::add(acc, intSum(e));
  return acc;
}

/// coprofile(B): zeros with the profile of B's codomain (the sum of its
/// strides as an arithmetic tuple: 1@1 is (0,1)). C++ computes the sum's
/// value too, so its overflow is an error. Integer strides (the common
/// case) sum to an integer, whose profile is 0.
static Result<IntTuple> coprofile(const Layout &b) {
  if (hasOnlyIntLeaves(b.stride)) {
    (void)intSum(b.stride);
    return IntTuple::of(0);
  }
  CUTE_TRY(codomainSum, sum(b.stride));
  return repeatLike(asArithmeticTuple(codomainSum), IntTuple::of(0));
}

/// composeImpl's fold of one mode s:d of B (static integers) over A's
/// coalesced integer modes; std::nullopt wherever composeImpl reports an
/// error or an overflow. The result's modes are composeImpl's: those the
/// fold kept, then the rest mode, which is left out when its extent is 1
/// and the fold kept a mode; the layout of these modes.
static std::optional<Layout> composeModeOfIntegers(const IntegerModes &a, int64_t s, int64_t d) {
  IntegerModes result;
  if (d == 0 || a.rank == 1) {
    std::optional<int64_t> stride = d == 0 ? std::optional<int64_t>(0) : mulOrNull(d, a.stride[0]);
    if (!stride)
      return std::nullopt;
    result.push(s, *stride);
    return layoutOf(result);
  }
  int64_t restShape = s, restStride = d;
  for (size_t i = 0; i + 1 < a.rank; ++i) {
    int64_t currShape = a.shape[i];
    if (currShape <= 0 || restShape <= 0 || restStride == INT64_MIN ||
        (restStride % currShape != 0 && restStride >= currShape))
      return std::nullopt;
    int64_t absStride = std::abs(restStride);
    std::optional<int64_t> nextShape = addOrNull(currShape, absStride),
                           nextExtent = addOrNull(absStride, currShape);
    if (!nextShape || !nextExtent)
      return std::nullopt;
    *nextShape = (*nextShape - 1) / absStride; // ceil_div(currShape, |restStride|)
    int64_t nextStride = (*nextExtent - 1) / currShape * (restStride > 0 ? 1 : -1);
    if (*nextShape == 1 || restShape == 1) {
      restStride = nextStride;
      continue;
    }
    int64_t newShape = std::min(*nextShape, restShape);
    std::optional<int64_t> stride = mulOrNull(restStride, a.stride[i]);
    if (restShape % newShape != 0 || !stride)
      return std::nullopt;
    restShape /= newShape;
    result.push(newShape, *stride);
    restStride = nextStride;
  }
  std::optional<int64_t> lastStride = mulOrNull(restStride, a.stride[a.rank - 1]);
  if (!lastStride)
    return std::nullopt;
  if (result.rank == 0 || restShape != 1)
    result.push(restShape, *lastStride);
  return layoutOf(result);
}

std::optional<Layout> composeOfIntegers(const IntegerModes &a, const IntTuple &rshape,
                                        const IntTuple &rstride) {
  if (rshape.isLeaf()) {
    if (!rshape.isInt() || !rstride.isInt())
      return std::nullopt;
    return composeModeOfIntegers(a, rshape.value(), rstride.value());
  }
  ModeConcat result(rshape.rank());
  for (size_t i = 0; i < rshape.rank(); ++i) {
    std::optional<Layout> m = composeOfIntegers(a, rshape.elems()[i], rstride.mode(i));
    if (!m)
      return std::nullopt;
    result.add(std::move(*m));
  }
  return std::move(result).take();
}

std::optional<Layout> composeModesOfIntegers(const IntegerModes &a, const IntegerModes &b) {
  if (b.rank == 1)
    return composeModeOfIntegers(a, b.shape[0], b.stride[0]);
  ModeConcat result(b.rank);
  for (size_t i = 0; i < b.rank; ++i) {
    std::optional<Layout> m = composeModeOfIntegers(a, b.shape[i], b.stride[i]);
    if (!m)
      return std::nullopt;
    result.add(std::move(*m));
  }
  return std::move(result).take();
}

/// composeLayouts where every leaf of A and B is a static integer
/// (IntegerPaths.h), on integer modes; std::nullopt for other inputs and
/// wherever composeLayouts reports an error.
/// @post a layout R means composeLayouts(A, B) == R.
static std::optional<Layout> composeLayoutsOfIntegers(const Layout &a, const Layout &b) {
  // coprofile(B)'s stride sum, which must not overflow.
  if (!foldIntegerLeaves(b.stride, 0, addOrNull))
    return std::nullopt;
  std::optional<IntegerModes> m = integerModes(a);
  if (!m)
    return std::nullopt;
  std::optional<IntegerModes> flat = coalesceIntegers(*m, Coalesce::FunctionPreserving);
  if (!flat)
    return std::nullopt;
  return composeOfIntegers(*flat, b.shape, b.stride);
}

/// composition(A, B): A coalesced by B's coprofile (keeping its function
/// outside its domain), then each mode of B picks its elements from A.
/// Run-time leaves follow C++'s integral rules (see composeImpl).
static Result<Layout> composeLayouts(const Layout &a, const Layout &b) {
  if (std::optional<Layout> r = composeLayoutsOfIntegers(a, b))
    return std::move(*r);
  CUTE_TRY(profile, coprofile(b));
  CUTE_TRY(flat, coalesceFunctionPreserving(a, profile));
  return composeImpl(flat.shape, flat.stride, b.shape, b.stride);
}

Result<Layout> composition(const Layout &a, const Layout &b) {
  return guarded("composition", [&] { return composeLayouts(a, b); });
}

static Result<Layout> composeTiler(const Layout &a, const Tiler &t) {
  switch (t.kind) {
  case Tiler::Kind::Layout:
    return composeLayouts(a, t.layout);
  case Tiler::Kind::Leaf: {
    if (t.leaf.isUnderscore())
      return a;
    if (!t.leaf.isInt() && !t.leaf.isDynamic())
      return fail("composition", "expects an integer tiler but got " + print(t.leaf));
    // An integer tiler n stands for the layout n:1, whose extent must be
    // positive like every layout's (validateLayout).
    if (t.leaf.isInt() && t.leaf.value() <= 0)
      return fail("composition", "expects a positive integer tiler but got " + print(t.leaf));
    CUTE_TRY(flat, coalesceFunctionPreserving(a, IntTuple::of(0)));
    return composeImpl(flat.shape, flat.stride, t.leaf, IntTuple::of(1));
  }
  case Tiler::Kind::Tuple:
    break;
  }
  if (t.elems.size() > a.shape.rank())
    return fail("composition", "tiler " + print(t) + " has more modes than " + print(a));
  ModeConcat result(t.elems.size());
  for (size_t i = 0; i < t.elems.size(); ++i) {
    CUTE_TRY(m, composeTiler(modeOf(a, i), t.elems[i]));
    result.add(std::move(m));
  }
  return std::move(result).take();
}

Result<Layout> composition(const Layout &a, const Tiler &t) {
  return guarded("composition", [&] { return composeTiler(a, t); });
}


//===--- Composed layouts --------------------------------------------------===//

Value composition(const std::variant<Layout, Swizzle> &inner, const IntTuple &offset,
                  Layout outer) {
  const auto *s = std::get_if<Swizzle>(&inner);
  if (s && s->bits == 0 && offset.isInt(0))
    return outer;
  return ComposedLayout{inner, offset, std::move(outer)};
}

/// A layout result as a value result.
static Result<Value> asValue(Result<Layout> r) {
  if (!r)
    return std::move(r).takeError();
  return Value(*std::move(r));
}

Result<Value> composition(const Layout &a, const Swizzle &s) {
  return guarded("composition", [&]() -> Result<Value> {
    CUTE_TRY(y, evaluate(a, IntTuple::of(int64_t(yyyMask(s)))));
    CUTE_TRY(z, evaluate(a, IntTuple::of(int64_t(zzzMask(s)))));
    if (!y.isInt() || !z.isInt())
      return fail("composition", "moving " + print(s) + " through " + print(a) +
                                     " needs static integer images of its masks");
    CUTE_TRY(moved, makeSwizzle(y.value(), z.value()));
    return composeSwizzle(moved, a);
  });
}

Result<Value> composition(const Layout &a, const ComposedLayout &b) {
  if (!b.offset.isInt(0))
    return fail("composition", "composing a layout with " + print(b) + " requires offset 0");
  if (const auto *inner = std::get_if<Layout>(&b.inner)) {
    CUTE_TRY(moved, composition(a, *inner));
    return asValue(composition(moved, b.outer));
  }
  CUTE_TRY(moved, composition(a, std::get<Swizzle>(b.inner)));
  if (const auto *l = std::get_if<Layout>(&moved))
    return asValue(composition(*l, b.outer));
  const auto &c = std::get<ComposedLayout>(moved);
  CUTE_TRY(outer, composition(a, b.outer));
  return composition(c.inner, c.offset, std::move(outer));
}

//===--- Swizzle projections ----------------------------------------------===//

/// CuTe's projections of a swizzle's domain, over the modes
/// (2^M, 2^B, 2^(|S|-B), 2^B, 1) of its compact layout: onlyZy keeps the
/// y and z fields (the bits the swizzle reads and writes) and maps the rest
/// to 0; the other keeps the rest, identity beyond the swizzle's bits.
static Layout swizzleProjection(const Swizzle &s, bool onlyZy) {
  int width[4] = {s.base, s.bits, std::abs(s.shift) - s.bits, s.bits};
  std::vector<IntTuple> shape, stride;
  int at = 0;
  for (int i = 0; i < 4; ++i) {
    bool keep = (i % 2 == 1) == onlyZy && width[i] > 0;
    shape.push_back(IntTuple::of(int64_t(1) << width[i]));
    stride.push_back(IntTuple::of(keep ? int64_t(1) << at : 0));
    at += width[i];
  }
  shape.push_back(IntTuple::of(1));
  stride.push_back(IntTuple::of(onlyZy ? 0 : int64_t(1) << at));
  return Layout{IntTuple::tuple(std::move(shape)), IntTuple::tuple(std::move(stride))};
}

//===--- Products with swizzle-composed tilers -----------------------------===//

/// l(c) when it is a static integer (a swizzle bit mask), else an error.
static Result<int64_t> staticImage(const Layout &l, const IntTuple &c) {
  CUTE_TRY(v, evaluate(l, c));
  if (!v.isInt())
    return fail("logical_product", "needs a static integer swizzle image but got " + print(v));
  return v.value();
}

Result<Value> logicalProduct(const Layout &a, const ComposedLayout &t) {
  return guarded("logical_product", [&]() -> Result<Value> {
    const auto *s = std::get_if<Swizzle>(&t.inner);
    if (!s || !t.offset.isInt(0))
      return fail("logical_product", "expects a swizzle-composed tiler with offset 0 but got " +
                                         print(t));
    CUTE_TRY(product, logicalProduct(a, Tiler::ofLayout(t.outer)));
    // The Y and Z bits B reaches, carried through B and the product layout.
    CUTE_TRY(bitsOfB, composition(swizzleProjection(*s, /*onlyZy=*/true), t.outer));
    CUTE_TRY(n, size(bitsOfB));
    if (!n.isInt())
      return fail("logical_product", "needs a static tiler but got " + print(t));
    CUTE_TRY(active, staticImage(bitsOfB, IntTuple::of(n.value() - 1)));
    auto moved = [&](uint64_t mask) -> Result<int64_t> {
      CUTE_TRY(inB, staticImage(t.outer, IntTuple::of(int64_t(uint64_t(active) & mask))));
      return staticImage(product, IntTuple::tuple({IntTuple::of(0), IntTuple::of(inB)}));
    };
    CUTE_TRY(y, moved(yyyMask(*s)));
    CUTE_TRY(z, moved(zzzMask(*s)));
    CUTE_TRY(sw, makeSwizzle(y, z));
    return composeSwizzle(sw, product);
  });
}

//===--- Slices of swizzle-composed layouts --------------------------------===//

/// The bits of a swizzle offset, as CuTe's MixedBits: `known` holds the
/// static bits and `unknown` marks the dynamic ones (disjoint from known).
/// `value` is the whole offset when every dynamic part is bound to a
/// run-time value (the interpreter's case), none when one is not.
struct OffsetBits {
  uint64_t known = 0, unknown = 0;
  std::optional<uint64_t> value;

  static OffsetBits ofStatic(uint64_t bits) { return {bits, 0, bits}; }
};

/// a ^ b: a bit is dynamic when it is dynamic in either operand.
static OffsetBits xorBits(OffsetBits a, OffsetBits b) {
  uint64_t unknown = a.unknown | b.unknown;
  std::optional<uint64_t> value;
  if (a.value && b.value)
    value = *a.value ^ *b.value;
  return {(a.known ^ b.known) & ~unknown, unknown, value};
}

/// The bits of a dynamic leaf x reaching `mask`: all dynamic, with the
/// value (x * d) & mask when x is bound.
static OffsetBits dynamicBits(const IntTuple &x, int64_t d, uint64_t mask) {
  std::optional<uint64_t> value;
  if (std::optional<int64_t> v = x.known())
    value = uint64_t(arith::mul(*v, d)) & mask;
  return {0, mask, value};
}

/// The offset of S o off o B as bits: a static offset must be a
/// non-negative integer; a dynamic one has every bit dynamic.
static Result<OffsetBits> offsetBits(const ComposedLayout &c) {
  std::optional<int64_t> value = c.offset.known();
  if (!(c.offset.isInt() || c.offset.isDynamic()) || (value && *value < 0))
    return fail("slice", "a swizzle needs a non-negative integer offset but got " + print(c));
  if (c.offset.isDynamic())
    return dynamicBits(c.offset, 1, ~uint64_t(0));
  return OffsetBits::ofStatic(uint64_t(*value));
}

/// idx2crd(c, shape), except that an unbound dynamic integer facing a tuple
/// splits into dynamic coordinates (extent-1 modes, static 0 in C++, reach
/// no bit).
static Result<IntTuple> naturalCoord(const IntTuple &c, const IntTuple &shape) {
  if (c.isDynamic() && !c.isBound() && shape.isTuple())
    return repeatLike(shape, c);
  if (!c.isTuple() || !shape.isTuple() || c.rank() != shape.rank())
    return idx2crd(c, shape);
  std::vector<IntTuple> modes;
  for (size_t i = 0; i < c.rank(); ++i) {
    CUTE_TRY(m, naturalCoord(c.elems()[i], shape.elems()[i]));
    modes.push_back(std::move(m));
  }
  return IntTuple::tuple(std::move(modes));
}

/// to_mixed_bits(L, c): with x = idx2crd(c, shape(L)), the xor over the
/// leaves of L of x_i * d_i masked to the bits the mode reaches,
/// (s_i - 1) * d_i; a dynamic x_i makes those bits dynamic. Requires every
/// s_i * d_i to be 0 or a power of two.
static Result<OffsetBits> toMixedBits(const Layout &l, const IntTuple &c) {
  CUTE_TRY(x, naturalCoord(c, l.shape));
  if (!congruent(x, l.shape))
    return fail("slice", "coordinate " + print(c) + " does not fit " + print(l));
  std::vector<IntTuple> shape = leaves(l.shape), stride = leaves(l.stride), crd = leaves(x);
  OffsetBits bits = OffsetBits::ofStatic(0);
  for (size_t i = 0; i < shape.size(); ++i) {
    int64_t s = shape[i].value(), d = stride[i].value();
    int64_t reach = arith::mul(s, d);
    if (reach < 0 || (reach & (reach - 1)) != 0)
      return fail("slice", "swizzle offset bits need power-of-two extent*stride but got " + print(l));
    uint64_t mask = uint64_t(arith::mul(arith::sub(s, 1), d));
    if (crd[i].isDynamic())
      bits = xorBits(bits, dynamicBits(crd[i], d, mask));
    else if (crd[i].isInt())
      bits = xorBits(bits, OffsetBits::ofStatic(uint64_t(arith::mul(crd[i].value(), d)) & mask));
    else
      return fail("slice", "expects integer coordinates but got " + print(c));
  }
  return bits;
}

/// CuTe's decay of x -> S(off ^ x) to a plain layout for the x that never
/// set both a y bit and its z bit: over the modes (2^M, 2 (B times),
/// 2^(|S|-B), 2 (B times), 1), a z bit moves by z (-z where off has the
/// matching y bit) and a y bit by y + z (y - z where off has the matching z
/// bit); a stride is dynamic where that offset bit is (bound to the
/// run-time offset's bit when known).
static Layout decayedSwizzle(const Swizzle &s, OffsetBits off) {
  int64_t z = int64_t(zzzMask(s) & (~zzzMask(s) + 1)), y = int64_t(yyyMask(s) & (~yyyMask(s) + 1));
  std::vector<IntTuple> shape{IntTuple::of(int64_t(1) << s.base)}, stride{IntTuple::of(1)};
  auto field = [&](bool zField) {
    for (int i = 0; i < s.bits; ++i) {
      uint64_t probe = uint64_t(zField ? y : z) << i;
      bool set = (off.value ? *off.value : off.known) & probe;
      int64_t step = (zField ? (set ? -z : z) : (set ? y - z : y + z)) * (int64_t(1) << i);
      shape.push_back(IntTuple::of(2));
      if (!(off.unknown & probe))
        stride.push_back(IntTuple::of(step));
      else
        stride.push_back(off.value ? IntTuple::bound(32, step) : IntTuple::dynamic(32));
    }
  };
  int span = std::abs(s.shift);
  field(z < y);
  shape.push_back(IntTuple::of(int64_t(1) << (span - s.bits)));
  stride.push_back(IntTuple::of(int64_t(1) << (s.base + s.bits)));
  field(z > y);
  shape.push_back(IntTuple::of(1));
  stride.push_back(IntTuple::of(int64_t(1) << (s.base + s.bits + span)));
  return Layout{IntTuple::tuple(std::move(shape)), IntTuple::tuple(std::move(stride))};
}

/// CuTe's all_underscore: c has leaves and every one is `_`.
static bool allUnderscores(const IntTuple &c) {
  std::vector<IntTuple> ls = leaves(c);
  return !ls.empty() && std::all_of(ls.begin(), ls.end(),
                                    [](const IntTuple &x) { return x.isUnderscore(); });
}

/// The offset bits of S o off o B once the fixed modes of c are consumed:
/// off ^ to_mixed_bits(only_zy o dice(c, B), dice(c, c)). Like C++, it
/// also requires the anti-zy part (the offset C++ returns beside the
/// layout) to exist.
static Result<OffsetBits> consumedOffset(const IntTuple &c, const ComposedLayout &l,
                                         const Swizzle &s) {
  CUTE_TRY(off, offsetBits(l));
  CUTE_TRY(diced, dice(c, l.outer));
  CUTE_TRY(dicedCoord, dice(c, c));
  CUTE_TRY(dicedAnti, composeLayouts(swizzleProjection(s, false), diced));
  CUTE_TRY(anti, evaluate(dicedAnti, dicedCoord));
  (void)anti;
  CUTE_TRY(dicedOnly, composeLayouts(swizzleProjection(s, true), diced));
  CUTE_TRY(fixed, toMixedBits(dicedOnly, dicedCoord));
  return xorBits(off, fixed);
}

/// True when B' reaches a y bit and its z bit: its largest only-zy image
/// has a bit that the swizzle clears.
static Result<bool> hitsYAndZ(const Layout &sliced, const Swizzle &s) {
  CUTE_TRY(onlyZy, composeLayouts(swizzleProjection(s, true), sliced));
  CUTE_TRY(n, size(onlyZy));
  CUTE_TRY(active, evaluate(onlyZy, IntTuple::of(arith::sub(n.value(), 1))));
  CUTE_TRY(swizzled, evaluate(s, active.value()));
  return (active.value() & ~swizzled) != 0;
}

/// slice(c, S o off o B) for a swizzle S; see LayoutAlgebra.h.
static Result<Value> sliceSwizzled(const IntTuple &c, const ComposedLayout &l, const Swizzle &s) {
  CUTE_TRY(sliced, slice(c, l.outer));
  if (allUnderscores(c))
    return composition(l.inner, l.offset, std::move(sliced));
  if (!hasUnderscore(c))
    return fail("slice", "swizzle-A composed slice requires at least one underscore but got " +
                             print(c) + " for " + print(l));
  if (!hasOnlyIntStrides(l.outer))
    return fail("slice", "swizzle-A composed slice requires static outer layout but got " + print(l));
  CUTE_TRY(off, consumedOffset(c, l, s));
  CUTE_TRY(irreducible, hitsYAndZ(sliced, s));
  if (irreducible) {
    IntTuple offset = !off.unknown ? IntTuple::of(int64_t(off.known))
                      : off.value  ? IntTuple::bound(32, int64_t(*off.value))
                                   : IntTuple::dynamic(32);
    return composition(l.inner, std::move(offset), std::move(sliced));
  }
  return asValue(composeLayouts(decayedSwizzle(s, off), sliced));
}

Result<Value> slice(const IntTuple &c, const ComposedLayout &l) {
  return guarded("slice", [&]() -> Result<Value> {
    if (const auto *s = std::get_if<Swizzle>(&l.inner))
      return sliceSwizzled(c, l, *s);
    CUTE_TRY(b, slice(c, l.outer));
    CUTE_TRY(fixed, evaluate(l.outer, underscoresToZero(c)));
    CUTE_TRY(offset, arithAdd(l.offset, fixed));
    return composition(l.inner, offset, std::move(b));
  });
}

//===--- Inverses of composed layouts --------------------------------------===//

/// CuTe's right_inverse/left_inverse of a static integer offset: its
/// negation (C++ finds no inverse for a dynamic or tuple offset).
static Result<IntTuple> negatedOffset(std::string_view op, const ComposedLayout &c) {
  if (!c.offset.isInt())
    return fail(op, "CuTe inverts only static integer offsets but got " + print(c));
  return IntTuple::of(arith::sub(0, c.offset.value()));
}

/// inverse(B) composed with S (swizzle A, offset 0), else the composed
/// layout inverse(B) o -off o inverse(A).
static Result<Value> inverseComposed(std::string_view op, const ComposedLayout &c,
                                     Result<Layout> (*inverse)(const Layout &)) {
  return guarded(op, [&]() -> Result<Value> {
    CUTE_TRY(invB, inverse(c.outer));
    if (const auto *s = std::get_if<Swizzle>(&c.inner)) {
      if (!c.offset.isInt(0))
        return fail(op, "the inverse of " + print(c) +
                            " would have the swizzle as its outer part, which is no value;"
                            " only offset 0 is supported");
      return composition(invB, *s);
    }
    CUTE_TRY(invA, inverse(std::get<Layout>(c.inner)));
    CUTE_TRY(offset, negatedOffset(op, c));
    return Value(ComposedLayout{invB, offset, invA});
  });
}

Result<Value> rightInverse(const ComposedLayout &c) {
  return inverseComposed("right_inverse", c, rightInverse);
}

Result<Value> leftInverse(const ComposedLayout &c) {
  return inverseComposed("left_inverse", c, leftInverse);
}

} // namespace cute::core
