//===- ExpandDivideProductOps.cpp - --cute-expand of the divides and products ops -===//
//
// the logical/zipped/tiled/flat divides and products, blocked and raked
// products, stencil_divide, tile_to_shape, local_tile and local_partition.
//
//===----------------------------------------------------------------------===//
#include "ExpandSupport.h"

namespace cute::lower {

using namespace mlir;
using namespace cute::dialect;

namespace {

/// The results of a divide or product op from its operands' run-time values.
LogicalResult expandDivideProduct(Operation *op, SymBuilder &sb, ArrayRef<SVal> in,
                                  Expansion &out) {
  if (isa<LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp, LogicalProductOp,
          ZippedProductOp, TiledProductOp, FlatProductOp>(op)) {
    // zipped = tile_unzip(logical); tiled and flat unpack the zipped modes.
    const SLayout *a = outerOf(in[0]);
    std::optional<STiler> t = tilerOf(in[1]);
    if (!need(sb, a) || !need(sb, t ? &*t : nullptr))
      return failure();
    bool divide = isa<LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp>(op);
    SLayout r = divide ? alg::logicalDivide(sb, *a, *t) : alg::logicalProduct(sb, *a, *t);
    if (!isa<LogicalDivideOp, LogicalProductOp>(op))
      r = alg::tileUnzip(sb, r, *t);
    if (isa<TiledDivideOp, FlatDivideOp, TiledProductOp, FlatProductOp>(op))
      r = alg::unpackZipped(r, isa<FlatDivideOp, FlatProductOp>(op));
    out.results.push_back(withOuter(in[0], std::move(r)));
  } else if (isa<BlockedProductOp, RakedProductOp>(op)) {
    const SLayout *a = outerOf(in[0]);
    const auto *t = std::get_if<SLayout>(&in[1]);
    if (!need(sb, a) || !need(sb, t))
      return failure();
    out.results.push_back(withOuter(in[0], alg::rankProduct(sb, *a, *t, isa<RakedProductOp>(op))));
  } else if (isa<StencilDivideOp>(op)) {
    // A composed input divides B.
    const SLayout *a = outerOf(in[0]);
    if (!need(sb, a) || !need(sb, treeAt(in, 1)) || !need(sb, treeAt(in, 2)) ||
        !need(sb, treeAt(in, 3)))
      return failure();
    out.results.push_back(withOuter(
        in[0], alg::stencilDivide(sb, *a, *treeAt(in, 1), *treeAt(in, 2), *treeAt(in, 3))));
  } else if (isa<TileToShapeOp>(op)) {
    const SLayout *a = outerOf(in[0]);
    if (!need(sb, a) || !need(sb, treeAt(in, 1)) || (in.size() > 2 && !need(sb, treeAt(in, 2))))
      return failure();
    out.results.push_back(withOuter(
        in[0], alg::tileToShape(sb, *a, *treeAt(in, 1), in.size() > 2 ? treeAt(in, 2) : nullptr)));
  } else if (isa<LocalTileOp, LocalPartitionOp>(op)) {
    // zipped_divide(input, tiler) with its rest modes (local_tile) or, by
    // product_each(shape(tiler)), its tile modes (local_partition) sliced by
    // coord; a scalar local_partition coord is a thread index. A composed
    // input divides B and is sliced as a composed layout.
    const SLayout *a = outerOf(in[0]);
    std::optional<STiler> t = tilerOf(in[1]);
    const STree *c = treeAt(in, 2);
    if (!need(sb, a) || !need(sb, t ? &*t : nullptr) || !need(sb, c))
      return failure();
    bool partition = isa<LocalPartitionOp>(op);
    STiler tiler = partition ? alg::tilerOfShape(alg::productEach(sb, t->layout.shape)) : *t;
    STree coord = partition && !c->isTuple() ? alg::flatCoord(sb, t->layout, *c) : *c;
    if (auto lt = dyn_cast<LocalTileOp>(op); lt && lt.getMode()) {
      ArrayRef<int32_t> modes = *lt.getMode();
      STiler selected;
      for (int32_t m : modes) {
        if (tiler.k != STiler::K::Tuple || m < 0 || size_t(m) >= tiler.elems.size()) {
          sb.fail("the mode list selects a mode the tiler does not have");
          return failure();
        }
        selected.elems.push_back(tiler.elems[m]);
      }
      tiler = std::move(selected);
    }
    SLayout zipped = alg::tileUnzip(sb, alg::logicalDivide(sb, *a, tiler), tiler);
    STree at = alg::zippedSliceCoord(sb, zipped, coord, !partition);
    if (failed(appendSlice(sb, at, withOuter(in[0], std::move(zipped)), /*dice=*/false, out)))
      return failure();
  } else {
    return noExpansion(sb);
  }
  return success();
}

} // namespace

void populateExpandDivideProductPatterns(RewritePatternSet &patterns) {
  addExpandPatterns<LogicalDivideOp, ZippedDivideOp, TiledDivideOp, FlatDivideOp, LogicalProductOp,
                    ZippedProductOp, TiledProductOp, FlatProductOp, BlockedProductOp,
                    RakedProductOp, StencilDivideOp, TileToShapeOp, LocalTileOp, LocalPartitionOp>(
      patterns, expandDivideProduct);
}

} // namespace cute::lower
