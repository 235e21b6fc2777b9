//===- MemrefEval.cpp - memrefs of integers and floats ---------------------===//
//
// alloc/alloca/dealloc/load/store/dim/cast/subview on memrefs of integer,
// index or float elements: buffers are allocated with the identity layout,
// and subviews are strided views of them (a float is kept as its bits:
// loads and stores move them, arith converts them, atom calls compute). Every access is
// bounds-checked; a freed buffer (an alloca's is freed when its function returns) cannot be read,
// written or freed again, an alloca's cannot be deallocated, and an element must be stored before
// it is read.
//
//===----------------------------------------------------------------------===//
#include "Machine.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;

namespace cute::eval {

namespace {

std::string shapeText(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

} // namespace

Memref Memref::whole(std::shared_ptr<Buffer> buffer) {
  Memref m;
  m.buffer = std::move(buffer);
  m.shape = m.buffer->shape;
  m.strides.assign(m.shape.size(), 1);
  for (size_t d = m.shape.size(); d-- > 1;)
    m.strides[d - 1] = m.strides[d] * m.shape[d];
  return m;
}

/// The buffer's element that `indices` of the view `m` denote, or an error.
static FailureOr<uint64_t> elementOffset(Operation *op, const Memref &m,
                                         ArrayRef<int64_t> indices) {
  const Buffer &buffer = *m.buffer;
  if (buffer.freed)
    return op->emitError(buffer.onStack ? "access to a memref.alloca buffer after its function "
                                          "returned"
                                        : "access to a deallocated memref");
  int64_t offset = m.offset;
  for (size_t d = 0; d < indices.size(); ++d) {
    if (indices[d] < 0 || indices[d] >= m.shape[d])
      return op->emitError("index ")
             << shapeText(indices) << " is out of bounds for a memref of shape "
             << shapeText(m.shape);
    offset += indices[d] * m.strides[d];
  }
  return uint64_t(offset);
}

FailureOr<Int> readElement(Operation *op, const Memref &m, ArrayRef<int64_t> indices) {
  FailureOr<uint64_t> at = elementOffset(op, m, indices);
  if (failed(at))
    return failure();
  if (!m.buffer->written[*at])
    return op->emitError("reads element ") << shapeText(indices) << ", which was never stored";
  return Int{m.buffer->data[*at], m.buffer->width};
}

LogicalResult writeElement(Operation *op, const Memref &m, ArrayRef<int64_t> indices,
                           const Int &value) {
  FailureOr<uint64_t> at = elementOffset(op, m, indices);
  if (failed(at))
    return failure();
  m.buffer->data[*at] = value.bits;
  m.buffer->written[*at] = true;
  return success();
}

/// memref.subview without rank reduction: the view of `source` from
/// `offsets`, of `sizes`, every `strides` elements. The view must lie inside
/// the source's (an error otherwise, where LLVM's would be undefined).
static FailureOr<Memref> subview(Machine &m, memref::SubViewOp op) {
  const Memref &source = std::get<Memref>(m.get(op.getSource()));
  auto values = [&](ArrayRef<OpFoldResult> folds) {
    std::vector<int64_t> out;
    for (OpFoldResult f : folds)
      out.push_back(isa<Attribute>(f) ? cast<IntegerAttr>(cast<Attribute>(f)).getInt()
                                      : m.getInt(cast<Value>(f)).sext());
    return out;
  };
  std::vector<int64_t> offsets = values(op.getMixedOffsets()), sizes = values(op.getMixedSizes()),
                       strides = values(op.getMixedStrides());
  if (op.getType().getRank() != int64_t(sizes.size()))
    return op.emitError("the interpreter does not support rank-reducing subviews");
  Memref view{source.buffer, source.offset, sizes, {}};
  for (size_t d = 0; d < sizes.size(); ++d) {
    // Inside the source's extent, so no product below overflows.
    int64_t span = 0, last = 0;
    bool inside = sizes[d] >= 0 && offsets[d] >= 0 && strides[d] >= 1 &&
                  !llvm::MulOverflow(std::max<int64_t>(sizes[d] - 1, 0), strides[d], span) &&
                  !llvm::AddOverflow(offsets[d], span, last) &&
                  (sizes[d] == 0 || last < source.shape[d]) && offsets[d] <= source.shape[d];
    if (!inside)
      return op.emitError("subview at ")
             << shapeText(offsets) << " of sizes " << shapeText(sizes) << " and strides "
             << shapeText(strides) << " is out of bounds for a memref of shape "
             << shapeText(source.shape);
    view.offset += offsets[d] * source.strides[d];
    view.strides.push_back(strides[d] * source.strides[d]);
  }
  return view;
}

FailureOr<std::shared_ptr<Buffer>> Machine::newBuffer(Operation *op, MemRefType type,
                                                      ArrayRef<int64_t> dynamicExtents) {
  unsigned width = storageWidth(type.getElementType());
  if (!width || width > 64 || !type.getLayout().isIdentity())
    return op->emitError("the interpreter supports memrefs of integers and floats with the "
                         "identity layout, not ")
           << type;
  auto buffer = std::make_shared<Buffer>();
  buffer->width = width;
  const int64_t *dynamicExtent = dynamicExtents.begin();
  uint64_t count = 1;
  for (int64_t extent : type.getShape()) {
    int64_t e = ShapedType::isDynamic(extent) ? *dynamicExtent++ : extent;
    if (e < 0)
      return op->emitError("negative memref extent ") << e;
    if (e > 0 && count > options.limits.maxMemrefElements / uint64_t(e)) {
      (void)allocate(op, options.limits.maxMemrefElements + 1); // reports the limit
      return failure();
    }
    count *= uint64_t(e);
    buffer->shape.push_back(e);
  }
  if (failed(allocate(op, count)))
    return failure();
  buffer->data.assign(count, 0);
  buffer->written.assign(count, false);
  return buffer;
}

LogicalResult Machine::executeMemref(Operation *op) {
  auto indicesOf = [&](OperandRange range) {
    std::vector<int64_t> indices;
    for (Value v : range)
      indices.push_back(getInt(v).sext());
    return indices;
  };
  if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
    std::vector<int64_t> dynamicExtents = indicesOf(op->getOperands());
    FailureOr<std::shared_ptr<Buffer>> buffer =
        newBuffer(op, cast<MemRefType>(op->getResult(0).getType()), dynamicExtents);
    if (failed(buffer))
      return failure();
    (*buffer)->onStack = isa<memref::AllocaOp>(op);
    if ((*buffer)->onStack)
      frameAllocas->push_back(*buffer);
    set(op->getResult(0), Memref::whole(*buffer));
    return success();
  }
  if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
    Buffer &buffer = *std::get<Memref>(get(dealloc.getMemref())).buffer;
    if (buffer.onStack)
      return op->emitError("deallocates a memref that memref.alloca allocated");
    if (buffer.freed)
      return op->emitError("memref deallocated twice");
    release(buffer);
    return success();
  }
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    FailureOr<Int> value =
        readElement(op, std::get<Memref>(get(load.getMemref())), indicesOf(load.getIndices()));
    if (failed(value))
      return failure();
    set(load, *value);
    return success();
  }
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return writeElement(op, std::get<Memref>(get(store.getMemref())), indicesOf(store.getIndices()),
                        getInt(store.getValue()));
  if (auto dim = dyn_cast<memref::DimOp>(op)) {
    const Memref &memref = std::get<Memref>(get(dim.getSource()));
    int64_t d = getInt(dim.getIndex()).sext();
    if (d < 0 || d >= int64_t(memref.shape.size()))
      return op->emitError("dimension ")
             << d << " is out of range for a rank-" << memref.shape.size() << " memref";
    set(dim, Int::of(memref.shape[d], 64));
    return success();
  }
  // A cast changes only the static knowledge of the shape and layout; an
  // extent, stride or offset it makes static must be the run-time one
  // (the view's, relative to its buffer).
  if (auto cast = dyn_cast<memref::CastOp>(op)) {
    const RtValue &source = get(cast.getSource());
    const Memref &memref = std::get<Memref>(source);
    auto type = dyn_cast<MemRefType>(cast.getType());
    if (!type)
      return op->emitError("the interpreter does not support casts to ") << cast.getType();
    for (auto [extent, actual] : llvm::zip(type.getShape(), memref.shape))
      if (!ShapedType::isDynamic(extent) && extent != actual)
        return op->emitError("casts a memref of shape ")
               << shapeText(memref.shape) << " to " << cast.getType();
    SmallVector<int64_t> strides;
    int64_t offset;
    bool layoutHolds = succeeded(type.getStridesAndOffset(strides, offset)) &&
                       (ShapedType::isDynamic(offset) || offset == memref.offset);
    for (auto [stride, actual] : llvm::zip(strides, memref.strides))
      layoutHolds &= ShapedType::isDynamic(stride) || stride == actual;
    if (!layoutHolds)
      return op->emitError("casts a memref view of offset ")
             << memref.offset << " and strides " << shapeText(memref.strides) << " to "
             << cast.getType();
    set(cast, source);
    return success();
  }
  if (auto view = dyn_cast<memref::SubViewOp>(op)) {
    FailureOr<Memref> narrowed = subview(*this, view);
    if (failed(narrowed))
      return failure();
    set(view, *narrowed);
    return success();
  }
  return unsupported(op);
}

void Machine::release(Buffer &buffer) {
  if (buffer.freed)
    return;
  buffer.freed = true;
  liveElements -= buffer.data.size();
  buffer.data.clear();
  buffer.written.clear();
}

} // namespace cute::eval
