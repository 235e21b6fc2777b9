//===- Desugar.cpp - --cute-desugar ---------------------------------------===//
//
// Static scalar tuple operands of constructors become arith.constant, then
// the desugaring's three ordered phases, each a walk over the whole module:
//  1. shape-eval: make_shape / make_coord -> make_int_tuple of the same
//     value, the kind restored with to_shape / to_coord (the dialect's
//     make_int_tuple verifier only accepts an !cute.int_tuple result, see
//     toIntTupleCtor); make_tile is already primitive and stays;
//  2. stride-eval: make_stride likewise (to_stride); strides with
//     scaled-basis leaves keep make_stride;
//  3. construction: make_layout -> make_layout_raw, make_composed_layout ->
//     make_composed_layout_raw (operands reordered to (outer, inner,
//     offset)), cute.equal on layouts -> get_shape/get_stride + tuple_eq +
//     arith.andi (on tuples -> tuple_eq), and print {table} -> a plain
//     print of the value followed by scf.for loops over the flattened
//     coordinate domain that printf the same bytes as interp/core's
//     renderLayoutText (rank 2: the print_layout table, its cell width
//     computed at run time from the outer layout's cosize; other ranks:
//     `i -> offset` lines).
//
//===----------------------------------------------------------------------===//
#include "ExpandAlgebra.h"
#include "LowerSupport.h"
#include "cute-oracle/Lower/Passes.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"
#include "cute-oracle/core/Text.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTEDESUGAR
#include "cute-oracle/Lower/Passes.h.inc"
} // namespace cute::lower

using namespace mlir;
using namespace cute::dialect;
using cute::core::IntTuple;
using cute::lower::SLayout;
using cute::lower::STree;
using cute::lower::Sym;
using cute::lower::SymBuilder;
namespace alg = cute::lower::alg;

namespace {

template <typename... Ops> SmallVector<Operation *> collect(ModuleOp m) {
  SmallVector<Operation *> ops;
  m.walk([&](Operation *op) {
    if (isa<Ops...>(op))
      ops.push_back(op);
  });
  return ops;
}

//===--- The coordinate loop of print {table} -----------------------------===//

/// Emits print {table} as loops over the coordinate domain, computing with
/// --cute-expand's run-time tuples (STree, SymBuilder and the alg:: twins
/// of interp/core's crd2idx, size and cosize).
class TablePrinter {
public:
  TablePrinter(OpBuilder &b, Location loc, ModuleOp module)
      : b(b), loc(loc), module(module), sb(b, loc, PrintOp::getOperationName()) {}

  LogicalResult run(PrintOp op);

private:
  OpBuilder &b;
  Location loc;
  ModuleOp module;
  SymBuilder sb;
  ValueRange dynamics;
  size_t nextDynamic = 0;
  /// The parts of a composed layout A o offset o B being printed (null for
  /// a layout); A is a swizzle or `inner`.
  const cute::core::ComposedLayout *composed = nullptr;
  SLayout inner;
  STree offset;
  std::optional<cute::core::Swizzle> swizzle;

  LogicalResult readComposedParts(PrintOp op, const cute::core::ComposedLayout &c);
  FailureOr<SLayout> buildLayout(const cute::core::Layout &l);
  FailureOr<STree> build(const IntTuple &t);
  Sym offsetAt(Sym bOffset);
  Sym eval(Sym c, const STree &shape, const STree &stride) {
    return alg::crd2idx(sb, STree::leaf(c), shape, stride).s;
  }
  /// The offset printed at index i of a listing of `l`.
  Sym listedOffset(const SLayout &l, Sym i) { return offsetAt(eval(i, l.shape, l.stride)); }
  /// The offset printed in cell (m, n) of the table of a rank-2 layout
  /// whose modes are `rows` and `cols`.
  Sym cellOffset(const SLayout &rows, const SLayout &cols, Sym m, Sym n) {
    return offsetAt(sb.add(eval(m, rows.shape, rows.stride), eval(n, cols.shape, cols.stride)));
  }
  void assertPrintable(const SLayout &l, bool table);
  void emitListing(const SLayout &l);
  void emitTable(const SLayout &l);

  Value i64(Sym s) { return sb.materialize(s, 64); }
  Value cst32(int64_t v) { return arith::ConstantIntOp::create(b, loc, v, 32); }

  /// Render.cpp's numDigits: 1 + [x >= 10] + ... + [x >= 10^9], as i32.
  Value numDigits(Value x) {
    Value d = cst32(1);
    int64_t p = 1;
    for (int k = 1; k <= 9; ++k) {
      p *= 10;
      Value ge = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x,
                                       arith::ConstantIntOp::create(b, loc, p, 64));
      d = arith::AddIOp::create(b, loc, d, arith::ExtUIOp::create(b, loc, b.getI32Type(), ge));
    }
    return d;
  }

  /// for i in [0, n): body(i); i is bounded as n is.
  scf::ForOp forLoop(Sym n, function_ref<void(Sym)> body) {
    auto loop = scf::ForOp::create(b, loc, i64(Sym::of(0)), i64(n), i64(Sym::of(1)));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    body(Sym{loop.getInductionVar(), 0, n.bits, {}, n.width});
    return loop;
  }

  /// Erases `loop` when it asserts nothing (its values can overflow
  /// nowhere): it only computed them.
  static void eraseIfUnchecked(scf::ForOp loop) {
    if (!loop->walk([](cf::AssertOp) { return WalkResult::interrupt(); }).wasInterrupted())
      loop.erase();
  }

  void emit(StringRef fmt, ValueRange args = {}) {
    cute::lower::emitPrintf(b, loc, module, fmt, args);
  }
};

/// The tree of `t` taking dynamic leaves from get_scalars in order. Each
/// run-time leaf is extended to i64 here, before any loop, so that every
/// use inside the loops sees an extension that dominates it; the leaf
/// keeps the magnitude bound of its declared width.
FailureOr<STree> TablePrinter::build(const IntTuple &t) {
  if (t.isTuple()) {
    std::vector<STree> elems;
    for (const IntTuple &e : t.elems()) {
      FailureOr<STree> k = build(e);
      if (failed(k))
        return failure();
      elems.push_back(*k);
    }
    return STree::tuple(std::move(elems));
  }
  if (t.isInt())
    return STree::ofInt(t.value());
  if (t.isDynamic() && nextDynamic < dynamics.size()) {
    Sym leaf = Sym::dyn(dynamics[nextDynamic++]);
    return STree::leaf(Sym{i64(leaf), 0, leaf.bits, {}, leaf.width});
  }
  return failure(); // `_` or scaled-basis leaves have no integer value
}

/// The layout `l` with integer leaves and congruent shape and stride.
FailureOr<SLayout> TablePrinter::buildLayout(const cute::core::Layout &l) {
  FailureOr<STree> shape = build(l.shape), stride = build(l.stride);
  if (failed(shape) || failed(stride) || !alg::congruent(*shape, *stride))
    return failure();
  return SLayout{*shape, *stride};
}

/// Reads the inner part and the offset of `c` (in get_scalars order, before
/// B's leaves).
LogicalResult TablePrinter::readComposedParts(PrintOp op, const cute::core::ComposedLayout &c) {
  composed = &c;
  if (const auto *a = std::get_if<cute::core::Layout>(&c.inner)) {
    FailureOr<SLayout> l = buildLayout(*a);
    if (failed(l))
      return op.emitError("print {table}: the inner layout needs integer strides");
    inner = *l;
  } else {
    swizzle = std::get<cute::core::Swizzle>(c.inner);
  }
  // The type verifier makes the offset a scalar when B's strides are
  // integers, the only case run() lets through.
  FailureOr<STree> o = build(c.offset);
  if (succeeded(o))
    offset = *o;
  return success();
}

/// The offset of the coordinate whose B offset is `bOffset`: itself for a
/// layout, A(offset + bOffset) for a composed layout.
Sym TablePrinter::offsetAt(Sym bOffset) {
  if (!composed)
    return bOffset;
  Sym x = sb.add(offset.s, bOffset);
  return swizzle ? alg::swizzle(sb, *swizzle, x) : eval(x, inner.shape, inner.stride);
}

/// Asserts at run time, before anything is printed, that every offset the
/// listing or table of `l` prints, and a table's cosize (its cell width),
/// is computed without overflowing int64: the interpreter refuses such a
/// print whole (in device code nothing is checked).
void TablePrinter::assertPrintable(const SLayout &l, bool table) {
  sb.assertNoIntermediateOverflow();
  if (!table) {
    eraseIfUnchecked(forLoop(alg::product(sb, l.shape), [&](Sym i) {
      (void)listedOffset(l, i);
      sb.assertNoIntermediateOverflow();
    }));
    return;
  }
  SLayout rows = alg::modeOf(l, 0), cols = alg::modeOf(l, 1);
  eraseIfUnchecked(forLoop(alg::product(sb, rows.shape), [&](Sym m) {
    forLoop(alg::product(sb, cols.shape), [&](Sym n) {
      (void)cellOffset(rows, cols, m, n);
      sb.assertNoIntermediateOverflow();
    });
  }));
  (void)alg::cosize(sb, l);
  sb.assertNoIntermediateOverflow();
}

/// "i -> offset" per index, for a layout that is not of rank 2.
void TablePrinter::emitListing(const SLayout &l) {
  forLoop(alg::product(sb, l.shape),
          [&](Sym i) { emit("%lld -> %lld\n", {i64(i), i64(listedOffset(l, i))}); });
}

/// print_layout's table of a rank-2 layout: a header of column indices,
/// then per row its index and the offsets, framed by rules.
void TablePrinter::emitTable(const SLayout &l) {
  SLayout rows = alg::modeOf(l, 0), cols = alg::modeOf(l, 1);
  Value digits = numDigits(i64(alg::cosize(sb, l)));
  Value width = arith::ExtSIOp::create(b, loc, b.getI64Type(),
                                       arith::AddIOp::create(b, loc, digits, cst32(2)));
  // Header: "    " then "  %*d " per column, then "\n".
  emit("    ");
  forLoop(alg::product(sb, cols.shape), [&](Sym n) { emit("  %*lld ", {digits, i64(n)}); });
  emit("\n");
  auto printRule = [&]() {
    emit("    ");
    // Dash by dash: gpu.printf, used in device code, takes no strings.
    forLoop(alg::product(sb, cols.shape), [&](Sym) {
      emit("+");
      forLoop(Sym{width, 0, 6, {}}, [&](Sym) { emit("-"); });
    });
    emit("+\n");
  };
  forLoop(alg::product(sb, rows.shape), [&](Sym m) {
    printRule();
    emit("%2lld  ", {i64(m)});
    forLoop(alg::product(sb, cols.shape), [&](Sym n) {
      emit("| %*lld ", {digits, i64(cellOffset(rows, cols, m, n))});
    });
    emit("|\n");
  });
  printRule();
}

LogicalResult TablePrinter::run(PrintOp op) {
  Value value = op.getValue();
  cute::core::Value v = *cuteValue(value.getType());
  b.setInsertionPoint(op);
  auto scalars = GetScalarsOp::create(b, loc, value, b.getUnitAttr());
  dynamics = scalars.getResults();
  // Trees in get_scalars order: inner, offset, outer (composed) or the
  // layout itself.
  const cute::core::Layout *outer = std::get_if<cute::core::Layout>(&v);
  if (!outer) {
    const auto &c = std::get<cute::core::ComposedLayout>(v);
    if (failed(readComposedParts(op, c)))
      return failure();
    outer = &c.outer;
  }
  FailureOr<SLayout> layout = buildLayout(*outer);
  if (failed(layout) || (composed && !offset.isInt()) || nextDynamic != dynamics.size())
    return op.emitError("print {table}: expects a layout with integer strides");
  bool table = layout->shape.isTuple() && layout->shape.rank() == 2;
  assertPrintable(*layout, table);
  PrintOp::create(b, loc, value, UnitAttr());
  if (table)
    emitTable(*layout);
  else
    emitListing(*layout);
  if (!sb.err.empty())
    return op.emitError("print {table}: ") << sb.err;
  op.erase();
  return success();
}

/// A constructor's static scalar tuple operands (`!cute.int_tuple<"4">`)
/// -> arith.constant of the width of the `?` slot each fills.
void staticOperandsToConstants(OpBuilder &b, Operation *op) {
  SmallVector<unsigned> widths = dynamicSlotWidths(*cuteValue(op->getResult(0).getType()));
  for (OpOperand &operand : op->getOpOperands()) {
    std::optional<cute::core::Value> v = staticValue(operand.get().getType());
    const auto *t = v ? std::get_if<IntTuple>(&*v) : nullptr;
    if (!t || !t->isInt() || operand.getOperandNumber() >= widths.size())
      continue;
    b.setInsertionPoint(op);
    Type slot = b.getIntegerType(widths[operand.getOperandNumber()]);
    operand.set(arith::ConstantOp::create(b, op->getLoc(), IntegerAttr::get(slot, t->value())));
  }
}

/// make_shape/make_coord/make_stride -> make_int_tuple of the same value.
/// The dialect's make_int_tuple verifier (the spec's verbatim diagnostic)
/// only accepts an !cute.int_tuple result, so the kind is restored with the
/// matching to_* cast. Values an int_tuple cannot hold (scaled-basis strides)
/// keep their constructor, which --cute-to-llvm lowers the same way.
void toIntTupleCtor(OpBuilder &b, Operation *op) {
  Type type = op->getResult(0).getType();
  auto tupleValue = std::get<IntTuple>(*cuteValue(type));
  std::string text = cute::core::print(tupleValue);
  if (!parseAndVerify(&sentinel(Kind::IntTuple), text, /*allowBasis=*/false))
    return;
  Location loc = op->getLoc();
  b.setInsertionPoint(op);
  Type intTuple = IntTupleType::get(b.getContext(), text);
  Value t = MakeIntTupleOp::create(b, loc, intTuple, op->getOperands());
  Value r;
  if (isa<ShapeType>(type))
    r = ToShapeOp::create(b, loc, type, t);
  else if (isa<CoordType>(type))
    r = ToCoordOp::create(b, loc, type, t);
  else
    r = ToStrideOp::create(b, loc, type, t);
  op->replaceAllUsesWith(ValueRange{r});
  op->erase();
}

struct CuteDesugar : cute::lower::impl::CuteDesugarBase<CuteDesugar> {
  // The pass creates cute ops even in a module that has none yet.
  void getDependentDialects(DialectRegistry &registry) const override {
    CuteDesugarBase::getDependentDialects(registry);
    registry.insert<CuteDialect>();
  }

  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    cute::lower::requireRegisteredOps(
        ctx, {"cute.make_int_tuple", "cute.make_layout_raw", "cute.tuple_eq", "arith.andi",
              "scf.for", "llvm.call"},
        "cute-desugar");
    ModuleOp module = getOperation();
    OpBuilder b(ctx);

    // Static scalar operands of constructors become constants.
    for (Operation *op : collect<MakeIntTupleOp, MakeShapeOp, MakeStrideOp, MakeCoordOp,
                                 MakeTileOp>(module))
      staticOperandsToConstants(b, op);
    // Phase 1: shape-eval; phase 2: stride-eval.
    for (Operation *op : collect<MakeShapeOp, MakeCoordOp>(module))
      toIntTupleCtor(b, op);
    for (Operation *op : collect<MakeStrideOp>(module))
      toIntTupleCtor(b, op);
    // Phase 3: construction, equal, dynamic print.
    bool failedAny = false;
    for (Operation *op :
         collect<MakeLayoutOp, MakeComposedLayoutOp, EqualOp, PrintOp>(module)) {
      Location loc = op->getLoc();
      b.setInsertionPoint(op);
      if (auto ml = dyn_cast<MakeLayoutOp>(op)) {
        auto r = MakeLayoutRawOp::create(b, loc, ml.getType(), ml.getShape(), ml.getStride());
        ml.replaceAllUsesWith(r.getResult());
        ml.erase();
      } else if (auto mc = dyn_cast<MakeComposedLayoutOp>(op)) {
        auto r = MakeComposedLayoutRawOp::create(b, loc, mc.getType(), mc.getOuter(),
                                                 mc.getInner(), mc.getOffset());
        mc.replaceAllUsesWith(r.getResult());
        mc.erase();
      } else if (auto eq = dyn_cast<EqualOp>(op)) {
        Type lt = eq.getLhs().getType(), rt = eq.getRhs().getType();
        if (isa<LayoutType>(lt) && isa<LayoutType>(rt)) {
          auto l1 = std::get<cute::core::Layout>(*cuteValue(lt));
          auto l2 = std::get<cute::core::Layout>(*cuteValue(rt));
          auto shapeOf = [&](Value v, const cute::core::Layout &l) {
            return GetShapeOp::create(b, loc, ShapeType::get(ctx, cute::core::print(l.shape)), v);
          };
          auto strideOf = [&](Value v, const cute::core::Layout &l) {
            return GetStrideOp::create(b, loc, StrideType::get(ctx, cute::core::print(l.stride)),
                                       v);
          };
          Value s1 = shapeOf(eq.getLhs(), l1), s2 = shapeOf(eq.getRhs(), l2);
          Value t1 = strideOf(eq.getLhs(), l1), t2 = strideOf(eq.getRhs(), l2);
          Value seq = TupleEqOp::create(b, loc, b.getI1Type(), s1, s2);
          Value teq = TupleEqOp::create(b, loc, b.getI1Type(), t1, t2);
          Value r = arith::AndIOp::create(b, loc, seq, teq);
          eq.replaceAllUsesWith(r);
          eq.erase();
        } else if (isTupleType(lt) && isTupleType(rt)) {
          Value r = TupleEqOp::create(b, loc, b.getI1Type(), eq.getLhs(), eq.getRhs());
          eq.replaceAllUsesWith(r);
          eq.erase();
        }
      } else if (auto print = dyn_cast<PrintOp>(op)) {
        if (!print.getTable())
          continue;
        TablePrinter tp(b, loc, module);
        if (failed(tp.run(print)))
          failedAny = true;
      }
    }
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
