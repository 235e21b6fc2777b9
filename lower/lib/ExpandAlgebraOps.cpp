//===- ExpandAlgebraOps.cpp - --cute-expand of the layout algebra ops ----===//
//
// coalesce, filter_zeros, filter, composition, complement, recast_layout,
// make_layout_like, make_ordered_layout and make_identity_layout.
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"


namespace cute::lower {

using namespace mlir;
using namespace cute::dialect;

namespace {

/// coalesce(L[, profile]) of a layout or of B of a composed layout.
LogicalResult expandCoalesce(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  const SLayout *l = outerOf(in[0]);
  if (!need(sb, l))
    return failure();
  SLayout r = alg::coalesce(sb, *l);
  if (cast<CoalesceOp>(op).getTargetProfile()) {
    if (!need(sb, treeAt(in, 1)))
      return failure();
    r = alg::coalesceProfile(sb, *l, *treeAt(in, 1));
  }
  out.results.push_back(withOuter(in[0], std::move(r)));
  return success();
}

/// filter_zeros: extent 1 where the stride (or the profile) is a static 0;
/// filter = coalesce(filter_zeros(L)) with coalesce's dynamic rule.
LogicalResult expandFilter(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  const SLayout *l = outerOf(in[0]);
  if (!need(sb, l))
    return failure();
  const STree *z = &l->stride;
  if (auto fz = dyn_cast<FilterZerosOp>(op); fz && fz.getTargetProfile()) {
    z = treeAt(in, 1);
    if (!need(sb, z))
      return failure();
  }
  SLayout r{alg::extentOneAtZero(*z, l->shape), l->stride};
  if (isa<FilterOp>(op))
    r = alg::coalesce(sb, r);
  out.results.push_back(withOuter(in[0], std::move(r)));
  return success();
}

/// composition(A, B) and, for a composed A, composition of its outer.
LogicalResult expandComposition(Operation *, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  const SLayout *a = outerOf(in[0]);
  std::optional<STiler> t = tilerOf(in[1]);
  if (!need(sb, a) || !need(sb, t ? &*t : nullptr))
    return failure();
  out.results.push_back(withOuter(in[0], alg::composition(sb, *a, *t)));
  return success();
}

/// complement(A, cotarget), by default cotarget = cosize(filter(A)). A
/// layout cotarget stands for its shape.
LogicalResult expandComplement(Operation *, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  const auto *a = std::get_if<SLayout>(&in[0]);
  const STree *given = nullptr;
  if (in.size() > 1) {
    const auto *cotargetLayout = std::get_if<SLayout>(&in[1]);
    given = cotargetLayout ? &cotargetLayout->shape : treeAt(in, 1);
  }
  if (!need(sb, a) || (in.size() > 1 && !need(sb, given)))
    return failure();
  STree cotarget = given ? *given : STree::leaf(alg::cosize(sb, alg::filter(sb, *a)));
  out.results.push_back(alg::complement(sb, *a, cotarget));
  return success();
}

/// recast_layout of a layout; a composed layout recasts all three parts.
LogicalResult expandRecastLayout(Operation *op, SymBuilder &sb, ArrayRef<SVal> in,
                                 Expansion &out) {
  auto o = cast<RecastLayoutOp>(op);
  int64_t newBits = int32_t(o.getNewTypeBits()), oldBits = int32_t(o.getOldTypeBits());
  if (const auto *c = std::get_if<SComposed>(&in[0])) {
    SComposed r = *c;
    r.b = alg::recastLayout(sb, c->b, newBits, oldBits);
    r.offset = alg::recastOffset(sb, c->offset, newBits, oldBits);
    if (c->swizzleInner)
      r.sw = alg::recastSwizzle(sb, c->sw, newBits, oldBits);
    else
      r.a = alg::recastLayout(sb, c->a, newBits, oldBits);
    out.results.push_back(std::move(r));
    return success();
  }
  const auto *a = std::get_if<SLayout>(&in[0]);
  if (!need(sb, a))
    return failure();
  out.results.push_back(alg::recastLayout(sb, *a, newBits, oldBits));
  return success();
}

/// filter_zeros(stride, shape) of make_layout_like: static-0 stride modes
/// become static-1 extents.
STree extentOneAtStaticZero(const STree &d, const STree &s) {
  if (d.isTuple() && s.isTuple() && d.rank() == s.rank()) {
    std::vector<STree> e;
    for (size_t i = 0; i < d.rank(); ++i)
      e.push_back(extentOneAtStaticZero(d.elems[i], s.elems[i]));
    return STree::tuple(std::move(e));
  }
  if (d.isStaticInt(0))
    return STree::ofInt(1);
  return s;
}

/// make_layout_like(L): L's shape with the strides of
/// compact_order(filter_zeros(stride, shape), stride); run-time strides
/// order last.
LogicalResult expandMakeLayoutLike(Operation *, SymBuilder &sb, ArrayRef<SVal> in,
                                   Expansion &out) {
  const SLayout *l = outerOf(in[0]);
  if (!need(sb, l))
    return failure();
  std::vector<STree> ds;
  alg::leaves(l->stride, ds);
  for (const STree &d : ds)
    if (!d.isInt()) {
      sb.fail("make_layout_like needs integer strides");
      return failure();
    }
  SLayout r = alg::makeOrderedLayout(sb, extentOneAtStaticZero(l->stride, l->shape), l->stride);
  out.results.push_back(SLayout{l->shape, r.stride});
  return success();
}

/// make_ordered_layout(shape, order).
LogicalResult expandMakeOrderedLayout(Operation *, SymBuilder &sb, ArrayRef<SVal> in,
                                      Expansion &out) {
  if (!need(sb, treeAt(in, 0)) || !need(sb, treeAt(in, 1)))
    return failure();
  out.results.push_back(alg::makeOrderedLayout(sb, *treeAt(in, 0), *treeAt(in, 1)));
  return success();
}

/// make_identity_layout(shape): the shape with the declared strides, which
/// are static scaled bases.
LogicalResult expandMakeIdentityLayout(Operation *op, SymBuilder &sb, ArrayRef<SVal> in,
                                       Expansion &out) {
  if (!need(sb, treeAt(in, 0)))
    return failure();
  core::Layout decl = std::get<core::Layout>(*cuteValue(op->getResult(0).getType()));
  SmallVector<Value> none;
  size_t pos = 0;
  out.results.push_back(SLayout{*treeAt(in, 0), treeOf(decl.stride, none, pos)});
  if (pos == 0)
    return success();
  sb.fail("the identity layout's strides are not static");
  return failure();
}

} // namespace

void populateExpandAlgebraPatterns(RewritePatternSet &patterns) {
  addExpandPatterns<CoalesceOp>(patterns, expandCoalesce);
  addExpandPatterns<FilterZerosOp, FilterOp>(patterns, expandFilter);
  addExpandPatterns<CompositionOp>(patterns, expandComposition);
  addExpandPatterns<ComplementOp>(patterns, expandComplement);
  addExpandPatterns<RecastLayoutOp>(patterns, expandRecastLayout);
  addExpandPatterns<MakeLayoutLikeOp>(patterns, expandMakeLayoutLike);
  addExpandPatterns<MakeOrderedLayoutOp>(patterns, expandMakeOrderedLayout);
  addExpandPatterns<MakeIdentityLayoutOp>(patterns, expandMakeIdentityLayout);
}

} // namespace cute::lower
