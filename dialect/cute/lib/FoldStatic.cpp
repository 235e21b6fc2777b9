//===- FoldStatic.cpp - --cute-fold-static --------------------------------===//
//
// Replaces pure cute ops whose results are fully static with cute.static,
// folds equal/elem_less/tuple_eq on static operands to arith.constant, then
// erases dead pure ops.
//
//===----------------------------------------------------------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/Dialect/Cute/Passes.h"
#include "cute-oracle/core/Operations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Iterators.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;

namespace cute::dialect {
#define GEN_PASS_DEF_CUTEFOLDSTATIC
#include "cute-oracle/Dialect/Cute/Passes.h.inc"

namespace {

bool isFoldablePure(Operation *op) {
  return isa<CuteDialect>(op->getDialect()) && !isa<StaticOp>(op) && op->getNumResults() > 0 &&
         isMemoryEffectFree(op);
}

/// The i1 an equal/elem_less/tuple_eq computes on static operands.
std::optional<bool> staticPredicate(Operation *op) {
  const core::Operation &coreOp =
      isa<ElemLessOp>(op) ? core::operation::elem_less : core::operation::equal;
  if (!isa<EqualOp, ElemLessOp, TupleEqOp>(op))
    return std::nullopt;
  for (Type t : op->getOperandTypes())
    if (!isStaticType(t))
      return std::nullopt;
  Inference inf = inferWithCore(coreOp, op->getOperandTypes());
  if (!inf.value || !std::holds_alternative<bool>(*inf.value))
    return std::nullopt;
  return std::get<bool>(*inf.value);
}

} // namespace

bool replaceUsesByStatic(Operation *op, RewriterBase &rewriter) {
  if (!isFoldablePure(op) || op->use_empty())
    return false;
  rewriter.setInsertionPoint(op);
  if (std::optional<bool> v = staticPredicate(op)) {
    Value c = arith::ConstantOp::create(rewriter, op->getLoc(), rewriter.getBoolAttr(*v));
    rewriter.replaceAllUsesWith(op->getResult(0), c);
    return true;
  }
  for (Type t : op->getResultTypes())
    if (!isCuteType(t) || !isStaticType(t))
      return false;
  for (Value r : op->getResults())
    if (!r.use_empty())
      rewriter.replaceAllUsesWith(r, StaticOp::create(rewriter, op->getLoc(), r.getType()));
  return true;
}

namespace {

struct CuteFoldStaticPass : impl::CuteFoldStaticBase<CuteFoldStaticPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation()->walk([&](Operation *op) { replaceUsesByStatic(op, rewriter); });
    getOperation()->walk<WalkOrder::PostOrder, ReverseIterator>([](Operation *op) {
      if (isOpTriviallyDead(op))
        op->erase();
    });
  }
};

} // namespace
} // namespace cute::dialect
