//===- ArithmeticOps.cpp - tuple_add/sub, shape_div, ceil_div, equal, … ---===//
#include "VerifyUtils.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

namespace {

/// The flat position of the first zero static leaf of a divisor, or -1.
int64_t firstZeroLeaf(const IntTuple &t) {
  std::vector<IntTuple> ls = core::leaves(t);
  for (size_t i = 0; i < ls.size(); ++i)
    if (ls[i].isInt(0))
      return static_cast<int64_t>(i);
  return -1;
}

/// The first top-level mode on which `coreOp` fails (0 when the failure is
/// not local to one mode).
int64_t firstFailingMode(const core::Operation &coreOp, Type lhs, Type rhs) {
  IntTuple a = std::get<IntTuple>(*cuteValue(lhs));
  std::optional<core::Value> bv = cuteValue(rhs);
  const IntTuple *b = std::get_if<IntTuple>(&*bv);
  if (!b || !a.isTuple() || !b->isTuple())
    return 0;
  for (size_t i = 0; i < std::min(a.rank(), b->rank()); ++i)
    if (!coreOp({a.elems()[i], b->elems()[i]}))
      return static_cast<int64_t>(i);
  return 0;
}

/// Seed 001's tuple-arithmetic verifier: same tuple kind, no zero divisor
/// leaf for divisions, then the algebra; the result keeps lhs's class.
LogicalResult verifyTupleArith(Operation *op, const core::Operation &coreOp, bool division,
                               bool allowTileRhs) {
  Type lhs = op->getOperand(0).getType(), rhs = op->getOperand(1).getType();
  bool rhsOk = lhs.getTypeID() == rhs.getTypeID() ||
               (allowTileRhs && (isTupleType(rhs) || isa<TileType>(rhs)));
  if (!isTupleType(lhs) || !rhsOk)
    return op->emitOpError("input type [") << lhs << "] has invalid values.";
  if (division && isTupleType(rhs))
    if (int64_t i = firstZeroLeaf(std::get<IntTuple>(*cuteValue(rhs))); i >= 0)
      return op->emitOpError("mode [") << i << "] has invalid values for input type " << lhs;
  Type declared = op->getResult(0).getType();
  if (failed(checkResultClass(op, declared, lhs)))
    return failure();
  Inference inf = inferWithCore(coreOp, op->getOperandTypes());
  if (!inf.value)
    return op->emitOpError("unable to compute size for input ")
           << lhs << " and mode [" << firstFailingMode(coreOp, lhs, rhs) << "] ("
           << inf.value.error().message << ")";
  return checkDeclared(op, declared, inf, "unable to compute size for input");
}

/// `t` with every unknown run-time leaf bound to 0.
IntTuple withPlaceholderValues(const IntTuple &t) {
  if (t.isTuple()) {
    std::vector<IntTuple> elems;
    for (const IntTuple &e : t.elems())
      elems.push_back(withPlaceholderValues(e));
    return IntTuple::tuple(std::move(elems));
  }
  if (t.isDynamic() && !t.known())
    return IntTuple::bound(unsigned(t.value()), 0);
  return t;
}

/// equal/elem_less/tuple_eq: an i1 from two cute values.
LogicalResult verifyPredicate(Operation *op, const core::Operation &coreOp, bool tuplesOnly) {
  Type lhs = op->getOperand(0).getType(), rhs = op->getOperand(1).getType();
  bool ok = tuplesOnly ? isTupleType(lhs) && isTupleType(rhs) : isCuteType(lhs) && isCuteType(rhs);
  if (!ok)
    return op->emitOpError("expects ") << (tuplesOnly ? "tuple" : "cute") << " operands but got "
                                       << lhs << " and " << rhs;
  if (!op->getResult(0).getType().isInteger(1))
    return op->emitOpError("expects an i1 result but got ") << op->getResult(0).getType();
  // The truth value needs run-time values; the check is that the operands
  // can be compared, so unknown leaves are given a placeholder value.
  std::vector<core::Value> operands{*cuteValue(lhs), *cuteValue(rhs)};
  for (core::Value &v : operands)
    if (auto *t = std::get_if<IntTuple>(&v))
      *t = withPlaceholderValues(*t);
  Inference inf;
  inf.value = coreOp(operands);
  if (!inf.value) {
    InFlightDiagnostic diag = op->emitOpError("cannot compare ") << lhs << " and " << rhs;
    // The core's message would show the placeholders.
    if (isStaticType(lhs) && isStaticType(rhs))
      diag << " (" << inf.value.error().message << ")";
    return diag;
  }
  return success();
}

} // namespace

LogicalResult TupleAddOp::verify() {
  return verifyTupleArith(*this, core::operation::tuple_add, false, false);
}
LogicalResult TupleSubOp::verify() {
  return verifyTupleArith(*this, core::operation::tuple_sub, false, false);
}
LogicalResult ShapeDivOp::verify() {
  return verifyTupleArith(*this, core::operation::shape_div, true, false);
}
LogicalResult CeilDivOp::verify() {
  return verifyTupleArith(*this, core::operation::ceil_div, true, true);
}

// elem_less(a, b): every leaf of a below the matching leaf of b.
LogicalResult ElemLessOp::verify() {
  return verifyPredicate(*this, core::operation::elem_less, true);
}

// equal(a, b): same kind and same value.
LogicalResult EqualOp::verify() {
  Type lhs = getLhs().getType(), rhs = getRhs().getType();
  if (isCuteType(lhs) && isCuteType(rhs) && kindSlot(lhs) != kindSlot(rhs))
    return emitOpError("expects operands of the same kind but got ") << lhs << " and " << rhs;
  return verifyPredicate(*this, core::operation::equal, false);
}

// tuple_eq(a, b): the dialect documents' per-field equality of two tuples.
LogicalResult TupleEqOp::verify() { return verifyPredicate(*this, core::operation::equal, true); }

} // namespace cute::dialect
