//===- LowerSupport.cpp - Helpers shared by the lowering passes -----------===//
#include "LowerSupport.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;

namespace cute::lower {

static LLVM::LLVMFuncOp getOrInsertPrintf(OpBuilder &b, ModuleOp module) {
  if (auto f = module.lookupSymbol<LLVM::LLVMFuncOp>("printf"))
    return f;
  MLIRContext *ctx = module.getContext();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto type = LLVM::LLVMFunctionType::get(IntegerType::get(ctx, 32),
                                          {LLVM::LLVMPointerType::get(ctx)}, /*isVarArg=*/true);
  return LLVM::LLVMFuncOp::create(b, module.getLoc(), "printf", type);
}

static LLVM::GlobalOp getOrInsertFormat(OpBuilder &b, ModuleOp module, StringRef text) {
  std::string data = text.str();
  data.push_back('\0');
  uint64_t h = llvm::xxh3_64bits(StringRef(data));
  for (unsigned probe = 0;; ++probe) {
    std::string name = ("__cute_fmt_" + llvm::Twine::utohexstr(h)).str();
    if (probe)
      name += (llvm::Twine('_') + llvm::Twine(probe)).str();
    auto g = module.lookupSymbol<LLVM::GlobalOp>(name);
    if (g) {
      auto value = dyn_cast_or_null<StringAttr>(g.getValueOrNull());
      if (value && value.getValue() == data)
        return g;
      continue;
    }
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    auto type = LLVM::LLVMArrayType::get(IntegerType::get(module.getContext(), 8), data.size());
    return LLVM::GlobalOp::create(b, module.getLoc(), type, /*isConstant=*/true,
                                  LLVM::Linkage::Private, name, b.getStringAttr(data));
  }
}

bool insertsDeviceCode(OpBuilder &b) {
  Operation *parent = b.getInsertionBlock() ? b.getInsertionBlock()->getParentOp() : nullptr;
  if (!parent)
    return false;
  return isa<gpu::GPUModuleOp, gpu::LaunchOp>(parent) ||
         parent->getParentOfType<gpu::GPUModuleOp>() || parent->getParentOfType<gpu::LaunchOp>();
}

void emitPrintf(OpBuilder &b, Location loc, ModuleOp module, StringRef format, ValueRange args) {
  if (insertsDeviceCode(b)) {
    gpu::PrintfOp::create(b, loc, b.getStringAttr(format), args);
    return;
  }
  LLVM::LLVMFuncOp printf = getOrInsertPrintf(b, module);
  Value ptr = LLVM::AddressOfOp::create(b, loc, getOrInsertFormat(b, module, format));
  SmallVector<Value> operands{ptr};
  operands.append(args.begin(), args.end());
  LLVM::CallOp::create(b, loc, printf, operands);
}

void requireRegisteredOps(MLIRContext *ctx, ArrayRef<StringRef> opNames, StringRef pass) {
  for (StringRef name : opNames)
    if (!RegisteredOperationName::lookup(name, ctx))
      llvm::report_fatal_error(llvm::Twine("--") + pass + ": operation '" + name +
                               "' is not registered; the dialect that defines it is missing "
                               "from the context (a tool configuration error)");
}

} // namespace cute::lower
