//===- TileOps.cpp - local_tile, local_partition, print -------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

/// local_tile(input, tiler, coord[, modes]) or local_partition(input,
/// tiler, coord) computed by interp/core.
core::Result<core::Value> localTile(const core::Operation &operation, Value input, Value tiler,
                                    Value coord, std::optional<ArrayRef<int32_t>> mode) {
  std::vector<core::Value> args{*cuteValue(input.getType()), *cuteValue(tiler.getType()),
                                *cuteValue(coord.getType())};
  if (mode)
    for (int32_t m : *mode)
      args.push_back(IntTuple::of(m));
  return operation(args);
}

/// The type class a local_tile/local_partition of `input` yields: the
/// input's, except that a swizzle-composed input may decay to a plain layout
/// (C++'s slice of a ComposedLayout<Swizzle,...>), which `result` shows.
Type resultClass(Type input, const core::Value &result) {
  if (std::holds_alternative<core::Layout>(result))
    return LayoutType::get(input.getContext(), "1:0");
  return input;
}

} // namespace

// local_tile(input, tiler, coord)<mode>: the tile at `coord` — the
// zipped_divide's tile modes, with the rest modes sliced by coord (a `_`
// keeps a rest mode; a scalar indexes all of them), the dialect documents' five gates
// in order.
LogicalResult LocalTileOp::verify() {
  Type input = getInput().getType(), tiler = getTiler().getType(), coord = getCoord().getType();
  if (!isa<TileType, LayoutType, ShapeType>(tiler))
    return emitOpError("unexpected tiler type, got ") << tiler;
  if (!isa<CoordType>(coord))
    return emitOpError("unexpected coordinate type, got ") << coord;
  int64_t modeLength = getMode() ? static_cast<int64_t>(getMode()->size()) : rankOfType(tiler);
  if (modeLength < rankOfType(coord))
    return emitOpError("expected a coordinate of rank ") << modeLength << " but got " << coord;
  if (!isLayoutLike(input))
    return emitOpError("expected a view as an input but got ") << input;
  auto tile = localTile(core::operation::local_tile, getInput(), getTiler(), getCoord(), getMode());
  Type declared = getResult().getType();
  if (!tile) {
    return emitOpError("Failed to dice ") << tiler << " with " << coord;
  }
  Inference inf;
  inf.value = *tile;
  inf.allStatic = isStaticType(input) && isStaticType(tiler) && isStaticType(coord);
  if (failed(checkResultClass(*this, declared, resultClass(input, *tile))))
    return failure();
  return checkDeclared(*this, declared, inf, "Failed to dice");
}

// local_partition(input, tiler, coord): the elements `coord` of the
// tiler owns — zipped_divide(input, product_each(shape(tiler))) with the
// tile modes sliced by coord (a scalar is a thread index, mapped through
// the tiler as C++'s get_flat_coord does).
LogicalResult LocalPartitionOp::verify() {
  Type input = getInput().getType(), tiler = getTiler().getType();
  Type profile = getTargetProfile().getType();
  auto tilerLayout = dyn_cast<LayoutType>(tiler);
  if (!tilerLayout)
    return emitOpError("expects LayoutType tiler, but got ") << tiler;
  IntTuple tilerShape = outerLayoutOf(tiler)->shape;
  if (!core::isStatic(tilerShape))
    return emitOpError("expects LayoutType tiler with static shape, but got ") << tiler;
  if (!isLayoutLike(input))
    return emitOpError("expects `input` to be a layout or a view, got ") << input;
  if (!isa<CoordType>(profile))
    return emitOpError("expects `target_profile` be CoordType, but got ") << profile;
  auto coalesced = core::operation::coalesce({*cuteValue(input)});
  if (!coalesced && isStaticType(input))
    return emitOpError("unable to coalesce input of type ") << input;
  auto part = localTile(core::operation::local_partition, getInput(), getTiler(),
                        getTargetProfile(), std::nullopt);
  if (!part) {
    return emitOpError("unable to construct a coordinate for local_partition");
  }
  Type declared = getResult().getType();
  if (failed(checkResultClass(*this, declared, resultClass(input, *part))))
    return failure();
  Inference inf;
  inf.value = *part;
  inf.allStatic = isStaticType(input) && isStaticType(profile);
  return checkDeclared(*this, declared, inf, "unable to construct a coordinate for local_partition");
}

LogicalResult PrintOp::verify() {
  Type type = getValue().getType();
  if (!getTable()) {
    if (type.isInteger() && type.getIntOrFloatBitWidth() > 64)
      return emitOpError("prints integers of at most 64 bits but got ") << type;
    if (isCuteType(type) || type.isIntOrIndex())
      return success();
    return emitOpError("expects a cute value or an integer but got ") << type;
  }
  std::optional<core::Layout> outer = outerLayoutOf(type);
  if (!outer || hasScaledBasis(outer->stride))
    return emitOpError("with 'table' expects a layout or composed layout with integer strides "
                       "but got ")
           << type;
  return success();
}

} // namespace cute::dialect
