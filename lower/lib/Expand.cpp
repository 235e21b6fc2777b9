//===- Expand.cpp - --cute-expand ------------------------------------------===//
//
// Rewrites cute algebra ops (a partial conversion) into
//   - cute.static when the declared result type is fully static;
//   - otherwise the operands' dynamic scalars (from their constructors, or
//     cute.get_scalars<{only_dynamic}>), arith computing every dynamic leaf
//     of the DECLARED result type, and make_int_tuple/make_shape/
//     make_stride/make_coord, make_layout or make_composed_layout building
//     that type;
//   - i1 results (equal, tuple_eq, elem_less) become arith.cmpi/andi, or an
//     arith.constant when they fold.
// The computation (ExpandAlgebra.cpp, SymTree.cpp) follows CuTe C++ with
// run-time integers and is independent of interp/core; core is used here
// only to read the text of operand and declared result types. The declared
// result's structure must match the computed one (diagnostic otherwise);
// a declared static leaf is taken as given.
//
// Supported with dynamic leaves: size, cosize, get, get_shape, get_stride,
// get_leaves (tuples), select, flatten, group_modes, append_to_rank,
// prepend_to_rank, to_*, composed_get_inner/offset/outer, crd2idx,
// idx2crd, layout_eval (layout, swizzle, composed layout; scaled-basis
// strides give tuples), increment_coord, tuple_add, tuple_sub, shape_div,
// ceil_div, tuple_product(_each), elem_less, equal, tuple_eq, slice and
// dice (tuples and layouts), coalesce (a merge needing a dynamic value is
// not done), filter_zeros, filter, make_layout_like, make_ordered_layout,
// make_identity_layout, composition (with a layout, shape or tile;
// ExpandDivide.cpp), complement (static strides unless of rank 1),
// logical/zipped/tiled/flat divide, logical/zipped/tiled/flat/blocked/raked
// product, tile_to_shape, local_tile and local_partition of layouts,
// recast_layout, stencil_divide; on dynamic tiles get, select, get_leaves,
// get_layouts_from_tile, get_shape, and as the second operand of ceil_div
// (complements of the tile's layouts), composition, divides, products and
// local_tile.
// Every other op with dynamic leaves (inverses, other ops on dynamic tiles)
// is rejected before anything is rewritten.
//
//===----------------------------------------------------------------------===//
#include "DeclaredForm.h"
#include "ExpandAlgebra.h"

#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Lower/Passes.h"
#include "cute-oracle/core/Text.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <functional>

namespace cute::lower {
#define GEN_PASS_DEF_CUTEEXPAND
#include "cute-oracle/Lower/Passes.h.inc"

namespace {

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
  FailureOr<Value> shape = buildTuple(sb, ShapeType::get(ctx, core::print(decl.shape)), got.shape, why);
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
  return isa<CeilDivOp, CompositionOp, LogicalDivideOp, ZippedDivideOp, TiledDivideOp,
             FlatDivideOp, LogicalProductOp, ZippedProductOp, TiledProductOp, FlatProductOp,
             LocalTileOp, LocalPartitionOp>(op);
}

bool isSupported(Operation *op) {
  // Dynamic tiles: only the structural accessors and ceil_div's divisor.
  bool tileAware = isa<GetOp, SelectOp, GetLeavesOp, GetLayoutsFromTileOp, GetShapeOp>(op);
  for (Type t : op->getResultTypes())
    if (isDynamicTile(t) && !tileAware)
      return false;
  for (auto [i, t] : llvm::enumerate(op->getOperandTypes()))
    if (isDynamicTile(t) && !tileAware && !(takesTiler(op) && i == 1))
      return false;
  return isa<GetLayoutsFromTileOp, SizeOp, CosizeOp, GetOp, GetShapeOp, GetStrideOp, GetLeavesOp, SelectOp, FlattenOp,
             GroupModesOp, AppendToRankOp, PrependToRankOp, ToCoordOp, ToIntTupleOp, ToShapeOp,
             ToStrideOp, ComposedGetInnerOp, ComposedGetOffsetOp, ComposedGetOuterOp, Crd2IdxOp,
             Idx2CrdOp, LayoutEvalOp, IncrementCoordOp, TupleAddOp, TupleSubOp, ShapeDivOp,
             CeilDivOp, TupleProductOp, TupleProductEachOp, ElemLessOp, EqualOp, TupleEqOp,
             SliceOp, DiceOp, CoalesceOp, FilterZerosOp, FilterOp, MakeLayoutLikeOp, MakeOrderedLayoutOp,
             MakeIdentityLayoutOp, CompositionOp, ComplementOp, LogicalDivideOp, ZippedDivideOp,
             TiledDivideOp, FlatDivideOp, LogicalProductOp, ZippedProductOp, TiledProductOp,
             FlatProductOp, LocalTileOp, LocalPartitionOp, BlockedProductOp, RakedProductOp,
             TileToShapeOp, RecastLayoutOp, StencilDivideOp>(op);
}

/// A mode-wise map over the layout part of a tuple, layout or composed value.
template <typename F> std::optional<SVal> mapModes(const SVal &v, F f) {
  if (const auto *t = std::get_if<STree>(&v))
    return SVal(f(*t));
  if (const auto *l = std::get_if<SLayout>(&v))
    return SVal(SLayout{f(l->shape), f(l->stride)});
  if (const auto *c = std::get_if<SComposed>(&v)) {
    SComposed r = *c;
    r.b = SLayout{f(c->b.shape), f(c->b.stride)};
    return SVal(std::move(r));
  }
  return std::nullopt;
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

/// slice (or dice) of a tuple, layout or composed layout by `c`; none, with
/// the reason in `sb`, for other kinds.
std::optional<SVal> sliceValue(SymBuilder &sb, const STree &c, const SVal &v, bool dice) {
  if (const auto *t = std::get_if<STree>(&v))
    return SVal(alg::slice(sb, c, *t, dice));
  if (const auto *l = std::get_if<SLayout>(&v))
    return SVal(alg::slice(sb, c, *l, dice));
  if (const auto *cl = std::get_if<SComposed>(&v))
    return alg::slice(sb, c, *cl, dice);
  sb.fail("slicing this kind with dynamic leaves is not supported");
  return std::nullopt;
}

struct Expansion {
  std::vector<SVal> results;  // cute results
  std::optional<SymBool> bit; // i1 result
};

/// Computes the results of `op` from its operands' run-time values.
LogicalResult compute(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  auto tree = [&](size_t i) -> const STree * { return std::get_if<STree>(&in[i]); };
  auto need = [&](const void *p) {
    if (!p)
      sb.fail("unexpected operand kind");
    return p != nullptr;
  };
  auto path = [](std::optional<ArrayRef<int32_t>> m) {
    return m ? *m : ArrayRef<int32_t>();
  };

  if (const auto *tile = std::get_if<STiler>(&in[0]); tile && !isa<EqualOp>(op)) {
    // A tile's tiler: descend tuple tilers, then a layout or leaf's modes.
    std::function<STiler(const STiler &, ArrayRef<int32_t>)> getTiler =
        [&](const STiler &t, ArrayRef<int32_t> p) -> STiler {
      if (p.empty())
        return t;
      if (t.k == STiler::K::Tuple) {
        if (p[0] < 0 || size_t(p[0]) >= t.elems.size()) {
          sb.fail("mode path is out of range of the tile");
          return t;
        }
        return getTiler(t.elems[p[0]], p.drop_front());
      }
      STiler r = t;
      if (t.k == STiler::K::Layout)
        r.layout = SLayout{alg::getPath(sb, t.layout.shape, p), alg::getPath(sb, t.layout.stride, p)};
      else
        r.leaf = alg::getPath(sb, t.leaf, p);
      return r;
    };
    if (auto o = dyn_cast<GetOp>(op)) {
      out.results.push_back(getTiler(*tile, path(o.getMode())));
    } else if (auto o = dyn_cast<SelectOp>(op)) {
      STiler r;
      for (int32_t m : o.getMode())
        r.elems.push_back(getTiler(*tile, {m}));
      out.results.push_back(r);
    } else if (isa<GetShapeOp>(op)) {
      out.results.push_back(alg::tileShape(sb, *tile));
    } else if (isa<GetLeavesOp, GetLayoutsFromTileOp>(op)) {
      std::vector<const STiler *> ms;
      tile->collectLeaves(ms);
      for (const STiler *m : ms) {
        if (m->k == STiler::K::Layout)
          out.results.push_back(m->layout);
        else if (isa<GetLeavesOp>(op))
          out.results.push_back(*m);
      }
    } else {
      sb.fail("this op does not take a dynamic tile");
      return failure();
    }
    return success(sb.err.empty());
  }
  if (isa<CeilDivOp>(op))
    if (const auto *tile = std::get_if<STiler>(&in[1])) {
      if (!need(tree(0)))
        return failure();
      out.results.push_back(alg::ceilDivByTiler(sb, *tree(0), *tile));
      return success(sb.err.empty());
    }

  if (auto o = dyn_cast<SizeOp>(op)) {
    ArrayRef<int32_t> p = path(o.getMode());
    const STree *t = tree(0);
    const SLayout *l = outerOf(in[0]);
    if (!t && !need(l))
      return failure();
    STree s = alg::getPath(sb, t ? *t : l->shape, p);
    out.results.push_back(STree::leaf(alg::product(sb, s)));
  } else if (auto o = dyn_cast<CosizeOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(l))
      return failure();
    ArrayRef<int32_t> p = path(o.getMode());
    SLayout sub{alg::getPath(sb, l->shape, p), alg::getPath(sb, l->stride, p)};
    out.results.push_back(STree::leaf(alg::cosize(sb, sub)));
  } else if (auto o = dyn_cast<GetOp>(op)) {
    ArrayRef<int32_t> p = path(o.getMode());
    auto r = mapModes(in[0], [&](const STree &t) { return alg::getPath(sb, t, p); });
    if (!need(r ? &*r : nullptr))
      return failure();
    out.results.push_back(*r);
  } else if (isa<GetShapeOp, GetStrideOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(l))
      return failure();
    out.results.push_back(isa<GetShapeOp>(op) ? l->shape : l->stride);
  } else if (isa<GetLeavesOp>(op)) {
    const STree *t = tree(0);
    if (!need(t))
      return failure();
    std::vector<STree> ls;
    alg::leaves(*t, ls);
    for (STree &x : ls)
      out.results.push_back(x);
  } else if (auto o = dyn_cast<SelectOp>(op)) {
    auto r = mapModes(in[0], [&](const STree &t) { return alg::select(sb, t, o.getMode()); });
    if (!need(r ? &*r : nullptr))
      return failure();
    out.results.push_back(*r);
  } else if (isa<FlattenOp>(op)) {
    auto r = mapModes(in[0], [&](const STree &t) { return alg::flatten(t); });
    if (!need(r ? &*r : nullptr))
      return failure();
    out.results.push_back(*r);
  } else if (auto o = dyn_cast<GroupModesOp>(op)) {
    auto r = mapModes(in[0], [&](const STree &t) {
      return alg::group(sb, t, o.getBegin(), o.getEnd());
    });
    if (!need(r ? &*r : nullptr))
      return failure();
    out.results.push_back(*r);
  } else if (isa<AppendToRankOp, PrependToRankOp>(op)) {
    bool append = isa<AppendToRankOp>(op);
    int64_t n = append ? cast<AppendToRankOp>(op).getRank() : cast<PrependToRankOp>(op).getRank();
    auto fn = [&](const STree &t, const STree &x) {
      return append ? alg::appendToRank(t, n, x) : alg::prependToRank(t, n, x);
    };
    auto onLayout = [&](const SLayout &l, const SLayout &x) {
      return SLayout{fn(l.shape, x.shape), fn(l.stride, x.stride)};
    };
    const auto *x = std::get_if<SLayout>(&in[1]);
    if (tree(0) && tree(1)) {
      out.results.push_back(fn(*tree(0), *tree(1)));
    } else if (const auto *c = std::get_if<SComposed>(&in[0]); c && x) {
      SComposed r = *c;
      r.b = onLayout(c->b, *x);
      out.results.push_back(std::move(r));
    } else {
      const auto *a = std::get_if<SLayout>(&in[0]);
      if (!need(a) || !need(x))
        return failure();
      out.results.push_back(onLayout(*a, *x));
    }
  } else if (isa<ToCoordOp, ToIntTupleOp, ToShapeOp, ToStrideOp>(op)) {
    out.results.push_back(in[0]);
  } else if (isa<ComposedGetInnerOp, ComposedGetOffsetOp, ComposedGetOuterOp>(op)) {
    const auto *c = std::get_if<SComposed>(&in[0]);
    if (!need(c))
      return failure();
    if (isa<ComposedGetOffsetOp>(op))
      out.results.push_back(c->offset);
    else if (isa<ComposedGetOuterOp>(op))
      out.results.push_back(c->b);
    else if (c->swizzleInner)
      out.results.push_back(c->sw);
    else
      out.results.push_back(c->a);
  } else if (auto o = dyn_cast<Crd2IdxOp>(op)) {
    const STree *c = tree(0);
    if (!need(c))
      return failure();
    if (const auto *l = std::get_if<SLayout>(&in[1])) {
      out.results.push_back(alg::crd2idx(sb, *c, l->shape, l->stride));
    } else {
      const STree *s = tree(1);
      if (!need(s))
        return failure();
      out.results.push_back(o.getStride() ? alg::crd2idx(sb, *c, *s, *tree(2))
                                          : alg::crd2idx(sb, *c, *s));
    }
  } else if (isa<Idx2CrdOp>(op)) {
    if (!need(tree(0)) || !need(tree(1)))
      return failure();
    out.results.push_back(alg::idx2crd(sb, *tree(0), *tree(1)));
  } else if (isa<LayoutEvalOp>(op)) {
    if (!need(tree(0)))
      return failure();
    out.results.push_back(alg::layoutEval(sb, *tree(0), in[1]));
  } else if (isa<IncrementCoordOp>(op)) {
    if (!need(tree(0)) || !need(tree(1)))
      return failure();
    out.results.push_back(alg::incrementCoord(sb, *tree(0), *tree(1)));
  } else if (isa<TupleAddOp, TupleSubOp, ShapeDivOp, CeilDivOp>(op)) {
    if (!need(tree(0)) || !need(tree(1)))
      return failure();
    const STree &a = *tree(0), &b = *tree(1);
    if (isa<TupleAddOp>(op))
      out.results.push_back(alg::arithAdd(sb, a, b));
    else if (isa<TupleSubOp>(op))
      out.results.push_back(alg::tupleSub(sb, a, b));
    else if (isa<ShapeDivOp>(op))
      out.results.push_back(alg::shapeDiv(sb, a, b));
    else
      out.results.push_back(alg::ceilDiv(sb, a, b));
  } else if (isa<TupleProductOp>(op)) {
    if (!need(tree(0)))
      return failure();
    out.results.push_back(STree::leaf(alg::product(sb, *tree(0))));
  } else if (isa<TupleProductEachOp>(op)) {
    if (!need(tree(0)))
      return failure();
    out.results.push_back(alg::productEach(sb, *tree(0)));
  } else if (isa<ElemLessOp>(op)) {
    if (!need(tree(0)) || !need(tree(1)))
      return failure();
    out.bit = alg::elemLess(sb, *tree(0), *tree(1));
  } else if (isa<EqualOp, TupleEqOp>(op)) {
    out.bit = SymBool::of(false);
    if (in[0].index() != in[1].index())
      return success();
    if (tree(0)) {
      out.bit = alg::equal(sb, *tree(0), *tree(1));
    } else if (const auto *a = std::get_if<SLayout>(&in[0])) {
      const auto &b = std::get<SLayout>(in[1]);
      out.bit = sb.andB(alg::equal(sb, a->shape, b.shape), alg::equal(sb, a->stride, b.stride));
    } else if (const auto *a = std::get_if<core::Swizzle>(&in[0])) {
      out.bit = SymBool::of(*a == std::get<core::Swizzle>(in[1]));
    } else if (std::holds_alternative<STiler>(in[0])) {
      sb.fail("equal on dynamic tiles");
      return failure();
    } else {
      const auto &ca = std::get<SComposed>(in[0]), &cb = std::get<SComposed>(in[1]);
      if (ca.swizzleInner != cb.swizzleInner || (ca.swizzleInner && !(ca.sw == cb.sw)))
        return success();
      SymBool r = SymBool::of(true);
      if (!ca.swizzleInner)
        r = sb.andB(alg::equal(sb, ca.a.shape, cb.a.shape), alg::equal(sb, ca.a.stride, cb.a.stride));
      r = sb.andB(r, alg::equal(sb, ca.offset, cb.offset));
      r = sb.andB(r, sb.andB(alg::equal(sb, ca.b.shape, cb.b.shape),
                             alg::equal(sb, ca.b.stride, cb.b.stride)));
      out.bit = r;
    }
  } else if (isa<SliceOp, DiceOp>(op)) {
    const STree *c = tree(1);
    if (!need(c))
      return failure();
    std::optional<SVal> r = sliceValue(sb, *c, in[0], isa<DiceOp>(op));
    if (!r)
      return failure();
    out.results.push_back(std::move(*r));
  } else if (auto o = dyn_cast<CoalesceOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(l))
      return failure();
    SLayout r = alg::coalesce(sb, *l);
    if (o.getTargetProfile()) {
      if (!need(tree(1)))
        return failure();
      r = alg::coalesceProfile(sb, *l, *tree(1));
    }
    out.results.push_back(withOuter(in[0], std::move(r)));
  } else if (isa<FilterZerosOp, FilterOp>(op)) {
    // filter_zeros: extent 1 where the stride (or the profile) is a static
    // 0; filter = coalesce(filter_zeros(L)) with coalesce's dynamic rule.
    const SLayout *l = outerOf(in[0]);
    if (!need(l))
      return failure();
    const STree *z = &l->stride;
    if (auto fz = dyn_cast<FilterZerosOp>(op); fz && fz.getTargetProfile()) {
      z = tree(1);
      if (!need(z))
        return failure();
    }
    SLayout r{alg::extentOneAtZero(*z, l->shape), l->stride};
    if (isa<FilterOp>(op))
      r = alg::coalesce(sb, r);
    out.results.push_back(withOuter(in[0], std::move(r)));
  } else if (isa<CompositionOp>(op)) {
    // composition(A, B) and, for a composed A, composition of its outer.
    const SLayout *a = outerOf(in[0]);
    std::optional<STiler> t = tilerOf(in[1]);
    if (!need(a) || !need(t ? &*t : nullptr))
      return failure();
    out.results.push_back(withOuter(in[0], alg::composition(sb, *a, *t)));
  } else if (isa<ComplementOp>(op)) {
    // complement(A, cotarget), by default cotarget = cosize(filter(A)).
    // A layout cotarget stands for its shape.
    const auto *a = std::get_if<SLayout>(&in[0]);
    const STree *given = nullptr;
    if (in.size() > 1) {
      const auto *cotargetLayout = std::get_if<SLayout>(&in[1]);
      given = cotargetLayout ? &cotargetLayout->shape : tree(1);
    }
    if (!need(a) || (in.size() > 1 && !need(given)))
      return failure();
    STree cotarget = given ? *given : STree::leaf(alg::cosize(sb, alg::filter(sb, *a)));
    out.results.push_back(alg::complement(sb, *a, cotarget));
  } else if (isa<LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp, LogicalProductOp,
                 ZippedProductOp, TiledProductOp, FlatProductOp>(op)) {
    // zipped = tile_unzip(logical); tiled and flat unpack the zipped modes.
    const SLayout *a = outerOf(in[0]);
    std::optional<STiler> t = tilerOf(in[1]);
    if (!need(a) || !need(t ? &*t : nullptr))
      return failure();
    bool divide = isa<LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp>(op);
    SLayout r = divide ? alg::logicalDivide(sb, *a, *t) : alg::logicalProduct(sb, *a, *t);
    if (!isa<LogicalDivideOp, LogicalProductOp>(op))
      r = alg::tileUnzip(sb, r, *t);
    if (isa<TiledDivideOp, FlatDivideOp, TiledProductOp, FlatProductOp>(op))
      r = alg::unpackZipped(r, isa<FlatDivideOp, FlatProductOp>(op));
    out.results.push_back(withOuter(in[0], std::move(r)));
  } else if (isa<BlockedProductOp, RakedProductOp>(op)) {
    const SLayout *a = outerOf(in[0]);
    const auto *t = std::get_if<SLayout>(&in[1]);
    if (!need(a) || !need(t))
      return failure();
    out.results.push_back(
        withOuter(in[0], alg::rankProduct(sb, *a, *t, isa<RakedProductOp>(op))));
  } else if (auto o = dyn_cast<RecastLayoutOp>(op)) {
    // A composed layout recasts all three parts.
    int64_t newBits = int32_t(o.getNewTypeBits()), oldBits = int32_t(o.getOldTypeBits());
    if (const auto *c = std::get_if<SComposed>(&in[0])) {
      SComposed r = *c;
      r.b = alg::recast(sb, c->b, newBits, oldBits);
      r.offset = alg::recastOffset(sb, c->offset, newBits, oldBits);
      if (c->swizzleInner)
        r.sw = alg::recast(sb, c->sw, newBits, oldBits);
      else
        r.a = alg::recast(sb, c->a, newBits, oldBits);
      out.results.push_back(std::move(r));
    } else {
      const auto *a = std::get_if<SLayout>(&in[0]);
      if (!need(a))
        return failure();
      out.results.push_back(alg::recast(sb, *a, newBits, oldBits));
    }
  } else if (isa<StencilDivideOp>(op)) {
    // A composed input divides B.
    const SLayout *a = outerOf(in[0]);
    if (!need(a) || !need(tree(1)) || !need(tree(2)) || !need(tree(3)))
      return failure();
    out.results.push_back(
        withOuter(in[0], alg::stencilDivide(sb, *a, *tree(1), *tree(2), *tree(3))));
  } else if (isa<TileToShapeOp>(op)) {
    const SLayout *a = outerOf(in[0]);
    if (!need(a) || !need(tree(1)) || (in.size() > 2 && !need(tree(2))))
      return failure();
    out.results.push_back(
        withOuter(in[0], alg::tileToShape(sb, *a, *tree(1), in.size() > 2 ? tree(2) : nullptr)));
  } else if (isa<LocalTileOp, LocalPartitionOp>(op)) {
    // zipped_divide(input, tiler) with its rest modes (local_tile) or, by
    // product_each(shape(tiler)), its tile modes (local_partition) sliced by
    // coord; a scalar local_partition coord is a thread index. A composed
    // input divides B and is sliced as a composed layout.
    const SLayout *a = outerOf(in[0]);
    std::optional<STiler> t = tilerOf(in[1]);
    const STree *c = tree(2);
    if (!need(a) || !need(t ? &*t : nullptr) || !need(c))
      return failure();
    bool partition = isa<LocalPartitionOp>(op);
    STiler tiler = partition ? alg::tilerOfShape(alg::productEach(sb, t->layout.shape)) : *t;
    STree coord = partition && !c->isTuple() ? alg::flatCoord(sb, t->layout, *c) : *c;
    if (auto lt = dyn_cast<LocalTileOp>(op); lt && lt.getMode()) {
      ArrayRef<int32_t> modes = *lt.getMode();
      STiler selected;
      for (int32_t m : modes) {
        if (tiler.k != STiler::K::Tuple || m < 0 || size_t(m) >= tiler.elems.size()) {
          sb.fail("the mode list selects a mode the tiler does not have");
          return failure();
        }
        selected.elems.push_back(tiler.elems[m]);
      }
      tiler = std::move(selected);
    }
    SLayout zipped = alg::tileUnzip(sb, alg::logicalDivide(sb, *a, tiler), tiler);
    STree at = alg::zippedSliceCoord(sb, zipped, coord, !partition);
    std::optional<SVal> r = sliceValue(sb, at, withOuter(in[0], std::move(zipped)), /*dice=*/false);
    if (!r)
      return failure();
    out.results.push_back(std::move(*r));
  } else if (isa<MakeLayoutLikeOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(l))
      return failure();
    // compact_order(filter_zeros(stride, shape), stride): static-0 stride
    // modes become static-1 shapes (stride 0); dynamic strides order last.
    std::function<STree(const STree &, const STree &)> filterZeros = [&](const STree &d,
                                                                       const STree &s) {
      if (d.isTuple() && s.isTuple() && d.rank() == s.rank()) {
        std::vector<STree> e;
        for (size_t i = 0; i < d.rank(); ++i)
          e.push_back(filterZeros(d.elems[i], s.elems[i]));
        return STree::tuple(std::move(e));
      }
      if (d.isStaticInt(0))
        return STree::ofInt(1);
      return s;
    };
    std::vector<STree> ds;
    alg::leaves(l->stride, ds);
    for (const STree &d : ds)
      if (!d.isInt()) {
        sb.fail("make_layout_like needs integer strides");
        return failure();
      }
    SLayout r = alg::orderedLayout(sb, filterZeros(l->stride, l->shape), l->stride);
    out.results.push_back(SLayout{l->shape, r.stride});
  } else if (isa<MakeOrderedLayoutOp>(op)) {
    if (!need(tree(0)) || !need(tree(1)))
      return failure();
    out.results.push_back(alg::orderedLayout(sb, *tree(0), *tree(1)));
  } else if (isa<MakeIdentityLayoutOp>(op)) {
    if (!need(tree(0)))
      return failure();
    // The identity strides are static scaled bases: the declared ones.
    core::Layout decl = std::get<core::Layout>(*cuteValue(op->getResult(0).getType()));
    SmallVector<Value> none;
    size_t pos = 0;
    out.results.push_back(SLayout{*tree(0), treeOf(decl.stride, none, pos)});
    if (pos != 0) {
      sb.fail("the identity layout's strides are not static");
      return failure();
    }
  } else {
    sb.fail("no expansion");
    return failure();
  }
  return success(sb.err.empty());
}

/// Why --cute-expand cannot rewrite `op` (isSupported is false).
std::string unsupportedReason(Operation *op) {
  if (llvm::any_of(op->getOperandTypes(), isDynamicTile) ||
      llvm::any_of(op->getResultTypes(), isDynamicTile))
    return "on a tile with dynamic leaves is not supported by --cute-expand (only get, select, "
           "get_leaves, get_layouts_from_tile, get_shape, and the tiler operand of ceil_div, "
           "composition, the divides, the products and local_tile/local_partition)";
  return "with dynamic leaves is not supported by --cute-expand";
}

/// Rewrites one illegal cute op.
struct ExpandPattern : ConversionPattern {
  ExpandPattern(MLIRContext *ctx) : ConversionPattern(MatchAnyOpTypeTag(), 1, ctx) {
    setDebugName("ExpandPattern"); // named by per-pattern bisection
  }

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa<CuteDialect>(op->getDialect()) || isLegalCute(op))
      return failure();
    Location loc = op->getLoc();
    if (allResultsStatic(op)) {
      SmallVector<Value> repl;
      for (Type t : op->getResultTypes())
        repl.push_back(StaticOp::create(rewriter, loc, t));
      rewriter.replaceOp(op, repl);
      return success();
    }
    if (!isSupported(op))
      return op->emitOpError(unsupportedReason(op));
    SymBuilder sb(rewriter, loc, op->getName().getStringRef());
    std::vector<SVal> in;
    for (Value v : operands) {
      std::optional<SVal> sv = readOperand(sb, v);
      if (!sv)
        return op->emitOpError("cannot expand an operand of type ") << v.getType();
      in.push_back(std::move(*sv));
    }
    Expansion ex;
    if (failed(compute(op, sb, in, ex)))
      return op->emitOpError("cannot be expanded: ") << sb.err;
    SmallVector<Value> repl;
    if (ex.bit) {
      repl.push_back(sb.declaredBit(*ex.bit));
    } else {
      if (ex.results.size() != op->getNumResults())
        return op->emitOpError("computes ")
               << ex.results.size() << " results but declares " << op->getNumResults();
      for (auto [t, v] : llvm::zip(op->getResultTypes(), ex.results)) {
        std::string why;
        FailureOr<Value> r = buildResult(sb, t, v, why);
        if (failed(r))
          return op->emitOpError("declared result type ")
                 << t << " does not match the expansion: it has " << why;
        repl.push_back(*r);
      }
    }
    if (!sb.err.empty()) // e.g. a static result that does not fit its i32 leaf
      return op->emitOpError("cannot be expanded: ") << sb.err;
    rewriter.replaceOp(op, repl);
    return success();
  }
};

struct CuteExpand : impl::CuteExpandBase<CuteExpand> {
  using CuteExpandBase::CuteExpandBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    // Reject unsupported dynamic ops up front, so nothing is half rewritten.
    bool bad = false;
    module.walk([&](Operation *op) {
      if (!isa<CuteDialect>(op->getDialect()) || isLegalCute(op) || allResultsStatic(op) ||
          isSupported(op))
        return;
      op->emitOpError(unsupportedReason(op));
      bad = true;
    });
    if (bad)
      return signalPassFailure();

    // The algebra ops are left of unknown legality rather than illegal: an
    // op whose expansion fails has already reported why, and the driver
    // should not add a generic "failed to legalize" on top; the walk below
    // fails the pass instead.
    // Remember the ops the input already had, so that only the pure ops the
    // expansion created and left unused (arith, get_scalars, constructors
    // whose consumers read their scalars directly) are erased after it.
    auto cleanable = [](Operation *op) {
      return isa<arith::ArithDialect>(op->getDialect()) ||
             (isa<CuteDialect>(op->getDialect()) && !isa<PrintOp>(op));
    };
    llvm::DenseSet<Operation *> before;
    module.walk([&](Operation *op) {
      if (cleanable(op))
        before.insert(op);
    });

    ConversionTarget target(*ctx);
    target.addLegalDialect<arith::ArithDialect, scf::SCFDialect>();
    target.addLegalOp<cf::AssertOp>();
    target.addLegalOp<StaticOp, GetScalarsOp, MakeIntTupleOp, MakeShapeOp, MakeStrideOp,
                      MakeCoordOp, MakeTileOp, MakeLayoutOp, MakeLayoutRawOp,
                      MakeComposedLayoutOp, MakeComposedLayoutRawOp, MakeSwizzleOp, PrintOp>();
    RewritePatternSet patterns(ctx);
    patterns.add<ExpandPattern>(ctx);
    bool reported = false;
    {
      // Notes whether an expansion reported why it failed (and passes the
      // diagnostic on).
      ScopedDiagnosticHandler watch(ctx, [&](Diagnostic &d) {
        reported |= d.getSeverity() == DiagnosticSeverity::Error;
        return failure();
      });
      if (failed(applyPartialConversion(module, target, std::move(patterns))))
        return signalPassFailure();
    }
    // An op left unexpanded without a diagnostic had its pattern
    // application skipped (-mlir-debug-counter=apply-pattern-...).
    WalkResult left = module.walk([&](Operation *op) {
      if (!isa<CuteDialect>(op->getDialect()) || isLegalCute(op) || allowPartial)
        return WalkResult::advance();
      if (!reported)
        op->emitOpError("was not expanded: its pattern application was skipped "
                        "(allow-partial keeps such ops)");
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      return signalPassFailure();

    SmallVector<Operation *> created;
    module.walk([&](Operation *op) {
      if (cleanable(op) && !before.contains(op))
        created.push_back(op);
    });
    // Users come after their operands: erasing in reverse order removes
    // whole dead chains in one sweep.
    for (Operation *op : llvm::reverse(created))
      if (op->use_empty())
        op->erase();
  }
};

} // namespace
} // namespace cute::lower
