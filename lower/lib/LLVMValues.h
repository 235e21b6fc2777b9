//===- LLVMValues.h - The LLVM form of cute values ------------*- C++ -*-===//
//
// What --cute-to-llvm turns a cute value into: an LLVM struct of its
// dynamic leaves in depth-first order (`?` -> i32, `?{i64}` -> i64, `?@m`
// by its width; static leaves and `_` give nothing); a layout is
// struct(shape, stride), a composed layout struct(inner, offset, outer), a
// swizzle the empty struct. Also where get_scalars finds each scalar in it,
// and the printf format that prints the value's canonical text.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_LLVMVALUES_H
#define CUTE_ORACLE_LOWER_LLVMVALUES_H

#include "cute-oracle/core/Value.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace cute::lower {

/// The struct of the dynamic leaves of `v`.
mlir::LLVM::LLVMStructType structOf(mlir::MLIRContext *ctx, const core::Value &v);

/// One scalar of cute.get_scalars: a static integer (with its width) or the
/// dynamic leaf at `path` in the converted struct.
struct Scalar {
  bool dynamic = false;
  int64_t value = 0;
  unsigned width = 64;
  llvm::SmallVector<int64_t, 3> path;
};

/// The scalars of `v` in cute.get_scalars order (print order).
llvm::SmallVector<Scalar> scalarsOf(const core::Value &v, bool onlyDynamic);

/// The canonical text of `v` as a printf format: static parts verbatim
/// ('%' escaped), `?` -> %d, `?{i64}` -> %lld, then "\n". Returns the
/// number of dynamic leaves seen.
unsigned formatOf(const core::Value &v, std::string &fmt);

} // namespace cute::lower

#endif
