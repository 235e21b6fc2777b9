//===- AtomEval.cpp - The interpreter's atom builders and accessors -------===//
//
// make_atom, make_tiled_mma and make_tiled_copy yield an Atom, a value whose
// type holds everything about it. get_layout_tv computes the tiled atom's
// (thread, value) layout with interp/core (TiledMma.h, TiledCopy.h), and
// the result must be the layout its type declares.
//
//===----------------------------------------------------------------------===//
#include "Machine.h"

#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/core/Text.h"

using namespace mlir;

namespace cute::eval {

LogicalResult Machine::executeAtom(Operation *op, bool &handled) {
  if (isa<dialect::MakeAtomOp, dialect::MakeTiledMmaOp, dialect::MakeTiledCopyOp>(op)) {
    handled = true;
    set(op->getResult(0), Atom{op->getResult(0).getType()});
    return success();
  }
  auto get = dyn_cast<dialect::GetLayoutTVOp>(op);
  if (!get)
    return success();
  handled = true;
  core::Result<core::Layout> layout =
      dialect::layoutTVOf(std::get<Atom>(this->get(get.getTiled())).type, get.getOperand()[0]);
  if (!layout)
    return op->emitError(layout.error().message);
  const core::Value &declared = declaredValue(get.getResult().getType());
  if (core::Value(*layout) != declared)
    return op->emitError("computed ")
           << core::print(*layout) << " but the result type declares " << core::print(declared);
  set(get.getResult(), core::Value(*layout));
  return success();
}

} // namespace cute::eval
