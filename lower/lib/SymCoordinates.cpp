//===- SymCoordinates.cpp - crd2idx, idx2crd, slicing on run-time leaves --===//
//
// The symbolic twin of interp/core's Coordinates.cpp, for --cute-expand:
// crd2idx, compact strides, idx2crd, increment_coord and the slices of
// trees and layouts, on run-time leaves.
//
//===----------------------------------------------------------------------===//
#include "ExpandAlgebra.h"

#include <algorithm>

namespace cute::lower::alg {

// crd2idx and idx2crd split an integer index over a tuple shape mode by
// mode. C++'s _0 % n and _0 / n are _0 with no division, so an index that
// is (or has become) a static 0 passes a mode without its extent's
// product, which then cannot overflow. C++ computes a mode's size in its
// leaves' type, so an int size must fit i32.
STree crd2idx(SymBuilder &sb, const STree &c, const STree &shape, const STree &stride) {
  if (c.isTuple()) {
    if (!shape.isTuple() || shape.rank() != c.rank() || stride.rank() != c.rank()) {
      sb.fail("crd2idx: coordinate and shape have mismatched ranks");
      return STree::ofInt(0);
    }
    STree r = STree::ofInt(0);
    for (size_t i = 0; i < c.rank(); ++i)
      r = arithAdd(sb, r, crd2idx(sb, c.elems[i], shape.elems[i], stride.elems[i]));
    return r;
  }
  if (!c.isInt()) {
    sb.fail("crd2idx: the coordinate leaf is not an integer");
    return STree::ofInt(0);
  }
  if (shape.isTuple()) {
    if (!stride.isTuple() || stride.rank() != shape.rank()) {
      sb.fail("crd2idx: shape and stride are not congruent");
      return STree::ofInt(0);
    }
    if (shape.rank() == 0)
      return STree::ofInt(0);
    // An integer coordinate is split colexicographically; the last mode
    // takes the rest unreduced.
    STree r = STree::ofInt(0);
    Sym rest = c.s;
    for (size_t i = 0; i + 1 < shape.rank(); ++i) {
      if (rest.is(0)) { // no product, as C++
        r = arithAdd(sb, r, crd2idx(sb, STree::ofInt(0), shape.elems[i], stride.elems[i]));
        continue;
      }
      Sym si = product(sb, shape.elems[i]);
      sb.assertFitsCppType(si, "the size of a mode");
      r = arithAdd(sb, r, crd2idx(sb, STree::leaf(sb.rem(rest, si)), shape.elems[i], stride.elems[i]));
      rest = sb.div(rest, si);
    }
    return arithAdd(sb, r, crd2idx(sb, STree::leaf(rest), shape.elems.back(), stride.elems.back()));
  }
  return leafMul(sb, c.s, stride);
}

STree compactMajorFrom(SymBuilder &sb, const STree &shape, Sym &current) {
  if (shape.isTuple()) {
    std::vector<STree> out;
    for (const STree &e : shape.elems)
      out.push_back(compactMajorFrom(sb, e, current));
    return STree::tuple(std::move(out));
  }
  if (!shape.isInt()) {
    sb.fail("compact strides of a non-integer shape leaf");
    return STree::ofInt(0);
  }
  if (shape.s.is(1))
    return STree::ofInt(0);
  STree d = STree::leaf(current);
  current = sb.mul(current, shape.s);
  return d;
}

STree compactColMajor(SymBuilder &sb, const STree &shape, Sym start) {
  Sym cur = start;
  return compactMajorFrom(sb, shape, cur);
}

STree idx2crd(SymBuilder &sb, const STree &i, const STree &shape) {
  if (i.isTuple()) {
    if (!shape.isTuple() || shape.rank() != i.rank()) {
      sb.fail("idx2crd: index and shape have mismatched ranks");
      return i;
    }
    std::vector<STree> out;
    for (size_t k = 0; k < i.rank(); ++k)
      out.push_back(idx2crd(sb, i.elems[k], shape.elems[k]));
    return STree::tuple(std::move(out));
  }
  if (!i.isInt()) {
    sb.fail("idx2crd: the index is not an integer");
    return i;
  }
  if (!shape.isTuple())
    return i;
  std::vector<STree> out;
  Sym rest = i.s;
  for (size_t k = 0; k < shape.rank(); ++k) {
    if (k + 1 == shape.rank()) {
      out.push_back(idx2crd(sb, STree::leaf(rest), shape.elems[k]));
      break;
    }
    if (rest.is(0)) { // no product, as C++
      out.push_back(idx2crd(sb, STree::ofInt(0), shape.elems[k]));
      continue;
    }
    Sym p = product(sb, shape.elems[k]);
    sb.assertFitsCppType(p, "the size of a mode");
    out.push_back(idx2crd(sb, STree::leaf(sb.rem(rest, p)), shape.elems[k]));
    rest = sb.div(rest, p);
  }
  return STree::tuple(std::move(out));
}

/// core's incrementCoord, as C++'s detail::increment: leaf 0 is
/// incremented; then each leaf k-1 equal to its extent wraps to 0 and
/// carries into leaf k, whether or not leaf k-1 was just incremented.
STree incrementCoord(SymBuilder &sb, const STree &c, const STree &shape) {
  if (!congruent(c, shape)) {
    sb.fail("increment_coord: coordinate and shape are not congruent");
    return c;
  }
  std::vector<STree> cs, ss;
  leaves(c, cs);
  leaves(shape, ss);
  for (size_t k = 0; k < cs.size(); ++k)
    if (!cs[k].isInt() || !ss[k].isInt()) {
      sb.fail("increment_coord: non-integer leaves");
      return c;
    }
  if (cs.empty())
    return c;
  cs[0].s = sb.add(cs[0].s, Sym::of(1));
  for (size_t k = 1; k < cs.size(); ++k) {
    SymBool wrap = sb.eq(cs[k - 1].s, ss[k - 1].s);
    cs[k - 1].s = sb.select(wrap, Sym::of(0), cs[k - 1].s);
    Sym carried = sb.branch(wrap, [&] { return sb.add(cs[k].s, Sym::of(1)); });
    cs[k].s = sb.select(wrap, carried, cs[k].s);
  }
  return unflatten(cs, c);
}

namespace {
/// CuTe's lift_slice / lift_dice: the kept modes of t as a flat list.
void liftSlice(SymBuilder &sb, const STree &c, const STree &t, bool dice, std::vector<STree> &out) {
  if (c.isTuple()) {
    if (!t.isTuple() || t.rank() != c.rank()) {
      sb.fail("slice: mismatched ranks between the coordinate and the input");
      return;
    }
    for (size_t i = 0; i < c.rank(); ++i)
      liftSlice(sb, c.elems[i], t.elems[i], dice, out);
    return;
  }
  if (c.isUnder() != dice)
    out.push_back(t);
}
} // namespace

STree slice(SymBuilder &sb, const STree &c, const STree &t, bool dice) {
  if (!c.isTuple())
    return c.isUnder() != dice ? t : STree::tuple({});
  std::vector<STree> out;
  liftSlice(sb, c, t, dice, out);
  return STree::tuple(std::move(out));
}

SLayout slice(SymBuilder &sb, const STree &c, const SLayout &l, bool dice) {
  return SLayout{slice(sb, c, l.shape, dice), slice(sb, c, l.stride, dice)};
}

} // namespace cute::lower::alg
