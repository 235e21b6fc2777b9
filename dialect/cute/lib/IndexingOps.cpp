//===- IndexingOps.cpp - size, cosize, crd2idx, idx2crd, layout_eval, … ---===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

/// append_to_rank/prepend_to_rank: the input's class extended by element
/// (a composed layout's B).
LogicalResult inferToRank(const core::Operation &coreOp, std::optional<Location> loc,
                          ValueRange operands, int32_t rank, SmallVectorImpl<Type> &types) {
  Type input = operands[0].getType(), element = operands[1].getType();
  std::string opName = "'cute." + std::string(coreOp.name) + "' op ";
  if (rank <= 0)
    return emitOptionalError(loc, opName, "expects a positive rank but got ", rank);
  // A composed layout A o off o B extends B.
  bool compatible = (isTupleType(input) && isTupleType(element)) ||
                    (isLayoutLike(input) && isa<LayoutType>(element));
  if (!compatible)
    return emitOptionalError(loc, opName, "expects input and element of compatible kinds but got ",
                             input, " and ", element);
  Inference inf = inferWithCore(coreOp, {input, element}, {rank});
  if (!inf.value)
    return emitOptionalError(loc, opName, inf.value.error().message);
  Type t = typeLike(input, *inf.value);
  if (!t)
    return emitOptionalError(loc, opName, "result \"", textOf(*inf.value), "\" is not valid");
  types.push_back(t);
  return success();
}

/// size/cosize with an optional mode path; the seeds' diagnostics.
LogicalResult verifySizeLike(Operation *op, const core::Operation &coreOp,
                             std::optional<ArrayRef<int32_t>> mode, bool cosize) {
  Type input = op->getOperand(0).getType();
  bool accepted = cosize ? isLayoutLike(input) : (isCuteType(input) && !isa<SwizzleType>(input));
  if (!accepted)
    return op->emitOpError("input type [") << input << "] has invalid values.";
  if (cosize)
    if (auto c = dyn_cast<ComposedLayoutType>(input);
        c && std::holds_alternative<core::Layout>(std::get<core::ComposedLayout>(c.getValue()).inner))
      return op->emitOpError("can't derive meaningful cosize of composed layout when inner is "
                             "affine: ")
             << input;
  ArrayRef<int32_t> path = mode ? *mode : ArrayRef<int32_t>();
  SmallVector<Type> operands{input};
  if (!path.empty()) {
    SmallVector<int64_t> ints(path.begin(), path.end());
    Inference sub = inferWithCore(core::operation::get, input, ints);
    if (!sub.value)
      return cosize ? op->emitOpError("mode [") << modeListText(path) << "] is invalid for input type "
                                                << input
                    : op->emitOpError("mode [") << modeListText(path)
                                                << "] has invalid values for input type " << input;
    operands[0] = typeLike(input, *sub.value);
    if (!operands[0])
      return op->emitOpError("mode [") << modeListText(path) << "] is invalid for input type " << input;
  }
  Type declared = op->getResult(0).getType();
  if (failed(checkResultClass(op, declared, intTupleLike(op->getContext()))))
    return failure();
  // The spec's size takes shapes, int_tuples, layouts and composed layouts;
  // the expression language also sizes tiles, as C++ does a tuple of layouts.
  Inference inf = isa<TileType>(input) ? Inference{core::Error{"a tile"}, false}
                                       : inferWithCore(coreOp, operands);
  if (!inf.value)
    return op->emitOpError("unable to compute ")
           << std::string(coreOp.name) << " for input " << input << " and mode ["
           << modeListText(path) << "]";
  return checkDeclared(op, declared, inf, "unable to compute the size");
}

/// True when a static coordinate leaf lies outside its static extent.
bool outOfBounds(const IntTuple &coord, const IntTuple &shape) {
  if (coord.isTuple() && shape.isTuple() && coord.rank() == shape.rank()) {
    for (size_t i = 0; i < coord.rank(); ++i)
      if (outOfBounds(coord.elems()[i], shape.elems()[i]))
        return true;
    return false;
  }
  if (!coord.isInt() || !core::isStatic(shape))
    return false;
  auto size = core::product(shape);
  return size && size->isInt() && (coord.value() < 0 || coord.value() >= size->value());
}

} // namespace

LogicalResult AppendToRankOp::verify() { return success(); }
LogicalResult AppendToRankOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                               ValueRange operands, DictionaryAttr attrs,
                                               OpaqueProperties props, RegionRange regions,
                                               SmallVectorImpl<Type> &types) {
  Adaptor adaptor(operands, attrs, props, regions);
  return inferToRank(core::operation::append_to_rank, loc, operands, adaptor.getRank(), types);
}

LogicalResult PrependToRankOp::verify() { return success(); }
LogicalResult PrependToRankOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                                ValueRange operands, DictionaryAttr attrs,
                                                OpaqueProperties props, RegionRange regions,
                                                SmallVectorImpl<Type> &types) {
  Adaptor adaptor(operands, attrs, props, regions);
  return inferToRank(core::operation::prepend_to_rank, loc, operands, adaptor.getRank(), types);
}

LogicalResult SizeOp::verify() {
  return verifySizeLike(*this, core::operation::size, getMode(), false);
}
LogicalResult CosizeOp::verify() {
  return verifySizeLike(*this, core::operation::cosize, getMode(), true);
}

// crd2idx(c, shape[, stride]) or crd2idx(c, layout): the linear index.
// Seed 001: a tuple coordinate must have the rank of the shape, and a
// static coordinate must lie inside it.
LogicalResult Crd2IdxOp::verify() {
  Type coord = getCoord().getType(), shape = getShape().getType();
  if (!isa<CoordType, IntTupleType>(coord))
    return emitOpError("unexpected coordinate type, got ") << coord;
  bool layout = isa<LayoutType>(shape);
  if (!layout && !isa<ShapeType, IntTupleType>(shape))
    return emitOpError("expects a shape or layout operand but got ") << shape;
  if (layout && getStride())
    return emitOpError("expects no stride operand with a layout");
  if (Value s = getStride(); s && !isa<StrideType, IntTupleType>(s.getType()))
    return emitOpError("expects a stride operand but got ") << s.getType();
  IntTuple c = std::get<IntTuple>(*cuteValue(coord));
  IntTuple extents = layout ? outerLayoutOf(shape)->shape : std::get<IntTuple>(*cuteValue(shape));
  if (c.isTuple() && c.rank() != extents.rank())
    return emitOpError("expected a coordinate of rank ") << extents.rank() << " but got " << coord;
  if (outOfBounds(c, extents))
    return emitOpError("Failed to dice ") << shape << " with " << coord;
  return verifyByAlgebra(*this, core::operation::crd2idx, {}, intTupleLike(getContext()),
                         "cannot compute the index");
}

// idx2crd(i, shape): the column-major coordinate of i.
LogicalResult Idx2CrdOp::verify() {
  if (!isTupleType(getIndex().getType()) || !isTupleType(getShape().getType()))
    return emitOpError("expects an int_tuple index and a shape but got ")
           << getIndex().getType() << " and " << getShape().getType();
  return verifyByAlgebra(*this, core::operation::idx2crd, {}, CoordType::get(getContext(), "0"),
                         "cannot compute the coordinate");
}

// increment_coord(c, shape): the column-major successor of c.
LogicalResult IncrementCoordOp::verify() {
  if (!isTupleType(getCoord().getType()) || !isTupleType(getShape().getType()))
    return emitOpError("expects a coord and a shape but got ")
           << getCoord().getType() << " and " << getShape().getType();
  if (core::hasUnderscore(std::get<IntTuple>(*cuteValue(getCoord().getType()))))
    return emitOpError("expects a coordinate without '_' but got ") << getCoord().getType();
  return verifyByAlgebra(*this, core::operation::increment_coord, {}, getCoord().getType(),
                         "cannot increment the coordinate");
}

// layout_eval(c, L): L(c); scaled-basis strides give tuples.
LogicalResult LayoutEvalOp::verify() {
  Type coord = getCoord().getType(), layout = getLayout().getType();
  if (!isTupleType(coord))
    return emitOpError("unexpected coordinate type, got ") << coord;
  if (!isLayoutLike(layout) && !isa<SwizzleType>(layout))
    return emitOpError("expects a layout, composed_layout or swizzle but got ") << layout;
  return verifyByAlgebra(*this, core::operation::layout_eval, {}, intTupleLike(getContext()),
                         "cannot evaluate the layout");
}

// tuple_product(t): the product of all leaves, in t's class.
LogicalResult TupleProductOp::verify() {
  Type input = getInput().getType();
  if (!isa<IntTupleType, ShapeType>(input))
    return emitOpError("expects an int_tuple or shape operand but got ") << input;
  return verifyByAlgebra(*this, core::operation::tuple_product, {}, input,
                         "cannot compute the product");
}

// tuple_product_each(t): the product of each top-level mode, in t's class.
LogicalResult TupleProductEachOp::verify() {
  Type input = getInput().getType();
  if (!isa<IntTupleType, ShapeType>(input))
    return emitOpError("expects an int_tuple or shape operand but got ") << input;
  return verifyByAlgebra(*this, core::operation::tuple_product_each, {}, input,
                         "cannot compute the products");
}

} // namespace cute::dialect
