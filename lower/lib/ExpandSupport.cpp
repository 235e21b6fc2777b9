//===- ExpandSupport.cpp - Values and results of --cute-expand ------------===//
//
// The run-time values an expansion reads from its operands (their
// constructors' scalars, or cute.get_scalars) and the results it builds in
// the declared result types, shared by the expansion families
// (Expand*Ops.cpp) and the pass (Expand.cpp).
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"
#include "DeclaredForm.h"

#include "cute-oracle/core/Text.h"

namespace cute::lower {

using namespace mlir;
using namespace cute::dialect;
using core::IntTuple;

//===--- Operands -------------------------------------------------------===//

/// The STree of a core tuple, taking `?` leaves from `dyn` in order.
STree treeOf(const IntTuple &t, ArrayRef<Value> dyn, size_t &pos) {
  switch (t.kind()) {
  case IntTuple::Kind::Int:
    return STree::ofInt(t.value());
  case IntTuple::Kind::Dynamic:
    return STree::leaf(Sym::dyn(dyn[pos++]));
  case IntTuple::Kind::Basis: {
    std::vector<int> modes = t.modes();
    if (t.isDynamicBasis())
      return STree::basis(Sym::dyn(dyn[pos++]), modes);
    return STree::basis(Sym::of(t.value()), modes);
  }
  case IntTuple::Kind::Underscore:
    return STree::under();
  case IntTuple::Kind::Tuple: {
    std::vector<STree> e;
    for (const IntTuple &x : t.elems())
      e.push_back(treeOf(x, dyn, pos));
    return STree::tuple(std::move(e));
  }
  }
  return STree::ofInt(0);
}

SLayout layoutOf(const core::Layout &l, ArrayRef<Value> dyn, size_t &pos) {
  STree s = treeOf(l.shape, dyn, pos);
  STree d = treeOf(l.stride, dyn, pos);
  return SLayout{std::move(s), std::move(d)};
}

/// The STiler of a core tiler, taking `?` leaves from `dyn` in order.
STiler tilerOf(const core::Tiler &x, ArrayRef<Value> dyn, size_t &pos) {
  STiler r;
  switch (x.kind) {
  case core::Tiler::Kind::Leaf:
    r.k = STiler::K::Leaf;
    r.leaf = treeOf(x.leaf, dyn, pos);
    break;
  case core::Tiler::Kind::Layout:
    r.k = STiler::K::Layout;
    r.layout = layoutOf(x.layout, dyn, pos);
    break;
  case core::Tiler::Kind::Tuple:
    for (const core::Tiler &e : x.elems)
      r.elems.push_back(tilerOf(e, dyn, pos));
    break;
  }
  return r;
}

/// The dynamic leaves of `v` in print order when `v` is built by
/// constructors from i32/i64 scalars (as the expansion of an earlier op
/// is), so no get_scalars round trip is needed; none otherwise.
std::optional<SmallVector<Value>> constructorScalars(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (isa<StaticOp>(def))
    return SmallVector<Value>();
  auto concat = [](std::initializer_list<Value> parts) -> std::optional<SmallVector<Value>> {
    SmallVector<Value> all;
    for (Value p : parts) {
      std::optional<SmallVector<Value>> s = constructorScalars(p);
      if (!s)
        return std::nullopt;
      all.append(*s);
    }
    return all;
  };
  if (isa<MakeIntTupleOp, MakeShapeOp, MakeStrideOp, MakeCoordOp, MakeTileOp>(def)) {
    for (Type t : def->getOperandTypes())
      if (!t.isInteger(32) && !t.isInteger(64))
        return std::nullopt;
    return SmallVector<Value>(def->operand_begin(), def->operand_end());
  }
  if (auto m = dyn_cast<MakeLayoutOp>(def))
    return concat({m.getShape(), m.getStride()});
  if (auto m = dyn_cast<MakeLayoutRawOp>(def))
    return concat({m.getShape(), m.getStride()});
  if (auto m = dyn_cast<MakeComposedLayoutOp>(def))
    return concat({m.getInner(), m.getOffset(), m.getOuter()});
  if (auto m = dyn_cast<MakeComposedLayoutRawOp>(def))
    return concat({m.getInner(), m.getOffset(), m.getOuter()});
  if (isa<MakeSwizzleOp>(def))
    return SmallVector<Value>();
  return std::nullopt;
}

/// The run-time value of an operand: its type's value with the dynamic
/// leaves taken from its constructors' scalars or from
/// cute.get_scalars<{only_dynamic}>, in print order.
std::optional<SVal> readOperand(SymBuilder &sb, Value v) {
  std::optional<core::Value> cv = cuteValue(v.getType());
  if (!cv)
    return std::nullopt;
  SmallVector<Value> dyn;
  if (!staticValue(v.getType())) {
    if (std::optional<SmallVector<Value>> direct = constructorScalars(v)) {
      dyn = std::move(*direct);
    } else {
      auto gs = GetScalarsOp::create(sb.b, sb.loc, v, /*only_dynamic=*/true);
      dyn.append(gs->result_begin(), gs->result_end());
    }
  }
  size_t pos = 0;
  if (const auto *t = std::get_if<IntTuple>(&*cv))
    return SVal(treeOf(*t, dyn, pos));
  if (const auto *l = std::get_if<core::Layout>(&*cv))
    return SVal(layoutOf(*l, dyn, pos));
  if (const auto *s = std::get_if<core::Swizzle>(&*cv))
    return SVal(*s);
  if (const auto *c = std::get_if<core::ComposedLayout>(&*cv)) {
    SComposed r;
    if (const auto *a = std::get_if<core::Layout>(&c->inner))
      r.a = layoutOf(*a, dyn, pos);
    else {
      r.swizzleInner = true;
      r.sw = std::get<core::Swizzle>(c->inner);
    }
    r.offset = treeOf(c->offset, dyn, pos);
    r.b = layoutOf(c->outer, dyn, pos);
    return SVal(std::move(r));
  }
  if (const auto *t = std::get_if<core::Tile>(&*cv))
    return SVal(tilerOf(t->tiler, dyn, pos));
  return std::nullopt;
}

//===--- Results --------------------------------------------------------===//

/// Collects the values of the declared tuple's `?` leaves from `got`;
/// with a null `sb`, only whether `got` fits the declared tuple (no IR).
bool collect(SymBuilder *sb, const IntTuple &decl, const STree &got, SmallVectorImpl<Value> &out,
             std::string &why) {
  if (got.isBasis() && decl.isTuple())
    return collect(sb, decl, alg::asArithmetic(got), out, why);
  if (decl.isTuple()) {
    if (!got.isTuple()) {
      if (decl.rank() == 1)
        return collect(sb, decl.elems()[0], got, out, why);
      why = "a tuple \"" + core::print(decl) + "\" where a leaf was computed";
      return false;
    }
    if (got.rank() != decl.rank()) {
      if (got.rank() == 1)
        return collect(sb, decl, got.elems[0], out, why);
      why = "rank " + std::to_string(decl.rank()) + " in \"" + core::print(decl) +
            "\" where rank " + std::to_string(got.rank()) + " was computed";
      return false;
    }
    for (size_t i = 0; i < decl.rank(); ++i)
      if (!collect(sb, decl.elems()[i], got.elems[i], out, why))
        return false;
    return true;
  }
  if (got.isTuple()) {
    if (got.rank() == 1)
      return collect(sb, decl, got.elems[0], out, why);
    why = "a leaf \"" + core::print(decl) + "\" where a tuple of rank " +
          std::to_string(got.rank()) + " was computed";
    return false;
  }
  switch (decl.kind()) {
  case IntTuple::Kind::Dynamic:
    if (!got.isInt()) {
      why = "an integer leaf where a non-integer leaf was computed";
      return false;
    }
    if (sb)
      out.push_back(sb->declaredLeaf(got.s, unsigned(decl.value())));
    return true;
  case IntTuple::Kind::Int:
    if (got.isStaticInt() && got.s.c != decl.value()) {
      why = "the static leaf " + std::to_string(decl.value()) + " where " +
            std::to_string(got.s.c) + " was computed";
      return false;
    }
    if (!got.isInt() && !(got.isBasis() && decl.value() == 0)) {
      why = "an integer leaf where a non-integer leaf was computed";
      return false;
    }
    // The verifier admits a static leaf only where the algebra computes
    // one; a run-time value there is still checked, as the interpreter
    // checks every result against its declared type.
    // A dry run asks whether `got` fits as it stands: it does not here.
    if (!sb && got.isInt() && !got.s.isConst())
      return false;
    if (got.isInt() && !got.s.isConst())
      sb->assertAtRunTime(sb->eq(got.s, Sym::of(decl.value())),
                          "computes a result that differs from its declared static leaf " +
                              std::to_string(decl.value()));
    return true;
  case IntTuple::Kind::Basis:
    if (!got.isBasis() || got.modes != decl.modes()) {
      why = "the scaled basis \"" + core::print(decl) + "\" where something else was computed";
      return false;
    }
    if (sb && decl.isDynamicBasis())
      out.push_back(sb->declaredLeaf(got.s, unsigned(decl.value())));
    return true;
  case IntTuple::Kind::Underscore:
    if (!got.isUnder()) {
      why = "'_' where a value was computed";
      return false;
    }
    return true;
  case IntTuple::Kind::Tuple:
    break;
  }
  return false;
}

/// A tuple-class value of type `t` (int_tuple/shape/stride/coord) holding
/// `got`.
FailureOr<Value> buildTuple(SymBuilder &sb, Type t, const STree &got, std::string &why) {
  if (staticValue(t))
    return Value(StaticOp::create(sb.b, sb.loc, t));
  SmallVector<Value> vals;
  if (!collect(&sb, std::get<IntTuple>(*cuteValue(t)), got, vals, why))
    return failure();
  if (isa<IntTupleType>(t))
    return Value(MakeIntTupleOp::create(sb.b, sb.loc, t, vals));
  if (isa<ShapeType>(t))
    return Value(MakeShapeOp::create(sb.b, sb.loc, t, vals));
  if (isa<StrideType>(t))
    return Value(MakeStrideOp::create(sb.b, sb.loc, t, vals));
  if (isa<CoordType>(t))
    return Value(MakeCoordOp::create(sb.b, sb.loc, t, vals));
  why = "an unexpected result type";
  return failure();
}

/// Whether `got` fits the declared layout as it is, without a run-time
/// check of a declared static leaf.
bool fitsDeclared(const core::Layout &decl, const SLayout &got) {
  SmallVector<Value> unused;
  std::string why;
  return collect(nullptr, decl.shape, got.shape, unused, why) &&
         collect(nullptr, decl.stride, got.stride, unused, why);
}

/// `got` as the declared layout holds it: as it is, or in the declared
/// form of the same function (core's inDeclaredForm).
SLayout declaredFormOf(const core::Layout &decl, const SLayout &got) {
  if (fitsDeclared(decl, got))
    return got;
  std::optional<SLayout> reformed = inDeclaredForm(decl, got);
  return reformed && fitsDeclared(decl, *reformed) ? *reformed : got;
}

FailureOr<Value> buildLayout(SymBuilder &sb, Type t, const core::Layout &decl,
                             const SLayout &computed, std::string &why) {
  MLIRContext *ctx = sb.b.getContext();
  if (!t)
    t = LayoutType::get(ctx, core::print(decl));
  if (staticValue(t))
    return Value(StaticOp::create(sb.b, sb.loc, t));
  SLayout got = declaredFormOf(decl, computed);
  FailureOr<Value> shape =
      buildTuple(sb, ShapeType::get(ctx, core::print(decl.shape)), got.shape, why);
  if (failed(shape))
    return failure();
  FailureOr<Value> stride =
      buildTuple(sb, StrideType::get(ctx, core::print(decl.stride)), got.stride, why);
  if (failed(stride))
    return failure();
  return Value(MakeLayoutOp::create(sb.b, sb.loc, t, *shape, *stride));
}

/// Collects the `?` leaves of a declared tiler from `got`, depth first.
bool collectTiler(SymBuilder &sb, const core::Tiler &decl, const STiler &got,
                  SmallVectorImpl<Value> &out, std::string &why) {
  if (decl.kind == core::Tiler::Kind::Tuple) {
    if (got.k != STiler::K::Tuple || got.elems.size() != decl.elems.size()) {
      why = "a tiler of another structure than the one computed";
      return false;
    }
    for (size_t i = 0; i < decl.elems.size(); ++i)
      if (!collectTiler(sb, decl.elems[i], got.elems[i], out, why))
        return false;
    return true;
  }
  if (decl.kind == core::Tiler::Kind::Layout) {
    if (got.k != STiler::K::Layout) {
      why = "a layout tiler where another tiler was computed";
      return false;
    }
    return collect(&sb, decl.layout.shape, got.layout.shape, out, why) &&
           collect(&sb, decl.layout.stride, got.layout.stride, out, why);
  }
  if (got.k != STiler::K::Leaf) {
    why = "a leaf tiler where another tiler was computed";
    return false;
  }
  return collect(&sb, decl.leaf, got.leaf, out, why);
}

/// A value of the declared type `t` holding `got`.
FailureOr<Value> buildResult(SymBuilder &sb, Type t, const SVal &got, std::string &why) {
  if (staticValue(t))
    return Value(StaticOp::create(sb.b, sb.loc, t));
  core::Value decl = *cuteValue(t);
  MLIRContext *ctx = sb.b.getContext();
  if (isTupleType(t)) {
    if (const auto *tree = std::get_if<STree>(&got))
      return buildTuple(sb, t, *tree, why);
  } else if (isa<LayoutType>(t)) {
    if (const auto *l = std::get_if<SLayout>(&got))
      return buildLayout(sb, t, std::get<core::Layout>(decl), *l, why);
    if (const auto *tl = std::get_if<STiler>(&got); tl && tl->k == STiler::K::Layout)
      return buildLayout(sb, t, std::get<core::Layout>(decl), tl->layout, why);
  } else if (isa<TileType>(t)) {
    const auto *tl = std::get_if<STiler>(&got);
    SmallVector<Value> vals;
    if (tl && collectTiler(sb, std::get<core::Tile>(decl).tiler, *tl, vals, why))
      return Value(MakeTileOp::create(sb.b, sb.loc, t, vals));
    if (tl)
      return failure();
  } else if (isa<ComposedLayoutType>(t)) {
    const auto *c = std::get_if<SComposed>(&got);
    const auto &dc = std::get<core::ComposedLayout>(decl);
    if (c && c->swizzleInner == std::holds_alternative<core::Swizzle>(dc.inner)) {
      Value inner;
      if (const auto *sw = std::get_if<core::Swizzle>(&dc.inner)) {
        inner = StaticOp::create(sb.b, sb.loc, SwizzleType::get(ctx, core::print(*sw)));
      } else {
        FailureOr<Value> a = buildLayout(sb, Type(), std::get<core::Layout>(dc.inner), c->a, why);
        if (failed(a))
          return failure();
        inner = *a;
      }
      FailureOr<Value> off =
          buildTuple(sb, IntTupleType::get(ctx, core::print(dc.offset)), c->offset, why);
      if (failed(off))
        return failure();
      FailureOr<Value> outer = buildLayout(sb, Type(), dc.outer, c->b, why);
      if (failed(outer))
        return failure();
      return Value(MakeComposedLayoutOp::create(sb.b, sb.loc, t, inner, *off, *outer));
    }
  }
  why = "a value of a different kind than the one computed";
  return failure();
}

//===--- Per-op expansion -------------------------------------------------===//

bool isLegalCute(Operation *op) {
  return isa<StaticOp, GetScalarsOp, MakeIntTupleOp, MakeShapeOp, MakeStrideOp, MakeCoordOp,
             MakeTileOp, MakeLayoutOp, MakeLayoutRawOp, MakeComposedLayoutOp,
             MakeComposedLayoutRawOp, MakeSwizzleOp, PrintOp>(op);
}

bool allResultsStatic(Operation *op) {
  for (Type t : op->getResultTypes())
    if (!isCuteType(t) || !staticValue(t))
      return false;
  return true;
}

bool isDynamicTile(Type t) { return isa<TileType>(t) && !staticValue(t); }

/// Ops whose second operand may be a tile.
bool takesTiler(Operation *op) {
  return isa<CeilDivOp, CompositionOp, LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp,
             LogicalProductOp, ZippedProductOp, TiledProductOp, FlatProductOp, LocalTileOp,
             LocalPartitionOp>(op);
}

/// A layout, shape or tile operand as a tiler.
std::optional<STiler> tilerOf(const SVal &v) {
  if (const auto *t = std::get_if<STiler>(&v))
    return *t;
  if (const auto *l = std::get_if<SLayout>(&v)) {
    STiler t;
    t.k = STiler::K::Layout;
    t.layout = *l;
    return t;
  }
  if (const auto *t = std::get_if<STree>(&v))
    return alg::tilerOfShape(*t);
  return std::nullopt;
}

/// `r` as the result of an op on `in`: a composed operand keeps its inner
/// layout and offset with `r` as its outer layout.
SVal withOuter(const SVal &in, SLayout r) {
  if (const auto *c = std::get_if<SComposed>(&in)) {
    SComposed rc = *c;
    rc.b = std::move(r);
    return rc;
  }
  return r;
}

/// The layout of a layout value or the outer layout B of a composed one.
const SLayout *outerOf(const SVal &v) {
  if (const auto *l = std::get_if<SLayout>(&v))
    return l;
  if (const auto *c = std::get_if<SComposed>(&v))
    return &c->b;
  return nullptr;
}

LogicalResult appendSlice(SymBuilder &sb, const STree &c, const SVal &v, bool dice,
                          Expansion &out) {
  std::optional<SVal> r;
  if (const auto *t = std::get_if<STree>(&v))
    r = SVal(alg::slice(sb, c, *t, dice));
  else if (const auto *l = std::get_if<SLayout>(&v))
    r = SVal(alg::slice(sb, c, *l, dice));
  else if (const auto *cl = std::get_if<SComposed>(&v))
    r = alg::slice(sb, c, *cl, dice);
  else
    sb.fail("slicing this kind with dynamic leaves is not supported");
  if (!r)
    return failure();
  out.results.push_back(std::move(*r));
  return success();
}

} // namespace cute::lower
