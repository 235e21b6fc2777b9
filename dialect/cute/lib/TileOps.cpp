//===- TileOps.cpp - local_tile, local_partition, print -------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

IntTuple underscores(size_t n) {
  return IntTuple::tuple(std::vector<IntTuple>(n, IntTuple::underscore()));
}

/// `coord` padded with `_` to `n` top-level modes.
IntTuple padWithUnderscores(const IntTuple &coord, size_t n) {
  std::vector<IntTuple> modes = coord.isTuple() ? coord.elems() : std::vector<IntTuple>{coord};
  while (modes.size() < n)
    modes.push_back(IntTuple::underscore());
  return IntTuple::tuple(std::move(modes));
}

/// zipped_divide(input, tiler) sliced with (tilePart, restPart) built from
/// the divided layout's two mode ranks.
core::Result<core::Value> sliceZipped(const core::Value &input, const core::Value &tiler,
                                      const IntTuple &coord, bool coordInRest) {
  CUTE_TRY(divided, core::applyOperation("zipped_divide", {input, tiler}));
  const core::Layout *l = std::get_if<core::Layout>(&divided);
  if (const auto *c = std::get_if<core::ComposedLayout>(&divided))
    l = &c->outer;
  if (!l)
    return core::Error{"zipped_divide did not give a layout"};
  size_t tileRank = l->shape.mode(0).rank(), restRank = l->shape.mode(1).rank();
  IntTuple c = coordInRest
                   ? IntTuple::tuple({underscores(tileRank), padWithUnderscores(coord, restRank)})
                   : IntTuple::tuple({padWithUnderscores(coord, tileRank), underscores(restRank)});
  return core::applyOperation("slice", {divided, c});
}

/// The tiler modes `mode` selects (all of them when absent).
core::Result<core::Value> selectTilerModes(const core::Value &tiler,
                                           std::optional<ArrayRef<int32_t>> mode) {
  if (!mode)
    return tiler;
  std::vector<core::Value> args{tiler};
  for (int32_t m : *mode)
    args.push_back(IntTuple::of(m));
  return core::applyOperation("select", args);
}

} // namespace

// local_tile(input, tiler, coord)<mode>: the tile at `coord` — the
// zipped_divide's tile modes, with the rest modes fixed by coord (seed 001's
// five gates, in order).
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
  IntTuple c = std::get<IntTuple>(*cuteValue(coord));
  if (core::hasUnderscore(c))
    return emitOpError("failed to construct a valid coordinate from ") << textOf(c);
  auto selected = selectTilerModes(*cuteValue(tiler), getMode());
  auto tile = selected ? sliceZipped(*cuteValue(input), *selected, c, true)
                       : core::Result<core::Value>(selected.error());
  Type declared = getResult().getType();
  if (!tile) {
    if (!isStaticType(input) || !isStaticType(tiler))
      return success();
    return emitOpError("Failed to dice ") << tiler << " with " << coord;
  }
  Inference inf;
  inf.value = *tile;
  inf.allStatic = isStaticType(input) && isStaticType(tiler) && isStaticType(coord);
  if (failed(checkResultClass(*this, declared, input)))
    return failure();
  return checkDeclared(*this, declared, inf, "Failed to dice");
}

// local_partition(input, tiler, coord): the elements `coord` of the
// tiler's shape owns — zipped_divide(input, shape(tiler)) with the tile
// modes fixed by coord.
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
  auto coalesced = core::applyOperation("coalesce", {*cuteValue(input)});
  if (!coalesced && isStaticType(input))
    return emitOpError("unable to coalesce input of type ") << input;
  IntTuple c = std::get<IntTuple>(*cuteValue(profile));
  auto part = core::hasUnderscore(c)
                  ? core::Result<core::Value>(core::Error{"the coordinate holds '_'"})
                  : sliceZipped(*cuteValue(input), core::Value(tilerShape), c, false);
  if (!part) {
    if (!isStaticType(input))
      return success();
    return emitOpError("unable to construct a coordinate for local_partition");
  }
  Type declared = getResult().getType();
  if (failed(checkResultClass(*this, declared, input)))
    return failure();
  Inference inf;
  inf.value = *part;
  inf.allStatic = isStaticType(input) && isStaticType(profile);
  return checkDeclared(*this, declared, inf, "unable to construct a coordinate for local_partition");
}

LogicalResult PrintOp::verify() {
  Type type = getValue().getType();
  if (!getTable()) {
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
