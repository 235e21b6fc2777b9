//===- LowerSupport.h - Helpers shared by the lowering passes ---*- C++ -*-===//
//
// printf calls with module-level format strings, and the fatal check that
// the dialects a pass builds are registered (a setup bug, not a diagnostic).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_LIB_LOWERSUPPORT_H
#define CUTE_ORACLE_LOWER_LIB_LOWERSUPPORT_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace cute::lower {

/// Whether code at the builder's insertion point runs on the device: inside
/// a gpu.module (kernels and device functions) or a gpu.launch body.
bool insertsDeviceCode(mlir::OpBuilder &b);

/// Calls the C `printf` (declared `llvm.func @printf(!llvm.ptr, ...) -> i32`
/// in `module` on first use) with `format` stored as a NUL-terminated
/// private constant global (one per distinct text); in device code (a
/// gpu.module or gpu.launch body) emits `gpu.printf` with `format` instead. Arguments must already
/// have their C types (i32 for %d and `*` widths, i64 for %lld).
void emitPrintf(mlir::OpBuilder &b, mlir::Location loc, mlir::ModuleOp module,
                llvm::StringRef format, mlir::ValueRange args);

/// Aborts with a configuration error when one of `opNames` is not
/// registered in `ctx` (a missing dialect is a setup bug).
void requireRegisteredOps(mlir::MLIRContext *ctx, llvm::ArrayRef<llvm::StringRef> opNames,
                          llvm::StringRef pass);

} // namespace cute::lower

#endif
