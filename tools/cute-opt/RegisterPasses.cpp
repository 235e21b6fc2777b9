//===- RegisterDialects.cpp - Dialects and passes of cute-opt -------------===//
//
// The one translation unit that includes the upstream dialect headers; it
// is expensive to compile and rarely changes.
//
//===----------------------------------------------------------------------===//
#include "RegisterDialects.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/Passes.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h"
#include "cute-oracle/Lower/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void cute::registerCuteOptDialects(mlir::DialectRegistry &registry) {
  registry.insert<cute::dialect::CuteDialect, mlir::func::FuncDialect, mlir::arith::ArithDialect,
                  mlir::scf::SCFDialect, mlir::cf::ControlFlowDialect,
                  mlir::memref::MemRefDialect, mlir::index::IndexDialect, mlir::ub::UBDialect,
                  mlir::LLVM::LLVMDialect, mlir::gpu::GPUDialect, mlir::NVVM::NVVMDialect>();
  cute::nvgpu::registerCuteNvgpuDialect(registry);
}

void cute::registerCuteOptPasses() {
  cute::dialect::registerCutePasses();
  mlir::registerTransformsPasses();
  cute::lower::registerLowerPasses();
}
