//===- ViewEval.cpp - The interpreter's cute views -------------------------===//
//
// cute.make_view binds a rank-1 memref to a layout (its offsets must lie in
// the memref: checked here, where the lowering would read out of bounds);
// get_iter and get_layout take it apart; cute.memref.load/store address
// element layout(c); cute.copy copies src(i) to dst(i) for every 1-D index
// i in order, where pred(i) holds; cute.tiled_partition narrows a view to
// one thread's partition (interp/core's partition of the tiled atom).
//
//===----------------------------------------------------------------------===//
#include "Machine.h"
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/Views.h"

using namespace mlir;

namespace cute::eval {

namespace {

const View &viewOf(const Machine &m, Value v) { return *std::get<ViewRef>(m.get(v)); }

/// The memref element of the view's element at `coord`.
FailureOr<int64_t> offsetOf(Operation *op, const View &view, const core::IntTuple &coord) {
  core::Result<int64_t> offset = core::elementOffset(view.layout, coord);
  if (!offset)
    return op->emitError("'") << op->getName() << "': " << offset.error().message;
  return *offset;
}

FailureOr<Int> readView(Operation *op, const View &view, const core::IntTuple &coord) {
  FailureOr<int64_t> at = offsetOf(op, view, coord);
  if (failed(at))
    return failure();
  return readElement(op, view.iter, {*at});
}

LogicalResult writeView(Operation *op, const View &view, const core::IntTuple &coord,
                        const Int &value) {
  FailureOr<int64_t> at = offsetOf(op, view, coord);
  if (failed(at))
    return failure();
  return writeElement(op, view.iter, {*at}, value);
}

FailureOr<ViewRef> makeView(Machine &m, dialect::MakeViewOp op) {
  View view{std::get<Memref>(m.get(op.getIter())), m.getCute(op.getLayout())};
  core::Result<core::OffsetRange> range = core::offsetRange(view.layout);
  if (!range)
    return op.emitError("'cute.make_view': ") << range.error().message;
  int64_t elements = view.iter.shape[0];
  if (!range->empty() && (range->lo < 0 || range->hi >= elements))
    return op.emitError("'cute.make_view': the offsets of the layout ")
           << core::print(view.layout) << " (" << range->lo << " to " << range->hi
           << ") exceed the " << elements << " elements of its memref";
  return std::make_shared<const View>(std::move(view));
}

/// The view of thread thr's partition: its memref starts at the thread's
/// first element, its layout is the fragment's (the verifier checked the
/// result type is).
FailureOr<ViewRef> partition(Machine &m, dialect::TiledPartitionOp op) {
  const View &view = viewOf(m, op.getView());
  Type tiled = op.getTiled().getType();
  int64_t thr = m.getInt(op.getThr()).sext();
  core::Result<int64_t> threads = dialect::threadsOf(tiled);
  if (!threads)
    return op.emitError("'cute.tiled_partition': ") << threads.error().message;
  if (thr < 0 || thr >= *threads)
    return op.emitError("'cute.tiled_partition': thread ")
           << thr << " is not one of the tiled atom's " << *threads << " threads";
  core::Result<core::Fragment> fragment =
      dialect::partitionOf(tiled, op.getOperand()[0], thr, std::get<core::Layout>(view.layout));
  if (!fragment)
    return op.emitError("'cute.tiled_partition': ") << fragment.error().message;
  int64_t first = fragment->offset.value();
  Memref iter = view.iter;
  iter.offset += first * iter.strides[0];
  iter.shape[0] -= first;
  return std::make_shared<const View>(View{std::move(iter), fragment->layout});
}

LogicalResult copy(Machine &m, dialect::CopyOp op) {
  const View &src = viewOf(m, op.getSrc()), &dst = viewOf(m, op.getDst());
  const View *pred = op.getPred() ? &viewOf(m, op.getPred()) : nullptr;
  for (int64_t i = 0, n = core::viewElements(src.layout); i < n; ++i) {
    // Each element counts as an executed op against --max-steps.
    if (failed(m.step(op)))
      return failure();
    core::IntTuple index = core::IntTuple::of(i);
    if (pred) {
      FailureOr<Int> enabled = readView(op, *pred, index);
      if (failed(enabled))
        return failure();
      if (!enabled->bits)
        continue;
    }
    FailureOr<Int> value = readView(op, src, index);
    if (failed(value) || failed(writeView(op, dst, index, *value)))
      return failure();
  }
  return success();
}

} // namespace

bool isViewOp(Operation *op) {
  return isa<dialect::MakeViewOp, dialect::GetIterOp, dialect::GetLayoutOp, dialect::MemrefLoadOp,
             dialect::MemrefStoreOp, dialect::CopyOp, dialect::TiledPartitionOp>(op);
}

LogicalResult Machine::executeView(Operation *op) {
  assert(isViewOp(op) && "executeView runs view ops");
  if (auto make = dyn_cast<dialect::MakeViewOp>(op)) {
    FailureOr<ViewRef> view = makeView(*this, make);
    if (failed(view))
      return failure();
    set(make, std::move(*view));
  } else if (auto iter = dyn_cast<dialect::GetIterOp>(op)) {
    set(iter, viewOf(*this, iter.getView()).iter);
  } else if (auto layout = dyn_cast<dialect::GetLayoutOp>(op)) {
    set(layout, viewOf(*this, layout.getView()).layout);
  } else if (auto load = dyn_cast<dialect::MemrefLoadOp>(op)) {
    FailureOr<Int> value = readView(op, viewOf(*this, load.getView()),
                                    std::get<core::IntTuple>(getCute(load.getCoord())));
    if (failed(value))
      return failure();
    set(load, *value);
  } else if (auto store = dyn_cast<dialect::MemrefStoreOp>(op)) {
    return writeView(op, viewOf(*this, store.getView()),
                     std::get<core::IntTuple>(getCute(store.getCoord())), getInt(store.getValue()));
  } else if (auto c = dyn_cast<dialect::CopyOp>(op)) {
    return copy(*this, c);
  } else if (auto part = dyn_cast<dialect::TiledPartitionOp>(op)) {
    FailureOr<ViewRef> view = partition(*this, part);
    if (failed(view))
      return failure();
    set(part, std::move(*view));
  }
  return success();
}

} // namespace cute::eval
