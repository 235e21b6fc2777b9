//===- ExpandAlgebraOps.cpp - --cute-expand of the layout algebra ops ----===//
//
// coalesce, filter_zeros, filter, composition, complement, recast_layout,
// make_layout_like, make_ordered_layout and make_identity_layout.
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"

#include <functional>

namespace cute::lower {

using namespace mlir;
using namespace cute::dialect;

namespace {

/// The results of a layout-algebra op from its operands' run-time values.
LogicalResult expandAlgebra(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  if (auto o = dyn_cast<CoalesceOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(sb, l))
      return failure();
    SLayout r = alg::coalesce(sb, *l);
    if (o.getTargetProfile()) {
      if (!need(sb, treeAt(in, 1)))
        return failure();
      r = alg::coalesceProfile(sb, *l, *treeAt(in, 1));
    }
    out.results.push_back(withOuter(in[0], std::move(r)));
  } else if (isa<FilterZerosOp, FilterOp>(op)) {
    // filter_zeros: extent 1 where the stride (or the profile) is a static
    // 0; filter = coalesce(filter_zeros(L)) with coalesce's dynamic rule.
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
  } else if (isa<CompositionOp>(op)) {
    // composition(A, B) and, for a composed A, composition of its outer.
    const SLayout *a = outerOf(in[0]);
    std::optional<STiler> t = tilerOf(in[1]);
    if (!need(sb, a) || !need(sb, t ? &*t : nullptr))
      return failure();
    out.results.push_back(withOuter(in[0], alg::composition(sb, *a, *t)));
  } else if (isa<ComplementOp>(op)) {
    // complement(A, cotarget), by default cotarget = cosize(filter(A)).
    // A layout cotarget stands for its shape.
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
  } else if (auto o = dyn_cast<RecastLayoutOp>(op)) {
    // A composed layout recasts all three parts.
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
    } else {
      const auto *a = std::get_if<SLayout>(&in[0]);
      if (!need(sb, a))
        return failure();
      out.results.push_back(alg::recastLayout(sb, *a, newBits, oldBits));
    }
  } else if (isa<MakeLayoutLikeOp>(op)) {
    const SLayout *l = outerOf(in[0]);
    if (!need(sb, l))
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
    SLayout r = alg::makeOrderedLayout(sb, filterZeros(l->stride, l->shape), l->stride);
    out.results.push_back(SLayout{l->shape, r.stride});
  } else if (isa<MakeOrderedLayoutOp>(op)) {
    if (!need(sb, treeAt(in, 0)) || !need(sb, treeAt(in, 1)))
      return failure();
    out.results.push_back(alg::makeOrderedLayout(sb, *treeAt(in, 0), *treeAt(in, 1)));
  } else if (isa<MakeIdentityLayoutOp>(op)) {
    if (!need(sb, treeAt(in, 0)))
      return failure();
    // The identity strides are static scaled bases: the declared ones.
    core::Layout decl = std::get<core::Layout>(*cuteValue(op->getResult(0).getType()));
    SmallVector<Value> none;
    size_t pos = 0;
    out.results.push_back(SLayout{*treeAt(in, 0), treeOf(decl.stride, none, pos)});
    if (pos != 0) {
      sb.fail("the identity layout's strides are not static");
      return failure();
    }

  } else {
    return noExpansion(sb);
  }
  return success(sb.err.empty());
}

} // namespace

void populateExpandAlgebraPatterns(RewritePatternSet &patterns) {
  addExpandPatterns<CoalesceOp, FilterZerosOp, FilterOp, CompositionOp, ComplementOp,
                    RecastLayoutOp, MakeLayoutLikeOp, MakeOrderedLayoutOp, MakeIdentityLayoutOp>(
      patterns, expandAlgebra);
}

} // namespace cute::lower
