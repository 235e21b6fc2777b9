//===- CuteTypes.h - cute types ---------------------------------*- C++ -*-===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_CUTETYPES_H
#define CUTE_ORACLE_DIALECT_CUTE_CUTETYPES_H

#include "cute-oracle/Dialect/Cute/CuteKinds.h"
#include "cute-oracle/core/Value.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace cute::dialect {
/// The value denoted by a spec string already verified for its kind.
core::Value valueOfSpec(const KindSentinel *kind, llvm::StringRef spec);
} // namespace cute::dialect

#define GET_TYPEDEF_CLASSES
#include "cute-oracle/Dialect/Cute/CuteTypes.h.inc"
#define GET_ATTRDEF_CLASSES
#include "cute-oracle/Dialect/Cute/CuteAttrs.h.inc"

namespace cute::dialect {

/// True for the eight cute types.
bool isCuteType(mlir::Type t);
/// The value of a cute type, or none for any other type.
std::optional<core::Value> cuteValue(mlir::Type t);
/// The kind sentinel of a cute type, or null for any other type.
const KindSentinel *kindSlot(mlir::Type t);
/// The value of a cute type when it is fully static.
std::optional<core::Value> staticValue(mlir::Type t);
/// True for int_tuple, shape, stride and coord.
bool isTupleType(mlir::Type t);
/// True for layout and composed_layout.
bool isLayoutLike(mlir::Type t);
/// A type of the same class as `like` holding `v`; null if `v` is not a
/// valid value of that class.
mlir::Type typeLike(mlir::Type like, const core::Value &v);
/// The cute type naturally holding `v`: int_tuple, layout, swizzle,
/// composed_layout or tile.
mlir::Type naturalType(mlir::MLIRContext *ctx, const core::Value &v);

/// The bit widths of the `?` slots of a tuple or tile value, depth first:
/// the operands a constructor of that value takes.
llvm::SmallVector<unsigned> dynamicSlotWidths(const core::Value &v);

} // namespace cute::dialect

#endif
