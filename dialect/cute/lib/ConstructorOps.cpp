//===- ConstructorOps.cpp - make_* and static -----------------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

//===--- Dynamic slots of a constructor's result ---------------------------===//

void appendDynamicWidths(const IntTuple &t, SmallVectorImpl<unsigned> &widths) {
  for (const IntTuple &leaf : core::leaves(t))
    if (leaf.isDynamic() || leaf.isDynamicBasis())
      widths.push_back(static_cast<unsigned>(leaf.value()));
}

void appendTilerWidths(const core::Tiler &t, SmallVectorImpl<unsigned> &widths) {
  switch (t.kind) {
  case core::Tiler::Kind::Leaf:
    appendDynamicWidths(t.leaf, widths);
    return;
  case core::Tiler::Kind::Layout:
    appendDynamicWidths(t.layout.shape, widths);
    appendDynamicWidths(t.layout.stride, widths);
    return;
  case core::Tiler::Kind::Tuple:
    for (const core::Tiler &e : t.elems)
      appendTilerWidths(e, widths);
    return;
  }
}


/// The width an operand supplies to a `?` slot: an i32/i64 integer (index
/// counts as 64 bits) or a cute tuple holding one scalar `?`; 0 otherwise.
unsigned suppliedWidth(Type t) {
  if (auto it = dyn_cast<IntegerType>(t))
    return it.getWidth() == 32 || it.getWidth() == 64 ? it.getWidth() : 0;
  if (isa<IndexType>(t))
    return 64;
  if (!isTupleType(t))
    return 0;
  IntTuple v = std::get<IntTuple>(*cuteValue(t));
  return v.isDynamic() ? static_cast<unsigned>(v.value()) : 0;
}

/// A static scalar tuple operand (`!cute.int_tuple<"4">`) fills a `?` slot
/// of any width its value fits.
bool fitsSlot(Type t, unsigned width) {
  if (!isTupleType(t))
    return false;
  IntTuple v = std::get<IntTuple>(*cuteValue(t));
  return v.isInt() && (width == 64 || (v.value() >= INT32_MIN && v.value() <= INT32_MAX));
}

/// make_int_tuple and friends: the result is of class T and each operand
/// fills one `?` slot of matching width.
template <typename T> LogicalResult verifyTupleCtor(Operation *op) {
  Type result = op->getResult(0).getType();
  if (!isa<T>(result))
    return op->emitOpError("expects a result of type ")
           << T::getMnemonic() << " but got " << result;
  SmallVector<unsigned> widths = dynamicSlotWidths(*cuteValue(result));
  if (widths.size() != op->getNumOperands())
    return op->emitOpError("expects ")
           << widths.size() << " operands, one per '?' leaf of " << result << ", but got "
           << op->getNumOperands();
  for (auto [i, t] : llvm::enumerate(op->getOperandTypes())) {
    if (fitsSlot(t, widths[i]))
      continue;
    unsigned w = suppliedWidth(t);
    if (w == 0)
      return op->emitOpError("operand #")
             << i << " must be i32, i64, index or a scalar dynamic cute tuple, but got " << t;
    if (w != widths[i])
      return op->emitOpError("operand #")
             << i << " of type " << t << " fills a '?' leaf of width i" << widths[i];
  }
  return success();
}

/// Emits "<what> operand <type> does not match the result's <what> "<v>"".
LogicalResult partMismatch(Operation *op, StringRef what, Type operand, const core::Value &part) {
  return op->emitOpError(what) << " operand " << operand << " does not match the result's " << what
                               << " \"" << textOf(part) << "\"";
}

/// make_layout(_raw): result is a layout whose shape and stride are the
/// operands' values.
LogicalResult verifyLayoutParts(Operation *op, Type shape, Type stride, bool raw) {
  Type result = op->getResult(0).getType();
  auto layoutType = dyn_cast<LayoutType>(result);
  if (!layoutType)
    return op->emitOpError("expects a result of type layout but got ") << result;
  if (raw ? !isTupleType(shape) : !isa<ShapeType>(shape))
    return op->emitOpError("expects a ") << (raw ? "tuple" : "shape") << " operand but got " << shape;
  if (raw ? !isTupleType(stride) : !isa<StrideType>(stride))
    return op->emitOpError("expects a ")
           << (raw ? "tuple" : "stride") << " operand but got " << stride;
  core::Layout l = std::get<core::Layout>(layoutType.getValue());
  if (std::get<IntTuple>(*cuteValue(shape)) != l.shape)
    return partMismatch(op, "shape", shape, l.shape);
  if (std::get<IntTuple>(*cuteValue(stride)) != l.stride)
    return partMismatch(op, "stride", stride, l.stride);
  return success();
}

/// make_composed_layout(_raw): result A o offset o B with A = inner,
/// offset = offset, B = outer.
LogicalResult verifyComposedParts(Operation *op, Type inner, Type offset, Type outer) {
  Type result = op->getResult(0).getType();
  auto composed = dyn_cast<ComposedLayoutType>(result);
  if (!composed)
    return op->emitOpError("expects a result of type composed_layout but got ") << result;
  if (!isa<LayoutType, SwizzleType>(inner))
    return op->emitOpError("expects the inner operand to be a layout or a swizzle, but got ")
           << inner;
  if (!isa<IntTupleType>(offset))
    return op->emitOpError("expects the offset operand to be an int_tuple, but got ") << offset;
  if (!isa<LayoutType>(outer))
    return op->emitOpError("expects the outer operand to be a layout, but got ") << outer;
  auto c = std::get<core::ComposedLayout>(composed.getValue());
  core::Value a = std::visit([](const auto &x) { return core::Value(x); }, c.inner);
  if (*cuteValue(inner) != a)
    return partMismatch(op, "inner", inner, a);
  if (std::get<IntTuple>(*cuteValue(offset)) != c.offset)
    return partMismatch(op, "offset", offset, c.offset);
  if (std::get<core::Layout>(*cuteValue(outer)) != c.outer)
    return partMismatch(op, "outer", outer, c.outer);
  return success();
}

} // namespace

SmallVector<unsigned> dynamicSlotWidths(const core::Value &v) {
  SmallVector<unsigned> widths;
  if (const auto *t = std::get_if<IntTuple>(&v))
    appendDynamicWidths(*t, widths);
  else if (const auto *t = std::get_if<core::Tile>(&v))
    appendTilerWidths(t->tiler, widths);
  return widths;
}

LogicalResult MakeIntTupleOp::verify() { return verifyTupleCtor<IntTupleType>(*this); }
LogicalResult MakeShapeOp::verify() { return verifyTupleCtor<ShapeType>(*this); }
LogicalResult MakeStrideOp::verify() { return verifyTupleCtor<StrideType>(*this); }
LogicalResult MakeCoordOp::verify() { return verifyTupleCtor<CoordType>(*this); }
LogicalResult MakeTileOp::verify() { return verifyTupleCtor<TileType>(*this); }

LogicalResult MakeLayoutOp::verify() {
  return verifyLayoutParts(*this, getShape().getType(), getStride().getType(), false);
}
LogicalResult MakeLayoutRawOp::verify() {
  return verifyLayoutParts(*this, getShape().getType(), getStride().getType(), true);
}
LogicalResult MakeComposedLayoutOp::verify() {
  return verifyComposedParts(*this, getInner().getType(), getOffset().getType(),
                             getOuter().getType());
}
LogicalResult MakeComposedLayoutRawOp::verify() {
  return verifyComposedParts(*this, getInner().getType(), getOffset().getType(),
                             getOuter().getType());
}

LogicalResult MakeSwizzleOp::verify() {
  auto result = dyn_cast<SwizzleType>(getType());
  if (!result)
    return emitOpError("expects a result of type swizzle but got ") << getType();
  core::Swizzle s{static_cast<int>(getBits()), static_cast<int>(getBase()),
                  static_cast<int>(getShift())};
  if (std::get<core::Swizzle>(result.getValue()) != s)
    return emitOpError("declared result type ")
           << getType() << " does not match the attributes \"" << textOf(s) << "\"";
  return success();
}

LogicalResult StaticOp::verify() {
  if (!isCuteType(getType()))
    return emitOpError("expects a cute type but got ") << getType();
  if (!isStaticType(getType()))
    return emitOpError("expects a fully static type but got ") << getType();
  return success();
}

LogicalResult MakeIdentityLayoutOp::verify() {
  if (!isa<ShapeType>(getShape().getType()))
    return emitOpError("expects a shape operand but got ") << getShape().getType();
  return verifyByAlgebra(*this, core::operation::make_identity_layout, {},
                         LayoutType::get(getContext(), "1:0"), "cannot build the identity layout");
}

LogicalResult MakeLayoutLikeOp::verify() {
  if (!isLayoutLike(getSrc().getType()))
    return emitOpError("expects a layout or composed_layout operand but got ")
           << getSrc().getType();
  return verifyByAlgebra(*this, core::operation::make_layout_like, {},
                         LayoutType::get(getContext(), "1:0"),
                         "cannot build a compact layout like the source");
}

LogicalResult MakeOrderedLayoutOp::verify() {
  if (!isa<ShapeType>(getShape().getType()))
    return emitOpError("expects a shape operand but got ") << getShape().getType();
  if (!isTupleType(getOrder().getType()))
    return emitOpError("expects an int_tuple order but got ") << getOrder().getType();
  return verifyByAlgebra(*this, core::operation::make_ordered_layout, {},
                         LayoutType::get(getContext(), "1:0"), "cannot build the ordered layout");
}

} // namespace cute::dialect
