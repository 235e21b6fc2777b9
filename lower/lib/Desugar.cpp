//===- Desugar.cpp - --cute-desugar ---------------------------------------===//
//
// Static scalar tuple operands of constructors become arith.constant, then
// seed 000's three ordered phases, each a walk over the whole module:
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
#include "LowerSupport.h"
#include "cute-oracle/Lower/Passes.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"
#include "cute-oracle/core/Text.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTEDESUGAR
#include "cute-oracle/Lower/Passes.h.inc"
} // namespace cute::lower

using namespace mlir;
using namespace cute::dialect;
using cute::core::IntTuple;

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

/// An integer tuple whose leaves are i64 SSA values.
struct Node {
  Value leaf; // set for leaves
  std::vector<Node> kids;
  bool isLeaf() const { return static_cast<bool>(leaf); }
};

class TablePrinter {
public:
  TablePrinter(OpBuilder &b, Location loc, ModuleOp module) : b(b), loc(loc), module(module) {}

  LogicalResult run(PrintOp op);

private:
  OpBuilder &b;
  Location loc;
  ModuleOp module;
  ValueRange dynamics;
  size_t nextDynamic = 0;
  /// The parts of a composed layout A o offset o B being printed (null for
  /// a layout); A is a swizzle or innerShape:innerStride.
  const cute::core::ComposedLayout *composed = nullptr;
  Node innerShape, innerStride, offset;
  std::optional<cute::core::Swizzle> swizzle;

  LogicalResult readComposedParts(PrintOp op, const cute::core::ComposedLayout &c);
  Value offsetAt(Value bOffset);
  void emitListing(const Node &shape, const Node &stride);
  void emitTable(const Node &shape, const Node &stride);

  Value cst(int64_t v) { return arith::ConstantIntOp::create(b, loc, v, 64); }
  Value cst32(int64_t v) { return arith::ConstantIntOp::create(b, loc, v, 32); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }

  /// The tree of `t` taking dynamic leaves from get_scalars in order.
  FailureOr<Node> build(const IntTuple &t) {
    Node n;
    if (t.isTuple()) {
      for (const IntTuple &e : t.elems()) {
        FailureOr<Node> k = build(e);
        if (failed(k))
          return failure();
        n.kids.push_back(*k);
      }
      return n;
    }
    if (t.isInt()) {
      n.leaf = cst(t.value());
      return n;
    }
    if (t.isDynamic() && nextDynamic < dynamics.size()) {
      Value v = dynamics[nextDynamic++];
      if (v.getType().getIntOrFloatBitWidth() != 64)
        v = arith::ExtSIOp::create(b, loc, b.getI64Type(), v);
      n.leaf = v;
      return n;
    }
    return failure(); // `_` or scaled-basis leaves have no integer value
  }

  Value size(const Node &n) {
    if (n.isLeaf())
      return n.leaf;
    Value p = cst(1);
    for (const Node &k : n.kids)
      p = mul(p, size(k));
    return p;
  }

  /// crd2idx of an integer coordinate (interp/core's rule: mode i takes
  /// c mod size(mode i), passes c / size(mode i) on; the last takes the
  /// rest).
  Value eval(Value c, const Node &shape, const Node &stride) {
    if (shape.isLeaf())
      return mul(c, stride.leaf);
    Value acc = cst(0);
    size_t r = shape.kids.size();
    for (size_t i = 0; i < r; ++i) {
      if (i + 1 == r) {
        acc = add(acc, eval(c, shape.kids[i], stride.kids[i]));
        break;
      }
      Value s = size(shape.kids[i]);
      acc = add(acc, eval(arith::RemSIOp::create(b, loc, c, s), shape.kids[i], stride.kids[i]));
      c = arith::DivSIOp::create(b, loc, c, s);
    }
    return acc;
  }

  static bool congruent(const Node &s, const Node &d) {
    if (s.isLeaf() || d.isLeaf())
      return s.isLeaf() && d.isLeaf();
    if (s.kids.size() != d.kids.size())
      return false;
    for (size_t i = 0; i < s.kids.size(); ++i)
      if (!congruent(s.kids[i], d.kids[i]))
        return false;
    return true;
  }

  void flatten(const Node &n, SmallVectorImpl<Value> &out) {
    if (n.isLeaf())
      out.push_back(n.leaf);
    for (const Node &k : n.kids)
      flatten(k, out);
  }

  /// 1 + sum (s_k - 1) * |d_k| over the flattened modes (interp/core's
  /// cosize for integer strides).
  Value cosize(const Node &shape, const Node &stride) {
    SmallVector<Value> s, d;
    flatten(shape, s);
    flatten(stride, d);
    Value acc = cst(1);
    for (size_t i = 0; i < s.size(); ++i) {
      Value neg = arith::SubIOp::create(b, loc, cst(0), d[i]);
      Value absD = arith::MaxSIOp::create(b, loc, d[i], neg);
      acc = add(acc, mul(arith::SubIOp::create(b, loc, s[i], cst(1)), absD));
    }
    return acc;
  }

  /// Render.cpp's numDigits: 1 + [x >= 10] + ... + [x >= 10^9], as i32.
  Value numDigits(Value x) {
    Value d = cst32(1);
    int64_t p = 1;
    for (int k = 1; k <= 9; ++k) {
      p *= 10;
      Value ge = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x, cst(p));
      d = add(d, arith::ExtUIOp::create(b, loc, b.getI32Type(), ge));
    }
    return d;
  }

  void forLoop(Value n, function_ref<void(Value)> body) {
    auto loop = scf::ForOp::create(b, loc, cst(0), n, cst(1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    body(loop.getInductionVar());
  }

  void emit(StringRef fmt, ValueRange args = {}) {
    cute::lower::emitPrintf(b, loc, module, fmt, args);
  }
};

/// Reads the inner part and the offset of `c` (in get_scalars order, before
/// B's leaves).
LogicalResult TablePrinter::readComposedParts(PrintOp op, const cute::core::ComposedLayout &c) {
  composed = &c;
  if (const auto *a = std::get_if<cute::core::Layout>(&c.inner)) {
    FailureOr<Node> s = build(a->shape), d = build(a->stride);
    if (failed(s) || failed(d) || !congruent(*s, *d))
      return op.emitError("print {table}: the inner layout needs integer strides");
    innerShape = *s;
    innerStride = *d;
  } else {
    swizzle = std::get<cute::core::Swizzle>(c.inner);
  }
  // The type verifier makes the offset a scalar when B's strides are
  // integers, the only case run() lets through.
  FailureOr<Node> o = build(c.offset);
  if (succeeded(o))
    offset = *o;
  return success();
}

/// The offset of the coordinate whose B offset is `bOffset`: itself for a
/// layout, A(offset + bOffset) for a composed layout.
Value TablePrinter::offsetAt(Value bOffset) {
  if (!composed)
    return bOffset;
  Value x = add(offset.leaf, bOffset);
  if (!swizzle)
    return eval(x, innerShape, innerStride);
  const cute::core::Swizzle &s = *swizzle;
  uint64_t mask = ((uint64_t(1) << s.bits) - 1) << (s.base + std::max(0, s.shift));
  Value y = arith::AndIOp::create(b, loc, x, cst(static_cast<int64_t>(mask)));
  Value moved = s.shift >= 0 ? Value(arith::ShRUIOp::create(b, loc, y, cst(s.shift)))
                             : Value(arith::ShLIOp::create(b, loc, y, cst(-s.shift)));
  return arith::XOrIOp::create(b, loc, x, moved);
}

/// "i -> offset" per index, for a layout that is not of rank 2.
void TablePrinter::emitListing(const Node &shape, const Node &stride) {
  forLoop(size(shape), [&](Value i) {
    emit("%lld -> %lld\n", {i, offsetAt(eval(i, shape, stride))});
  });
}

/// print_layout's table of a rank-2 layout: a header of column indices,
/// then per row its index and the offsets, framed by rules.
void TablePrinter::emitTable(const Node &shape, const Node &stride) {
  const Node &s0 = shape.kids[0], &s1 = shape.kids[1];
  const Node &d0 = stride.kids[0], &d1 = stride.kids[1];
  Value rows = size(s0), cols = size(s1);
  Value digits = numDigits(cosize(shape, stride));
  Value width = arith::ExtSIOp::create(b, loc, b.getI64Type(), add(digits, cst32(2)));
  // Header: "    " then "  %*d " per column, then "\n".
  emit("    ");
  forLoop(cols, [&](Value n) { emit("  %*lld ", {digits, n}); });
  emit("\n");
  auto printRule = [&]() {
    emit("    ");
    // Dash by dash: gpu.printf, used in device code, takes no strings.
    forLoop(cols, [&](Value) {
      emit("+");
      forLoop(width, [&](Value) { emit("-"); });
    });
    emit("+\n");
  };
  forLoop(rows, [&](Value m) {
    printRule();
    emit("%2lld  ", {m});
    Value rowPart = eval(m, s0, d0);
    forLoop(cols, [&](Value n) {
      emit("| %*lld ", {digits, offsetAt(add(rowPart, eval(n, s1, d1)))});
    });
    emit("|\n");
  });
  printRule();
}

LogicalResult TablePrinter::run(PrintOp op) {
  Value value = op.getValue();
  cute::core::Value v = *cuteValue(value.getType());
  b.setInsertionPoint(op);
  PrintOp::create(b, loc, value, UnitAttr());
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
  FailureOr<Node> shape = build(outer->shape), stride = build(outer->stride);
  if (failed(shape) || failed(stride) || !congruent(*shape, *stride) ||
      (composed && !offset.isLeaf()) || nextDynamic != dynamics.size())
    return op.emitError("print {table}: expects a layout with integer strides");
  if (!shape->isLeaf() && shape->kids.size() == 2)
    emitTable(*shape, *stride);
  else
    emitListing(*shape, *stride);
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
