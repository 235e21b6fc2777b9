//===- PartitionOps.cpp - cute.tiled_partition ----------------------------===//
//
// The verifier of one thread's partition of a view by a tiled atom (seed
// 003's cute.tiled_partition). It runs the partition verifier's phases that
// apply, in the seed's order: phase one, the rank table between the view
// and the partition; phase three, the residual atom-v-rank, each mode of the
// view a multiple of the tile's extent in it. The result type is then the
// partition interp/core computes (its layout is the same for every thread).
// The rank table admits 1 -> 1 or 2 and 2 -> 2 or 3: C++'s partition of a
// rank-r view has rank r + 1, so views of rank 1 and 2 are partitioned;
// phase three asks each mode to be a multiple of the tile, where C++ would
// also partition a remainder.
//
//===----------------------------------------------------------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace cute::dialect {

namespace {

/// The memref type of a partition of a view of `iter`: rank 1, a run-time
/// size and offset (the thread's first element), the same memory.
MemRefType partitionMemrefType(MemRefType iter) {
  return MemRefType::get({ShapedType::kDynamic}, iter.getElementType(),
                         StridedLayoutAttr::get(iter.getContext(), ShapedType::kDynamic, {1}),
                         iter.getMemorySpace());
}

/// Phase three: mode r of `shape` is a multiple of mode r of `tile`, for
/// every mode of the tile.
LogicalResult verifyTilesView(Operation *op, const core::IntTuple &shape,
                              const core::IntTuple &tile) {
  if (shape.rank() < tile.rank())
    return op->emitOpError("expects a view of rank at least ")
           << tile.rank() << " (the tiled atom's tile " << textOf(tile) << "), but got shape "
           << textOf(shape);
  for (size_t r = 0; r < tile.rank(); ++r) {
    core::Result<core::IntTuple> size = core::product(shape.mode(r)),
                                 extent = core::product(tile.mode(r));
    for (const core::Result<core::IntTuple> *x : {&size, &extent})
      if (!*x)
        return op->emitOpError("cannot compute mode ")
               << r << " of the view's shape " << textOf(shape) << " or of the tiled atom's tile "
               << textOf(tile) << ": " << x->error().message;
    int64_t n = size->value(), t = extent->value();
    if (n % t != 0)
      return op->emitOpError("expects mode ")
             << r << " of the view's shape " << textOf(shape)
             << " to be a multiple of the tiled atom's tile extent " << t << " in it, but got "
             << n;
  }
  return success();
}

} // namespace

LogicalResult TiledPartitionOp::verify() {
  Type tiled = getTiled().getType();
  if (failed(verifyTiledOperand(*this, tiled, getOperand())))
    return failure();
  char operand = getOperand()[0];
  ViewType view = getView().getType(), result = getResult().getType();
  auto layoutType = dyn_cast<LayoutType>(view.getLayout());
  if (!layoutType || !isStaticType(layoutType))
    return emitOpError("expects a view of a static layout (not swizzled), but got ")
           << view.getLayout();
  core::Layout layout = *outerLayoutOf(layoutType);
  std::optional<core::Layout> resultLayout = outerLayoutOf(result.getLayout());
  if (resultLayout && !partitionRanksAgree(layout.shape.rank(), resultLayout->shape.rank()))
    return emitOpError("expects same size in rank ")
           << std::min(layout.shape.rank(), resultLayout->shape.rank())
           << " but got srcShape: " << textOf(layout.shape)
           << " and dstShape: " << textOf(resultLayout->shape);
  core::Result<core::IntTuple> tile = tileExtentsOf(tiled, operand);
  if (!tile)
    return emitOpError("cannot compute the tiled atom's tile: ") << tile.error().message;
  if (failed(verifyTilesView(*this, layout.shape, *tile)))
    return failure();
  core::Result<int64_t> threads = threadsOf(tiled);
  if (!threads)
    return emitOpError("cannot count the tiled atom's threads: ") << threads.error().message;
  APInt thr;
  if (matchPattern(getThr(), m_ConstantInt(&thr)) &&
      (thr.isNegative() || thr.getSExtValue() >= *threads))
    return emitOpError("expects one of the tiled atom's ")
           << *threads << " threads, but got thread " << thr.getSExtValue();
  core::Result<core::Fragment> fragment = partitionOf(tiled, operand, 0, layout);
  if (!fragment)
    return emitOpError("cannot partition the view: ") << fragment.error().message;
  Type expected = ViewType::get(getContext(), partitionMemrefType(view.getIter()),
                                LayoutType::get(getContext(), core::print(fragment->layout)));
  if (result != expected)
    return emitOpError("expects the result type ") << expected << ", but got " << result;
  return success();
}

} // namespace cute::dialect
