//===- DivideProductOps.cpp - divides, products, stencil, tile_to_shape ---===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

/// The rank the divide gate compares: a layout tiler is one mode.
int64_t tilerRank(Type tiler) { return isa<LayoutType>(tiler) ? 1 : rankOfType(tiler); }

/// Seed 001's three divide gates: tiler kind, input kind, tiler rank.
LogicalResult divideGates(Operation *op, Type input, Type tiler) {
  if (!isa<TileType, LayoutType, ShapeType, IntTupleType>(tiler))
    return op->emitOpError("invalid tiler type, got") << tiler;
  if (!isLayoutLike(input))
    return op->emitOpError("invalid input type, got ") << input;
  if (tilerRank(tiler) > rankOfType(input))
    return op->emitOpError("expects rank(tiler) <= rank(input), but got input=")
           << rankOfType(input) << " and tiler=" << tilerRank(tiler);
  return success();
}

/// The algebraic step: the divide must succeed and give the declared type.
LogicalResult divideStep(Operation *op, const core::Operation &coreOp, Type input, Type tiler) {
  Type declared = op->getResult(0).getType();
  Inference inf = inferWithCore(coreOp, op->getOperandTypes());
  auto fail = [&] {
    return op->emitOpError("failed to perform a valid division of ") << input << " by " << tiler;
  };
  if (declared.getTypeID() != input.getTypeID())
    return fail() << ": the result must be of the input's kind, but is " << declared;
  if (!inf.value)
    return fail() << " (" << inf.value.error().message << ")";
  if (!declaredAgrees(declared, inf))
    return fail() << ": declared result type " << declared << " does not match the inferred value \""
                  << textOf(*inf.value) << "\"";
  return success();
}

LogicalResult verifyDivide(Operation *op, const core::Operation &coreOp) {
  Type input = op->getOperand(0).getType(), tiler = op->getOperand(1).getType();
  if (failed(divideGates(op, input, tiler)))
    return failure();
  return divideStep(op, coreOp, input, tiler);
}

/// Seed 003's partition rank table, as far as it holds for tiled_divide:
/// a rank-2 source gives rank 2 or 3. (Its 1 → {1,2} and 3 → {3} rows would
/// reject CuTe's own tiled_divide results, e.g. 12:1 by 3:2 is (3,2,2).)
bool partitionRanksAgree(int64_t src, int64_t dst) {
  return src != 2 || dst == 2 || dst == 3;
}

/// The first axis whose static input extent a static tiler extent does
/// not divide, or -1.
int64_t firstIndivisibleAxis(const IntTuple &shape, const IntTuple &tile) {
  for (size_t i = 0; i < std::min(shape.rank(), tile.rank()); ++i) {
    auto s = core::product(shape.mode(i)), t = core::product(tile.mode(i));
    if (s && t && s->isInt() && t->isInt() && t->value() > 0 && s->value() % t->value() != 0)
      return static_cast<int64_t>(i);
  }
  return -1;
}

/// The extents a shape, layout or tile tiler covers per mode.
IntTuple tilerShape(Type tiler) {
  if (auto l = outerLayoutOf(tiler))
    return l->shape;
  if (isTupleType(tiler))
    return std::get<IntTuple>(*cuteValue(tiler));
  auto shape = core::operation::get_shape({*cuteValue(tiler)});
  return shape && std::holds_alternative<IntTuple>(*shape) ? std::get<IntTuple>(*shape)
                                                           : IntTuple();
}

/// Product gates of the spec: layout-like input, layout or tile tiler,
/// integer tiler strides, static input (the layout itself, or B of a
/// composed layout: A and the offset may have run-time leaves), static
/// tiler for basis inputs.
LogicalResult productGates(Operation *op, Type input, Type tiler) {
  if (!isLayoutLike(input))
    return op->emitOpError("invalid input type, got ") << input;
  if (!isa<LayoutType, TileType>(tiler))
    return op->emitOpError("invalid tiler type, got") << tiler;
  core::Layout in = *outerLayoutOf(input);
  if (auto t = outerLayoutOf(tiler); t && hasScaledBasis(t->stride))
    return op->emitOpError(
        "expects tiler stride to be integer-only (scaled-basis strides like 'N@M' are not "
        "supported)");
  if (!core::isStatic(in.shape) || !core::isStatic(in.stride))
    return op->emitOpError("expects input to be static");
  if (hasScaledBasis(in.stride) && !isStaticType(tiler))
    return op->emitOpError("expects tiler to be static when input has scaled-basis strides ('N@M')");
  return success();
}

LogicalResult verifyProduct(Operation *op, const core::Operation &coreOp) {
  Type input = op->getOperand(0).getType(), tiler = op->getOperand(1).getType();
  if (failed(productGates(op, input, tiler)))
    return failure();
  return verifyByAlgebra(op, coreOp, {}, input,
                         "failed to compute the " + std::string(coreOp.name) + " of " +
                             textOf(*cuteValue(input)) + " and " + textOf(*cuteValue(tiler)));
}

} // namespace

LogicalResult LogicalDivideOp::verify() {
  return verifyDivide(*this, core::operation::logical_divide);
}
LogicalResult ZippedDivideOp::verify() {
  return verifyDivide(*this, core::operation::zipped_divide);
}
LogicalResult FlatDivideOp::verify() { return verifyDivide(*this, core::operation::flat_divide); }

// tiled_divide also runs the dialect documents' partition verifier: the rank table
// (phase one), then the divisibility walk (phase three) naming the first
// axis whose static extent the static tiler extent does not divide.
LogicalResult TiledDivideOp::verify() {
  Type input = getInput().getType(), tiler = getTiler().getType();
  if (failed(divideGates(*this, input, tiler)))
    return failure();
  IntTuple srcShape = outerLayoutOf(input)->shape;
  std::optional<core::Layout> dst = outerLayoutOf(getResult().getType());
  if (dst && !partitionRanksAgree(static_cast<int64_t>(srcShape.rank()),
                                  static_cast<int64_t>(dst->shape.rank())))
    return emitOpError("expects same size in rank ")
           << srcShape.rank() << " but got srcShape: " << textOf(srcShape)
           << " and dstShape: " << textOf(dst->shape);
  IntTuple tileShape = tilerShape(tiler);
  if (int64_t axis = firstIndivisibleAxis(srcShape, tileShape); axis >= 0)
    return emitOpError("expects same size in rank ")
           << axis << " but got srcShape: " << textOf(srcShape)
           << " and dstShape: " << textOf(tileShape);
  return divideStep(*this, core::operation::tiled_divide, input, tiler);
}

LogicalResult LogicalProductOp::verify() {
  return verifyProduct(*this, core::operation::logical_product);
}
LogicalResult ZippedProductOp::verify() {
  return verifyProduct(*this, core::operation::zipped_product);
}
LogicalResult TiledProductOp::verify() {
  return verifyProduct(*this, core::operation::tiled_product);
}
LogicalResult FlatProductOp::verify() {
  return verifyProduct(*this, core::operation::flat_product);
}
LogicalResult BlockedProductOp::verify() {
  return verifyProduct(*this, core::operation::blocked_product);
}
LogicalResult RakedProductOp::verify() {
  return verifyProduct(*this, core::operation::raked_product);
}

// stencil_divide(L, window, stride, dilation): the divide skeleton with the
// window as tiler.
LogicalResult StencilDivideOp::verify() {
  Type input = getInput().getType(), window = getWindow().getType();
  for (Type t : {window, getStride().getType(), getDilation().getType()})
    if (!isTupleType(t))
      return emitOpError("invalid tiler type, got") << t;
  if (failed(divideGates(*this, input, window)))
    return failure();
  return divideStep(*this, core::operation::stencil_divide, input, window);
}

// tile_to_shape(block, shape[, order]): block replicated to cover shape.
LogicalResult TileToShapeOp::verify() {
  Type input = getInput().getType(), shape = getShape().getType();
  if (!isLayoutLike(input) || !isa<ShapeType, IntTupleType>(shape))
    return emitOpError("invalid input types for tile_to_shape, got ") << input << ", " << shape;
  if (rankOfType(shape) < static_cast<int64_t>(outerLayoutOf(input)->shape.rank()))
    return emitOpError("Target and kernel shapes must be congruent.");
  if (Value order = getOrder()) {
    if (!isTupleType(order.getType()) || rankOfType(order.getType()) != rankOfType(shape))
      return emitOpError("expects target shape and order operands have same rank, but got ")
             << shape << " and " << order.getType();
    if (!isStaticType(order.getType()))
      return emitOpError("expects only static order modes, but got ") << order.getType();
  }
  return verifyByAlgebra(*this, core::operation::tile_to_shape, {}, input,
                         "cannot tile the block to the shape");
}

} // namespace cute::dialect
