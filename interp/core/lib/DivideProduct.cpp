//===- DivideProduct.cpp - Divides, products, tilers ----------------------===//
// Symbolic twin (the same functions on run-time leaves, for --cute-expand):
// lower/lib/SymDivideProduct.cpp.
#include "Detail.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <algorithm>

namespace cute::core {

/// Applies `perMode` to the modes of `a` reached by a tuple tiler and keeps
/// the remaining modes (CuTe's transform_layout of a layout and a tiler);
/// `_` keeps a mode, an integer n (static or run-time) stands for the
/// layout n:1.
template <class F>
static Result<Layout> byTiler(std::string_view op, const Layout &a, const Tiler &t, F perMode) {
  switch (t.kind) {
  case Tiler::Kind::Layout:
    return perMode(a, t.layout);
  case Tiler::Kind::Leaf: {
    if (t.leaf.isUnderscore())
      return a;
    if (!t.leaf.isInt() && !t.leaf.isDynamic())
      return fail(op, "expects an integer tiler leaf but got " + print(t.leaf));
    CUTE_TRY(l, makeLayout(t.leaf));
    return perMode(a, l);
  }
  case Tiler::Kind::Tuple:
    break;
  }
  if (t.elems.size() > a.shape.rank())
    return fail(op, "expects rank(tiler) <= rank(input), but got rank " +
                        std::to_string(t.elems.size()) + " tiler and rank " +
                        std::to_string(a.shape.rank()) + " input");
  ModeConcat result(a.shape.rank());
  for (size_t i = 0; i < a.shape.rank(); ++i) {
    if (i >= t.elems.size()) {
      result.add(modeOf(a, i));
      continue;
    }
    CUTE_TRY(m, byTiler(op, modeOf(a, i), t.elems[i], perMode));
    result.add(std::move(m));
  }
  return std::move(result).take();
}

//===--- Divides -----------------------------------------------------------===//

/// The sum of the integer modes' strides from 0 in order, as
/// foldIntegerLeaves sums layoutOf(m)'s; std::nullopt where it overflows.
static std::optional<int64_t> strideSum(const IntegerModes &m) {
  std::optional<int64_t> acc = 0;
  for (size_t i = 0; i < m.rank && acc; ++i)
    acc = addOrNull(*acc, m.stride[i]);
  return acc;
}

/// divideByLayout where every leaf of A and B is a static integer
/// (IntegerPaths.h): coalesce, complement and composition on integer
/// modes, with no layout built between them. std::nullopt for other
/// inputs, where coalesce(A) keeps several modes (a tuple cotarget), and
/// wherever a step's integer path hands back to its general path. (An A
/// of no leaves, ():(), which coalesce keeps as it is, is the cotarget 1
/// here; complement takes its empty cotarget as 1 too.)
/// @post a layout R means divideByLayout(A, B) == R.
static std::optional<Layout> divideOfIntegers(const Layout &a, const Layout &b) {
  std::optional<IntegerModes> am = integerModes(a), bm = integerModes(b);
  if (!am || !bm)
    return std::nullopt;
  std::optional<IntegerModes> c = coalesceIntegers(*am, Coalesce::Plain);
  if (!c || c->rank != 1)
    return std::nullopt;
  std::optional<IntegerModes> rest = complementOfIntegers(*bm, c->shape[0]);
  if (!rest)
    return std::nullopt;
  // composition's coprofile: the tiler (B, rest)'s stride sum must not
  // overflow.
  std::optional<int64_t> bSum = foldIntegerLeaves(b.stride, 0, addOrNull),
                         restSum = strideSum(*rest);
  if (!bSum || !restSum || !addOrNull(*bSum, *restSum))
    return std::nullopt;
  std::optional<IntegerModes> flat = coalesceIntegers(*am, Coalesce::FunctionPreserving);
  if (!flat)
    return std::nullopt;
  std::optional<Layout> divided = composeOfIntegers(*flat, b.shape, b.stride);
  std::optional<Layout> across = composeModesOfIntegers(*flat, *rest);
  if (!divided || !across)
    return std::nullopt;
  ModeConcat result(2);
  result.add(std::move(*divided));
  result.add(std::move(*across));
  return std::move(result).take();
}

/// logical_divide(A, B) = composition(A, (B, complement(B, shape(coalesce(A))))).
static Result<Layout> divideByLayout(const Layout &a, const Layout &b) {
  if (std::optional<Layout> r = divideOfIntegers(a, b))
    return std::move(*r);
  CUTE_TRY(c, coalesce(a));
  CUTE_TRY(rest, complement(b, c.shape));
  ModeConcat tiler(2);
  tiler.add(b);
  tiler.add(std::move(rest));
  return composition(a, std::move(tiler).take());
}

Result<Layout> logicalDivide(const Layout &a, const Tiler &t) {
  return guarded("logical_divide", [&] { return byTiler("logical_divide", a, t, divideByLayout); });
}

/// zip2_by(t, guide): gathers the first and second halves of the rank-2
/// modes at the terminals of guide: ((A,a),(B,b),x) -> ((A,B),(a,b,x)).
static Result<std::pair<IntTuple, IntTuple>> zip2By(std::string_view op, const IntTuple &t,
                                                    const Tiler &guide) {
  if (guide.kind != Tiler::Kind::Tuple) {
    if (!t.isTuple() || t.rank() != 2)
      return fail(op, "expects a rank-2 mode at a tiler terminal but got " + print(t));
    return std::pair{t.elems()[0], t.elems()[1]};
  }
  if (!t.isTuple() || t.rank() < guide.elems.size())
    return fail(op, "mismatched ranks between " + print(t) + " and tiler " + print(guide));
  std::vector<IntTuple> first, second;
  for (size_t i = 0; i < guide.elems.size(); ++i) {
    CUTE_TRY(split, zip2By(op, t.elems()[i], guide.elems[i]));
    first.push_back(std::move(split.first));
    second.push_back(std::move(split.second));
  }
  for (size_t j = guide.elems.size(); j < t.rank(); ++j)
    second.push_back(t.elems()[j]);
  return std::pair{IntTuple::tuple(std::move(first)), IntTuple::tuple(std::move(second))};
}

/// tile_unzip(L, tiler): L with shape and stride regrouped by zip2_by.
static Result<Layout> tileUnzip(std::string_view op, const Layout &l, const Tiler &t) {
  CUTE_TRY(shape, zip2By(op, l.shape, t));
  CUTE_TRY(stride, zip2By(op, l.stride, t));
  return Layout{IntTuple::tuple({shape.first, shape.second}),
                IntTuple::tuple({stride.first, stride.second})};
}

/// repeat<n>(_): `_` for n == 1, else a tuple of n underscores.
static IntTuple repeatUnderscore(size_t n) {
  if (n == 1)
    return IntTuple::underscore();
  return IntTuple::tuple(std::vector<IntTuple>(n, IntTuple::underscore()));
}

/// result(_, repeat<R1>(_)) or result(repeat<R0>(_), repeat<R1>(_)):
/// unpacks the second (and optionally the first) mode of a rank-2 result.
static Result<Layout> unpackModes(const Layout &r, bool unpackFirst) {
  IntTuple first = unpackFirst ? repeatUnderscore(r.shape.mode(0).rank()) : IntTuple::underscore();
  return slice(IntTuple::tuple({first, repeatUnderscore(r.shape.mode(1).rank())}), r);
}

Result<Layout> zippedDivide(const Layout &a, const Tiler &t) {
  return guarded("zipped_divide", [&]() -> Result<Layout> {
    CUTE_TRY(d, logicalDivide(a, t));
    return tileUnzip("zipped_divide", d, t);
  });
}

Result<Layout> tiledDivide(const Layout &a, const Tiler &t) {
  CUTE_TRY(z, zippedDivide(a, t));
  return unpackModes(z, false);
}

Result<Layout> flatDivide(const Layout &a, const Tiler &t) {
  CUTE_TRY(z, zippedDivide(a, t));
  return unpackModes(z, true);
}

//===--- Products ----------------------------------------------------------===//

/// The integer layouts of a's leaves whose strides are k@m, per codomain
/// mode m up to the last one a names (stride-0 and size-1 leaves dropped, so
/// a mode may be empty); none unless a is static with strides 0 or k@m of
/// one mode.
static std::optional<std::vector<Layout>> leavesPerCodomainMode(const Layout &a) {
  std::vector<std::vector<IntTuple>> shapes, strides;
  std::vector<IntTuple> s = leaves(a.shape), d = leaves(a.stride);
  for (size_t i = 0; i < s.size(); ++i) {
    if (!s[i].isInt() || (!d[i].isInt(0) && !(d[i].isBasis() && !d[i].isDynamicBasis() &&
                                                d[i].modes().size() == 1 && d[i].value() > 0)))
      return std::nullopt;
    if (d[i].isInt(0))
      continue;
    size_t m = size_t(d[i].modes()[0]);
    if (shapes.size() <= m)
      shapes.resize(m + 1), strides.resize(m + 1);
    if (s[i].isInt(1))
      continue;
    shapes[m].push_back(s[i]);
    strides[m].push_back(IntTuple::of(d[i].value()));
  }
  std::vector<Layout> perMode;
  for (size_t m = 0; m < shapes.size(); ++m)
    perMode.push_back(Layout{IntTuple::tuple(shapes[m]), IntTuple::tuple(strides[m])});
  return perMode;
}

/// The complement a product takes of a layout with scaled-basis strides,
/// as NVIDIA's cute_ir defines it (CuTe C++ does not compile one): per
/// codomain mode m in order, the holes of a's leaves on m (C++'s complement
/// of their integer layout, strides scaled by @m), then as many steps along
/// the last mode, from the end of its filled extent, as `cotarget` needs.
/// E.g. (4,3):(2@0,1@1) gives (2,1,n):(1@0,3@1,3@1). Requires a static a
/// with strides 0 or k@m.
/// @post (a, result) is injective where each per-mode complement is.
static Result<Layout> basisProductComplement(const Layout &a, const IntTuple &cotarget) {
  std::optional<std::vector<Layout>> perMode = leavesPerCodomainMode(a);
  if (!perMode || perMode->empty())
    return fail("complement", "expects static strides 0 or k@m but got " + print(a));
  std::vector<IntTuple> shape, stride;
  CUTE_TRY(covered, size(a));
  IntTuple lastExtent = IntTuple::of(1);
  for (size_t m = 0; m < perMode->size(); ++m) {
    if ((*perMode)[m].shape.rank() == 0) {
      lastExtent = IntTuple::of(1);
      continue;
    }
    CUTE_TRY(holes, complement((*perMode)[m]));
    std::vector<IntTuple> holeShape = leaves(holes.shape), holeStride = leaves(holes.stride);
    for (size_t i = 0; i < holeShape.size(); ++i) {
      shape.push_back(holeShape[i]);
      stride.push_back(IntTuple::basis(holeStride[i].value(), {int(m)}));
    }
    CUTE_TRY(holeCount, size(holes));
    CUTE_TRY(modeCount, size((*perMode)[m]));
    CUTE_TRY(extent, leafMul(modeCount, holeCount));
    CUTE_TRY(total, leafMul(covered, holeCount));
    covered = total;
    lastExtent = extent;
  }
  CUTE_TRY(steps, ceilDiv(cotarget, covered));
  shape.push_back(steps);
  stride.push_back(IntTuple::basis(lastExtent.value(), {int(perMode->size() - 1)}));
  return Layout{IntTuple::tuple(std::move(shape)), IntTuple::tuple(std::move(stride))};
}

/// logical_product(a, b) = (a, complement(a, size(a)·cosize(b)) ∘ b); for a
/// with scaled-basis strides the complement is basisProductComplement.
static Result<Layout> productByLayout(const Layout &a, const Layout &b) {
  CUTE_TRY(sa, size(a));
  CUTE_TRY(cb, cosize(b));
  CUTE_TRY(target, leafMul(sa, cb));
  bool basis = std::ranges::any_of(leaves(a.stride), [](const IntTuple &d) { return d.isBasis(); });
  CUTE_TRY(rest, basis ? basisProductComplement(a, target) : complement(a, target));
  CUTE_TRY(tiled, composition(rest, b));
  return concatLayouts({a, tiled});
}

Result<Layout> logicalProduct(const Layout &a, const Tiler &t) {
  return guarded("logical_product",
                 [&] { return byTiler("logical_product", a, t, productByLayout); });
}

Result<Layout> zippedProduct(const Layout &a, const Tiler &t) {
  return guarded("zipped_product", [&]() -> Result<Layout> {
    CUTE_TRY(p, logicalProduct(a, t));
    return tileUnzip("zipped_product", p, t);
  });
}

Result<Layout> tiledProduct(const Layout &a, const Tiler &t) {
  CUTE_TRY(z, zippedProduct(a, t));
  return unpackModes(z, false);
}

Result<Layout> flatProduct(const Layout &a, const Tiler &t) {
  CUTE_TRY(z, zippedProduct(a, t));
  return unpackModes(z, true);
}

/// zip(t0, t1): ((t0_0,t1_0),(t0_1,t1_1),…); leaves give ((t0,t1)).
static Result<IntTuple> zipPair(const IntTuple &t0, const IntTuple &t1) {
  if (t0.isLeaf())
    return IntTuple::tuple({IntTuple::tuple({t0, t1})});
  if (!t1.isTuple() || t0.rank() != t1.rank())
    return fail("blocked_product", "mismatched ranks between " + print(t0) + " and " + print(t1));
  std::vector<IntTuple> out;
  for (size_t i = 0; i < t0.rank(); ++i)
    out.push_back(IntTuple::tuple({t0.elems()[i], t1.elems()[i]}));
  return IntTuple::tuple(std::move(out));
}

/// The rank-padded logical product of blocked/raked_product, zipped in the
/// given order.
static Result<Layout> zippedRankProduct(const Layout &a, const Layout &b, bool blockFirst) {
  int64_t r = std::max(a.shape.rank(), b.shape.rank());
  Layout unit{IntTuple::of(1), IntTuple::of(0)};
  CUTE_TRY(pa, appendToRank(a, r, unit));
  CUTE_TRY(pb, appendToRank(b, r, unit));
  CUTE_TRY(p, productByLayout(pa, pb));
  Layout m0 = modeOf(p, 0), m1 = modeOf(p, 1);
  const Layout &x = blockFirst ? m0 : m1, &y = blockFirst ? m1 : m0;
  CUTE_TRY(shape, zipPair(x.shape, y.shape));
  CUTE_TRY(stride, zipPair(x.stride, y.stride));
  return Layout{std::move(shape), std::move(stride)};
}

Result<Layout> blockedProduct(const Layout &a, const Layout &b) {
  return guarded("blocked_product", [&] { return zippedRankProduct(a, b, true); });
}

Result<Layout> rakedProduct(const Layout &a, const Layout &b) {
  return guarded("raked_product", [&] { return zippedRankProduct(a, b, false); });
}

static Result<Layout> tileToShapeImpl(const Layout &block, const IntTuple &target,
                                      const IntTuple *order) {
  if (block.shape.rank() > target.rank())
    return fail("tile_to_shape", "expects rank(block) <= rank(target) but got " + print(block) +
                                     " and " + print(target));
  Layout unit{IntTuple::of(1), IntTuple::of(0)};
  CUTE_TRY(padded, appendToRank(block, target.rank(), unit));
  CUTE_TRY(blockShape, productEach(padded.shape));
  CUTE_TRY(targetShape, productEach(target));
  CUTE_TRY(counts, ceilDiv(targetShape, blockShape));
  if (isStatic(targetShape) && isStatic(blockShape)) {
    for (size_t i = 0; i < counts.rank(); ++i)
      if (arith::mul(counts.elems()[i].value(), blockShape.elems()[i].value()) !=
          targetShape.elems()[i].value())
        return fail("tile_to_shape", "block shape " + print(blockShape) +
                                         " does not divide the target shape " + print(targetShape));
  }
  Result<Layout> tiler = order ? makeOrderedLayout(counts, *order) : makeLayout(counts);
  if (!tiler)
    return tiler.error();
  return blockedProduct(padded, *tiler);
}

Result<Layout> tileToShape(const Layout &block, const IntTuple &target, const IntTuple *order) {
  return guarded("tile_to_shape", [&] { return tileToShapeImpl(block, target, order); });
}

//===--- Stencil divide ----------------------------------------------------===//

static Result<IntTuple> paramAt(const IntTuple &p, size_t i, std::string_view what) {
  const IntTuple &v = p.isTuple() ? p.elems()[i] : p;
  if (!isIntegerLeaf(v))
    return fail("stencil_divide", "expects an integer " + std::string(what) + " but got " +
                                      print(v));
  return v;
}

/// stencil_output_len on integer leaves: 1 + (n - ((w - 1) * d + 1)) / s,
/// static when every operand is; the dialect documents' requirements are checked
/// wherever the values are known, each one as soon as the values it needs
/// are (a static window of 0 is no window whatever the run-time dilation).
static Result<IntTuple> outputLen(const IntTuple &n, const IntTuple &w, const IntTuple &s,
                                  const IntTuple &d) {
  if (n.known() && w.known() && s.known() && d.known()) {
    CUTE_TRY(len, stencilOutputLen(*n.known(), *w.known(), *s.known(), *d.known()));
    if (n.isInt() && w.isInt() && s.isInt() && d.isInt())
      return IntTuple::of(len);
  }
  for (auto [v, what] : {std::pair{&n, "input"}, {&w, "window"}, {&s, "stride"}, {&d, "dilation"}})
    if (v->known() && *v->known() <= 0)
      return fail("stencil_output_len",
                  "expects a positive " + std::string(what) + " but got " + print(*v));
  // The effective window, (w - 1) * d + 1, must fit the input whatever the
  // stride.
  if (n.known() && w.known() && d.known())
    if (Result<int64_t> fits =
            stencilOutputLen(*n.known(), *w.known(), s.known().value_or(1), *d.known());
        !fits)
      return fits.error();
  IntTuple one = IntTuple::of(1);
  CUTE_TRY(wm1, tupleSub(w, one));
  CUTE_TRY(span, leafMul(wm1, d));
  CUTE_TRY(effective, arithAdd(span, one));
  CUTE_TRY(slack, tupleSub(n, effective));
  return arithAdd(one, leafDiv(slack, s));
}

Result<Layout> stencilDivide(const Layout &l, const IntTuple &window, const IntTuple &stride,
                             const IntTuple &dilation) {
  return guarded("stencil_divide", [&]() -> Result<Layout> {
    size_t n = window.isTuple() ? window.rank() : l.shape.rank();
    if (n > l.shape.rank() || (stride.isTuple() && stride.rank() != n) ||
        (dilation.isTuple() && dilation.rank() != n))
      return fail("stencil_divide", "window " + print(window) + ", stride " + print(stride) +
                                        " and dilation " + print(dilation) +
                                        " must have one entry per divided mode of " + print(l));
    std::vector<Layout> modes;
    for (size_t i = 0; i < l.shape.rank(); ++i) {
      Layout mode = l.shape.isTuple() ? modeOf(l, i) : l;
      if (i >= n) {
        modes.push_back(mode);
        continue;
      }
      CUTE_TRY(w, paramAt(window, i, "window"));
      CUTE_TRY(s, paramAt(stride, i, "stride"));
      CUTE_TRY(d, paramAt(dilation, i, "dilation"));
      CUTE_TRY(extent, size(mode));
      CUTE_TRY(outLen, outputLen(extent, w, s, d));
      Layout walk{IntTuple::tuple({w, outLen}), IntTuple::tuple({d, s})};
      CUTE_TRY(m, composition(mode, walk));
      modes.push_back(std::move(m));
    }
    if (l.shape.isLeaf())
      return modes[0];
    return concatLayouts(std::move(modes));
  });
}

//===--- Tilers ---------------------------------------------------------===//

int64_t tileDepth(const Tiler &t) {
  switch (t.kind) {
  case Tiler::Kind::Layout:
    return depth(t.layout.shape);
  case Tiler::Kind::Leaf:
    return 0;
  case Tiler::Kind::Tuple:
    break;
  }
  int64_t deepest = 0;
  for (const Tiler &e : t.elems)
    deepest = std::max(deepest, tileDepth(e));
  return 1 + deepest;
}

Result<IntTuple> tileShape(const Tiler &t) {
  switch (t.kind) {
  case Tiler::Kind::Layout:
    return t.layout.shape;
  case Tiler::Kind::Leaf:
    if (t.leaf.isUnderscore())
      return fail("get_shape", "an underscore slot of a tile has no shape");
    return t.leaf;
  case Tiler::Kind::Tuple:
    break;
  }
  std::vector<IntTuple> shapes;
  for (const Tiler &e : t.elems) {
    CUTE_TRY(s, tileShape(e));
    shapes.push_back(std::move(s));
  }
  return IntTuple::tuple(std::move(shapes));
}

std::optional<IntTuple> tilerAsTuple(const Tiler &t) {
  std::vector<const Tiler *> leaves;
  t.collectLeaves(leaves);
  for (const Tiler *leaf : leaves)
    if (leaf->kind == Tiler::Kind::Layout || leaf->leaf.isUnderscore())
      return std::nullopt;
  Result<IntTuple> shape = tileShape(t);
  return shape ? std::optional<IntTuple>(*shape) : std::nullopt;
}

Result<IntTuple> ceilDivByTiler(const IntTuple &target, const Tiler &tiler) {
  switch (tiler.kind) {
  case Tiler::Kind::Layout: {
    CUTE_TRY(c, complement(tiler.layout, target));
    return c.shape;
  }
  case Tiler::Kind::Leaf:
    if (tiler.leaf.isUnderscore())
      return fail("ceil_div", "cannot divide " + print(target) + " by '_'");
    return ceilDiv(target, tiler.leaf);
  case Tiler::Kind::Tuple:
    break;
  }
  // A tuple of integers divides a scalar by its product, as in C++.
  if (std::optional<IntTuple> asTuple = tilerAsTuple(tiler); asTuple && !target.isTuple())
    return ceilDiv(target, *asTuple);
  if (!target.isTuple() || target.rank() < tiler.elems.size())
    return fail("ceil_div", "the tile " + print(Tile{tiler}) + " has more modes than " +
                                print(target));
  std::vector<IntTuple> modes = target.elems();
  for (size_t i = 0; i < tiler.elems.size(); ++i) {
    CUTE_TRY(m, ceilDivByTiler(modes[i], tiler.elems[i]));
    modes[i] = std::move(m);
  }
  return IntTuple::tuple(std::move(modes));
}

static Result<IntTuple> flatCoordOf(const Layout &t, const IntTuple &index) {
  std::string_view op = "get_flat_coord";
  if (!isIntegerLeaf(index))
    return fail(op, "expects an integer index but got " + print(index));
  std::vector<IntTuple> out;
  for (size_t m = 0; m < t.shape.rank(); ++m) {
    if (!index.known()) {
      out.push_back(IntTuple::dynamic(unsigned(index.value())));
      continue;
    }
    std::vector<IntTuple> s = leaves(t.shape.mode(m)), d = leaves(t.stride.mode(m));
    int64_t coord = 0, extent = 1;
    for (size_t j = 0; j < s.size(); ++j) {
      if (!s[j].isInt() || !d[j].isInt() || d[j].value() == 0)
        return fail(op, "expects a tiler with static non-zero strides but got " + print(t));
      int64_t c = arith::mod(arith::div(*index.known(), d[j].value()), s[j].value());
      coord = arith::add(coord, arith::mul(c, extent));
      extent = arith::mul(extent, s[j].value());
    }
    out.push_back(index.isInt() ? IntTuple::of(coord)
                                : IntTuple::bound(unsigned(index.value()), coord));
  }
  return out.size() == 1 ? out[0] : IntTuple::tuple(std::move(out));
}

Result<IntTuple> flatCoord(const Layout &t, const IntTuple &index) {
  return guardedEntry("get_flat_coord", [&] { return flatCoordOf(t, index); });
}

} // namespace cute::core
