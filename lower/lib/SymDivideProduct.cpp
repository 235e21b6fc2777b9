//===- SymDivideProduct.cpp - Divides, products, tilers on run-time leaves ===//
//
// The symbolic twin of interp/core's DivideProduct.cpp, for --cute-expand:
// the divides and products, tile_to_shape, the tilers (shape, ceil_div by a
// tiler, get_flat_coord), recast and stencil_divide on run-time integers,
// with C++'s integral-constant rules for which leaves are static.
//
//===----------------------------------------------------------------------===//
#include "ExpandAlgebra.h"

#include <algorithm>

namespace cute::lower::alg {

STree tileShape(SymBuilder &sb, const STiler &t) {
  if (t.k == STiler::K::Layout)
    return t.layout.shape;
  if (t.k == STiler::K::Leaf) {
    if (t.leaf.isUnder())
      sb.fail("get_shape of a tile with an underscore slot");
    return t.leaf;
  }
  std::vector<STree> shapes;
  for (const STiler &e : t.elems)
    shapes.push_back(tileShape(sb, e));
  return STree::tuple(std::move(shapes));
}

namespace {
/// Whether a tiler is a tuple of integers (no layout, no `_`).
bool hasOnlyIntegerLeaves(const STiler &t) {
  if (t.k == STiler::K::Layout)
    return false;
  if (t.k == STiler::K::Leaf)
    return !t.leaf.isUnder();
  return llvm::all_of(t.elems, hasOnlyIntegerLeaves);
}
} // namespace

STree ceilDivByTiler(SymBuilder &sb, const STree &target, const STiler &t) {
  if (t.k == STiler::K::Layout)
    return complement(sb, t.layout, target).shape;
  if (t.k == STiler::K::Leaf) {
    if (t.leaf.isUnder())
      sb.fail("ceil_div cannot divide by '_'");
    return ceilDiv(sb, target, t.leaf);
  }
  // A tuple of integers divides a scalar by its product, as in C++.
  if (!target.isTuple() && hasOnlyIntegerLeaves(t))
    return ceilDiv(sb, target, tileShape(sb, t));
  if (!target.isTuple() || target.rank() < t.elems.size()) {
    sb.fail("ceil_div by a tile with more modes than the target");
    return target;
  }
  std::vector<STree> modes = target.elems;
  for (size_t i = 0; i < t.elems.size(); ++i)
    modes[i] = ceilDivByTiler(sb, target.elems[i], t.elems[i]);
  return STree::tuple(std::move(modes));
}

namespace {
/// C++'s tiler dispatch of logical_divide/logical_product: a tuple tiler
/// applies per mode (A's further modes are kept), `_` keeps A, an extent n
/// is the layout n:1, and a layout goes to `byLayout`.
template <typename F>
SLayout byTiler(SymBuilder &sb, const SLayout &a, const STiler &tiler, F byLayout,
                const char *op) {
  STiler t = normalized(tiler);
  switch (t.k) {
  case STiler::K::Tuple:
    return transformModes(
        sb, a, t, [&](const SLayout &m, const STiler &e) { return byTiler(sb, m, e, byLayout, op); },
        op);
  case STiler::K::Leaf:
    if (t.leaf.isUnder())
      return a;
    return byLayout(a, compactOf(t.leaf));
  case STiler::K::Layout:
    break;
  }
  return byLayout(a, t.layout);
}
} // namespace

// logical_divide(A, T) = composition(A, (T, complement(T, shape(coalesce(A)))))
// per mode of a tuple tiler.
SLayout logicalDivide(SymBuilder &sb, const SLayout &a, const STiler &tiler) {
  auto byLayout = [&](const SLayout &l, const SLayout &t) {
    SLayout rest = complement(sb, t, coalesce(sb, l).shape);
    return composition(sb, l, layoutOfModes({t, rest}));
  };
  return byTiler(sb, a, tiler, byLayout, "logical_divide");
}

// logical_product(A, T) = (A, composition(complement(A, size(A) * cosize(T)), T))
// per mode of a tuple tiler.
SLayout logicalProduct(SymBuilder &sb, const SLayout &a, const STiler &tiler) {
  auto byLayout = [&](const SLayout &l, const SLayout &t) {
    Sym size = product(sb, l.shape);
    Sym cotarget = sb.mul(size, cosize(sb, t));
    SLayout rest = complement(sb, l, STree::leaf(cotarget));
    return layoutOfModes({l, composition(sb, rest, t)});
  };
  return byTiler(sb, a, tiler, byLayout, "logical_product");
}

namespace {
/// append<r>(L): L's modes padded with 1:0 to r modes (L itself when r is 1).
SLayout appendModes(const SLayout &l, size_t r) {
  if (r == 1)
    return l;
  std::vector<STree> s = l.shape.topModes(), d = l.stride.topModes();
  while (s.size() < r) {
    s.push_back(STree::ofInt(1));
    d.push_back(STree::ofInt(0));
  }
  return SLayout{STree::tuple(std::move(s)), STree::tuple(std::move(d))};
}

/// C++'s zip(x, y): mode-wise pairs when x is a tuple, else ((x,y)).
STree zipTrees(SymBuilder &sb, const STree &x, const STree &y) {
  if (!x.isTuple())
    return STree::tuple({STree::tuple({x, y})});
  if (!y.isTuple() || y.rank() != x.rank()) {
    sb.fail("zip of tuples of different ranks");
    return x;
  }
  std::vector<STree> pairs;
  for (size_t i = 0; i < x.rank(); ++i)
    pairs.push_back(STree::tuple({x.elems[i], y.elems[i]}));
  return STree::tuple(std::move(pairs));
}
} // namespace

// blocked_product(A, T) = zip(A', complement(A', size(A') * cosize(T')) o T')
// with A' and T' padded to the larger rank; raked_product zips the other
// way round. Post: rank(result) = max(rank(A), rank(T)).
SLayout rankProduct(SymBuilder &sb, const SLayout &block, const SLayout &tiler, bool raked) {
  size_t r = std::max(block.shape.rank(), tiler.shape.rank());
  SLayout a = appendModes(block, r), t = appendModes(tiler, r);
  Sym size = product(sb, a.shape);
  Sym cotarget = sb.mul(size, cosize(sb, t));
  SLayout c = composition(sb, complement(sb, a, STree::leaf(cotarget)), t);
  const SLayout &first = raked ? c : a, &second = raked ? a : c;
  return SLayout{zipTrees(sb, first.shape, second.shape), zipTrees(sb, first.stride, second.stride)};
}

// tile_to_shape(A, S, order) = blocked_product(A', ordered layout of
// ceil_div(product_each(S), product_each(shape(A')))), A' = append<rank(S)>(A).
// C++ asserts an even division only where the target's and the block's
// extents are static (the verifier checks it then); with a run-time one it
// rounds up.
SLayout tileToShape(SymBuilder &sb, const SLayout &block, const STree &target,
                    const STree *order) {
  if (block.shape.rank() > target.rank()) {
    sb.fail("tile_to_shape: the layout has more modes than the target shape");
    return block;
  }
  SLayout a = appendModes(block, target.rank());
  STree blockShape = productEach(sb, a.shape), targetShape = productEach(sb, target);
  STree productShape = ceilDiv(sb, targetShape, blockShape);
  SLayout tiler = order ? makeOrderedLayout(sb, productShape, *order)
                        : SLayout{productShape, compactColMajor(sb, productShape)};
  return rankProduct(sb, a, tiler, false);
}

namespace {
/// zip2_by on one tree (shape or stride) guided by the tiler.
STree zip2By(SymBuilder &sb, const STree &x, const STiler &guide) {
  STiler g = normalized(guide);
  if (g.k != STiler::K::Tuple) {
    if (x.rank() != 2 || !x.isTuple())
      sb.fail("tile_unzip: a mode under a tiler leaf is not of rank 2");
    return x;
  }
  if (!x.isTuple() || x.rank() < g.elems.size()) {
    sb.fail("tile_unzip: the tiler has more modes than the layout");
    return x;
  }
  std::vector<STree> first, second;
  for (size_t i = 0; i < g.elems.size(); ++i) {
    STree split = zip2By(sb, x.elems[i], g.elems[i]);
    first.push_back(split.mode(0));
    second.push_back(split.isTuple() && split.rank() > 1 ? split.elems[1] : split);
  }
  for (size_t i = g.elems.size(); i < x.rank(); ++i)
    second.push_back(x.elems[i]);
  return STree::tuple({STree::tuple(std::move(first)), STree::tuple(std::move(second))});
}
} // namespace

SLayout tileUnzip(SymBuilder &sb, const SLayout &l, const STiler &t) {
  return SLayout{zip2By(sb, l.shape, t), zip2By(sb, l.stride, t)};
}

namespace {
/// The parts a slice by repeat<rank>(_) keeps of a mode: its modes when
/// its rank exceeds 1, else the mode itself.
void appendSliced(const STree &m, std::vector<STree> &out) {
  if (m.isTuple() && m.rank() > 1)
    out.insert(out.end(), m.elems.begin(), m.elems.end());
  else
    out.push_back(m);
}

STree unpack(const STree &zipped, bool first) {
  std::vector<STree> out;
  if (first)
    appendSliced(zipped.mode(0), out);
  else
    out.push_back(zipped.mode(0));
  appendSliced(zipped.mode(1), out);
  return STree::tuple(std::move(out));
}
} // namespace

SLayout unpackZipped(const SLayout &zipped, bool first) {
  return SLayout{unpack(zipped.shape, first), unpack(zipped.stride, first)};
}

namespace {
/// repeat<n>(_): one `_`, or a tuple of n of them.
STree underscores(size_t n) {
  return n == 1 ? STree::under() : STree::tuple(std::vector<STree>(n, STree::under()));
}

/// C++'s inner/outer_partition coordinate for a mode of rank n: a tuple
/// padded with `_` (append<n>), a scalar kept as a 1-D index.
STree slicingCoord(SymBuilder &sb, const STree &coord, size_t n) {
  if (!coord.isTuple())
    return coord;
  if (coord.rank() > n)
    sb.fail("the coordinate has more modes than the mode it slices");
  std::vector<STree> modes = coord.elems;
  modes.resize(std::max(n, modes.size()), STree::under());
  return STree::tuple(std::move(modes));
}
} // namespace

STree zippedSliceCoord(SymBuilder &sb, const SLayout &zipped, const STree &coord, bool coordInRest) {
  size_t tileRank = zipped.shape.mode(0).rank(), restRank = zipped.shape.mode(1).rank();
  return coordInRest ? STree::tuple({underscores(tileRank), slicingCoord(sb, coord, restRank)})
                     : STree::tuple({slicingCoord(sb, coord, tileRank), underscores(restRank)});
}

namespace {
/// A layout's modes mapped by `f` on its leaf modes (transform_layout).
template <typename F> SLayout mapLeafModes(const SLayout &l, F f) {
  if (!l.shape.isTuple())
    return f(l);
  std::vector<SLayout> modes;
  for (size_t i = 0; i < l.shape.rank(); ++i)
    modes.push_back(mapLeafModes(modeOf(l, i), f));
  return layoutOfModes(modes);
}

/// upcast<n> (layout.hpp): a static 0 stride stays; a static stride d
/// (|d| and n dividing one another) gives ceil_div(s, ceil_div(n, |d|)) :
/// signum(d) * ceil_div(|d|, n); a run-time stride is divided by n, which
/// must divide it.
SLayout upcast(SymBuilder &sb, const SLayout &l, int64_t n) {
  return mapLeafModes(l, [&](const SLayout &m) {
    Sym s = leafValue(sb, m.shape, "recast_layout"), d = leafValue(sb, m.stride, "recast_layout");
    if (d.is(0))
      return m;
    if (!d.isConst()) {
      // C++'s safe_div asserts that n divides a run-time stride.
      sb.assertAtRunTime(sb.eq(sb.rem(d, Sym::of(n)), Sym::of(0)),
                         "expects a run-time stride that is a multiple of " + std::to_string(n));
      return SLayout{m.shape, STree::leaf(sb.div(d, Sym::of(n)))};
    }
    int64_t ad = std::abs(d.c);
    if (ad % n != 0 && n % ad != 0)
      sb.fail("recast_layout: stride " + std::to_string(d.c) + " and " + std::to_string(n) +
              " do not divide each other");
    Sym shape = sb.ceilDiv(s, Sym::of((n + ad - 1) / ad));
    return SLayout{STree::leaf(shape), STree::ofInt((d.c < 0 ? -1 : 1) * ((ad + n - 1) / n))};
  });
}

/// downcast<n>: a static stride of 1 or -1 scales the extent by n, any
/// other stride is scaled by n. C++ requires a static stride 1 somewhere.
SLayout downcast(SymBuilder &sb, const SLayout &l, int64_t n) {
  std::vector<STree> strides;
  leaves(l.stride, strides);
  if (std::none_of(strides.begin(), strides.end(), [](const STree &d) { return d.isStaticInt(1); }))
    sb.fail("recast_layout: downcast needs a static stride-1 mode");
  return mapLeafModes(l, [&](const SLayout &m) {
    Sym s = leafValue(sb, m.shape, "recast_layout"), d = leafValue(sb, m.stride, "recast_layout");
    if (d.is(1) || d.is(-1))
      return SLayout{STree::leaf(sb.mul(s, Sym::of(n))), m.stride};
    return SLayout{m.shape, STree::leaf(sb.mul(d, Sym::of(n)))};
  });
}

int64_t gcd(int64_t a, int64_t b) { return b == 0 ? a : gcd(b, a % b); }

/// recast<new, old> is upcast<up> then downcast<down>: up = new/g,
/// down = old/g, g = gcd(new, old).
struct Ratio {
  int64_t up, down;
};
Ratio recastRatio(int64_t newBits, int64_t oldBits) {
  int64_t g = gcd(newBits, oldBits);
  return Ratio{newBits / g, oldBits / g};
}

/// log2 of a power of two; -1 otherwise.
int exactLog2(int64_t n) {
  for (int k = 0; k < 63; ++k)
    if ((int64_t(1) << k) == n)
      return k;
  return -1;
}
} // namespace

SLayout recastLayout(SymBuilder &sb, const SLayout &l, int64_t newBits, int64_t oldBits) {
  auto [up, down] = recastRatio(newBits, oldBits);
  SLayout r = up == 1 ? l : upcast(sb, l, up);
  return down == 1 ? r : downcast(sb, r, down);
}

STree recastOffset(SymBuilder &sb, const STree &offset, int64_t newBits, int64_t oldBits) {
  auto [up, down] = recastRatio(newBits, oldBits);
  Sym off = leafValue(sb, offset, "recast_layout");
  if (off.isConst() && off.c % up != 0)
    sb.fail("recast_layout: the offset " + std::to_string(off.c) + " is not a multiple of " +
            std::to_string(up));
  // C++: safe_div by the upcast ratio, then times the downcast ratio.
  return STree::leaf(sb.mul(sb.div(off, Sym::of(up)), Sym::of(down)));
}

core::Swizzle recastSwizzle(SymBuilder &sb, core::Swizzle s, int64_t newBits, int64_t oldBits) {
  Ratio ratio = recastRatio(newBits, oldBits);
  int up = exactLog2(ratio.up), down = exactLog2(ratio.down);
  if (up < 0 || down < 0) {
    sb.fail("recast_layout: a swizzle recast needs a power-of-two ratio");
    return s;
  }
  // The swizzle's bits below the new element width are dropped.
  if (s.base >= up) {
    s.base -= up;
  } else {
    s.bits = std::max(s.bits + s.base - up, 0);
    s.base = 0;
  }
  s.base += down;
  return s;
}

SLayout stencilDivide(SymBuilder &sb, const SLayout &l, const STree &window, const STree &stride,
                      const STree &dilation) {
  size_t n = window.isTuple() ? window.rank() : l.shape.rank();
  auto param = [&](const STree &p, size_t i) {
    if (p.isTuple() && p.rank() != n) {
      sb.fail("stencil_divide: window, stride and dilation differ in rank");
      return Sym::of(1);
    }
    return leafValue(sb, p.isTuple() ? p.elems[i] : p, "stencil_divide");
  };
  if (n > l.shape.rank()) {
    sb.fail("stencil_divide: the window has more modes than the layout");
    return l;
  }
  std::vector<SLayout> modes;
  for (size_t i = 0; i < l.shape.rank(); ++i) {
    SLayout m = l.shape.isTuple() ? modeOf(l, i) : l;
    if (i >= n) {
      modes.push_back(m);
      continue;
    }
    Sym w = param(window, i), s = param(stride, i), d = param(dilation, i);
    // stencil_output_len (the dialect documents): 1 + (size - ((w - 1) * d + 1)) / s,
    // for positive w, s, d and size >= (w - 1) * d + 1.
    Sym size = product(sb, m.shape);
    Sym effective = sb.add(sb.mul(sb.sub(w, Sym::of(1)), d), Sym::of(1));
    SymBool positive = sb.lt(Sym::of(0), w);
    positive = sb.andB(positive, sb.lt(Sym::of(0), s));
    positive = sb.andB(positive, sb.lt(Sym::of(0), d));
    sb.assertAtRunTime(sb.andB(positive, sb.notB(sb.lt(size, effective))),
                       "needs a positive window, stride and dilation and an input mode no "
                       "shorter than the effective window");
    Sym outputs = sb.add(Sym::of(1), sb.div(sb.sub(size, effective), s));
    SLayout walk{STree::tuple({STree::leaf(w), STree::leaf(outputs)}),
                 STree::tuple({STree::leaf(d), STree::leaf(s)})};
    modes.push_back(composition(sb, m, walk));
  }
  return l.shape.isTuple() ? layoutOfModes(modes) : modes[0];
}

STree flatCoord(SymBuilder &sb, const SLayout &t, const STree &index) {
  if (!index.isInt()) {
    sb.fail("local_partition needs an integer index");
    return index;
  }
  std::vector<STree> out;
  for (size_t m = 0; m < t.shape.rank(); ++m) {
    std::vector<STree> s, d;
    leaves(t.shape.mode(m), s);
    leaves(t.stride.mode(m), d);
    Sym coord = Sym::of(0), extent = Sym::of(1);
    for (size_t j = 0; j < s.size(); ++j) {
      Sym sj = leafValue(sb, s[j], "get_flat_coord"), dj = leafValue(sb, d[j], "get_flat_coord");
      // idx2crd(index, shape, stride) leaf by leaf: (index / d) % s.
      Sym c = sb.rem(sb.div(index.s, dj), sj);
      coord = sb.add(coord, sb.mul(c, extent));
      extent = sb.mul(extent, sj);
    }
    out.push_back(STree::leaf(coord));
  }
  return out.size() == 1 ? out[0] : STree::tuple(std::move(out));
}

} // namespace cute::lower::alg
