//===- SymTupleAlgebra.cpp - Tuple algebra on run-time leaves ------------===//
//
// The symbolic twin of interp/core's TupleAlgebra.cpp, for --cute-expand:
// CuTe C++ semantics with run-time integers, written over STree. A static
// leaf stays static (SymBuilder folds); a run-time leaf emits arith.
// Modes, products, tuple arithmetic, crd2idx/idx2crd, increment_coord and
// slicing of trees.
//
//===----------------------------------------------------------------------===//
#include "ExpandAlgebra.h"

#include <algorithm>
#include <optional>

namespace cute::lower::alg {

namespace {
std::string pathText(llvm::ArrayRef<int32_t> p) {
  std::string s;
  for (size_t i = 0; i < p.size(); ++i) {
    if (i)
      s += ',';
    s += std::to_string(p[i]);
  }
  return s;
}

} // namespace

void leaves(const STree &t, std::vector<STree> &out) {
  if (!t.isTuple()) {
    out.push_back(t);
    return;
  }
  for (const STree &e : t.elems)
    leaves(e, out);
}

bool congruent(const STree &a, const STree &b) {
  if (!a.isTuple() || !b.isTuple())
    return !a.isTuple() && !b.isTuple();
  if (a.rank() != b.rank())
    return false;
  for (size_t i = 0; i < a.rank(); ++i)
    if (!congruent(a.elems[i], b.elems[i]))
      return false;
  return true;
}

namespace {
STree unflattenFrom(const std::vector<STree> &flat, size_t &next, const STree &profile) {
  if (!profile.isTuple())
    return flat[next++];
  std::vector<STree> elems;
  for (const STree &e : profile.elems)
    elems.push_back(unflattenFrom(flat, next, e));
  return STree::tuple(std::move(elems));
}
} // namespace

STree unflatten(const std::vector<STree> &flat, const STree &profile) {
  size_t next = 0;
  return unflattenFrom(flat, next, profile);
}

STree flatten(const STree &t) {
  if (!t.isTuple())
    return t;
  std::vector<STree> ls;
  leaves(t, ls);
  return STree::tuple(std::move(ls));
}

STree getMode(SymBuilder &sb, const STree &t, llvm::ArrayRef<int32_t> path) {
  const STree *cur = &t;
  for (int32_t m : path) {
    if (m < 0 || size_t(m) >= cur->rank()) {
      sb.fail("mode path [" + pathText(path) + "] is out of range");
      return STree::ofInt(0);
    }
    cur = &cur->mode(m);
  }
  return *cur;
}

STree select(SymBuilder &sb, const STree &t, llvm::ArrayRef<int32_t> modes) {
  std::vector<STree> out;
  for (int32_t m : modes) {
    if (m < 0 || size_t(m) >= t.rank()) {
      sb.fail("select mode " + std::to_string(m) + " is out of range");
      return STree::tuple({});
    }
    out.push_back(t.mode(m));
  }
  return STree::tuple(std::move(out));
}

STree group(SymBuilder &sb, const STree &t, int64_t begin, int64_t end) {
  if (begin < 0 || end > int64_t(t.rank()) || begin > end) {
    sb.fail("group_modes range [" + std::to_string(begin) + "," + std::to_string(end) +
            ") is out of range");
    return t;
  }
  std::vector<STree> out, grouped;
  for (int64_t i = 0; i < begin; ++i)
    out.push_back(t.mode(i));
  for (int64_t i = begin; i < end; ++i)
    grouped.push_back(t.mode(i));
  out.push_back(STree::tuple(std::move(grouped)));
  for (size_t i = end; i < t.rank(); ++i)
    out.push_back(t.mode(i));
  return STree::tuple(std::move(out));
}

STree appendToRank(const STree &t, int64_t n, const STree &x) {
  if (int64_t(t.rank()) >= n && !t.isTuple())
    return t;
  std::vector<STree> out = t.isTuple() ? t.elems : std::vector<STree>{t};
  while (int64_t(out.size()) < n)
    out.push_back(x);
  return STree::tuple(std::move(out));
}

STree prependToRank(const STree &t, int64_t n, const STree &x) {
  if (int64_t(t.rank()) >= n && !t.isTuple())
    return t;
  std::vector<STree> out = t.isTuple() ? t.elems : std::vector<STree>{t};
  while (int64_t(out.size()) < n)
    out.insert(out.begin(), x);
  return STree::tuple(std::move(out));
}

Sym product(SymBuilder &sb, const STree &t) {
  if (t.isInt())
    return t.s;
  if (!t.isTuple()) {
    sb.fail("product of a non-integer leaf");
    return Sym::of(1);
  }
  Sym p = Sym::of(1);
  for (const STree &e : t.elems)
    p = sb.mul(p, product(sb, e));
  return p;
}

STree productEach(SymBuilder &sb, const STree &t) {
  std::vector<STree> out;
  for (size_t i = 0; i < t.rank(); ++i)
    out.push_back(STree::leaf(product(sb, t.mode(i))));
  return STree::tuple(std::move(out));
}

STree asArithmetic(const STree &leaf) {
  if (!leaf.isBasis())
    return leaf;
  STree inner = STree::leaf(leaf.s);
  for (auto it = leaf.modes.rbegin(); it != leaf.modes.rend(); ++it) {
    std::vector<STree> e(size_t(*it), STree::ofInt(0));
    e.push_back(std::move(inner));
    inner = STree::tuple(std::move(e));
  }
  return inner;
}

STree repeatLike(const STree &t, int64_t value) {
  if (!t.isTuple())
    return STree::ofInt(value);
  std::vector<STree> out;
  for (const STree &e : t.elems)
    out.push_back(repeatLike(e, value));
  return STree::tuple(std::move(out));
}

STree arithAdd(SymBuilder &sb, const STree &a, const STree &b) {
  if (a.isStaticInt(0))
    return b;
  if (b.isStaticInt(0))
    return a;
  if (a.isInt() && b.isInt())
    return STree::leaf(sb.add(a.s, b.s));
  STree x = asArithmetic(a), y = asArithmetic(b);
  if (x.isInt() && y.isInt())
    return STree::leaf(sb.add(x.s, y.s));
  if (!x.isTuple() || !y.isTuple()) {
    sb.fail("mismatched profiles in tuple addition");
    return x;
  }
  std::vector<STree> out;
  for (size_t i = 0; i < std::max(x.rank(), y.rank()); ++i) {
    if (i >= x.rank())
      out.push_back(y.elems[i]);
    else if (i >= y.rank())
      out.push_back(x.elems[i]);
    else
      out.push_back(arithAdd(sb, x.elems[i], y.elems[i]));
  }
  return STree::tuple(std::move(out));
}

namespace {
STree negate(SymBuilder &sb, const STree &t) {
  if (t.isInt())
    return STree::leaf(sb.neg(t.s));
  if (!t.isTuple()) {
    sb.fail("tuple_sub of a non-integer leaf");
    return t;
  }
  std::vector<STree> out;
  for (const STree &e : t.elems)
    out.push_back(negate(sb, e));
  return STree::tuple(std::move(out));
}
} // namespace

STree tupleSub(SymBuilder &sb, const STree &a, const STree &b) {
  // x - 0 is x whatever x's profile (core's arithCombine).
  if (b.isStaticInt(0))
    return a;
  if (a.isInt() && b.isInt())
    return STree::leaf(sb.sub(a.s, b.s));
  if (!a.isTuple() || !b.isTuple()) {
    sb.fail("mismatched profiles in tuple_sub");
    return a;
  }
  std::vector<STree> out;
  for (size_t i = 0; i < std::max(a.rank(), b.rank()); ++i) {
    if (i >= a.rank())
      out.push_back(negate(sb, b.elems[i]));
    else if (i >= b.rank())
      out.push_back(a.elems[i]);
    else
      out.push_back(tupleSub(sb, a.elems[i], b.elems[i]));
  }
  return STree::tuple(std::move(out));
}

namespace {
/// shape_div / ceil_div share their folding structure; `leafDiv` is the
/// int/int rule.
template <typename LeafDiv>
STree divLike(SymBuilder &sb, const STree &a, const STree &b, bool ceil, LeafDiv leafDiv) {
  if (a.isTuple()) {
    if (b.isTuple()) {
      if (!ceil && a.rank() != b.rank()) {
        sb.fail("shape_div of tuples of different ranks");
        return a;
      }
      std::vector<STree> out;
      for (size_t i = 0; i < a.rank(); ++i)
        out.push_back(i < b.rank() ? divLike(sb, a.elems[i], b.elems[i], ceil, leafDiv)
                                   : a.elems[i]);
      return STree::tuple(std::move(out));
    }
    // tuple / int: fold the divisor left to right.
    std::vector<STree> out;
    STree rest = b;
    for (const STree &ai : a.elems) {
      out.push_back(divLike(sb, ai, rest, ceil, leafDiv));
      rest = divLike(sb, rest, ai, ceil, leafDiv);
    }
    return STree::tuple(std::move(out));
  }
  if (b.isTuple())
    return divLike(sb, a, STree::leaf(product(sb, b)), ceil, leafDiv);
  if (!a.isInt() || !b.isInt()) {
    sb.fail("division of a non-integer leaf");
    return a;
  }
  return STree::leaf(leafDiv(a.s, b.s));
}
} // namespace

STree shapeDiv(SymBuilder &sb, const STree &a, const STree &b) {
  return divLike(sb, a, b, false, [&](Sym x, Sym y) {
    if (x.isConst() && y.isConst() && y.c != 0 && x.c % y.c != 0 && y.c % x.c != 0)
      sb.fail("shape_div: " + std::to_string(x.c) + " and " + std::to_string(y.c) +
              " are not divisible");
    // int_tuple.hpp: (a + b - 1) / b, unchecked for run-time operands.
    return sb.ceilDiv(x, y);
  });
}

STree ceilDiv(SymBuilder &sb, const STree &a, const STree &b) {
  return divLike(sb, a, b, true, [&](Sym x, Sym y) { return sb.ceilDiv(x, y); });
}


SymBool elemLess(SymBuilder &sb, const STree &a, const STree &b) {
  if (a.isInt() && b.isInt())
    return sb.lt(a.s, b.s);
  if (!a.isTuple() || !b.isTuple()) {
    sb.fail("elem_less of non-congruent operands");
    return SymBool::of(false);
  }
  if (a.rank() > b.rank())
    return SymBool::of(false);
  SymBool r = SymBool::of(true);
  for (size_t i = 0; i < a.rank(); ++i)
    r = sb.andB(r, elemLess(sb, a.elems[i], b.elems[i]));
  return r;
}

SymBool equal(SymBuilder &sb, const STree &a, const STree &b) {
  if (a.k != b.k)
    return SymBool::of(false);
  switch (a.k) {
  case STree::K::Under:
    return SymBool::of(true);
  case STree::K::Int:
    return sb.eq(a.s, b.s);
  case STree::K::Basis:
    if (a.modes != b.modes)
      return SymBool::of(false);
    return sb.eq(a.s, b.s);
  case STree::K::Tuple: {
    if (a.rank() != b.rank())
      return SymBool::of(false);
    SymBool r = SymBool::of(true);
    for (size_t i = 0; i < a.rank(); ++i)
      r = sb.andB(r, equal(sb, a.elems[i], b.elems[i]));
    return r;
  }
  }
  return SymBool::of(false);
}

STree leafMul(SymBuilder &sb, Sym c, const STree &d) {
  if (d.isInt())
    return STree::leaf(sb.mul(c, d.s));
  if (d.isBasis())
    return STree::basis(sb.mul(c, d.s), d.modes);
  if (d.isTuple()) {
    // An arithmetic-tuple stride scales every element.
    std::vector<STree> out;
    for (const STree &e : d.elems)
      out.push_back(leafMul(sb, c, e));
    return STree::tuple(std::move(out));
  }
  sb.fail("a '_' stride");
  return STree::ofInt(0);
}

} // namespace cute::lower::alg
