//===- ExpandArithmeticOps.cpp - --cute-expand of the tuple arithmetic ops -===//
//
// tuple_add, tuple_sub, shape_div, ceil_div (also by a dynamic tile),
// tuple_product(_each), elem_less, equal and tuple_eq.
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"


namespace cute::lower {

using namespace mlir;
using namespace cute::dialect;

namespace {

/// Whether two layouts are equal at run time: their shapes, then their
/// strides (emitted in that order).
SymBool equalLayouts(SymBuilder &sb, const SLayout &a, const SLayout &b) {
  SymBool shapes = alg::equal(sb, a.shape, b.shape);
  return sb.andB(shapes, alg::equal(sb, a.stride, b.stride));
}

/// The results of a tuple arithmetic op from its operands' run-time values.
LogicalResult expandArithmetic(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  if (isa<CeilDivOp>(op))
    if (const auto *tile = std::get_if<STiler>(&in[1])) {
      if (!need(sb, treeAt(in, 0)))
        return failure();
      out.results.push_back(alg::ceilDivByTiler(sb, *treeAt(in, 0), *tile));
      return success();
    }
  if (isa<TupleAddOp, TupleSubOp, ShapeDivOp, CeilDivOp>(op)) {
    if (!need(sb, treeAt(in, 0)) || !need(sb, treeAt(in, 1)))
      return failure();
    const STree &a = *treeAt(in, 0), &b = *treeAt(in, 1);
    if (isa<TupleAddOp>(op))
      out.results.push_back(alg::arithAdd(sb, a, b));
    else if (isa<TupleSubOp>(op))
      out.results.push_back(alg::tupleSub(sb, a, b));
    else if (isa<ShapeDivOp>(op))
      out.results.push_back(alg::shapeDiv(sb, a, b));
    else
      out.results.push_back(alg::ceilDiv(sb, a, b));
  } else if (isa<TupleProductOp>(op)) {
    if (!need(sb, treeAt(in, 0)))
      return failure();
    out.results.push_back(STree::leaf(alg::product(sb, *treeAt(in, 0))));
  } else if (isa<TupleProductEachOp>(op)) {
    if (!need(sb, treeAt(in, 0)))
      return failure();
    out.results.push_back(alg::productEach(sb, *treeAt(in, 0)));
  } else if (isa<ElemLessOp>(op)) {
    if (!need(sb, treeAt(in, 0)) || !need(sb, treeAt(in, 1)))
      return failure();
    out.bit = alg::elemLess(sb, *treeAt(in, 0), *treeAt(in, 1));
  } else if (isa<EqualOp, TupleEqOp>(op)) {
    out.bit = SymBool::of(false);
    if (in[0].index() != in[1].index())
      return success();
    if (treeAt(in, 0)) {
      out.bit = alg::equal(sb, *treeAt(in, 0), *treeAt(in, 1));
    } else if (const auto *a = std::get_if<SLayout>(&in[0])) {
      const auto &b = std::get<SLayout>(in[1]);
      out.bit = equalLayouts(sb, *a, b);
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
        r = equalLayouts(sb, ca.a, cb.a);
      r = sb.andB(r, alg::equal(sb, ca.offset, cb.offset));
      r = sb.andB(r, equalLayouts(sb, ca.b, cb.b));
      out.bit = r;
    }
  } else {
    return noExpansion(sb);
  }
  return success();
}

} // namespace

void populateExpandArithmeticPatterns(RewritePatternSet &patterns) {
  addExpandPatterns<TupleAddOp, TupleSubOp, ShapeDivOp, CeilDivOp, TupleProductOp,
                    TupleProductEachOp, ElemLessOp, EqualOp, TupleEqOp>(patterns, expandArithmetic);
}

} // namespace cute::lower
