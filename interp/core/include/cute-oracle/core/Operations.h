//===- Operations.h - interp/core's operations, one constant each -*- C++ -*-===//
//
// Every operation of the reference algebra that a cute op (or the
// expression language) runs is one constant here, named like the op
// without `cute.`: `core::operation::logical_divide(args)` runs what
// cute.logical_divide computes on its operand values (then its integer
// attributes, in name order). The verifiers, the folder, the interpreter
// (through the dialect's table keyed by op class, CoreOperations.h) and the
// generators call these constants, so "find references" leads from an op to
// every user of its algebra. OpTable.cpp defines them (the one place that
// maps names onto the handlers of OpStructure.cpp and OpAlgebra.cpp); the
// expression language finds them by name with operationNamed.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_OPERATIONS_H
#define CUTE_ORACLE_CORE_OPERATIONS_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <string_view>
#include <vector>

namespace cute::core {

/// One operation: its name and the handler of its family.
struct Operation {
  std::string_view name;
  Result<Value> (*handler)(std::string_view name, const std::vector<Value> &args);
  /// Runs the operation on `args`. An error raised by a helper operation
  /// is prefixed with this operation's name.
  Result<Value> operator()(const std::vector<Value> &args) const;
};

// clang-format off
#define CUTE_CORE_OPERATIONS(X)                                                \
  X(size) X(cosize) X(rank) X(depth)                                           \
  X(composed_get_inner) X(composed_get_offset) X(composed_get_outer)           \
  X(get_layouts_from_tile) X(get_shape) X(get_stride)                          \
  X(to_int_tuple) X(to_shape) X(to_stride) X(to_coord)                         \
  X(make_layout) X(make_layout_right) X(make_layout_like)                      \
  X(make_ordered_layout) X(make_identity_layout) X(make_composed_layout)       \
  X(make_swizzle)                                                              \
  X(get) X(select) X(take) X(group_modes) X(group) X(flatten)                  \
  X(append) X(prepend) X(append_to_rank) X(prepend_to_rank) X(replace)         \
  X(slice) X(dice) X(crd2idx) X(layout_eval) X(idx2crd) X(increment_coord)     \
  X(tuple_add) X(tuple_sub) X(shape_div) X(ceil_div) X(shape_mod)              \
  X(elem_less) X(equal) X(tuple_product) X(tuple_product_each)                 \
  X(coalesce) X(filter) X(filter_zeros) X(complement)                          \
  X(right_inverse) X(left_inverse) X(composition)                              \
  X(logical_divide) X(zipped_divide) X(tiled_divide) X(flat_divide)            \
  X(logical_product) X(zipped_product) X(tiled_product) X(flat_product)        \
  X(blocked_product) X(raked_product) X(local_tile) X(local_partition)         \
  X(tile_to_shape) X(recast_layout) X(stencil_divide) X(stencil_output_len)
// clang-format on

namespace operation {
#define CUTE_DECLARE_OPERATION(id) extern const Operation id;
CUTE_CORE_OPERATIONS(CUTE_DECLARE_OPERATION)
#undef CUTE_DECLARE_OPERATION
} // namespace operation

/// The operation called `name`; null when there is none.
const Operation *operationNamed(std::string_view name);

/// The operation the cute op `opName` (without `cute.`) computes: the one of
/// its own name, or for the spellings that compute another operation
/// (make_layout_raw, make_composed_layout_raw, tuple_eq) that one; null for
/// an op that computes none. For code whose op names are data (fuzz/); the
/// dialect's table keyed by op class (CoreOperations.h) agrees with it
/// (CoreOperationsTest).
const Operation *operationOfOp(std::string_view opName);

} // namespace cute::core

#endif
