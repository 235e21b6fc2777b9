//===- AtomEval.cpp - The interpreter's atom builders and accessors -------===//
//
// make_atom, make_tiled_mma and make_tiled_copy yield an Atom, a value whose
// type holds everything about it. get_layout_tv computes the tiled atom's
// (thread, value) layout with interp/core (TiledMma.h, TiledCopy.h), and
// the result must be the layout its type declares.
//
// mma_atom_call and copy_atom_call are collective: in a kernel, each thread
// stops at the call (GpuEval.cpp's scheduler, as at gpu.barrier) and, once
// every thread of the block waits there, executeAtomCall runs the atom for
// each group of its threads (linear thread indices t*T .. t*T+T-1 for an
// atom of T threads) with interp/core's mmaAtomCall / copyAtomCall: the
// fragments' bits are read as values of their element types, and the
// results rounded and stored back as bits. A one-thread atom runs at once.
// Stricter than the hardware, on purpose or for now:
// - a warp-wide atom call waits for the whole block, like a barrier, so
//   warps may not take different paths to it, and a missing gpu.barrier
//   before it is not seen as a race;
// - every thread's source must hold its values, also the lanes ldmatrix
//   x1/x2 ignores (8..31, 16..31), and threads holding one element agree;
// - ldmatrix and cp.async addresses must be 16-byte aligned in their
//   buffer (the GPU faults), buffers being taken as aligned.
//
//===----------------------------------------------------------------------===//
#include "Machine.h"

#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h"
#include "cute-oracle/core/GmmaDescriptor.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledExecution.h"
#include "cute-oracle/core/Views.h"

using namespace mlir;

namespace cute::eval {

namespace {

/// The memref type a fragment's values lie in: the fragment's own, or its
/// view's (SM90 GMMA's A and B).
MemRefType storageTypeOf(Value fragment) {
  if (auto view = dyn_cast<dialect::ViewType>(fragment.getType()))
    return view.getIter();
  return cast<MemRefType>(fragment.getType());
}

/// The atom data type of a fragment's elements (executeAtomCall has
/// checked that it is one).
core::ElementType elementTypeOf(Value fragment) {
  return *numberTypeOf(storageTypeOf(fragment).getElementType());
}

/// One atom call executed for a group of threads: reads their fragments
/// and writes their results.
class CollectiveCall {
public:
  CollectiveCall(Operation *call, ArrayRef<const Frame *> frames) : call(call), frames(frames) {}

  /// Every thread's values of `fragment`, as numbers of its element type.
  FailureOr<core::Registers> read(StringRef name, Value fragment) const {
    core::ElementType type = elementTypeOf(fragment);
    core::Registers regs;
    Places places;
    for (auto [t, frame] : llvm::enumerate(frames)) {
      if (failed(placesOf(*frame, fragment, places)))
        return failure();
      const Memref &m = *places.memref;
      if (m.buffer->freed)
        return call->emitError("`") << name << "` of thread " << t << " was freed";
      regs.emplace_back();
      for (auto [v, at] : llvm::enumerate(places.at)) {
        if (!m.buffer->written[at])
          return call->emitError("reads value ")
                 << v << " of `" << name << "` of thread " << t << ", which was never stored";
        regs.back().push_back(core::valueFromBits(type, uint32_t(m.buffer->data[at])));
      }
    }
    return regs;
  }

  /// Stores each thread's values into its `fragment`, rounded to its type.
  LogicalResult write(StringRef name, Value fragment, const core::Registers &regs) const {
    core::ElementType type = elementTypeOf(fragment);
    for (auto [t, frame] : llvm::enumerate(frames))
      if (memrefOf(*frame, fragment).buffer->freed)
        return call->emitError("`") << name << "` of thread " << t << " was freed";
    Places places;
    for (auto [t, frame] : llvm::enumerate(frames)) {
      if (failed(placesOf(*frame, fragment, places)))
        return failure();
      for (auto [v, at] : llvm::enumerate(places.at)) {
        places.memref->buffer->data[at] = core::bitsOf(type, core::roundTo(type, regs[t][v]));
        places.memref->buffer->written[at] = true;
      }
    }
    return success();
  }

  /// SM90 GMMA reads one tile per warpgroup through a descriptor: every
  /// thread passes the view thread 0 does, and it starts at a multiple of
  /// the period of the descriptor's swizzle in its buffer (buffers
  /// themselves are taken as aligned).
  LogicalResult checkGmmaTile(StringRef name, Value tile, int64_t rows) const {
    const View &first = viewOf(*frames.front(), tile);
    for (auto [t, frame] : llvm::enumerate(frames)) {
      const View &v = viewOf(*frame, tile);
      if (v.iter.buffer != first.iter.buffer || v.iter.offset != first.iter.offset ||
          v.layout != first.layout)
        return call->emitError("SM90 GMMA's `")
               << name << "` of thread " << t
               << " is not thread 0's: the warpgroup reads one tile through one descriptor";
    }
    core::Result<core::GmmaDescriptor> descriptor = core::gmmaDescriptorK(first.layout, rows);
    if (!descriptor)
      return call->emitError(descriptor.error().message);
    int64_t start = first.iter.offset * int64_t(storageTypeOf(tile).getElementTypeBitWidth() / 8);
    int64_t alignment = core::gmmaAlignment(descriptor->type);
    if (start % alignment != 0)
      return call->emitError("SM90 GMMA's `")
             << name << "` starts at byte " << start << " of its buffer, but its descriptor's "
             << "swizzle needs a multiple of " << alignment << " bytes";
    return success();
  }

  /// Every thread's `fragment` starts 16 bytes into its buffer times a
  /// whole number (buffers themselves are taken as aligned).
  LogicalResult checkAligned(Value fragment) const {
    unsigned bytes = cast<MemRefType>(fragment.getType()).getElementTypeBitWidth() / 8;
    for (auto [t, frame] : llvm::enumerate(frames)) {
      int64_t offset = memrefOf(*frame, fragment).offset * int64_t(bytes);
      if (offset % 16 != 0)
        return call->emitError("the fragment of thread ")
               << t << " starts at byte " << offset
               << " of its buffer, but the instruction needs a 16-byte aligned address";
    }
    return success();
  }

private:
  /// Where a thread's fragment holds its values: the buffer positions of
  /// values 0, 1, ... of its memref, or of its view's elements.
  struct Places {
    const Memref *memref = nullptr;
    const core::Value *layout = nullptr;
    std::vector<size_t> at;
  };

  static const Memref &memrefOf(const Frame &frame, Value fragment) {
    return std::get<Memref>(frame[fragment]);
  }

  static const View &viewOf(const Frame &frame, Value tile) {
    return *std::get<ViewRef>(frame[tile]);
  }

  /// Fills `places` for one thread's fragment. Threads usually view their
  /// tile through the same layout: its offsets are computed once.
  LogicalResult placesOf(const Frame &frame, Value fragment, Places &places) const {
    const RtValue &value = frame[fragment];
    const auto *view = std::get_if<ViewRef>(&value);
    if (!view) {
      const Memref &m = std::get<Memref>(value);
      places = {&m, nullptr, {}};
      for (int64_t v = 0; v < m.shape[0]; ++v)
        places.at.push_back(size_t(m.offset + v * m.strides[0]));
      return success();
    }
    const View &tile = **view;
    bool sameLayout = places.layout && *places.layout == tile.layout;
    if (sameLayout && places.memref->offset == tile.iter.offset &&
        places.memref->strides == tile.iter.strides) {
      places.memref = &tile.iter;
      places.layout = &tile.layout;
      return success();
    }
    places = {&tile.iter, &tile.layout, {}};
    for (int64_t v = 0, n = core::viewElements(tile.layout); v < n; ++v) {
      core::Result<int64_t> at = core::elementOffset(tile.layout, core::IntTuple::of(v));
      if (!at)
        return call->emitError(at.error().message);
      places.at.push_back(size_t(tile.iter.offset + *at * tile.iter.strides[0]));
    }
    return success();
  }
  Operation *call;
  ArrayRef<const Frame *> frames;
};

LogicalResult runMma(dialect::MmaAtomCallOp op, const CollectiveCall &threads) {
  auto atom = cast<dialect::MmaAtomType>(op.getAtom().getType());
  if (isa<nvgpu::Sm90MmaType>(atom.getFamily())) {
    ArrayRef<int64_t> mnk = atom.getShape_MNK();
    if (failed(threads.checkGmmaTile("A", op.getA(), mnk[0])) ||
        failed(threads.checkGmmaTile("B", op.getB(), mnk[1])))
      return failure();
  }
  FailureOr<core::Registers> a = threads.read("A", op.getA()), b = threads.read("B", op.getB()),
                             c = threads.read("C", op.getC());
  if (failed(a) || failed(b) || failed(c))
    return failure();
  core::Result<core::Registers> d = core::mmaAtomCall(
      cast<dialect::MmaAtomType>(op.getAtom().getType()).getCppName(), *a, *b, *c);
  if (!d)
    return op.emitError(d.error().message);
  return threads.write("D", op.getD(), *d);
}

LogicalResult runCopy(dialect::CopyAtomCallOp op, const CollectiveCall &threads) {
  FailureOr<core::Registers> src = threads.read("src", op.getSrc());
  if (failed(src))
    return failure();
  core::Result<core::Registers> dst =
      core::copyAtomCall(cast<dialect::CopyAtomType>(op.getAtom().getType()).getCppName(), *src);
  if (!dst)
    return op.emitError(dst.error().message);
  return threads.write("dst", op.getDst(), *dst);
}

/// The number of threads that execute one `call` together.
FailureOr<int64_t> atomThreads(Operation *call) {
  Type atom = call->getOperand(0).getType();
  core::Result<core::Layout> tv =
      dialect::atomLayoutTVOf(atom, isa<dialect::MmaAtomCallOp>(call) ? 'A' : 'S');
  core::Result<int64_t> threads = tv ? core::modeSize(*tv, 0) : core::Result<int64_t>(tv.error());
  if (!threads)
    return call->emitError(threads.error().message);
  return *threads;
}

/// Runs `call` for each group of `threads` consecutive `frames` (their
/// number a multiple of `threads`): the element types and the alignment
/// the instruction needs are checked first.
LogicalResult runGroups(Operation *call, ArrayRef<const Frame *> frames, int64_t threads) {
  for (Value fragment : call->getOperands().drop_front()) {
    Type element = storageTypeOf(fragment).getElementType();
    if (!numberTypeOf(element))
      return call->emitError("the interpreter runs atom calls on i32, f16, bf16 and f32 values, "
                             "not ")
             << element;
  }
  for (size_t first = 0; first < frames.size(); first += threads) {
    CollectiveCall group(call, frames.slice(first, threads));
    for (Value fragment : dialect::addressedFragments(call))
      if (failed(group.checkAligned(fragment)))
        return failure();
    if (failed(isa<dialect::MmaAtomCallOp>(call)
                   ? runMma(cast<dialect::MmaAtomCallOp>(call), group)
                   : runCopy(cast<dialect::CopyAtomCallOp>(call), group)))
      return failure();
  }
  return success();
}

} // namespace

LogicalResult Machine::executeAtomCall(Operation *call, ArrayRef<const Frame *> frames) {
  FailureOr<int64_t> threads = atomThreads(call);
  if (failed(threads))
    return failure();
  if (frames.size() % *threads != 0)
    return call->emitError("'") << call->getName() << "' is collective over the atom's " << *threads
                                << " threads, but the block has " << frames.size();
  return runGroups(call, frames, *threads);
}

namespace {

/// A layout or an integer tuple the algebra computed, as a cute value.
template <class T> core::Result<core::Value> asValue(core::Result<T> computed) {
  if (!computed)
    return std::move(computed).takeError();
  return core::Value(*std::move(computed));
}

} // namespace

bool isAtomOp(Operation *op) {
  return dialect::isAtomCall(op) ||
         isa<dialect::MakeAtomOp, dialect::MakeTiledMmaOp, dialect::MakeTiledCopyOp>(op);
}

LogicalResult Machine::executeAtom(Operation *op) {
  assert(isAtomOp(op) && "executeAtom runs atom builders and atom calls");
  if (dialect::isAtomCall(op)) {
    if (!block)
      return op->emitError("'") << op->getName()
                                << "' is collective over the atom's threads: it runs only in a "
                                   "gpu kernel";
    // A one-thread atom (a copy) runs at once; the others wait for their
    // threads.
    FailureOr<int64_t> threads = atomThreads(op);
    if (failed(threads))
      return failure();
    if (*threads == 1)
      return runGroups(op, {frame}, 1);
    return arriveAt(op, [this, op](ArrayRef<const Frame *> frames) {
      return executeAtomCall(op, frames);
    });
  }
  set(op->getResult(0), Atom{op->getResult(0).getType()});
  return success();
}

std::optional<core::Result<core::Value>> Machine::atomAccessorValue(Operation *op) {
  core::Result<core::Value> value = core::Error{""};
  if (auto layoutTV = dyn_cast<dialect::GetLayoutTVOp>(op))
    value = asValue(dialect::layoutTVOf(layoutTV.getTiled().getType(), layoutTV.getOperand()[0]));
  else if (auto shape = dyn_cast<dialect::TileShapeOp>(op))
    value = asValue(dialect::tileShapeOf(shape.getAtom().getType()));
  else
    return std::nullopt;
  if (!value)
    return value;
  const core::Value &declared = declaredValue(op->getResult(0).getType());
  if (*value != declared)
    return core::Error{"computed " + core::print(*value) + " but the result type declares " +
                       core::print(declared)};
  return value;
}

} // namespace cute::eval
