//===- TupleAlgebra.cpp - Operations on integer tuples --------------------===//
// Symbolic twin (the same functions on run-time leaves, for --cute-expand):
// lower/lib/SymTupleAlgebra.cpp.
#include "cute-oracle/core/TupleAlgebra.h"
#include "Detail.h"
#include "cute-oracle/core/Text.h"

#include <algorithm>

namespace cute::core {

using Kind = IntTuple::Kind;

//===--- Structure ---------------------------------------------------------===//

int64_t depth(const IntTuple &t) {
  if (t.isLeaf())
    return 0;
  int64_t d = 0;
  for (const IntTuple &e : t.elems())
    d = std::max(d, depth(e));
  return 1 + d;
}

bool isStatic(const IntTuple &t) {
  if (t.isDynamic() || t.isDynamicBasis())
    return false;
  return std::all_of(t.elems().begin(), t.elems().end(),
                     [](const IntTuple &e) { return isStatic(e); });
}

bool hasOnlyIntLeaves(const IntTuple &t) {
  if (t.isLeaf())
    return t.isInt();
  return std::ranges::all_of(t.elems(), hasOnlyIntLeaves);
}

std::optional<IntTuple> knownValues(const IntTuple &t) {
  if (t.isBound())
    return t.isBasis() ? IntTuple::basis(*t.known(), t.modes()) : IntTuple::of(*t.known());
  if (t.isDynamic() || t.isDynamicBasis())
    return std::nullopt;
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> out;
  for (const IntTuple &e : t.elems()) {
    std::optional<IntTuple> k = knownValues(e);
    if (!k)
      return std::nullopt;
    out.push_back(std::move(*k));
  }
  return IntTuple::tuple(std::move(out));
}

bool hasUnderscore(const IntTuple &t) {
  if (t.isUnderscore())
    return true;
  return std::any_of(t.elems().begin(), t.elems().end(),
                     [](const IntTuple &e) { return hasUnderscore(e); });
}

/// Calls visit on each leaf of t, depth-first left to right: the one leaf
/// walk behind leafCount, leaves and leafRefs.
template <class Visit> static void forEachLeaf(const IntTuple &t, Visit &&visit) {
  if (t.isLeaf()) {
    visit(t);
    return;
  }
  for (const IntTuple &e : t.elems())
    forEachLeaf(e, visit);
}

size_t leafCount(const IntTuple &t) {
  size_t n = 0;
  forEachLeaf(t, [&n](const IntTuple &) { ++n; });
  return n;
}

std::vector<const IntTuple *> leafRefs(const IntTuple &t) {
  std::vector<const IntTuple *> out;
  out.reserve(leafCount(t));
  forEachLeaf(t, [&out](const IntTuple &leaf) { out.push_back(&leaf); });
  return out;
}

std::vector<IntTuple> leaves(const IntTuple &t) {
  std::vector<IntTuple> out;
  out.reserve(leafCount(t));
  forEachLeaf(t, [&out](const IntTuple &leaf) { out.push_back(leaf); });
  return out;
}

std::vector<IntTuple> modes(const IntTuple &t) {
  return t.isTuple() ? t.elems() : std::vector<IntTuple>{t};
}

std::vector<const IntTuple *> modeRefs(const IntTuple &t) {
  std::vector<const IntTuple *> out;
  out.reserve(t.rank());
  for (size_t i = 0; i < t.rank(); ++i)
    out.push_back(&t.mode(i));
  return out;
}

IntTuple flattenToTuple(const IntTuple &t) { return IntTuple::tuple(leaves(t)); }

IntTuple flatten(const IntTuple &t) { return t.isLeaf() ? t : flattenToTuple(t); }

IntTuple wrap(const IntTuple &t) { return t.isLeaf() ? IntTuple::tuple({t}) : t; }

IntTuple unwrap(const IntTuple &t) {
  return t.isTuple() && t.rank() == 1 ? unwrap(t.elems()[0]) : t;
}

IntTuple repeatLike(const IntTuple &t, const IntTuple &leaf) {
  if (t.isLeaf())
    return leaf;
  std::vector<IntTuple> out;
  for (const IntTuple &e : t.elems())
    out.push_back(repeatLike(e, leaf));
  return IntTuple::tuple(std::move(out));
}

bool congruent(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf() || b.isLeaf())
    return a.isLeaf() && b.isLeaf();
  if (a.rank() != b.rank())
    return false;
  for (size_t i = 0; i < a.rank(); ++i)
    if (!congruent(a.elems()[i], b.elems()[i]))
      return false;
  return true;
}

bool weaklyCongruent(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf())
    return true;
  if (b.isLeaf() || a.rank() != b.rank())
    return false;
  for (size_t i = 0; i < a.rank(); ++i)
    if (!weaklyCongruent(a.elems()[i], b.elems()[i]))
      return false;
  return true;
}

static IntTuple unflattenFrom(const std::vector<const IntTuple *> &leaves, size_t &next,
                              const IntTuple &profile) {
  if (profile.isLeaf())
    return *leaves[next++];
  std::vector<IntTuple> out;
  for (const IntTuple &p : profile.elems())
    out.push_back(unflattenFrom(leaves, next, p));
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> unflatten(const IntTuple &flat, const IntTuple &profile) {
  std::vector<const IntTuple *> leaves = leafRefs(flat);
  if (leaves.size() != leafCount(profile))
    return mismatch("unflatten", flat, profile, "leaf count mismatch");
  size_t next = 0;
  return unflattenFrom(leaves, next, profile);
}

//===--- Mode selection ----------------------------------------------------===//

static Error modeOutOfRange(std::string_view op, int64_t i, const IntTuple &t) {
  return fail(op, "mode " + std::to_string(i) + " is out of range for " + print(t) +
                      " of rank " + std::to_string(t.rank()));
}

Result<IntTuple> getMode(const IntTuple &t, const std::vector<int64_t> &path) {
  const IntTuple *cur = &t;
  for (int64_t i : path) {
    if (i < 0 || static_cast<size_t>(i) >= cur->rank())
      return modeOutOfRange("get", i, *cur);
    cur = &cur->mode(i);
  }
  return *cur;
}

Result<IntTuple> select(const IntTuple &t, const std::vector<int64_t> &modes) {
  std::vector<IntTuple> out;
  for (int64_t i : modes) {
    if (i < 0 || static_cast<size_t>(i) >= t.rank())
      return modeOutOfRange("select", i, t);
    out.push_back(t.mode(i));
  }
  return IntTuple::tuple(std::move(out));
}

static Result<bool> checkRange(std::string_view op, const IntTuple &t, int64_t begin,
                               int64_t end) {
  if (begin < 0 || end < begin || static_cast<size_t>(end) > t.rank())
    return fail(op, "mode range [" + std::to_string(begin) + "," + std::to_string(end) +
                        ") is invalid for " + print(t) + " of rank " +
                        std::to_string(t.rank()));
  return true;
}

Result<IntTuple> take(const IntTuple &t, int64_t begin, int64_t end) {
  CUTE_CHECK(checkRange("take", t, begin, end));
  if (begin == end)
    return fail("take", "empty mode range [" + std::to_string(begin) + "," +
                            std::to_string(end) + ") of " + print(t));
  std::vector<IntTuple> out;
  for (int64_t i = begin; i < end; ++i)
    out.push_back(t.mode(i));
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> group(const IntTuple &t, int64_t begin, int64_t end) {
  CUTE_CHECK(checkRange("group_modes", t, begin, end));
  std::vector<IntTuple> out, grouped;
  for (int64_t i = 0; i < begin; ++i)
    out.push_back(t.mode(i));
  for (int64_t i = begin; i < end; ++i)
    grouped.push_back(t.mode(i));
  if (begin < end)
    out.push_back(IntTuple::tuple(std::move(grouped)));
  for (size_t i = end; i < t.rank(); ++i)
    out.push_back(t.mode(i));
  return IntTuple::tuple(std::move(out));
}

IntTuple append(const IntTuple &t, const IntTuple &x) {
  std::vector<IntTuple> out = modes(t);
  out.push_back(x);
  return IntTuple::tuple(std::move(out));
}

IntTuple prepend(const IntTuple &t, const IntTuple &x) {
  std::vector<IntTuple> out = modes(t);
  out.insert(out.begin(), x);
  return IntTuple::tuple(std::move(out));
}

static Result<IntTuple> padToRank(std::string_view op, const IntTuple &t, int64_t n,
                                  const IntTuple &x, bool atBack) {
  if (n < 1 || n > (1 << 20))
    return fail(op, "rank " + std::to_string(n) + " is out of range");
  if (static_cast<size_t>(n) <= t.rank())
    return t;
  std::vector<IntTuple> out = modes(t);
  out.insert(atBack ? out.end() : out.begin(), n - out.size(), x);
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> appendToRank(const IntTuple &t, int64_t n, const IntTuple &x) {
  return padToRank("append_to_rank", t, n, x, true);
}

Result<IntTuple> prependToRank(const IntTuple &t, int64_t n, const IntTuple &x) {
  return padToRank("prepend_to_rank", t, n, x, false);
}

Result<IntTuple> replace(const IntTuple &t, int64_t i, const IntTuple &x) {
  if (i < 0 || static_cast<size_t>(i) >= t.rank())
    return modeOutOfRange("replace", i, t);
  if (t.isLeaf())
    return x;
  IntTuple out = t;
  out.elems()[i] = x;
  return out;
}

IntTuple removeMode(const IntTuple &t, size_t i) {
  std::vector<IntTuple> out = t.elems();
  out.erase(out.begin() + i);
  return IntTuple::tuple(std::move(out));
}

//===--- Leaf arithmetic ---------------------------------------------------===//


/// f of two integer leaves: static when both are, else a run-time leaf.
static IntTuple integralLeaf(const IntTuple &a, const IntTuple &b,
                             int64_t (*f)(int64_t, int64_t)) {
  if (a.isInt() && b.isInt())
    return IntTuple::of(f(a.value(), b.value()));
  return dynamicResult(a, b, f);
}

IntTuple leafDiv(const IntTuple &a, const IntTuple &b) {
  return a.isInt(0) ? a : integralLeaf(a, b, arith::div);
}

IntTuple leafCeilDiv(const IntTuple &a, const IntTuple &b) {
  return integralLeaf(a, b, arith::ceilDiv);
}

IntTuple leafAbs(const IntTuple &a) {
  return integralLeaf(a, a, [](int64_t x, int64_t) { return arith::abs(x); });
}

IntTuple leafSignum(const IntTuple &a) {
  return integralLeaf(a, a, [](int64_t x, int64_t) { return arith::signum(x); });
}

IntTuple leafMin(const IntTuple &a, const IntTuple &b) {
  return integralLeaf(a, b, [](int64_t x, int64_t y) { return std::min(x, y); });
}

static Result<IntTuple> leafProduct(const IntTuple &a, const IntTuple &b) {
  // C++'s integral constants: a static 0 times a run-time integer is a
  // static 0 (a static 0 scale for a scaled basis).
  if ((a.isInt(0) && b.isDynamic()) || (a.isDynamic() && b.isInt(0)))
    return IntTuple::of(0);
  if (a.isInt(0) && b.isDynamicBasis())
    return IntTuple::basis(0, b.modes());
  if (a.isDynamicBasis() && b.isInt(0))
    return IntTuple::basis(0, a.modes());
  if (a.isDynamicBasis() || b.isDynamicBasis()) {
    const IntTuple &basis = a.isDynamicBasis() ? a : b, &other = a.isDynamicBasis() ? b : a;
    if (!isIntegerLeaf(other))
      return mismatch("multiply", a, b, "unsupported operands");
    return dynamicResult(basis, other, arith::mul, basis.modes());
  }
  if (a.isInt() && b.isInt())
    return IntTuple::of(arith::mul(a.value(), b.value()));
  if (a.isInt() && b.isBasis())
    return IntTuple::basis(arith::mul(a.value(), b.value()), b.modes());
  if (a.isBasis() && b.isInt())
    return IntTuple::basis(arith::mul(a.value(), b.value()), a.modes());
  // A run-time integer times a static 0@m is a static 0@m: C++'s
  // int * ScaledBasis<C<0>,m> scales by int * C<0>, a C<0>.
  auto isStaticZeroBasis = [](const IntTuple &t) {
    return t.isBasis() && !t.isDynamicBasis() && t.value() == 0;
  };
  if (a.isDynamic() && isStaticZeroBasis(b))
    return IntTuple::basis(0, b.modes());
  if (isStaticZeroBasis(a) && b.isDynamic())
    return IntTuple::basis(0, a.modes());
  // A run-time integer times a static basis E<m> is a run-time scale of E<m>.
  if (a.isDynamic() && b.isBasis())
    return dynamicResult(a, b, arith::mul, b.modes());
  if (a.isBasis() && b.isDynamic())
    return dynamicResult(a, b, arith::mul, a.modes());
  if (isIntegerLeaf(a) && isIntegerLeaf(b))
    return dynamicResult(a, b, arith::mul);
  return mismatch("multiply", a, b, "unsupported operands");
}

Result<IntTuple> leafMul(const IntTuple &a, const IntTuple &b) {
  return guardedEntry("multiply", [&] { return leafProduct(a, b); });
}

IntTuple asArithmeticTuple(const IntTuple &leaf) {
  if (!leaf.isBasis())
    return leaf;
  IntTuple t = leaf.isBound()          ? IntTuple::bound(leaf.value(), *leaf.known())
               : leaf.isDynamicBasis() ? IntTuple::dynamic(leaf.value())
                                       : IntTuple::of(leaf.value());
  for (auto it = leaf.modes().rbegin(); it != leaf.modes().rend(); ++it) {
    std::vector<IntTuple> elems(*it, IntTuple::of(0));
    elems.push_back(std::move(t));
    t = IntTuple::tuple(std::move(elems));
  }
  return t;
}

/// Element-wise a + sign*b on arithmetic tuples.
static Result<IntTuple> arithCombine(std::string_view op, const IntTuple &a0,
                                     const IntTuple &b0, int sign, bool zeroLeftOk) {
  // Two static integers (the common case, before any copy below).
  if (a0.isInt() && b0.isInt())
    return IntTuple::of(sign > 0 ? arith::add(a0.value(), b0.value())
                                 : arith::sub(a0.value(), b0.value()));
  // A static 0 is the identity and keeps a lone scaled basis as it is.
  if (b0.isInt(0))
    return a0;
  if (a0.isInt(0) && zeroLeftOk && sign > 0)
    return b0;
  // The padding `_0` minus a tuple u is -u (C++'s `_0 - ArithmeticTuple`).
  if (a0.isInt(0) && zeroLeftOk && b0.isTuple()) {
    std::vector<IntTuple> out;
    for (const IntTuple &e : b0.elems()) {
      CUTE_TRY(d, arithCombine(op, a0, e, sign, true));
      out.push_back(std::move(d));
    }
    return IntTuple::tuple(std::move(out));
  }
  // A basis leaf becomes a tuple here (a basis always has a mode), so an
  // integer left is a0 itself, which the cases above have handled.
  IntTuple a = asArithmeticTuple(a0), b = asArithmeticTuple(b0);
  if (a.isLeaf() && b.isLeaf()) {
    if (isIntegerLeaf(a) && isIntegerLeaf(b))
      return dynamicResult(a, b, sign > 0 ? arith::add : arith::sub);
    return mismatch(op, a0, b0, "unsupported operands");
  }
  if (a.isLeaf() || b.isLeaf())
    return mismatch(op, a0, b0, "mismatched profiles");
  std::vector<IntTuple> out;
  size_t n = std::max(a.rank(), b.rank());
  for (size_t i = 0; i < n; ++i) {
    if (i >= b.rank()) {
      out.push_back(a.elems()[i]);
    } else if (i >= a.rank()) {
      if (sign > 0) {
        out.push_back(b.elems()[i]);
      } else {
        CUTE_TRY(d, arithCombine(op, IntTuple::of(0), b.elems()[i], sign, true));
        out.push_back(std::move(d));
      }
    } else {
      CUTE_TRY(e, arithCombine(op, a.elems()[i], b.elems()[i], sign, zeroLeftOk));
      out.push_back(std::move(e));
    }
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> arithAdd(const IntTuple &a, const IntTuple &b) {
  return guardedEntry("tuple_add", [&] { return arithCombine("tuple_add", a, b, +1, true); });
}

//===--- Reductions and element-wise arithmetic ----------------------------===//

static Result<IntTuple> productOfLeaves(const IntTuple &t) {
  if (t.isUnderscore())
    return fail("product", "'_' has no extent");
  if (t.isLeaf())
    return t;
  IntTuple acc = IntTuple::of(1);
  for (const IntTuple &e : t.elems()) {
    CUTE_TRY(p, productOfLeaves(e));
    CUTE_TRY(m, leafMul(acc, p));
    acc = std::move(m);
  }
  return acc;
}

Result<IntTuple> product(const IntTuple &t) {
  return guardedEntry("product", [&] { return productOfLeaves(t); });
}

Result<IntTuple> productEach(const IntTuple &t) {
  std::vector<IntTuple> out;
  for (const IntTuple &e : modes(t)) {
    CUTE_TRY(p, product(e));
    out.push_back(std::move(p));
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> tupleSub(const IntTuple &a, const IntTuple &b) {
  return guardedEntry("tuple_sub", [&] { return arithCombine("tuple_sub", a, b, -1, false); });
}


/// The tuple/int fold shared by ceil_div and shape_div: each mode of a is
/// divided by what is left of b, and b is divided by that mode.
template <class Div>
static Result<IntTuple> foldDivide(const IntTuple &a, const IntTuple &b, Div div) {
  std::vector<IntTuple> out;
  IntTuple rest = b;
  for (const IntTuple &ai : a.elems()) {
    CUTE_TRY(q, div(ai, rest));
    CUTE_TRY(r, div(rest, ai));
    out.push_back(std::move(q));
    rest = std::move(r);
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> ceilDiv(const IntTuple &a, const IntTuple &b) {
  if (a.isTuple() && b.isTuple()) {
    if (a.rank() < b.rank())
      return mismatch("ceil_div", a, b, "rank(tiler) > rank(input)");
    CUTE_TRY(padded, appendToRank(b, a.rank(), IntTuple::of(1)));
    return elementwise("ceil_div", a, padded, ceilDiv);
  }
  if (a.isTuple()) {
    if (!isIntegerLeaf(b))
      return fail("ceil_div", "expects an integer divisor but got " + print(b));
    return foldDivide(a, b, [](const IntTuple &x, const IntTuple &y) { return ceilDiv(x, y); });
  }
  if (b.isTuple()) {
    CUTE_TRY(p, product(b));
    return ceilDiv(a, p);
  }
  if (!isIntegerLeaf(a) || !isIntegerLeaf(b))
    return mismatch("ceil_div", a, b, "expects integers");
  if (b.known() == 0)
    return fail("ceil_div", "divisor is zero in ceil_div(" + print(a) + ", " + print(b) + ")");
  return guarded("ceil_div", [&]() -> Result<IntTuple> { return leafCeilDiv(a, b); });
}

static Result<IntTuple> shapeDivOf(const IntTuple &a, const IntTuple &b) {
  if (a.isTuple() && b.isTuple())
    return elementwise("shape_div", a, b, shapeDiv);
  if (a.isTuple())
    return foldDivide(a, b, [](const IntTuple &x, const IntTuple &y) { return shapeDiv(x, y); });
  if (b.isTuple()) {
    CUTE_TRY(p, product(b));
    return shapeDiv(a, p);
  }
  if (!isIntegerLeaf(a) || !isIntegerLeaf(b))
    return mismatch("shape_div", a, b, "expects integers");
  if (b.known() == 0)
    return fail("shape_div", "divisor is zero in shape_div(" + print(a) + ", " + print(b) + ")");
  // C++ checks the weak divisibility condition only between static operands.
  if (a.isInt() && b.isInt()) {
    int64_t x = a.value(), y = b.value();
    if (arith::mod(x, y) != 0 && (x == 0 || arith::mod(y, x) != 0))
      return fail("shape_div", std::to_string(x) + " is not divisible by " + std::to_string(y) +
                                   " (neither " + std::to_string(x) + " % " + std::to_string(y) +
                                   " == 0 nor " + std::to_string(y) + " % " + std::to_string(x) +
                                   " == 0)");
  }
  return integralLeaf(a, b, [](int64_t x, int64_t y) {
    return arith::div(arith::sub(arith::add(x, y), 1), y);
  });
}

Result<IntTuple> shapeDiv(const IntTuple &a, const IntTuple &b) {
  return guardedEntry("shape_div", [&] { return shapeDivOf(a, b); });
}

static Result<IntTuple> shapeModOf(const IntTuple &a, const IntTuple &b) {
  if (a.isTuple() && b.isTuple())
    return elementwise("shape_mod", a, b, shapeMod);
  if (a.isTuple()) {
    std::vector<IntTuple> out;
    IntTuple rest = b;
    for (const IntTuple &ai : a.elems()) {
      CUTE_TRY(m, shapeMod(ai, rest));
      CUTE_TRY(r, shapeDiv(rest, ai));
      out.push_back(std::move(m));
      rest = std::move(r);
    }
    return IntTuple::tuple(std::move(out));
  }
  if (b.isTuple()) {
    CUTE_TRY(p, product(b));
    return shapeMod(a, p);
  }
  CUTE_TRY(q, shapeDiv(a, b));
  (void)q;
  return IntTuple::of(std::min(a.value(), b.value()));
}

Result<IntTuple> shapeMod(const IntTuple &a, const IntTuple &b) {
  return guardedEntry("shape_mod", [&] { return shapeModOf(a, b); });
}

Result<bool> elemLess(const IntTuple &a, const IntTuple &b) {
  if (a.isTuple() && b.isTuple()) {
    for (size_t i = 0; i < a.rank(); ++i) {
      if (i >= b.rank())
        return false;
      CUTE_TRY(lt, elemLess(a.elems()[i], b.elems()[i]));
      if (!lt)
        return false;
    }
    return true;
  }
  if (isIntegerLeaf(a) && isIntegerLeaf(b) && a.known() && b.known())
    return *a.known() < *b.known();
  return mismatch("elem_less", a, b, "expects congruent integer operands with known values");
}

Result<int64_t> stencilOutputLen(int64_t input, int64_t window, int64_t stride,
                                 int64_t dilation) {
  return guarded("stencil_output_len", [&]() -> Result<int64_t> {
    if (input <= 0 || window <= 0 || stride <= 0 || dilation <= 0)
      return fail("stencil_output_len",
                  "expects positive input, window, stride and dilation but got (" +
                      std::to_string(input) + ", " + std::to_string(window) + ", " +
                      std::to_string(stride) + ", " + std::to_string(dilation) + ")");
    int64_t effective = arith::add(arith::mul(window - 1, dilation), 1);
    if (input < effective)
      return fail("stencil_output_len", "input " + std::to_string(input) +
                                            " is shorter than the effective window " +
                                            std::to_string(effective));
    return arith::add(1, arith::div(input - effective, stride));
  });
}

} // namespace cute::core
