//===- ExpandAccessorOps.cpp - --cute-expand of the accessors ops --------===//
//
// size, cosize, get, get_shape/get_stride, get_leaves, select, flatten,
// group_modes, append/prepend_to_rank, the to_* casts, composed_get_* and
// get_layouts_from_tile; on dynamic tiles get, select, get_shape,
// get_leaves and get_layouts_from_tile.
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"

#include <functional>

namespace cute::lower {

using namespace mlir;
using namespace cute::dialect;

namespace {

/// get, select, get_shape, get_leaves and get_layouts_from_tile of a
/// dynamic tile: the tile's tiler, descended by the mode path.
LogicalResult expandOnTile(Operation *op, SymBuilder &sb, const STiler &tileValue, Expansion &out) {
  const STiler *tile = &tileValue;
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
      r.layout = SLayout{alg::getMode(sb, t.layout.shape, p), alg::getMode(sb, t.layout.stride, p)};
    else
      r.leaf = alg::getMode(sb, t.leaf, p);
    return r;
  };
  if (auto o = dyn_cast<GetOp>(op)) {
    out.results.push_back(getTiler(*tile, pathOf(o.getMode())));
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
  return success();
}

/// `F`, or for a tile operand expandOnTile.
template <ExpandFn F>
LogicalResult orOnTile(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  if (const auto *tile = std::get_if<STiler>(&in[0]))
    return expandOnTile(op, sb, *tile, out);
  return F(op, sb, in, out);
}

/// A result that mapModes may fail to give.
LogicalResult pushMapped(SymBuilder &sb, std::optional<SVal> r, Expansion &out) {
  if (!need(sb, r ? &*r : nullptr))
    return failure();
  out.results.push_back(std::move(*r));
  return success();
}

/// size(x[, mode]): the product of the (mode of the) shape.
LogicalResult expandSize(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  ArrayRef<int32_t> p = pathOf(cast<SizeOp>(op).getMode());
  const STree *t = treeAt(in, 0);
  const SLayout *l = outerOf(in[0]);
  if (!t && !need(sb, l))
    return failure();
  STree s = alg::getMode(sb, t ? *t : l->shape, p);
  out.results.push_back(STree::leaf(alg::product(sb, s)));
  return success();
}

/// cosize(L[, mode]).
LogicalResult expandCosize(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  const SLayout *l = outerOf(in[0]);
  if (!need(sb, l))
    return failure();
  ArrayRef<int32_t> p = pathOf(cast<CosizeOp>(op).getMode());
  SLayout sub{alg::getMode(sb, l->shape, p), alg::getMode(sb, l->stride, p)};
  out.results.push_back(STree::leaf(alg::cosize(sb, sub)));
  return success();
}

/// get(x, mode...): the mode at the path, of a tuple or a layout.
LogicalResult expandGet(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  ArrayRef<int32_t> p = pathOf(cast<GetOp>(op).getMode());
  return pushMapped(sb, mapModes(in[0], [&](const STree &t) { return alg::getMode(sb, t, p); }),
                    out);
}

/// get_shape / get_stride of a layout or of B of a composed layout.
LogicalResult expandGetShapeOrStride(Operation *op, SymBuilder &sb, ArrayRef<SVal> in,
                                     Expansion &out) {
  const SLayout *l = outerOf(in[0]);
  if (!need(sb, l))
    return failure();
  out.results.push_back(isa<GetShapeOp>(op) ? l->shape : l->stride);
  return success();
}

/// get_leaves: one result per leaf, depth-first.
LogicalResult expandGetLeaves(Operation *, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  const STree *t = treeAt(in, 0);
  if (!need(sb, t))
    return failure();
  std::vector<STree> ls;
  alg::leaves(*t, ls);
  for (STree &x : ls)
    out.results.push_back(x);
  return success();
}

LogicalResult expandSelect(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  ArrayRef<int32_t> modes = cast<SelectOp>(op).getMode();
  return pushMapped(sb, mapModes(in[0], [&](const STree &t) { return alg::select(sb, t, modes); }),
                    out);
}

LogicalResult expandFlatten(Operation *, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  return pushMapped(sb, mapModes(in[0], [&](const STree &t) { return alg::flatten(t); }), out);
}

LogicalResult expandGroupModes(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  auto o = cast<GroupModesOp>(op);
  return pushMapped(
      sb,
      mapModes(in[0], [&](const STree &t) { return alg::group(sb, t, o.getBegin(), o.getEnd()); }),
      out);
}

/// append_to_rank / prepend_to_rank of a tuple, a layout (shape and stride
/// alike) or B of a composed layout.
LogicalResult expandToRank(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  bool append = isa<AppendToRankOp>(op);
  int64_t n = append ? cast<AppendToRankOp>(op).getRank() : cast<PrependToRankOp>(op).getRank();
  auto fn = [&](const STree &t, const STree &x) {
    return append ? alg::appendToRank(t, n, x) : alg::prependToRank(t, n, x);
  };
  auto onLayout = [&](const SLayout &l, const SLayout &x) {
    return SLayout{fn(l.shape, x.shape), fn(l.stride, x.stride)};
  };
  const auto *x = std::get_if<SLayout>(&in[1]);
  if (treeAt(in, 0) && treeAt(in, 1)) {
    out.results.push_back(fn(*treeAt(in, 0), *treeAt(in, 1)));
  } else if (const auto *c = std::get_if<SComposed>(&in[0]); c && x) {
    SComposed r = *c;
    r.b = onLayout(c->b, *x);
    out.results.push_back(std::move(r));
  } else {
    const auto *a = std::get_if<SLayout>(&in[0]);
    if (!need(sb, a) || !need(sb, x))
      return failure();
    out.results.push_back(onLayout(*a, *x));
  }
  return success();
}

/// The tuple casts: the same value.
LogicalResult expandCast(Operation *, SymBuilder &, ArrayRef<SVal> in, Expansion &out) {
  out.results.push_back(in[0]);
  return success();
}

/// composed_get_inner / _offset / _outer: a part of A o offset o B.
LogicalResult expandComposedGet(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  const auto *c = std::get_if<SComposed>(&in[0]);
  if (!need(sb, c))
    return failure();
  if (isa<ComposedGetOffsetOp>(op))
    out.results.push_back(c->offset);
  else if (isa<ComposedGetOuterOp>(op))
    out.results.push_back(c->b);
  else if (c->swizzleInner)
    out.results.push_back(c->sw);
  else
    out.results.push_back(c->a);
  return success();
}

/// Ops whose operand is only ever a tile.
LogicalResult expandNoTile(Operation *, SymBuilder &sb, ArrayRef<SVal>, Expansion &) {
  return noExpansion(sb);
}

} // namespace

void populateExpandAccessorPatterns(RewritePatternSet &patterns) {
  addExpandPatterns<SizeOp>(patterns, orOnTile<expandSize>);
  addExpandPatterns<CosizeOp>(patterns, orOnTile<expandCosize>);
  addExpandPatterns<GetOp>(patterns, orOnTile<expandGet>);
  addExpandPatterns<GetShapeOp, GetStrideOp>(patterns, orOnTile<expandGetShapeOrStride>);
  addExpandPatterns<GetLeavesOp>(patterns, orOnTile<expandGetLeaves>);
  addExpandPatterns<SelectOp>(patterns, orOnTile<expandSelect>);
  addExpandPatterns<FlattenOp>(patterns, orOnTile<expandFlatten>);
  addExpandPatterns<GroupModesOp>(patterns, orOnTile<expandGroupModes>);
  addExpandPatterns<AppendToRankOp, PrependToRankOp>(patterns, orOnTile<expandToRank>);
  addExpandPatterns<ToCoordOp, ToIntTupleOp, ToShapeOp, ToStrideOp>(patterns, orOnTile<expandCast>);
  addExpandPatterns<ComposedGetInnerOp, ComposedGetOffsetOp, ComposedGetOuterOp>(
      patterns, orOnTile<expandComposedGet>);
  addExpandPatterns<GetLayoutsFromTileOp>(patterns, orOnTile<expandNoTile>);
}

} // namespace cute::lower
