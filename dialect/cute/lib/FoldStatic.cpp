//===- FoldStatic.cpp - --cute-fold-static --------------------------------===//
//
// Replaces pure cute ops whose results are fully static with cute.static,
// folds equal/elem_less/tuple_eq on static operands to arith.constant, then
// erases dead pure ops.
//
//===----------------------------------------------------------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/Dialect/Cute/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
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
  StringRef coreOp = isa<ElemLessOp>(op) ? "elem_less" : "equal";
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

/// Replaces `op` by constants when all its results are static.
void foldToStatic(Operation *op) {
  if (!isFoldablePure(op))
    return;
  OpBuilder b(op);
  if (std::optional<bool> v = staticPredicate(op)) {
    Value c = arith::ConstantOp::create(b, op->getLoc(), b.getBoolAttr(*v));
    op->getResult(0).replaceAllUsesWith(c);
    return;
  }
  for (Type t : op->getResultTypes())
    if (!isCuteType(t) || !isStaticType(t))
      return;
  for (Value r : op->getResults())
    if (!r.use_empty())
      r.replaceAllUsesWith(StaticOp::create(b, op->getLoc(), r.getType()));
}

struct CuteFoldStaticPass : impl::CuteFoldStaticBase<CuteFoldStaticPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) { foldToStatic(op); });
    getOperation()->walk<WalkOrder::PostOrder, ReverseIterator>([](Operation *op) {
      if (isOpTriviallyDead(op))
        op->erase();
    });
  }
};

} // namespace
} // namespace cute::dialect
