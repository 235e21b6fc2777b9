//===- CuteReduction.cpp - The cute dialect's reduction patterns ----------===//
//
// What MLIR's reducer may try on cute IR, through the dialect's
// DialectReductionPatternInterface:
// - StaticizeResults: a pure cute op whose results are fully static is
//   replaced by cute.static of its result types (its operands, and what
//   computed them, may then be deleted). @post the program prints the
//   same: the static types are what the verifier computed.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Reducer/ReductionPatternInterface.h"

using namespace mlir;

namespace cute::dialect {

namespace {

struct StaticizeResults : RewritePattern {
  explicit StaticizeResults(MLIRContext *ctx) : RewritePattern(MatchAnyOpTypeTag(), 1, ctx) {}
  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    if (!isa<CuteDialect>(op->getDialect()) || !replaceUsesByStatic(op, rewriter))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

struct CuteReductionPatterns : DialectReductionPatternInterface {
  explicit CuteReductionPatterns(Dialect *dialect) : DialectReductionPatternInterface(dialect) {}
  void populateReductionPatterns(RewritePatternSet &patterns) const override {
    patterns.add<StaticizeResults>(patterns.getContext());
  }
};

} // namespace

void registerCuteReductionPatterns(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, CuteDialect *d) {
    d->addInterfaces<CuteReductionPatterns>();
  });
}

} // namespace cute::dialect
