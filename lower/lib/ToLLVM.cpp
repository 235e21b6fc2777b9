//===- ToLLVM.cpp - --cute-to-llvm ----------------------------------------===//
//
// Target-neutral conversion of the surviving cute ops (the dialect documents): every cute
// type becomes the LLVM struct of its dynamic leaves (LLVMValues.h).
// Constructors, cute.static, cute.get_scalars, the field accessors, the
// tuple casts and cute.print are lowered, one pattern per op
// (populateCuteToLLVMPatterns); any other cute op is reported as needing
// --cute-expand (or --cute-desugar for print {table}).
//
//===----------------------------------------------------------------------===//
#include "LLVMValues.h"
#include "LowerSupport.h"
#include "cute-oracle/Lower/Passes.h"

#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h"
#include "cute-oracle/core/Text.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/RegionUtils.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTETOLLVM
#include "cute-oracle/Lower/Passes.h.inc"
} // namespace cute::lower

using namespace mlir;
using namespace cute::dialect;
using cute::core::IntTuple;
using cute::lower::formatOf;
using cute::lower::Scalar;
using cute::lower::scalarsOf;
using cute::lower::structOf;

namespace {

Value extractPath(OpBuilder &b, Location loc, Value container, ArrayRef<int64_t> path) {
  return LLVM::ExtractValueOp::create(b, loc, container, path);
}

//===--- Per-op patterns --------------------------------------------------===//

/// The converted (struct) type of `op`'s first result; null if none.
Type resultStruct(const TypeConverter &tc, Operation *op) {
  return tc.convertType(op->getResult(0).getType());
}

/// The struct of `op`'s result type built from `parts`, one per field.
LogicalResult buildStruct(const TypeConverter &tc, Operation *op, ArrayRef<Value> parts,
                          ConversionPatternRewriter &rewriter) {
  auto type = dyn_cast_or_null<LLVM::LLVMStructType>(resultStruct(tc, op));
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

/// cute.static, cute.make_swizzle: every leaf is static, so the struct has
/// no field to fill.
template <typename OpT> struct UndefLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type t = resultStruct(*this->getTypeConverter(), op);
    if (!t)
      return failure();
    rewriter.replaceOp(op, LLVM::UndefOp::create(rewriter, op.getLoc(), t).getResult());
    return success();
  }
};

/// The tuple constructors: field i is operand i (an integer, or the only
/// field of a one-leaf tuple), cast from index to the `?` slot's width.
template <typename OpT> struct TupleCtorLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<LLVM::LLVMStructType>(resultStruct(*this->getTypeConverter(), op));
    ValueRange operands = adaptor.getOperands();
    if (!type || type.getBody().size() != operands.size())
      return failure();
    Location loc = op.getLoc();
    Value acc = LLVM::UndefOp::create(rewriter, loc, type);
    for (auto [i, operand] : llvm::enumerate(operands)) {
      Type slot = type.getBody()[i];
      Value v = operand;
      if (auto s = dyn_cast<LLVM::LLVMStructType>(v.getType())) {
        // A static operand (an empty struct) is --cute-expand's to fold.
        if (s.getBody().size() != 1)
          return rewriter.notifyMatchFailure(op, "operand does not hold one '?' value");
        v = LLVM::ExtractValueOp::create(rewriter, loc, v, ArrayRef<int64_t>{0});
      } else if (isa<IndexType>(v.getType()))
        v = arith::IndexCastOp::create(rewriter, loc, slot, v);
      if (v.getType() != slot)
        return rewriter.notifyMatchFailure(op, "operand does not fit its '?' slot");
      acc = LLVM::InsertValueOp::create(rewriter, loc, acc, v, ArrayRef<int64_t>{int64_t(i)});
    }
    rewriter.replaceOp(op, acc);
    return success();
  }
};

/// make_layout / make_layout_raw: struct(shape, stride); the composed
/// constructors: struct(inner, offset, outer), from their operands in the
/// order `Fields` lists them.
template <typename OpT, int... Fields> struct StructLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ValueRange operands = adaptor.getOperands();
    return buildStruct(*this->getTypeConverter(), op, {operands[Fields]...}, rewriter);
  }
};

/// The field accessors: field `Field` of the operand's struct, or for a
/// composed layout's get_shape field (2, 0) (B's shape). get_shape of a
/// tile has no field (a tile's shape is expanded by --cute-expand).
template <typename OpT, int Field> struct FieldLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type operandType = op->getOperand(0).getType();
    SmallVector<int64_t> field{Field};
    if (std::is_same_v<OpT, GetShapeOp> && isa<ComposedLayoutType>(operandType))
      field = {2, 0};
    else if (std::is_same_v<OpT, GetShapeOp> && !isa<LayoutType>(operandType))
      return failure();
    Type t = resultStruct(*this->getTypeConverter(), op);
    Value input = adaptor.getOperands()[0];
    if (!t || !isa<LLVM::LLVMStructType>(input.getType()))
      return failure();
    Value v = LLVM::ExtractValueOp::create(rewriter, op.getLoc(), input, field);
    if (v.getType() != t)
      return rewriter.notifyMatchFailure(op, "field type mismatch");
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// The tuple casts (to_int_tuple, to_shape, to_stride, to_coord): the same
/// struct.
template <typename OpT> struct CastLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getOperands()[0];
    if (input.getType() != resultStruct(*this->getTypeConverter(), op))
      return failure();
    rewriter.replaceOp(op, input);
    return success();
  }
};

/// get_scalars: each dynamic leaf extracted from the struct, each static
/// one a constant of its width.
struct GetScalarsLowering : OpConversionPattern<GetScalarsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(GetScalarsOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> results;
    for (const Scalar &s :
         scalarsOf(*cuteValue(op.getCuteValue().getType()), op.getOnlyDynamic())) {
      if (s.dynamic) {
        results.push_back(extractPath(rewriter, loc, adaptor.getCuteValue(), s.path));
        continue;
      }
      Type t = rewriter.getIntegerType(s.width);
      results.push_back(LLVM::ConstantOp::create(rewriter, loc, t, rewriter.getIntegerAttr(t, s.value)));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// cute.print without {table}: a printf of the canonical text with the
/// dynamic leaves as %d/%lld, or of an integer (i1 as 0/1).
struct PrintLowering : OpConversionPattern<PrintOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(PrintOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op.getTable())
      return failure();
    Location loc = op.getLoc();
    auto module = op->getParentOfType<ModuleOp>();
    Value x = adaptor.getValue();
    if (auto v = cuteValue(op.getValue().getType())) {
      std::string fmt;
      unsigned count = formatOf(*v, fmt);
      SmallVector<Scalar> dyn = scalarsOf(*v, /*onlyDynamic=*/true);
      if (count != dyn.size())
        return rewriter.notifyMatchFailure(op, "dynamic leaves do not match the canonical text");
      SmallVector<Value> args;
      for (const Scalar &s : dyn)
        args.push_back(extractPath(rewriter, loc, x, s.path));
      cute::lower::emitPrintf(rewriter, loc, module, fmt, args);
      rewriter.eraseOp(op);
      return success();
    }
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
};

/// The cute ops --cute-to-llvm lowers, one pattern each: the supported-op
/// list is these patterns' roots.
void populateCuteToLLVMPatterns(RewritePatternSet &patterns, const TypeConverter &tc) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<UndefLowering<StaticOp>, UndefLowering<MakeSwizzleOp>,
               TupleCtorLowering<MakeIntTupleOp>, TupleCtorLowering<MakeShapeOp>,
               TupleCtorLowering<MakeStrideOp>, TupleCtorLowering<MakeCoordOp>,
               TupleCtorLowering<MakeTileOp>, StructLowering<MakeLayoutOp, 0, 1>,
               StructLowering<MakeLayoutRawOp, 0, 1>,
               StructLowering<MakeComposedLayoutOp, 0, 1, 2>,
               StructLowering<MakeComposedLayoutRawOp, 1, 2, 0>, FieldLowering<GetShapeOp, 0>,
               FieldLowering<GetStrideOp, 1>, FieldLowering<ComposedGetInnerOp, 0>,
               FieldLowering<ComposedGetOffsetOp, 1>, FieldLowering<ComposedGetOuterOp, 2>,
               CastLowering<ToIntTupleOp>, CastLowering<ToShapeOp>, CastLowering<ToStrideOp>,
               CastLowering<ToCoordOp>, GetScalarsLowering, PrintLowering>(tc, ctx);
}

/// The ops `patterns` rewrite: their roots.
llvm::DenseSet<OperationName> rootsOf(RewritePatternSet &patterns) {
  llvm::DenseSet<OperationName> roots;
  for (const std::unique_ptr<RewritePattern> &p : patterns.getNativePatterns())
    if (std::optional<OperationName> root = p->getRootKind())
      roots.insert(*root);
  return roots;
}

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
/// func.constant, func.call_indirect, gpu.launch_func) or makes one
/// (ub.poison): the same op on the converted operands, with its result
/// types converted (a function type with its signature).
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

/// cute types become structs of their dynamic leaves, function types
/// convert with their signatures, and casts bridge what is not converted yet.
void addCuteTypeConversions(TypeConverter &tc, MLIRContext *ctx) {
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
}

/// Reports each cute op that is not `lowered` (print only without {table})
/// and each
/// signature with a cute_nvgpu type; true when there was one.
bool reportWhatCannotBeLowered(ModuleOp module, const llvm::DenseSet<OperationName> &lowered) {
  bool bad = false;
  module.walk([&](Operation *op) {
    if (!isa_and_nonnull<CuteDialect>(op->getDialect()))
      return;
    auto print = dyn_cast<PrintOp>(op);
    if (lowered.contains(op->getName()) && !(print && print.getTable()))
      return;
    bad = true;
    if (isa<PrintOp>(op))
      op->emitError("'cute.print' with 'table' must be desugared by --cute-desugar before "
                    "--cute-to-llvm");
    else if (isAtomCall(op))
      op->emitError() << "'" << op->getName()
                      << "' must be lowered by --cute-atoms-to-nvvm (inside a gpu.module) before "
                         "--cute-to-llvm";
    else if (isAtomBuilder(op))
      op->emitError() << "'" << op->getName()
                      << "' has no LLVM lowering: only the static facts of atoms "
                         "(cute.get_layout_tv, cute.tile_shape) lower, and this atom is still used";
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
  return bad;
}

struct CuteToLLVM : cute::lower::impl::CuteToLLVMBase<CuteToLLVM> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    cute::lower::requireRegisteredOps(
        ctx, {"llvm.call", "llvm.insertvalue", "llvm.mlir.global", "arith.index_cast"},
        "cute-to-llvm");
    ModuleOp module = getOperation();
    TypeConverter tc;
    addCuteTypeConversions(tc, ctx);
    RewritePatternSet patterns(ctx);
    populateCuteToLLVMPatterns(patterns, tc);

    if (reportWhatCannotBeLowered(module, rootsOf(patterns)))
      return signalPassFailure();
    // The conversion visits blocks in dominance order and so never reaches
    // an unreachable block (--remove-dead-values leaves them): its branches
    // would keep unconverted operands. Such blocks never run; erase them.
    IRRewriter eraser(ctx);
    (void)eraseUnreachableBlocks(eraser, module->getRegions());

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
                                 func::ReturnOp, gpu::LaunchFuncOp, arith::SelectOp, ub::PoisonOp>(
        [&](Operation *op) { return tc.isLegal(op); });
    target.addDynamicallyLegalOp<scf::ExecuteRegionOp>([&](scf::ExecuteRegionOp op) {
      return tc.isLegal(op) && tc.isLegal(&op.getRegion());
    });
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      return isNotBranchOpInterfaceOrReturnLikeOp(op) ||
             isLegalForBranchOpInterfaceTypeConversionPattern(op, tc) ||
             isLegalForReturnOpTypeConversionPattern(op, tc);
    });

    patterns.add<FuncLowering>(tc, ctx);
    populateFunctionOpInterfaceTypeConversionPattern<gpu::GPUFuncOp>(patterns, tc);
    populateCallOpTypeConversionPattern(patterns, tc);
    populateReturnOpTypeConversionPattern(patterns, tc);
    populateBranchOpInterfaceTypeConversionPattern(patterns, tc);
    patterns.add<ExecuteRegionLowering, RetypeLowering<arith::SelectOp>,
                 RetypeLowering<func::ConstantOp>, RetypeLowering<func::CallIndirectOp>,
                 RetypeLowering<gpu::LaunchFuncOp>, RetypeLowering<ub::PoisonOp>>(tc, ctx);
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
