//===- ViewOps.cpp - cute views: build, take apart, access, copy ----------===//
//
// The verifiers of the view type and ops: a view binds a rank-1 contiguous
// memref to a layout whose offsets lie in it (the dialect documents' "views
// must bind a valid layout to an addressable object"); element access takes
// a coordinate weakly congruent to the layout's shape, of an element type
// and memory the lowering can address (the dialect documents' memref.load checks);
// cute.copy runs the dialect documents' partition verifier in its order: the rank table
// with same-size modes, then the optional predicate.
//
//===----------------------------------------------------------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TupleAlgebra.h"
#include "cute-oracle/core/Views.h"

using namespace mlir;

namespace cute::dialect {

namespace {

using core::IntTuple;

bool isLayoutOrComposed(Type t) { return isa<LayoutType, ComposedLayoutType>(t); }

/// The shape of a view's layout (the B of a composed layout).
IntTuple viewShape(ViewType view) { return outerLayoutOf(view.getLayout())->shape; }

/// size<r>(shape), 1 for r beyond its rank; -1 when not static.
int64_t modeSizeOr1(const IntTuple &shape, size_t r) {
  if (r >= shape.rank())
    return 1;
  core::Result<IntTuple> n = core::product(shape.mode(r));
  return n && n->isInt() ? n->value() : -1;
}

/// The first rank at which the modes of src and dst differ in size, or at
/// which the rank table stops when they agree; -1 when they conform.
int64_t firstDisagreeingRank(const IntTuple &src, const IntTuple &dst) {
  size_t ranks = std::max(src.rank(), dst.rank());
  for (size_t r = 0; r < ranks; ++r)
    if (modeSizeOr1(src, r) != modeSizeOr1(dst, r))
      return static_cast<int64_t>(r);
  if (!partitionRanksAgree(src.rank(), dst.rank()))
    return static_cast<int64_t>(std::min(src.rank(), dst.rank()));
  return -1;
}

bool isIdentitySwizzled(Type layout) {
  auto composed = dyn_cast<ComposedLayoutType>(layout);
  if (!composed)
    return true;
  // getValue() builds the value: keep it, not a reference into it.
  core::ComposedLayout value = std::get<core::ComposedLayout>(composed.getValue());
  const auto *swizzle = std::get_if<core::Swizzle>(&value.inner);
  return !swizzle || swizzle->bits == 0;
}

bool isPowerOfTwoWide(Type element) {
  unsigned width = element.getIntOrFloatBitWidth();
  return width && llvm::isPowerOf2_32(width);
}

/// The element type and memory of a view that ops read or write: a
/// power-of-two width in a memory the lowering addresses, i1 only in
/// registers (the dialect documents' memref.load checks).
LogicalResult verifyAddressable(Operation *op, ViewType view) {
  Type element = view.getIter().getElementType();
  if (!element.isIntOrFloat() || !isPowerOfTwoWide(element))
    return op->emitOpError("expects an element type of power-of-two bit width, but got ")
           << element;
  MemorySpace space = memorySpaceOf(view.getIter());
  if (space == MemorySpace::Other)
    return op->emitOpError(
               "expects a view in registers, shared, global or generic memory, but got ")
           << view.getIter();
  if (element.isInteger(1) && space != MemorySpace::Private && space != MemorySpace::Generic)
    return op->emitOpError("expects i1 elements in registers, but got ") << view.getIter();
  return success();
}

bool hasOnlyIntegerLeaves(const IntTuple &c) {
  return llvm::all_of(core::leaves(c),
                      [](const IntTuple &l) { return l.isInt() || l.isDynamic(); });
}

/// Seed 001's coordinate checks: a coordinate of integers of the layout's
/// profile, inside its shape when both are static; then verifyAddressable.
LogicalResult verifyElementAccess(Operation *op, ViewType view, Type coordType) {
  auto coord = dyn_cast<CoordType>(coordType);
  if (!coord)
    return op->emitOpError("unexpected coordinate type, got ") << coordType;
  IntTuple c = std::get<IntTuple>(coord.getValue()), shape = viewShape(view);
  if (c.isTuple() && !core::weaklyCongruent(c, shape))
    return op->emitOpError("expected a coordinate of rank ")
           << shape.rank() << " but got " << coordType;
  if (!hasOnlyIntegerLeaves(c))
    return op->emitOpError("expects a coordinate of integers, but got ") << coordType;
  if (core::isStatic(c) && core::isStatic(shape)) {
    core::Result<bool> inside = core::inDomain(c, shape);
    if (!inside || !*inside)
      return op->emitOpError("expects a coordinate inside the shape ")
             << textOf(shape) << ", but got " << coordType;
  }
  return verifyAddressable(op, view);
}

/// Phase two of the dialect documents' partition verifier: the optional predicate.
LogicalResult verifyPredicate(CopyOp op, Type predType, const IntTuple &srcShape) {
  auto pred = dyn_cast<ViewType>(predType);
  if (!pred)
    return op.emitOpError("pred must be a CuteMemRefType");
  if (memorySpaceOf(pred.getIter()) == MemorySpace::Other)
    return op.emitOpError("pred memory space invalid");
  if (!isIdentitySwizzled(pred.getLayout()))
    return op.emitOpError("pred layout must have the identity swizzle, but got ")
           << pred.getLayout();
  if (!pred.getIter().getElementType().isInteger(1))
    return op.emitOpError("expects pred of i1 elements, but got ")
           << pred.getIter().getElementType();
  IntTuple predShape = viewShape(pred);
  core::Result<IntTuple> n = core::product(srcShape), m = core::product(predShape);
  if (!m || !m->isInt() || m->value() != n->value())
    return op.emitOpError("expects pred of src's size ")
           << n->value() << ", but got predShape: " << textOf(predShape);
  return success();
}

} // namespace

LogicalResult ViewType::verify(function_ref<InFlightDiagnostic()> emitError, MemRefType iter,
                               Type layout) {
  // Contiguous: the identity layout, or unit stride at some offset (a
  // thread's partition starts inside its view's memref).
  auto strided = dyn_cast<StridedLayoutAttr>(iter.getLayout());
  bool contiguous =
      iter.getLayout().isIdentity() || (strided && strided.getStrides() == ArrayRef<int64_t>{1});
  if (iter.getRank() != 1 || !contiguous)
    return emitError() << "a view's iterator must be a rank-1 contiguous memref, but got " << iter;
  if (!isLayoutOrComposed(layout))
    return emitError() << "a view's layout must be a !cute.layout or a !cute.composed_layout, "
                          "but got "
                       << layout;
  // Views are walked element by element: their size must be a number.
  core::Result<IntTuple> size = core::size(core::outerLayout(*cuteValue(layout)));
  if (!size)
    return emitError() << "a view's layout must have a size that fits int64, but "
                       << size.error().message;
  return success();
}

// make_view: when the layout and the memref's size are static, the
// layout's offsets lie in [0, size).
LogicalResult MakeViewOp::verify() {
  MemRefType iter = getIter().getType();
  std::optional<core::Value> layout = staticValue(getLayout().getType());
  if (!layout)
    return success();
  core::Result<core::OffsetRange> range = core::offsetRange(*layout);
  if (!range)
    return emitOpError("expects a layout of integer offsets, but got ")
           << getLayout().getType() << ": " << range.error().message;
  if (range->empty())
    return success();
  bool fits = range->lo >= 0 && (iter.isDynamicDim(0) || range->hi < iter.getDimSize(0));
  if (!fits)
    return emitOpError("expects the offsets of the layout ")
           << textOf(*layout) << " (" << range->lo << " to " << range->hi << ") to lie in the "
           << (iter.isDynamicDim(0) ? "" : std::to_string(iter.getDimSize(0)) + " ")
           << "elements of " << iter;
  return success();
}

LogicalResult MemrefLoadOp::verify() {
  return verifyElementAccess(*this, getView().getType(), getCoord().getType());
}

LogicalResult MemrefStoreOp::verify() {
  return verifyElementAccess(*this, getView().getType(), getCoord().getType());
}

// copy: element types, memories and static shapes, then the dialect documents' phases
// one (rank table, same-size modes) and two (pred).
LogicalResult CopyOp::verify() {
  ViewType src = getSrc().getType(), dst = getDst().getType();
  if (failed(verifyAddressable(*this, src)) || failed(verifyAddressable(*this, dst)))
    return failure();
  if (src.getIter().getElementType() != dst.getIter().getElementType())
    return emitOpError("expects src and dst of one element type, but got ")
           << src.getIter().getElementType() << " and " << dst.getIter().getElementType();
  IntTuple srcShape = viewShape(src), dstShape = viewShape(dst);
  if (!core::isStatic(srcShape) || !core::isStatic(dstShape))
    return emitOpError("expects views of static shapes, but got srcShape: ")
           << textOf(srcShape) << " and dstShape: " << textOf(dstShape);
  if (int64_t r = firstDisagreeingRank(srcShape, dstShape); r >= 0)
    return emitOpError("expects same size in rank ")
           << r << " but got srcShape: " << textOf(srcShape)
           << " and dstShape: " << textOf(dstShape);
  if (Value pred = getPred())
    return verifyPredicate(*this, pred.getType(), srcShape);
  return success();
}

} // namespace cute::dialect
