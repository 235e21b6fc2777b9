//===- KernelToNVVM.cpp - The kernel-entry ABI (the dialect documents) -----------------===//
//
// --cute-kernel-to-nvvm rewrites kernel entries once their signatures are
// LLVM-legal: `cute.kernel` -> `nvvm.kernel`, and each grid-constant
// argument -> `{llvm.align = 16, llvm.byval = T, nvvm.grid_constant}` on a
// pointer to its aggregate T. --cute-kernel-args-to-llvm, run just before
// convert-gpu-to-nvvm, carries the grid-constant markers of gpu.func
// arguments across that conversion, which drops them.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTEKERNELARGSTOLLVM
#define GEN_PASS_DEF_CUTEKERNELTONVVM
#include "cute-oracle/Lower/Passes.h.inc"
} // namespace cute::lower

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kCuteKernel = "cute.kernel";
constexpr llvm::StringLiteral kGridConstant = "cute_nvgpu.grid_constant";
constexpr llvm::StringLiteral kGridConstantArgs = "cute_nvgpu.grid_constant_args";

/// The indices of the arguments of `f` marked grid-constant, by argument
/// attribute or by the carried function attribute.
SmallVector<unsigned> gridConstantArgs(FunctionOpInterface f) {
  SmallVector<unsigned> out;
  for (unsigned i = 0; i < f.getNumArguments(); ++i)
    if (f.getArgAttr(i, kGridConstant))
      out.push_back(i);
  if (auto carried = f->getAttrOfType<DenseI32ArrayAttr>(kGridConstantArgs))
    for (int32_t i : carried.asArrayRef())
      out.push_back(unsigned(i));
  return out;
}

/// The kernel-entry ABI of one llvm.func whose grid-constant arguments are
/// `args` (checked to be in range and aggregates).
LogicalResult rewriteGridConstant(LLVM::LLVMFuncOp f, unsigned i) {
  if (i >= f.getNumArguments())
    return f.emitError() << "'" << f.getName() << "': grid-constant argument " << i
                         << " is out of range (the function has " << f.getNumArguments()
                         << " arguments)";
  Type aggregate = f.getArgument(i).getType();
  if (!isa<LLVM::LLVMStructType, LLVM::LLVMArrayType>(aggregate))
    return f.emitError() << "'" << f.getName() << "': grid-constant argument " << i << " has type "
                         << aggregate << ", but llvm.byval needs an LLVM struct or array";
  MLIRContext *ctx = f.getContext();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  // The argument becomes a pointer to the .param copy; the body reads it
  // once at entry.
  Block &entry = f.getBody().front();
  BlockArgument arg = entry.getArgument(i);
  arg.setType(ptr);
  OpBuilder b(ctx);
  b.setInsertionPointToStart(&entry);
  Value value = LLVM::LoadOp::create(b, f.getLoc(), aggregate, arg);
  arg.replaceAllUsesExcept(value, value.getDefiningOp());
  SmallVector<Type> inputs(f.getFunctionType().getParams());
  inputs[i] = ptr;
  f.setFunctionType(
      LLVM::LLVMFunctionType::get(f.getFunctionType().getReturnType(), inputs, false));
  f.removeArgAttr(i, StringAttr::get(ctx, kGridConstant));
  f.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(), b.getI64IntegerAttr(16));
  f.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(), TypeAttr::get(aggregate));
  f.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(), b.getUnitAttr());
  return success();
}

/// A function that still has a cute kernel marker but is not an llvm.func:
/// the pass runs before the type converter.
LogicalResult reportTooEarly(FunctionOpInterface f) {
  bool marked = f->hasAttr(kCuteKernel) || !gridConstantArgs(f).empty();
  if (!marked || isa<LLVM::LLVMFuncOp>(f.getOperation()))
    return success();
  return f->emitError() << "'" << f.getName() << "' is still a '" << f->getName()
                        << "': cute-kernel-to-nvvm must run after the type converter has "
                           "produced LLVM-legal kernel arguments (convert-gpu-to-nvvm or "
                           "convert-func-to-llvm)";
}

struct CuteKernelToNVVM : cute::lower::impl::CuteKernelToNVVMBase<CuteKernelToNVVM> {
  void runOnOperation() override {
    bool failedAny = false;
    getOperation().walk([&](FunctionOpInterface f) {
      if (failed(reportTooEarly(f)))
        failedAny = true;
    });
    if (failedAny)
      return signalPassFailure();
    getOperation().walk([&](LLVM::LLVMFuncOp f) {
      if (failed(rewriteKernel(f)))
        failedAny = true;
    });
    if (failedAny)
      signalPassFailure();
  }

  LogicalResult rewriteKernel(LLVM::LLVMFuncOp f) {
    if (f->removeAttr(kCuteKernel))
      f->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), UnitAttr::get(f.getContext()));
    SmallVector<unsigned> args = gridConstantArgs(f);
    f->removeAttr(kGridConstantArgs);
    if (args.empty())
      return success();
    if (!f->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
      return f.emitError() << "'" << f.getName() << "' has grid-constant argument " << args[0]
                           << " but is not a kernel (cute.kernel or nvvm.kernel)";
    if (f.isExternal())
      return f.emitError() << "'" << f.getName() << "': a kernel declaration cannot take "
                           << "grid-constant arguments";
    for (unsigned i : args)
      if (failed(rewriteGridConstant(f, i)))
        return failure();
    return success();
  }
};

/// The llvm.func argument index of each grid-constant argument of `f`,
/// under the default LLVMTypeConverter signature conversion
/// (convert-gpu-to-nvvm's).
FailureOr<SmallVector<int32_t>> convertedIndices(gpu::GPUFuncOp f, ArrayRef<unsigned> args) {
  LLVMTypeConverter converter(f.getContext());
  TypeConverter::SignatureConversion conversion(f.getNumArguments());
  if (!converter.convertFunctionSignature(f.getFunctionType(), /*isVariadic=*/false,
                                          /*useBarePtrCallConv=*/false, conversion))
    return f.emitError() << "'" << f.getName()
                         << "': its signature has no LLVM form, so its grid-constant arguments "
                            "cannot be carried";
  SmallVector<int32_t> out;
  for (unsigned i : args) {
    std::optional<TypeConverter::SignatureConversion::InputMapping> m =
        conversion.getInputMapping(i);
    if (!m || m->size != 1)
      return f.emitError() << "'" << f.getName() << "': grid-constant argument " << i << " of type "
                           << f.getArgumentTypes()[i] << " does not convert to one LLVM argument";
    out.push_back(int32_t(m->inputNo));
  }
  return out;
}

struct CuteKernelArgsToLLVM : cute::lower::impl::CuteKernelArgsToLLVMBase<CuteKernelArgsToLLVM> {
  void runOnOperation() override {
    bool failedAny = false;
    getOperation().walk([&](gpu::GPUFuncOp f) {
      SmallVector<unsigned> args = gridConstantArgs(f);
      if (args.empty())
        return;
      FailureOr<SmallVector<int32_t>> indices = convertedIndices(f, args);
      if (failed(indices)) {
        failedAny = true;
        return;
      }
      for (unsigned i : args)
        f.removeArgAttr(i, StringAttr::get(f.getContext(), kGridConstant));
      f->setAttr(kGridConstantArgs, DenseI32ArrayAttr::get(f.getContext(), *indices));
    });
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
