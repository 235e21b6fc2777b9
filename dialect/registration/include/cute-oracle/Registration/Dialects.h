//===- Dialects.h - The dialects of cute IR, registered once ----*- C++ -*-===//
#ifndef CUTE_ORACLE_REGISTRATION_DIALECTS_H
#define CUTE_ORACLE_REGISTRATION_DIALECTS_H

namespace mlir {
class DialectRegistry;
}

namespace cute {
/// Adds cute, cute_nvgpu and the upstream dialects cute IR and its lowering
/// are written with (func, arith, scf, cf, memref, index, ub, llvm, gpu,
/// nvvm): every tool parses the same IR.
/// Also registers registerGPUToPTXInterfaces's.
void registerCuteOracleDialects(mlir::DialectRegistry &registry);

/// The interfaces cute-to-ptx-pipeline needs: every dialect's ConvertToLLVM
/// interface (for convert-gpu-to-nvvm), the NVVM target and the LLVM IR
/// translations of gpu.module contents (for gpu-module-to-binary).
void registerGPUToPTXInterfaces(mlir::DialectRegistry &registry);
} // namespace cute

#endif
