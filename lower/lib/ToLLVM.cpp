//===- ToLLVM.cpp - --cute-to-llvm ----------------------------------------===//
//
// Target-neutral conversion of the surviving cute ops (seed 000): every cute
// type becomes an LLVM struct of its dynamic leaves in depth-first order
// (`?` -> i32, `?{i64}` -> i64, `?@m` by its width; static leaves and `_`
// give nothing); a layout is struct(shape, stride), a composed layout
// struct(inner, offset, outer), a swizzle the empty struct. Constructors,
// cute.static, cute.get_scalars, the field accessors, the tuple casts and
// cute.print are lowered; any other cute op is reported as needing
// --cute-expand (or --cute-desugar for print {table}).
//
//===----------------------------------------------------------------------===//
#include "LowerSupport.h"
#include "cute-oracle/Lower/Passes.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h"
#include "cute-oracle/core/Text.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/RegionUtils.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTETOLLVM
#include "cute-oracle/Lower/Passes.h.inc"
} // namespace cute::lower

using namespace mlir;
using namespace cute::dialect;
using cute::core::IntTuple;

namespace {

//===--- Structs of dynamic leaves ----------------------------------------===//

bool isDynamicLeaf(const IntTuple &leaf) { return leaf.isDynamic() || leaf.isDynamicBasis(); }

void appendLeaves(const IntTuple &t, SmallVectorImpl<const IntTuple *> &out) {
  if (t.isTuple()) {
    for (const IntTuple &e : t.elems())
      appendLeaves(e, out);
    return;
  }
  out.push_back(&t);
}

void appendDynamicTypes(MLIRContext *ctx, const IntTuple &t, SmallVectorImpl<Type> &out) {
  SmallVector<const IntTuple *> leaves;
  appendLeaves(t, leaves);
  for (const IntTuple *l : leaves)
    if (isDynamicLeaf(*l))
      out.push_back(IntegerType::get(ctx, static_cast<unsigned>(l->value())));
}

void appendTilerTypes(MLIRContext *ctx, const cute::core::Tiler &t, SmallVectorImpl<Type> &out) {
  switch (t.kind) {
  case cute::core::Tiler::Kind::Leaf:
    appendDynamicTypes(ctx, t.leaf, out);
    return;
  case cute::core::Tiler::Kind::Layout:
    appendDynamicTypes(ctx, t.layout.shape, out);
    appendDynamicTypes(ctx, t.layout.stride, out);
    return;
  case cute::core::Tiler::Kind::Tuple:
    for (const auto &e : t.elems)
      appendTilerTypes(ctx, e, out);
    return;
  }
}

LLVM::LLVMStructType tupleStruct(MLIRContext *ctx, const IntTuple &t) {
  SmallVector<Type> fields;
  appendDynamicTypes(ctx, t, fields);
  return LLVM::LLVMStructType::getLiteral(ctx, fields);
}

LLVM::LLVMStructType layoutStruct(MLIRContext *ctx, const cute::core::Layout &l) {
  return LLVM::LLVMStructType::getLiteral(ctx,
                                          {tupleStruct(ctx, l.shape), tupleStruct(ctx, l.stride)});
}

LLVM::LLVMStructType structOf(MLIRContext *ctx, const cute::core::Value &v) {
  if (const auto *t = std::get_if<IntTuple>(&v))
    return tupleStruct(ctx, *t);
  if (const auto *l = std::get_if<cute::core::Layout>(&v))
    return layoutStruct(ctx, *l);
  if (const auto *c = std::get_if<cute::core::ComposedLayout>(&v)) {
    Type inner = std::holds_alternative<cute::core::Layout>(c->inner)
                     ? Type(layoutStruct(ctx, std::get<cute::core::Layout>(c->inner)))
                     : Type(LLVM::LLVMStructType::getLiteral(ctx, {}));
    return LLVM::LLVMStructType::getLiteral(
        ctx, {inner, tupleStruct(ctx, c->offset), layoutStruct(ctx, c->outer)});
  }
  if (const auto *t = std::get_if<cute::core::Tile>(&v)) {
    SmallVector<Type> fields;
    appendTilerTypes(ctx, t->tiler, fields);
    return LLVM::LLVMStructType::getLiteral(ctx, fields);
  }
  return LLVM::LLVMStructType::getLiteral(ctx, {}); // swizzle
}

/// One scalar of cute.get_scalars: a static integer (with its width) or the
/// dynamic leaf at `path` in the converted struct.
struct Scalar {
  bool dynamic = false;
  int64_t value = 0;
  unsigned width = 64;
  SmallVector<int64_t, 3> path;
};

void appendTupleScalars(const IntTuple &t, bool onlyDynamic, ArrayRef<int64_t> prefix,
                        int64_t &next, SmallVectorImpl<Scalar> &out) {
  SmallVector<const IntTuple *> leaves;
  appendLeaves(t, leaves);
  for (const IntTuple *l : leaves) {
    if (isDynamicLeaf(*l)) {
      Scalar s{true, 0, static_cast<unsigned>(l->value()), {}};
      s.path.assign(prefix.begin(), prefix.end());
      s.path.push_back(next++);
      out.push_back(s);
    } else if (!onlyDynamic && !l->isUnderscore()) {
      out.push_back(Scalar{false, l->value(), 64, {}});
    }
  }
}

void appendLayoutScalars(const cute::core::Layout &l, bool onlyDynamic,
                         SmallVector<int64_t, 2> prefix, SmallVectorImpl<Scalar> &out) {
  int64_t next = 0;
  prefix.push_back(0);
  appendTupleScalars(l.shape, onlyDynamic, prefix, next, out);
  next = 0;
  prefix.back() = 1;
  appendTupleScalars(l.stride, onlyDynamic, prefix, next, out);
}

void appendTilerScalars(const cute::core::Tiler &t, bool onlyDynamic, int64_t &next,
                        SmallVectorImpl<Scalar> &out) {
  switch (t.kind) {
  case cute::core::Tiler::Kind::Leaf:
    appendTupleScalars(t.leaf, onlyDynamic, {}, next, out);
    return;
  case cute::core::Tiler::Kind::Layout:
    appendTupleScalars(t.layout.shape, onlyDynamic, {}, next, out);
    appendTupleScalars(t.layout.stride, onlyDynamic, {}, next, out);
    return;
  case cute::core::Tiler::Kind::Tuple:
    for (const auto &e : t.elems)
      appendTilerScalars(e, onlyDynamic, next, out);
    return;
  }
}

void appendSwizzleScalars(const cute::core::Swizzle &s, bool onlyDynamic,
                          SmallVectorImpl<Scalar> &out) {
  if (onlyDynamic)
    return;
  for (int p : {s.bits, s.base, s.shift})
    out.push_back(Scalar{false, p, 32, {}});
}

/// The scalars of `v` in cute.get_scalars order (print order).
SmallVector<Scalar> scalarsOf(const cute::core::Value &v, bool onlyDynamic) {
  SmallVector<Scalar> out;
  int64_t next = 0;
  if (const auto *t = std::get_if<IntTuple>(&v))
    appendTupleScalars(*t, onlyDynamic, {}, next, out);
  else if (const auto *l = std::get_if<cute::core::Layout>(&v))
    appendLayoutScalars(*l, onlyDynamic, {}, out);
  else if (const auto *t = std::get_if<cute::core::Tile>(&v))
    appendTilerScalars(t->tiler, onlyDynamic, next, out);
  else if (const auto *s = std::get_if<cute::core::Swizzle>(&v))
    appendSwizzleScalars(*s, onlyDynamic, out);
  else if (const auto *c = std::get_if<cute::core::ComposedLayout>(&v)) {
    if (const auto *a = std::get_if<cute::core::Layout>(&c->inner))
      appendLayoutScalars(*a, onlyDynamic, {0}, out);
    else
      appendSwizzleScalars(std::get<cute::core::Swizzle>(c->inner), onlyDynamic, out);
    appendTupleScalars(c->offset, onlyDynamic, {1}, next, out);
    appendLayoutScalars(c->outer, onlyDynamic, {2}, out);
  }
  return out;
}

//===--- printf format of a value ---------------------------------------===//

/// The canonical text of `v` as a printf format: static parts verbatim
/// ('%' escaped), `?` -> %d, `?{i64}` -> %lld, then "\n". Returns the
/// number of dynamic leaves seen.
unsigned formatOf(const cute::core::Value &v, std::string &fmt) {
  std::string text = cute::core::print(v);
  unsigned count = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%') {
      fmt += "%%";
    } else if (c == '?') {
      ++count;
      if (text.compare(i + 1, 5, "{i64}") == 0) {
        fmt += "%lld";
        i += 5;
      } else if (text.compare(i + 1, 5, "{i32}") == 0) {
        fmt += "%d";
        i += 5;
      } else {
        fmt += "%d";
      }
    } else {
      fmt += c;
    }
  }
  fmt += "\n";
  return count;
}

//===--- Patterns ---------------------------------------------------------===//

Value extractPath(OpBuilder &b, Location loc, Value container, ArrayRef<int64_t> path) {
  return LLVM::ExtractValueOp::create(b, loc, container, path);
}

/// Lowers every cute op this pass handles; dispatches on the op class.
struct CuteOpLowering : ConversionPattern {
  CuteOpLowering(const TypeConverter &tc, MLIRContext *ctx)
      : ConversionPattern(tc, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa_and_nonnull<CuteDialect>(op->getDialect()))
      return failure();
    Location loc = op->getLoc();
    auto module = op->getParentOfType<ModuleOp>();

    if (isa<StaticOp, MakeSwizzleOp>(op))
      return replaceWithUndef(op, rewriter);
    if (isa<MakeIntTupleOp, MakeShapeOp, MakeStrideOp, MakeCoordOp, MakeTileOp>(op))
      return lowerTupleCtor(op, operands, rewriter);
    if (isa<MakeLayoutOp, MakeLayoutRawOp>(op))
      return buildStruct(op, {operands[0], operands[1]}, rewriter);
    if (isa<MakeComposedLayoutOp>(op)) // (inner, offset, outer)
      return buildStruct(op, {operands[0], operands[1], operands[2]}, rewriter);
    if (isa<MakeComposedLayoutRawOp>(op)) // (outer, inner, offset)
      return buildStruct(op, {operands[1], operands[2], operands[0]}, rewriter);
    if (isa<GetShapeOp>(op) && isa<ComposedLayoutType>(op->getOperand(0).getType()))
      return extractField(op, operands[0], {2, 0}, rewriter);
    if (isa<GetShapeOp>(op) && !isa<LayoutType>(op->getOperand(0).getType()))
      return failure();
    if (isa<GetShapeOp, ComposedGetInnerOp>(op))
      return extractField(op, operands[0], {0}, rewriter);
    if (isa<GetStrideOp, ComposedGetOffsetOp>(op))
      return extractField(op, operands[0], {1}, rewriter);
    if (isa<ComposedGetOuterOp>(op))
      return extractField(op, operands[0], {2}, rewriter);
    if (isa<ToIntTupleOp, ToShapeOp, ToStrideOp, ToCoordOp>(op)) {
      if (operands[0].getType() != getTypeConverter()->convertType(op->getResult(0).getType()))
        return failure();
      rewriter.replaceOp(op, operands[0]);
      return success();
    }
    if (auto gs = dyn_cast<GetScalarsOp>(op)) {
      SmallVector<Value> results;
      for (const Scalar &s : scalarsOf(*cuteValue(gs.getCuteValue().getType()), gs.getOnlyDynamic())) {
        if (s.dynamic)
          results.push_back(extractPath(rewriter, loc, operands[0], s.path));
        else
          results.push_back(LLVM::ConstantOp::create(rewriter, loc, rewriter.getIntegerType(s.width),
                                                     rewriter.getIntegerAttr(rewriter.getIntegerType(s.width), s.value)));
      }
      rewriter.replaceOp(op, results);
      return success();
    }
    if (auto print = dyn_cast<PrintOp>(op)) {
      if (print.getTable())
        return failure();
      Type type = print.getValue().getType();
      if (auto v = cuteValue(type)) {
        std::string fmt;
        unsigned count = formatOf(*v, fmt);
        SmallVector<Scalar> dyn = scalarsOf(*v, /*onlyDynamic=*/true);
        if (count != dyn.size())
          return rewriter.notifyMatchFailure(op, "dynamic leaves do not match the canonical text");
        SmallVector<Value> args;
        for (const Scalar &s : dyn)
          args.push_back(extractPath(rewriter, loc, operands[0], s.path));
        cute::lower::emitPrintf(rewriter, loc, module, fmt, args);
        rewriter.eraseOp(op);
        return success();
      }
      Value x = operands[0];
      if (isa<IndexType>(x.getType()))
        x = arith::IndexCastOp::create(rewriter, loc, rewriter.getI64Type(), x);
      auto it = dyn_cast<IntegerType>(x.getType());
      if (!it)
        return failure();
      if (it.getWidth() == 1) {
        x = arith::ExtUIOp::create(rewriter, loc, rewriter.getI32Type(), x);
        cute::lower::emitPrintf(rewriter, loc, module, "%d\n", x);
      } else if (it.getWidth() <= 32) {
        if (it.getWidth() < 32)
          x = arith::ExtSIOp::create(rewriter, loc, rewriter.getI32Type(), x);
        cute::lower::emitPrintf(rewriter, loc, module, "%d\n", x);
      } else {
        // The verifier admits at most 64 bits; printf takes a long long.
        if (it.getWidth() < 64)
          x = arith::ExtSIOp::create(rewriter, loc, rewriter.getI64Type(), x);
        cute::lower::emitPrintf(rewriter, loc, module, "%lld\n", x);
      }
      rewriter.eraseOp(op);
      return success();
    }
    return failure();
  }

private:
  Type resultStruct(Operation *op) const {
    return getTypeConverter()->convertType(op->getResult(0).getType());
  }

  LogicalResult replaceWithUndef(Operation *op, ConversionPatternRewriter &rewriter) const {
    Type t = resultStruct(op);
    if (!t)
      return failure();
    rewriter.replaceOp(op, LLVM::UndefOp::create(rewriter, op->getLoc(), t).getResult());
    return success();
  }

  LogicalResult lowerTupleCtor(Operation *op, ArrayRef<Value> operands,
                               ConversionPatternRewriter &rewriter) const {
    auto type = dyn_cast_or_null<LLVM::LLVMStructType>(resultStruct(op));
    if (!type || type.getBody().size() != operands.size())
      return failure();
    Location loc = op->getLoc();
    Value acc = LLVM::UndefOp::create(rewriter, loc, type);
    for (auto [i, operand] : llvm::enumerate(operands)) {
      Type slot = type.getBody()[i];
      Value v = operand;
      if (isa<LLVM::LLVMStructType>(v.getType()))
        v = LLVM::ExtractValueOp::create(rewriter, loc, v, ArrayRef<int64_t>{0});
      else if (isa<IndexType>(v.getType()))
        v = arith::IndexCastOp::create(rewriter, loc, slot, v);
      if (v.getType() != slot)
        return rewriter.notifyMatchFailure(op, "operand does not fit its '?' slot");
      acc = LLVM::InsertValueOp::create(rewriter, loc, acc, v, ArrayRef<int64_t>{int64_t(i)});
    }
    rewriter.replaceOp(op, acc);
    return success();
  }

  LogicalResult buildStruct(Operation *op, ArrayRef<Value> parts,
                            ConversionPatternRewriter &rewriter) const {
    auto type = dyn_cast_or_null<LLVM::LLVMStructType>(resultStruct(op));
    if (!type)
      return failure();
    Location loc = op->getLoc();
    Value acc = LLVM::UndefOp::create(rewriter, loc, type);
    for (auto [i, v] : llvm::enumerate(parts)) {
      if (v.getType() != type.getBody()[i])
        return rewriter.notifyMatchFailure(op, "part type mismatch");
      acc = LLVM::InsertValueOp::create(rewriter, loc, acc, v, ArrayRef<int64_t>{int64_t(i)});
    }
    rewriter.replaceOp(op, acc);
    return success();
  }

  LogicalResult extractField(Operation *op, Value input, ArrayRef<int64_t> field,
                             ConversionPatternRewriter &rewriter) const {
    Type t = resultStruct(op);
    if (!t || !isa<LLVM::LLVMStructType>(input.getType()))
      return failure();
    Value v = LLVM::ExtractValueOp::create(rewriter, op->getLoc(), input, field);
    if (v.getType() != t)
      return rewriter.notifyMatchFailure(op, "field type mismatch");
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// func.func with cute types in its signature or in any block's arguments:
/// converts the signature and every block (the upstream function pattern
/// converts the entry block only).
struct FuncLowering : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(func::FuncOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &tc = *getTypeConverter();
    FunctionType ft = op.getFunctionType();
    TypeConverter::SignatureConversion sig(ft.getNumInputs());
    if (failed(tc.convertSignatureArgs(ft.getInputs(), sig)))
      return failure();
    SmallVector<Type> results;
    if (failed(tc.convertTypes(ft.getResults(), results)))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.setType(FunctionType::get(op.getContext(), sig.getConvertedTypes(), results));
    });
    if (op.isExternal())
      return success();
    SmallVector<Block *> blocks;
    for (Block &b : op.getBody())
      blocks.push_back(&b);
    rewriter.applySignatureConversion(blocks.front(), sig, &tc);
    for (Block *b : llvm::drop_begin(blocks)) {
      TypeConverter::SignatureConversion bs(b->getNumArguments());
      if (failed(tc.convertSignatureArgs(b->getArgumentTypes(), bs)))
        return failure();
      rewriter.applySignatureConversion(b, bs, &tc);
    }
    return success();
  }
};

bool isLowerable(Operation *op) {
  if (auto p = dyn_cast<PrintOp>(op))
    return !p.getTable();
  return isa<StaticOp, MakeSwizzleOp, MakeIntTupleOp, MakeShapeOp, MakeStrideOp, MakeCoordOp,
             MakeTileOp, MakeLayoutOp, MakeLayoutRawOp, MakeComposedLayoutOp,
             MakeComposedLayoutRawOp, GetShapeOp, GetStrideOp, ComposedGetInnerOp,
             ComposedGetOffsetOp, ComposedGetOuterOp, ToIntTupleOp, ToShapeOp, ToStrideOp,
             ToCoordOp, GetScalarsOp>(op);
}

/// scf.execute_region with cute results or cute block arguments: its
/// result and block types are converted (the upstream scf conversions cover
/// for, if, while and index_switch).
struct ExecuteRegionLowering : OpConversionPattern<scf::ExecuteRegionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(scf::ExecuteRegionOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> results;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), results)))
      return failure();
    if (failed(rewriter.convertRegionTypes(&op.getRegion(), *getTypeConverter())))
      return rewriter.notifyMatchFailure(op, "cannot convert the region's block types");
    auto converted = scf::ExecuteRegionOp::create(rewriter, op.getLoc(), results);
    converted->setAttrs(op->getAttrs());
    rewriter.inlineRegionBefore(op.getRegion(), converted.getRegion(), converted.getRegion().end());
    rewriter.replaceOp(op, converted.getResults());
    return success();
  }
};

/// An op that only passes cute values along (arith.select,
/// func.constant, func.call_indirect, gpu.launch_func): the same op on the
/// converted operands, with its result types converted (a function type
/// with its signature).
template <typename OpTy> struct RetypeLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    FailureOr<Operation *> converted =
        convertOpResultTypes(op, adaptor.getOperands(), *this->getTypeConverter(), rewriter);
    if (failed(converted))
      return failure();
    rewriter.replaceOp(op, (*converted)->getResults());
    return success();
  }
};

struct CuteToLLVM : cute::lower::impl::CuteToLLVMBase<CuteToLLVM> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    cute::lower::requireRegisteredOps(
        ctx, {"llvm.call", "llvm.insertvalue", "llvm.mlir.global", "arith.index_cast"},
        "cute-to-llvm");
    ModuleOp module = getOperation();

    bool bad = false;
    module.walk([&](Operation *op) {
      if (!isa_and_nonnull<CuteDialect>(op->getDialect()) || isLowerable(op))
        return;
      bad = true;
      if (isa<PrintOp>(op))
        op->emitError("'cute.print' with 'table' must be desugared by --cute-desugar before "
                      "--cute-to-llvm");
      else
        op->emitError() << "'" << op->getName() << "' must be expanded by --cute-expand before "
                                                   "--cute-to-llvm";
    });
    // cute_nvgpu values (atoms, shared-memory and TMA descriptors) have no
    // LLVM form here: a signature that carries one is an error rather than
    // an unconverted type left for translation to trip on.
    module.walk([&](FunctionOpInterface f) {
      for (ArrayRef<Type> types : {f.getArgumentTypes(), f.getResultTypes()})
        for (Type t : types)
          if (isa<cute::nvgpu::CuteNvgpuDialect>(t.getDialect())) {
            f->emitError() << "'" << f->getName() << "' has the type " << t
                           << " in its signature, which --cute-to-llvm does not lower";
            bad = true;
            return;
          }
    });
    if (bad)
      return signalPassFailure();
    // The conversion visits blocks in dominance order and so never reaches
    // an unreachable block (--remove-dead-values leaves them): its branches
    // would keep unconverted operands. Such blocks never run; erase them.
    IRRewriter eraser(ctx);
    (void)eraseUnreachableBlocks(eraser, module->getRegions());

    TypeConverter tc;
    tc.addConversion([](Type t) { return t; });
    tc.addConversion([ctx](Type t) -> std::optional<Type> {
      if (auto v = cuteValue(t))
        return structOf(ctx, *v);
      return std::nullopt;
    });
    // A function value's type converts with its signature.
    tc.addConversion([&tc](FunctionType ft) -> std::optional<Type> {
      SmallVector<Type> inputs, results;
      if (failed(tc.convertTypes(ft.getInputs(), inputs)) ||
          failed(tc.convertTypes(ft.getResults(), results)))
        return std::nullopt;
      return FunctionType::get(ft.getContext(), inputs, results);
    });
    auto materialize = [](OpBuilder &b, Type type, ValueRange inputs, Location loc) -> Value {
      return UnrealizedConversionCastOp::create(b, loc, type, inputs).getResult(0);
    };
    tc.addSourceMaterialization(materialize);
    tc.addTargetMaterialization(materialize);

    ConversionTarget target(*ctx);
    target.addIllegalDialect<CuteDialect>();
    target.addLegalDialect<LLVM::LLVMDialect, arith::ArithDialect>();
    target.addLegalOp<ModuleOp, UnrealizedConversionCastOp>();
    target.addDynamicallyLegalOp<func::FuncOp, gpu::GPUFuncOp>([&](Operation *op) {
      auto f = cast<FunctionOpInterface>(op);
      return tc.isSignatureLegal(cast<FunctionType>(f.getFunctionType())) &&
             tc.isLegal(&f.getFunctionBody());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::CallIndirectOp, func::ConstantOp,
                                 func::ReturnOp, gpu::LaunchFuncOp, arith::SelectOp>(
        [&](Operation *op) { return tc.isLegal(op); });
    target.addDynamicallyLegalOp<scf::ExecuteRegionOp>([&](scf::ExecuteRegionOp op) {
      return tc.isLegal(op) && tc.isLegal(&op.getRegion());
    });
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      return isNotBranchOpInterfaceOrReturnLikeOp(op) ||
             isLegalForBranchOpInterfaceTypeConversionPattern(op, tc) ||
             isLegalForReturnOpTypeConversionPattern(op, tc);
    });

    RewritePatternSet patterns(ctx);
    patterns.add<CuteOpLowering>(tc, ctx);
    patterns.add<FuncLowering>(tc, ctx);
    populateFunctionOpInterfaceTypeConversionPattern<gpu::GPUFuncOp>(patterns, tc);
    populateCallOpTypeConversionPattern(patterns, tc);
    populateReturnOpTypeConversionPattern(patterns, tc);
    populateBranchOpInterfaceTypeConversionPattern(patterns, tc);
    patterns.add<ExecuteRegionLowering, RetypeLowering<arith::SelectOp>,
                 RetypeLowering<func::ConstantOp>, RetypeLowering<func::CallIndirectOp>,
                 RetypeLowering<gpu::LaunchFuncOp>>(tc, ctx);
    scf::populateSCFStructuralTypeConversionsAndLegality(tc, patterns, target);
    // Upstream converts the yields of for, if, while and index_switch only;
    // an execute_region's yields need converting too.
    target.addDynamicallyLegalOp<scf::YieldOp>([&](scf::YieldOp op) { return tc.isLegal(op); });
    cf::populateCFStructuralTypeConversionsAndLegality(tc, patterns, target);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
