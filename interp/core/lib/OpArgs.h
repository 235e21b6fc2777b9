//===- OpArgs.h - Arguments and handlers of the operation table -*- C++ -*-===//
//
// The operation table (OpTable.cpp) maps each operation name to a handler:
// a function that checks the arguments of that one operation and runs its
// algebra (`op`, the name, is for messages only; ops that share an
// algorithm call one helper with what tells them apart). The handlers of the structural ops (accessors, modes, slicing,
// coordinates, constructors) are in OpStructure.cpp, those of the algebra
// (arithmetic, simplification, complement, inverses, composition, divides,
// products, recast, partitions, stencils) in OpAlgebra.cpp; the argument
// checks they share are here.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_OPARGS_H
#define CUTE_ORACLE_CORE_OPARGS_H

#include "Detail.h"
#include "cute-oracle/core/Value.h"

#include <functional>
#include <string_view>
#include <vector>

namespace cute::core::ops {

using Args = std::vector<Value>;
/// Runs the operation named `op` on `args`.
using Handler = std::function<Result<Value>(std::string_view op, const Args &args)>;

//===--- Argument checks ---------------------------------------------------===//

const char *kindName(const Value &v);
Error wrongKind(std::string_view op, size_t i, const Value &v, std::string_view expected);
/// lo <= number of arguments <= hi (SIZE_MAX: any).
Result<bool> arity(std::string_view op, const Args &a, size_t lo, size_t hi);
Result<IntTuple> tupleArg(std::string_view op, const Args &a, size_t i);
Result<int64_t> intArg(std::string_view op, const Args &a, size_t i);
Result<std::vector<int64_t>> intArgs(std::string_view op, const Args &a, size_t from);
Result<Layout> layoutArg(std::string_view op, const Args &a, size_t i);
/// The layout itself, or B of a composed layout A o off o B; null otherwise.
const Layout *outerLayout(const Value &v);
/// An integer tuple as a tiler: leaves are extents, tuples tuples.
Tiler tilerOf(const IntTuple &t);
Result<Tiler> tilerArg(std::string_view op, const Args &a, size_t i);

template <class T> Result<Value> toValue(Result<T> r) {
  if (!r)
    return r.error();
  return Value(*std::move(r));
}

/// Runs a layout operation on a layout, or on the outer layout B of a
/// composed layout A o off o B (giving A o off o op(B)).
Result<Value> onLayout(std::string_view op, const Args &a, size_t i,
                       const std::function<Result<Layout>(const Layout &)> &f);
/// The layout-or-tuple structural family: get/select/take/flatten/… act on
/// tuples, on layouts (shape and stride alike) and on composed layouts (B).
Result<Value> structural(std::string_view op, const Args &a,
                         const std::function<Result<IntTuple>(const IntTuple &)> &onTuple,
                         const std::function<Result<Layout>(const Layout &)> &onL);

//===--- Handlers (OpStructure.cpp) ----------------------------------------===//

Result<Value> opSize(std::string_view op, const Args &a);
Result<Value> opCosize(std::string_view op, const Args &a);
Result<Value> opMakeLayout(std::string_view op, const Args &a);
Result<Value> opGet(std::string_view op, const Args &a);
Result<Value> opSelect(std::string_view op, const Args &a);
Result<Value> opTake(std::string_view op, const Args &a);
Result<Value> opGroupModes(std::string_view op, const Args &a);
Result<Value> opFlatten(std::string_view op, const Args &a);
Result<Value> opAppend(std::string_view op, const Args &a);
Result<Value> opPrepend(std::string_view op, const Args &a);
Result<Value> opAppendToRank(std::string_view op, const Args &a);
Result<Value> opPrependToRank(std::string_view op, const Args &a);
Result<Value> opReplace(std::string_view op, const Args &a);
Result<Value> opSlice(std::string_view op, const Args &a);
Result<Value> opDice(std::string_view op, const Args &a);
Result<Value> opCrd2idx(std::string_view op, const Args &a);
Result<Value> opLayoutEval(std::string_view op, const Args &a);
Result<Value> opIdx2crd(std::string_view op, const Args &a);
Result<Value> opIncrementCoord(std::string_view op, const Args &a);
Result<Value> opMakeComposedLayout(std::string_view op, const Args &a);
Result<Value> opMakeSwizzle(std::string_view op, const Args &a);
Result<Value> opMakeOrderedLayout(std::string_view op, const Args &a);
Result<Value> opMakeLayoutLike(std::string_view op, const Args &a);
Result<Value> opMakeIdentityLayout(std::string_view op, const Args &a);
Result<Value> opMakeLayoutRight(std::string_view op, const Args &a);
Result<Value> opComposedGetInner(std::string_view op, const Args &a);
Result<Value> opComposedGetOffset(std::string_view op, const Args &a);
Result<Value> opComposedGetOuter(std::string_view op, const Args &a);
Result<Value> opGetLayoutsFromTile(std::string_view op, const Args &a);
Result<Value> opToTuple(std::string_view op, const Args &a);
Result<Value> opGetShape(std::string_view op, const Args &a);
Result<Value> opGetStride(std::string_view op, const Args &a);
Result<Value> opRank(std::string_view op, const Args &a);
Result<Value> opDepth(std::string_view op, const Args &a);

//===--- Handlers (OpAlgebra.cpp) ------------------------------------------===//

Result<Value> opEqual(std::string_view op, const Args &a);
Result<Value> opTupleAdd(std::string_view op, const Args &a);
Result<Value> opTupleSub(std::string_view op, const Args &a);
Result<Value> opElemLess(std::string_view op, const Args &a);
Result<Value> opShapeDiv(std::string_view op, const Args &a);
Result<Value> opShapeMod(std::string_view op, const Args &a);
Result<Value> opCeilDiv(std::string_view op, const Args &a);
Result<Value> opTupleProduct(std::string_view op, const Args &a);
Result<Value> opTupleProductEach(std::string_view op, const Args &a);
Result<Value> opCoalesce(std::string_view op, const Args &a);
Result<Value> opFilter(std::string_view op, const Args &a);
Result<Value> opFilterZeros(std::string_view op, const Args &a);
Result<Value> opComplement(std::string_view op, const Args &a);
Result<Value> opRightInverse(std::string_view op, const Args &a);
Result<Value> opLeftInverse(std::string_view op, const Args &a);
Result<Value> opComposition(std::string_view op, const Args &a);
using TilerOp = Result<Layout> (*)(const Layout &, const Tiler &);
/// The divides and the tiler products: f on a layout (or B) and a tiler.
Result<Value> opDivideProduct(std::string_view op, const Args &a, TilerOp f);
Result<Value> opLogicalProduct(std::string_view op, const Args &a);
using RankProductOp = Result<Layout> (*)(const Layout &, const Layout &);
/// blocked_product and raked_product: f on a layout (or B) and a layout.
Result<Value> opRankProduct(std::string_view op, const Args &a, RankProductOp f);
Result<Value> opTileToShape(std::string_view op, const Args &a);
Result<Value> opRecast(std::string_view op, const Args &a);
Result<Value> opLocalTile(std::string_view op, const Args &a);
Result<Value> opLocalPartition(std::string_view op, const Args &a);
Result<Value> opStencilOutputLen(std::string_view op, const Args &a);
Result<Value> opStencilDivide(std::string_view op, const Args &a);

} // namespace cute::core::ops

#endif
