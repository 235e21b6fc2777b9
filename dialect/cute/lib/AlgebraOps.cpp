//===- AlgebraOps.cpp - coalesce, complement, composition, slice, … -------===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

/// Seed 001's algebra gate: the input is a layout or a composed layout.
LogicalResult requireLayoutInput(Operation *op, Type input) {
  if (isLayoutLike(input))
    return success();
  return op->emitOpError("expects an input of type layout or composed layout, but got ") << input;
}

/// The result keeps the input's class (layout → layout, composed →
/// composed) and the algebra's value.
LogicalResult verifyLayoutAlgebra(Operation *op, const core::Operation &coreOp,
                                  ArrayRef<int64_t> ints, StringRef failureText) {
  Type input = op->getOperand(0).getType();
  if (failed(requireLayoutInput(op, input)))
    return failure();
  return verifyByAlgebra(op, coreOp, ints, input, failureText);
}

/// The inferred type of slice/dice: the algebra's value in the input's
/// class (interp/core carries dynamic coordinates and offsets as `?`).
LogicalResult inferSliceLike(const core::Operation &coreOp, std::optional<Location> loc,
                             ValueRange operands, SmallVectorImpl<Type> &types) {
  StringRef name(coreOp.name.data(), coreOp.name.size());
  std::string opName = ("'cute." + name + "' op ").str();
  // The custom form `(operands) : type(operands)` reads any number of
  // operands; types are inferred before the op's own operand count check.
  if (operands.size() != 2)
    return emitOptionalError(loc, opName, "expects 2 operands (input, coordinate) but got ",
                             operands.size());
  Type input = operands[0].getType(), coord = operands[1].getType();
  if (!isCuteType(input) || isa<SwizzleType>(input))
    return emitOptionalError(loc, opName, "expects a tuple, layout or composed_layout input but got ",
                             input);
  if (!isa<CoordType>(coord))
    return emitOptionalError(loc, opName, "unexpected coordinate type, got ", coord);
  if (name == "dice" && !isStaticType(coord))
    return emitOptionalError(loc, opName, "expects a static coordinate but got ", coord);
  // The core takes (input, coord) in IR order.
  Inference inf = inferWithCore(coreOp, {input, coord});
  if (!inf.value)
    return emitOptionalError(loc, opName, "cannot ", name, " ", input, " by ", coord, " (",
                             inf.value.error().message, ")");
  // A swizzled composed layout may slice to a plain layout (CuTe drops a
  // swizzle the offset makes constant).
  Type t = typeLike(input, *inf.value);
  if (!t)
    t = naturalType(input.getContext(), *inf.value);
  if (!t)
    return emitOptionalError(loc, opName, "result \"", textOf(*inf.value),
                             "\" is not a valid cute value");
  types.push_back(t);
  return success();
}

} // namespace

// coalesce(L[, profile]): fewest modes with the same function.
LogicalResult CoalesceOp::verify() {
  if (Value p = getTargetProfile(); p && !isTupleType(p.getType()))
    return emitOpError("expects a tuple target_profile but got ") << p.getType();
  return verifyLayoutAlgebra(*this, core::operation::coalesce, {}, "cannot coalesce");
}

// complement(L[, cotarget]): the layout of the codomain L does not reach.
LogicalResult ComplementOp::verify() {
  Type input = getInput().getType();
  if (!isa<LayoutType>(input))
    return emitOpError("expects an input of type layout, but got ") << input;
  if (Value c = getCotarget(); c && !isTupleType(c.getType()) && !isa<LayoutType>(c.getType()))
    return emitOpError("expects a shape, int_tuple or layout cotarget but got ") << c.getType();
  Type declared = getResult().getType();
  if (failed(checkResultClass(*this, declared, input)))
    return failure();
  SmallVector<Type> operands{input};
  if (Value c = getCotarget()) {
    // A layout cotarget contributes its shape.
    if (auto l = outerLayoutOf(c.getType()))
      operands.push_back(ShapeType::get(getContext(), textOf(l->shape)));
    else
      operands.push_back(c.getType());
  }
  return checkDeclared(*this, declared, inferWithCore(core::operation::complement, operands),
                       "cannot compute the complement");
}

// composition(A, B): R(c) = A(B(c)); B a layout, shape or tile.
LogicalResult CompositionOp::verify() {
  Type lhs = getLhs().getType(), rhs = getRhs().getType();
  if (failed(requireLayoutInput(*this, lhs)))
    return failure();
  if (!isa<LayoutType, ShapeType, TileType, IntTupleType>(rhs))
    return emitOpError("expects a layout, shape or tile rhs but got ") << rhs;
  return verifyByAlgebra(*this, core::operation::composition, {}, lhs, "cannot compose");
}

LogicalResult SliceOp::verify() { return success(); }
LogicalResult SliceOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                        ValueRange operands, DictionaryAttr, OpaqueProperties,
                                        RegionRange, SmallVectorImpl<Type> &types) {
  return inferSliceLike(core::operation::slice, loc, operands, types);
}

LogicalResult DiceOp::verify() { return success(); }
LogicalResult DiceOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                       ValueRange operands, DictionaryAttr, OpaqueProperties,
                                       RegionRange, SmallVectorImpl<Type> &types) {
  return inferSliceLike(core::operation::dice, loc, operands, types);
}

// flatten: all leaves as top-level modes.
LogicalResult FlattenOp::verify() {
  Type input = getInput().getType();
  if (!isTupleType(input) && !isLayoutLike(input) && !isa<TileType>(input))
    return emitOpError("expects a tuple, tile, layout or composed_layout input but got ") << input;
  return verifyByAlgebra(*this, core::operation::flatten, {}, input, "cannot flatten");
}

// group_modes<b,e>: modes [b,e) as one mode; the dialect documents' range checks with
// Python-style negative indices.
LogicalResult GroupModesOp::verify() {
  Type input = getInput().getType();
  if (!isLayoutLike(input) && !isTupleType(input))
    return emitOpError("expects view or layout type, but got ") << input;
  int64_t rank = rankOfType(input);
  // I32Attr holds signless bits: read them as signed (Python-style indices).
  int64_t begin = static_cast<int32_t>(getBegin()), end = static_cast<int32_t>(getEnd());
  int64_t nb = begin < 0 ? begin + rank : begin, ne = end < 0 ? end + rank : end;
  if (nb < 0 || nb >= rank)
    return emitOpError("expects begin in the range of [-rank , rank-1], but got begin [")
           << begin << "] and rank [" << rank << "]";
  if (ne < 0 || ne > rank)
    return emitOpError("expects end in the range of [-rank+1 , rank], but got end [")
           << end << "] and rank [" << rank << "]";
  if (nb >= ne)
    return emitOpError("expects begin < end, but got begin [")
           << begin << "] ([" << nb << "]) and end [" << end << "] ([" << ne << "])";
  Type declared = getResult().getType();
  if (failed(checkResultClass(*this, declared, input)))
    return failure();
  Inference inf = inferWithCore(core::operation::group_modes, input, {nb, ne});
  if (!inf.value)
    return emitOpError("unable to infer return type with inputs ") << input;
  return checkDeclared(*this, declared, inf, "unable to infer return type with inputs");
}

// left_inverse(L): the layout R with R(L(c)) = c on L's domain.
LogicalResult LeftInverseOp::verify() {
  Type input = getInput().getType();
  if (failed(requireLayoutInput(*this, input)))
    return failure();
  if (!isStaticType(input))
    return emitOpError("expects an input with static shape, but got ") << input;
  return verifyByAlgebra(
      *this, core::operation::left_inverse, {}, Type(),
      ("unable to compute a left inverse for input " + textOf(*cuteValue(input))));
}

// right_inverse(L): the layout R with L(R(i)) = i on R's domain.
LogicalResult RightInverseOp::verify() {
  Type input = getInput().getType();
  if (failed(requireLayoutInput(*this, input)))
    return failure();
  // C++ follows the strides it knows statically; run-time ones end the chain.
  if (!hasStaticShape(input))
    return emitOpError("expects an input with static shape, but got ") << input;
  Type declared = getResult().getType();
  Inference inf = inferWithCore(core::operation::right_inverse, input);
  if (!inf.value)
    return emitOpError("unable to compute a right inverse for input ")
           << input << " (" << inf.value.error().message << ")";
  return checkDeclared(*this, declared, inf, "unable to compute a right inverse for input");
}

// recast_layout<new,old>(L): L seen as elements of new_type_bits.
LogicalResult RecastLayoutOp::verify() {
  Type src = getSrc().getType();
  if (!isLayoutLike(src))
    return emitOpError("expects `src` is LayoutTypeInterface, but got ") << src;
  Type declared = getDst().getType();
  if (failed(checkResultClass(*this, declared, src)))
    return failure();
  int64_t newBits = static_cast<int32_t>(getNewTypeBits());
  int64_t oldBits = static_cast<int32_t>(getOldTypeBits());
  if (newBits <= 0 || oldBits <= 0)
    return emitOpError("unable to recast layout ")
           << src << " (bit widths must be positive, got " << newBits << " and " << oldBits << ")";
  Inference inf = inferWithCore(core::operation::recast_layout, src, {newBits, oldBits});
  if (!inf.value)
    return emitOpError("unable to recast layout ") << src << " (" << inf.value.error().message << ")";
  return checkDeclared(*this, declared, inf, "unable to recast layout");
}

// filter(L): coalesce after dropping stride-0 and size-1 modes.
LogicalResult FilterOp::verify() {
  return verifyLayoutAlgebra(*this, core::operation::filter, {}, "cannot filter");
}

// filter_zeros(L[, profile]): stride-0 modes get extent 1 (the dialect documents).
LogicalResult FilterZerosOp::verify() {
  Type input = getInput().getType();
  if (failed(requireLayoutInput(*this, input)))
    return failure();
  if (Value p = getTargetProfile()) {
    if (!isa<ShapeType>(p.getType()))
      return emitOpError("expects a ShapeType for the target profile, but got ") << p.getType();
    IntTuple srcProfile = outerLayoutOf(input)->shape;
    IntTuple profile = std::get<IntTuple>(*cuteValue(p.getType()));
    if (!core::weaklyCongruent(profile, srcProfile))
      return emitOpError("Expects target_profile has the same profile with the src, but "
                         "src_profile is: ")
             << textOf(srcProfile) << " and target_profile is: " << textOf(profile);
  }
  Type declared = getResult().getType();
  if (failed(checkResultClass(*this, declared, input)))
    return failure();
  Inference inf = inferWithCore(core::operation::filter_zeros, getOperandTypes());
  if (!inf.value)
    return emitOpError("unable to filter zeros for input ")
           << input << " (" << inf.value.error().message << ")";
  return checkDeclared(*this, declared, inf, "unable to filter zeros for input");
}

} // namespace cute::dialect
