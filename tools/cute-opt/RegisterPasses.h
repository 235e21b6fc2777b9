//===- RegisterDialects.h - Dialects and passes of cute-opt -----*- C++ -*-===//
#ifndef CUTE_ORACLE_TOOLS_REGISTERDIALECTS_H
#define CUTE_ORACLE_TOOLS_REGISTERDIALECTS_H

namespace mlir {
class DialectRegistry;
}

namespace cute {
/// Adds cute, cute_nvgpu and the upstream dialects cute IR is written with
/// (func, arith, scf, cf, memref, index, ub, llvm, gpu, nvvm).
void registerCuteOptDialects(mlir::DialectRegistry &registry);
/// Registers the cute passes and the upstream transform passes.
void registerCuteOptPasses();
} // namespace cute

#endif
