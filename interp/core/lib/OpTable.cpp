//===- OpTable.cpp - Operation names to their handlers --------------------===//
//
// The table behind applyOperation: every operation name of the expression
// language (the cute op names without `cute.`) and the handler of its
// family (OpStructure.cpp, OpAlgebra.cpp).
//
//===----------------------------------------------------------------------===//
#include "OpArgs.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"

#include <map>

namespace cute::core {

using namespace ops;

namespace {

const std::map<std::string, Handler, std::less<>> &handlers() {
  static const std::map<std::string, Handler, std::less<>> table = [] {
    std::map<std::string, Handler, std::less<>> t;
    auto tilerOp = [](TilerOp f) {
      return [f](std::string_view op, const Args &a) { return opDivideProduct(op, a, f); };
    };
    for (const char *n : {"size", "cosize"})
      t[n] = opSize;
    for (const char *n : {"rank", "depth", "composed_get_inner", "composed_get_offset",
                          "composed_get_outer", "get_layouts_from_tile", "get_shape",
                          "get_stride", "to_int_tuple", "to_shape", "to_stride", "to_coord"})
      t[n] = opAccess;
    t["make_layout"] = opMakeLayout;
    for (const char *n : {"make_layout_right", "make_layout_like", "make_ordered_layout",
                          "make_identity_layout", "make_composed_layout", "make_swizzle"})
      t[n] = opConstruct;
    t["get"] = opGet;
    t["select"] = opSelect;
    for (const char *n : {"take", "group_modes", "group"})
      t[n] = opTake;
    t["flatten"] = opFlatten;
    for (const char *n : {"append", "prepend", "append_to_rank", "prepend_to_rank"})
      t[n] = opAppend;
    t["replace"] = opReplace;
    for (const char *n : {"slice", "dice"})
      t[n] = opSlice;
    t["crd2idx"] = opCrd2idx;
    t["layout_eval"] = opLayoutEval;
    for (const char *n : {"idx2crd", "increment_coord"})
      t[n] = opIdx2crd;
    for (const char *n : {"tuple_add", "tuple_sub", "shape_div", "ceil_div", "shape_mod",
                          "elem_less", "equal"})
      t[n] = opTupleArith;
    for (const char *n : {"tuple_product", "tuple_product_each"})
      t[n] = opProduct;
    for (const char *n : {"coalesce", "filter", "filter_zeros"})
      t[n] = opSimplify;
    t["complement"] = opComplement;
    for (const char *n : {"right_inverse", "left_inverse"})
      t[n] = opInverse;
    t["composition"] = opComposition;
    t["logical_divide"] = tilerOp(logicalDivide);
    t["zipped_divide"] = tilerOp(zippedDivide);
    t["tiled_divide"] = tilerOp(tiledDivide);
    t["flat_divide"] = tilerOp(flatDivide);
    t["logical_product"] = tilerOp(logicalProduct);
    t["zipped_product"] = tilerOp(zippedProduct);
    t["tiled_product"] = tilerOp(tiledProduct);
    t["flat_product"] = tilerOp(flatProduct);
    for (const char *n : {"blocked_product", "raked_product"})
      t[n] = opRankProduct;
    for (const char *n : {"local_tile", "local_partition"})
      t[n] = opLocalTile;
    t["tile_to_shape"] = opTileToShape;
    t["recast_layout"] = opRecast;
    for (const char *n : {"stencil_divide", "stencil_output_len"})
      t[n] = opStencil;
    return t;
  }();
  return table;
}

} // namespace

Result<Value> applyOperation(std::string_view name, const std::vector<Value> &args) {
  auto it = handlers().find(name);
  if (it == handlers().end())
    return Error{"unknown operation '" + std::string(name) + "'"};
  Result<Value> r = guarded(name, [&] { return it->second(name, args); });
  std::string prefix = std::string(name) + ":";
  if (r || r.error().message.rfind(prefix, 0) == 0)
    return r;
  return Error{prefix + " " + r.error().message};
}

std::vector<std::string> operationNames() {
  std::vector<std::string> names;
  for (const auto &entry : handlers())
    names.push_back(entry.first);
  return names;
}

} // namespace cute::core
