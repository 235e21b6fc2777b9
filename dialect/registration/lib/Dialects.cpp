//===- Dialects.cpp - The dialects of cute IR, registered once ------------===//
//
// The one translation unit that includes the upstream dialect headers; it
// is expensive to compile and rarely changes.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Registration/Dialects.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h"

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

void cute::registerCuteOracleDialects(mlir::DialectRegistry &registry) {
  registry.insert<cute::dialect::CuteDialect, mlir::func::FuncDialect, mlir::arith::ArithDialect,
                  mlir::scf::SCFDialect, mlir::cf::ControlFlowDialect,
                  mlir::memref::MemRefDialect, mlir::index::IndexDialect, mlir::ub::UBDialect,
                  mlir::LLVM::LLVMDialect, mlir::gpu::GPUDialect, mlir::NVVM::NVVMDialect>();
  cute::nvgpu::registerCuteNvgpuDialect(registry);
}
