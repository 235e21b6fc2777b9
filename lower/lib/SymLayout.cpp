//===- SymLayout.cpp - Layout algebra on run-time leaves -----------------===//
//
// The symbolic twin of interp/core's Layout.cpp, for --cute-expand:
// swizzles and the slices of composed layouts, layout_eval, cosize,
// coalesce/filter and the ordered and compact layouts, on run-time leaves.
//
//===----------------------------------------------------------------------===//
#include "ExpandAlgebra.h"

#include <algorithm>
#include <optional>

namespace cute::lower::alg {

namespace {
bool allUnderscores(const STree &c) {
  if (c.isUnder())
    return true;
  return c.isTuple() && llvm::all_of(c.elems, allUnderscores);
}

/// The coordinate with every `_` replaced by 0.
STree underscoresToZero(const STree &c) {
  if (c.isUnder())
    return STree::ofInt(0);
  if (!c.isTuple())
    return c;
  std::vector<STree> elems;
  for (const STree &e : c.elems)
    elems.push_back(underscoresToZero(e));
  return STree::tuple(std::move(elems));
}
} // namespace

namespace {
bool isStaticTree(const STree &t) {
  if (t.isTuple())
    return llvm::all_of(t.elems, isStaticTree);
  return t.isStaticInt();
}

/// A projection of swizzle `s`'s domain, over the modes (2^M, 2^B,
/// 2^(|S|-B), 2^B, 1) of its compact layout: with `onlyZy` the two B-bit
/// y and z fields keep their compact strides and the rest map to 0
/// (swizzle_layout.hpp's swizzle_only_zy); without, the other fields keep
/// theirs and the last mode strides past them all (swizzle_anti_zy).
SLayout swizzleFields(const core::Swizzle &s, bool onlyZy) {
  int span = std::abs(s.shift);
  std::vector<int64_t> extents{int64_t(1) << s.base, int64_t(1) << s.bits,
                               int64_t(1) << (span - s.bits), int64_t(1) << s.bits, 1};
  std::vector<STree> shape, stride;
  int64_t compact = 1;
  for (size_t i = 0; i < extents.size(); ++i) {
    bool keep = i == 4 ? !onlyZy : (i % 2 == 1) == onlyZy;
    shape.push_back(STree::ofInt(extents[i]));
    stride.push_back(STree::ofInt(keep && (i == 4 || extents[i] > 1) ? compact : 0));
    compact *= extents[i];
  }
  return SLayout{STree::tuple(std::move(shape)), STree::tuple(std::move(stride))};
}

/// One term of CuTe's to_mixed_bits: the bits (x * d) & mask a coordinate
/// x moving along a stride d sets, mask = (extent - 1) * d.
struct OffsetTerm {
  Sym bits;
  int64_t mask;
};

/// The terms of to_mixed_bits(P, x): x split over P's shape (idx2crd), one
/// term per leaf. Requires every extent * stride to be 0 or a power of two.
std::vector<OffsetTerm> mixedBitTerms(SymBuilder &sb, const SLayout &p, const STree &x) {
  std::vector<STree> shape, stride, crd;
  leaves(p.shape, shape);
  leaves(p.stride, stride);
  leaves(idx2crd(sb, x, p.shape), crd);
  std::vector<OffsetTerm> terms;
  for (size_t i = 0; i < shape.size() && i < crd.size(); ++i) {
    int64_t n = shape[i].s.c, d = stride[i].s.c, reach = n * d;
    if (!shape[i].isStaticInt() || !stride[i].isStaticInt() || reach < 0 ||
        (reach & (reach - 1)) != 0) { // the verifier rejects this first
      sb.fail("a swizzle offset needs power-of-two extent * stride");
      return {};
    }
    int64_t mask = (n - 1) * d;
    terms.push_back({sb.andI(sb.mul(crd[i].s, Sym::of(d)), Sym::of(mask)), mask});
  }
  return terms;
}

/// The bits of off ^ terms that `probe` selects; static where no dynamic
/// term reaches them, as CuTe's MixedBits keeps them.
Sym offsetBit(SymBuilder &sb, Sym off, const std::vector<OffsetTerm> &terms, int64_t probe) {
  Sym bit = sb.andI(off, Sym::of(probe));
  for (const OffsetTerm &t : terms)
    if (t.mask & probe)
      bit = sb.xorI(bit, sb.andI(t.bits, Sym::of(probe)));
  return bit;
}

/// True when the sliced layout reaches a y bit and its z bit: the last
/// value of the y/z projection of `sliced` has a bit the swizzle clears.
/// `sliced` is static (B is), so that value is a static integer.
bool hitsYAndZ(SymBuilder &sb, const core::Swizzle &s, const SLayout &sliced) {
  SLayout q = composition(sb, swizzleFields(s, /*onlyZy=*/true), sliced);
  Sym last = sb.sub(product(sb, q.shape), Sym::of(1));
  STree active = crd2idx(sb, STree::leaf(last), q.shape, q.stride);
  return active.isStaticInt() && (active.s.c & ~swizzle(sb, s, active.s).c) != 0;
}

/// The plain layout x -> S(off ^ x) is on the x that never set a y bit
/// and its z bit (swizzle_layout.hpp): over (2^M, 2 (B times),
/// 2^(|S|-B), 2 (B times), 1), a z-field bit i moves by z<<i, or -(z<<i)
/// where the offset has the matching y bit; a y-field bit i moves by
/// (y+z)<<i, or (y-z)<<i where the offset has the matching z bit. z and y
/// are the lowest bits of the swizzle's masks.
SLayout decayedSwizzle(SymBuilder &sb, const core::Swizzle &s, Sym off,
                       const std::vector<OffsetTerm> &terms) {
  int span = std::abs(s.shift);
  int64_t z = int64_t(1) << (s.base - std::min(0, s.shift));
  int64_t y = int64_t(1) << (s.base + std::max(0, s.shift));
  std::vector<STree> shape{STree::ofInt(int64_t(1) << s.base)}, stride{STree::ofInt(1)};
  auto field = [&](bool zField) {
    for (int i = 0; i < s.bits; ++i) {
      int64_t probe = (zField ? y : z) << i;
      SymBool clear = sb.eq(offsetBit(sb, off, terms, probe), Sym::of(0));
      int64_t step = int64_t(1) << i;
      int64_t whenClear = (zField ? z : y + z) * step, whenSet = (zField ? -z : y - z) * step;
      shape.push_back(STree::ofInt(2));
      stride.push_back(STree::leaf(sb.select(clear, Sym::of(whenClear), Sym::of(whenSet))));
    }
  };
  field(z < y);
  shape.push_back(STree::ofInt(int64_t(1) << (span - s.bits)));
  stride.push_back(STree::ofInt(int64_t(1) << (s.base + s.bits)));
  field(z > y);
  shape.push_back(STree::ofInt(1));
  stride.push_back(STree::ofInt(int64_t(1) << (s.base + s.bits + span)));
  return SLayout{STree::tuple(std::move(shape)), STree::tuple(std::move(stride))};
}

/// slice(c, S o off o B) for a swizzle S, a static B and a coordinate with
/// a fixed mode (swizzle_layout.hpp's slice_and_offset): the fixed part
/// x of the coordinate folds into the offset, off' = off ^
/// to_mixed_bits(yz o dice(c, B), dice(c, c)); the result is S o off' o
/// slice(c, B), or, when slice(c, B) never sets a y bit and its z bit, the
/// plain layout decayedSwizzle(off') o slice(c, B).
std::optional<SVal> sliceSwizzled(SymBuilder &sb, const STree &c, const SComposed &l) {
  // The verifier rejects a run-time B (and a non-integer offset) first.
  if (!isStaticTree(l.b.shape) || !isStaticTree(l.b.stride) || !l.offset.isInt()) {
    sb.fail("slicing S o off o B at a coordinate needs a static B and an integer offset");
    return std::nullopt;
  }
  // A static negative offset is the verifier's error; a run-time one is
  // checked here, as the interpreter checks it.
  if (!l.offset.s.isConst())
    sb.assertAtRunTime(sb.notB(sb.lt(l.offset.s, Sym::of(0))),
                       "needs a non-negative swizzle offset");
  SLayout sliced = slice(sb, c, l.b, false), diced = slice(sb, c, l.b, true);
  STree dicedCoord = slice(sb, c, c, true);
  SLayout fixedYz = composition(sb, swizzleFields(l.sw, /*onlyZy=*/true), diced);
  std::vector<OffsetTerm> terms = mixedBitTerms(sb, fixedYz, dicedCoord);
  // C++ also computes the offset of the other bits, which it returns
  // beside the layout: an overflow there fails the op too.
  SLayout fixedAnti = composition(sb, swizzleFields(l.sw, /*onlyZy=*/false), diced);
  (void)crd2idx(sb, dicedCoord, fixedAnti.shape, fixedAnti.stride);
  if (!sb.err.empty())
    return std::nullopt;
  if (!hitsYAndZ(sb, l.sw, sliced))
    return SVal(composition(sb, decayedSwizzle(sb, l.sw, l.offset.s, terms), sliced));
  Sym off = l.offset.s;
  for (const OffsetTerm &t : terms)
    off = sb.xorI(off, t.bits);
  SComposed r = l;
  r.offset = STree::leaf(off);
  r.b = std::move(sliced);
  return SVal(r);
}
} // namespace

std::optional<SVal> slice(SymBuilder &sb, const STree &c, const SComposed &l, bool dice) {
  if (!dice && l.swizzleInner && !allUnderscores(c))
    return sliceSwizzled(sb, c, l);
  SComposed r = l;
  r.b = slice(sb, c, l.b, dice);
  if (!dice)
    r.offset = arithAdd(sb, l.offset, crd2idx(sb, underscoresToZero(c), l.b.shape, l.b.stride));
  // A swizzle without bits at a static offset 0 leaves B alone.
  if (r.swizzleInner && r.sw.bits == 0 && r.offset.isStaticInt(0))
    return SVal(r.b);
  return SVal(r);
}

Sym swizzle(SymBuilder &sb, const core::Swizzle &s, Sym x) {
  if (s.bits == 0)
    return x;
  int64_t mask = ((int64_t(1) << s.bits) - 1) << (s.base + std::max(0, s.shift));
  Sym m = sb.andI(x, Sym::of(mask));
  Sym shifted = s.shift >= 0 ? sb.shrS(m, s.shift) : sb.shl(m, -s.shift);
  return sb.xorI(x, shifted);
}

STree layoutEval(SymBuilder &sb, const STree &c, const SVal &f) {
  if (const auto *l = std::get_if<SLayout>(&f))
    return crd2idx(sb, c, l->shape, l->stride);
  if (const auto *s = std::get_if<core::Swizzle>(&f)) {
    if (!c.isInt()) {
      sb.fail("a swizzle is evaluated on an integer");
      return c;
    }
    return STree::leaf(swizzle(sb, *s, c.s));
  }
  if (const auto *cl = std::get_if<SComposed>(&f)) {
    STree y = arithAdd(sb, cl->offset, crd2idx(sb, c, cl->b.shape, cl->b.stride));
    if (cl->swizzleInner)
      return layoutEval(sb, y, SVal(cl->sw));
    return crd2idx(sb, y, cl->a.shape, cl->a.stride);
  }
  sb.fail("cannot evaluate this value");
  return c;
}

namespace {
STree absStride(SymBuilder &sb, const STree &d) {
  if (d.isInt())
    return STree::leaf(sb.abs(d.s));
  if (d.isBasis())
    return STree::basis(sb.abs(d.s), d.modes);
  sb.fail("cosize of a non-integer stride");
  return d;
}

Sym productPlusOne(SymBuilder &sb, const STree &t) {
  if (t.isInt())
    return sb.add(t.s, Sym::of(1));
  if (t.isBasis())
    return productPlusOne(sb, asArithmetic(t));
  Sym p = Sym::of(1);
  for (const STree &e : t.elems)
    p = sb.mul(p, productPlusOne(sb, e));
  return p;
}

/// C++'s inner_product(shape - 1, |stride|): a leaf's (s - 1) * |d|; a
/// tuple's 0 + each mode's own inner product, in mode order.
STree innerReach(SymBuilder &sb, const STree &s, const STree &d) {
  if (s.isTuple() != d.isTuple() || s.rank() != d.rank()) {
    sb.fail("shape and stride are not congruent");
    return STree::ofInt(0);
  }
  if (!s.isTuple()) {
    if (s.isInt()) {
      Sym lastIndex = sb.sub(s.s, Sym::of(1));
      return leafMul(sb, lastIndex, absStride(sb, d));
    }
    sb.fail("cosize of a non-integer shape");
    return STree::ofInt(0);
  }
  STree acc = STree::ofInt(0);
  for (size_t i = 0; i < s.rank(); ++i)
    acc = arithAdd(sb, acc, innerReach(sb, s.elems[i], d.elems[i]));
  return acc;
}
} // namespace

// size(coshape): coshape = inner_product(shape - 1, |stride|) + 1 per leaf,
// every sum and product grouped by mode as C++ groups them.
Sym cosize(SymBuilder &sb, const SLayout &l) {
  return productPlusOne(sb, innerReach(sb, l.shape, l.stride));
}

namespace {

/// s * d when C++ knows it statically: both static, or either a static 0.
std::optional<int64_t> staticReach(Sym s, Sym d) {
  int64_t product = 0;
  if (s.isConst() && d.isConst())
    return __builtin_mul_overflow(s.c, d.c, &product) ? std::nullopt
                                                      : std::optional<int64_t>(product);
  if (s.is(0) || d.is(0))
    return 0;
  return std::nullopt;
}

/// CuTe's bw_coalesce over flat shape/stride: merges only when the merge
/// condition is statically true; static size-1 modes drop. coalesce_x
/// (`lastOneAsTwo`) starts from extent 2 when the last extent is a static
/// 1, so the result keeps the layout's function outside its domain.
SLayout bwCoalesce(SymBuilder &sb, const SLayout &l, bool lastOneAsTwo) {
  STree fs = flatten(l.shape), fd = flatten(l.stride);
  std::vector<STree> s = fs.topModes(), d = fd.topModes();
  if (s.size() != d.size() || s.empty()) {
    if (s.empty())
      return SLayout{STree::ofInt(1), STree::ofInt(0)};
    sb.fail("shape and stride are not congruent");
    return l;
  }
  std::vector<STree> ns{s.back()}, nd{d.back()};
  if (lastOneAsTwo && ns.front().isStaticInt(1))
    ns.front() = STree::ofInt(2);
  for (size_t k = s.size() - 1; k-- > 0;) {
    const STree &si = s[k], &di = d[k];
    if (si.isStaticInt(1))
      continue;
    if (ns.front().isStaticInt(1)) {
      ns.front() = si;
      nd.front() = di;
      continue;
    }
    if (ns.front().isStaticInt() && nd.front().isStaticInt() && si.isInt() && di.isInt() &&
        staticReach(si.s, di.s) == std::optional<int64_t>(nd.front().s.c)) {
      ns.front() = STree::leaf(sb.mul(si.s, ns.front().s));
      nd.front() = di;
      continue;
    }
    ns.insert(ns.begin(), si);
    nd.insert(nd.begin(), di);
  }
  if (ns.size() == 1) {
    if (ns[0].isStaticInt(1))
      return SLayout{STree::ofInt(1), STree::ofInt(0)};
    return SLayout{ns[0], nd[0]};
  }
  return SLayout{STree::tuple(std::move(ns)), STree::tuple(std::move(nd))};
}
} // namespace

SLayout coalesce(SymBuilder &sb, const SLayout &l) { return bwCoalesce(sb, l, false); }

SLayout coalesceFunctionPreserving(SymBuilder &sb, const SLayout &l) { return bwCoalesce(sb, l, true); }

SLayout filter(SymBuilder &sb, const SLayout &l) {
  return coalesce(sb, SLayout{extentOneAtZero(l.stride, l.shape), l.stride});
}

SLayout coalesceProfile(SymBuilder &sb, const SLayout &l, const STree &profile,
                        bool keepFunction) {
  if (!profile.isTuple())
    return bwCoalesce(sb, l, keepFunction);
  if (profile.rank() > l.shape.rank()) {
    sb.fail("coalesce: the profile's rank exceeds the layout's");
    return l;
  }
  std::vector<STree> ns, nd;
  for (size_t i = 0; i < l.shape.rank(); ++i) {
    SLayout mode{l.shape.mode(i), l.stride.mode(i)};
    if (i < profile.rank())
      mode = coalesceProfile(sb, mode, profile.elems[i], keepFunction);
    ns.push_back(mode.shape);
    nd.push_back(mode.stride);
  }
  return SLayout{STree::tuple(std::move(ns)), STree::tuple(std::move(nd))};
}

STree extentOneAtZero(const STree &z, const STree &shape) {
  if (!z.isTuple())
    return z.isStaticInt(0) ? repeatLike(shape, 1) : shape;
  std::vector<STree> out;
  for (size_t i = 0; i < z.rank(); ++i)
    out.push_back(extentOneAtZero(z.elems[i], shape.mode(i)));
  return STree::tuple(std::move(out));
}

namespace {
/// product_like(shape, order) flattened: one extent per order leaf.
void productLike(SymBuilder &sb, const STree &shape, const STree &order, std::vector<Sym> &out) {
  if (order.isTuple()) {
    if (!shape.isTuple() || shape.rank() != order.rank()) {
      sb.fail("the order is not weakly congruent to the shape");
      return;
    }
    for (size_t i = 0; i < order.rank(); ++i)
      productLike(sb, shape.elems[i], order.elems[i], out);
    return;
  }
  out.push_back(product(sb, shape));
}

STree compactOrderRec(SymBuilder &sb, const STree &shape, const STree &order,
                      const std::vector<Sym> &refShape, const std::vector<int64_t> &refOrder,
                      size_t &pos) {
  if (order.isTuple()) {
    std::vector<STree> out;
    for (size_t i = 0; i < order.rank(); ++i)
      out.push_back(compactOrderRec(sb, shape.elems[i], order.elems[i], refShape, refOrder, pos));
    return STree::tuple(std::move(out));
  }
  int64_t o = refOrder[pos++];
  Sym start = Sym::of(1);
  for (size_t j = 0; j < refShape.size(); ++j)
    if (refOrder[j] < o)
      start = sb.mul(start, refShape[j]);
  return compactMajorFrom(sb, shape, start);
}
} // namespace

STree crd2idx(SymBuilder &sb, const STree &c, const STree &shape) {
  if (!c.isTuple())
    return c;
  // Horner over the flattened coordinate and product_like(shape, c):
  // c0 + s0 * (c1 + s1 * (...)), no mode dropped for an extent of 1.
  std::vector<Sym> extents;
  productLike(sb, shape, c, extents);
  std::vector<STree> cs;
  leaves(c, cs);
  if (cs.size() != extents.size() || cs.empty()) {
    sb.fail("crd2idx of a coordinate that is not congruent to the shape");
    return STree::ofInt(0);
  }
  auto value = [&](const STree &x) {
    if (!x.isInt())
      sb.fail("crd2idx needs integer coordinates");
    return x.isInt() ? x.s : Sym::of(0);
  };
  Sym acc = value(cs.back());
  for (size_t i = cs.size() - 1; i-- > 0;)
    acc = sb.add(value(cs[i]), sb.mul(extents[i], acc));
  return STree::leaf(acc);
}

SLayout makeOrderedLayout(SymBuilder &sb, const STree &shape, const STree &order) {
  std::vector<Sym> refShape;
  productLike(sb, shape, order, refShape);
  std::vector<STree> flatOrder;
  leaves(order, flatOrder);
  int64_t maxOrder = 0;
  for (const STree &o : flatOrder) {
    if (!o.isInt()) {
      sb.fail("the order has a non-integer leaf");
      return SLayout{shape, shape};
    }
    if (o.s.isConst() && maxOrder < o.s.c)
      maxOrder = o.s.c;
  }
  // Dynamic order elements become large static ones, in sequence.
  std::vector<int64_t> refOrder;
  for (size_t j = 0; j < flatOrder.size(); ++j)
    refOrder.push_back(flatOrder[j].s.isConst() ? flatOrder[j].s.c : maxOrder + 1 + int64_t(j));
  if (!sb.err.empty())
    return SLayout{shape, shape};
  size_t pos = 0;
  return SLayout{shape, compactOrderRec(sb, shape, order, refShape, refOrder, pos)};
}

} // namespace cute::lower::alg
