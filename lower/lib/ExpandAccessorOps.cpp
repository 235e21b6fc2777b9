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
  return success(sb.err.empty());
}

/// The results of an accessor op from its operands' run-time values.
LogicalResult expandAccessor(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  if (const auto *tile = std::get_if<STiler>(&in[0]))
    return expandOnTile(op, sb, *tile, out);
  if (auto o = dyn_cast<SizeOp>(op)) {
    ArrayRef<int32_t> p = pathOf(o.getMode());
    const STree *t = treeAt(in, 0);
    const SLayout *l = outerOf(in[0]);
    if (!t && !need(sb, l))
      return failure();
    STree s = alg::getMode(sb, t ? *t : l->shape, p);
    out.results.push_back(STree::leaf(alg::product(sb, s)));
  } else if (auto o = dyn_cast<CosizeOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(sb, l))
      return failure();
    ArrayRef<int32_t> p = pathOf(o.getMode());
    SLayout sub{alg::getMode(sb, l->shape, p), alg::getMode(sb, l->stride, p)};
    out.results.push_back(STree::leaf(alg::cosize(sb, sub)));
  } else if (auto o = dyn_cast<GetOp>(op)) {
    ArrayRef<int32_t> p = pathOf(o.getMode());
    auto r = mapModes(in[0], [&](const STree &t) { return alg::getMode(sb, t, p); });
    if (!need(sb, r ? &*r : nullptr))
      return failure();
    out.results.push_back(*r);
  } else if (isa<GetShapeOp, GetStrideOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(sb, l))
      return failure();
    out.results.push_back(isa<GetShapeOp>(op) ? l->shape : l->stride);
  } else if (isa<GetLeavesOp>(op)) {
    const STree *t = treeAt(in, 0);
    if (!need(sb, t))
      return failure();
    std::vector<STree> ls;
    alg::leaves(*t, ls);
    for (STree &x : ls)
      out.results.push_back(x);
  } else if (auto o = dyn_cast<SelectOp>(op)) {
    auto r = mapModes(in[0], [&](const STree &t) { return alg::select(sb, t, o.getMode()); });
    if (!need(sb, r ? &*r : nullptr))
      return failure();
    out.results.push_back(*r);
  } else if (isa<FlattenOp>(op)) {
    auto r = mapModes(in[0], [&](const STree &t) { return alg::flatten(t); });
    if (!need(sb, r ? &*r : nullptr))
      return failure();
    out.results.push_back(*r);
  } else if (auto o = dyn_cast<GroupModesOp>(op)) {
    auto r = mapModes(in[0],
                      [&](const STree &t) { return alg::group(sb, t, o.getBegin(), o.getEnd()); });
    if (!need(sb, r ? &*r : nullptr))
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
  } else if (isa<ToCoordOp, ToIntTupleOp, ToShapeOp, ToStrideOp>(op)) {
    out.results.push_back(in[0]);
  } else if (isa<ComposedGetInnerOp, ComposedGetOffsetOp, ComposedGetOuterOp>(op)) {
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
  } else {
    return noExpansion(sb);
  }
  return success(sb.err.empty());
}

} // namespace

void populateExpandAccessorPatterns(RewritePatternSet &patterns) {
  addExpandPatterns<SizeOp, CosizeOp, GetOp, GetShapeOp, GetStrideOp, GetLeavesOp, SelectOp,
                    FlattenOp, GroupModesOp, AppendToRankOp, PrependToRankOp, ToCoordOp,
                    ToIntTupleOp, ToShapeOp, ToStrideOp, ComposedGetInnerOp, ComposedGetOffsetOp,
                    ComposedGetOuterOp, GetLayoutsFromTileOp>(patterns, expandAccessor);
}

} // namespace cute::lower
