//===- Expand.cpp - --cute-expand ------------------------------------------===//
//
// Rewrites cute algebra ops (a partial conversion) into
//   - cute.static when the declared result type is fully static and the
//     operands are too, or the op has no pattern (any op);
//   - otherwise the operands' dynamic scalars (from their constructors, or
//     cute.get_scalars<{only_dynamic}>), arith computing every dynamic leaf
//     of the DECLARED result type, and make_int_tuple/make_shape/
//     make_stride/make_coord, make_layout or make_composed_layout building
//     that type;
//   - i1 results (equal, tuple_eq, elem_less) become arith.cmpi/andi, or an
//     arith.constant when they fold.
// One pattern per cute op (ExpandOp<Op>), registered by its family
// (Expand<Family>Ops.cpp, which also holds the family's computation);
// the ops supported with dynamic leaves are exactly those with a pattern.
// The computation (the Sym*.cpp files, declared in ExpandAlgebra.h)
// follows CuTe C++ with run-time integers and is independent of
// interp/core; core is used only to read the text of operand and declared
// result types. The declared result's structure must match the computed
// one, or be the same function in the declared form (DeclaredForm.h); a
// declared static leaf is taken as given. Every intermediate the
// computation emits, as C++ computes it, is asserted not to overflow int64
// (SymBuilder::assertNoIntermediateOverflow). Ops without a pattern, and ops
// on dynamic tiles other than get, select, get_leaves,
// get_layouts_from_tile, get_shape and the tiler operand of ceil_div,
// composition, the divides, the products and local_tile/local_partition,
// are rejected before anything is rewritten.
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"

#include "cute-oracle/Lower/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTEEXPAND
#include "cute-oracle/Lower/Passes.h.inc"

using namespace mlir;
using namespace cute::dialect;

LogicalResult expandWith(Operation *op, ValueRange operands, ConversionPatternRewriter &rewriter,
                         ExpandFn fn) {
  Location loc = op->getLoc();
  SymBuilder sb(rewriter, loc, op->getName().getStringRef());
  std::vector<SVal> in;
  for (Value v : operands) {
    std::optional<SVal> sv = readOperand(sb, v);
    if (!sv)
      return op->emitOpError("cannot expand an operand of type ") << v.getType();
    in.push_back(std::move(*sv));
  }
  Expansion ex;
  if (failed(fn(op, sb, in, ex)) || !sb.err.empty())
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
  sb.assertNoIntermediateOverflow();
  if (!sb.err.empty()) // e.g. a static result that does not fit its i32 leaf
    return op->emitOpError("cannot be expanded: ") << sb.err;
  rewriter.replaceOp(op, repl);
  return success();
}

namespace {

/// Whether --cute-expand takes dynamic tiles where `op` has them: only the
/// structural accessors, and the tiler operand of the ops that take one.
bool acceptsItsDynamicTiles(Operation *op) {
  bool tileAware = isa<GetOp, SelectOp, GetLeavesOp, GetLayoutsFromTileOp, GetShapeOp>(op);
  for (Type t : op->getResultTypes())
    if (isDynamicTile(t) && !tileAware)
      return false;
  for (auto [i, t] : llvm::enumerate(op->getOperandTypes()))
    if (isDynamicTile(t) && !tileAware && !(takesTiler(op) && i == 1))
      return false;
  return true;
}

/// Why --cute-expand cannot rewrite `op`.
std::string unsupportedReason(Operation *op) {
  if (llvm::any_of(op->getOperandTypes(), isDynamicTile) ||
      llvm::any_of(op->getResultTypes(), isDynamicTile))
    return "on a tile with dynamic leaves is not supported by --cute-expand (only get, select, "
           "get_leaves, get_layouts_from_tile, get_shape, and the tiler operand of ceil_div, "
           "composition, the divides, the products and local_tile/local_partition)";
  return "with dynamic leaves is not supported by --cute-expand";
}

/// Whether some operand of `op` has run-time leaves (or is not a cute value).
bool hasDynamicOperand(Operation *op) {
  return llvm::any_of(op->getOperandTypes(),
                      [](Type t) { return !isCuteType(t) || !staticValue(t); });
}

/// Any illegal cute op whose results are all static becomes cute.static of
/// the declared types (tried before the per-op patterns). Not where its
/// pattern can expand it from run-time operands: those values may break a
/// precondition (a zero extent, an int64 overflow) that the expansion
/// asserts at run time and the interpreter refuses, even though the result
/// type does not depend on them; the expansion takes the declared static
/// leaves as given.
struct StaticResults : ConversionPattern {
  StaticResults(MLIRContext *ctx, const llvm::DenseSet<OperationName> &expandable)
      : ConversionPattern(MatchAnyOpTypeTag(), 2, ctx), expandable(expandable) {
    setDebugName("StaticResults"); // named by per-pattern bisection
  }
  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value>,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa<CuteDialect>(op->getDialect()) || isLegalCute(op) || !allResultsStatic(op))
      return failure();
    if (hasDynamicOperand(op) && expandable.contains(op->getName()) && acceptsItsDynamicTiles(op))
      return failure();
    SmallVector<Value> repl;
    for (Type t : op->getResultTypes())
      repl.push_back(StaticOp::create(rewriter, op->getLoc(), t));
    rewriter.replaceOp(op, repl);
    return success();
  }

private:
  const llvm::DenseSet<OperationName> &expandable;
};

/// The expansion patterns and the ops they root on.
RewritePatternSet expansionPatterns(MLIRContext *ctx, llvm::DenseSet<OperationName> &expandable) {
  RewritePatternSet patterns(ctx);
  populateExpandAccessorPatterns(patterns);
  populateExpandIndexingPatterns(patterns);
  populateExpandArithmeticPatterns(patterns);
  populateExpandAlgebraPatterns(patterns);
  populateExpandDivideProductPatterns(patterns);
  for (const std::unique_ptr<RewritePattern> &p : patterns.getNativePatterns())
    if (std::optional<OperationName> root = p->getRootKind())
      expandable.insert(*root);
  patterns.add<StaticResults>(ctx, expandable);
  return patterns;
}

struct CuteExpand : impl::CuteExpandBase<CuteExpand> {
  using CuteExpandBase::CuteExpandBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    llvm::DenseSet<OperationName> expandable;
    RewritePatternSet patterns = expansionPatterns(ctx, expandable);
    // Reject unsupported dynamic ops up front, so nothing is half rewritten.
    bool bad = false;
    module.walk([&](Operation *op) {
      if (!isa<CuteDialect>(op->getDialect()) || isLegalCute(op) || isAtomBuilder(op) ||
          isAtomCall(op) || allResultsStatic(op) ||
          (expandable.contains(op->getName()) && acceptsItsDynamicTiles(op)))
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
                      MakeCoordOp, MakeTileOp, MakeLayoutOp, MakeLayoutRawOp, MakeComposedLayoutOp,
                      MakeComposedLayoutRawOp, MakeSwizzleOp, PrintOp, MakeAtomOp, MakeTiledMmaOp,
                      MakeTiledCopyOp, MmaAtomCallOp, CopyAtomCallOp>();
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
      if (!isa<CuteDialect>(op->getDialect()) || isLegalCute(op) || isAtomBuilder(op) ||
          isAtomCall(op) || allowPartial)
        return WalkResult::advance();
      if (!reported)
        op->emitOpError("was not expanded: its pattern application was skipped "
                        "(allow-partial keeps such ops)");
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      return signalPassFailure();

    // The pure ops the expansion created, and the atom builders (whose
    // layouts are now static values), are erased where unused.
    SmallVector<Operation *> erasable;
    module.walk([&](Operation *op) {
      if ((cleanable(op) && !before.contains(op)) || isAtomBuilder(op))
        erasable.push_back(op);
    });
    // Users come after their operands: erasing in reverse order removes
    // whole dead chains in one sweep.
    for (Operation *op : llvm::reverse(erasable))
      if (op->use_empty())
        op->erase();
  }
};

} // namespace
} // namespace cute::lower
