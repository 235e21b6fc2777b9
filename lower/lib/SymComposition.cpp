//===- SymComposition.cpp - composition and complement on run-time leaves ===//
//
// The symbolic twin of interp/core's Composition.cpp (and of complement in
// Layout.cpp), for --cute-expand: CuTe C++'s layout.hpp algorithms on
// run-time integers. Which leaves come out static follows C++'s
// integral-constant rules (a static 0 times anything is a static 0;
// otherwise any run-time operand makes a run-time result), so the result
// structure is the one C++ derives from the static parts alone.
//
//===----------------------------------------------------------------------===//
#include "ExpandAlgebra.h"

#include <algorithm>

namespace cute::lower::alg {
/// A rank-1 tuple stands for its element (CuTe's unwrap).
STree unwrap(std::vector<STree> elems) {
  if (elems.size() == 1)
    return std::move(elems[0]);
  return STree::tuple(std::move(elems));
}

SLayout modeOf(const SLayout &l, size_t i) { return SLayout{l.shape.mode(i), l.stride.mode(i)}; }

SLayout layoutOfModes(const std::vector<SLayout> &modes) {
  std::vector<STree> s, d;
  for (const SLayout &m : modes) {
    s.push_back(m.shape);
    d.push_back(m.stride);
  }
  return SLayout{STree::tuple(std::move(s)), STree::tuple(std::move(d))};
}

Sym leafValue(SymBuilder &sb, const STree &t, const char *what) {
  if (!t.isInt()) {
    sb.fail(std::string(what) + " needs integer leaves");
    return Sym::of(1);
  }
  return t.s;
}

namespace {

/// composition_impl for a flat LHS and an integral RHS mode s:d: walks the
/// LHS modes dividing out d, then takes s elements (C++'s fold with the
/// stride and shape divisibility conditions checked when static).
SLayout composeMode(SymBuilder &sb, const STree &lShape, const STree &lStride, const STree &s,
                    const STree &d) {
  if (s.isTuple()) {
    std::vector<SLayout> modes;
    for (size_t i = 0; i < s.rank(); ++i)
      modes.push_back(composeMode(sb, lShape, lStride, s.elems[i], d.mode(i)));
    return layoutOfModes(modes);
  }
  if (d.isBasis()) {
    // A scaled basis v@m… composes v with the LHS mode it names (basis_get).
    std::vector<int32_t> path(d.modes.begin(), d.modes.end());
    STree shapeMode = getMode(sb, lShape, path);
    STree strideMode = getMode(sb, lStride, path);
    return composeMode(sb, shapeMode, strideMode, s, STree::leaf(d.s));
  }
  if (!d.isInt()) {
    sb.fail("composition with a '_' stride in the right operand");
    return SLayout{s, d};
  }
  if (d.s.is(0))
    return SLayout{s, d};
  if (!lShape.isTuple())
    return SLayout{s, leafMul(sb, d.s, lStride)};
  std::vector<STree> resShape, resStride;
  Sym restShape = leafValue(sb, s, "composition"), restStride = d.s;
  size_t r = lShape.rank();
  for (size_t i = 0; i + 1 < r; ++i) {
    Sym currShape = leafValue(sb, lShape.elems[i], "composition");
    const STree &currStride = lStride.elems[i];
    if (currShape.isConst() && restStride.isConst() && currShape.c != 0 &&
        restStride.c % currShape.c != 0 && !(restStride.c < currShape.c))
      sb.fail("composition: stride divisibility condition fails for stride " +
              std::to_string(restStride.c) + " and shape " + std::to_string(currShape.c));
    Sym absStride = sb.abs(restStride);
    Sym nextShape = sb.ceilDiv(currShape, absStride);
    Sym strideMagnitude = sb.ceilDiv(absStride, currShape);
    Sym nextStride = sb.mul(strideMagnitude, sb.signum(restStride));
    if (nextShape.is(1) || restShape.is(1)) {
      restStride = nextStride;
      continue;
    }
    Sym newShape = sb.select(sb.lt(nextShape, restShape), nextShape, restShape);
    if (newShape.isConst() && restShape.isConst() && newShape.c != 0 &&
        restShape.c % newShape.c != 0)
      sb.fail("composition: shape divisibility condition fails for shape " +
              std::to_string(restShape.c) + " and " + std::to_string(newShape.c));
    resShape.push_back(STree::leaf(newShape));
    resStride.push_back(leafMul(sb, restStride, currStride));
    restShape = sb.div(restShape, newShape);
    restStride = nextStride;
  }
  STree lastStride = leafMul(sb, restStride, lStride.elems[r - 1]);
  if (resShape.empty())
    return SLayout{STree::leaf(restShape), lastStride};
  if (restShape.is(1))
    return SLayout{unwrap(std::move(resShape)), unwrap(std::move(resStride))};
  resShape.push_back(STree::leaf(restShape));
  resStride.push_back(lastStride);
  return SLayout{STree::tuple(std::move(resShape)), STree::tuple(std::move(resStride))};
}

/// C++'s sum(t): 0 + sum(t0) + sum(t1) + ..., each mode summed first.
STree sum(SymBuilder &sb, const STree &t) {
  if (!t.isTuple())
    return t;
  STree acc = STree::ofInt(0);
  for (const STree &e : t.elems)
    acc = arithAdd(sb, acc, sum(sb, e));
  return acc;
}

/// C++'s coprofile(stride): zeros shaped like the sum of the strides as an
/// arithmetic tuple (1@1 is (0,1)); a scalar for integer strides. C++
/// computes the sum's value, so its int64 overflow is asserted.
STree coprofile(SymBuilder &sb, const STree &stride) {
  return repeatLike(asArithmetic(sum(sb, stride)), 0);
}

/// coalesce of a shape: flattens and multiplies neighbouring extents that
/// are both static or both run-time.
STree coalesceShape(SymBuilder &sb, const STree &shape) {
  std::vector<STree> flat = flatten(shape).topModes();
  std::vector<STree> out{flat.front()};
  for (size_t i = 1; i < flat.size(); ++i) {
    if (out.back().isStaticInt() == flat[i].isStaticInt()) {
      Sym before = leafValue(sb, out.back(), "coalesce");
      out.back() = STree::leaf(sb.mul(before, leafValue(sb, flat[i], "coalesce")));
    } else
      out.push_back(flat[i]);
  }
  return unwrap(std::move(out));
}

} // namespace

SLayout compactOf(const STree &n) {
  return SLayout{n, n.isStaticInt(1) ? STree::ofInt(0) : STree::ofInt(1)};
}

STiler normalized(const STiler &t) {
  if (t.k == STiler::K::Leaf && t.leaf.isTuple())
    return tilerOfShape(t.leaf);
  return t;
}

STiler tilerOfShape(const STree &shape) {
  STiler t;
  if (!shape.isTuple()) {
    t.k = STiler::K::Leaf;
    t.leaf = shape;
    return t;
  }
  for (const STree &e : shape.elems)
    t.elems.push_back(tilerOfShape(e));
  return t;
}

// composition(A, B): A is first coalesced by B's coprofile (keeping its
// function outside its domain), then each mode of B picks its elements from
// A (a scaled-basis stride from the mode of A it names).
SLayout composition(SymBuilder &sb, const SLayout &a, const SLayout &b) {
  SLayout flat = coalesceProfile(sb, a, coprofile(sb, b.stride), /*keepFunction=*/true);
  return composeMode(sb, flat.shape, flat.stride, b.shape, b.stride);
}

// composition(A, T): T's modes compose with A's modes; A's modes beyond T's
// rank are dropped; `_` keeps a mode; an extent n composes with n:1.
SLayout composition(SymBuilder &sb, const SLayout &a, const STiler &tiler) {
  STiler t = normalized(tiler);
  switch (t.k) {
  case STiler::K::Layout:
    return composition(sb, a, t.layout);
  case STiler::K::Leaf: {
    if (t.leaf.isUnder())
      return a;
    SLayout flat = coalesceFunctionPreserving(sb, a);
    return composeMode(sb, flat.shape, flat.stride, t.leaf, STree::ofInt(1));
  }
  case STiler::K::Tuple:
    break;
  }
  if (t.elems.size() > a.shape.rank()) {
    sb.fail("composition: the tiler has more modes than the layout");
    return a;
  }
  std::vector<SLayout> modes;
  for (size_t i = 0; i < t.elems.size(); ++i)
    modes.push_back(composition(sb, modeOf(a, i), t.elems[i]));
  return layoutOfModes(modes);
}

namespace {
/// complement's run-time preconditions, as the interpreter checks them: a
/// positive cotarget (0 would give a mode of extent 0, which is no layout)
/// and positive strides (after filter).
void assertComplementable(SymBuilder &sb, const SLayout &a, const STree &cotarget) {
  std::vector<STree> ls;
  leaves(cotarget, ls);
  for (const STree &c : ls)
    if (c.isInt() && !c.s.isConst())
      sb.assertAtRunTime(sb.lt(Sym::of(0), c.s), "expects a positive cotarget");
  std::vector<STree> ds;
  leaves(filter(sb, a).stride, ds);
  for (const STree &d : ds)
    if (d.isInt() && !d.s.isConst())
      sb.assertAtRunTime(sb.lt(Sym::of(0), d.s),
                         "expects positive strides (an injective layout)");
}

/// The extent complement puts between two consecutive strides of A: 0 where
/// a mode of A reaches the next one's stride, which the interpreter refuses
/// as a non-injective layout.
void assertInjectiveGap(SymBuilder &sb, Sym gap) {
  if (gap.is(0))
    sb.fail("complement: the layout is not injective");
  else if (!gap.isConst())
    sb.assertAtRunTime(sb.ne(gap, Sym::of(0)), "expects an injective layout");
}
} // namespace

// complement(A, M): the layout of the offsets below M that A does not
// reach, ordered by A's strides (filtered A sorted by stride, gaps between
// consecutive strides, then the rest of M). Post: size(A) * size(result)
// covers M. Its run-time preconditions are asserted here, so every op
// built on it (the divides, local_tile, local_partition, tile_to_shape,
// the products) fails where the interpreter does.
SLayout complement(SymBuilder &sb, const SLayout &a, const STree &cotarget) {
  assertComplementable(sb, a, cotarget);
  SLayout f = filter(sb, a);
  std::vector<STree> shape = f.shape.topModes(), stride = f.stride.topModes();
  if (shape.size() == 1 && stride[0].isStaticInt(0)) {
    STree rest = coalesceShape(sb, cotarget);
    return SLayout{rest, compactColMajor(sb, rest)};
  }
  for (const STree &d : stride)
    if (!d.isInt() || (shape.size() > 1 && !d.s.isConst())) {
      sb.fail("complement needs static integer strides (or a rank-1 layout)");
      return a;
    }
  std::vector<STree> resShape;
  std::vector<STree> resStride{STree::ofInt(1)};
  while (shape.size() > 1) {
    size_t m = 0;
    for (size_t i = 1; i < stride.size(); ++i)
      if (stride[i].s.c < stride[m].s.c)
        m = i;
    Sym minStride = stride[m].s;
    Sym newShape = sb.div(minStride, resStride.back().s);
    assertInjectiveGap(sb, newShape);
    resShape.push_back(STree::leaf(newShape));
    resStride.push_back(STree::leaf(sb.mul(minStride, leafValue(sb, shape[m], "complement"))));
    shape.erase(shape.begin() + m);
    stride.erase(stride.begin() + m);
  }
  Sym lastShape = sb.div(stride[0].s, resStride.back().s);
  assertInjectiveGap(sb, lastShape);
  resShape.push_back(STree::leaf(lastShape));
  Sym next = sb.mul(stride[0].s, leafValue(sb, shape[0], "complement"));
  STree restShape = coalesceShape(sb, ceilDiv(sb, cotarget, STree::leaf(next)));
  STree restStride = compactColMajor(sb, restShape, next);
  return coalesce(sb, SLayout{STree::tuple({STree::tuple(std::move(resShape)), restShape}),
                              STree::tuple({STree::tuple(std::move(resStride)), restStride})});
}

} // namespace cute::lower::alg
