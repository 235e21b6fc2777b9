//===- RegisterRunDialects.h - Dialects of cute-run -------------*- C++ -*-===//
#ifndef CUTE_ORACLE_TOOLS_CUTE_RUN_REGISTERRUNDIALECTS_H
#define CUTE_ORACLE_TOOLS_CUTE_RUN_REGISTERRUNDIALECTS_H

namespace mlir {
class DialectRegistry;
}

namespace cute {
/// The dialects cute-run parses and lowers: cute, func, arith, scf, cf,
/// index, ub, llvm.
void registerCuteRunDialects(mlir::DialectRegistry &registry);
} // namespace cute

#endif
