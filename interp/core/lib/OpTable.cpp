//===- OpTable.cpp - Operation names to their handlers --------------------===//
//
// The constants of Operations.h: every operation (named like its cute op
// without `cute.`) and the handler of its family (OpStructure.cpp,
// OpAlgebra.cpp); the name map behind operationNamed and applyOperation.
//
//===----------------------------------------------------------------------===//
#include "OpArgs.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Operations.h"

#include <map>

namespace cute::core {

using namespace ops;

namespace {

/// The divides and tiler products: one handler per layout function.
template <TilerOp F> Result<Value> opTiler(std::string_view op, const Args &a) {
  return opDivideProduct(op, a, F);
}

} // namespace

Result<Value> Operation::operator()(const std::vector<Value> &args) const {
  Result<Value> r = guarded(name, [&] { return handler(name, args); });
  std::string prefix = std::string(name) + ":";
  if (r || r.error().message.rfind(prefix, 0) == 0)
    return r;
  return Error{prefix + " " + r.error().message};
}

namespace operation {
#define OPERATION(id, handler) const Operation id{#id, handler};
OPERATION(size, opSize)
OPERATION(cosize, opSize)
OPERATION(rank, opAccess)
OPERATION(depth, opAccess)
OPERATION(composed_get_inner, opAccess)
OPERATION(composed_get_offset, opAccess)
OPERATION(composed_get_outer, opAccess)
OPERATION(get_layouts_from_tile, opAccess)
OPERATION(get_shape, opAccess)
OPERATION(get_stride, opAccess)
OPERATION(to_int_tuple, opAccess)
OPERATION(to_shape, opAccess)
OPERATION(to_stride, opAccess)
OPERATION(to_coord, opAccess)
OPERATION(make_layout, opMakeLayout)
OPERATION(make_layout_right, opConstruct)
OPERATION(make_layout_like, opConstruct)
OPERATION(make_ordered_layout, opConstruct)
OPERATION(make_identity_layout, opConstruct)
OPERATION(make_composed_layout, opConstruct)
OPERATION(make_swizzle, opConstruct)
OPERATION(get, opGet)
OPERATION(select, opSelect)
OPERATION(take, opTake)
OPERATION(group_modes, opTake)
OPERATION(group, opTake)
OPERATION(flatten, opFlatten)
OPERATION(append, opAppend)
OPERATION(prepend, opAppend)
OPERATION(append_to_rank, opAppend)
OPERATION(prepend_to_rank, opAppend)
OPERATION(replace, opReplace)
OPERATION(slice, opSlice)
OPERATION(dice, opSlice)
OPERATION(crd2idx, opCrd2idx)
OPERATION(layout_eval, opLayoutEval)
OPERATION(idx2crd, opIdx2crd)
OPERATION(increment_coord, opIdx2crd)
OPERATION(tuple_add, opTupleArith)
OPERATION(tuple_sub, opTupleArith)
OPERATION(shape_div, opTupleArith)
OPERATION(ceil_div, opTupleArith)
OPERATION(shape_mod, opTupleArith)
OPERATION(elem_less, opTupleArith)
OPERATION(equal, opTupleArith)
OPERATION(tuple_product, opProduct)
OPERATION(tuple_product_each, opProduct)
OPERATION(coalesce, opSimplify)
OPERATION(filter, opSimplify)
OPERATION(filter_zeros, opSimplify)
OPERATION(complement, opComplement)
OPERATION(right_inverse, opInverse)
OPERATION(left_inverse, opInverse)
OPERATION(composition, opComposition)
OPERATION(logical_divide, opTiler<logicalDivide>)
OPERATION(zipped_divide, opTiler<zippedDivide>)
OPERATION(tiled_divide, opTiler<tiledDivide>)
OPERATION(flat_divide, opTiler<flatDivide>)
OPERATION(logical_product, opTiler<logicalProduct>)
OPERATION(zipped_product, opTiler<zippedProduct>)
OPERATION(tiled_product, opTiler<tiledProduct>)
OPERATION(flat_product, opTiler<flatProduct>)
OPERATION(blocked_product, opRankProduct)
OPERATION(raked_product, opRankProduct)
OPERATION(local_tile, opLocalTile)
OPERATION(local_partition, opLocalTile)
OPERATION(tile_to_shape, opTileToShape)
OPERATION(recast_layout, opRecast)
OPERATION(stencil_divide, opStencil)
OPERATION(stencil_output_len, opStencil)
#undef OPERATION
} // namespace operation

namespace {

/// Every operation by name, from the list in Operations.h.
const std::map<std::string_view, const Operation *> &byName() {
  static const std::map<std::string_view, const Operation *> table = [] {
    std::map<std::string_view, const Operation *> t;
#define ADD_OPERATION(id) t[operation::id.name] = &operation::id;
    CUTE_CORE_OPERATIONS(ADD_OPERATION)
#undef ADD_OPERATION
    return t;
  }();
  return table;
}

} // namespace

const Operation *operationNamed(std::string_view name) {
  auto it = byName().find(name);
  return it == byName().end() ? nullptr : it->second;
}

const Operation *operationOfOp(std::string_view opName) {
  static const std::map<std::string_view, const Operation *> spellings = {
      {"make_layout_raw", &operation::make_layout},
      {"make_composed_layout_raw", &operation::make_composed_layout},
      {"tuple_eq", &operation::equal}};
  auto it = spellings.find(opName);
  return it != spellings.end() ? it->second : operationNamed(opName);
}

Result<Value> applyOperation(std::string_view name, const std::vector<Value> &args) {
  if (const Operation *op = operationNamed(name))
    return (*op)(args);
  return Error{"unknown operation '" + std::string(name) + "'"};
}

std::vector<std::string> operationNames() {
  std::vector<std::string> names;
  for (const auto &[name, op] : byName())
    names.push_back(std::string(name));
  return names;
}

} // namespace cute::core
