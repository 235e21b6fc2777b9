//===- Coordinates.cpp - crd2idx, idx2crd, slicing, compact strides -------===//
// Symbolic twin (the same functions on run-time leaves, for --cute-expand):
// lower/lib/SymCoordinates.cpp.
#include "Detail.h"
#include "cute-oracle/core/IntegerPaths.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace cute::core {

//===--- Coordinates -------------------------------------------------------===//

static Result<IntTuple> crd2idxIntTuple(const IntTuple &c, const IntTuple &shape,
                                        const IntTuple &stride);

static Result<IntTuple> crd2idxByStride(const IntTuple &c, const IntTuple &shape,
                                        const IntTuple &stride) {
  if (c.isTuple()) {
    if (!shape.isTuple() || c.rank() != shape.rank() || !stride.isTuple() ||
        stride.rank() != shape.rank())
      return mismatch("crd2idx", c, shape, "mismatched ranks");
    IntTuple acc = IntTuple::of(0);
    for (size_t i = 0; i < c.rank(); ++i) {
      CUTE_TRY(term, crd2idxByStride(c.elems()[i], shape.elems()[i], stride.elems()[i]));
      CUTE_TRY(sum, arithAdd(acc, term));
      acc = std::move(sum);
    }
    return acc;
  }
  if (c.isUnderscore())
    return fail("crd2idx", "coordinate '_' has no index; use slice");
  if (shape.isTuple())
    return crd2idxIntTuple(c, shape, stride);
  if (stride.isTuple())
    return mismatch("crd2idx", shape, stride, "mismatched ranks");
  return leafMul(c, stride);
}

namespace {
/// The running state of indexOfInteger's walk over the leaves.
struct LeafWalk {
  int64_t rest;          ///< the coordinate not yet split into digits
  int64_t index = 0;     ///< the sum of the terms so far
  int64_t magnitude = 0; ///< the sum of the terms' absolute values
  int64_t extents = 1;   ///< the product of the extents divided by so far
};
} // namespace

/// Adds the terms of the leaves under shape s and stride d to `w`, in
/// order; `last` when s is the last mode at every level above it (its last
/// leaf then takes the rest unreduced). False where indexOfInteger hands
/// back.
static bool addLeafTerms(const IntTuple &s, const IntTuple &d, bool last, LeafWalk &w) {
  if (s.isTuple()) {
    if (!d.isTuple() || d.rank() != s.rank())
      return false;
    for (size_t i = 0; i < s.rank(); ++i)
      if (!addLeafTerms(s.elems()[i], d.elems()[i], last && i + 1 == s.rank(), w))
        return false;
    return true;
  }
  if (!s.isInt() || !d.isInt() || s.value() < 1)
    return false;
  int64_t digit = w.rest;
  if (!last) {
    std::optional<int64_t> extents = mulOrNull(w.extents, s.value());
    if (!extents)
      return false;
    w.extents = *extents;
    digit = w.rest % s.value();
    w.rest /= s.value();
  }
  std::optional<int64_t> term = mulOrNull(digit, d.value());
  if (!term || *term == INT64_MIN)
    return false;
  std::optional<int64_t> magnitude = addOrNull(w.magnitude, std::abs(*term));
  if (!magnitude)
    return false;
  w.magnitude = *magnitude;
  w.index += *term;
  return true;
}

/// crd2idx of an integer c in one walk over the leaves instead of
/// crd2idxIntTuple's recursion: leaf k takes digit
/// (c / e_0 / ... / e_{k-1}) % e_k of the extents before it, and the last
/// leaf of the last modes the rest. With positive extents, C++'s
/// truncating / and % make these the recursion's digits (a mode's digit
/// is below its size, so its last leaf needs no reduction). It hands back
/// where the recursion could differ or fail: an extent below 1 or not a
/// static integer, a stride that is not, mismatched ranks, a product of
/// the extents of the leaves before the last that overflows (the
/// recursion's mode sizes are products of some of them), and terms whose
/// absolute values sum past int64 (some grouping of the recursion's sums
/// could overflow).
std::optional<int64_t> indexOfInteger(int64_t c, const IntTuple &shape, const IntTuple &stride) {
  if (!GeneralPathsOnly::integerPathsOn())
    return std::nullopt;
  LeafWalk w{c};
  if (!addLeafTerms(shape, stride, true, w))
    return std::nullopt;
  return w.index;
}

/// crd2idxByStride where every leaf is a static integer, the extents
/// positive (IntegerPaths.h): a tuple coordinate recurses with the shape,
/// an integer one is split by indexOfInteger. std::nullopt for any other
/// input (another leaf kind, mismatched ranks, an extent below 1, an
/// overflow), which crd2idxByStride then evaluates or rejects with its
/// diagnostic.
/// @post a value v means crd2idxByStride(c, shape, stride) == IntTuple::of(v).
static std::optional<int64_t> crd2idxOfIntegers(const IntTuple &c, const IntTuple &shape,
                                                const IntTuple &stride) {
  if (c.isInt())
    return indexOfInteger(c.value(), shape, stride);
  if (!c.isTuple() || !shape.isTuple() || c.rank() != shape.rank() || !stride.isTuple() ||
      stride.rank() != shape.rank())
    return std::nullopt;
  std::optional<int64_t> acc = 0;
  for (size_t i = 0; i < c.rank(); ++i) {
    std::optional<int64_t> term =
        crd2idxOfIntegers(c.elems()[i], shape.elems()[i], stride.elems()[i]);
    if (!term || !(acc = addOrNull(*acc, *term)))
      return std::nullopt;
  }
  return acc;
}

Result<IntTuple> crd2idx(const IntTuple &c, const IntTuple &shape, const IntTuple &stride) {
  return guardedEntry("crd2idx", [&]() -> Result<IntTuple> {
    if (GeneralPathsOnly::integerPathsOn())
      if (std::optional<int64_t> index = crd2idxOfIntegers(c, shape, stride))
        return IntTuple::of(*index);
    return crd2idxByStride(c, shape, stride);
  });
}

/// An integer coordinate against a tuple shape: mode i receives c mod
/// size(shape_i) and passes c / size(shape_i) on; the last takes the rest.
static Result<IntTuple> crd2idxIntTuple(const IntTuple &c, const IntTuple &shape,
                                        const IntTuple &stride) {
  if (!stride.isTuple() || stride.rank() != shape.rank())
    return mismatch("crd2idx", shape, stride, "mismatched ranks");
  // C++'s crd2idx_itt takes c % size(shape_i), which a ScaledBasis does not
  // have; treating the basis as its scale would drop its modes.
  if (c.isBasis())
    return fail("crd2idx", "a scaled-basis coordinate " + print(c) +
                               " has no index in the tuple shape " + print(shape));
  if (shape.rank() == 0)
    return IntTuple::of(0);
  IntTuple rest = c, acc = IntTuple::of(0);
  for (size_t i = 0; i < shape.rank(); ++i) {
    IntTuple here = rest;
    // C++'s _0 % n and _0 / n are _0, with no division: a static 0 index
    // passes zero extents (idx2crd(_0, (0,1)) is (_0,_0)).
    if (i + 1 < shape.rank() && !rest.isInt(0)) {
      CUTE_TRY(size, product(shape.elems()[i]));
      // c % size and c / size need an integer size (C++ has no % or / of
      // an integer by a ScaledBasis).
      if (!isIntegerLeaf(size))
        return fail("crd2idx", "expects integer extents but got shape " + print(shape));
      if (size.known() == 0)
        return fail("crd2idx", "zero extent in shape " + print(shape));
      // C++ computes the size in its leaves' type: a product of int leaves
      // that overflows int is undefined behaviour there, refused here.
      if (size.isBound() && dynamicWidth(size) == 32 && !fitsInt32(*size.known()))
        return fail("crd2idx", "the size " + std::to_string(*size.known()) + " of mode " +
                                   print(shape.elems()[i]) + " overflows i32");
      if (!rest.isInt() || !size.isInt()) {
        // C++'s n % _1 and n % _-1 are _0, static.
        bool unit = size.isInt() && (size.value() == 1 || size.value() == -1);
        here = unit ? IntTuple::of(0) : dynamicResult(rest, size, arith::mod);
        rest = dynamicResult(rest, size, arith::div);
      } else {
        here = IntTuple::of(arith::mod(rest.value(), size.value()));
        rest = IntTuple::of(arith::div(rest.value(), size.value()));
      }
    }
    CUTE_TRY(term, crd2idxByStride(here, shape.elems()[i], stride.elems()[i]));
    CUTE_TRY(sum, arithAdd(acc, term));
    acc = std::move(sum);
  }
  return acc;
}

static Result<IntTuple> productLike(const IntTuple &shape, const IntTuple &guide);

static Result<IntTuple> crd2idxColex(const IntTuple &c, const IntTuple &shape) {
  if (c.isLeaf())
    return c;
  if (!shape.isTuple() || c.rank() != shape.rank())
    return mismatch("crd2idx", c, shape, "mismatched ranks");
  if (hasUnderscore(c))
    return fail("crd2idx", "coordinate '_' has no index; use slice");
  // Horner over the flattened coordinate and product_like(shape, c):
  // c0 + s0 * (c1 + s1 * (...)); an extent of 1 still scales what follows.
  Result<IntTuple> extents = productLike(shape, c);
  if (!extents)
    return mismatch("crd2idx", c, shape, "expects a coordinate weakly congruent to the shape");
  std::vector<IntTuple> cs = leaves(c), ss = leaves(*extents);
  if (cs.empty()) // C++'s crd2idx_horner has no empty case.
    return mismatch("crd2idx", c, shape, "a coordinate without leaves has no index");
  IntTuple acc = cs.back();
  for (size_t i = cs.size() - 1; i-- > 0;) {
    CUTE_TRY(scaled, leafMul(ss[i], acc));
    CUTE_TRY(sum, arithAdd(cs[i], scaled));
    acc = std::move(sum);
  }
  return acc;
}

Result<IntTuple> crd2idx(const IntTuple &c, const IntTuple &shape) {
  return guardedEntry("crd2idx", [&] { return crd2idxColex(c, shape); });
}

static Result<IntTuple> idx2crdNatural(const IntTuple &i, const IntTuple &shape) {
  if (i.isTuple()) {
    if (!shape.isTuple())
      return mismatch("idx2crd", i, shape, "mismatched ranks");
    return elementwise("idx2crd", i, shape,
                       [](const IntTuple &x, const IntTuple &s) { return idx2crdNatural(x, s); });
  }
  if (shape.isLeaf())
    return i;
  CUTE_TRY(sum, crd2idxByStride(i, shape, basisLike(shape)));
  IntTuple r = asArithmeticTuple(sum);
  return r.isTuple() ? unflatten(flattenToTuple(r), shape)
                     : Result<IntTuple>(repeatLike(shape, r));
}

Result<IntTuple> idx2crd(const IntTuple &i, const IntTuple &shape) {
  return guardedEntry("idx2crd", [&] { return idx2crdNatural(i, shape); });
}

static Result<IntTuple> idx2crdByStride(const IntTuple &i, const IntTuple &shape,
                                        const IntTuple &stride) {
  auto perMode = [&](const IntTuple &is, const IntTuple &ds) -> Result<IntTuple> {
    std::vector<IntTuple> out;
    for (size_t k = 0; k < shape.rank(); ++k) {
      CUTE_TRY(c,
               idx2crdByStride(is.isTuple() ? is.elems()[k] : is, shape.elems()[k], ds.elems()[k]));
      out.push_back(std::move(c));
    }
    return IntTuple::tuple(std::move(out));
  };
  if (shape.isTuple()) {
    if (i.isTuple() && (i.rank() != shape.rank() || !stride.isTuple()))
      return mismatch("idx2crd", i, shape, "mismatched ranks");
    if (stride.isTuple()) {
      if (stride.rank() != shape.rank())
        return mismatch("idx2crd", shape, stride, "mismatched ranks");
      return perMode(i, stride);
    }
    CUTE_TRY(compact, compactMajor(shape, stride, false));
    return perMode(i, compact);
  }
  if (!i.isInt() || !shape.isInt() || !stride.isInt())
    return fail("idx2crd", "expects static integers but got index " + print(i) + ", shape " +
                               print(shape) + " and stride " + print(stride));
  if (shape.value() == 1)
    return IntTuple::of(0);
  if (stride.value() == 0 || shape.value() == 0)
    return fail("idx2crd", "divisor is zero in (" + print(i) + " / " + print(stride) + ") % " +
                               print(shape));
  return IntTuple::of(arith::mod(arith::div(i.value(), stride.value()), shape.value()));
}

Result<IntTuple> idx2crd(const IntTuple &i, const IntTuple &shape, const IntTuple &stride) {
  return guardedEntry("idx2crd", [&] { return idx2crdByStride(i, shape, stride); });
}

Result<IntTuple> filterZeros(const IntTuple &a, const IntTuple &b) {
  if (!a.isTuple())
    return a.isInt(0) ? repeatLike(b, IntTuple::of(1)) : b;
  if (!b.isTuple())
    return mismatch("filter_zeros", a, b, "mismatched ranks");
  return elementwise("filter_zeros", a, b, [](const IntTuple &x, const IntTuple &y) {
    return filterZeros(x, y);
  });
}

static Result<IntTuple> incrementCoordIn(const IntTuple &c, const IntTuple &shape) {
  if (!congruent(c, shape))
    return mismatch("increment_coord", c, shape, "expects congruent coordinate and shape");
  std::vector<IntTuple> cs = leaves(c);
  std::vector<IntTuple> ss = leaves(shape);
  // With an unknown run-time leaf in either (type inference) only the
  // structure is known: the coordinate's own, every leaf run-time (a carry
  // may change any of them), as the spec's postcondition says.
  auto unknown = [](const IntTuple &x) { return x.isDynamic() && !x.known(); };
  if (std::any_of(cs.begin(), cs.end(), unknown) || std::any_of(ss.begin(), ss.end(), unknown)) {
    for (IntTuple &x : cs)
      if (x.isInt())
        x = IntTuple::dynamic(32);
    return unflatten(IntTuple::tuple(std::move(cs)), c);
  }
  // A leaf keeps its kind: static, or run-time of its width.
  auto withValue = [](const IntTuple &like, int64_t v) {
    return like.isInt() ? IntTuple::of(v) : IntTuple::bound(unsigned(like.value()), v);
  };
  for (const IntTuple &x : cs)
    if (!isIntegerLeaf(x) || !x.known())
      return fail("increment_coord", "expects an integer with a known value but got " + print(x));
  // C++ (detail::increment): increment leaf 0; then each leaf k-1 equal to
  // its extent wraps to 0 and carries into leaf k, whether or not leaf k-1
  // was just incremented (so an extent-0 leaf carries too).
  if (!cs.empty())
    cs[0] = withValue(cs[0], arith::add(*cs[0].known(), 1));
  for (size_t k = 1; k < cs.size(); ++k)
    if (cs[k - 1].known() == ss[k - 1].known()) {
      cs[k - 1] = withValue(cs[k - 1], 0);
      cs[k] = withValue(cs[k], arith::add(*cs[k].known(), 1));
    }
  return unflatten(IntTuple::tuple(std::move(cs)), c);
}

Result<IntTuple> incrementCoord(const IntTuple &c, const IntTuple &shape) {
  return guardedEntry("increment_coord", [&] { return incrementCoordIn(c, shape); });
}

/// slice/dice share one walk: `keepUnderscore` selects the modes at `_`
/// (slice) or at integers (dice); sub-tuples splice their selections in.
static Result<std::vector<IntTuple>> liftSelect(const IntTuple &c, const IntTuple &t,
                                               bool keepUnderscore, std::string_view op) {
  if (c.isTuple()) {
    if (!t.isTuple() || c.rank() != t.rank())
      return mismatch(op, c, t, "mismatched ranks");
    std::vector<IntTuple> out;
    for (size_t i = 0; i < c.rank(); ++i) {
      CUTE_TRY(part, liftSelect(c.elems()[i], t.elems()[i], keepUnderscore, op));
      out.insert(out.end(), part.begin(), part.end());
    }
    return out;
  }
  if (c.isUnderscore() == keepUnderscore)
    return std::vector<IntTuple>{t};
  return std::vector<IntTuple>{};
}

static Result<IntTuple> sliceOrDice(const IntTuple &c, const IntTuple &t, bool keepUnderscore,
                                    std::string_view op) {
  if (c.isLeaf())
    return c.isUnderscore() == keepUnderscore ? t : IntTuple::tuple({});
  CUTE_TRY(parts, liftSelect(c, t, keepUnderscore, op));
  return IntTuple::tuple(std::move(parts));
}

Result<IntTuple> slice(const IntTuple &c, const IntTuple &t) {
  return sliceOrDice(c, t, true, "slice");
}

Result<IntTuple> dice(const IntTuple &c, const IntTuple &t) {
  return sliceOrDice(c, t, false, "dice");
}

IntTuple underscoresToZero(const IntTuple &c) {
  if (c.isUnderscore())
    return IntTuple::of(0);
  if (c.isLeaf())
    return c;
  std::vector<IntTuple> out;
  for (const IntTuple &e : c.elems())
    out.push_back(underscoresToZero(e));
  return IntTuple::tuple(std::move(out));
}

//===--- Compact strides ---------------------------------------------------===//

/// Strides for `shape` starting at `current`, which ends as `current`
/// times the product of the extents (C++'s detail::compact returns it for
/// the recurrence; past the last leaf it is dropped, but C++ computes it,
/// so its overflow is an error as C++'s is undefined behaviour). A static 1
/// takes stride 0 and leaves `current` alone.
static Result<IntTuple> compactFrom(const IntTuple &shape, IntTuple &current, bool rowMajor) {
  if (shape.isLeaf()) {
    if (shape.isInt(1))
      return IntTuple::of(0);
    CUTE_TRY(next, leafMul(current, shape));
    return std::exchange(current, std::move(next));
  }
  std::vector<IntTuple> out(shape.rank());
  for (size_t k = 0; k < shape.rank(); ++k) {
    size_t i = rowMajor ? shape.rank() - 1 - k : k;
    CUTE_TRY(s, compactFrom(shape.elems()[i], current, rowMajor));
    out[i] = std::move(s);
  }
  return IntTuple::tuple(std::move(out));
}

// Its arithmetic runs in guarded("make_layout") whether or not an
// operation encloses it.
Result<IntTuple> compactMajor(const IntTuple &shape, const IntTuple &current, bool rowMajor) {
  if (current.isTuple()) {
    if (!shape.isTuple() || shape.rank() != current.rank())
      return mismatch("make_layout", shape, current, "mismatched ranks");
    std::vector<IntTuple> out;
    for (size_t i = 0; i < shape.rank(); ++i) {
      CUTE_TRY(s, compactMajor(shape.elems()[i], current.elems()[i], rowMajor));
      out.push_back(std::move(s));
    }
    return IntTuple::tuple(std::move(out));
  }
  IntTuple cur = current;
  return guarded("make_layout", [&] { return compactFrom(shape, cur, rowMajor); });
}

/// Leaf of `order` at its position: the strides of the matching sub-shape
/// start at the product of the reference extents whose order is smaller.
static Result<IntTuple> compactOrderRec(const IntTuple &shape, const IntTuple &order,
                                        const std::vector<IntTuple> &refShape,
                                        const std::vector<int64_t> &refOrder) {
  if (order.isTuple()) {
    if (!shape.isTuple() || shape.rank() != order.rank())
      return mismatch("make_ordered_layout", shape, order, "expects order weakly congruent to shape");
    std::vector<IntTuple> out;
    for (size_t i = 0; i < shape.rank(); ++i) {
      CUTE_TRY(s, compactOrderRec(shape.elems()[i], order.elems()[i], refShape, refOrder));
      out.push_back(std::move(s));
    }
    return IntTuple::tuple(std::move(out));
  }
  IntTuple start = IntTuple::of(1);
  for (size_t j = 0; j < refShape.size(); ++j) {
    if (refOrder[j] < order.value()) {
      CUTE_TRY(m, leafMul(start, refShape[j]));
      start = std::move(m);
    }
  }
  return compactMajor(shape, start, false);
}

/// product_like(shape, guide): the product of each sub-shape at the leaves
/// of guide.
static Result<IntTuple> productLike(const IntTuple &shape, const IntTuple &guide) {
  if (guide.isLeaf())
    return product(shape);
  if (!shape.isTuple() || shape.rank() != guide.rank())
    return mismatch("make_ordered_layout", shape, guide, "expects order weakly congruent to shape");
  std::vector<IntTuple> out;
  for (size_t i = 0; i < guide.rank(); ++i) {
    CUTE_TRY(p, productLike(shape.elems()[i], guide.elems()[i]));
    out.push_back(std::move(p));
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> compactOrder(const IntTuple &shape, const IntTuple &order) {
  return guarded("make_ordered_layout", [&]() -> Result<IntTuple> {
    CUTE_TRY(ref, productLike(shape, order));
    std::vector<IntTuple> refShape = leaves(ref), orderLeaves = leaves(order);
    // C++ ranks a run-time order after every static one, in position order:
    // the i-th leaf becomes max(0, static orders) + 1 + i.
    int64_t maxStatic = 0;
    for (const IntTuple &o : orderLeaves) {
      if (!isIntegerLeaf(o))
        return fail("make_ordered_layout", "expects an integer order but got " + print(order));
      if (o.isInt())
        maxStatic = std::max(maxStatic, o.value());
    }
    std::vector<int64_t> refOrder;
    std::vector<IntTuple> refLeaves;
    for (size_t i = 0; i < orderLeaves.size(); ++i) {
      const IntTuple &o = orderLeaves[i];
      refOrder.push_back(o.isInt() ? o.value() : arith::add(maxStatic, 1 + int64_t(i)));
      refLeaves.push_back(IntTuple::of(refOrder.back()));
    }
    CUTE_TRY(staticOrder, unflatten(IntTuple::tuple(std::move(refLeaves)), order));
    return compactOrderRec(shape, staticOrder, refShape, refOrder);
  });
}

IntTuple basisLike(const IntTuple &shape, std::vector<int> prefix) {
  if (shape.isLeaf())
    return IntTuple::basis(1, prefix);
  std::vector<IntTuple> out;
  for (size_t i = 0; i < shape.rank(); ++i) {
    std::vector<int> path = prefix;
    path.push_back(static_cast<int>(i));
    out.push_back(basisLike(shape.elems()[i], std::move(path)));
  }
  return IntTuple::tuple(std::move(out));
}

} // namespace cute::core
