//===- LawsTest.cpp - Algebraic laws as RapidCheck properties -------------===//
//
// Generated layouts respect each operation's preconditions by construction:
// extents and strides are powers of two where divisibility matters, and
// injective layouts are sub-layouts of compact layouts. RapidCheck prints the
// seed of a failing run and a reproduce string (RC_PARAMS="reproduce=...").
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <functional>
#include <set>

using namespace cute::core;

namespace cute::core {
// RapidCheck shows counterexamples in the canonical text.
void showValue(const Layout &l, std::ostream &os) { os << print(l); }
void showValue(const ComposedLayout &c, std::ostream &os) { os << print(Value(c)); }
void showValue(const Swizzle &s, std::ostream &os) { os << print(Value(s)); }
} // namespace cute::core

namespace {

IntTuple ints(const std::vector<int64_t> &v) {
  std::vector<IntTuple> out;
  for (int64_t x : v)
    out.push_back(IntTuple::of(x));
  return IntTuple::tuple(std::move(out));
}

/// A flat shape of 1 to 4 extents, each a power of two up to 8.
rc::Gen<std::vector<int64_t>> genPow2Shape() {
  return rc::gen::container<std::vector<int64_t>>(
      *rc::gen::inRange(1, 5), rc::gen::map(rc::gen::inRange(0, 4), [](int k) { return int64_t(1) << k; }));
}

/// Groups a flat tuple's leaves into a random hierarchy of depth <= 2.
IntTuple nest(const IntTuple &flat, const std::vector<int> &cuts) {
  if (flat.rank() < 3 || cuts.empty())
    return flat;
  size_t b = cuts[0] % flat.rank(), e = std::min(flat.rank(), b + 2);
  Result<IntTuple> g = group(flat, b, e);
  return g ? *g : flat;
}

/// Any static layout with power-of-two extents and power-of-two (or zero)
/// strides: every composition of two such layouts is admissible.
rc::Gen<Layout> genPow2Layout() {
  return rc::gen::exec([] {
    auto shape = *genPow2Shape();
    std::vector<int64_t> stride;
    for (size_t i = 0; i < shape.size(); ++i)
      stride.push_back(*rc::gen::element<int64_t>(0, 1, 2, 4, 8, 16, 32, 64));
    auto cuts = *rc::gen::container<std::vector<int>>(1, rc::gen::inRange(0, 4));
    return Layout{nest(ints(shape), cuts), nest(ints(stride), cuts)};
  });
}

/// An injective layout: some modes of a compact layout of a random shape
/// (extents 1..6, or powers of two), in a random order.
rc::Gen<Layout> genInjectiveLayout(bool pow2 = false) {
  return rc::gen::exec([pow2] {
    auto shape = pow2 ? *genPow2Shape()
                      : *rc::gen::container<std::vector<int64_t>>(*rc::gen::inRange(1, 5),
                                                                  rc::gen::inRange<int64_t>(1, 7));
    std::vector<int64_t> stride(shape.size());
    int64_t current = 1;
    for (size_t i = 0; i < shape.size(); ++i) {
      stride[i] = current;
      current *= shape[i];
    }
    std::vector<size_t> keep;
    for (size_t i = 0; i < shape.size(); ++i)
      if (*rc::gen::inRange(0, 3) != 0)
        keep.push_back(i);
    if (keep.empty())
      keep.push_back(0);
    for (size_t i = keep.size(); i > 1; --i)
      std::swap(keep[i - 1], keep[*rc::gen::inRange<size_t>(0, i)]);
    std::vector<int64_t> s, d;
    for (size_t i : keep) {
      s.push_back(shape[i]);
      d.push_back(stride[i]);
    }
    return Layout{ints(s), ints(d)};
  });
}

int64_t at(const Layout &l, int64_t i) {
  Result<IntTuple> v = evaluate(l, IntTuple::of(i));
  RC_ASSERT(v.ok());
  RC_ASSERT(v->isInt());
  return v->value();
}

int64_t sizeOf(const Layout &l) {
  Result<IntTuple> s = size(l);
  RC_ASSERT(s.ok());
  return s->value();
}

template <class T> T ok(Result<T> r) {
  if (!r)
    RC_FAIL(r.error().message);
  return *std::move(r);
}

std::multiset<int64_t> image(const Layout &l) {
  std::multiset<int64_t> out;
  for (int64_t i = 0; i < sizeOf(l); ++i)
    out.insert(at(l, i));
  return out;
}

std::set<int64_t> imageSet(const Layout &l) {
  std::multiset<int64_t> m = image(l);
  return {m.begin(), m.end()};
}

} // namespace

/// B's modes must occupy disjoint bit fields of A's domain (admissibility):
/// a dilated injective power-of-two layout. With two stride-1 modes, A o B
/// distributes over B's modes and differs from A(B(i)) by carries, in CuTe
/// C++ as here.
rc::Gen<Layout> genAdmissibleTiler() {
  return rc::gen::exec([] {
    Layout b = *genInjectiveLayout(true);
    int64_t dilation = int64_t(1) << *rc::gen::inRange(0, 3);
    std::vector<IntTuple> d;
    for (const IntTuple &x : modes(b.stride))
      d.push_back(IntTuple::of(x.value() * dilation));
    return Layout{b.shape, IntTuple::tuple(std::move(d))};
  });
}

RC_GTEST_PROP(Laws, CompositionIsFunctionComposition, ()) {
  Layout a = *genPow2Layout(), b = *genAdmissibleTiler();
  Layout r = ok(composition(a, b));
  RC_ASSERT(sizeOf(r) == sizeOf(b));
  for (int64_t i = 0; i < sizeOf(b); ++i)
    RC_ASSERT(at(r, i) == at(a, at(b, i)));
}

RC_GTEST_PROP(Laws, DomainWalkEqualsPointwiseEvaluation, ()) {
  Layout l = *genPow2Layout();
  std::vector<int64_t> walked = ok(evaluateDomain(l));
  RC_ASSERT(int64_t(walked.size()) == sizeOf(l));
  for (int64_t i = 0; i < sizeOf(l); ++i)
    RC_ASSERT(walked[i] == at(l, i));
}

RC_GTEST_PROP(Laws, CoalesceKeepsSizeAndFunction, ()) {
  Layout l = *genPow2Layout();
  Layout c = ok(coalesce(l));
  RC_ASSERT(sizeOf(c) == sizeOf(l));
  RC_ASSERT(depth(c) <= 1);
  for (int64_t i = 0; i < sizeOf(l); ++i)
    RC_ASSERT(at(c, i) == at(l, i));
}

RC_GTEST_PROP(Laws, FilterKeepsTheImage, ()) {
  Layout l = *genPow2Layout();
  RC_ASSERT(imageSet(filterZeros(l)) == imageSet(l));
  RC_ASSERT(imageSet(ok(filter(l))) == imageSet(l));
}

RC_GTEST_PROP(Laws, ComplementIsDisjointAndOrdered, ()) {
  Layout l = *genInjectiveLayout();
  int64_t target = ok(cosize(l)).value() * *rc::gen::inRange<int64_t>(1, 4);
  Layout c = ok(complement(l, IntTuple::of(target)));
  std::set<int64_t> li = imageSet(l);
  for (int64_t i = 0; i < sizeOf(c); ++i) {
    if (i > 0)
      RC_ASSERT(at(c, i - 1) < at(c, i));
    if (i > 0)
      RC_ASSERT(li.count(at(c, i)) == 0u);
  }
  Layout filtered = ok(filter(l));
  RC_ASSERT(sizeOf(c) * sizeOf(filtered) >= target);
}

RC_GTEST_PROP(Laws, LogicalDivideKeepsTheValues, ()) {
  Layout a = *genPow2Layout();
  // A tiler that is a sub-layout of a compact layout of a's size.
  std::vector<int64_t> factors;
  for (int64_t n = sizeOf(a); n > 1; n /= 2)
    factors.push_back(2);
  std::vector<int64_t> strides;
  int64_t current = 1;
  for (int64_t f : factors) {
    strides.push_back(current);
    current *= f;
  }
  std::vector<int64_t> ts, td;
  for (size_t i = 0; i < factors.size(); ++i)
    if (*rc::gen::arbitrary<bool>()) {
      ts.push_back(factors[i]);
      td.push_back(strides[i]);
    }
  if (ts.empty()) {
    ts.push_back(1);
    td.push_back(0);
  }
  Layout tiler{ints(ts), ints(td)};
  Layout d = ok(logicalDivide(a, Tiler::ofLayout(tiler)));
  RC_ASSERT(sizeOf(d) == sizeOf(a));
  RC_ASSERT(image(d) == image(a));
}

RC_GTEST_PROP(Laws, ProductsHaveTheProductSize, ()) {
  Layout a = *genInjectiveLayout(true), b = *genPow2Layout();
  Layout p = ok(logicalProduct(a, Tiler::ofLayout(b)));
  RC_ASSERT(sizeOf(p) == sizeOf(a) * sizeOf(b));
  Layout blocked = ok(blockedProduct(a, b));
  RC_ASSERT(sizeOf(blocked) == sizeOf(a) * sizeOf(b));
  Layout raked = ok(rakedProduct(a, b));
  RC_ASSERT(sizeOf(raked) == sizeOf(a) * sizeOf(b));
}

// Products of a layout with scaled-basis strides (NVIDIA cute_ir's
// definition; C++ has none): A injective on each codomain mode and B
// injective (power-of-two extents, so the composition is admissible) give an injective product of size size(A)·size(B) whose first
// mode is A, so the tiles A·B reach disjoint codomain points.
RC_GTEST_PROP(Laws, BasisProductsAreInjectiveAndKeepA, ()) {
  Layout flat = *genInjectiveLayout(true);
  std::vector<IntTuple> basis;
  for (const IntTuple &d : modes(flat.stride))
    basis.push_back(IntTuple::basis(d.value(), {*rc::gen::inRange(0, 3)}));
  Layout a{flat.shape, IntTuple::tuple(std::move(basis))};
  Layout b = *genInjectiveLayout(true);
  Layout p = ok(logicalProduct(a, Tiler::ofLayout(b)));
  RC_ASSERT(sizeOf(p) == sizeOf(a) * sizeOf(b));
  RC_ASSERT(print(ok(getMode(p, {0}))) == print(a));
  std::set<std::string> points;
  for (int64_t i = 0; i < sizeOf(p); ++i)
    points.insert(print(ok(evaluate(p, IntTuple::of(i)))));
  RC_ASSERT(int64_t(points.size()) == sizeOf(p));
}

// A tile of extents dividing a rank-2 layout's: local_tile is the tile mode
// of the zipped divide and local_partition its rest mode, whatever the
// coordinate, and their sizes multiply to the layout's.
RC_GTEST_PROP(Laws, LocalTileAndPartitionSplitTheLayout, ()) {
  auto pow2 = [](int lo, int hi) { return int64_t(1) << *rc::gen::inRange(lo, hi); };
  int64_t m = pow2(0, 4), n = pow2(0, 4), tm = std::min(m, pow2(0, 3)), tn = std::min(n, pow2(0, 3));
  Layout l{ints({m, n}), ints({*rc::gen::element<int64_t>(1, 2, 4), *rc::gen::element<int64_t>(8, 16, 32)})};
  Value tile = Tile{Tiler::ofTuple({Tiler::ofLayout(Layout{IntTuple::of(tm), IntTuple::of(1)}),
                                    Tiler::ofLayout(Layout{IntTuple::of(tn), IntTuple::of(1)})})};
  IntTuple at = ints({*rc::gen::inRange<int64_t>(0, m / tm), *rc::gen::inRange<int64_t>(0, n / tn)});
  Result<Value> zipped = applyOperation("zipped_divide", {l, tile});
  Result<Value> t = applyOperation("local_tile", {l, tile, at});
  RC_ASSERT(zipped && t);
  const Layout &z = std::get<Layout>(*zipped);
  RC_ASSERT(std::get<Layout>(*t) == (Layout{z.shape.mode(0), z.stride.mode(0)}));
  Layout shapeTiler{ints({tm, tn}), ints({1, tm})};
  IntTuple within = ints({*rc::gen::inRange<int64_t>(0, tm), *rc::gen::inRange<int64_t>(0, tn)});
  Result<Value> byShape = applyOperation("zipped_divide", {l, ints({tm, tn})});
  Result<Value> p = applyOperation("local_partition", {l, shapeTiler, within});
  RC_ASSERT(byShape && p);
  const Layout &zs = std::get<Layout>(*byShape);
  RC_ASSERT(std::get<Layout>(*p) == (Layout{zs.shape.mode(1), zs.stride.mode(1)}));
  RC_ASSERT(sizeOf(std::get<Layout>(*t)) * sizeOf(std::get<Layout>(*p)) == m * n);
}

RC_GTEST_PROP(Laws, LeftInverseUndoesAnInjectiveLayout, ()) {
  Layout l = *genInjectiveLayout();
  Layout inv = ok(leftInverse(l));
  for (int64_t i = 0; i < sizeOf(l); ++i)
    RC_ASSERT(at(inv, at(l, i)) == i);
}

RC_GTEST_PROP(Laws, RightInverseIsUndoneByTheLayout, ()) {
  Layout l = *genPow2Layout();
  Layout inv = ok(rightInverse(l));
  for (int64_t i = 0; i < sizeOf(inv); ++i)
    RC_ASSERT(at(l, at(inv, i)) == i);
}

namespace {

/// A swizzle S<B,M,S> with |S| >= B (so that it is an involution).
rc::Gen<Swizzle> genSwizzle() {
  return rc::gen::exec([] {
    int bits = *rc::gen::inRange(0, 4), base = *rc::gen::inRange(0, 4);
    int shift = *rc::gen::inRange(std::max(bits, 1), 5) * (*rc::gen::arbitrary<bool>() ? 1 : -1);
    return Swizzle{bits, base, shift};
  });
}

/// A swizzle-composed layout S o 0 o L that is a bijection of [0, 2^k): L
/// a compact layout of extents 2^e (in a random mode order if `permute`),
/// S<B,M,S> moving only bits below k.
rc::Gen<ComposedLayout> genSwizzledLayout(bool permute = true) {
  return rc::gen::exec([permute] {
    std::vector<int64_t> shape = *genPow2Shape();
    Layout compact = ok(makeLayout(ints(shape)));
    std::vector<int64_t> order(shape.size());
    for (size_t i = 0; i < order.size(); ++i)
      order[i] = int64_t(i);
    for (size_t i = order.size(); permute && i > 1; --i)
      std::swap(order[i - 1], order[*rc::gen::inRange<size_t>(0, i)]);
    std::vector<IntTuple> s, d;
    for (int64_t i : order) {
      s.push_back(compact.shape.mode(i));
      d.push_back(compact.stride.mode(i));
    }
    int k = 0;
    for (int64_t n = sizeOf(compact); n > 1; n /= 2)
      ++k;
    // S<B,M,S> xors bits [M + |S|, M + |S| + B) with bits [M, M + B).
    int bits = *rc::gen::inRange(0, k / 2 + 1);
    int shift = *rc::gen::inRange(std::max(bits, 1), std::max(bits, 1) + std::max(0, k - 2 * bits) + 1);
    int base = *rc::gen::inRange(0, std::max(0, k - bits - shift) + 1);
    Swizzle sw{bits, base, *rc::gen::arbitrary<bool>() ? shift : -shift};
    return ComposedLayout{sw, IntTuple::of(0),
                          Layout{IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d))}};
  });
}

template <class T> T valueAs(Result<Value> r) {
  if (!r)
    RC_FAIL(r.error().message);
  const T *v = std::get_if<T>(&*r);
  if (!v)
    RC_FAIL("unexpected result kind: " + print(*r));
  return *v;
}

/// v(i) for a layout, swizzle or composed layout `v` and an integer i.
int64_t evalAt(const Value &v, int64_t i) {
  IntTuple x = valueAs<IntTuple>(applyOperation("layout_eval", {IntTuple::of(i), v}));
  RC_ASSERT(x.isInt());
  return x.value();
}

int64_t sizeOfValue(const Value &v) {
  return valueAs<IntTuple>(applyOperation("size", {v})).value();
}

} // namespace

// ceil_div by a layout tiler counts the tiler's tiles in the target:
// shape(complement(tiler, target)), so size(tiler) * size(result) covers the
// target. A tile of compact layouts n_i:1 divides mode by mode like a tuple of n_i.
RC_GTEST_PROP(Laws, CeilDivByATilerCountsItsTiles, ()) {
  Layout tiler = *genInjectiveLayout(true);
  int64_t cosz = ok(cosize(tiler)).value();
  int64_t target = cosz * (int64_t(1) << *rc::gen::inRange(0, 3));
  IntTuple count = valueAs<IntTuple>(applyOperation("ceil_div", {IntTuple::of(target), Value(tiler)}));
  RC_ASSERT(count == ok(complement(tiler, IntTuple::of(target))).shape);
  RC_ASSERT(sizeOf(tiler) * ok(product(count)).value() >= target);

  std::vector<int64_t> extents = *genPow2Shape(), tileExtents;
  std::vector<Tiler> slots;
  for (size_t i = 0; i < extents.size(); ++i) {
    int64_t t = int64_t(1) << *rc::gen::inRange(0, 4);
    tileExtents.push_back(t);
    slots.push_back(Tiler::ofLayout(Layout{IntTuple::of(t), IntTuple::of(1)}));
  }
  Value tile = Tile{Tiler::ofTuple(std::move(slots))};
  RC_ASSERT(valueAs<IntTuple>(applyOperation("ceil_div", {ints(extents), tile})) ==
            ok(ceilDiv(ints(extents), ints(tileExtents))));
}

// A tile of integers and integer tuples is, to size, rank, depth and
// ceil_div, the tuple it holds (C++ makes a tile with make_tile of those
// integers): e.g. [(2,3);4] acts as ((2,3),4), so ceil_div((12,9), [(2,3);4])
// == ((12 + 5) / 6, (9 + 3) / 4) == (2,3).
RC_GTEST_PROP(Laws, ATileOfIntegersActsAsItsTuple, ()) {
  int r = *rc::gen::inRange(1, 4);
  std::vector<IntTuple> slots, target;
  std::string tileText = "[";
  std::vector<int64_t> perSlot;
  for (int i = 0; i < r; ++i) {
    std::vector<int64_t> xs = *rc::gen::container<std::vector<int64_t>>(
        *rc::gen::inRange(1, 3), rc::gen::inRange<int64_t>(1, 9));
    IntTuple slot = xs.size() == 1 ? IntTuple::of(xs[0]) : ints(xs);
    tileText += (i ? ";" : "") + print(slot);
    slots.push_back(slot);
    perSlot.push_back(ok(product(slot)).value());
    target.push_back(IntTuple::of(*rc::gen::inRange<int64_t>(1, 65)));
  }
  Value tile = ok(parseValue(tileText + "]"));
  IntTuple tuple = IntTuple::tuple(slots), shape = IntTuple::tuple(target);
  RC_ASSERT(std::holds_alternative<Tile>(tile));
  for (const char *op : {"size", "rank", "depth"})
    RC_ASSERT(valueAs<IntTuple>(applyOperation(op, {tile})) ==
              valueAs<IntTuple>(applyOperation(op, {Value(tuple)})));
  IntTuple count = valueAs<IntTuple>(applyOperation("ceil_div", {Value(shape), tile}));
  RC_ASSERT(count == valueAs<IntTuple>(applyOperation("ceil_div", {Value(shape), Value(tuple)})));
  RC_ASSERT(count == ok(ceilDiv(shape, ints(perSlot))));
}

// The inverses of a swizzle-composed bijection of [0, 2^k) (S o 0 o L with
// L compact column-major): L(right(i)) == i and left(L(i)) == i on the whole
// domain. A bare swizzle is its own inverse either way. With L's modes
// permuted C++'s inverse (the swizzle's masks carried through
// right_inverse(L)) need not be one: for S<3,0,-3> o 0 o (8,2,4):(8,4,1) it
// is S<3,0,3> o 0 o (4,2,8):(16,8,1), which maps 1 to 25 (cpp_vectors.tsv
// pins this C++ value).
RC_GTEST_PROP(Laws, InversesOfSwizzledLayouts, ()) {
  Value c = *genSwizzledLayout(/*permute=*/false);
  Result<Value> rightOr = applyOperation("right_inverse", {c});
  Result<Value> leftOr = applyOperation("left_inverse", {c});
  // As in C++ (a static_assert), an inverse whose bit masks form no swizzle
  // is an error.
  for (const Result<Value> *r : {&rightOr, &leftOr}) {
    bool noSwizzle = !r->ok() && r->error().message.find("are not the masks of a swizzle") != std::string::npos;
    RC_PRE(!noSwizzle);
  }
  Value right = ok(rightOr), left = ok(leftOr);
  int64_t n = sizeOfValue(c);
  RC_ASSERT(sizeOfValue(right) == n);
  for (int64_t i = 0; i < n; ++i) {
    RC_ASSERT(evalAt(c, evalAt(right, i)) == i);
    RC_ASSERT(evalAt(left, evalAt(c, i)) == i);
  }
  Swizzle s = *genSwizzle();
  RC_ASSERT(valueAs<Swizzle>(applyOperation("right_inverse", {Value(s)})) == s);
  RC_ASSERT(valueAs<Swizzle>(applyOperation("left_inverse", {Value(s)})) == s);
}

// logical_product(S o 0 o B, T) keeps the swizzled layout as its first
// mode (a plain layout when the swizzle moves no bit B reaches): its first
// size(B) values are (S o 0 o B)'s, and its size is size(B) * size(T).
RC_GTEST_PROP(Laws, ProductOfASwizzledLayoutKeepsIt, ()) {
  Value c = *genSwizzledLayout();
  Layout t = *genPow2Layout();
  Value p = ok(applyOperation("logical_product", {c, Value(t)}));
  int64_t n = sizeOfValue(c);
  RC_ASSERT(sizeOfValue(p) == n * sizeOf(t));
  for (int64_t i = 0; i < n; ++i)
    RC_ASSERT(evalAt(p, i) == evalAt(c, i));
}

// composition(A, n:d@m) walks mode m of A: R(i) = A(c) with c the
// coordinate whose mode m is d*i and every other mode 0.
RC_GTEST_PROP(Laws, CompositionWithABasisWalksOneMode, ()) {
  std::vector<int64_t> shape = *genPow2Shape(), stride;
  for (size_t i = 0; i < shape.size(); ++i)
    stride.push_back(*rc::gen::element<int64_t>(0, 1, 2, 4, 8, 16, 32, 64));
  Layout a{ints(shape), ints(stride)};
  int m = *rc::gen::inRange<int>(0, shape.size());
  int64_t d = int64_t(1) << *rc::gen::inRange(0, 3);
  int64_t n = std::max<int64_t>(1, shape[m] / d);
  RC_PRE(d <= shape[m]);
  Layout b{IntTuple::of(n), IntTuple::basis(d, {m})};
  Layout r = ok(composition(a, b));
  RC_ASSERT(sizeOf(r) == n);
  for (int64_t i = 0; i < n; ++i) {
    std::vector<int64_t> crd(shape.size(), 0);
    crd[m] = d * i;
    RC_ASSERT(at(r, i) == ok(evaluate(a, ints(crd))).value());
  }
}

// C++'s integer-tuple overloads agree with the layout forms they mirror:
// idx2crd(i, S, 1) is idx2crd(i, S) on S's domain (compact column-major
// strides); coalesce(S) keeps the size in one static extent; filter_zeros(D,
// S) is the shape filter_zeros gives the layout S:D.
RC_GTEST_PROP(Laws, IntegerTupleOverloadsMatchTheLayoutForms, ()) {
  Layout l = *genPow2Layout();
  for (int64_t i = 0; i < sizeOf(l); ++i)
    RC_ASSERT(ok(idx2crd(IntTuple::of(i), l.shape, IntTuple::of(1))) ==
              ok(idx2crd(IntTuple::of(i), l.shape)));
  RC_ASSERT(ok(coalesceShape(l.shape)) == IntTuple::of(sizeOf(l)));
  RC_ASSERT(ok(filterZeros(l.stride, l.shape)) == filterZeros(l).shape);
}

RC_GTEST_PROP(Laws, Idx2CrdRoundTrips, ()) {
  Layout l = *genPow2Layout();
  for (int64_t i = 0; i < sizeOf(l); ++i) {
    IntTuple c = ok(idx2crd(IntTuple::of(i), l.shape));
    RC_ASSERT(congruent(c, l.shape) || l.shape.isLeaf());
    RC_ASSERT(ok(crd2idx(c, l.shape)) == IntTuple::of(i));
  }
}

RC_GTEST_PROP(Laws, SwizzlesAreInvolutions, ()) {
  int bits = *rc::gen::inRange(0, 5), base = *rc::gen::inRange(0, 5);
  int shift = *rc::gen::inRange(bits, 8) * (*rc::gen::arbitrary<bool>() ? 1 : -1);
  if (shift == 0)
    shift = bits;
  Swizzle s{bits, base, shift};
  int64_t x = *rc::gen::inRange<int64_t>(0, 1 << 20);
  RC_ASSERT(ok(evaluate(s, ok(evaluate(s, x)))) == x);
}

namespace {

rc::Gen<IntTuple> genLeaf() {
  return rc::gen::oneOf(
      rc::gen::map(rc::gen::inRange<int64_t>(-50, 1000), [](int64_t v) { return IntTuple::of(v); }),
      rc::gen::just(IntTuple::dynamic(32)), rc::gen::just(IntTuple::dynamic(64)),
      rc::gen::just(IntTuple::underscore()),
      rc::gen::map(rc::gen::pair(rc::gen::inRange<int64_t>(0, 9),
                                 rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 3),
                                                                      rc::gen::inRange(0, 4))),
                   [](std::pair<int64_t, std::vector<int>> p) {
                     return IntTuple::basis(p.first, p.second);
                   }));
}

rc::Gen<IntTuple> genTuple(int depthLeft) {
  if (depthLeft == 0)
    return genLeaf();
  return rc::gen::oneOf(genLeaf(),
                        rc::gen::map(rc::gen::container<std::vector<IntTuple>>(
                                         *rc::gen::inRange(0, 4), genTuple(depthLeft - 1)),
                                     [](std::vector<IntTuple> e) { return IntTuple::tuple(std::move(e)); }));
}

} // namespace

/// A valid layout: positive or dynamic extents, any stride leaf but `_`.
rc::Gen<Layout> genAnyLayout() {
  return rc::gen::exec([] {
    IntTuple shape = *genTuple(2);
    std::function<IntTuple(const IntTuple &)> fix = [&](const IntTuple &t) -> IntTuple {
      if (t.isTuple()) {
        std::vector<IntTuple> e;
        for (const IntTuple &x : t.elems())
          e.push_back(fix(x));
        return IntTuple::tuple(std::move(e));
      }
      return t.isDynamic() ? t : IntTuple::of(*rc::gen::inRange<int64_t>(1, 100));
    };
    shape = fix(shape);
    IntTuple strideLeaf = *rc::gen::suchThat(genLeaf(), [](const IntTuple &l) { return !l.isUnderscore(); });
    return Layout{shape, repeatLike(shape, strideLeaf)};
  });
}

RC_GTEST_PROP(Laws, PrintParseRoundTrip, ()) {
  Layout any = *genAnyLayout(), other = *genAnyLayout();
  IntTuple shape = any.shape, stride = any.stride;
  std::vector<Value> values = {shape, Layout{shape, stride},
                               Swizzle{*rc::gen::inRange(0, 4), *rc::gen::inRange(0, 4), 4},
                               *genTuple(2),
                               ComposedLayout{Layout{shape, stride}, *genTuple(1), other},
                               Tile{Tiler::ofTuple({Tiler::ofLayout(Layout{shape, stride}),
                                                    Tiler::ofLeaf(IntTuple::underscore())})}};
  for (const Value &v : values) {
    Result<Value> back = parseValue(print(v));
    RC_ASSERT(back.ok());
    RC_ASSERT(print(*back) == print(v));
    RC_ASSERT(*back == v);
  }
}

RC_GTEST_PROP(Laws, GarbageNeverCrashes, ()) {
  std::string alphabet = "()[]<>,;:_?@{}o S0123456789-i6Lx";
  auto chars = *rc::gen::container<std::string>(
      *rc::gen::inRange(0, 40), rc::gen::elementOf(alphabet));
  (void)parseValue(chars);
  std::vector<std::string> ops = operationNames();
  std::string op = *rc::gen::elementOf(ops);
  (void)evaluateExpression(op + "(" + chars + ")");
  (void)evaluateExpression(op + "(" + print(*genTuple(2)) + ", " + chars + ")");
  (void)evaluateExpression(op + "<" + chars + ">(" + print(*genTuple(2)) + ")");
}

RC_GTEST_PROP(Laws, AnyOperationOnAnyValuesIsAValueOrAnError, ()) {
  std::vector<std::string> ops = operationNames();
  std::string op = *rc::gen::elementOf(ops);
  std::vector<Value> args;
  int n = *rc::gen::inRange(0, 4);
  for (int i = 0; i < n; ++i) {
    switch (*rc::gen::inRange(0, 6)) {
    case 0:
      args.push_back(*genTuple(2));
      break;
    case 1:
      args.push_back(Value(*genPow2Layout()));
      break;
    case 2:
      args.push_back(Value(*genSwizzle()));
      break;
    case 3:
      args.push_back(Value(*genSwizzledLayout()));
      break;
    case 4:
      args.push_back(Value(Tile{Tiler::ofTuple({Tiler::ofLayout(*genPow2Layout()),
                                                Tiler::ofLeaf(IntTuple::underscore())})}));
      break;
    default:
      args.push_back(Value(*genInjectiveLayout()));
    }
  }
  Result<Value> r = applyOperation(op, args);
  if (r)
    RC_ASSERT(parseValue(print(*r)).ok() || std::holds_alternative<bool>(*r));
}
