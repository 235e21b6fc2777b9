//===- CuteKinds.cpp - The seven-entry kind discriminator -----------------===//
#include "cute-oracle/Dialect/Cute/CuteKinds.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include "llvm/Support/ErrorHandling.h"

namespace cute::dialect {

using core::Error;
using core::IntTuple;
using core::Result;
using core::Value;

namespace {

// The seven sentinels, in the seed's order. Dispatch compares addresses.
const KindSentinel kSentinels[kNumKinds] = {
    {"ComposedLayout"}, {"Layout"}, {"Swizzle"}, {"Tile"},
    {"Shape"},          {"Coord"},  {"IntTuple"}};

//===--- Leaf checks --------------------------------------------------------===//

/// True when some leaf of `t` satisfies `pred`.
template <typename Pred> bool anyLeaf(const IntTuple &t, Pred pred) {
  for (const IntTuple &leaf : core::leaves(t))
    if (pred(leaf))
      return true;
  return false;
}

bool hasDynamic(const IntTuple &t) {
  return anyLeaf(t, [](const IntTuple &l) {
    return l.isDynamic() || l.isDynamicBasis();
  });
}

Error invalid(std::string_view kind, const Value &v, std::string_view why) {
  return Error{"invalid " + std::string(kind) + " \"" + core::print(v) + "\": " + std::string(why)};
}

//===--- parse ------------------------------------------------------------===//

/// Parses text whose value must be the alternative T of core::Value.
template <typename T> Result<Value> parseAs(std::string_view text, const char *what) {
  CUTE_TRY(v, core::parseValue(text));
  if (!std::holds_alternative<T>(v))
    return Error{"expected " + std::string(what) + " but got \"" + core::print(v) + "\""};
  return v;
}

Result<Value> parseComposed(std::string_view t) {
  return parseAs<core::ComposedLayout>(t, "a composed layout");
}
Result<Value> parseLayout(std::string_view t) { return parseAs<core::Layout>(t, "a layout"); }
Result<Value> parseSwizzle(std::string_view t) { return parseAs<core::Swizzle>(t, "a swizzle"); }
Result<Value> parseTuple(std::string_view t) { return parseAs<IntTuple>(t, "an integer tuple"); }

/// A tile is `[e0;…]`, a single layout, `_` or an integer tuple (a shape
/// tiler); the latter three are wrapped as one-element tilers.
Result<Value> parseTile(std::string_view text) {
  CUTE_TRY(v, core::parseValue(text));
  if (std::holds_alternative<core::Tile>(v))
    return v;
  if (const auto *l = std::get_if<core::Layout>(&v))
    return Value(core::Tile{core::Tiler::ofLayout(*l)});
  if (const auto *t = std::get_if<IntTuple>(&v))
    return Value(core::Tile{core::Tiler::ofLeaf(*t)});
  return Error{"expected a tile but got \"" + core::print(v) + "\""};
}

//===--- verify -----------------------------------------------------------===//

Result<bool> verifyLayoutValue(const core::Layout &l, std::string_view kind) {
  if (hasScaledBasis(l.shape))
    return invalid(kind, l, "a shape may not hold scaled-basis leaves");
  auto valid = core::validateLayout(l);
  if (!valid)
    return invalid(kind, l, valid.error().message);
  return true;
}

Result<bool> verifyLayout(const Value &v, bool) {
  return verifyLayoutValue(std::get<core::Layout>(v), "layout");
}

Result<bool> verifySwizzle(const Value &v, bool) {
  const auto &s = std::get<core::Swizzle>(v);
  if (s.bits < 0 || s.base < 0 || s.bits > 30 || s.base > 30 || s.shift < -30 || s.shift > 30)
    return invalid("swizzle", v, "expects 0 <= B <= 30, 0 <= M <= 30 and |S| <= 30");
  if (s.shift < 0 ? -s.shift < s.bits : s.shift < s.bits)
    return invalid("swizzle", v, "expects |S| >= B so that the bit ranges do not overlap");
  return true;
}

/// The basis mode a scaled-basis leaf writes, or -1 for an integer leaf.
int outerBasisMode(const IntTuple &leaf) {
  return leaf.isBasis() && !leaf.modes().empty() ? leaf.modes().front() : -1;
}

/// A o off o B is well formed when B is, off + B(c) is defined (a scalar
/// offset for integer strides of B, a tuple one for scaled-basis strides)
/// and is a value A takes: a scalar for a swizzle; a scalar or a tuple of
/// A's rank for a layout.
Result<bool> verifyComposed(const Value &v, bool) {
  const auto &c = std::get<core::ComposedLayout>(v);
  CUTE_TRY(outerOk, verifyLayoutValue(c.outer, "composed_layout"));
  (void)outerOk;
  if (hasScaledBasis(c.offset) || core::hasUnderscore(c.offset))
    return invalid("composed_layout", v, "the offset must be an integer tuple");
  // off + B(c) is tuple_add: B's scaled-basis strides make B(c) a tuple.
  bool tupleIndex = hasScaledBasis(c.outer.stride);
  if (const auto *s = std::get_if<core::Swizzle>(&c.inner)) {
    CUTE_TRY(swOk, verifySwizzle(Value(*s), false));
    (void)swOk;
    if (tupleIndex || c.offset.isTuple())
      return invalid("composed_layout", v, "a swizzle takes a scalar index, so the offset and "
                                          "B's strides must be integers");
    return true;
  }
  const auto &a = std::get<core::Layout>(c.inner);
  CUTE_TRY(innerOk, verifyLayoutValue(a, "composed_layout"));
  (void)innerOk;
  // A tuple offset over a scalar index (NVIDIA's `o (0,0) o` with integer
  // strides) is a value C++ constructs but cannot evaluate (no tuple +
  // integer): ops that evaluate it fail, accessors take it apart.
  if (!tupleIndex)
    return true;
  // The static 0 adds to a tuple index as C++'s `_0 + ArithmeticTuple` does.
  if (!c.offset.isTuple() && !c.offset.isInt(0))
    return invalid("composed_layout", v,
                   "B's scaled-basis strides give a tuple index, so the offset must be a tuple "
                   "or the static 0");
  int64_t rank = static_cast<int64_t>(a.shape.rank());
  if (c.offset.isTuple() && static_cast<int64_t>(c.offset.rank()) != rank)
    return invalid("composed_layout", v, "a tuple offset must have the rank of A's shape");
  for (const IntTuple &leaf : core::leaves(c.outer.stride))
    if (outerBasisMode(leaf) >= rank)
      return invalid("composed_layout", v, "B's scaled-basis strides address a mode A lacks");
  return true;
}

Result<bool> verifyTilerLayouts(const core::Tiler &t) {
  switch (t.kind) {
  case core::Tiler::Kind::Leaf:
    if (t.leaf.isUnderscore() || t.leaf.isDynamic() || (t.leaf.isInt() && t.leaf.value() > 0))
      return true;
    return invalid("tile", Value(core::Tile{t}), "leaves must be layouts, '_' or positive extents");
  case core::Tiler::Kind::Layout:
    return verifyLayoutValue(t.layout, "tile");
  case core::Tiler::Kind::Tuple:
    for (const core::Tiler &e : t.elems) {
      CUTE_CHECK(verifyTilerLayouts(e));
    }
    return true;
  }
  return true;
}

Result<bool> verifyTile(const Value &v, bool) {
  return verifyTilerLayouts(std::get<core::Tile>(v).tiler);
}

/// Shapes hold integers and `?` (zero allowed); no `_`, no scaled basis.
Result<bool> verifyShape(const Value &v, bool) {
  const auto &t = std::get<IntTuple>(v);
  if (hasScaledBasis(t) || core::hasUnderscore(t))
    return invalid("shape", v, "shape leaves must be integers or '?'");
  return true;
}

/// Coordinates hold integers, `?` and `_`.
Result<bool> verifyCoord(const Value &v, bool) {
  if (hasScaledBasis(std::get<IntTuple>(v)))
    return invalid("coord", v, "coordinate leaves must be integers, '?' or '_'");
  return true;
}

/// Integer tuples hold integers and `?`; strides also scaled-basis leaves.
Result<bool> verifyIntTuple(const Value &v, bool allowBasis) {
  const auto &t = std::get<IntTuple>(v);
  if (core::hasUnderscore(t) || (!allowBasis && hasScaledBasis(t)))
    return invalid(allowBasis ? "stride" : "int_tuple", v,
                   allowBasis ? "stride leaves must be integers, '?' or scaled-basis elements"
                              : "leaves must be integers or '?'");
  return true;
}

//===--- print ------------------------------------------------------------===//

std::string printValue(const Value &v) { return core::print(v); }

//===--- fold -------------------------------------------------------------===//

bool tilerIsStatic(const core::Tiler &t) {
  switch (t.kind) {
  case core::Tiler::Kind::Leaf:
    return !hasDynamic(t.leaf);
  case core::Tiler::Kind::Layout:
    return !hasDynamic(t.layout.shape) && !hasDynamic(t.layout.stride);
  case core::Tiler::Kind::Tuple:
    for (const core::Tiler &e : t.elems)
      if (!tilerIsStatic(e))
        return false;
    return true;
  }
  return true;
}

bool layoutIsStatic(const core::Layout &l) {
  return !hasDynamic(l.shape) && !hasDynamic(l.stride);
}

std::optional<Value> foldIfStatic(const Value &v, bool isStatic) {
  return isStatic ? std::optional<Value>(v) : std::nullopt;
}

std::optional<Value> foldComposed(const Value &v) {
  const auto &c = std::get<core::ComposedLayout>(v);
  const auto *a = std::get_if<core::Layout>(&c.inner);
  return foldIfStatic(v, layoutIsStatic(c.outer) && !hasDynamic(c.offset) &&
                             (!a || layoutIsStatic(*a)));
}
std::optional<Value> foldLayout(const Value &v) {
  return foldIfStatic(v, layoutIsStatic(std::get<core::Layout>(v)));
}
std::optional<Value> foldSwizzle(const Value &v) { return v; }
std::optional<Value> foldTile(const Value &v) {
  return foldIfStatic(v, tilerIsStatic(std::get<core::Tile>(v).tiler));
}
std::optional<Value> foldTuple(const Value &v) {
  return foldIfStatic(v, !hasDynamic(std::get<IntTuple>(v)));
}

} // namespace

const KindHandlers::Parse kParseTable[kNumKinds] = {
    parseComposed, parseLayout, parseSwizzle, parseTile, parseTuple, parseTuple, parseTuple};
const KindHandlers::Verify kVerifyTable[kNumKinds] = {
    verifyComposed, verifyLayout, verifySwizzle, verifyTile, verifyShape, verifyCoord,
    verifyIntTuple};
const KindHandlers::Print kPrintTable[kNumKinds] = {printValue, printValue, printValue, printValue,
                                                    printValue, printValue, printValue};
const KindHandlers::Fold kFoldTable[kNumKinds] = {foldComposed, foldLayout, foldSwizzle, foldTile,
                                                  foldTuple,    foldTuple,  foldTuple};

bool hasScaledBasis(const IntTuple &t) {
  return anyLeaf(t, [](const IntTuple &l) { return l.isBasis(); });
}

const KindSentinel &sentinel(Kind k) { return kSentinels[static_cast<unsigned>(k)]; }

unsigned ordinalOf(const KindSentinel *s) {
  for (unsigned i = 0; i < kNumKinds; ++i)
    if (s == &kSentinels[i])
      return i;
  // Every cute type is built with one of the sentinels above.
  llvm::report_fatal_error("cute: type storage holds an unknown kind sentinel");
}

Result<Value> parseAndVerify(const KindSentinel *s, std::string_view text, bool allowBasis) {
  CUTE_TRY(v, dispatchByKind(s, kParseTable)(text));
  CUTE_CHECK(dispatchByKind(s, kVerifyTable)(v, allowBasis));
  return v;
}

} // namespace cute::dialect
