//===- ExpandIndexingOps.cpp - --cute-expand of the indexing ops ---------===//
//
// crd2idx, idx2crd, layout_eval, increment_coord, slice and dice.
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"

namespace cute::lower {

using namespace mlir;
using namespace cute::dialect;

namespace {

/// The results of an indexing op from its operands' run-time values.
LogicalResult expandIndexing(Operation *op, SymBuilder &sb, ArrayRef<SVal> in, Expansion &out) {
  if (auto o = dyn_cast<Crd2IdxOp>(op)) {
    const STree *c = treeAt(in, 0);
    if (!need(sb, c))
      return failure();
    if (const auto *l = std::get_if<SLayout>(&in[1])) {
      out.results.push_back(alg::crd2idx(sb, *c, l->shape, l->stride));
    } else {
      const STree *s = treeAt(in, 1);
      if (!need(sb, s))
        return failure();
      out.results.push_back(o.getStride() ? alg::crd2idx(sb, *c, *s, *treeAt(in, 2))
                                          : alg::crd2idx(sb, *c, *s));
    }
  } else if (isa<Idx2CrdOp>(op)) {
    if (!need(sb, treeAt(in, 0)) || !need(sb, treeAt(in, 1)))
      return failure();
    out.results.push_back(alg::idx2crd(sb, *treeAt(in, 0), *treeAt(in, 1)));
  } else if (isa<LayoutEvalOp>(op)) {
    if (!need(sb, treeAt(in, 0)))
      return failure();
    out.results.push_back(alg::layoutEval(sb, *treeAt(in, 0), in[1]));
  } else if (isa<IncrementCoordOp>(op)) {
    if (!need(sb, treeAt(in, 0)) || !need(sb, treeAt(in, 1)))
      return failure();
    out.results.push_back(alg::incrementCoord(sb, *treeAt(in, 0), *treeAt(in, 1)));
  } else if (isa<SliceOp, DiceOp>(op)) {
    const STree *c = treeAt(in, 1);
    if (!need(sb, c))
      return failure();
    if (failed(appendSlice(sb, *c, in[0], isa<DiceOp>(op), out)))
      return failure();
  } else {
    return noExpansion(sb);
  }
  return success();
}

} // namespace

void populateExpandIndexingPatterns(RewritePatternSet &patterns) {
  addExpandPatterns<Crd2IdxOp, Idx2CrdOp, LayoutEvalOp, IncrementCoordOp, SliceOp, DiceOp>(
      patterns, expandIndexing);
}

} // namespace cute::lower
