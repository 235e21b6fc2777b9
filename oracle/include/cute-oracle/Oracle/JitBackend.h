//===- JitBackend.h - Host JIT backend --------------------------*- C++ -*-===//
//
// Lowers a module with cute::lower::buildCuteToLLVMPipeline, translates it
// to LLVM IR and JIT-compiles it once with mlir::ExecutionEngine; every
// run() calls the packed wrapper of the entry function and captures what
// the program printed (printf is bound to an in-process capturing function).
// abort() is bound to a return from run(): a failed cf.assert (puts of its
// message, then abort) ends the run with "assertion failed: <message>".
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_JITBACKEND_H
#define CUTE_ORACLE_ORACLE_JITBACKEND_H

#include "cute-oracle/Oracle/Backend.h"

#include <memory>

namespace llvm {
class raw_ostream;
}
namespace mlir {
class DialectRegistry;
}

namespace cute::oracle {

/// A new JIT backend. prepare() may be called once.
std::unique_ptr<Backend> makeJitBackend();

/// Prints the lowered (LLVM dialect) module of a prepared JIT backend to
/// `os`; returns false when `backend` is not a prepared JIT backend.
bool printLoweredModule(Backend &backend, llvm::raw_ostream &os);

/// Registers what the JIT needs in a context: the LLVM IR translations of
/// the builtin, LLVM and func dialects. Call before parsing into the
/// context (prepare() also registers them on the module's context).
void registerJitTranslations(mlir::DialectRegistry &registry);

/// Registers the dialects programs run by the JIT and the interpreter may
/// use (cute, func, arith, scf, cf, index, ub, llvm) and the JIT's
/// translations: what a driver parsing such programs needs.
void registerBackendDialects(mlir::DialectRegistry &registry);

} // namespace cute::oracle

#endif
