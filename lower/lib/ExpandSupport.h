//===- ExpandSupport.h - Values and results of --cute-expand ----*- C++ -*-===//
//
// What every expansion family (Expand<Family>Ops.cpp, one pattern per cute
// op, each family's computation in one function) shares with the pass
// (Expand.cpp): reading operands as run-time values, building results of
// the declared types, and the pattern that ties them together.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_EXPANDSUPPORT_H
#define CUTE_ORACLE_LOWER_EXPANDSUPPORT_H

#include "ExpandAlgebra.h"

#include "cute-oracle/Dialect/Cute/CuteOps.h"

#include "mlir/Transforms/DialectConversion.h"

#include <optional>
#include <string>

namespace cute::lower {

/// The run-time results of one op: cute values, or an i1.
struct Expansion {
  std::vector<SVal> results;
  std::optional<SymBool> bit;
};

/// The computation of an op's results from its operands' run-time
/// values; the reason of a failure is in `sb`.
using ExpandFn = mlir::LogicalResult (*)(mlir::Operation *op, SymBuilder &sb,
                                         llvm::ArrayRef<SVal> in, Expansion &out);

//===--- Operands and results ---------------------------------------------===//

/// The STree of a core tuple, taking `?` leaves from `dyn` in order.
STree treeOf(const core::IntTuple &t, llvm::ArrayRef<mlir::Value> dyn, size_t &pos);
/// The run-time value of an operand, from its constructor's scalars or
/// cute.get_scalars; none for an operand of another kind.
std::optional<SVal> readOperand(SymBuilder &sb, mlir::Value v);
/// A value of the declared type `t` holding `got` (in the declared form of
/// the same function where `got` is written otherwise); `why` on failure.
mlir::FailureOr<mlir::Value> buildResult(SymBuilder &sb, mlir::Type t, const SVal &got,
                                         std::string &why);

/// Ops --cute-expand keeps (constructors, static, get_scalars, print).
bool isLegalCute(mlir::Operation *op);
bool allResultsStatic(mlir::Operation *op);

bool isDynamicTile(mlir::Type t);
/// Ops whose second operand may be a tile.
bool takesTiler(mlir::Operation *op);

//===--- Operand helpers of the families -----------------------------------===//

inline const STree *treeAt(llvm::ArrayRef<SVal> in, size_t i) { return std::get_if<STree>(&in[i]); }
/// Whether an operand has the expected kind (reported in `sb` if not).
inline bool need(SymBuilder &sb, const void *p) {
  if (!p)
    sb.fail("unexpected operand kind");
  return p != nullptr;
}
/// The end of a family's computation for an op it does not know.
inline mlir::LogicalResult noExpansion(SymBuilder &sb) {
  sb.fail("no expansion");
  return mlir::failure();
}
inline llvm::ArrayRef<int32_t> pathOf(std::optional<llvm::ArrayRef<int32_t>> m) {
  return m ? *m : llvm::ArrayRef<int32_t>();
}

/// A mode-wise map over the layout part of a tuple, layout or composed value.
template <typename F> inline std::optional<SVal> mapModes(const SVal &v, F f) {
  if (const auto *t = std::get_if<STree>(&v))
    return SVal(f(*t));
  if (const auto *l = std::get_if<SLayout>(&v))
    return SVal(SLayout{f(l->shape), f(l->stride)});
  if (const auto *c = std::get_if<SComposed>(&v)) {
    SComposed r = *c;
    r.b = SLayout{f(c->b.shape), f(c->b.stride)};
    return SVal(std::move(r));
  }
  return std::nullopt;
}

/// A layout, shape or tile operand as a tiler.
std::optional<STiler> tilerOf(const SVal &v);
/// `r` as the result of an op on `in`: a composed operand keeps its inner
/// layout and offset with `r` as its outer layout.
SVal withOuter(const SVal &in, SLayout r);
/// The layout of a layout value or the outer layout B of a composed one.
const SLayout *outerOf(const SVal &v);
/// Appends slice (or dice) of a tuple, layout or composed layout by `c` to
/// `out`; fails, with the reason in `sb`, for other kinds.
mlir::LogicalResult appendSlice(SymBuilder &sb, const STree &c, const SVal &v, bool dice,
                                Expansion &out);

//===--- Patterns -----------------------------------------------------------===//

/// Rewrites `op` into arith and constructors of its declared result types,
/// computing its results with `fn`; a diagnostic at the op when it cannot.
mlir::LogicalResult expandWith(mlir::Operation *op, mlir::ValueRange operands,
                               mlir::ConversionPatternRewriter &rewriter, ExpandFn fn);

/// The expansion of one cute op class, computed by its family's function.
template <typename OpT> struct ExpandOp : mlir::OpConversionPattern<OpT> {
  ExpandOp(mlir::MLIRContext *ctx, ExpandFn fn) : mlir::OpConversionPattern<OpT>(ctx), fn(fn) {
    // Per-pattern bisection reports this name: "ExpandOp<cute.ceil_div>".
    static const std::string name = ("ExpandOp<" + OpT::getOperationName() + ">").str();
    this->setDebugName(name);
  }
  mlir::LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                      mlir::ConversionPatternRewriter &rewriter) const override {
    return expandWith(op, adaptor.getOperands(), rewriter, fn);
  }
  ExpandFn fn;
};

/// One ExpandOp pattern per op class, all computed by `fn`.
template <typename... OpTs> void addExpandPatterns(mlir::RewritePatternSet &patterns, ExpandFn fn) {
  (patterns.add<ExpandOp<OpTs>>(patterns.getContext(), fn), ...);
}

/// The families: accessors, indexing, tuple arithmetic, layout algebra,
/// divides and products (the dialect's *Ops.cpp split).
void populateExpandAccessorPatterns(mlir::RewritePatternSet &patterns);
void populateExpandIndexingPatterns(mlir::RewritePatternSet &patterns);
void populateExpandArithmeticPatterns(mlir::RewritePatternSet &patterns);
void populateExpandAlgebraPatterns(mlir::RewritePatternSet &patterns);
void populateExpandDivideProductPatterns(mlir::RewritePatternSet &patterns);

} // namespace cute::lower

#endif
