//===- OpTable.cpp - Operation names to their handlers --------------------===//
//
// The constants of Operations.h: every operation (named like its cute op
// without `cute.`) and its handler (OpStructure.cpp, OpAlgebra.cpp); the
// name map behind operationNamed and applyOperation.
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

/// blocked_product and raked_product: one handler per layout function.
template <RankProductOp F> Result<Value> opLayoutProduct(std::string_view op, const Args &a) {
  return opRankProduct(op, a, F);
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
OPERATION(cosize, opCosize)
OPERATION(rank, opRank)
OPERATION(depth, opDepth)
OPERATION(composed_get_inner, opComposedGetInner)
OPERATION(composed_get_offset, opComposedGetOffset)
OPERATION(composed_get_outer, opComposedGetOuter)
OPERATION(get_layouts_from_tile, opGetLayoutsFromTile)
OPERATION(get_shape, opGetShape)
OPERATION(get_stride, opGetStride)
OPERATION(to_int_tuple, opToTuple)
OPERATION(to_shape, opToTuple)
OPERATION(to_stride, opToTuple)
OPERATION(to_coord, opToTuple)
OPERATION(make_layout, opMakeLayout)
OPERATION(make_layout_right, opMakeLayoutRight)
OPERATION(make_layout_like, opMakeLayoutLike)
OPERATION(make_ordered_layout, opMakeOrderedLayout)
OPERATION(make_identity_layout, opMakeIdentityLayout)
OPERATION(make_composed_layout, opMakeComposedLayout)
OPERATION(make_swizzle, opMakeSwizzle)
OPERATION(get, opGet)
OPERATION(select, opSelect)
OPERATION(take, opTake)
OPERATION(group_modes, opGroupModes)
OPERATION(group, opGroupModes)
OPERATION(flatten, opFlatten)
OPERATION(append, opAppend)
OPERATION(prepend, opPrepend)
OPERATION(append_to_rank, opAppendToRank)
OPERATION(prepend_to_rank, opPrependToRank)
OPERATION(replace, opReplace)
OPERATION(slice, opSlice)
OPERATION(dice, opDice)
OPERATION(crd2idx, opCrd2idx)
OPERATION(layout_eval, opLayoutEval)
OPERATION(idx2crd, opIdx2crd)
OPERATION(increment_coord, opIncrementCoord)
OPERATION(tuple_add, opTupleAdd)
OPERATION(tuple_sub, opTupleSub)
OPERATION(shape_div, opShapeDiv)
OPERATION(ceil_div, opCeilDiv)
OPERATION(shape_mod, opShapeMod)
OPERATION(elem_less, opElemLess)
OPERATION(equal, opEqual)
OPERATION(tuple_product, opTupleProduct)
OPERATION(tuple_product_each, opTupleProductEach)
OPERATION(coalesce, opCoalesce)
OPERATION(filter, opFilter)
OPERATION(filter_zeros, opFilterZeros)
OPERATION(complement, opComplement)
OPERATION(right_inverse, opRightInverse)
OPERATION(left_inverse, opLeftInverse)
OPERATION(composition, opComposition)
OPERATION(logical_divide, opTiler<logicalDivide>)
OPERATION(zipped_divide, opTiler<zippedDivide>)
OPERATION(tiled_divide, opTiler<tiledDivide>)
OPERATION(flat_divide, opTiler<flatDivide>)
OPERATION(logical_product, opLogicalProduct)
OPERATION(zipped_product, opTiler<zippedProduct>)
OPERATION(tiled_product, opTiler<tiledProduct>)
OPERATION(flat_product, opTiler<flatProduct>)
OPERATION(blocked_product, opLayoutProduct<blockedProduct>)
OPERATION(raked_product, opLayoutProduct<rakedProduct>)
OPERATION(local_tile, opLocalTile)
OPERATION(local_partition, opLocalPartition)
OPERATION(tile_to_shape, opTileToShape)
OPERATION(recast_layout, opRecast)
OPERATION(stencil_divide, opStencilDivide)
OPERATION(stencil_output_len, opStencilOutputLen)
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
