//===- AccessorOps.cpp - get, select, get_*, composed_get_*, to_* ---------===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

LogicalResult requireComposed(Operation *op, Type input) {
  if (isa<ComposedLayoutType>(input))
    return success();
  return op->emitOpError("expects a composed_layout operand but got ") << input;
}

/// to_*: src is an integer-tuple kind whose value the result keeps.
template <typename T> LogicalResult verifyCast(Operation *op, const core::Operation &coreOp) {
  Type src = op->getOperand(0).getType();
  if (!isTupleType(src))
    return op->emitOpError("expects an int_tuple, shape, stride or coord operand but got ") << src;
  return verifyByAlgebra(op, coreOp, {}, T::get(op->getContext(), "0"),
                         "cannot convert " + textOf(*cuteValue(src)));
}

/// The modes of a tiler in depth-first order: its leaves and layouts.
/// True for a value without sub-modes: a leaf tuple, a layout or composed
/// layout with a leaf shape, a tile that is not a tuple.
bool isLeafValue(const core::Value &v) {
  if (const auto *t = std::get_if<IntTuple>(&v))
    return t->isLeaf();
  if (const auto *l = std::get_if<core::Layout>(&v))
    return l->shape.isLeaf();
  if (const auto *c = std::get_if<core::ComposedLayout>(&v))
    return c->outer.shape.isLeaf();
  if (const auto *t = std::get_if<core::Tile>(&v))
    return t->tiler.kind != core::Tiler::Kind::Tuple;
  return true;
}

/// Checks a hierarchical mode path against `v`'s structure, reporting an
/// out-of-range index with the seed's range-check text.
LogicalResult checkModePath(Operation *op, const core::Value &v, ArrayRef<int32_t> path) {
  core::Value cur = v;
  for (auto [depth, m] : llvm::enumerate(path)) {
    if (depth > 0 && isLeafValue(cur))
      return op->emitOpError("mode path [")
             << modeListText(path) << "] descends past a leaf of \"" << textOf(v) << "\"";
    int64_t rank = rankOf(cur);
    if (m < 0)
      return op->emitOpError("mode index ") << m << " is negative in mode path [" << modeListText(path) << "]";
    if (m >= rank)
      return op->emitOpError("vector::_M_range_check: __n (which is ")
             << m << ") >= this->size() (which is " << rank << ")";
    auto next = core::operation::get({cur, core::Value(IntTuple::of(m))});
    if (!next)
      return op->emitOpError("cannot take mode ") << m << " (" << next.error().message << ")";
    cur = *next;
  }
  return success();
}

} // namespace

LogicalResult ComposedGetInnerOp::verify() {
  if (failed(requireComposed(*this, getInput().getType())))
    return failure();
  return verifyByAlgebra(*this, core::operation::composed_get_inner, {}, Type(),
                         "cannot take the inner part");
}
LogicalResult ComposedGetOffsetOp::verify() {
  if (failed(requireComposed(*this, getInput().getType())))
    return failure();
  return verifyByAlgebra(*this, core::operation::composed_get_offset, {},
                         intTupleLike(getContext()), "cannot take the offset");
}
LogicalResult ComposedGetOuterOp::verify() {
  if (failed(requireComposed(*this, getInput().getType())))
    return failure();
  return verifyByAlgebra(*this, core::operation::composed_get_outer, {},
                         LayoutType::get(getContext(), "1:0"), "cannot take the outer layout");
}

// get_shape: the shape of a layout, of B of a composed layout, or the
// shapes of a tile's layouts.
LogicalResult GetShapeOp::verify() {
  Type input = getInput().getType();
  if (!isLayoutLike(input) && !isa<TileType>(input))
    return emitOpError("expects `input` to be a layout or a view, got ") << input;
  return verifyByAlgebra(*this, core::operation::get_shape, {}, ShapeType::get(getContext(), "1"),
                         "cannot take the shape");
}

LogicalResult GetStrideOp::verify() {
  Type input = getInput().getType();
  if (!isa<LayoutType>(input))
    return emitOpError("expects `input` to be a layout or a view, got ") << input;
  return verifyByAlgebra(*this, core::operation::get_stride, {}, StrideType::get(getContext(), "1"),
                         "cannot take the stride");
}

LogicalResult ToIntTupleOp::verify() {
  return verifyCast<IntTupleType>(*this, core::operation::to_int_tuple);
}
LogicalResult ToShapeOp::verify() {
  return verifyCast<ShapeType>(*this, core::operation::to_shape);
}
LogicalResult ToStrideOp::verify() {
  return verifyCast<StrideType>(*this, core::operation::to_stride);
}
LogicalResult ToCoordOp::verify() {
  return verifyCast<CoordType>(*this, core::operation::to_coord);
}

// get<path>: the sub-value at the path; the result keeps the input's class.
LogicalResult GetOp::verify() {
  Type input = getInput().getType();
  if (!isCuteType(input) || isa<SwizzleType>(input))
    return emitOpError("expects a tuple, layout, composed_layout or tile operand but got ") << input;
  ArrayRef<int32_t> path = getMode() ? *getMode() : ArrayRef<int32_t>();
  if (failed(checkModePath(*this, *cuteValue(input), path)))
    return failure();
  SmallVector<int64_t> ints(path.begin(), path.end());
  return verifyByAlgebra(*this, core::operation::get, ints, input, "cannot take the mode");
}

// select<modes>: the named top-level modes as a tuple of the input's class.
LogicalResult SelectOp::verify() {
  Type input = getInput().getType();
  if (!isCuteType(input) || isa<SwizzleType>(input))
    return emitOpError("expects a tuple, layout, composed_layout or tile operand but got ") << input;
  // Seed 001's mode-list helper: out-of-range and repeated modes fail.
  int64_t rank = rankOfType(input);
  llvm::SmallDenseSet<int32_t> seen;
  for (int32_t m : getMode())
    if (m < 0 || m >= rank || !seen.insert(m).second)
      return emitOpError("Invalid results for select(). Modes: [") << modeListText(getMode()) << "]";
  SmallVector<int64_t> ints(getMode().begin(), getMode().end());
  return verifyByAlgebra(*this, core::operation::select, ints, input, "cannot select the modes");
}

//===--- Ops with inferred result types -----------------------------------===//

LogicalResult GetLayoutsFromTileOp::verify() { return success(); }

// The layouts of a tile, depth first, underscores skipped.
LogicalResult GetLayoutsFromTileOp::inferReturnTypes(MLIRContext *ctx, std::optional<Location> loc,
                                                     ValueRange operands, DictionaryAttr,
                                                     OpaqueProperties, RegionRange,
                                                     SmallVectorImpl<Type> &types) {
  auto tile = dyn_cast<TileType>(operands[0].getType());
  if (!tile)
    return emitOptionalError(loc, "'cute.get_layouts_from_tile' op expects a tile operand but got ",
                             operands[0].getType());
  core::Value value = tile.getValue();
  SmallVector<const core::Tiler *> modes;
  std::get<core::Tile>(value).tiler.collectLeaves(modes);
  for (const core::Tiler *m : modes)
    if (m->kind == core::Tiler::Kind::Layout)
      types.push_back(LayoutType::get(ctx, textOf(m->layout)));
  if (types.empty())
    return emitOptionalError(loc, "'cute.get_layouts_from_tile' op tile ", tile,
                             " has no layout leaves");
  return success();
}

LogicalResult GetLeavesOp::verify() { return success(); }

// The leaves of a tuple (same class) or the depth-first modes of a tile
// (layouts as layouts, other leaves as tiles).
LogicalResult GetLeavesOp::inferReturnTypes(MLIRContext *ctx, std::optional<Location> loc,
                                            ValueRange operands, DictionaryAttr, OpaqueProperties,
                                            RegionRange, SmallVectorImpl<Type> &types) {
  Type input = operands[0].getType();
  if (isTupleType(input)) {
    for (const IntTuple &leaf : core::leaves(std::get<IntTuple>(*cuteValue(input))))
      types.push_back(typeLike(input, leaf));
    return success();
  }
  auto tile = dyn_cast<TileType>(input);
  if (!tile)
    return emitOptionalError(loc, "'cute.get_leaves' op expects a tuple or tile operand but got ",
                             input);
  core::Value value = tile.getValue();
  SmallVector<const core::Tiler *> modes;
  std::get<core::Tile>(value).tiler.collectLeaves(modes);
  for (const core::Tiler *m : modes)
    types.push_back(m->kind == core::Tiler::Kind::Layout
                        ? Type(LayoutType::get(ctx, textOf(m->layout)))
                        : Type(TileType::get(ctx, textOf(m->leaf))));
  return success();
}

LogicalResult GetScalarsOp::verify() { return success(); }

namespace {
/// The scalar types of a tuple's leaves: i64 for static integers, the
/// width of `?` leaves; `_` leaves give nothing.
void appendLeafScalars(MLIRContext *ctx, const IntTuple &t, bool onlyDynamic,
                       SmallVectorImpl<Type> &types) {
  for (const IntTuple &leaf : core::leaves(t)) {
    bool dynamic = leaf.isDynamic() || leaf.isDynamicBasis();
    if (leaf.isUnderscore() || (onlyDynamic && !dynamic))
      continue;
    types.push_back(IntegerType::get(ctx, dynamic ? leaf.value() : 64));
  }
}

void appendLayoutScalars(MLIRContext *ctx, const core::Layout &l, bool onlyDynamic,
                         SmallVectorImpl<Type> &types) {
  appendLeafScalars(ctx, l.shape, onlyDynamic, types);
  appendLeafScalars(ctx, l.stride, onlyDynamic, types);
}

void appendTilerScalars(MLIRContext *ctx, const core::Tiler &t, bool onlyDynamic,
                        SmallVectorImpl<Type> &types) {
  SmallVector<const core::Tiler *> modes;
  t.collectLeaves(modes);
  for (const core::Tiler *m : modes) {
    if (m->kind == core::Tiler::Kind::Layout)
      appendLayoutScalars(ctx, m->layout, onlyDynamic, types);
    else
      appendLeafScalars(ctx, m->leaf, onlyDynamic, types);
  }
}
} // namespace

// Leaves in print order; a swizzle gives its three parameters as i32.
LogicalResult GetScalarsOp::inferReturnTypes(MLIRContext *ctx, std::optional<Location> loc,
                                             ValueRange operands, DictionaryAttr attrs,
                                             OpaqueProperties props, RegionRange regions,
                                             SmallVectorImpl<Type> &types) {
  GetScalarsOp::Adaptor adaptor(operands, attrs, props, regions);
  bool onlyDynamic = adaptor.getOnlyDynamic();
  std::optional<core::Value> v = cuteValue(operands[0].getType());
  if (!v)
    return emitOptionalError(loc, "'cute.get_scalars' op expects a cute operand but got ",
                             operands[0].getType());
  if (const auto *t = std::get_if<IntTuple>(&*v))
    appendLeafScalars(ctx, *t, onlyDynamic, types);
  else if (const auto *l = std::get_if<core::Layout>(&*v))
    appendLayoutScalars(ctx, *l, onlyDynamic, types);
  else if (const auto *t = std::get_if<core::Tile>(&*v))
    appendTilerScalars(ctx, t->tiler, onlyDynamic, types);
  else if (const auto *c = std::get_if<core::ComposedLayout>(&*v)) {
    if (const auto *a = std::get_if<core::Layout>(&c->inner))
      appendLayoutScalars(ctx, *a, onlyDynamic, types);
    else if (!onlyDynamic)
      types.append(3, IntegerType::get(ctx, 32));
    appendLeafScalars(ctx, c->offset, onlyDynamic, types);
    appendLayoutScalars(ctx, c->outer, onlyDynamic, types);
  } else if (!onlyDynamic)
    types.append(3, IntegerType::get(ctx, 32));
  return success();
}

} // namespace cute::dialect
