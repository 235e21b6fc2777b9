//===- LowerViews.cpp - Views to memref accesses at layout offsets ---------===//
//
// --cute-lower-views: a view is its make_view's memref and layout (seed
// 000's get_iter / get_layout / make_view triple read backwards), so every
// use of a view is rewritten on those two values:
// - get_iter and get_layout become the make_view's operands;
// - cute.memref.load / store of element c access the memref at index
//   layout_eval(c, layout) (a constant when both are static);
// - cute.copy becomes a loop over the 1-D indices i of src, loading src(i)
//   and storing it to dst(i), under an scf.if on pred(i) when masked;
// - cute.tiled_partition becomes, first, the make_view of a subview of the
//   view's memref from the thread's first element (layout_eval of the
//   static thread-offset layout at the thread) and the fragment's layout.
// The layout_eval ops it creates are left to cute-expand. Views must stay
// where make_view builds them: a view passed through a call, a return, a
// block argument or any other op is an error.
// Postcondition: no view op and no view-typed value is left.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"
#include "cute-oracle/Lower/Passes.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/Views.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTELOWERVIEWS
#include "cute-oracle/Lower/Passes.h.inc"
} // namespace cute::lower

using namespace mlir;
using namespace cute::dialect;
namespace core = cute::core;

namespace {

bool isViewUse(Operation *op) {
  return isa<GetIterOp, GetLayoutOp, MemrefLoadOp, MemrefStoreOp, CopyOp>(op);
}

bool hasViewType(TypeRange types) {
  return llvm::any_of(types, [](Type t) { return isa<ViewType>(t); });
}

/// No function signature and no block argument holds a view.
LogicalResult checkNoViewArguments(ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    auto fn = dyn_cast<FunctionOpInterface>(op);
    bool viewArgument =
        (fn && (hasViewType(fn.getArgumentTypes()) || hasViewType(fn.getResultTypes()))) ||
        llvm::any_of(op->getRegions(), [](Region &r) {
          return llvm::any_of(r.getBlocks(),
                              [](Block &b) { return hasViewType(b.getArgumentTypes()); });
        });
    if (!viewArgument)
      return WalkResult::advance();
    op->emitOpError("passes a view as an argument or result: views are lowered only where "
                    "cute.make_view builds them");
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

/// Every view value comes from a make_view and goes only to view ops.
LogicalResult checkViewsStayLocal(ModuleOp module) {
  if (failed(checkNoViewArguments(module)))
    return failure();
  WalkResult walk = module.walk([](Operation *op) {
    for (Value operand : op->getOperands()) {
      if (!isa<ViewType>(operand.getType()))
        continue;
      if (!operand.getDefiningOp<MakeViewOp>()) {
        op->emitOpError("uses a view that no cute.make_view builds here (an argument): "
                        "views are lowered only where cute.make_view builds them");
        return WalkResult::interrupt();
      }
      if (!isViewUse(op)) {
        op->emitOpError("takes a view: views are lowered only for cute.get_iter, "
                        "cute.get_layout, cute.memref.load, cute.memref.store and cute.copy");
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

MakeViewOp producerOf(Value view) { return view.getDefiningOp<MakeViewOp>(); }

/// layout(coord) as an index: layout_eval(coord, layout), a constant when
/// both are static.
FailureOr<Value> offsetAt(OpBuilder &b, Location loc, Value layoutValue, Value coord) {
  std::optional<core::Value> layout = staticValue(layoutValue.getType());
  std::optional<core::Value> c = staticValue(coord.getType());
  if (layout && c) {
    core::Result<int64_t> offset = core::elementOffset(*layout, std::get<core::IntTuple>(*c));
    if (!offset)
      return emitError(loc, "the view's element is out of reach: ") << offset.error().message;
    return arith::ConstantIndexOp::create(b, loc, *offset).getResult();
  }
  Type offsetType = IntTupleType::get(b.getContext(), "?{i64}");
  Value offset = LayoutEvalOp::create(b, loc, offsetType, coord, layoutValue);
  auto scalar = GetScalarsOp::create(b, loc, offset, /*only_dynamic=*/true);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), scalar.getResult(0)).getResult();
}

/// The coordinate of a 1-D index given as an index value.
Value coordOf(OpBuilder &b, Location loc, Value index) {
  Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  return MakeCoordOp::create(b, loc, CoordType::get(b.getContext(), "?{i64}"), ValueRange{i64});
}

/// cute.tiled_partition(view, thr) -> make_view(subview(iter, [first, n)),
/// fragment layout), first = threadOffsets(thr), under a cf.assert that thr
/// is one of the tiled atom's threads (the interpreter's run-time check).
LogicalResult lowerPartition(TiledPartitionOp op) {
  MakeViewOp make = op.getView().getDefiningOp<MakeViewOp>();
  if (!make)
    return op.emitOpError("partitions a view that no cute.make_view builds here (a block "
                          "argument or another op's result): views are lowered only where "
                          "cute.make_view builds them");
  OpBuilder b(op);
  Location loc = op.getLoc();
  Type tiled = op.getTiled().getType();
  auto layout = std::get<core::Layout>(*cuteValue(op.getView().getType().getLayout()));
  core::Result<core::Layout> offsets = threadOffsetsOf(tiled, op.getOperand()[0], layout);
  core::Result<int64_t> threads = threadsOf(tiled);
  if (!offsets || !threads)
    return op.emitOpError("cannot compute the threads' offsets: ")
           << (offsets ? threads.error() : offsets.error()).message;
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, op.getThr(),
                                        arith::ConstantIndexOp::create(b, loc, *threads));
  cf::AssertOp::create(b, loc, inRange,
                       "cute.tiled_partition: the thread is not one of the tiled atom's " +
                           std::to_string(*threads) + " threads");
  Value offsetLayout =
      StaticOp::create(b, loc, LayoutType::get(b.getContext(), core::print(*offsets)));
  FailureOr<Value> first = offsetAt(b, loc, offsetLayout, coordOf(b, loc, op.getThr()));
  if (failed(first))
    return failure();
  Value iter = make.getIter();
  Value n = memref::DimOp::create(b, loc, iter, 0);
  Value size = arith::SubIOp::create(b, loc, n, *first);
  ViewType result = op.getResult().getType();
  Value sub = memref::SubViewOp::create(
      b, loc, result.getIter(), iter, ArrayRef<OpFoldResult>{*first}, ArrayRef<OpFoldResult>{size},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  Value fragment = StaticOp::create(b, loc, result.getLayout());
  op.replaceAllUsesWith(MakeViewOp::create(b, loc, result, sub, fragment).getResult());
  op.erase();
  return success();
}

FailureOr<Value> loadElement(OpBuilder &b, Location loc, Value view, Value coord) {
  MakeViewOp make = producerOf(view);
  FailureOr<Value> index = offsetAt(b, loc, make.getLayout(), coord);
  if (failed(index))
    return failure();
  return memref::LoadOp::create(b, loc, make.getIter(), ValueRange{*index}).getResult();
}

LogicalResult storeElement(OpBuilder &b, Location loc, Value value, Value view, Value coord) {
  MakeViewOp make = producerOf(view);
  FailureOr<Value> index = offsetAt(b, loc, make.getLayout(), coord);
  if (failed(index))
    return failure();
  memref::StoreOp::create(b, loc, value, make.getIter(), ValueRange{*index});
  return success();
}

/// for i in [0, size(src)): if pred(i): dst(i) = src(i).
LogicalResult lowerCopy(CopyOp copy) {
  OpBuilder b(copy);
  Location loc = copy.getLoc();
  Value lo = arith::ConstantIndexOp::create(b, loc, 0);
  Value hi = arith::ConstantIndexOp::create(
      b, loc, core::viewElements(*cuteValue(cast<ViewType>(copy.getSrc().getType()).getLayout())));
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(b, loc, lo, hi, step);
  b.setInsertionPointToStart(loop.getBody());
  Value coord = coordOf(b, loc, loop.getInductionVar());
  if (Value pred = copy.getPred()) {
    FailureOr<Value> enabled = loadElement(b, loc, pred, coord);
    if (failed(enabled))
      return failure();
    auto guarded = scf::IfOp::create(b, loc, *enabled, /*withElseRegion=*/false);
    b.setInsertionPointToStart(guarded.thenBlock());
  }
  FailureOr<Value> value = loadElement(b, loc, copy.getSrc(), coord);
  if (failed(value))
    return failure();
  return storeElement(b, loc, *value, copy.getDst(), coord);
}

LogicalResult lowerUse(Operation *op) {
  OpBuilder b(op);
  if (auto iter = dyn_cast<GetIterOp>(op)) {
    iter.replaceAllUsesWith(producerOf(iter.getView()).getIter());
  } else if (auto layout = dyn_cast<GetLayoutOp>(op)) {
    layout.replaceAllUsesWith(producerOf(layout.getView()).getLayout());
  } else if (auto load = dyn_cast<MemrefLoadOp>(op)) {
    FailureOr<Value> value = loadElement(b, op->getLoc(), load.getView(), load.getCoord());
    if (failed(value))
      return failure();
    load.replaceAllUsesWith(*value);
  } else if (auto store = dyn_cast<MemrefStoreOp>(op)) {
    if (failed(storeElement(b, op->getLoc(), store.getValue(), store.getView(), store.getCoord())))
      return failure();
  } else if (failed(lowerCopy(cast<CopyOp>(op)))) {
    return failure();
  }
  op->erase();
  return success();
}

struct CuteLowerViews : cute::lower::impl::CuteLowerViewsBase<CuteLowerViews> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<TiledPartitionOp> partitions;
    module.walk([&](TiledPartitionOp op) { partitions.push_back(op); });
    for (TiledPartitionOp op : partitions)
      if (failed(lowerPartition(op)))
        return signalPassFailure();
    if (failed(checkViewsStayLocal(module)))
      return signalPassFailure();
    SmallVector<Operation *> uses;
    module.walk([&](Operation *op) {
      if (isViewUse(op))
        uses.push_back(op);
    });
    for (Operation *op : uses)
      if (failed(lowerUse(op)))
        return signalPassFailure();
    module.walk([](MakeViewOp make) {
      if (make->use_empty())
        make.erase();
    });
  }
};

} // namespace
