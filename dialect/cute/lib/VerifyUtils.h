//===- VerifyUtils.h - Shared pieces of the cute verifiers ------*- C++ -*-===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_VERIFYUTILS_H
#define CUTE_ORACLE_DIALECT_CUTE_VERIFYUTILS_H

#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/Result.h"

#include <optional>

namespace cute::dialect {

/// The value computed by interp/core for an op, and whether every operand
/// was fully static (then the declared result must match it exactly).
struct Inference {
  core::Result<core::Value> value = core::Error{};
  bool allStatic = false;
};

/// Runs interp/core's `coreOp` on the cute values of `operands` followed by
/// the integers `ints`. Non-cute operand types give an error.
Inference inferWithCore(const core::Operation &coreOp, mlir::TypeRange operands,
                        llvm::ArrayRef<int64_t> ints = {});

/// True when `declared` agrees with `inferred`: equal where both are
/// static, and any `?` leaf agrees with any sub-value.
bool unifies(const core::Value &declared, const core::Value &inferred);

/// True when `declared` agrees with a successful inference: equal for
/// static operands, unifying for dynamic ones.
bool declaredAgrees(mlir::Type declared, const Inference &inf);

/// Checks `declared` against an inference. When the algebra failed, emits
/// `failure` followed by the algebra's message: interp/core follows C++'s
/// run-time paths, so a failure beside `?` leaves is one no run-time value
/// can fix. Otherwise the declared value must equal (static operands) or
/// unify with (dynamic operands) the inferred one.
mlir::LogicalResult checkDeclared(mlir::Operation *op, mlir::Type declared, const Inference &inf,
                                  llvm::StringRef failureText);

/// Requires `declared` to be of the same type class as `like`.
mlir::LogicalResult checkResultClass(mlir::Operation *op, mlir::Type declared, mlir::Type like);

/// Runs the algebra for op's single result: result class like `like` (when
/// non-null), then checkDeclared.
mlir::LogicalResult verifyByAlgebra(mlir::Operation *op, const core::Operation &coreOp,
                                    llvm::ArrayRef<int64_t> ints, mlir::Type like,
                                    llvm::StringRef failureText);

/// The rank of a cute value: top-level modes of a tuple, a layout's shape, a
/// composed layout's B, a tile's elements; 1 for a swizzle.
int64_t rankOf(const core::Value &v);
/// rankOf the value of a cute type; -1 for other types.
int64_t rankOfType(mlir::Type t);
/// True when the cute type's value has no `?` leaf.
bool isStaticType(mlir::Type t);
/// A layout whose shape is static (its strides may be run-time values); any
/// other value only when its whole type is static.
bool hasStaticShape(mlir::Type t);
/// The layout of a layout type or the B of a composed layout type.
std::optional<core::Layout> outerLayoutOf(mlir::Type t);
/// The type with the canonical `int_tuple` "0" (a class exemplar).
mlir::Type intTupleLike(mlir::MLIRContext *ctx);
/// `a, b, c` for a mode list.
std::string modeListText(llvm::ArrayRef<int32_t> modes);
/// Seed 003's rank table of a partition (cute.copy, cute.tiled_partition):
/// (1, 1), (1, 2), (2, 2), (2, 3), (3, 3), and equal ranks above.
bool partitionRanksAgree(size_t src, size_t dst);
/// The canonical text of a core value.
std::string textOf(const core::Value &v);

} // namespace cute::dialect

#endif
